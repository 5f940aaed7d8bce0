// The reviews page's filters in its URL (grade, branch, days), read leniently: a filter the API would refuse is
// dropped (and the page says so) rather than failing the page; written back for links and the API's query.
import { ReviewQuerySchema, type ReviewGradeFilter } from '@dastarkhan/domain/contracts/console-reviews';

export const REVIEWS_PAGE_SIZE = 20;

export interface ReviewFilters {
  grade?: ReviewGradeFilter | undefined;
  branchId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const NAMES = ['grade', 'branchId', 'from', 'to'] as const;

/** The filters of the page's address; `invalid` when some were dropped. */
export function reviewFiltersOf(search: URLSearchParams): { filters: ReviewFilters; invalid: boolean } {
  const raw: Record<string, string> = {};
  for (const name of NAMES) {
    const value = search.get(name)?.trim();
    if (value) raw[name] = value;
  }
  const parsed = ReviewQuerySchema.safeParse(raw);
  if (parsed.success) return { filters: pick(parsed.data), invalid: false };
  // Keep each filter that is valid on its own (a reversed range loses its end).
  const kept: Record<string, string> = {};
  for (const name of NAMES) {
    const value = raw[name];
    if (value !== undefined && ReviewQuerySchema.safeParse({ ...kept, [name]: value }).success) kept[name] = value;
  }
  return { filters: pick(ReviewQuerySchema.parse(kept)), invalid: true };
}

function pick(query: ReviewFilters): ReviewFilters {
  const filters: ReviewFilters = {};
  for (const name of NAMES) if (query[name]) Object.assign(filters, { [name]: query[name] });
  return filters;
}

/** The query string of the filters that are set, with `extra` (limit, cursor) after them. */
export function reviewSearch(filters: ReviewFilters, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams();
  for (const name of NAMES) {
    const value = filters[name];
    if (value) search.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) search.set(name, value);
  return search.toString();
}

/** The API path of a page of reviews. */
export function reviewsApiPath(filters: ReviewFilters, cursor?: string | null): string {
  return `/reviews?${reviewSearch(filters, { limit: String(REVIEWS_PAGE_SIZE), ...(cursor ? { cursor } : {}) })}`;
}
