// Reading and writing the storefront's cookies, the same way on the server (headers) and in the browser.

/** Cookies the storefront sets (storefront-core §7, §9). */
export const COOKIE = {
  /** Interface language chosen by the customer or by a `/ru/...` link. */
  lang: 'lang',
  /** The `1`/`2` segment of a `/ru/1/...` link. */
  page: 'page',
  /** Merchant sub picked with `?vendor=` on a bare host, so plain links stay in that shop. */
  vendor: 'vendor',
  /** Id of the current merchant, sent as the `merchant` header on API calls. */
  merchant: 'merchant',
} as const;

/** Preferences kept for a year (spec: 365 days, SameSite=Lax, path /). */
export const PREFERENCE_MAX_AGE = 365 * 24 * 60 * 60;

export interface CookieOptions {
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  httpOnly?: boolean;
  secure?: boolean;
}

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || name in cookies) continue;
    const raw = pair.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function readCookie(request: Request, name: string): string | null {
  return parseCookies(request.headers.get('Cookie'))[name] ?? null;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  parts.push(`Path=${options.path ?? '/'}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A year-long, path-wide, SameSite=Lax cookie. */
export function preferenceCookie(name: string, value: string): string {
  return serializeCookie(name, value, { maxAge: PREFERENCE_MAX_AGE, path: '/', sameSite: 'Lax' });
}

export function expireCookie(name: string): string {
  return `${name}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/** Set-Cookie headers that expire every cookie the request carried. */
export function expireAllCookies(request: Request): Headers {
  const headers = new Headers();
  for (const name of Object.keys(parseCookies(request.headers.get('Cookie')))) {
    headers.append('Set-Cookie', expireCookie(name));
  }
  return headers;
}

/** Browser only: writes a preference cookie with the same attributes the server uses. */
export function writeClientPreferenceCookie(name: string, value: string): void {
  document.cookie = preferenceCookie(name, value);
}

/** Browser only: expires every cookie the page can see, on this path and the root path. */
export function clearClientCookies(): void {
  for (const name of Object.keys(parseCookies(document.cookie))) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    document.cookie = `${name}=; Max-Age=0`;
  }
}
