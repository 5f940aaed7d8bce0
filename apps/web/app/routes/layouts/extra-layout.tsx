// The "extra" layout of the spec: brand pages without the shop's tab bar.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { RouteErrorPage } from '../../ui/error-page.tsx';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import type { Route } from './+types/extra-layout';
import { MAIN_ID, SkipLink } from './site-chrome.tsx';
import { SiteFooter } from './site-footer.tsx';

function ExtraFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-3 px-4">
          <BrandMark eager />
          <LanguageSwitcher />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function ExtraLayout() {
  return (
    <ExtraFrame>
      <Outlet />
    </ExtraFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ExtraFrame>
      <RouteErrorPage error={error} />
    </ExtraFrame>
  );
}
