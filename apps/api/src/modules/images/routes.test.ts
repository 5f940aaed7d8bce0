import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe(`the image endpoint (${describeDatabase()})`, () => {
  let t: TestApp;
  let imagePath: string;
  beforeAll(async () => {
    t = await createTestApp();
    const merchant = (await t.app.inject({ url: `/api/users/v1/merchants/sub/${DEMO.subs.demo}` })).json();
    imagePath = merchant.logo;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a stored SVG as a 480×480 webp by default, cacheable forever', async () => {
    expect(imagePath).toMatch(/^\/api\/images\/[\w.-]+$/);
    const res = await t.app.inject({ url: imagePath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 480 });
  });

  it('resizes to the asked size and format', async () => {
    const res = await t.app.inject({ url: `${imagePath}?w=120&h=64&q=70&format=jpeg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 64 });

    const png = await t.app.inject({ url: `${imagePath}?w=32&h=32&format=png` });
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
  });

  it('answers 304 to a revalidation with the ETag', async () => {
    const first = await t.app.inject({ url: `${imagePath}?w=200&h=200` });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: `${imagePath}?w=200&h=200`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another size is another representation with another tag.
    const other = await t.app.inject({ url: `${imagePath}?w=201&h=200` });
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers format=auto with what the Accept header allows, varying by it, and revalidates each format apart', async () => {
    const url = `${imagePath}?w=96&h=72&q=75&format=auto`;
    const avif = await t.app.inject({ url, headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 96, height: 72 });

    const webp = await t.app.inject({ url, headers: { accept: 'image/webp,image/*;q=0.8' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    const plain = await t.app.inject({ url, headers: { accept: '*/*' } });
    expect(plain.headers['content-type']).toBe('image/jpeg');

    // The AVIF's tag does not make the WebP client's copy current, and vice versa.
    const crossed = await t.app.inject({ url, headers: { accept: 'image/webp', 'if-none-match': avif.headers.etag as string } });
    expect(crossed.statusCode).toBe(200);
    const same = await t.app.inject({ url, headers: { accept: 'image/webp', 'if-none-match': webp.headers.etag as string } });
    expect(same.statusCode).toBe(304);
    expect(same.headers.vary).toBe('Accept');
  });

  it('answers 404 IMAGE_NOT_FOUND for an unknown id', async () => {
    const res = await t.app.inject({ url: '/api/images/0123456789abcdef0123456789abcdef' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('IMAGE_NOT_FOUND');
  });

  it('answers 400 for sizes, qualities and formats out of range', async () => {
    for (const query of ['w=8', 'h=4096', 'q=0', 'q=101', 'format=gif', 'w=abc']) {
      const res = await t.app.inject({ url: `${imagePath}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_ERROR');
    }
  });
});
