// Pages a visitor without a session gets exactly like every other visitor with the same URL and the same
// preference cookies (menu, product, about, …). The host keeps such a page for a few seconds and serves
// it to all of them (apps/api/src/plugins/page-cache.ts): `sharedPageKey` names what a request shares,
// and a page says it may be shared with `Cache-Control: public, s-maxage` (`markSharedPage`).
import type { EntryContext } from 'react-router';
import { createIsbotFromList, list as botPatterns } from 'isbot';
import { COOKIE, parseCookies } from './cookies.ts';
import type { SHARED_PAGE } from './shared-page.ts';

// The rule is about crawlers. Headless browsers (link previews, automation, our own browser tests)
// run the page like a person's browser does, so they get the real page.
export const isCrawler = createIsbotFromList(botPatterns.filter((pattern) => pattern !== 'headless'));

/**
 * The longest a shared page may be kept by any shared cache. Pages show what the merchant caches hold
 * (MERCHANT_CACHE_TTL_SECONDS, 30 by default) and the branches' open hours, so no longer than that.
 */
export const SHARED_PAGE_MAX_AGE_SECONDS = 30;

/** Cookies that only choose among shared variants (language, merchant); any other makes the page the visitor's own. */
const PREFERENCE_COOKIES = new Set<string>(Object.values(COOKIE));

/** What `sharedPageKey` reads of a request (the host asks before it builds a whole `Request`). */
export interface PageRequestHead {
  method: string;
  url: string;
  headers: Pick<Headers, 'get'>;
}

/**
 * What a page request shares with every request like it: its URL and its preference cookies. Null for
 * anything else: other methods, data requests, crawlers (they get the finished page, not the stream),
 * and any request carrying another cookie (a session, a table seat, a notice).
 */
export function sharedPageKey(request: PageRequestHead): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data')) return null;
  const userAgent = request.headers.get('user-agent');
  if (userAgent && isCrawler(userAgent)) return null;
  const cookies = parseCookies(request.headers.get('Cookie'));
  const names = Object.keys(cookies).sort();
  if (names.some((name) => !PREFERENCE_COOKIES.has(name))) return null;
  return `${url.href}\n${names.map((name) => `${name}=${cookies[name]}`).join('; ')}`;
}

function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf('=')).trim();
}

/**
 * Marks a rendered page as shareable when it is: a request with a shared key, answered 200 by a route
 * that exports SHARED_PAGE, setting no cookie but preferences (seating at a table from a QR link does).
 */
export function markSharedPage(request: Request, statusCode: number, headers: Headers, context: EntryContext): void {
  if (statusCode !== 200 || headers.has('Cache-Control') || sharedPageKey(request) === null) return;
  const leaf = context.staticHandlerContext.matches.at(-1);
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as Partial<typeof SHARED_PAGE> | undefined) : undefined;
  if (handle?.sharedPage !== true) return;
  if (headers.getSetCookie().some((cookie) => !PREFERENCE_COOKIES.has(cookieName(cookie)))) return;
  // Browsers check back every time (max-age=0): a kept page answers them with a 304 when it has not changed.
  headers.set('Cache-Control', `public, max-age=0, s-maxage=${SHARED_PAGE_MAX_AGE_SECONDS}`);
  headers.append('Vary', 'Cookie');
}
