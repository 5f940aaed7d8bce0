// `<title>`, description, Open Graph / Twitter card tags and schema.org JSON-LD of the catalogue pages,
// from what their loaders prepared (features/seo/page-seo.server.ts).
import { data, isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import type { Language } from '@dastarkhan/domain/i18n';
import { brandName, documentTitle, rootDataFromMatches } from '../../lib/storefront.ts';

/** A share picture: an absolute URL and its size in pixels. */
export interface SeoImage {
  url: string;
  width: number;
  height: number;
}

/** A schema.org JSON-LD document, as React Router's `script:ld+json` meta takes it. */
export type JsonLd = Exclude<Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json'], readonly unknown[]>;

export interface PageSeo {
  /** Page part of the title; the site title is appended. Empty = the site title alone. */
  title: string;
  description: string;
  /** The page's absolute address (og:url and the canonical link): no tracking or table query. */
  url?: string;
  /** og:type: `website` for the menu pages, `product` for a product. */
  type?: 'website' | 'product';
  image?: SeoImage | null;
  /** schema.org JSON-LD (React Router writes it as <script type="application/ld+json">, `<` escaped). */
  jsonLd?: JsonLd | null;
}

/** og:locale of each interface language (language_TERRITORY, as Open Graph wants it). */
const OG_LOCALE: Record<Language, string> = { uz: 'uz_UZ', ru: 'ru_RU', eng: 'en_US', kz: 'kk_KZ', tr: 'tr_TR', zh: 'zh_CN', ar: 'ar_AR' };

type MetaMatches = Parameters<typeof documentTitle>[0];

const DESCRIPTION_LIMIT = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

export function pageMeta(matches: MetaMatches, seo: PageSeo | undefined): MetaDescriptor[] {
  const title = documentTitle(matches, seo?.title);
  const root = rootDataFromMatches(matches);
  const tags: MetaDescriptor[] = [{ title }, { property: 'og:title', content: title }];
  if (seo?.description) {
    const description = clip(seo.description);
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  }
  if (root?.storefront) {
    tags.push({ property: 'og:site_name', content: brandName(root.storefront, root.language) }, { property: 'og:locale', content: OG_LOCALE[root.language] });
  }
  if (seo?.url) {
    tags.push({ property: 'og:type', content: seo.type ?? 'website' }, { property: 'og:url', content: seo.url }, { tagName: 'link', rel: 'canonical', href: seo.url });
  }
  if (seo?.image) {
    tags.push(
      { property: 'og:image', content: seo.image.url },
      { property: 'og:image:width', content: String(seo.image.width) },
      { property: 'og:image:height', content: String(seo.image.height) },
    );
  }
  // A wide picture (a product photo) gets the large card; a square logo the small one.
  const wide = seo?.image && seo.image.width > seo.image.height;
  tags.push({ name: 'twitter:card', content: wide ? 'summary_large_image' : 'summary' });
  if (seo?.jsonLd) tags.push({ 'script:ld+json': seo.jsonLd });
  return tags;
}

/** The 404 a catalogue loader throws; it carries the page's title for `meta`. */
export function notFoundResponse(title: string) {
  return data({ seo: { title, description: '' } satisfies PageSeo }, { status: 404 });
}

/** The texts a thrown notFoundResponse carries, for the `meta` of a page that failed to load. */
export function errorSeo(error: unknown): PageSeo | undefined {
  return isRouteErrorResponse(error) ? (error.data as { seo?: PageSeo } | null | undefined)?.seo : undefined;
}
