// Calls from loaders to our API (in process or over the network, see load-context.ts), with the
// tenant header and the API's error shape turned into a typed error.
import type { AppLoadContext } from 'react-router';
import { ApiErrorSchema, MERCHANT_HEADER } from '@dastarkhan/domain/contracts/errors';
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly description: LocalizedText;
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, code: string, description: LocalizedText, details?: Record<string, unknown>) {
    super(`API ${status} ${code}${description.eng ? `: ${description.eng}` : ''}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.description = description;
    this.details = details;
  }
}

export interface ApiOptions {
  /** Sent as the `merchant` header: every call but the merchant lookup needs it. */
  merchantId?: string;
  headers?: HeadersInit;
}

const EMPTY_TEXT: LocalizedText = { uz: '', ru: '', eng: '' };

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, description, details } = parsed.data.error;
    return new ApiRequestError(response.status, code, description, details);
  }
  return new ApiRequestError(response.status, `HTTP_${response.status}`, EMPTY_TEXT);
}

/**
 * Sends a request to `path` (`/api/...`) with the tenant and client headers and answers the raw response,
 * whatever its status (for bodies that are not JSON, such as an event stream).
 */
export async function apiResponse(context: AppLoadContext, path: string, init: RequestInit & ApiOptions): Promise<Response> {
  const { merchantId, headers: extraHeaders, ...rest } = init;
  const headers = new Headers(extraHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (merchantId) headers.set(MERCHANT_HEADER, merchantId);
  // The API trusts this from us (a loopback or private peer) and limits sign-in attempts per customer address.
  if (context.clientIp && !headers.has('X-Forwarded-For')) headers.set('X-Forwarded-For', context.clientIp);
  try {
    return await context.apiFetch(path, { ...rest, headers });
  } catch (cause) {
    const error = new ApiRequestError(503, 'API_UNREACHABLE', EMPTY_TEXT);
    error.cause = cause;
    throw error;
  }
}

/** Sends a request to `path` (`/api/...`) and returns the parsed JSON body; non-2xx throws ApiRequestError. */
export async function apiRequest<T>(context: AppLoadContext, path: string, init: RequestInit & ApiOptions = {}): Promise<T> {
  const response = await apiResponse(context, path, init);
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A conditional GET: with the ETag of a copy the caller keeps, answers null when the API says it is
 * still current (304), else the new body and its ETag. Non-2xx otherwise throws ApiRequestError.
 */
export async function apiGetIfChanged<T>(
  context: AppLoadContext,
  path: string,
  options: ApiOptions & { etag?: string | null } = {},
): Promise<{ body: T; etag: string | null } | null> {
  const { etag, ...rest } = options;
  const headers = new Headers(rest.headers);
  if (etag) headers.set('If-None-Match', etag);
  const response = await apiResponse(context, path, { ...rest, headers, method: 'GET' });
  if (response.status === 304 && etag) {
    void response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.ok) throw await errorFrom(response);
  return { body: (await response.json()) as T, etag: response.headers.get('ETag') };
}

export function apiGet<T>(context: AppLoadContext, path: string, options: ApiOptions = {}): Promise<T> {
  return apiRequest<T>(context, path, { ...options, method: 'GET' });
}

export function isApiNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
