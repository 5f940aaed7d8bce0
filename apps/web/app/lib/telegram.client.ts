// Loads Telegram's WebApp script (bundled from the npm package @twa-dev/sdk, never fetched from
// telegram.org) on demand: it touches `window` when imported, and ordinary visitors never need it.
import type WebAppInstance from '@twa-dev/sdk';

export type TelegramWebApp = typeof WebAppInstance;

let loading: Promise<TelegramWebApp> | null = null;

export function loadTelegramWebApp(): Promise<TelegramWebApp> {
  loading ??= import('@twa-dev/sdk')
    .then((module) => {
      // The package is CommonJS; however the bundler wraps it, the script also publishes window.Telegram.WebApp.
      const fromModule = (module as { default?: TelegramWebApp }).default;
      const webApp = fromModule && typeof fromModule.ready === 'function' ? fromModule : (window as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp;
      if (!webApp) throw new Error('Telegram WebApp script did not load');
      return webApp;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
