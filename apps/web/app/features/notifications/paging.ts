// The page number of /notifications in the address bar (`?page=2`, one-based) and links to a page.

/** `?page=2` → 2; anything else is the first page. */
export function readPage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function pageHref(page: number): string {
  return page <= 1 ? '/notifications' : `/notifications?page=${page}`;
}
