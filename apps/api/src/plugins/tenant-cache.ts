// Per-merchant in-process cache of loaded values: TTL, LRU memory bound, one shared load per key, and
// invalidation that also discards loads still running. Services drop a merchant's entries when the
// invalidation bus tells them that merchant changed (on this instance or another one).
import { LRUCache } from 'lru-cache';

export interface TenantCacheOptions<V> {
  /** How long an entry is served; 0 disables keeping anything (loads are still shared). */
  ttlMs: number;
  /** Budget: the sum of `sizeOf` over entries, or the number of entries without `sizeOf`. */
  maxSize: number;
  /** Size of one value in the budget's unit (a positive integer). */
  sizeOf?: (value: V) => number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expires: number;
}

export class TenantCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly keysByMerchant = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TenantCacheOptions<V>) {
    const sizeOf = options.sizeOf;
    this.entries = new LRUCache<string, Entry<V>>({
      maxSize: Math.max(1, Math.floor(options.maxSize)),
      sizeCalculation: sizeOf ? (entry) => Math.max(1, Math.ceil(sizeOf(entry.value))) : () => 1,
      // An entry evicted for room must leave its merchant's key list too, or that list only grows.
      dispose: (_entry, key, reason) => {
        if (reason !== 'set') this.forgetKey(key);
      },
    });
    this.now = options.now ?? Date.now;
  }

  /** The cached value of (merchant, key), or the result of `load`, kept for the TTL. */
  get(merchantId: string, key: string, load: () => Promise<V>): Promise<V> {
    const fullKey = `${merchantId}|${key}`;
    const hit = this.entries.get(fullKey);
    if (hit && hit.expires > this.now()) return Promise.resolve(hit.value);

    const pending = this.inFlight.get(fullKey);
    if (pending) return pending;

    const generation = this.generations.get(merchantId) ?? 0;
    const promise = (async () => {
      const value = await load();
      // A change that landed while we were loading makes this result stale: serve it once, keep nothing.
      if ((this.generations.get(merchantId) ?? 0) === generation && this.options.ttlMs > 0) {
        this.entries.set(fullKey, { value, expires: this.now() + this.options.ttlMs });
        // The LRU refuses a value larger than its whole budget.
        if (this.entries.has(fullKey)) {
          let keys = this.keysByMerchant.get(merchantId);
          if (!keys) this.keysByMerchant.set(merchantId, (keys = new Set()));
          keys.add(fullKey);
        }
      }
      return value;
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
    for (const key of [...(this.keysByMerchant.get(merchantId) ?? [])]) this.entries.delete(key);
    const prefix = `${merchantId}|`;
    for (const key of [...this.inFlight.keys()]) if (key.startsWith(prefix)) this.inFlight.delete(key);
    this.keysByMerchant.delete(merchantId);
  }

  clear(): void {
    this.entries.clear();
    this.keysByMerchant.clear();
    this.inFlight.clear();
  }
}

/**
 * Freezes a value handed out from a cache to every caller, so that one caller changing it cannot
 * change what the others are served.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
