// A console list read newest first in keyset pages (the audit log, reviews): the loader's first page,
// then "Load older" appends the next one after the last cursor, with its own busy state and error.
import { useState } from 'react';
import { ConsoleApiError } from './console-client.ts';

export interface OlderPages<Item> {
  items: Item[];
  /** There are older items to load. */
  hasOlder: boolean;
  loading: boolean;
  error: ConsoleApiError | null;
  loadOlder: () => Promise<void>;
}

/** `fetchOlder` answers the page after `cursor`: its items and the cursor after them (null at the end). */
export function useOlderPages<Item>(
  firstItems: readonly Item[],
  firstCursor: string | null,
  fetchOlder: (cursor: string) => Promise<{ items: readonly Item[]; nextCursor: string | null }>,
): OlderPages<Item> {
  const [items, setItems] = useState<Item[]>([...firstItems]);
  const [cursor, setCursor] = useState(firstCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ConsoleApiError | null>(null);

  async function loadOlder() {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    try {
      const next = await fetchOlder(cursor);
      setItems((current) => [...current, ...next.items]);
      setCursor(next.nextCursor);
    } catch (caught) {
      setError(caught instanceof ConsoleApiError ? caught : new ConsoleApiError(0, 'NETWORK_ERROR'));
    } finally {
      setLoading(false);
    }
  }

  return { items, hasOlder: cursor !== null, loading, error, loadOlder };
}
