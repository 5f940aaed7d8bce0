// Resource route: /robots.txt of the merchant's host, pointing at its sitemap.
import type { Route } from './+types/robots';
import { robotsTxt } from '../features/seo/seo.server.ts';
import { requireStorefrontAddress } from '../lib/storefront.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { vendorQuery } = await requireStorefrontAddress(request, context);
  return new Response(robotsTxt(new URL(request.url).origin, vendorQuery), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', Vary: 'Cookie' },
  });
}
