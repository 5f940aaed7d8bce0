// The storefront inside the Telegram Mini App: recognises the launch and only then loads the Mini App
// code (Telegram's script, sign-in, theme, back button: telegram-mini-app.tsx). Renders nothing, and
// loads nothing more, for ordinary visitors.
import { lazy, Suspense, useEffect, useState } from 'react';
import { telegramLaunch } from '../../lib/telegram.ts';

const TelegramMiniApp = lazy(() => import('./telegram-mini-app.tsx'));

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function TelegramBridge() {
  // Known only in the browser (the launch is in the URL hash and the tab's storage), so the server and
  // the hydrating browser both render nothing here.
  const [inTelegram, setInTelegram] = useState(false);
  useEffect(() => {
    if (telegramLaunch(window.location, sessionStore())) setInTelegram(true);
  }, []);
  if (!inTelegram) return null;
  return (
    <Suspense fallback={null}>
      <TelegramMiniApp />
    </Suspense>
  );
}
