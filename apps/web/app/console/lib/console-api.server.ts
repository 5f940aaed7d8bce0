// The console's loaders call the API's /api/console/v1 routes with the browser's session cookie; a
// signed-out session goes to the sign-in page, a role without the permission gets the layout's 403 page.
import { data, redirect, type AppLoadContext } from 'react-router';
import type { ConsoleMe } from '@dastarkhan/domain/contracts/console';
import { ApiRequestError, apiResponse } from '../../lib/api.server.ts';
import { COOKIE, parseCookies } from '../../lib/cookies.ts';
import { CONSOLE_API_PREFIX, consoleLoginPath, type ConsoleForbiddenData } from './console-paths.ts';

const EMPTY_TEXT = { uz: '', ru: '', eng: '' };

/**
 * The merchant the storefront resolved for this host (the root loader keeps it in the `merchant` cookie).
 * The API checks it against the session's merchant: a session of another brand (a bare host switched
 * with ?vendor=) is then refused rather than shown under this brand's name.
 */
function merchantOf(request: Request): string | undefined {
  const url = new URL(request.url);
  // ?vendor= switches the merchant in this very response: the cookie still names the previous one.
  if (url.searchParams.has('vendor')) return undefined;
  return parseCookies(request.headers.get('Cookie'))[COOKIE.merchant] || undefined;
}

async function errorOf(response: Response): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; description?: unknown; details?: unknown } } | null;
  const error = body?.error;
  if (error && typeof error.code === 'string') {
    const description = { ...EMPTY_TEXT, ...(typeof error.description === 'object' && error.description ? error.description : {}) };
    const details = typeof error.details === 'object' && error.details ? (error.details as Record<string, unknown>) : undefined;
    return new ApiRequestError(response.status, error.code, description, details);
  }
  return new ApiRequestError(response.status, `HTTP_${response.status}`, EMPTY_TEXT);
}

/** The page to come back to after signing in: the browser's path and query (never the API's). */
function pageOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * Sends `init` to `/api/console/v1${path}` as the browser's session and answers the JSON body. 401 (and a
 * session of another brand) → redirect to the sign-in page with `next`; 403 → a 403 response for the
 * layout's error boundary; any other non-2xx → the ApiRequestError (status, code, localized description).
 */
export async function consoleRequest<T>(request: Request, context: AppLoadContext, path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const cookie = request.headers.get('Cookie');
  if (cookie) headers.set('Cookie', cookie);
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await apiResponse(context, `${CONSOLE_API_PREFIX}${path}`, { ...init, headers, merchantId: merchantOf(request) });
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }
  const error = await errorOf(response);
  if (error.status === 401 || error.code === 'CONSOLE_WRONG_MERCHANT') throw redirect(consoleLoginPath(pageOf(request)));
  if (error.status === 403) {
    throw data<ConsoleForbiddenData>({ code: error.code, description: error.description, details: error.details ?? null }, { status: 403 });
  }
  throw error;
}

/** A loader's GET of `/api/console/v1${path}` (see consoleRequest for what errors become). */
export function consoleLoad<T>(request: Request, context: AppLoadContext, path: string): Promise<T> {
  return consoleRequest<T>(request, context, path, { method: 'GET' });
}

/** The signed-in staff member, their permissions, CSRF token and merchant; signed out → the sign-in page. */
export function consoleSession(request: Request, context: AppLoadContext): Promise<ConsoleMe> {
  return consoleLoad<ConsoleMe>(request, context, '/auth/me');
}

/** The session when signed in, else null (the sign-in page asks, to send a signed-in visitor on). */
export async function optionalConsoleSession(request: Request, context: AppLoadContext): Promise<ConsoleMe | null> {
  try {
    return await consoleSession(request, context);
  } catch (error) {
    if (error instanceof Response || error instanceof ApiRequestError || isDataWithStatus(error)) return null;
    throw error;
  }
}

function isDataWithStatus(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && (error as { type?: unknown }).type === 'DataWithResponseInit';
}
