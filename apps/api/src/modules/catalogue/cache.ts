// Per-merchant cache of serialized responses (the catalogue): TTL, explicit invalidation, shared loads.
import { createHash } from 'node:crypto';
import { TenantCache } from '../../plugins/tenant-cache.ts';

export interface CachedBody {
  /** The JSON bytes, serialized once per entry. */
  bytes: Buffer;
  /** Strong ETag of those bytes. */
  etag: string;
}

export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/** True when an If-None-Match header matches the ETag (weak comparison, as RFC 9110 §13.1.2 asks). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
}

/** Serialized responses per merchant: each body is stringified and tagged once, kept for the TTL. */
export class MerchantResponseCache {
  private readonly cache: TenantCache<CachedBody>;

  constructor(options: ResponseCacheOptions) {
    this.cache = new TenantCache<CachedBody>({
      ttlMs: options.ttlMs,
      maxSize: options.maxBytes,
      sizeOf: (body) => body.bytes.byteLength + 200,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** The cached body of `key`, or the result of `load` serialized once and kept for the TTL. */
  get(merchantId: string, key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    return this.cache.get(merchantId, key, async () => {
      const bytes = Buffer.from(JSON.stringify(await load()));
      return { bytes, etag: strongEtag(bytes) };
    });
  }

  /** Number of merchants with at least one cached entry (bounded by the entries the LRU keeps). */
  get merchantCount(): number {
    return this.cache.merchantCount;
  }

  /** Drops everything cached for the merchant, including loads still running. */
  invalidate(merchantId: string): void {
    this.cache.invalidate(merchantId);
  }

  clear(): void {
    this.cache.clear();
  }
}
