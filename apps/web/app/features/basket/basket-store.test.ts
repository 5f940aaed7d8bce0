// The basket store per brand: kept on the device under the brand's key, separate per brand, and
// emptied when the brand's state is cleared on logout.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_STATE, brandKey, clearBrandState, clearBrandStateOnDevice, type KeyValueStorage } from '../../lib/brand-storage.ts';
import { basketStoreFor, createBasketStore } from './basket-store.ts';

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
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
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const TEA = { productId: 'tea', options: {}, quantity: 2, maxQuantity: null };
const PROMO = { code: 'WELCOME10', terms: { discountType: 'PERCENTAGE' as const, productDiscount: 10, deliveryDiscountType: 'AMOUNT' as const, deliveryDiscount: 0, minPriceTiyin: 5_000_000 } };

describe('basket store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the draft (lines, promo, cashback choice) under the brand key and restores it', () => {
    const storage = new MemoryStorage();
    const store = createBasketStore('brand-a', storage);
    store.getState().add(TEA);
    store.getState().applyPromo(PROMO);
    store.getState().setUseCashback(true);
    expect(storage.getItem(brandKey('brand-a', BRAND_STATE.orderDraft))).toContain('"productId":"tea"');

    const again = createBasketStore('brand-a', storage).getState();
    expect(again.lines).toMatchObject([{ productId: 'tea', quantity: 2 }]);
    expect(again.promo?.code).toBe('WELCOME10');
    expect(again.useCashback).toBe(true);
  });

  it('gives each brand its own basket on one device', () => {
    const storage = new MemoryStorage();
    createBasketStore('brand-a', storage).getState().add(TEA);
    expect(createBasketStore('brand-b', storage).getState().lines).toEqual([]);
    expect(createBasketStore('brand-a', storage).getState().lines).toHaveLength(1);
  });

  it('is empty after logout cleared the brand, while the other brand keeps its basket', () => {
    const storage = new MemoryStorage();
    createBasketStore('brand-a', storage).getState().add(TEA);
    createBasketStore('brand-b', storage).getState().add(TEA);
    clearBrandState('brand-a', { local: storage, session: null });
    expect(createBasketStore('brand-a', storage).getState().lines).toEqual([]);
    expect(createBasketStore('brand-b', storage).getState().lines).toHaveLength(1);
  });

  it('empties the live store of the page when the brand-state-cleared event fires', () => {
    const local = new MemoryStorage();
    const target = new EventTarget();
    vi.stubGlobal('window', Object.assign(target, { localStorage: local, sessionStorage: new MemoryStorage() }));
    const store = basketStoreFor('brand-live');
    store.getState().add(TEA);
    expect(basketStoreFor('brand-live').getState().lines).toHaveLength(1);
    clearBrandStateOnDevice('brand-live');
    expect(store.getState().lines).toEqual([]);
    expect(store.getState().promo).toBeNull();
    expect(local.getItem(brandKey('brand-live', BRAND_STATE.orderDraft))).toBeNull();
  });
});
