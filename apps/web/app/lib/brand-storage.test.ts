import { describe, expect, it } from 'vitest';
import { searchHistoryKey } from '../features/catalogue/search-history.ts';
import {
  APP_VERSION,
  APP_VERSION_KEY,
  BRAND_STATE,
  brandKey,
  brandScopedStorage,
  checkAppVersion,
  clearBrandState,
  readBrandState,
  writeBrandState,
  type KeyValueStorage,
} from './brand-storage.ts';

/** An in-memory Storage, optionally refusing writes like a full quota or Safari's private mode. */
class FakeStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  constructor(
    initial: Record<string, string> = {},
    private readonly refuseWrites = false,
  ) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.refuseWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  keys() {
    return [...this.items.keys()].sort();
  }
}

const DEMO = '11111111-1111-4111-8111-111111111111';
const SHOP = '22222222-2222-4222-8222-222222222222';

describe('brand-scoped state', () => {
  it('keeps each brand its own order draft and nearest branch', () => {
    const local = new FakeStorage();
    writeBrandState(local, DEMO, BRAND_STATE.orderDraft, { items: [{ id: 'plov', quantity: 2 }] });
    writeBrandState(local, SHOP, BRAND_STATE.orderDraft, { items: [{ id: 'rice', quantity: 1 }] });
    writeBrandState(local, DEMO, BRAND_STATE.nearestBranch, { id: 'chilonzor' });

    // Switching brand and back finds each brand's draft again.
    expect(readBrandState(local, SHOP, BRAND_STATE.orderDraft)).toEqual({ items: [{ id: 'rice', quantity: 1 }] });
    expect(readBrandState(local, DEMO, BRAND_STATE.orderDraft)).toEqual({ items: [{ id: 'plov', quantity: 2 }] });
    expect(readBrandState(local, DEMO, BRAND_STATE.nearestBranch)).toEqual({ id: 'chilonzor' });
    expect(readBrandState(local, SHOP, BRAND_STATE.nearestBranch)).toBeNull();
    expect(local.getItem(`dk:${DEMO}:order-draft`)).not.toBeNull();
  });

  it('reads unreadable values as missing and removes on null', () => {
    const local = new FakeStorage({ [brandKey(DEMO, 'address')]: '{not json' });
    expect(readBrandState(local, DEMO, 'address')).toBeNull();
    writeBrandState(local, DEMO, 'address', { id: 1 });
    writeBrandState(local, DEMO, 'address', null);
    expect(local.keys()).toEqual([]);
  });

  it('gives persisted stores a storage of the brand\'s own keys', () => {
    const local = new FakeStorage();
    const demo = brandScopedStorage(DEMO, local);
    demo.setItem('order-draft', '{"v":1}');
    expect(local.getItem(brandKey(DEMO, 'order-draft'))).toBe('{"v":1}');
    expect(brandScopedStorage(SHOP, local).getItem('order-draft')).toBeNull();
    demo.removeItem('order-draft');
    expect(demo.getItem('order-draft')).toBeNull();
  });

  it('does not throw when the browser refuses to store', () => {
    const local = new FakeStorage({}, true);
    expect(() => writeBrandState(local, DEMO, 'profile', { name: 'Aziz' })).not.toThrow();
    expect(() => brandScopedStorage(DEMO, local).setItem('x', '1')).not.toThrow();
  });
});

describe('logout on the device', () => {
  it('forgets this brand only, keeps the version and the Telegram init data', () => {
    const local = new FakeStorage({
      [brandKey(DEMO, BRAND_STATE.orderDraft)]: '{}',
      [brandKey(DEMO, BRAND_STATE.nearestBranch)]: '{}',
      [brandKey(DEMO, BRAND_STATE.profile)]: '{}',
      [searchHistoryKey(DEMO)]: '["plov"]',
      [brandKey(SHOP, BRAND_STATE.orderDraft)]: '{}',
      [searchHistoryKey(SHOP)]: '["rice"]',
      [APP_VERSION_KEY]: APP_VERSION,
    });
    const session = new FakeStorage({
      __telegram__initParams: '{"tgWebAppData":"query_id=1"}',
      'dk:chunk-reload:/': '1',
      'dk:order-step': 'payment',
    });
    clearBrandState(DEMO, { local, session });
    expect(local.keys()).toEqual([APP_VERSION_KEY, brandKey(SHOP, BRAND_STATE.orderDraft), searchHistoryKey(SHOP)].sort());
    expect(session.keys()).toEqual(['__telegram__initParams']);
  });

  it('copes with storages the browser refused', () => {
    expect(() => clearBrandState(DEMO, { local: null, session: null })).not.toThrow();
  });
});

describe('version check', () => {
  it('only records the version on the first visit', () => {
    const local = new FakeStorage({ [brandKey(DEMO, 'order-draft')]: '{}' });
    expect(checkAppVersion({ local, session: null }, '2.2.9')).toBe('first-visit');
    expect(local.getItem(APP_VERSION_KEY)).toBe('2.2.9');
    expect(local.getItem(brandKey(DEMO, 'order-draft'))).toBe('{}');
  });

  it('leaves state alone when the stored version is the current one', () => {
    const local = new FakeStorage({ [APP_VERSION_KEY]: '2.2.9', [brandKey(DEMO, 'order-draft')]: '{}' });
    expect(checkAppVersion({ local, session: null }, '2.2.9')).toBe('current');
    expect(local.length).toBe(2);
  });

  it('clears stored state of every brand when the version differs, then records the new one', () => {
    const local = new FakeStorage({
      [APP_VERSION_KEY]: '2.2.8',
      [brandKey(DEMO, 'order-draft')]: '{}',
      [brandKey(SHOP, 'nearest-branch')]: '{}',
      [searchHistoryKey(DEMO)]: '["plov"]',
    });
    const session = new FakeStorage({ __telegram__initParams: 'x', 'dk:step': '2' });
    expect(checkAppVersion({ local, session }, '2.2.9')).toBe('cleared');
    expect(local.keys()).toEqual([APP_VERSION_KEY]);
    expect(local.getItem(APP_VERSION_KEY)).toBe('2.2.9');
    expect(session.keys()).toEqual(['__telegram__initParams']);
    // The reload that follows finds the current version: no second clear, no loop.
    expect(checkAppVersion({ local, session }, '2.2.9')).toBe('current');
  });

  it('never asks for a reload when the new version cannot be stored (no reload loop)', () => {
    const local = new FakeStorage({ [APP_VERSION_KEY]: '1.0.0' }, true);
    expect(checkAppVersion({ local, session: null }, '2.2.9')).toBe('current');
    expect(checkAppVersion({ local: null, session: null }, '2.2.9')).toBe('current');
  });

  it('uses the spec\'s app version by default', () => {
    expect(APP_VERSION).toBe('2.2.9');
    const local = new FakeStorage({ [APP_VERSION_KEY]: APP_VERSION });
    expect(checkAppVersion({ local, session: null })).toBe('current');
  });
});
