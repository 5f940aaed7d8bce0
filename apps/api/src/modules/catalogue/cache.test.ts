import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedCodings, cachedBodyOf, encodeBody, etagMatches, matchesVersion, MerchantResponseCache, selectRepresentation, type CachedBody } from './cache.ts';

const json = (body: CachedBody): unknown => JSON.parse(body.identity.bytes.toString());

describe('MerchantResponseCache', () => {
  it('loads once and serves the same bytes and ETag until the TTL passes', async () => {
    let now = 0;
    let loads = 0;
    const cache = new MerchantResponseCache({ ttlMs: 1000, maxBytes: 1e6, now: () => now });
    const load = async () => ({ n: ++loads });
    const first = await cache.get('m1', 'WEB', load);
    const second = await cache.get('m1', 'WEB', load);
    expect(loads).toBe(1);
    expect(second).toBe(first);
    expect(json(second)).toEqual({ n: 1 });
    now = 1001;
    const third = await cache.get('m1', 'WEB', load);
    expect(loads).toBe(2);
    expect(third.identity.etag).not.toBe(first.identity.etag);
  });

  it('shares one load between concurrent requests', async () => {
    let loads = 0;
    const cache = new MerchantResponseCache({ ttlMs: 1000, maxBytes: 1e6 });
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [loads];
    };
    await Promise.all([cache.get('m1', 'k', load), cache.get('m1', 'k', load), cache.get('m1', 'k', load)]);
    expect(loads).toBe(1);
  });

  it('drops only the invalidated merchant, every coding of it: the next version has new ETags', async () => {
    let loads = 0;
    const cache = new MerchantResponseCache({ ttlMs: 60_000, maxBytes: 1e6 });
    const load = async () => ({ version: ++loads, menu: 'plov '.repeat(400) });
    const before = await cache.get('m1', 'k', load);
    const other = await cache.get('m2', 'k', load);
    cache.invalidate('m1');
    const after = await cache.get('m1', 'k', load);
    expect(await cache.get('m2', 'k', load)).toBe(other);
    expect(loads).toBe(3);
    for (const coding of ['identity', 'gzip', 'br'] as const) {
      expect(after[coding]?.etag).toBeDefined();
      expect(before.etags.has(after[coding]!.etag)).toBe(false);
    }
  });

  it('does not keep a result loaded while an invalidation happened', async () => {
    let loads = 0;
    let release: () => void = () => undefined;
    const cache = new MerchantResponseCache({ ttlMs: 60_000, maxBytes: 1e6 });
    const slow = cache.get('m1', 'k', async () => {
      loads += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return 'old';
    });
    cache.invalidate('m1');
    release();
    expect(json(await slow)).toBe('old');
    const next = await cache.get('m1', 'k', async () => {
      loads += 1;
      return 'new';
    });
    expect(json(next)).toBe('new');
    expect(loads).toBe(2);
  });
});

describe('encodeBody', () => {
  it('keeps br and gzip bytes that decode to the JSON, each with its own strong ETag of the same version', async () => {
    const bytes = Buffer.from(JSON.stringify({ menu: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `dish ${i}` })) }));
    const body = await encodeBody(bytes);
    expect(body.identity.bytes).toBe(bytes);
    expect(zlib.brotliDecompressSync(body.br!.bytes)).toEqual(bytes);
    expect(zlib.gunzipSync(body.gzip!.bytes)).toEqual(bytes);
    expect(body.br!.bytes.byteLength).toBeLessThan(bytes.byteLength / 3);
    const tags = [body.identity.etag, body.gzip!.etag, body.br!.etag];
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(3);
    expect([...body.etags].sort()).toEqual([...tags].sort());
    expect(body.byteLength).toBe(bytes.byteLength + body.gzip!.bytes.byteLength + body.br!.bytes.byteLength);
  });

  it('keeps no coding that would not make the body smaller', async () => {
    const body = await encodeBody(Buffer.from('[]'));
    expect(body.gzip).toBeUndefined();
    expect(body.br).toBeUndefined();
    expect(selectRepresentation(body, 'br, gzip')).toBe(body.identity);
    expect([...body.etags]).toEqual([body.identity.etag]);
  });
});

describe('selectRepresentation', () => {
  const body = cachedBodyOf(Buffer.from('{"json":true}'), { br: Buffer.from('b'), gzip: Buffer.from('g') });
  const pick = (header: string | undefined) => selectRepresentation(body, header).coding;

  it('prefers br, then gzip, as a browser accepts both', () => {
    expect(pick('gzip, deflate, br, zstd')).toBe('br');
    expect(pick('gzip, deflate')).toBe('gzip');
    expect(pick('x-gzip')).toBe('gzip');
    expect(pick('GZIP')).toBe('gzip');
    expect(pick('*')).toBe('br');
  });

  it('sends identity without a header, or when only unknown codings are accepted', () => {
    expect(pick(undefined)).toBe('identity');
    expect(pick('')).toBe('identity');
    expect(pick('identity')).toBe('identity');
    expect(pick('deflate, zstd, compress')).toBe('identity');
  });

  it('never picks a coding refused with q=0, and follows the client q-values', () => {
    expect(pick('br;q=0, gzip')).toBe('gzip');
    expect(pick('br;q=0, gzip;q=0')).toBe('identity');
    expect(pick('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(pick('*;q=0, gzip')).toBe('gzip');
    expect(pick('br;q=0.2, identity')).toBe('identity');
    expect(pick('br; q=0.000')).toBe('identity');
  });

  it('lists the accepted codings best first', () => {
    expect(acceptedCodings('gzip;q=0.5, br;q=0.4')).toEqual(['gzip', 'br', 'identity']);
    expect(acceptedCodings('gzip, br, identity;q=0')).toEqual(['br', 'gzip']);
  });

  it('answers the same header by what each body keeps', () => {
    const tiny = cachedBodyOf(Buffer.from('[]'));
    expect(selectRepresentation(body, 'br;q=0.9, gzip').coding).toBe('gzip');
    expect(selectRepresentation(tiny, 'br;q=0.9, gzip')).toBe(tiny.identity);
    expect(selectRepresentation(body, 'br;q=0.9, gzip').coding).toBe('gzip');
  });

  it('still answers identity when the client refuses everything (rather than 406), and ignores malformed q-values', () => {
    expect(pick('identity;q=0')).toBe('identity');
    expect(pick('*;q=0')).toBe('identity');
    expect(pick('br;q=2, gzip')).toBe('gzip');
    expect(pick('br;q=high')).toBe('identity');
  });
});

describe('etagMatches', () => {
  it('compares If-None-Match lists weakly, as HTTP asks', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('matchesVersion', () => {
  it('matches the ETag of any coding of the version, and nothing of another version', async () => {
    const v1 = await encodeBody(Buffer.from(JSON.stringify({ v: 1, filler: 'x'.repeat(500) })));
    const v2 = await encodeBody(Buffer.from(JSON.stringify({ v: 2, filler: 'x'.repeat(500) })));
    for (const coding of ['identity', 'gzip', 'br'] as const) {
      expect(matchesVersion(v1[coding]!.etag, v1)).toBe(true);
      expect(matchesVersion(`W/${v1[coding]!.etag}`, v1)).toBe(true);
      expect(matchesVersion(v1[coding]!.etag, v2)).toBe(false);
    }
    expect(matchesVersion(`"x", ${v1.br!.etag}`, v1)).toBe(true);
    expect(matchesVersion('*', v1)).toBe(true);
    expect(matchesVersion(undefined, v1)).toBe(false);
  });
});

describe('MerchantResponseCache memory budget', () => {
  // Random text: its codings stay large (base64 compresses to ~3/4), so counting them or not changes what fits.
  const incompressible = () => randomBytes(2250).toString('base64');

  it('counts every coding of an entry against the budget', async () => {
    const sample = await encodeBody(Buffer.from(JSON.stringify(incompressible())));
    expect(sample.byteLength).toBeGreaterThan(2 * sample.identity.bytes.byteLength);

    // Room for three JSON bodies, not for three JSON bodies with their codings: one entry at a time.
    let loads = 0;
    const cache = new MerchantResponseCache({ ttlMs: 60_000, maxBytes: 3 * (sample.identity.bytes.byteLength + 400) });
    const load = async () => {
      loads += 1;
      return incompressible();
    };
    await cache.get('m1', 'k', load);
    await cache.get('m2', 'k', load);
    expect(cache.merchantCount).toBe(1);
    await cache.get('m1', 'k', load);
    expect(loads).toBe(3);
  });

  it('evicts the least recently used bodies once the byte budget is full, and forgets their merchants', async () => {
    const sample = await encodeBody(Buffer.from(JSON.stringify(incompressible())));
    // Three entries with all their codings fit (plus up to 1000 bytes of bookkeeping each), a fourth does not.
    const cache = new MerchantResponseCache({ ttlMs: 60_000, maxBytes: 3 * (sample.byteLength + 1000) });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return incompressible();
    };
    await cache.get('m1', 'k', load);
    await cache.get('m2', 'k', load);
    await cache.get('m3', 'k', load);
    await cache.get('m1', 'k', load); // m1 is now the most recent
    expect(loads).toBe(3);
    await cache.get('m4', 'k', load);
    expect(loads).toBe(4);
    expect(cache.merchantCount).toBe(3);
    await cache.get('m1', 'k', load);
    expect(loads).toBe(4);
    await cache.get('m2', 'k', load);
    expect(loads).toBe(5);
  });

  it('serves a body larger than the whole budget without keeping it', async () => {
    let loads = 0;
    const cache = new MerchantResponseCache({ ttlMs: 60_000, maxBytes: 500 });
    const load = async () => {
      loads += 1;
      return 'y'.repeat(1000);
    };
    const first = await cache.get('m1', 'k', load);
    expect(json(first)).toHaveLength(1000);
    await cache.get('m1', 'k', load);
    expect(loads).toBe(2);
    expect(cache.merchantCount).toBe(0);
  });
});
