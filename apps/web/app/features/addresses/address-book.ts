// The rules of the saved-addresses drawer and /choose-address that need no React: which address of
// a list is the order's, what the delete sheet names, and what becomes of the order's address when
// the one it came from is deleted, or when a guest's device addresses were saved to the profile.
import { isSameAddressPoint } from '@dastarkhan/domain/contracts/address';
import type { DeliveryAddressDraft } from '../basket/basket-model.ts';
import { addressSubtitle, addressTitle, findSamePoint, hasPoint, type PointAddress, type SavedAddress } from './address-model.ts';
import type { DeletableAddress } from './delete-address-sheet.tsx';

/** The resource route listing the customer's saved addresses (routes/addresses.tsx). */
export const ADDRESSES_PATH = '/addresses';

/** The map picker; it sets the order's address and returns to `back`. */
export function addAddressPath(back: string): string {
  return `/address/delivery?back=${encodeURIComponent(back)}`;
}

/**
 * True when `address` of a list is the order's current address: the same id when both have one (a
 * saved or device id), else the same point (an address typed or picked before it had an id).
 */
export function isChosenAddress(address: PointAddress, current: DeliveryAddressDraft | null): boolean {
  if (!current) return false;
  if (current.id !== null) return current.id === address.id;
  return hasPoint(current) && isSameAddressPoint(current, address);
}

/** What the delete confirmation names: the list row's title and second line. */
export function deletableAddress(address: SavedAddress): DeletableAddress {
  return { id: address.id, title: addressTitle(address), description: addressSubtitle(address) };
}

/**
 * The order's address after the saved address `deletedId` is deleted: an order does not keep pointing
 * at an address the customer just removed, so they choose again (null); any other stays as it is.
 */
export function addressAfterDelete(current: DeliveryAddressDraft | null, deletedId: string): DeliveryAddressDraft | null {
  return current?.id === deletedId ? null : current;
}

/**
 * Which of a guest's device addresses sent to the profile are there now (a saved address at their point):
 * those may leave the device. The import answers counts only, so the profile's list is what tells.
 */
export function nowInProfile(sent: readonly PointAddress[], saved: readonly PointAddress[]): string[] {
  return sent.flatMap((address) => (address.id !== null && findSamePoint(saved, address) ? [address.id] : []));
}

/**
 * The order's address after a guest's device addresses (`importedIds`) were saved to the profile: when
 * it was one of them, the saved address at the same point takes its place (so the order refers to the
 * profile's address), keeping the extras typed for this order. Null when nothing is to change.
 */
export function savedInsteadOfImported(
  current: DeliveryAddressDraft | null,
  importedIds: readonly string[],
  saved: readonly PointAddress[],
): PointAddress | null {
  if (!hasPoint(current) || current.id === null || !importedIds.includes(current.id)) return null;
  const match = findSamePoint(saved, current);
  if (!match) return null;
  return { ...match, office: current.office, entrance: current.entrance, floor: current.floor, domophone: current.domophone, comment: current.comment };
}
