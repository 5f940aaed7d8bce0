// The merchant's icon as the storefront shows it (tab, home screen, installed app), and the plate shown
// for a merchant without one.
import type { Storefront } from './storefront.ts';

// A plate on the default yellow: without any icon link browsers would ask for /favicon.ico.
export const FALLBACK_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#FCE000"/><path d="M5 15h22a11 11 0 0 1-22 0Z" fill="#1A1A1A"/></svg>',
  );

/** The merchant's favicon, else its logo (from the settings, then the merchant), or null. */
export function storefrontIcon(storefront: Pick<Storefront, 'merchant' | 'settings'> | null): string | null {
  if (!storefront) return null;
  return storefront.settings.favicon ?? storefront.settings.logo ?? storefront.merchant.logo ?? null;
}
