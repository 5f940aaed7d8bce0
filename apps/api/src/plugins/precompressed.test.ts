import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedCodings, cachedBodyOf, encodeBody, etagMatches, matchesVersion, selectRepresentation } from './precompressed.ts';

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
