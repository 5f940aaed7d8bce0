// Image resizing for /api/images/{id}: sharp behind a concurrency cap, results kept in a byte-bounded LRU.
import { createHash } from 'node:crypto';
import os from 'node:os';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { z } from 'zod';
import { rawText } from '@dastarkhan/domain/contracts/text';
import { appError, notFound } from '../../errors.ts';

export const IMAGE_FORMATS = ['webp', 'jpeg', 'png', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** `auto`: the best format the client's Accept header names (see negotiateImageFormat). */
export const AUTO_FORMAT = 'auto';

const dimension = z.coerce.number().int().min(16).max(2048);

/** The query of the image endpoint; defaults are the spec's CDN defaults (480x480, quality 100, webp). */
export const ImageQuerySchema = z.object({
  w: dimension.default(480).describe('Width in pixels (16..2048)'),
  h: dimension.default(480).describe('Height in pixels (16..2048)'),
  q: z.coerce.number().int().min(1).max(100).default(100).describe('Quality (1..100); with format=auto, on the WebP scale'),
  format: z
    .enum([...IMAGE_FORMATS, AUTO_FORMAT])
    .default('webp')
    .describe('auto: AVIF when the Accept header lists image/avif, else WebP when it lists image/webp, else JPEG (the answer varies by Accept)'),
});
export type ImageQueryInput = z.output<typeof ImageQuerySchema>;
/** A query with its format decided: what is rendered, cached and tagged. */
export type ImageQuery = Omit<ImageQueryInput, 'format'> & { format: ImageFormat };

/**
 * The most compact format the client says it decodes. Browsers list image/avif and image/webp in the
 * Accept header of image requests (and of `<link rel=preload as=image>`) exactly when they decode them;
 * a client naming neither gets JPEG, which every client decodes.
 */
export function negotiateImageFormat(accept: string | undefined): ImageFormat {
  const listed = (accept ?? '').toLowerCase();
  if (listed.includes('image/avif')) return 'avif';
  if (listed.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * AVIF reaches the look of WebP at a lower quality number (sharp's AVIF at 50 is about WebP at 75, at
 * roughly two thirds of the bytes): a negotiated AVIF is encoded at this share of the asked WebP quality,
 * so one URL looks the same whichever format the browser gets.
 */
const AVIF_QUALITY_SHARE = 0.65;

/** The query to render for this request: `auto` resolved against the Accept header. */
export function resolveImageQuery(query: ImageQueryInput, accept: string | undefined): ImageQuery {
  if (query.format !== AUTO_FORMAT) return { ...query, format: query.format };
  const format = negotiateImageFormat(accept);
  const q = format === 'avif' ? Math.max(1, Math.round(query.q * AVIF_QUALITY_SHARE)) : query.q;
  return { ...query, format, q };
}

/** Ids are content hashes (optionally with an extension); anything else cannot exist. */
export const ImageIdSchema = rawText().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'Not an image id');

export interface ImageSource {
  contentType: string;
  bytes: Uint8Array;
}

export interface RenderedImage {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export interface ImageServiceOptions {
  loadSource: (id: string) => Promise<ImageSource | null>;
  cacheBytes: number;
  /** Parallel sharp jobs; defaults to the number of cores. */
  concurrency?: number;
}

const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

// Bump when the rendering below changes, so clients holding an old ETag refetch.
const RENDER_VERSION = `1-${sharp.versions.vips}`;
const MAX_INPUT_PIXELS = 50_000_000;

function cacheKey(id: string, query: ImageQuery): string {
  return `${id}|${query.w}x${query.h}|q${query.q}|${query.format}`;
}

/**
 * The ETag depends only on the id and the parameters: ids are content-addressed, so the same key
 * always renders the same bytes, and a revalidation is answered without loading or resizing anything.
 */
export function imageEtag(id: string, query: ImageQuery): string {
  return `"${createHash('sha1').update(`${RENDER_VERSION}|${cacheKey(id, query)}`).digest('base64url')}"`;
}

async function render(source: ImageSource, query: ImageQuery): Promise<Buffer> {
  const isSvg = source.contentType.includes('svg');
  let density: number | undefined;
  if (isSvg) {
    // SVGs rasterise at 72 dpi by default; raise the density so the bitmap is at least the target size.
    const meta = await sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const scale = Math.max(query.w / (meta.width || query.w), query.h / (meta.height || query.h), 1);
    density = Math.min(Math.ceil(72 * scale), 2400);
  }
  const pipeline = sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) })
    .rotate()
    .resize(query.w, query.h, { fit: 'cover' });
  switch (query.format) {
    case 'webp':
      return pipeline.webp({ quality: query.q }).toBuffer();
    case 'jpeg':
      // JPEG has no alpha: transparent sources get a white background rather than black.
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: query.q, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ quality: query.q, palette: query.q < 100 }).toBuffer();
    case 'avif':
      return pipeline.avif({ quality: query.q, effort: 2 }).toBuffer();
  }
}

export interface ImageService {
  etagFor(id: string, query: ImageQuery): string;
  getImage(id: string, query: ImageQuery): Promise<RenderedImage>;
  clear(): void;
}

export function createImageService(options: ImageServiceOptions): ImageService {
  const cache = new LRUCache<string, RenderedImage>({
    maxSize: Math.max(1, Math.floor(options.cacheBytes)),
    // The bytes plus a rough allowance for the key and the object around them.
    sizeCalculation: (image) => image.bytes.byteLength + 200,
  });
  const limit = pLimit(options.concurrency ?? Math.max(1, os.availableParallelism()));
  const inFlight = new Map<string, Promise<RenderedImage>>();

  async function produce(id: string, query: ImageQuery): Promise<RenderedImage> {
    const source = await options.loadSource(id);
    if (!source) throw notFound('IMAGE_NOT_FOUND', { id });
    let bytes: Buffer;
    try {
      bytes = await limit(() => render(source, query));
    } catch (cause) {
      // Undecodable stored bytes are a data problem of this one image, not a server failure.
      throw appError('IMAGE_UNREADABLE', 422, { id, reason: cause instanceof Error ? cause.message : String(cause) });
    }
    return { bytes, contentType: CONTENT_TYPES[query.format], etag: imageEtag(id, query) };
  }

  return {
    etagFor: imageEtag,
    async getImage(id, query) {
      const key = cacheKey(id, query);
      const hit = cache.get(key);
      if (hit) return hit;
      // Identical requests arriving together share one render.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(id, query).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const image = await pending;
      cache.set(key, image);
      return image;
    },
    clear() {
      cache.clear();
    },
  };
}
