// Resolves the merchant of a request (host, ?vendor=, cookie, default) and loads what every page needs.
import { redirectDocument, type AppLoadContext } from 'react-router';
import { resolveMerchantSub, type MerchantSubSource } from '@dastarkhan/domain/merchant-host';
import type { ExtraPageLink } from '@dastarkhan/domain/contracts/content';
import type { City, Merchant } from '@dastarkhan/domain/contracts/merchant';
import { WebSettingsSchema, type WebSettings } from '@dastarkhan/domain/contracts/settings';
import { ApiRequestError, apiGet } from './api.server.ts';
import { COOKIE, parseCookies, preferenceCookie } from './cookies.ts';
import { pageTextsJson } from './i18n-catalogue.ts';
import { activeLanguages, resolveLanguage } from './language.ts';
import type { RootData, Storefront } from './storefront.ts';

export const MERCHANT_NOT_AVAILABLE_PATH = '/merchantNotAvailable';
export const BLOCKED_PATH = '/blocked';

interface Resolution {
  storefront: Storefront;
  sub: string;
  source: MerchantSubSource;
}

// Every loader of one request asks for the storefront; the lookups run once per request. The key is
// the load context, made once per request and shared by every loader, whereas React Router hands
// each loader a Request of its own.
const resolutions = new WeakMap<AppLoadContext, Promise<Resolution>>();

/**
 * The merchant of a request's host, `?vendor=` or vendor cookie. `unknown`: no such merchant (the API
 * says so); `unreachable`: the lookup failed and says nothing about the merchant (the API is down).
 */
export type MerchantLookup =
  | { found: true; merchant: Merchant; sub: string; source: MerchantSubSource }
  | { found: false; reason: 'unknown' | 'unreachable'; sub: string; source: MerchantSubSource };

export async function lookUpMerchant(request: Request, context: AppLoadContext): Promise<MerchantLookup> {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('Cookie'));
  const { sub, source } = resolveMerchantSub({
    host: url.host,
    vendorParam: url.searchParams.get('vendor'),
    vendorCookie: cookies[COOKIE.vendor],
    defaultMerchant: context.config.defaultMerchant,
    baseDomain: context.config.baseDomain,
  });
  try {
    const merchant = await apiGet<Merchant | null>(context, `/api/users/v1/merchants/sub/${encodeURIComponent(sub)}`);
    if (!merchant?.id) return { found: false, reason: 'unknown', sub, source };
    return { found: true, merchant, sub, source };
  } catch (error) {
    // Not found (or not a valid sub) is the API's answer about this merchant; anything else — 5xx, no
    // answer, a rate limit — says nothing about it.
    const unknown = error instanceof ApiRequestError && (error.status === 404 || error.status === 400 || error.status === 410);
    return { found: false, reason: unknown ? 'unknown' : 'unreachable', sub, source };
  }
}

/** `?vendor=<sub>` when the merchant was chosen by the query, so the next page looks up the same one. */
export function vendorQuery(lookup: Pick<MerchantLookup, 'sub' | 'source'>): string {
  return lookup.source === 'param' ? `?${new URLSearchParams({ vendor: lookup.sub }).toString()}` : '';
}

// Both redirects load a whole new document: the page must not keep showing the previous
// merchant's data from the client's cache (the root does not reload on every navigation).
// Nothing is cleared here: /merchantNotAvailable looks the merchant up again and clears the device
// only when it really is unknown (an outage must not sign customers out or empty their baskets).
function merchantNotAvailable(lookup: MerchantLookup): Response {
  return redirectDocument(`${MERCHANT_NOT_AVAILABLE_PATH}${vendorQuery(lookup)}`);
}

async function loadSettings(context: AppLoadContext, merchantId: string): Promise<WebSettings> {
  try {
    const body = await apiGet<unknown>(context, '/api/support/v1/merchant/settings/web', { merchantId });
    return WebSettingsSchema.parse(body);
  } catch {
    // Spec: a failed settings call means the defaults are used.
    return WebSettingsSchema.parse({});
  }
}

async function loadCities(context: AppLoadContext, merchantId: string): Promise<City[]> {
  try {
    return await apiGet<City[]>(context, `/api/users/v1/city-merchant/merchant/${encodeURIComponent(merchantId)}`, { merchantId });
  } catch {
    return [];
  }
}

// Read in parallel with the settings and answered from the API's per-merchant cache, so knowing which extra
// pages to link costs no extra wait; a failure only leaves them unlinked.
async function loadExtraPages(context: AppLoadContext, merchantId: string): Promise<ExtraPageLink[]> {
  try {
    return await apiGet<ExtraPageLink[]>(context, '/api/support/v1/company/extra-pages', { merchantId });
  } catch {
    return [];
  }
}

async function resolve(request: Request, context: AppLoadContext): Promise<Resolution> {
  const lookup = await lookUpMerchant(request, context);
  // Unknown merchant or a failed lookup: the spec shows the "not available" page.
  if (!lookup.found) throw merchantNotAvailable(lookup);
  const { merchant, sub, source } = lookup;
  const cookies = parseCookies(request.headers.get('Cookie'));

  const [settings, cities, extraPages] = await Promise.all([
    loadSettings(context, merchant.id),
    loadCities(context, merchant.id),
    loadExtraPages(context, merchant.id),
  ]);
  const language = resolveLanguage(cookies[COOKIE.lang], settings);
  return { storefront: { merchant, settings, cities, language, extraPages }, sub, source };
}

function resolution(request: Request, context: AppLoadContext): Promise<Resolution> {
  let pending = resolutions.get(context);
  if (!pending) {
    pending = resolve(request, context);
    resolutions.set(context, pending);
  }
  return pending;
}

/**
 * The storefront of this request. Throws the redirects every page shares: to
 * /merchantNotAvailable when the merchant cannot be resolved (that page decides what to clear), to /blocked
 * when it is inactive. Memoized per request (its load context), so every loader may call it.
 */
export async function requireStorefront(request: Request, context: AppLoadContext): Promise<Storefront> {
  const { storefront } = await resolution(request, context);
  if (!storefront.merchant.isActive && new URL(request.url).pathname !== BLOCKED_PATH) {
    throw redirectDocument(BLOCKED_PATH);
  }
  return storefront;
}

/**
 * The storefront of this request (requireStorefront) and the query that keeps the same merchant on
 * another URL of it: `?vendor=<sub>` when the query chose it, '' when the host did.
 */
export async function requireStorefrontAddress(request: Request, context: AppLoadContext): Promise<{ storefront: Storefront; vendorQuery: string }> {
  const storefront = await requireStorefront(request, context);
  return { storefront, vendorQuery: vendorQuery(await resolution(request, context)) };
}

/** Set-Cookie headers the root sends: the merchant id for API calls, the vendor picked by ?vendor=. */
export async function storefrontCookies(request: Request, context: AppLoadContext): Promise<Headers> {
  const { storefront, sub, source } = await resolution(request, context);
  const cookies = parseCookies(request.headers.get('Cookie'));
  const headers = new Headers();
  if (cookies[COOKIE.merchant] !== storefront.merchant.id) {
    headers.append('Set-Cookie', preferenceCookie(COOKIE.merchant, storefront.merchant.id));
  }
  if (source === 'param' && cookies[COOKIE.vendor] !== sub) {
    headers.append('Set-Cookie', preferenceCookie(COOKIE.vendor, sub));
  }
  return headers;
}

/** The root loader's answer for a page with a merchant (and, when known, its signed-in customer and notice). */
export function rootDataFor(storefront: Storefront, account: Pick<RootData, 'user' | 'notice'> = { user: null, notice: null }): RootData {
  const { language } = storefront;
  return { storefront, language, languages: activeLanguages(storefront.settings), user: account.user, notice: account.notice, texts: pageTextsJson(language) };
}

/** The root loader's answer on /merchantNotAvailable: no merchant, the language from the cookie. */
export function rootDataWithoutMerchant(request: Request): RootData {
  const language = resolveLanguage(parseCookies(request.headers.get('Cookie'))[COOKIE.lang], null);
  return { storefront: null, language, languages: [], user: null, notice: null, texts: pageTextsJson(language) };
}
