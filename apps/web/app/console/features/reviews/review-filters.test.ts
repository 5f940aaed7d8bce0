// The reviews page reads its filters from the address leniently and writes them back in a fixed order.
import { describe, expect, it } from 'vitest';
import { reviewFiltersOf, reviewSearch, reviewsApiPath } from './review-filters.ts';

const branchId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const of = (query: string) => reviewFiltersOf(new URLSearchParams(query));

describe('review filters', () => {
  it('reads every valid filter, and none without any', () => {
    expect(of('')).toEqual({ filters: {}, invalid: false });
    expect(of(`grade=low&branchId=${branchId}&from=2024-05-01&to=2024-05-03`)).toEqual({
      filters: { grade: 'low', branchId, from: '2024-05-01', to: '2024-05-03' },
      invalid: false,
    });
    expect(of('grade=&from=')).toEqual({ filters: {}, invalid: false });
  });

  it('drops what the API would refuse and says so', () => {
    expect(of('grade=9&from=2024-05-01')).toEqual({ filters: { from: '2024-05-01' }, invalid: true });
    expect(of('from=2024-05-03&to=2024-05-01')).toEqual({ filters: { from: '2024-05-03' }, invalid: true });
    expect(of('branchId=nope&grade=2')).toEqual({ filters: { grade: '2' }, invalid: true });
  });

  it('writes the filters that are set, then the page', () => {
    expect(reviewSearch({ to: '2024-05-03', grade: '5' })).toBe('grade=5&to=2024-05-03');
    expect(reviewsApiPath({ grade: 'low' }, 'abc')).toBe('/reviews?grade=low&limit=20&cursor=abc');
    expect(reviewsApiPath({})).toBe('/reviews?limit=20');
  });
});
