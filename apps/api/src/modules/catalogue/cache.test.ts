import { describe, expect, it } from 'vitest';
import { etagMatches, MerchantResponseCache } from './cache.ts';

describe('MerchantResponseCache', () => {
  it('loads once and serves the same bytes and ETag until the TTL passes', async () => {
    let now = 0;
    let loads = 0;
    const cache = new MerchantResponseCache({ ttlMs: 1000, maxBytes: 1e6, now: () => now });
    const load = async () => ({ n: ++loads });
    const first = await cache.get('m1', 'WEB', load);
    const second = await cache.get('m1', 'WEB', load);
    expect(loads).toBe(1);
    expect(second.etag).toBe(first.etag);
    expect(JSON.parse(second.bytes.toString())).toEqual({ n: 1 });
    now = 1001;
    const third = await cache.get('m1', 'WEB', load);
    expect(loads).toBe(2);
    expect(third.etag).not.toBe(first.etag);
  });

  it('shares one load between concurrent requests', async () => {
    let loads = 0;
    const cache = new MerchantResponseCache({ ttlMs: 1000, maxBytes: 1e6 });
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [loads];
    };
    await Promise.all([cache.get('m1', 'k', load), cache.get('m1', 'k', load), cache.get('m1', 'k', load)]);
    expect(loads).toBe(1);
  });

  it('drops only the invalidated merchant', async () => {
    let loads = 0;
    const cache = new MerchantResponseCache({ ttlMs: 60_000, maxBytes: 1e6 });
    const load = async () => ++loads;
    await cache.get('m1', 'k', load);
    await cache.get('m2', 'k', load);
    cache.invalidate('m1');
    await cache.get('m1', 'k', load);
    await cache.get('m2', 'k', load);
    expect(loads).toBe(3);
  });

  it('does not keep a result loaded while an invalidation happened', async () => {
    let loads = 0;
    let release: () => void = () => undefined;
    const cache = new MerchantResponseCache({ ttlMs: 60_000, maxBytes: 1e6 });
    const slow = cache.get('m1', 'k', async () => {
      loads += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return 'old';
    });
    cache.invalidate('m1');
    release();
    expect(JSON.parse((await slow).bytes.toString())).toBe('old');
    const next = await cache.get('m1', 'k', async () => {
      loads += 1;
      return 'new';
    });
    expect(JSON.parse(next.bytes.toString())).toBe('new');
    expect(loads).toBe(2);
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

describe('MerchantResponseCache memory budget', () => {
  it('evicts the least recently used bodies once the byte budget is full, and forgets their merchants', async () => {
    let loads = 0;
    // Each body is ~1 KB (+200 bytes of overhead): three fit in the budget, a fourth evicts the oldest.
    const cache = new MerchantResponseCache({ ttlMs: 60_000, maxBytes: 3 * 1300 });
    const load = async () => {
      loads += 1;
      return 'x'.repeat(1000);
    };
    await cache.get('m1', 'k', load);
    await cache.get('m2', 'k', load);
    await cache.get('m3', 'k', load);
    await cache.get('m1', 'k', load); // m1 is now the most recent
    expect(loads).toBe(3);
    await cache.get('m4', 'k', load);
    expect(loads).toBe(4);
    expect(cache.merchantCount).toBe(3);
    await cache.get('m1', 'k', load);
    expect(loads).toBe(4);
    await cache.get('m2', 'k', load);
    expect(loads).toBe(5);
  });

  it('serves a body larger than the whole budget without keeping it', async () => {
    let loads = 0;
    const cache = new MerchantResponseCache({ ttlMs: 60_000, maxBytes: 500 });
    const load = async () => {
      loads += 1;
      return 'y'.repeat(1000);
    };
    const first = await cache.get('m1', 'k', load);
    expect(JSON.parse(first.bytes.toString())).toHaveLength(1000);
    await cache.get('m1', 'k', load);
    expect(loads).toBe(2);
    expect(cache.merchantCount).toBe(0);
  });
});
