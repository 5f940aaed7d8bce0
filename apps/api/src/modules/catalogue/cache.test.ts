import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeBody, type CachedBody } from '../../plugins/precompressed.ts';
import { MerchantResponseCache } from './cache.ts';

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
