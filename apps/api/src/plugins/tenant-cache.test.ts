import { describe, expect, it } from 'vitest';
import { deepFreeze, TenantCache } from './tenant-cache.ts';

describe('TenantCache', () => {
  it('loads once and serves the same value until the TTL passes', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TenantCache<{ n: number }>({ ttlMs: 1000, maxSize: 100, now: () => now });
    const load = async () => ({ n: ++loads });
    const first = await cache.get('m1', 'k', load);
    expect(await cache.get('m1', 'k', load)).toBe(first);
    now = 1001;
    expect(await cache.get('m1', 'k', load)).toEqual({ n: 2 });
    expect(loads).toBe(2);
  });

  it('keeps null answers (an unknown merchant) like any other', async () => {
    let loads = 0;
    const cache = new TenantCache<string | null>({ ttlMs: 1000, maxSize: 100 });
    const load = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.get('m1', 'k', load)).toBeNull();
    expect(await cache.get('m1', 'k', load)).toBeNull();
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent callers', async () => {
    let loads = 0;
    const cache = new TenantCache<number>({ ttlMs: 1000, maxSize: 100 });
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    expect(await Promise.all([cache.get('m1', 'k', load), cache.get('m1', 'k', load), cache.get('m1', 'k', load)])).toEqual([1, 1, 1]);
  });

  it('drops every key of the invalidated merchant and nothing of the others', async () => {
    let loads = 0;
    const cache = new TenantCache<number>({ ttlMs: 60_000, maxSize: 100 });
    const load = async () => ++loads;
    await cache.get('m1', 'a', load);
    await cache.get('m1', 'b', load);
    await cache.get('m2', 'a', load);
    cache.invalidate('m1');
    expect(cache.merchantCount).toBe(1);
    expect(await cache.get('m2', 'a', load)).toBe(3);
    expect(await cache.get('m1', 'a', load)).toBe(4);
    expect(await cache.get('m1', 'b', load)).toBe(5);
  });

  it('does not keep a value whose load was overtaken by an invalidation', async () => {
    let release: () => void = () => undefined;
    const cache = new TenantCache<string>({ ttlMs: 60_000, maxSize: 100 });
    const slow = cache.get('m1', 'k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'before the change';
    });
    cache.invalidate('m1');
    release();
    expect(await slow).toBe('before the change');
    expect(await cache.get('m1', 'k', async () => 'after the change')).toBe('after the change');
  });

  it('keeps nothing with a TTL of 0', async () => {
    let loads = 0;
    const cache = new TenantCache<number>({ ttlMs: 0, maxSize: 100 });
    await cache.get('m1', 'k', async () => ++loads);
    await cache.get('m1', 'k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('evicts the least recently used entries beyond its size', async () => {
    let loads = 0;
    const cache = new TenantCache<number>({ ttlMs: 60_000, maxSize: 2 });
    const load = async () => ++loads;
    await cache.get('m1', 'k', load);
    await cache.get('m2', 'k', load);
    await cache.get('m1', 'k', load);
    await cache.get('m3', 'k', load); // evicts m2
    expect(loads).toBe(3);
    expect(cache.merchantCount).toBe(2);
    await cache.get('m2', 'k', load);
    expect(loads).toBe(4);
  });

  it('lets a load failure reach the caller and tries again next time', async () => {
    const cache = new TenantCache<number>({ ttlMs: 60_000, maxSize: 100 });
    await expect(cache.get('m1', 'k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('m1', 'k', async () => 7)).toBe(7);
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays so one caller cannot change what others are served', () => {
    const value = deepFreeze({ name: { uz: 'Osh' }, list: [{ id: 1 }] });
    expect(() => {
      (value.name as { uz: string }).uz = 'x';
    }).toThrow(TypeError);
    expect(() => {
      (value.list as { id: number }[]).push({ id: 2 });
    }).toThrow(TypeError);
    expect(Object.isFrozen(value.list[0])).toBe(true);
  });
});
