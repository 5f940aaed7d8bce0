import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS } from './chunk-reload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk reload guard', () => {
  it('reloads a path once, then not again within 10 seconds', () => {
    const storage = memoryStorage();
    expect(claimReload('/product/1', 1_000_000, storage)).toBe(true);
    expect(claimReload('/product/1', 1_000_000 + 5_000, storage)).toBe(false);
    expect(claimReload('/product/1', 1_000_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
  });

  it('allows another reload of the same path after 10 seconds', () => {
    const storage = memoryStorage();
    expect(claimReload('/search', 1_000_000, storage)).toBe(true);
    expect(claimReload('/search', 1_000_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });

  it('guards each path on its own', () => {
    const storage = memoryStorage();
    expect(claimReload('/a', 1_000_000, storage)).toBe(true);
    expect(claimReload('/b', 1_000_001, storage)).toBe(true);
  });

  it('never reloads without storage, or when storage throws', () => {
    expect(claimReload('/a', 1_000_000, null)).toBe(false);
    const broken = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(claimReload('/a', 1_000_000, broken)).toBe(false);
  });

  it('recognises chunk load failures of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
