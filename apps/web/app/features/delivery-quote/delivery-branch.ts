// When and how a delivery's branch follows its address (storefront-core §5, §8): the closest-branch
// lookup runs for a delivery to an address with a point and a description; its answer becomes the
// draft's branch, and a failed lookup clears it.
import type { LatLng } from '@dastarkhan/domain/geo';
import type { DeliveryAddressDraft } from '../basket/basket-model.ts';

/**
 * What /checkout/closest answers: the point asked about (so an answer is never taken for another point)
 * and the branch delivering to it, null when none does or the lookup failed.
 */
export interface ClosestBranchAnswer {
  point: LatLng | null;
  branchId: string | null;
}

export const CLOSEST_BRANCH_PATH = '/checkout/closest';

type AddressPoint = Pick<DeliveryAddressDraft, 'latitude' | 'longitude' | 'description'>;

/** The point to look the branch up for, or null when no lookup is due (not a delivery, no point, no description). */
export function closestBranchQuestion(serviceType: string | null, address: AddressPoint | null): LatLng | null {
  if (serviceType !== 'DELIVERY' || !address) return null;
  if (address.latitude === null || address.longitude === null || address.description.trim() === '') return null;
  return { latitude: address.latitude, longitude: address.longitude };
}

/** One lookup per point: the key the hook asks again on. */
export function pointKey(point: LatLng): string {
  return `${point.latitude},${point.longitude}`;
}

export function closestBranchUrl(point: LatLng): string {
  return `${CLOSEST_BRANCH_PATH}?${new URLSearchParams({ lat: String(point.latitude), lon: String(point.longitude) })}`;
}

/**
 * The change an answer makes to the draft: its branch (null = cleared); nothing when the answer is about
 * another point than the one asked now, or the draft has that branch already.
 */
export function branchPatch(question: LatLng | null, draftBranchId: string | null, answer: ClosestBranchAnswer | undefined): { branchId: string | null } | null {
  if (!question || !answer?.point || pointKey(answer.point) !== pointKey(question)) return null;
  return draftBranchId === answer.branchId ? null : { branchId: answer.branchId };
}

/** Whether the answer for the point asked now is still to come. */
export function awaitingAnswer(question: LatLng | null, answer: ClosestBranchAnswer | undefined): boolean {
  return question !== null && (!answer?.point || pointKey(answer.point) !== pointKey(question));
}

const coordinate = (raw: string | null, limit: number): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

/** `lat` and `lon` of the query when both are coordinates on Earth, else null (the lookup requires them: §5). */
export function parseClosestQuery(params: URLSearchParams): LatLng | null {
  const latitude = coordinate(params.get('lat'), 90);
  const longitude = coordinate(params.get('lon'), 180);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}
