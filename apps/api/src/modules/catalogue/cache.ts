// Per-merchant cache of serialized responses (the catalogue): TTL, explicit invalidation, shared loads,
// and each body kept ready to send in every content coding, so that no request compresses anything.
import { encodeBody, type CachedBody } from '../../plugins/precompressed.ts';
import { TenantCache } from '../../plugins/tenant-cache.ts';

export interface ResponseCacheOptions {
  ttlMs: number;
  /** Budget of every representation of every entry together. */
  maxBytes: number;
  now?: () => number;
}

/** Bookkeeping per entry beyond its bytes (objects, tags, keys), counted against the budget. */
const ENTRY_OVERHEAD_BYTES = 400;

/** Serialized responses per merchant: each body is stringified, compressed and tagged once, kept for the TTL. */
export class MerchantResponseCache {
  private readonly cache: TenantCache<CachedBody>;

  constructor(options: ResponseCacheOptions) {
    this.cache = new TenantCache<CachedBody>({
      ttlMs: options.ttlMs,
      maxSize: options.maxBytes,
      sizeOf: (body) => body.byteLength + ENTRY_OVERHEAD_BYTES,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** The cached body of `key`, or the result of `load` serialized and compressed once, kept for the TTL. */
  get(merchantId: string, key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    return this.cache.get(merchantId, key, async () => encodeBody(Buffer.from(JSON.stringify(await load()))));
  }

  /** Number of merchants with at least one cached entry (bounded by the entries the LRU keeps). */
  get merchantCount(): number {
    return this.cache.merchantCount;
  }

  /** Drops everything cached for the merchant (every representation), including loads still running. */
  invalidate(merchantId: string): void {
    this.cache.invalidate(merchantId);
  }

  clear(): void {
    this.cache.clear();
  }
}
