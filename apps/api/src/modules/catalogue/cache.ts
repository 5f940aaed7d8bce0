// Per-merchant cache of serialized responses (the catalogue): TTL, explicit invalidation, shared loads.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedBody {
  /** The JSON bytes, serialized once per entry. */
  bytes: Buffer;
  /** Strong ETag of those bytes. */
  etag: string;
}

interface Entry extends CachedBody {
  expires: number;
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

export class MerchantResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly keysByMerchant = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<CachedBody>>();
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, Math.floor(options.maxBytes)),
      sizeCalculation: (entry) => entry.bytes.byteLength + 200,
      // An entry evicted for room must leave its merchant's key list too, or that list only grows.
      dispose: (_entry, key, reason) => {
        if (reason !== 'set') this.forgetKey(key);
      },
    });
    this.now = options.now ?? Date.now;
  }

  /** The cached body of `key`, or the result of `load` serialized once and kept for the TTL. */
  async get(merchantId: string, key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const fullKey = `${merchantId}|${key}`;
    const hit = this.entries.get(fullKey);
    if (hit && hit.expires > this.now()) return hit;

    const pending = this.inFlight.get(fullKey);
    if (pending) return pending;

    const generation = this.generations.get(merchantId) ?? 0;
    const promise = (async () => {
      const value = await load();
      const bytes = Buffer.from(JSON.stringify(value));
      const body: CachedBody = { bytes, etag: strongEtag(bytes) };
      // A change that landed while we were loading makes this result stale: serve it once, keep nothing.
      if ((this.generations.get(merchantId) ?? 0) === generation && this.options.ttlMs > 0) {
        this.entries.set(fullKey, { ...body, expires: this.now() + this.options.ttlMs });
        // The LRU refuses a body larger than its whole budget.
        if (this.entries.has(fullKey)) {
          let keys = this.keysByMerchant.get(merchantId);
          if (!keys) this.keysByMerchant.set(merchantId, (keys = new Set()));
          keys.add(fullKey);
        }
      }
      return body;
    })().finally(() => {
      if (this.inFlight.get(fullKey) === promise) this.inFlight.delete(fullKey);
    });
    this.inFlight.set(fullKey, promise);
    return promise;
  }

  private forgetKey(fullKey: string): void {
    const merchantId = fullKey.slice(0, fullKey.indexOf('|'));
    const keys = this.keysByMerchant.get(merchantId);
    if (!keys) return;
    keys.delete(fullKey);
    if (keys.size === 0) this.keysByMerchant.delete(merchantId);
  }

  /** Number of merchants with at least one cached entry (bounded by the entries the LRU keeps). */
  get merchantCount(): number {
    return this.keysByMerchant.size;
  }

  /** Drops everything cached for the merchant, including loads still running. */
  invalidate(merchantId: string): void {
    this.generations.set(merchantId, (this.generations.get(merchantId) ?? 0) + 1);
    for (const key of this.keysByMerchant.get(merchantId) ?? []) {
      this.entries.delete(key);
      this.inFlight.delete(key);
    }
    for (const key of this.inFlight.keys()) if (key.startsWith(`${merchantId}|`)) this.inFlight.delete(key);
    this.keysByMerchant.delete(merchantId);
  }

  clear(): void {
    this.entries.clear();
    this.keysByMerchant.clear();
    this.inFlight.clear();
  }
}
