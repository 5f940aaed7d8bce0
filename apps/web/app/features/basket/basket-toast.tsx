// What floats over the page bottom: the confirmation toast of add-to-basket ("… added to basket"
// with a link to it, or the limit message; it goes away by itself) and, for merchants whose
// basketPosition is FLOATING_OVER_PRODUCT, the basket button over the menu.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useOptionalStorefront } from '../../lib/storefront.ts';
import { useOnDevice } from '../../lib/use-on-device.ts';
import { AlertIcon, BasketIcon, CheckIcon } from '../../ui/icons.tsx';
import { basketNotices, dismissNotice } from './basket-notice.ts';
import { useBasketCount } from './use-basket.ts';

/** Menu lists, where the floating basket button is shown (a product page has its own add bar there). */
function isMenuListPath(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/category') || pathname.startsWith('/search');
}

const SHOWN_MS = 3500;

export function BasketToast() {
  const { t } = useTranslation('basket');
  const notice = useStore(basketNotices, (state) => state.notice);
  const { pathname } = useLocation();
  const settings = useOptionalStorefront()?.settings;
  const floating = settings?.basketPosition === 'FLOATING_OVER_PRODUCT' && settings.cartPageActive && isMenuListPath(pathname);
  // Portalled to <body>: a fixed element inside the blurred header would be positioned by the header.
  const mounted = useOnDevice();
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => dismissNotice(notice.id), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!mounted) return null;

  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--app-tabbar-height)+0.75rem)] z-40 flex flex-col items-center gap-3 px-4 md:bottom-6">
      <div aria-live="polite" className="flex w-full justify-center">
        {notice && (
          <div
            key={notice.id}
            role={notice.kind === 'limit' ? 'alert' : 'status'}
            data-testid="basket-toast"
            className="pointer-events-auto flex max-w-md items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-sm font-medium text-surface shadow-xl"
          >
            {notice.kind === 'added' ? <CheckIcon className="size-5 shrink-0" /> : <AlertIcon className="size-5 shrink-0" />}
            <span className="flex-1">{notice.kind === 'added' ? t('add.added', { name: notice.name }) : t('add.maxQuantity', { max: notice.max })}</span>
            {notice.kind === 'added' && (
              <Link to="/basket" className="shrink-0 font-bold underline underline-offset-2" onClick={() => dismissNotice(notice.id)}>
                {t('add.viewBasket')}
              </Link>
            )}
          </div>
        )}
      </div>
      {floating && <FloatingBasket />}
    </div>,
    document.body,
  );
}

function FloatingBasket() {
  const { t } = useTranslation('basket');
  const { t: common } = useTranslation('common');
  const count = useBasketCount();
  if (count === 0) return null;
  return (
    <Link
      to="/basket"
      data-testid="floating-basket"
      className="pointer-events-auto flex items-center gap-2 self-end rounded-full bg-brand px-5 py-3 text-[15px] font-bold text-brand-contrast shadow-xl ring-2 ring-surface transition hover:brightness-95 active:scale-[0.98] md:self-auto"
    >
      <BasketIcon className="size-5" />
      {common('nav.basket')}
      <span className="grid h-6 min-w-6 place-items-center rounded-full bg-ink px-1.5 text-xs text-surface tabular-nums" aria-hidden="true">
        {count}
      </span>
      <span className="sr-only">{t('badge', { count })}</span>
    </Link>
  );
}
