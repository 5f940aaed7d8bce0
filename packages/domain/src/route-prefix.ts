// The spec's global route rule: a leading `ru`/`uz` segment goes to the `lang` cookie, a following
// `1`/`2` to the `page` cookie, and the customer is sent to `/` when either was stripped.
import { ROUTE_LANGUAGES } from './i18n.ts';

export type RouteLanguage = (typeof ROUTE_LANGUAGES)[number];
export const ROUTE_PAGES = ['1', '2'] as const;
export type RoutePage = (typeof ROUTE_PAGES)[number];

export interface RoutePrefix {
  lang: RouteLanguage | null;
  page: RoutePage | null;
  /** True when a language (and maybe a page) segment was taken off the path. */
  stripped: boolean;
  /** The path without the stripped segments, always starting with `/`. */
  rest: string;
}

function isRouteLanguage(segment: string | undefined): segment is RouteLanguage {
  return segment !== undefined && (ROUTE_LANGUAGES as readonly string[]).includes(segment);
}

function isRoutePage(segment: string | undefined): segment is RoutePage {
  return segment !== undefined && (ROUTE_PAGES as readonly string[]).includes(segment);
}

/** `/ru/1/basket` → `{ lang: 'ru', page: '1', stripped: true, rest: '/basket' }`. */
export function parseRoutePrefix(pathname: string): RoutePrefix {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, second] = segments;
  if (!isRouteLanguage(first)) {
    return { lang: null, page: null, stripped: false, rest: `/${segments.join('/')}` };
  }
  const page = isRoutePage(second) ? second : null;
  const rest = segments.slice(page ? 2 : 1);
  return { lang: first, page, stripped: true, rest: `/${rest.join('/')}` };
}
