// Resolves the merchant of a request (host, ?vendor=, cookie, default) and loads what every page needs.
import { redirectDocument, type AppLoadContext } from 'react-router';
import { resolveMerchantSub, type MerchantSubSource } from '@dastarkhan/domain/merchant-host';
import type { City, Merchant } from '@dastarkhan/domain/contracts/merchant';
import { WebSettingsSchema, type WebSettings } from '@dastarkhan/domain/contracts/settings';
import { apiGet } from './api.server.ts';
import { COOKIE, expireAllCookies, parseCookies, preferenceCookie } from './cookies.ts';
import { activeLanguages, resolveLanguage } from './language.ts';
import type { RootData, Storefront } from './storefront.ts';

export const MERCHANT_NOT_AVAILABLE_PATH = '/merchantNotAvailable';
export const BLOCKED_PATH = '/blocked';

interface Resolution {
  storefront: Storefront;
  sub: string;
  source: MerchantSubSource;
}

// Every loader of one request asks for the storefront; the lookups run once per Request.
const resolutions = new WeakMap<Request, Promise<Resolution>>();

// Both redirects load a whole new document: the page must not keep showing the previous
// merchant's data from the client's cache (the root does not reload on every navigation).
function merchantNotAvailable(request: Request): Response {
  return redirectDocument(MERCHANT_NOT_AVAILABLE_PATH, { headers: expireAllCookies(request) });
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

async function resolve(request: Request, context: AppLoadContext): Promise<Resolution> {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('Cookie'));
  const { sub, source } = resolveMerchantSub({
    host: url.host,
    vendorParam: url.searchParams.get('vendor'),
    vendorCookie: cookies[COOKIE.vendor],
    defaultMerchant: context.config.defaultMerchant,
    baseDomain: context.config.baseDomain,
  });

  let merchant: Merchant;
  try {
    merchant = await apiGet<Merchant>(context, `/api/users/v1/merchants/sub/${encodeURIComponent(sub)}`);
  } catch {
    // Unknown merchant or a failed lookup: the spec clears everything and shows the "not available" page.
    throw merchantNotAvailable(request);
  }
  if (!merchant?.id) throw merchantNotAvailable(request);

  const [settings, cities] = await Promise.all([loadSettings(context, merchant.id), loadCities(context, merchant.id)]);
  const language = resolveLanguage(cookies[COOKIE.lang], settings);
  return { storefront: { merchant, settings, cities, language }, sub, source };
}

function resolution(request: Request, context: AppLoadContext): Promise<Resolution> {
  let pending = resolutions.get(request);
  if (!pending) {
    pending = resolve(request, context);
    resolutions.set(request, pending);
  }
  return pending;
}

/**
 * The storefront of this request. Throws the redirects every page shares: to
 * /merchantNotAvailable (expiring every cookie) when the merchant cannot be resolved, to /blocked
 * when it is inactive. Memoized per Request, so every loader may call it.
 */
export async function requireStorefront(request: Request, context: AppLoadContext): Promise<Storefront> {
  const { storefront } = await resolution(request, context);
  if (!storefront.merchant.isActive && new URL(request.url).pathname !== BLOCKED_PATH) {
    throw redirectDocument(BLOCKED_PATH);
  }
  return storefront;
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
  return { storefront, language: storefront.language, languages: activeLanguages(storefront.settings), user: account.user, notice: account.notice };
}

/** The root loader's answer on /merchantNotAvailable: no merchant, the language from the cookie. */
export function rootDataWithoutMerchant(request: Request): RootData {
  const language = resolveLanguage(parseCookies(request.headers.get('Cookie'))[COOKIE.lang], null);
  return { storefront: null, language, languages: [], user: null, notice: null };
}
