// The picker opens on the order's branch, else the main one, else the first — never on one closed
// today — and on the city where that branch is.
import { describe, expect, it } from 'vitest';
import { citiesWithBranches, defaultBranchId, defaultCityId } from './branch-selection.ts';

const branch = (id: string, extra: { isMain?: boolean; closedToday?: boolean; cityId?: string } = {}) => ({
  id,
  isMain: extra.isMain ?? false,
  closedToday: extra.closedToday ?? false,
  cityId: extra.cityId ?? 'tashkent',
});

describe('defaultBranchId', () => {
  const branches = [branch('a'), branch('main', { isMain: true }), branch('closed', { closedToday: true })];

  it("keeps the order's current branch", () => {
    expect(defaultBranchId(branches, 'a')).toBe('a');
  });

  it('falls back to the main branch when there is no current one or it is unknown', () => {
    expect(defaultBranchId(branches, null)).toBe('main');
    expect(defaultBranchId(branches, 'gone')).toBe('main');
  });

  it('never selects a branch closed today: the current one closed → main; main closed → the first open', () => {
    expect(defaultBranchId(branches, 'closed')).toBe('main');
    expect(defaultBranchId([branch('main', { isMain: true, closedToday: true }), branch('b'), branch('c')], null)).toBe('b');
  });

  it('selects nothing when every branch is closed today or there are none', () => {
    expect(defaultBranchId([branch('x', { closedToday: true })], 'x')).toBeNull();
    expect(defaultBranchId([], null)).toBeNull();
  });
});

describe('citiesWithBranches', () => {
  it('keeps only the cities that have branches, in the given order', () => {
    const cities = [{ id: 'samarkand' }, { id: 'bukhara' }, { id: 'tashkent' }];
    expect(citiesWithBranches(cities, [branch('a', { cityId: 'tashkent' }), branch('b', { cityId: 'samarkand' })]).map((city) => city.id)).toEqual(['samarkand', 'tashkent']);
  });
});

describe('defaultCityId', () => {
  const cities = [
    { id: 'samarkand', isMain: false },
    { id: 'tashkent', isMain: true },
    { id: 'bukhara', isMain: false },
  ];

  it("shows the selected branch's city", () => {
    expect(defaultCityId(cities, 'bukhara', 'tashkent')).toBe('bukhara');
  });

  it("else the merchant's main city, else the city flagged main, else the first", () => {
    expect(defaultCityId(cities, null, 'samarkand')).toBe('samarkand');
    expect(defaultCityId(cities, null, null)).toBe('tashkent');
    expect(defaultCityId([{ id: 'x', isMain: false }, { id: 'y', isMain: false }], null, 'elsewhere')).toBe('x');
  });

  it('takes the single city whatever else is said', () => {
    expect(defaultCityId([{ id: 'only', isMain: false }], 'elsewhere', 'elsewhere')).toBe('only');
  });

  it('has no city without cities', () => {
    expect(defaultCityId([], 'a', 'b')).toBeNull();
  });
});
