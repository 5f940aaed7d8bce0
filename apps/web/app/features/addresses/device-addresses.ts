// A guest's saved addresses, kept on the device per brand (spec "Saved-addresses drawer": guests keep
// addresses locally and push them to the profile after login). Same-tab listeners are told through an
// event; other tabs through the storage event.
import { useCallback, useSyncExternalStore } from 'react';
import { isGeneratedAddressId } from '@dastarkhan/domain/contracts/address';
import { BRAND_STATE, BRAND_STATE_CLEARED_EVENT, brandKey, readBrandState, writeBrandState, type KeyValueStorage } from '../../lib/brand-storage.ts';
import { sanitizeCheckout } from '../basket/basket-model.ts';
import { findSamePoint, generatedAddressId, hasPoint, type PointAddress } from './address-model.ts';

/** More than a guest plausibly needs; the oldest go first. */
export const DEVICE_ADDRESS_LIMIT = 20;
const CHANGED_EVENT = 'dk:device-addresses-changed';
const NONE: readonly PointAddress[] = [];

function storage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads through the draft's own sanitiser: whatever an older release (or a hand) stored, the shape is right. */
function sanitizeList(value: unknown): PointAddress[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => sanitizeCheckout({ address: entry }).address)
    .filter((address): address is PointAddress => hasPoint(address) && address.id !== null);
}

const cache = new Map<string, { raw: string | null; list: readonly PointAddress[] }>();

export function readDeviceAddresses(merchantId: string, store: KeyValueStorage | null = storage()): readonly PointAddress[] {
  if (!store) return NONE;
  let raw: string | null = null;
  try {
    raw = store.getItem(brandKey(merchantId, BRAND_STATE.address));
  } catch {
    return NONE;
  }
  // useSyncExternalStore needs the same array while nothing changed.
  const cached = cache.get(merchantId);
  if (cached && cached.raw === raw) return cached.list;
  const list = sanitizeList(readBrandState<unknown>(store, merchantId, BRAND_STATE.address));
  cache.set(merchantId, { raw, list });
  return list;
}

function writeDeviceAddresses(merchantId: string, list: readonly PointAddress[], store: KeyValueStorage | null = storage()): void {
  if (!store) return;
  writeBrandState(store, merchantId, BRAND_STATE.address, list.length === 0 ? null : list);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED_EVENT));
}

/**
 * Keeps an address on the device and answers it as kept: a point within the match tolerance of a kept
 * one replaces it (same id), a new one gets a generated id and goes first.
 */
export function rememberDeviceAddress(merchantId: string, address: PointAddress, store: KeyValueStorage | null = storage()): PointAddress {
  const list = readDeviceAddresses(merchantId, store);
  const same = findSamePoint(list, address) ?? (address.id ? list.find((entry) => entry.id === address.id) : undefined);
  const id = same?.id ?? (address.id && isGeneratedAddressId(address.id) ? address.id : generatedAddressId());
  const kept: PointAddress = { ...address, id };
  writeDeviceAddresses(merchantId, [kept, ...list.filter((entry) => entry.id !== id)].slice(0, DEVICE_ADDRESS_LIMIT), store);
  return kept;
}

export function forgetDeviceAddress(merchantId: string, id: string, store: KeyValueStorage | null = storage()): void {
  writeDeviceAddresses(merchantId, readDeviceAddresses(merchantId, store).filter((entry) => entry.id !== id), store);
}

function subscribe(onChange: () => void): () => void {
  // Signing out clears the brand's whole state on the device (lib/brand-storage), this list with it.
  const events = [CHANGED_EVENT, 'storage', BRAND_STATE_CLEARED_EVENT];
  for (const event of events) window.addEventListener(event, onChange);
  return () => {
    for (const event of events) window.removeEventListener(event, onChange);
  };
}

/** The brand's device addresses, newest first; empty during SSR and the first render. */
export function useDeviceAddresses(merchantId: string): readonly PointAddress[] {
  const read = useCallback(() => readDeviceAddresses(merchantId), [merchantId]);
  return useSyncExternalStore(subscribe, read, () => NONE);
}
