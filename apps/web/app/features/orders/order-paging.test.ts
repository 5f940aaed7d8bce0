// The order list's address: tabs, displayed pages from 1, the API's pages from 0, and the pager's links.
import { describe, expect, it } from 'vitest';
import { clampedPage, orderListApiPath, orderListHref, pagerItems, readOrderListQuery } from './order-paging.ts';

const query = (search: string) => readOrderListQuery(new URLSearchParams(search));
const pages = (current: number, total: number) => pagerItems(current, total).map((item) => (item.kind === 'gap' ? '…' : item.page));

describe('order list paging', () => {
  it('reads the tab and the displayed page, defaulting to active, page 1', () => {
    expect(query('')).toEqual({ tab: 'active', page: 1 });
    expect(query('tab=archive&page=3')).toEqual({ tab: 'archive', page: 3 });
    expect(query('tab=anything&page=0')).toEqual({ tab: 'active', page: 1 });
    expect(query('page=-2')).toEqual({ tab: 'active', page: 1 });
    expect(query('page=2.5')).toEqual({ tab: 'active', page: 1 });
  });

  it('asks the API for the displayed page minus one, ten at a time (spec §9)', () => {
    expect(orderListApiPath('u-1', { tab: 'active', page: 1 })).toBe('/api/orders/v1/orders/user/u-1?page=0&size=10&onlyArchive=false');
    expect(orderListApiPath('u-1', { tab: 'archive', page: 2 })).toBe('/api/orders/v1/orders/user/u-1?page=1&size=10&onlyArchive=true');
  });

  it('writes the list address without its defaults', () => {
    expect(orderListHref({ tab: 'active', page: 1 })).toBe('/profile/orders');
    expect(orderListHref({ tab: 'archive', page: 1 })).toBe('/profile/orders?tab=archive');
    expect(orderListHref({ tab: 'archive', page: 4 })).toBe('/profile/orders?tab=archive&page=4');
    expect(orderListHref({ tab: 'active', page: 2 })).toBe('/profile/orders?page=2');
  });

  it('sends a page past the last one to the last one, and keeps page 1 of an empty list', () => {
    expect(clampedPage(5, 3)).toBe(3);
    expect(clampedPage(2, 3)).toBe(2);
    expect(clampedPage(1, 0)).toBe(1);
  });

  it('shows the first, the last and the current page with its neighbours, never hiding a single page behind a gap', () => {
    expect(pages(1, 1)).toEqual([]);
    expect(pages(1, 2)).toEqual([1, 2]);
    expect(pages(1, 5)).toEqual([1, 2, '…', 5]);
    expect(pages(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pages(6, 12)).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(pages(12, 12)).toEqual([1, '…', 11, 12]);
    expect(pages(4, 12)).toEqual([1, 2, 3, 4, 5, '…', 12]);
  });
});
