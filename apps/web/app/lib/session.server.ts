// The customer's session on the server: the bearer token lives in an HttpOnly cookie per brand
// (so switching brand on one host restores that brand's sign-in), the signed-in user is loaded
// once per request, and a token the API refuses ends the session with the stale-session notice.
import { redirect, redirectDocument, type AppLoadContext } from 'react-router';
import type { User } from '@dastarkhan/domain/contracts/account';
import { isNotice, NOTICES, type Notice } from '../features/account/notices.ts';
import { ApiRequestError, apiGet, apiRequest, type ApiOptions } from './api.server.ts';
import { expireCookie, parseCookies, serializeCookie } from './cookies.ts';
import { requireStorefront } from './storefront.server.ts';
import type { Storefront } from './storefront.ts';

/** How long the browser keeps the token cookie; the API's own expiry (AUTH_TOKEN_TTL_DAYS) is the authority. */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** A one-time notice shown on the next page (e.g. after a stale session ended). */
export const NOTICE_COOKIE = 'dk_notice';
// The notice names are shared with the browser (the root shows them), so they live outside this module.
export { NOTICES, type Notice };

/** Cookie names are per brand: on a bare host with `?vendor=` several brands share one cookie jar. */
export function tokenCookieName(sub: string): string {
  return `dk_token_${sub}`;
}

/** Raw Telegram init data of the Mini App session, kept so logout can use the bot variant (spec §4). */
export function telegramCookieName(sub: string): string {
  return `dk_tg_${sub}`;
}

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

export function readSessionToken(request: Request, storefront: Storefront): string | null {
  const token = parseCookies(request.headers.get('Cookie'))[tokenCookieName(storefront.merchant.sub)];
  return token && token.length >= 16 && token.length <= 512 ? token : null;
}

export function readTelegramInitData(request: Request, storefront: Storefront): string | null {
  const initData = parseCookies(request.headers.get('Cookie'))[telegramCookieName(storefront.merchant.sub)];
  return initData && initData.length > 10 ? initData : null;
}

/** Set-Cookie values that start a session (and, inside Telegram, remember the init data). */
export function sessionCookies(request: Request, storefront: Storefront, token: string, telegramInitData?: string | null): string[] {
  const secure = isSecure(request);
  const cookies = [
    serializeCookie(tokenCookieName(storefront.merchant.sub), token, { maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: true, secure, sameSite: 'Lax' }),
  ];
  if (telegramInitData) {
    // Telegram's in-app browser keeps cookies for the Mini App only: a session cookie is enough.
    cookies.push(serializeCookie(telegramCookieName(storefront.merchant.sub), telegramInitData, { httpOnly: true, secure, sameSite: 'Lax' }));
  }
  return cookies;
}

/** Set-Cookie values that end the brand's session. The Telegram init data is kept (spec §4 Logout). */
export function endSessionCookies(storefront: Storefront): string[] {
  return [expireCookie(tokenCookieName(storefront.merchant.sub))];
}

export function noticeCookie(notice: Notice): string {
  return serializeCookie(NOTICE_COOKIE, notice, { maxAge: 60, sameSite: 'Lax' });
}

export function readNotice(request: Request): Notice | null {
  const value = parseCookies(request.headers.get('Cookie'))[NOTICE_COOKIE];
  return isNotice(value) ? value : null;
}

/** Set-Cookie value that drops the notice once a page has shown it. */
export function clearNoticeCookie(): string {
  return expireCookie(NOTICE_COOKIE);
}

/** Merchant and language headers for an API call of this storefront (signed in or not). */
export function storefrontCall(storefront: Storefront, options: ApiOptions = {}): ApiOptions {
  const headers = new Headers(options.headers);
  // The API answers error `message`s in this language.
  headers.set('language', storefront.language);
  return { ...options, merchantId: storefront.merchant.id, headers };
}

/** Bearer and merchant headers for an API call on behalf of the signed-in customer. */
export function authorized(storefront: Storefront, token: string, options: ApiOptions = {}): ApiOptions {
  const call = storefrontCall(storefront, options);
  const headers = new Headers(call.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...call, headers };
}

/** Request options for a JSON body (method + body + content type). */
export function jsonBody(method: 'POST' | 'PUT' | 'DELETE', body?: unknown): RequestInit {
  if (body === undefined) return { method };
  return { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/**
 * The answer to a token the API refused (401): the session ends, the customer lands on the home
 * page and sees "Some things are out of date! Please log in again" (spec §6, §8).
 */
export function staleSessionResponse(storefront: Storefront): Response {
  return endedSessionResponse(storefront, 'session-expired');
}

/**
 * The answer that ends the brand's session and takes the customer to `/` with `notice`. A whole
 * new document loads, so nothing of the signed-in customer stays in the page's memory.
 */
export function endedSessionResponse(storefront: Storefront, notice: Notice): Response {
  const headers = new Headers();
  for (const cookie of endSessionCookies(storefront)) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', noticeCookie(notice));
  return redirectDocument('/', { headers });
}

export function isUnauthorized(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 401;
}

export interface Session {
  storefront: Storefront;
  token: string;
  user: User;
}

/** Calls the API for this storefront without a customer (sign-in): merchant and language headers. */
export function storefrontRequest<T>(context: AppLoadContext, storefront: Storefront, path: string, init: RequestInit = {}): Promise<T> {
  return apiRequest<T>(context, path, { ...init, ...storefrontCall(storefront, { headers: init.headers }) });
}

/**
 * Calls the API as the signed-in customer (`init` may carry a JSON body, see jsonBody). A 401 means
 * the token was revoked or expired behind the page's back: the stale-session redirect is thrown.
 */
export async function sessionRequest<T>(context: AppLoadContext, session: Session, path: string, init: RequestInit = {}): Promise<T> {
  try {
    return await apiRequest<T>(context, path, { ...init, ...authorized(session.storefront, session.token, { headers: init.headers }) });
  } catch (error) {
    if (isUnauthorized(error)) throw staleSessionResponse(session.storefront);
    throw error;
  }
}

const sessions = new WeakMap<Request, Promise<Session | null>>();

async function loadSession(request: Request, context: AppLoadContext): Promise<Session | null> {
  const storefront = await requireStorefront(request, context);
  const token = readSessionToken(request, storefront);
  if (!token) return null;
  try {
    const user = await apiGet<User>(context, '/api/users/v1/users/me', authorized(storefront, token));
    return { storefront, token, user };
  } catch (error) {
    if (isUnauthorized(error)) throw staleSessionResponse(storefront);
    throw error;
  }
}

/**
 * The signed-in customer of this request, or null for a guest. A token the API refuses throws the
 * stale-session redirect. Memoized per Request, so every loader may call it.
 */
export function optionalSession(request: Request, context: AppLoadContext): Promise<Session | null> {
  let pending = sessions.get(request);
  if (!pending) {
    pending = loadSession(request, context);
    sessions.set(request, pending);
  }
  return pending;
}

/**
 * The customer of a page's own background request (a heart, the header's balance): a token the API refuses is
 * a guest here, not the stale-session redirect, whose cookies would spend the notice before the page's next
 * navigation could show it.
 */
export async function backgroundSession(request: Request, context: AppLoadContext): Promise<Session | null> {
  try {
    return await optionalSession(request, context);
  } catch (error) {
    if (error instanceof Response) return null;
    throw error;
  }
}

/**
 * What the root loader tells every page about the account: the signed-in customer (null for a
 * guest) and a pending notice, with the Set-Cookie values that drop the notice once shown. A
 * revoked token throws the stale-session redirect; an API that cannot answer leaves the page
 * usable as a guest's (pages that need the customer fail on their own).
 */
export async function rootAccount(request: Request, context: AppLoadContext): Promise<{ user: User | null; notice: Notice | null; setCookies: string[] }> {
  const notice = readNotice(request);
  let user: User | null = null;
  try {
    user = (await optionalSession(request, context))?.user ?? null;
  } catch (error) {
    if (error instanceof Response) throw error;
  }
  return { user, notice, setCookies: notice ? [clearNoticeCookie()] : [] };
}

/**
 * Revokes the token on the API before the cookie goes: the bot variant inside Telegram (init data
 * present, spec §4), else the ordinary one. Failures are swallowed: the customer is leaving either
 * way, and a token the API already refuses (401) is as good as revoked.
 */
export async function revokeSession(context: AppLoadContext, session: Session, telegramInitData: string | null): Promise<void> {
  const { storefront, token } = session;
  const init = telegramInitData
    ? jsonBody('POST', { initData: telegramInitData, language: storefront.language })
    : jsonBody('POST');
  const path = telegramInitData ? '/api/webbot/v1/users/logout' : '/api/users/v1/users/logout';
  try {
    await apiRequest<void>(context, path, { ...init, ...authorized(storefront, token, { headers: init.headers }) });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
  }
}

/** Where /login sends the customer back to: a path of this site only (no open redirect). */
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * A path of this site to go back to, from untrusted input (`?next=`, `?back=`, form fields); anything
 * else is `fallback`. Browsers drop tabs and newlines inside URLs and read `\\` as `/`, so
 * `/\t/evil.example` would leave the site: control characters are refused outright, and the rest must
 * resolve to this origin. The answer is the normalised, percent-encoded path (safe in a Location header).
 */
export function safeNextPath(raw: string | null | undefined, fallback = '/'): string {
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  if (!raw || !raw.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(raw) || raw.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, SAME_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
  return path;
}

export function loginPath(next: string): string {
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

/** The signed-in customer; a guest is sent to /login and comes back here afterwards (spec §1, §6). */
export async function requireSession(request: Request, context: AppLoadContext): Promise<Session> {
  const session = await optionalSession(request, context);
  if (session) return session;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}
