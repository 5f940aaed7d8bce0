// The brand's basket (order draft) as a zustand store persisted in localStorage under
// `dk:<merchantId>:order-draft`: one store per brand, so switching brand finds that brand's basket,
// and logout (the brand-state-cleared event) empties it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { OptionSelection } from '@dastarkhan/domain/product-options';
import { BRAND_STATE, BRAND_STATE_CLEARED_EVENT, brandScopedStorage, type KeyValueStorage } from '../../lib/brand-storage.ts';
import {
  addLine,
  draftAfterOrder,
  EMPTY_DRAFT,
  removeLine,
  sanitizeDraft,
  setLineComment,
  setLineQuantity,
  type AppliedPromo,
  type BasketChange,
  type BasketDraft,
  type CheckoutDraft,
  type DineInTable,
} from './basket-model.ts';

export interface BasketActions {
  /** Answers ok: false (with the maximum) when the product's limit stopped part of the quantity. */
  add: (item: { productId: string; options: OptionSelection; quantity: number; maxQuantity: number | null }) => BasketChange;
  setQuantity: (key: string, quantity: number, maxQuantity: number | null) => BasketChange;
  remove: (key: string) => void;
  /** The line's note for the kitchen (productComment); '' removes it. */
  setComment: (key: string, comment: string) => void;
  applyPromo: (promo: AppliedPromo | null) => void;
  setUseCashback: (use: boolean) => void;
  /** Changes checkout choices (service type, branch, timing, payment, comments, address). */
  updateCheckout: (patch: Partial<CheckoutDraft>) => void;
  /** Seats the customer at a table (QR menu): the order becomes dine-in at the table's branch; null leaves it. */
  setTable: (table: DineInTable | null) => void;
  /** The order was created: the draft is reset as spec §4 step 7 says and the order id kept. */
  orderPlaced: (orderId: string) => void;
  /** Empties the draft (logout). */
  reset: () => void;
}

export type BasketState = BasketDraft & BasketActions;
export type BasketStore = StoreApi<BasketState> & { persist: { rehydrate: () => Promise<void> | void; clearStorage: () => void } };

/** Bump when the stored draft's shape changes incompatibly (older drafts are then dropped). */
const DRAFT_VERSION = 1;

const memoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
};

/** A brand's basket store over `storage` (tests pass their own; the browser uses localStorage). */
export function createBasketStore(merchantId: string, storage: KeyValueStorage): BasketStore {
  return createStore<BasketState>()(
    persist(
      (set, get) => ({
        ...EMPTY_DRAFT,
        add: (item) => {
          const change = addLine(get().lines, item);
          set({ lines: change.lines });
          return change;
        },
        setQuantity: (key, quantity, maxQuantity) => {
          const change = setLineQuantity(get().lines, key, quantity, maxQuantity);
          set({ lines: change.lines });
          return change;
        },
        remove: (key) => set({ lines: removeLine(get().lines, key) }),
        setComment: (key, comment) => set({ lines: setLineComment(get().lines, key, comment) }),
        applyPromo: (promo) => set({ promo }),
        setUseCashback: (useCashback) => set({ useCashback }),
        updateCheckout: (patch) => set({ checkout: { ...get().checkout, ...patch } }),
        setTable: (table) =>
          set({
            checkout: table
              ? { ...get().checkout, table, serviceType: 'DINE_IN', branchId: table.branchId }
              : { ...get().checkout, table: null, serviceType: get().checkout.serviceType === 'DINE_IN' ? null : get().checkout.serviceType },
          }),
        orderPlaced: (orderId) => set(draftAfterOrder(get(), orderId)),
        reset: () => set({ ...EMPTY_DRAFT }),
      }),
      {
        name: BRAND_STATE.orderDraft,
        version: DRAFT_VERSION,
        storage: createJSONStorage(() => brandScopedStorage(merchantId, storage)),
        partialize: (state): BasketDraft => ({
          lines: state.lines,
          promo: state.promo,
          useCashback: state.useCashback,
          checkout: state.checkout,
          lastOrderId: state.lastOrderId,
        }),
        merge: (persisted, current) => ({ ...current, ...sanitizeDraft(persisted) }),
        // Reads the stored draft at creation (localStorage is synchronous). React's hydration still
        // matches the server's empty basket: zustand's server snapshot is the store's initial state.
      },
    ),
  ) as BasketStore;
}

const stores = new Map<string, BasketStore>();
let listening = false;

function deviceStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    // Privacy mode: the basket lives as long as the tab.
    return memoryStorage();
  }
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener(BRAND_STATE_CLEARED_EVENT, (event) => {
    const merchantId = (event as CustomEvent<{ merchantId?: string }>).detail?.merchantId;
    const store = merchantId ? stores.get(merchantId) : undefined;
    if (!store) return;
    store.getState().reset();
    // Resetting wrote an empty draft back; logout leaves no trace of the brand's draft (spec §4).
    store.persist.clearStorage();
  });
  // Another tab changed a brand's basket: read it again so both tabs agree.
  window.addEventListener('storage', (event) => {
    for (const [merchantId, store] of stores) {
      if (event.key === null || event.key === `dk:${merchantId}:${BRAND_STATE.orderDraft}`) void store.persist.rehydrate();
    }
  });
}

/** The brand's basket store of this page (one per brand per tab; on the server a fresh empty one). */
export function basketStoreFor(merchantId: string): BasketStore {
  if (typeof window === 'undefined') return createBasketStore(merchantId, memoryStorage());
  listen();
  let store = stores.get(merchantId);
  if (!store) {
    store = createBasketStore(merchantId, deviceStorage());
    stores.set(merchantId, store);
  }
  return store;
}
