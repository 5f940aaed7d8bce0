// The "map" layout: a full-height screen under a slim brand bar (pickers, tracking). Pages bring
// their own back control (PageHeader) and may go edge to edge with negative margins.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { RouteErrorPage } from '../../ui/error-page.tsx';
import type { Route } from './+types/map-layout';
import { MAIN_ID, SkipLink } from './site-chrome.tsx';

function MapFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-canvas">
      <SkipLink />
      <header className="z-10 flex h-14 shrink-0 items-center gap-2 border-b border-line bg-surface px-4">
        <BrandMark size={32} eager />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="relative min-h-0 flex-1 overflow-y-auto px-4 pt-2 outline-none">
        {children}
      </main>
    </div>
  );
}

export default function MapLayout() {
  return (
    <MapFrame>
      <Outlet />
    </MapFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MapFrame>
      <RouteErrorPage error={error} />
    </MapFrame>
  );
}
