// Header, content and footer of the storefront, plus the phone's tab bar: the default layout's frame,
// also used by the root error page when the merchant is known.
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalStorefront } from '../../lib/storefront.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TabBar } from './tab-bar.tsx';

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[70] rounded-xl bg-ink px-4 py-2 text-surface focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      {t('app.skipToContent')}
    </a>
  );
}

/** Without the tab bar (isNavigationViewEnabled off) what sat above it (sticky buttons, toasts) sits on the screen's edge. */
const NO_TAB_BAR = { '--app-tabbar-height': 'env(safe-area-inset-bottom)' } as CSSProperties;

export function SiteChrome({ children }: { children: ReactNode }) {
  const tabBar = useOptionalStorefront()?.settings.isNavigationViewEnabled ?? true;
  return (
    <div className="flex min-h-dvh flex-col pb-tabbar md:pb-0" style={tabBar ? undefined : NO_TAB_BAR}>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-8 outline-none">
        {children}
      </main>
      <SiteFooter />
      {tabBar ? <TabBar /> : null}
    </div>
  );
}
