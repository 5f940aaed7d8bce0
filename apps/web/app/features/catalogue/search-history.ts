// Recent searches kept on the device, per merchant: newest first, at most 10, no repeats.
import { normalizeSearchText } from '@dastarkhan/domain/search';

export const SEARCH_HISTORY_LIMIT = 10;

export function searchHistoryKey(merchantId: string): string {
  return `dastarkhan:search-history:${merchantId}`;
}

/** `query` put first; an earlier entry that reads the same (case, apostrophes, spaces) is dropped. */
export function addToHistory(history: readonly string[], query: string): string[] {
  const entry = query.trim().replace(/\s+/g, ' ');
  const key = normalizeSearchText(entry);
  if (key === '') return [...history];
  return [entry, ...history.filter((previous) => normalizeSearchText(previous) !== key)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Whatever is stored, as a clean list: anything unreadable counts as no history. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readHistory(storage: KeyValueStorage, merchantId: string): string[] {
  try {
    return parseHistory(storage.getItem(searchHistoryKey(merchantId)));
  } catch {
    return [];
  }
}

export function writeHistory(storage: KeyValueStorage, merchantId: string, history: readonly string[]): void {
  try {
    if (history.length === 0) storage.removeItem(searchHistoryKey(merchantId));
    else storage.setItem(searchHistoryKey(merchantId), JSON.stringify(history));
  } catch {
    // Private mode or a full quota: the history simply is not kept.
  }
}
