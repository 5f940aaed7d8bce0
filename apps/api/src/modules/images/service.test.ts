import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors.ts';
import { createImageService, ImageQuerySchema, type ImageSource } from './service.ts';

const svg: ImageSource = {
  contentType: 'image/svg+xml',
  bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c33"/></svg>'),
};
const small = ImageQuerySchema.parse({ w: 32, h: 32 });
const other = ImageQuerySchema.parse({ w: 48, h: 48 });

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
