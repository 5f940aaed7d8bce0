// What search engines and link previews read of a merchant's menu pages besides the text: absolute
// page and picture addresses for Open Graph, and schema.org JSON-LD — the merchant as a Restaurant (a
// Store for a GOODS merchant) with its main branch's address, hours and its menu, and one product.
import type { AppLoadContext } from 'react-router';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import type { Category, Overalls, Product } from '@dastarkhan/domain/contracts/catalogue';
import { WEEK_DAYS, type ServiceType } from '@dastarkhan/domain/enums';
import { pickLocalized, type Language } from '@dastarkhan/domain/i18n';
import { dayHours } from '@dastarkhan/domain/work-hours';
import { apiGet } from '../../lib/api.server.ts';
import { brandName, type Storefront } from '../../lib/storefront.ts';
import { requireStorefrontAddress } from '../../lib/storefront.server.ts';
import { imageUrl } from '../../ui/api-image.tsx';
import type { JsonLd, SeoImage } from '../catalogue/page-meta.ts';
import { categoryHref, priceView } from '../catalogue/menu-model.ts';
import { withVendor } from './seo.server.ts';

/**
 * The menu in the home page's JSON-LD stops after this many products, each with a short description:
 * the JSON-LD is in the page twice (the tag, and the loader data the page hydrates with), and a big
 * store's whole catalogue would make every home page hundreds of KB heavier. The sitemap lists every
 * product, and each product page carries its own full JSON-LD.
 */
export const JSON_LD_MENU_ITEMS = 100;
const JSON_LD_DESCRIPTION_LIMIT = 120;

/** Builds absolute addresses of one storefront: its origin as the request reached it and `?vendor=`. */
export interface SiteAddress {
  origin: string;
  vendorQuery: string;
}

export async function siteAddress(request: Request, context: AppLoadContext): Promise<SiteAddress> {
  const { vendorQuery } = await requireStorefrontAddress(request, context);
  return { origin: new URL(request.url).origin, vendorQuery };
}

export function absoluteUrl(site: SiteAddress, path: string): string {
  return `${site.origin}${withVendor(path, site.vendorQuery)}`;
}

/** The brand's logo (settings, then the merchant), or null. */
export function brandLogo(storefront: Pick<Storefront, 'merchant' | 'settings'>): string | null {
  return storefront.settings.logo ?? storefront.merchant.logo ?? null;
}

/**
 * A share picture through the image endpoint, as an absolute URL: photos at 1200×630 (the size link
 * previews show), logos square (a cover crop to 1200×630 would cut them). JPEG/PNG: every crawler
 * decodes them, not all do WebP or AVIF.
 */
export function shareImage(site: SiteAddress, src: string | null, kind: 'photo' | 'logo'): SeoImage | null {
  if (!src) return null;
  const [width, height] = kind === 'photo' ? [1200, 630] : [512, 512];
  const path = imageUrl(src, width, height, { format: kind === 'photo' ? 'jpeg' : 'png' });
  try {
    return { url: new URL(path, site.origin).href, width, height };
  } catch {
    return null;
  }
}

/** The first product picture of the menu, or null. */
export function firstProductImage(overalls: Overalls): string | null {
  for (const group of overalls) {
    for (const category of group.categories) {
      for (const product of category.products) {
        const image = product.image ?? product.gallery[0];
        if (image) return image;
      }
    }
  }
  return null;
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= JSON_LD_DESCRIPTION_LIMIT ? flat : `${flat.slice(0, JSON_LD_DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

/** The merchant's phone in E.164-ish form: its contact phone when shown, else the main branch's. */
function telephone(storefront: Storefront, branch: Branch | null): string | null {
  const { phone } = storefront.settings;
  const fromSettings = phone.active ? phone.url.replace(/^tel:/i, '').trim() : '';
  return fromSettings || branch?.phone?.trim() || null;
}

/** The branch customers know as the restaurant: the main one, else the first active one. */
export function mainBranch(branches: readonly Branch[]): Branch | null {
  const active = branches.filter((branch) => branch.isActive);
  return active.find((branch) => branch.isMain) ?? active[0] ?? null;
}

/** The main branch for the home page's JSON-LD; none when the branch list cannot be had (the page still renders). */
export async function loadMainBranch(context: AppLoadContext, storefront: Storefront): Promise<Branch | null> {
  try {
    return mainBranch(await apiGet<Branch[]>(context, '/api/users/v1/branches', { merchantId: storefront.merchant.id }));
  } catch {
    return null;
  }
}

// The hours a visitor comes by: pick-up's (the counter), else dine-in's, else delivery's.
const HOURS_TYPES: readonly ServiceType[] = ['PICK_UP', 'DINE_IN', 'DELIVERY'];
const SCHEMA_DAY: Record<(typeof WEEK_DAYS)[number], string> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};

/**
 * schema.org openingHoursSpecification of a branch: one entry per distinct interval with the days it
 * applies to. An interval past midnight keeps its closing time earlier than its opening, as schema.org
 * and Google read it. Days off have no entry.
 */
export function openingHours(branch: Pick<Branch, 'workHours'>): JsonLd[] {
  const type = HOURS_TYPES.find((candidate) => branch.workHours.some((hours) => hours.type === candidate));
  if (!type) return [];
  const byInterval = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of WEEK_DAYS) {
    for (const interval of dayHours(branch.workHours, type, day).intervals) {
      const key = `${interval.open}-${interval.close}`;
      const entry = byInterval.get(key) ?? { opens: interval.open, closes: interval.close, days: [] };
      entry.days.push(`https://schema.org/${SCHEMA_DAY[day]}`);
      byInterval.set(key, entry);
    }
  }
  return [...byInterval.values()].map((entry) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: entry.days, opens: entry.opens, closes: entry.closes }));
}

/**
 * The product's offer: its price in so'm as the menu shows it (after the product's discount; the lowest
 * valid choice of options). `url` and an in-stock availability are left out of the home page's menu
 * items (`compact`), where they would repeat the item's own URL a hundred times.
 */
function offer(product: Product, url: string, compact = false): JsonLd {
  const ld: Record<string, unknown> = { '@type': 'Offer', price: priceView(product).finalSom.toFixed(2), priceCurrency: 'UZS' };
  if (!compact || !product.isAvailable) ld.availability = product.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  if (!compact) ld.url = url;
  return ld as JsonLd;
}

const productPath = (product: Pick<Product, 'id'>) => `/product/${encodeURIComponent(product.id)}`;

function menuItem(site: SiteAddress, product: Product, language: Language, kind: 'FOOD' | 'GOODS'): JsonLd {
  const url = absoluteUrl(site, productPath(product));
  const description = clip(pickLocalized(product.description, language));
  const item: Record<string, unknown> = { '@type': kind === 'FOOD' ? 'MenuItem' : 'Product', name: pickLocalized(product.name, language), url };
  if (description) item.description = description;
  item.offers = offer(product, url, true);
  return item as JsonLd;
}

interface Section {
  category: Category;
  products: Product[];
}

/** The menu's categories with their products, at most `limit` products in all (empty categories left out). */
function cappedSections(overalls: Overalls, limit: number): Section[] {
  const sections: Section[] = [];
  let left = limit;
  for (const group of overalls) {
    for (const category of group.categories) {
      if (left <= 0) return sections;
      const products = category.products.slice(0, left);
      left -= products.length;
      if (products.length > 0) sections.push({ category, products });
    }
  }
  return sections;
}

/**
 * The home page's JSON-LD: a Restaurant with `hasMenu` (Menu → MenuSection per category → MenuItem),
 * or, for a GOODS merchant, a Store with `hasOfferCatalog` (the schema.org way for a shop's range).
 */
export function storefrontJsonLd(input: { site: SiteAddress; storefront: Storefront; overalls: Overalls; branch: Branch | null; logo: SeoImage | null }): JsonLd {
  const { site, storefront, overalls, branch, logo } = input;
  const { language } = storefront;
  const kind = storefront.merchant.kind;
  const home = absoluteUrl(site, '/');
  const name = brandName(storefront, language);
  const business: Record<string, unknown> = { '@context': 'https://schema.org', '@type': kind === 'FOOD' ? 'Restaurant' : 'Store', '@id': `${home}#business`, name, url: home };
  if (logo) {
    business.logo = logo.url;
    business.image = logo.url;
  }
  const phone = telephone(storefront, branch);
  if (phone) business.telephone = phone;
  if (branch) {
    const city = storefront.cities.find((candidate) => candidate.id === branch.cityId);
    const address: Record<string, string> = { '@type': 'PostalAddress', streetAddress: pickLocalized(branch.address, language) };
    if (city) address.addressLocality = pickLocalized(city.name, language);
    business.address = address;
    business.geo = { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude };
    const hours = openingHours(branch);
    if (hours.length > 0) business.openingHoursSpecification = hours;
  }
  const sections = cappedSections(overalls, JSON_LD_MENU_ITEMS);
  if (kind === 'FOOD') {
    business.hasMenu = {
      '@type': 'Menu',
      name,
      url: home,
      hasMenuSection: sections.map(({ category, products }) => ({
        '@type': 'MenuSection',
        name: pickLocalized(category.name, language),
        url: absoluteUrl(site, categoryHref(category.id)),
        hasMenuItem: products.map((product) => menuItem(site, product, language, kind)),
      })),
    };
  } else {
    business.hasOfferCatalog = {
      '@type': 'OfferCatalog',
      name,
      itemListElement: sections.map(({ category, products }) => ({
        '@type': 'OfferCatalog',
        name: pickLocalized(category.name, language),
        url: absoluteUrl(site, categoryHref(category.id)),
        itemListElement: products.map((product) => ({ ...(offer(product, absoluteUrl(site, productPath(product))) as object), itemOffered: menuItem(site, product, language, kind) })),
      })),
    };
  }
  return business as JsonLd;
}

/**
 * A product page's JSON-LD: a schema.org Product with its offer, for both kinds of merchant (search
 * engines show price and availability for Product; a dish is also a MenuItem in the home page's menu).
 */
export function productJsonLd(input: { site: SiteAddress; storefront: Storefront; product: Product; category: Pick<Category, 'name'>; image: SeoImage | null }): JsonLd {
  const { site, storefront, product, category, image } = input;
  const { language } = storefront;
  const url = absoluteUrl(site, productPath(product));
  const description = clip(pickLocalized(product.description, language));
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: pickLocalized(product.name, language),
    url,
    category: pickLocalized(category.name, language),
    brand: { '@type': 'Brand', name: brandName(storefront, language) },
    offers: { ...(offer(product, url) as object), seller: { '@id': `${absoluteUrl(site, '/')}#business` } },
  };
  if (description) ld.description = description;
  if (image) ld.image = image.url;
  return ld as JsonLd;
}
