// The merchant's multiTabNavigationEnabled: the home menu shows one group at a time, the one chosen in
// the group switcher. Which group that is, and the customer's choice kept for this browser tab (per
// merchant) so coming back to the menu finds the group they left.
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';

interface GroupOfCategories {
  id: string;
  categories: ReadonlyArray<{ id: string }>;
}

/**
 * True when the menu shows one group at a time: the merchant asked for it and there is a group switcher
 * (tabs or cards) with more than one group to switch between. Otherwise every group is on the page.
 */
export function showsOneGroupAtATime(
  settings: Pick<WebSettings, 'multiTabNavigationEnabled' | 'groupView'>,
  groups: readonly GroupOfCategories[],
): boolean {
  if (!settings.multiTabNavigationEnabled || settings.groupView === 'HIDDEN') return false;
  return groups.filter((group) => group.categories.length > 0).length > 1;
}

/** The group to show: the chosen one while the menu still has it (with categories), else the first that has categories. */
export function resolveShownGroup(groups: readonly GroupOfCategories[], chosenId: string | null): string | null {
  const withCategories = groups.filter((group) => group.categories.length > 0);
  return (withCategories.find((group) => group.id === chosenId) ?? withCategories[0])?.id ?? null;
}

type GroupStorage = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = (merchantId: string) => `dk:${merchantId}:menu-group`;

// The choice in this page's memory as well: it holds when the browser refuses storage (private mode).
const chosenInMemory = new Map<string, string>();

export function readChosenGroup(merchantId: string, storage: GroupStorage | null = safeSessionStorage()): string | null {
  const remembered = chosenInMemory.get(merchantId);
  if (remembered !== undefined) return remembered;
  try {
    return storage?.getItem(storageKey(merchantId)) ?? null;
  } catch {
    return null;
  }
}

export function writeChosenGroup(merchantId: string, groupId: string, storage: GroupStorage | null = safeSessionStorage()): void {
  chosenInMemory.set(merchantId, groupId);
  try {
    storage?.setItem(storageKey(merchantId), groupId);
  } catch {
    // Full or refused storage: the choice lasts as long as this page.
  }
}

function safeSessionStorage(): GroupStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
