// The pages' Content-Security-Policy: scripts only from this site or carrying the page's nonce, framing
// only by the site itself and Telegram's web clients (the Mini App runs there in an iframe).
import { createContext, useContext } from 'react';

/** Telegram's web clients, which show a Mini App in an iframe (the apps use a web view, not a frame). */
export const TELEGRAM_WEB_ORIGINS = ['https://web.telegram.org', 'https://webk.telegram.org', 'https://webz.telegram.org'] as const;

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // React Router's inline scripts (hydration data, module loader, scroll restoration) carry the nonce.
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes: the brand colours on <html>, Leaflet's positioning.
    "style-src 'self' 'unsafe-inline'",
    // Map tiles (MAP_TILE_URL) and merchants' images may come from any https host.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${TELEGRAM_WEB_ORIGINS.join(' ')}`,
  ].join('; ');
}

/** The nonce of the page being rendered on the server; empty in the browser (browsers hide it anyway). */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
