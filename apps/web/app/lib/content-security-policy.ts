// The pages' Content-Security-Policy: scripts only from this site or carrying the page's nonce, framing
// only by the site itself and Telegram's web clients (the Mini App runs there in an iframe).
import { createContext, useContext } from 'react';

/** Telegram's web clients, which show a Mini App in an iframe (the apps use a web view, not a frame). */
export const TELEGRAM_WEB_ORIGINS = ['https://web.telegram.org', 'https://webk.telegram.org', 'https://webz.telegram.org'] as const;

/** The origin of an endpoint the browser calls (a payment provider's API), or null for a URL that is none. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const sources = (origins: ReadonlyArray<string | null> | undefined): string[] => ["'self'", ...new Set((origins ?? []).filter((origin): origin is string => Boolean(origin)))];

/**
 * The policy of a page. `connect`: origins besides this site the page's scripts may call, such as Payme's
 * Subscribe API, which the saved-card pages send the card number to straight from the browser.
 * `formAction`: where a form may lead besides this site — the providers' payment pages, which the order
 * page's "Pay" form is redirected to (a form sent before the page's scripts run is a plain navigation).
 */
export function contentSecurityPolicy(
  nonce: string,
  options: {
    connect?: ReadonlyArray<string | null>;
    formAction?: ReadonlyArray<string | null>;
    /** Script hosts besides this site: the merchant's analytics trackers (features/analytics/trackers.ts). */
    script?: ReadonlyArray<string | null>;
    /** Frame hosts besides this site: the trackers' frames (amoCRM's chat). */
    frame?: ReadonlyArray<string | null>;
  } = {},
): string {
  const connect = sources(options.connect);
  const script = sources(options.script).slice(1);
  return [
    "default-src 'self'",
    // React Router's inline scripts (hydration data, module loader, scroll restoration) carry the nonce.
    ['script-src', "'self'", `'nonce-${nonce}'`, ...script].join(' '),
    // Inline style attributes: the brand colours on <html>, Leaflet's positioning.
    "style-src 'self' 'unsafe-inline'",
    // Map tiles (MAP_TILE_URL) and merchants' images may come from any https host.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${sources(options.frame).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${sources(options.formAction).join(' ')}`,
    `frame-ancestors 'self' ${TELEGRAM_WEB_ORIGINS.join(' ')}`,
  ].join('; ');
}

/** The nonce of the page being rendered on the server; empty in the browser (browsers hide it anyway). */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
