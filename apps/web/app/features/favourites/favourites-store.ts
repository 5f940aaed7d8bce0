// Which products are the customer's favourites, for every heart on the page at once. A signed-in customer's
// come from the API (through the /favourites resource route, once per page load); a guest's are kept on the
// device per brand and pushed to the profile after sign-in (issue 16: "a guest's favourites are kept on the
// device and pushed after sign-in"). Pages render before this is known: the server draws every heart empty.
import { useSyncExternalStore } from 'react';
import { BRAND_STATE, BRAND_STATE_CLEARED_EVENT, readBrandState, writeBrandState, type KeyValueStorage } from '../../lib/brand-storage.ts';
import { DEVICE_FAVOURITE_LIMIT, FAVOURITES_PATH, type FavouritesAnswer } from './favourites-answer.ts';

/**
 * Whose hearts the page shows: the brand and the signed-in customer (null for a guest). A store chosen by
 * `?vendor=` on a bare host is found again by its vendor cookie, which the route's requests carry.
 */
export interface FavouritesOwner {
  merchantId: string;
  userId: string | null;
}

interface State {
  owner: FavouritesOwner | null;
  /** Newest first. */
  ids: readonly string[];
  /** False until the owner's list is known (the server, or the device). */
  ready: boolean;
}

let state: State = { owner: null, ids: [], ready: false };
const listeners = new Set<() => void>();
const NONE: readonly string[] = [];

function setState(next: Partial<State>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const sameOwner = (a: FavouritesOwner | null, b: FavouritesOwner | null) => a !== null && b !== null && a.merchantId === b.merchantId && a.userId === b.userId;

/** The guest's hearts kept on this device for the brand, newest first; whatever is stored, only strings come back. */
export function readDeviceFavourites(merchantId: string, store: KeyValueStorage | null = storage()): string[] {
  const stored = store ? readBrandState<unknown>(store, merchantId, BRAND_STATE.favourites) : null;
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string').slice(0, DEVICE_FAVOURITE_LIMIT) : [];
}

function writeDeviceFavourites(merchantId: string, ids: readonly string[], store: KeyValueStorage | null = storage()): void {
  if (store) writeBrandState(store, merchantId, BRAND_STATE.favourites, ids.length === 0 ? null : ids.slice(0, DEVICE_FAVOURITE_LIMIT));
}

/** The list with `productId` added first or taken out. */
export function withFavourite(ids: readonly string[], productId: string, isFavourite: boolean): string[] {
  const rest = ids.filter((id) => id !== productId);
  return isFavourite ? [productId, ...rest] : rest;
}

async function request(body?: unknown): Promise<FavouritesAnswer | null> {
  try {
    const response = await fetch(FAVOURITES_PATH, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as FavouritesAnswer;
    return Array.isArray(answer.productIds) ? answer : null;
  } catch {
    // Offline, or the shop switched favourites off meanwhile: the hearts stay as they were.
    return null;
  }
}

/** The answer counts only while the page still shows the owner it was asked for. */
function acceptAnswer(owner: FavouritesOwner, answer: FavouritesAnswer | null): boolean {
  if (!answer || !answer.signedIn || !sameOwner(state.owner, owner)) return false;
  setState({ ids: answer.productIds, ready: true });
  return true;
}

async function loadSignedIn(owner: FavouritesOwner): Promise<void> {
  const device = readDeviceFavourites(owner.merchantId);
  // The guest's hearts first: after sign-in they join the profile, and only then leave the device.
  if (device.length > 0 && acceptAnswer(owner, await request({ productIds: device }))) {
    writeDeviceFavourites(owner.merchantId, []);
    return;
  }
  // Without device hearts, or when pushing them failed (they stay on the device for the next visit).
  acceptAnswer(owner, await request());
}

/**
 * Points the store at the page's brand and customer; a change of either loads that owner's hearts. Called by
 * FavouritesSync, mounted once in the layout.
 */
export function showFavouritesOf(owner: FavouritesOwner): void {
  if (sameOwner(state.owner, owner)) return;
  if (owner.userId === null) {
    setState({
      owner,
      ids: readDeviceFavourites(owner.merchantId),
      ready: true,
    });
    return;
  }
  setState({ owner, ids: [], ready: false });
  void loadSignedIn(owner);
}

/** Another tab changed the device's hearts, or logout cleared the brand's state. */
export function rereadDeviceFavourites(): void {
  const { owner } = state;
  if (owner && owner.userId === null) setState({ ids: readDeviceFavourites(owner.merchantId) });
}

export const DEVICE_FAVOURITES_EVENTS = ['storage', BRAND_STATE_CLEARED_EVENT] as const;

/**
 * Turns a heart on or off at once; a customer's change is then confirmed by the server (whose list wins), and
 * put back when the server refuses it. Answers whether the change held.
 */
export async function setFavouriteState(productId: string, isFavourite: boolean): Promise<boolean> {
  const { owner } = state;
  if (!owner) return false;
  const before = state.ids;
  setState({ ids: withFavourite(before, productId, isFavourite) });
  if (owner.userId === null) {
    writeDeviceFavourites(owner.merchantId, state.ids);
    return true;
  }
  if (acceptAnswer(owner, await request({ productId, isFavourite }))) return true;
  if (sameOwner(state.owner, owner)) setState({ ids: withFavourite(state.ids, productId, !isFavourite) });
  return false;
}

export function useIsFavourite(productId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.ids.includes(productId),
    () => false,
  );
}

/** The customer's favourite ids, newest first, and whether they are known yet. */
export function useFavouriteIds(): { ids: readonly string[]; ready: boolean } {
  const ids = useSyncExternalStore(
    subscribe,
    () => state.ids,
    () => NONE,
  );
  const ready = useSyncExternalStore(
    subscribe,
    () => state.ready,
    () => false,
  );
  return { ids, ready };
}
