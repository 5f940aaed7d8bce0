import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES, SECURITY_HEADERS } from './response-policies.ts';

describe(`compression and security headers of the API (${describeDatabase()})`, () => {
  let t: TestApp;
  const demo = { merchant: DEMO.merchantIds.demo };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('compresses large JSON with br or gzip, as the client accepts, to the same JSON', async () => {
    const plain = await t.app.inject({ url: '/api/products/v1/overalls', headers: demo });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await t.app.inject({ url: '/api/products/v1/overalls', headers: { ...demo, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({ url: '/api/products/v1/overalls', headers: { ...demo, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps the ETag revalidation of a compressed answer', async () => {
    const headers = { ...demo, 'accept-encoding': 'br' };
    const first = await t.app.inject({ url: '/api/products/v1/overalls', headers });
    const again = await t.app.inject({ url: '/api/products/v1/overalls', headers: { ...headers, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
  });

  it('sends small answers as they are', async () => {
    const res = await t.app.inject({ url: '/api/users/v1/merchants/sub/demo', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.byteLength).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses images, which are compressed formats already', async () => {
    const merchant = (await t.app.inject({ url: '/api/users/v1/merchants/sub/demo' })).json() as { logo: string };
    for (const format of ['webp', 'png']) {
      const res = await t.app.inject({ url: `${merchant.logo}?w=256&h=256&format=${format}`, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });

  it('sends the security headers with successes and errors alike, and never forbids framing', async () => {
    const answers = [
      await t.app.inject({ url: '/api/products/v1/overalls', headers: demo }),
      await t.app.inject({ url: '/api/products/v1/overalls' }),
      await t.app.inject({ url: '/api/images/x?w=1' }),
      await t.app.inject({ url: '/api/no-such-thing' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 400, 400, 404]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    expect(Object.keys(SECURITY_HEADERS).sort()).toEqual(['referrer-policy', 'x-content-type-options']);
  });
});
