// The group the home menu shows when it shows one at a time (shown-group.ts), as React state kept in
// this tab's storage. The server knows no choice and renders the first group; the page hydrates with
// the same and then switches to the customer's choice. A later visit within the page (back from a
// product) renders the chosen group at once, so the kept scroll position finds its place again.
import { useCallback, useSyncExternalStore } from 'react';
import { useStorefront } from '../../lib/storefront.ts';
import { readChosenGroup, resolveShownGroup, writeChosenGroup } from './shown-group.ts';
import type { HomeMenuGroup } from './menu-model.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `shownGroupId`: the group on the page, or null when every group is (`oneAtATime` off). `showGroup`
 * switches to a group and remembers it; it does nothing while every group is shown.
 */
export function useShownGroup(groups: readonly HomeMenuGroup[], oneAtATime: boolean): { shownGroupId: string | null; showGroup: (groupId: string) => void } {
  const merchantId = useStorefront().merchant.id;
  const chosen = useSyncExternalStore(
    subscribe,
    () => readChosenGroup(merchantId),
    () => null,
  );
  const showGroup = useCallback(
    (groupId: string) => {
      if (!oneAtATime || readChosenGroup(merchantId) === groupId) return;
      writeChosenGroup(merchantId, groupId);
      for (const listener of listeners) listener();
    },
    [oneAtATime, merchantId],
  );
  return { shownGroupId: oneAtATime ? resolveShownGroup(groups, chosen) : null, showGroup };
}
