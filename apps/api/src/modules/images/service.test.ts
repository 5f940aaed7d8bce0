import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors.ts';
import { createImageService, ImageQuerySchema, imageEtag, negotiateImageFormat, resolveImageQuery, type ImageSource } from './service.ts';

const svg: ImageSource = {
  contentType: 'image/svg+xml',
  bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c33"/></svg>'),
};
const small = resolveImageQuery(ImageQuerySchema.parse({ w: 32, h: 32 }), undefined);
const other = resolveImageQuery(ImageQuerySchema.parse({ w: 48, h: 48 }), undefined);

function countingService(cacheBytes: number, source: ImageSource | null = svg) {
  const loads: string[] = [];
  const service = createImageService({
    cacheBytes,
    concurrency: 1,
    loadSource: async (id) => {
      loads.push(id);
      return source;
    },
  });
  return { service, loads };
}

describe('the image service', () => {
  it('renders once and serves repeats from memory', async () => {
    const { service, loads } = countingService(1024 * 1024);
    const first = await service.getImage('a', small);
    const again = await service.getImage('a', small);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(first.contentType).toBe('image/webp');
    expect(loads).toEqual(['a']);
  });

  it('shares one render between identical requests arriving together, even with one encoding slot', async () => {
    const { service, loads } = countingService(1024 * 1024);
    const results = await Promise.all([service.getImage('a', small), service.getImage('a', small), service.getImage('a', other)]);
    expect(results.map((image) => image.etag)).toEqual([results[0]?.etag, results[0]?.etag, service.etagFor('a', other)]);
    expect(loads).toEqual(['a', 'a']);
  });

  it('keeps no more rendered bytes than its budget: the least recently used image is rendered again', async () => {
    const probe = await countingService(1024 * 1024).service.getImage('a', small);
    // Room for exactly one rendered image (plus its overhead allowance).
    const { service, loads } = countingService(probe.bytes.byteLength + 250);
    await service.getImage('a', small);
    await service.getImage('b', small);
    await service.getImage('b', small);
    expect(loads).toEqual(['a', 'b']);
    await service.getImage('a', small);
    expect(loads).toEqual(['a', 'b', 'a']);
  });

  it('answers 422 IMAGE_UNREADABLE for stored bytes that are not an image, and frees its slot', async () => {
    const broken: ImageSource = { contentType: 'image/png', bytes: Buffer.from('not a png') };
    const service = createImageService({
      cacheBytes: 1024 * 1024,
      concurrency: 1,
      loadSource: async (id) => (id === 'broken' ? broken : svg),
    });
    const failure = await service.getImage('broken', small).catch((error: unknown) => error);
    expect(isAppError(failure) && failure.code).toBe('IMAGE_UNREADABLE');
    expect(isAppError(failure) && failure.httpStatus).toBe(422);
    // The only encoding slot was released by the failed job.
    await expect(service.getImage('a', small)).resolves.toMatchObject({ contentType: 'image/webp' });
  });
});

describe('format negotiation (format=auto)', () => {
  // What Chromium, Safari 17 and Firefox send for images, and what a plain HTTP client sends.
  const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  const OLD_SAFARI = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

  it('picks the most compact format the client lists, else JPEG', () => {
    expect(negotiateImageFormat(CHROMIUM)).toBe('avif');
    expect(negotiateImageFormat(OLD_SAFARI)).toBe('webp');
    expect(negotiateImageFormat('*/*')).toBe('jpeg');
    expect(negotiateImageFormat(undefined)).toBe('jpeg');
  });

  it('encodes a negotiated AVIF at a lower quality number, and leaves explicit formats as asked', () => {
    const auto = ImageQuerySchema.parse({ w: 320, h: 240, q: 75, format: 'auto' });
    expect(resolveImageQuery(auto, CHROMIUM)).toEqual({ w: 320, h: 240, q: 49, format: 'avif' });
    expect(resolveImageQuery(auto, OLD_SAFARI)).toEqual({ w: 320, h: 240, q: 75, format: 'webp' });
    const explicit = ImageQuerySchema.parse({ w: 320, h: 240, q: 75, format: 'avif' });
    expect(resolveImageQuery(explicit, OLD_SAFARI)).toEqual({ w: 320, h: 240, q: 75, format: 'avif' });
  });

  it('tags each negotiated format apart, so a cached WebP never answers an AVIF revalidation', () => {
    const auto = ImageQuerySchema.parse({ format: 'auto' });
    expect(imageEtag('a', resolveImageQuery(auto, CHROMIUM))).not.toBe(imageEtag('a', resolveImageQuery(auto, OLD_SAFARI)));
  });
});
