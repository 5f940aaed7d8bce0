// The "auth" layout: a calm, centred card (sign-in, blocked and unavailable merchant pages).
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { RouteErrorPage } from '../../ui/error-page.tsx';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import type { Route } from './+types/auth-layout';
import { MAIN_ID, SkipLink } from './site-chrome.tsx';

function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <SkipLink />
      <header className="mx-auto flex h-16 w-full max-w-xl items-center justify-between gap-3 px-4">
        <BrandMark eager />
        <LanguageSwitcher className="ms-auto" />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-4 pt-4 pb-16 outline-none">
        <div className="rounded-3xl bg-surface p-2 shadow-sm ring-1 ring-line sm:p-6">{children}</div>
      </main>
    </div>
  );
}

export default function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AuthFrame>
      <RouteErrorPage error={error} />
    </AuthFrame>
  );
}
