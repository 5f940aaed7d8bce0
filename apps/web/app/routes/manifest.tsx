// Resource route: the web app manifest of the merchant's storefront (name, colours, icons), so a
// phone's browser offers to install it.
import type { Route } from './+types/manifest';
import { webManifest } from '../features/seo/seo.server.ts';
import { requireStorefrontAddress } from '../lib/storefront.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storefront, vendorQuery } = await requireStorefrontAddress(request, context);
  return new Response(JSON.stringify(webManifest(storefront, vendorQuery)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600', Vary: 'Cookie' },
  });
}
