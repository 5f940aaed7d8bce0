// React access to the current brand's basket: the store, a selector hook, and the badge count.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useOptionalStorefront } from '../../lib/storefront.ts';
import { useOnDevice } from '../../lib/use-on-device.ts';
import { basketCount, chosenBranchId } from './basket-model.ts';
import { basketStoreFor, type BasketState, type BasketStore } from './basket-store.ts';

/** The brand's store (on the server an empty one). */
export function useBasketStore(): BasketStore {
  const merchantId = useOptionalStorefront()?.merchant.id ?? 'none';
  return useMemo(() => basketStoreFor(merchantId), [merchantId]);
}

export function useBasket<T>(selector: (state: BasketState) => T): T {
  return useStore(useBasketStore(), selector);
}

/** Units in the basket (the badge). */
export function useBasketCount(): number {
  return useBasket((state) => basketCount(state.lines));
}

/**
 * The branch the customer's order is for (chosen at checkout or by the table's QR code); null when none
 * is chosen, and on the server and while hydrating (the server does not know the device's draft).
 */
export function useChosenBranchId(): string | null {
  const onDevice = useOnDevice();
  const branchId = useBasket((state) => chosenBranchId(state.checkout));
  return onDevice ? branchId : null;
}
