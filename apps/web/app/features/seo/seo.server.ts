// What crawlers and an installing phone read of a merchant's storefront, per host: robots.txt,
// sitemap.xml (the pages the storefront links to, every category and product) and the web app
// manifest (the brand's name, colours and icon, so the storefront installs from a phone's browser).
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import { categoryHref } from '../catalogue/menu-model.ts';
import { FALLBACK_ICON, storefrontIcon } from '../../lib/brand-icon.ts';
import { LANGUAGE_TAG, textDirection } from '../../lib/language.ts';
import { brandName, siteTitle, type Storefront } from '../../lib/storefront.ts';
import { themeColors } from '../../lib/theme.ts';
import { imageUrl } from '../../ui/api-image.tsx';

/** Where a customer's own pages and the flows behind them live: nothing there for a search engine. */
const PRIVATE_PATHS = ['/profile', '/basket', '/checkout', '/login', '/choose-address', '/address', '/console', '/search', '/telegram', '/dine-in'];

/** `path` with the storefront's `?vendor=` query (when the merchant is chosen by the query, not the host). */
export function withVendor(path: string, vendorQuery: string): string {
  if (!vendorQuery) return path;
  return path.includes('?') ? `${path}&${vendorQuery.slice(1)}` : `${path}${vendorQuery}`;
}

export function robotsTxt(origin: string, vendorQuery: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${withVendor('/sitemap.xml', vendorQuery)}`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The storefront's public pages: those its settings switch on, then every category and product of the menu. */
export function sitemapPaths(settings: Storefront['settings'], menu: Overalls): string[] {
  const pages = [
    '/',
    ...(settings.aboutMerchantActive ? ['/about'] : []),
    ...(settings.branchesActive ? ['/branches'] : []),
    ...(settings.vacanciesActive ? ['/vacancy'] : []),
    ...(settings.termsOfUseActive ? ['/offerta'] : []),
    ...(settings.privacyActive ? ['/privacy'] : []),
  ];
  for (const group of menu) {
    for (const category of group.categories) {
      pages.push(categoryHref(category.id));
      for (const product of category.products) pages.push(`/product/${encodeURIComponent(product.id)}`);
    }
  }
  return [...new Set(pages)];
}

export function sitemapXml(origin: string, vendorQuery: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${withVendor(path, vendorQuery)}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** The page background of the storefront's light and dark looks (app.css --canvas): the splash screen's colour. */
const CANVAS = { light: '#f4f4f5', dark: '#121416' };

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** The manifest in the storefront's language (`storefront.language`). */
export function webManifest(storefront: Storefront, vendorQuery: string): WebManifest {
  const { language } = storefront;
  const icon = storefrontIcon(storefront);
  const startUrl = withVendor('/', vendorQuery);
  return {
    id: startUrl,
    name: siteTitle(storefront, language),
    short_name: brandName(storefront, language),
    lang: LANGUAGE_TAG[language],
    dir: textDirection(language),
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    theme_color: themeColors(storefront.settings).brand,
    background_color: storefront.settings.isDark ? CANVAS.dark : CANVAS.light,
    icons: icon
      ? [192, 512].flatMap((side) =>
          ['any', 'maskable'].map((purpose) => ({ src: imageUrl(icon, side, side, { format: 'png' }), sizes: `${side}x${side}`, type: 'image/png', purpose })),
        )
      : [{ src: FALLBACK_ICON, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
