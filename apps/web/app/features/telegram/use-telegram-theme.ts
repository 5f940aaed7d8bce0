// Keeps the page in Telegram's colours: applied when the Mini App starts and again on themeChanged.
import { useEffect } from 'react';
import type { ThemeColors } from '../../lib/theme.ts';
import type { TelegramWebApp } from '../../lib/telegram.client.ts';
import { applyTelegramTheme, telegramTheme, type TelegramThemeParams } from './telegram-theme.ts';

export function useTelegramTheme(webApp: TelegramWebApp | null, brand: ThemeColors): void {
  const { brand: brandColor, brandContrast, brandInk } = brand;

  useEffect(() => {
    if (!webApp) return;
    const colors = { brand: brandColor, brandContrast, brandInk };
    let applied = applyTelegramTheme(document.documentElement, telegramTheme(webApp.themeParams as TelegramThemeParams, webApp.colorScheme, colors));
    // Telegram paints the area around the page (overscroll) itself: in the page's canvas colour.
    const matchBackground = () => {
      try {
        if (webApp.themeParams?.secondary_bg_color && webApp.isVersionAtLeast('6.1')) webApp.setBackgroundColor('secondary_bg_color');
      } catch {
        // Older clients: their default background is fine.
      }
    };
    matchBackground();
    const onThemeChanged = () => {
      applied.restore();
      applied = applyTelegramTheme(document.documentElement, telegramTheme(webApp.themeParams as TelegramThemeParams, webApp.colorScheme, colors));
      matchBackground();
    };
    webApp.onEvent('themeChanged', onThemeChanged);
    return () => {
      webApp.offEvent('themeChanged', onThemeChanged);
      applied.restore();
    };
  }, [webApp, brandColor, brandContrast, brandInk]);
}
