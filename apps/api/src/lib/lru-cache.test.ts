import { describe, expect, it } from 'vitest';
import { SizedLruCache } from './lru-cache.ts';

const bytes = (n: number) => Buffer.alloc(n);

describe('SizedLruCache', () => {
  it('evicts the least recently used values once the byte budget is exceeded', () => {
    const cache = new SizedLruCache<Buffer>(100, (value) => value.byteLength);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', bytes(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.usedSize).toBe(80);
  });

  it('never keeps a value larger than the whole budget', () => {
    const cache = new SizedLruCache<Buffer>(100, (value) => value.byteLength);
    cache.set('small', bytes(10));
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('replaces a value under the same key without counting it twice', () => {
    const cache = new SizedLruCache<Buffer>(100, (value) => value.byteLength);
    cache.set('a', bytes(60));
    cache.set('a', bytes(70));
    expect(cache.usedSize).toBe(70);
    expect(cache.size).toBe(1);
  });
});
