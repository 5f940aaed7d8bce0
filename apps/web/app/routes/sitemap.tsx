// Resource route: /sitemap.xml of the merchant's host: its public pages, categories and products.
import type { Route } from './+types/sitemap';
import { loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { sitemapPaths, sitemapXml } from '../features/seo/seo.server.ts';
import { requireStorefrontAddress } from '../lib/storefront.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ storefront, vendorQuery }, { overalls }] = await Promise.all([requireStorefrontAddress(request, context), loadCatalogue(request, context)]);
  const xml = sitemapXml(new URL(request.url).origin, vendorQuery, sitemapPaths(storefront.settings, overalls));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', Vary: 'Cookie' } });
}
