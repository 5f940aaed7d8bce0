// The storefront's main layout: header, content, footer and (on phones) the bottom tab bar.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ProductOverlayHost } from '../../features/catalogue/product-overlay-host.tsx';
import { FavouritesSync } from '../../features/favourites/favourites-sync.tsx';
import { useCurrentUser, useStorefront } from '../../lib/storefront.ts';
import { useOnDevice } from '../../lib/use-on-device.ts';
import { RouteErrorPage } from '../../ui/error-page.tsx';
import type { Route } from './+types/default-layout';
import { SiteChrome } from './site-chrome.tsx';

// Only signed-in customers have a profile to push the device's addresses to, so guests (most first
// visits) never load the address code.
const DeviceAddressSync = lazy(() => import('../../features/addresses/device-address-sync.tsx').then((module) => ({ default: module.DeviceAddressSync })));

export default function DefaultLayout() {
  const signedIn = useCurrentUser() !== null;
  const { favouriteActive } = useStorefront().settings;
  // It draws nothing, so it starts after hydration and the server has nothing to wait for.
  const onDevice = useOnDevice();
  return (
    <SiteChrome>
      <Outlet />
      <ProductOverlayHost />
      {favouriteActive && onDevice ? <FavouritesSync /> : null}
      {signedIn && onDevice ? (
        <Suspense fallback={null}>
          <DeviceAddressSync />
        </Suspense>
      ) : null}
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
