// The storefront's main layout: header, content, footer and (on phones) the bottom tab bar.
import { Outlet } from 'react-router';
import { DeviceAddressSync } from '../../features/addresses/device-address-sync.tsx';
import { RouteErrorPage } from '../../ui/error-page.tsx';
import type { Route } from './+types/default-layout';
import { SiteChrome } from './site-chrome.tsx';

export default function DefaultLayout() {
  return (
    <SiteChrome>
      <Outlet />
      <DeviceAddressSync />
    </SiteChrome>
  );
}

/** Errors of the pages inside keep the header and tab bar, so the customer can go on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <RouteErrorPage error={error} />
    </SiteChrome>
  );
}
