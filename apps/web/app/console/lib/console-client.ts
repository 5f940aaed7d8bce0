// The console's browser side of the API: typed errors, JSON writes with the session's CSRF token and the
// merchant header, the session from the layout's loader, and a mutation hook that reloads the page's data.
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import type { ConsoleMe } from '@dastarkhan/domain/contracts/console';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import type { ConsoleLanguage } from './console-i18n.ts';
import { CONSOLE_API_PREFIX, CONSOLE_LAYOUT_ROUTE_ID, consoleLoginPath } from './console-paths.ts';

const EMPTY_TEXT: LocalizedText = { uz: '', ru: '', eng: '' };

/** One failing field of a VALIDATION_ERROR (`details.fields`). */
export interface InvalidField {
  field: string;
  message: string;
}

/** A failed console API call: HTTP status (0 = no answer), the API's code, its text in uz/ru/eng and details. */
export class ConsoleApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly description: LocalizedText;
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, code: string, description: LocalizedText = EMPTY_TEXT, details?: Record<string, unknown>) {
    super(`Console API ${status} ${code}${description.eng ? `: ${description.eng}` : ''}`);
    this.name = 'ConsoleApiError';
    this.status = status;
    this.code = code;
    this.description = description;
    this.details = details;
  }

  /** The failing fields of a VALIDATION_ERROR (empty for any other error). */
  get fields(): InvalidField[] {
    return invalidFieldsOf(this.details);
  }
}

/** `details.fields` of a VALIDATION_ERROR as [{field, message}] (entries may carry `path` instead of `field`). */
export function invalidFieldsOf(details: Record<string, unknown> | null | undefined): InvalidField[] {
  const fields = details?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, path, message } = entry as { field?: unknown; path?: unknown; message?: unknown };
    const name = typeof field === 'string' ? field : typeof path === 'string' ? path : Array.isArray(path) ? path.join('.') : '';
    return [{ field: name, message: typeof message === 'string' ? message : '' }];
  });
}

export function isConsoleApiError(error: unknown): error is ConsoleApiError {
  return error instanceof ConsoleApiError;
}

export interface ConsoleFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** The session's CSRF token (ConsoleMe.csrfToken); every write needs it. */
  csrfToken?: string;
  /** Sent as the `merchant` header. */
  merchantId?: string;
  /** Sent as the `language` header (the API's `message` follows it; `description` has every language). */
  language?: ConsoleLanguage;
  signal?: AbortSignal;
}

async function errorOf(response: Response): Promise<ConsoleApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; description?: unknown; details?: unknown } } | null;
  const error = body?.error;
  if (error && typeof error.code === 'string') {
    const description = { ...EMPTY_TEXT, ...(typeof error.description === 'object' && error.description ? (error.description as Partial<LocalizedText>) : {}) };
    const details = typeof error.details === 'object' && error.details ? (error.details as Record<string, unknown>) : undefined;
    return new ConsoleApiError(response.status, error.code, description, details);
  }
  return new ConsoleApiError(response.status, `HTTP_${response.status}`);
}

/**
 * Calls `/api/console/v1${path}` from the browser with the session cookie and answers the JSON body (null
 * for an empty answer). Non-2xx throws ConsoleApiError; no answer at all throws one with status 0.
 */
export async function consoleFetch<T>(path: string, options: ConsoleFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, csrfToken, merchantId, language, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  if (merchantId) headers.merchant = merchantId;
  if (language) headers.language = language;
  let response: Response;
  try {
    response = await fetch(`${CONSOLE_API_PREFIX}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ConsoleApiError(0, 'NETWORK_ERROR');
    error.cause = cause;
    throw error;
  }
  if (!response.ok) throw await errorOf(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** What the `console-layout` route's loader answers. */
export interface ConsoleLayoutData {
  me: ConsoleMe;
  language: ConsoleLanguage;
}

/** The layout's data, or undefined outside the console layout (the sign-in page). */
export function useOptionalConsoleLayoutData(): ConsoleLayoutData | undefined {
  return useRouteLoaderData(CONSOLE_LAYOUT_ROUTE_ID) as ConsoleLayoutData | undefined;
}

/** The signed-in staff member, permissions, CSRF token and merchant (inside the console layout only). */
export function useConsoleSession(): ConsoleMe {
  const layout = useOptionalConsoleLayoutData();
  if (!layout) throw new Error('useConsoleSession() is only available inside the console layout');
  return layout.me;
}

export interface MutateOptions {
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Reload the page's loaders after success (default true). */
  revalidate?: boolean;
}

export interface ConsoleMutation {
  /** Sends the write; answers the body, or null on failure (the error is then in `error`). */
  mutate<T>(path: string, options?: MutateOptions): Promise<T | null>;
  pending: boolean;
  error: ConsoleApiError | null;
  reset(): void;
}

/**
 * A console write from a page: JSON with the session's CSRF token and merchant header, the page's loaders
 * reloaded after success, the error kept for an ErrorBanner on failure. A session that ended on the way
 * goes to the sign-in page and comes back here.
 */
export function useConsoleMutation(): ConsoleMutation {
  const me = useConsoleSession();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const layout = useOptionalConsoleLayoutData();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  // Several writes may overlap (two taps); `pending` follows the last one.
  const latest = useRef(0);

  const mutate = useCallback(
    async <T>(path: string, options: MutateOptions = {}): Promise<T | null> => {
      const call = ++latest.current;
      setPending(true);
      setError(null);
      try {
        const result = await consoleFetch<T>(path, {
          method: options.method ?? 'POST',
          body: options.body,
          csrfToken: me.csrfToken,
          merchantId: me.merchant.id,
          language: layout?.language,
        });
        if (options.revalidate !== false) await revalidator.revalidate();
        return result;
      } catch (caught) {
        const failure = caught instanceof ConsoleApiError ? caught : new ConsoleApiError(0, 'NETWORK_ERROR');
        if (failure.status === 401) {
          void navigate(consoleLoginPath(location.pathname + location.search));
          return null;
        }
        if (call === latest.current) setError(failure);
        return null;
      } finally {
        if (call === latest.current) setPending(false);
      }
    },
    [me.csrfToken, me.merchant.id, layout?.language, revalidator, navigate, location.pathname, location.search],
  );

  const reset = useCallback(() => setError(null), []);
  return { mutate, pending, error, reset };
}
