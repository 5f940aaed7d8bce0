// The storefront inside the Telegram Mini App, once TelegramBridge has recognised the launch: loads
// Telegram's script, signs the customer in, and follows Telegram's theme and back button. Loaded as
// its own chunk, only inside Telegram.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useRootData } from '../../lib/storefront.ts';
import { loadTelegramWebApp, type TelegramWebApp } from '../../lib/telegram.client.ts';
import { DEFAULT_LOOK, themeColors } from '../../lib/theme.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { telegramMessages, type TelegramMessages } from './locales.ts';
import { useTelegramBackButton } from './use-telegram-back-button.ts';
import { useTelegramSignIn, type TelegramNotice } from './use-telegram-sign-in.ts';
import { useTelegramTheme } from './use-telegram-theme.ts';

/** Telegram's WebApp, once its script has started (null until then). */
function useTelegramWebApp(): TelegramWebApp | null {
  const [webApp, setWebApp] = useState<TelegramWebApp | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadTelegramWebApp()
      .then((app) => {
        if (cancelled) return;
        app.ready();
        app.expand();
        setWebApp(app);
      })
      .catch((error: unknown) => console.error('[telegram] Could not start the Mini App script:', error));
    return () => {
      cancelled = true;
    };
  }, []);
  return webApp;
}

function noticeText(notice: TelegramNotice, t: TelegramMessages): string {
  switch (notice.kind) {
    case 'sign-in-failed':
      return notice.expired ? t.signInExpired : t.signInFailed;
    case 'contact-declined':
      return t.contactDeclined;
    case 'contact-unreadable':
      return t.contactUnreadable;
    case 'contact-failed':
      return notice.message ?? t.contactFailed;
  }
}

export default function TelegramMiniApp() {
  const root = useRootData();
  const storefront = root?.storefront ?? null;
  const t = telegramMessages[root?.language ?? 'eng'];
  const webApp = useTelegramWebApp();
  useTelegramTheme(webApp, themeColors(storefront?.settings ?? DEFAULT_LOOK));
  useTelegramBackButton(webApp);
  const { notice, working, shareContact, dismiss } = useTelegramSignIn(webApp, storefront?.merchant.sub ?? null, root?.user ?? null);

  if (!webApp) return null;
  return (
    <>
      <p role="status" className="sr-only">
        {working ? t.signingIn : ''}
      </p>
      {notice ? (
        <section
          data-telegram-notice={notice.kind}
          aria-live="polite"
          className="fixed inset-x-3 bottom-[calc(var(--app-tabbar-height)+0.75rem)] z-40 mx-auto max-w-md rounded-2xl border border-line bg-surface p-4 text-ink shadow-lg md:bottom-4"
        >
          <div className="flex items-start gap-3">
            <p className="flex-1 text-[15px] leading-snug">{noticeText(notice, t)}</p>
            <button type="button" onClick={dismiss} className="-m-1 rounded-full p-1 text-muted hover:text-ink" aria-label={t.dismiss}>
              <CloseIcon className="size-5" />
            </button>
          </div>
          {notice.kind === 'sign-in-failed' && !notice.expired ? (
            <Link to="/login" onClick={dismiss} className={buttonClasses('secondary', 'sm', 'mt-3')}>
              {t.signIn}
            </Link>
          ) : null}
          {notice.kind !== 'sign-in-failed' ? (
            <Button size="sm" className="mt-3" onClick={shareContact}>
              {t.shareContact}
            </Button>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
