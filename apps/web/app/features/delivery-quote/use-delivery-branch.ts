// The delivery's branch follows its address (storefront-core §5): for a delivery to an address with a
// point and a description, the branch that delivers there is looked up once per point and written into
// the draft; a failed lookup clears the draft's branch (§8). The tariff then follows the new branch.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { LatLng } from '@dastarkhan/domain/geo';
import { useBasketStore } from '../basket/use-basket.ts';
import { awaitingAnswer, branchPatch, closestBranchUrl, pointKey, type ClosestBranchAnswer } from './delivery-branch.ts';

/** Answers whether the branch of the point asked about is still being looked up. */
export function useDeliveryBranch(question: LatLng | null, draftBranchId: string | null): { pending: boolean } {
  const store = useBasketStore();
  const { load, data } = useFetcher<ClosestBranchAnswer>();
  const key = question ? pointKey(question) : null;

  // Once per point (storefront-core §5): not again when only the fetcher's functions are renewed.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!question || asked.current === key) return;
    asked.current = key;
    void load(closestBranchUrl(question));
    // `key` stands for the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, load]);

  // Also when the draft's branch was changed behind this point's back (a pick-up branch chosen, then
  // delivery again): a delivery comes from the branch that serves the address.
  const patch = branchPatch(question, draftBranchId, data);
  const wanted = patch === null ? undefined : patch.branchId;
  useEffect(() => {
    if (wanted !== undefined) store.getState().updateCheckout({ branchId: wanted });
  }, [wanted, store]);

  return { pending: awaitingAnswer(question, data) };
}
