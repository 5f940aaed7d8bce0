// Telegram's own back button in the Mini App header: shown on every page but the home page, and it
// goes back in the tab's history (or home when the page was opened directly).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TelegramWebApp } from '../../lib/telegram.client.ts';

export function showsBackButton(pathname: string): boolean {
  return pathname !== '/' && pathname !== '';
}

/** React Router numbers the tab's history entries (`idx`); the first entry has nothing to go back to. */
export function backTarget(historyState: unknown): -1 | '/' {
  const idx = historyState && typeof historyState === 'object' ? (historyState as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && idx > 0 ? -1 : '/';
}

export function useTelegramBackButton(webApp: TelegramWebApp | null): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!webApp) return;
    if (showsBackButton(pathname)) webApp.BackButton.show();
    else webApp.BackButton.hide();
  }, [webApp, pathname]);

  useEffect(() => {
    if (!webApp) return;
    const goBack = () => {
      const target = backTarget(window.history.state);
      void (target === -1 ? navigate(-1) : navigate(target));
    };
    webApp.BackButton.onClick(goBack);
    return () => {
      webApp.BackButton.offClick(goBack);
    };
  }, [webApp, navigate]);
}
