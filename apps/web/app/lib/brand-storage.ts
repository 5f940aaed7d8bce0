// What the device keeps per brand (spec §4 Multi-brand, Logout, Version check). Keys are
// `dk:<merchantId>:<name>`, so switching brand on one device finds that brand's order draft and
// nearest branch again (its token is a per-brand cookie, its customer comes from the root loader),
// and logging out of one brand forgets only that brand.
import { searchHistoryKey } from '../features/catalogue/search-history.ts';

/**
 * Version of what the device stores. The spec's app version (2.2.9), kept on purpose apart from
 * the package version: a release that does not change the shape of stored state must not wipe
 * every customer's basket. Bump it when stored state becomes unreadable for the new code.
 */
export const APP_VERSION = '2.2.9';
export const APP_VERSION_KEY = 'dk:app-version';

/** Names of the brand-scoped values (later features store under these). */
export const BRAND_STATE = {
  orderDraft: 'order-draft',
  nearestBranch: 'nearest-branch',
  selectedBranch: 'selected-branch',
  address: 'address',
  profile: 'profile',
  favourites: 'favourites',
} as const;
export type BrandStateName = (typeof BRAND_STATE)[keyof typeof BRAND_STATE];

/** Fired on window after a brand's state was cleared, so in-memory stores can reset too. */
export const BRAND_STATE_CLEARED_EVENT = 'dk:brand-state-cleared';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function brandKey(merchantId: string, name: string): string {
  return `dk:${merchantId}:${name}`;
}

function brandPrefix(merchantId: string): string {
  return `dk:${merchantId}:`;
}

/** The brand's stored value, parsed; null when missing or unreadable. */
export function readBrandState<T>(storage: KeyValueStorage, merchantId: string, name: string): T | null {
  try {
    const raw = storage.getItem(brandKey(merchantId, name));
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/** Stores the brand's value; null or undefined removes it. Storage failures (quota, privacy mode) are ignored. */
export function writeBrandState(storage: KeyValueStorage, merchantId: string, name: string, value: unknown): void {
  try {
    if (value === null || value === undefined) storage.removeItem(brandKey(merchantId, name));
    else storage.setItem(brandKey(merchantId, name), JSON.stringify(value));
  } catch {
    // The value simply is not kept.
  }
}

/**
 * A Storage-like view of one brand's keys, for zustand's `createJSONStorage(() => ...)`: a store
 * persisted under `order-draft` lands in `dk:<merchantId>:order-draft`.
 */
export function brandScopedStorage(merchantId: string, storage: KeyValueStorage) {
  return {
    getItem: (name: string): string | null => {
      try {
        return storage.getItem(brandKey(merchantId, name));
      } catch {
        return null;
      }
    },
    setItem: (name: string, value: string): void => {
      try {
        storage.setItem(brandKey(merchantId, name), value);
      } catch {
        // Not kept.
      }
    },
    removeItem: (name: string): void => {
      try {
        storage.removeItem(brandKey(merchantId, name));
      } catch {
        // Nothing to remove.
      }
    },
  };
}

function keysOf(storage: KeyValueStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function removeWhere(storage: KeyValueStorage | null, predicate: (key: string) => boolean): void {
  if (!storage) return;
  try {
    // Collect first: removing while iterating shifts the indexes.
    for (const key of keysOf(storage).filter(predicate)) storage.removeItem(key);
  } catch {
    // Storage that cannot be read holds nothing we could clear.
  }
}

/**
 * The Telegram Mini App's own session values (the SDK keeps its launch parameters, init data
 * included, under `__telegram__…`; our bridge under names with "telegram"): logout keeps them (spec §4).
 */
export function isTelegramKey(key: string): boolean {
  return /telegram/i.test(key);
}

export interface DeviceStorages {
  local: KeyValueStorage | null;
  session: KeyValueStorage | null;
}

/**
 * Logout (spec §4): forgets the brand's profile, branch, address, order draft and search history
 * on this device, and the tab's session storage except the Telegram init data. Other brands'
 * state, the app version and the merchant key (a cookie) stay.
 */
export function clearBrandState(merchantId: string, storages: DeviceStorages): void {
  const prefix = brandPrefix(merchantId);
  const history = searchHistoryKey(merchantId);
  removeWhere(storages.local, (key) => key.startsWith(prefix) || key === history);
  removeWhere(storages.session, (key) => !isTelegramKey(key));
}

export type VersionCheck = 'first-visit' | 'current' | 'cleared';

/**
 * Version check (spec §4): the first visit only records the version; a different stored version
 * clears stored state (every brand's; the Telegram init data survives) and records the current
 * one. Answers 'cleared' only when the new version was really stored, so the caller's reload
 * cannot loop on a storage that refuses writes.
 */
export function checkAppVersion(storages: DeviceStorages, current: string = APP_VERSION): VersionCheck {
  const { local } = storages;
  if (!local) return 'current';
  let stored: string | null;
  try {
    stored = local.getItem(APP_VERSION_KEY);
  } catch {
    return 'current';
  }
  if (stored === current) return 'current';
  if (stored === null) {
    try {
      local.setItem(APP_VERSION_KEY, current);
    } catch {
      // Asked again next time.
    }
    return 'first-visit';
  }
  removeWhere(local, (key) => key !== APP_VERSION_KEY);
  removeWhere(storages.session, (key) => !isTelegramKey(key));
  try {
    local.setItem(APP_VERSION_KEY, current);
    return local.getItem(APP_VERSION_KEY) === current ? 'cleared' : 'current';
  } catch {
    return 'current';
  }
}

/** Browser only: the page's storages, or null where the browser refuses them (privacy mode). */
export function deviceStorages(): DeviceStorages {
  const pick = (get: () => Storage): KeyValueStorage | null => {
    try {
      return get();
    } catch {
      return null;
    }
  };
  return { local: pick(() => window.localStorage), session: pick(() => window.sessionStorage) };
}

/** Browser only: clears the brand's state and tells in-memory stores. */
export function clearBrandStateOnDevice(merchantId: string): void {
  clearBrandState(merchantId, deviceStorages());
  window.dispatchEvent(new CustomEvent(BRAND_STATE_CLEARED_EVENT, { detail: { merchantId } }));
}

/** Browser only: runs the version check and reloads once when stored state was cleared. */
export function runAppVersionCheck(): VersionCheck {
  const result = checkAppVersion(deviceStorages());
  if (result === 'cleared') window.location.reload();
  return result;
}
