// The order list's tabs and pages as the address shows them (`?tab=archive&page=2`): displayed pages
// start at 1, the API's at 0 (storefront-core §9: the page sent is the displayed page minus 1).
import { ORDER_PAGE_SIZE } from '@dastarkhan/domain/contracts/order';

export type OrderTab = 'active' | 'archive';

export interface OrderListQuery {
  tab: OrderTab;
  /** Displayed page, 1-based. */
  page: number;
}

/** Pages further than this are not a real history: the address was typed by hand. */
const MAX_PAGE = 10_000;

export function readOrderListQuery(search: URLSearchParams): OrderListQuery {
  const tab: OrderTab = search.get('tab') === 'archive' ? 'archive' : 'active';
  const raw = search.get('page');
  const parsed = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return { tab, page: Math.min(MAX_PAGE, Math.max(1, parsed)) };
}

/** The API's call for a displayed page: zero-based page, the spec's page size, archive or active. */
export function orderListApiPath(userId: string, query: OrderListQuery): string {
  const params = new URLSearchParams({ page: String(query.page - 1), size: String(ORDER_PAGE_SIZE), onlyArchive: String(query.tab === 'archive') });
  return `/api/orders/v1/orders/user/${encodeURIComponent(userId)}?${params.toString()}`;
}

/** The list's own address for a tab and page: the defaults (active, page 1) are left out. */
export function orderListHref(query: OrderListQuery): string {
  const params = new URLSearchParams();
  if (query.tab === 'archive') params.set('tab', 'archive');
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/profile/orders?${search}` : '/profile/orders';
}

/** A displayed page past the last one goes to the last one (a page emptied by a hidden or finished order). */
export function clampedPage(page: number, totalPages: number): number {
  return totalPages > 0 && page > totalPages ? totalPages : page;
}

export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page links of the pager: always the first and the last, the current one with a neighbour on each
 * side, and a gap where pages are left out; a gap never hides a single page (that page is shown instead).
 */
export function pagerItems(current: number, totalPages: number): PagerItem[] {
  if (totalPages <= 1) return [];
  const shown = new Set<number>([1, totalPages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= totalPages));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
