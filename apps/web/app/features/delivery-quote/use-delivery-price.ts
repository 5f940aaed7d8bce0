// The delivery price of the draft's address, as the basket and checkout show it (storefront-core §5):
// the branch follows the address first (the closest-branch lookup writes it into the draft), then the
// API's tariff prices the point from that branch.
import type { DeliveryAddressDraft } from '../basket/basket-model.ts';
import { closestBranchQuestion } from './delivery-branch.ts';
import type { DeliveryQuoteState } from './delivery-quote.ts';
import { useDeliveryBranch } from './use-delivery-branch.ts';
import { useDeliveryQuote } from './use-delivery-quote.ts';

export interface DeliveryPriceInput {
  serviceType: string | null;
  address: DeliveryAddressDraft | null;
  /** The draft's branch, which the lookup keeps following the address. */
  draftBranchId: string | null;
  /** The branch to price from once the lookup is done (checkout's resolved branch, the basket's draft branch). */
  branchId: string | null;
  /** The products before the promo, tiyin; nothing is asked for an empty basket (§5). */
  productPriceTiyin: number;
  productCount: number;
  /** The tariff answers signed-in customers only: a guest sees the price at checkout, after signing in. */
  signedIn: boolean;
}

export function useDeliveryPrice(input: DeliveryPriceInput): DeliveryQuoteState {
  const { serviceType, address, draftBranchId, branchId, productPriceTiyin, productCount, signedIn } = input;
  const branchLookup = useDeliveryBranch(closestBranchQuestion(serviceType, address), draftBranchId);
  const priced = serviceType === 'DELIVERY' && signedIn && productCount > 0;
  const quote = useDeliveryQuote(
    priced && !branchLookup.pending && branchId && address?.latitude != null && address.longitude != null
      ? { latitude: address.latitude, longitude: address.longitude, branchId, productPriceTiyin }
      : null,
  );
  return priced && branchLookup.pending ? { status: 'loading' } : quote;
}
