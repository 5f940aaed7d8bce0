// Paths of the console shared by its server and browser code: the API prefix, the sign-in page and the
// `next` page a sign-in returns to (only a console page of this site, never an address an attacker picks).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const CONSOLE_API_PREFIX = '/api/console/v1';
export const CONSOLE_LOGIN_PATH = '/console/login';
export const CONSOLE_LAYOUT_ROUTE_ID = 'console-layout';

/** What a loader throws (status 403) when the role lacks the page's permission. */
export interface ConsoleForbiddenData {
  code: string;
  description: LocalizedText;
  details: Record<string, unknown> | null;
}

const ORIGIN = 'http://console.invalid';

/**
 * `next` when it is a console page of this site (`/console`, `/console/...`), else null. Refuses other
 * origins, protocol-relative (`//evil`) and backslash tricks (`/\evil`), and the sign-in page itself.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // Control characters (a tab or newline inside `//`) are stripped by URL parsers: refuse them outright.
  for (const char of next) if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname !== '/console' && !url.pathname.startsWith('/console/')) return null;
  if (url.pathname === CONSOLE_LOGIN_PATH || url.pathname.startsWith(`${CONSOLE_LOGIN_PATH}/`)) return null;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page, asked to return to `next` afterwards (when it is a console page). */
export function consoleLoginPath(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `${CONSOLE_LOGIN_PATH}?next=${encodeURIComponent(safe)}` : CONSOLE_LOGIN_PATH;
}
