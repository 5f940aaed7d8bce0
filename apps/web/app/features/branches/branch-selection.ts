// The branch picker's starting point (account-session-settings §4 "Branch picker"): which branch is
// selected when it opens, and which city it shows.
import type { MapBranch } from './map-branches.ts';

type Selectable = Pick<MapBranch, 'id' | 'isMain' | 'closedToday'>;

/**
 * The order's current branch, else the main branch, else the first — among those that can be chosen
 * today (a branch closed today cannot be: §4), so the picker never opens on a choice it would refuse.
 */
export function defaultBranchId(branches: readonly Selectable[], currentId: string | null): string | null {
  const open = branches.filter((branch) => !branch.closedToday);
  return (open.find((branch) => branch.id === currentId) ?? open.find((branch) => branch.isMain) ?? open[0])?.id ?? null;
}

/** The cities that have at least one of the branches, in the merchant's order: the dropdown's entries. */
export function citiesWithBranches<C extends { id: string }>(cities: readonly C[], branches: readonly Pick<MapBranch, 'cityId'>[]): C[] {
  return cities.filter((city) => branches.some((branch) => branch.cityId === city.id));
}

/**
 * The city the picker shows first: the selected branch's (so it is on screen), else the single city,
 * else the merchant's main city, else the city flagged main, else the first.
 */
export function defaultCityId(
  cities: readonly { id: string; isMain: boolean }[],
  selectedBranchCityId: string | null,
  merchantMainCityId: string | null,
): string | null {
  const byId = (id: string | null) => (id === null ? undefined : cities.find((city) => city.id === id));
  if (cities.length === 1) return cities[0]!.id;
  return (byId(selectedBranchCityId) ?? byId(merchantMainCityId) ?? cities.find((city) => city.isMain) ?? cities[0])?.id ?? null;
}
