// The current merchant, its settings, cities and the interface language, as the root loader found them.
import { useRouteLoaderData } from 'react-router';
import type { User } from '@dastarkhan/domain/contracts/account';
import type { ExtraPageLink } from '@dastarkhan/domain/contracts/content';
import type { City, Merchant } from '@dastarkhan/domain/contracts/merchant';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { DEFAULT_LANGUAGE, pickLocalized, type Language } from '@dastarkhan/domain/i18n';
import type { Notice } from '../features/account/notices.ts';
import type { Trackers } from '../features/analytics/trackers.ts';
import type { PageTexts } from './i18n.ts';
import type { KeptJson } from './kept-json.ts';

export interface Storefront {
  merchant: Merchant;
  settings: WebSettings;
  cities: City[];
  language: Language;
  /** The merchant's extra pages that have text (footer and profile links); absent: none. */
  extraPages?: ExtraPageLink[];
}

/** What the root loader answers. `storefront` is null only on /merchantNotAvailable. */
export interface RootData {
  storefront: Storefront | null;
  language: Language;
  /** Languages offered in the switcher (the merchant's active ones). */
  languages: Language[];
  /** The signed-in customer of this brand, or null for a guest. */
  user: User | null;
  /** A one-time session notice to show on this page (e.g. the stale-session message), else null. */
  notice: Notice | null;
  /** Every interface text in `language`, as one JSON string: the browser translates with these (lib/i18n.ts). */
  texts: KeptJson<PageTexts>;
  /** The merchant's analytics trackers this page loads (validated ids; none when ANALYTICS_DISABLED). */
  analytics?: Trackers;
}

export const ROOT_ROUTE_ID = 'root';

export function useRootData(): RootData | undefined {
  return useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined;
}

export function useOptionalStorefront(): Storefront | null {
  return useRootData()?.storefront ?? null;
}

/** The signed-in customer of this brand (per-brand session), or null for a guest. */
export function useCurrentUser(): User | null {
  return useRootData()?.user ?? null;
}

/** The merchant of this page. Only /merchantNotAvailable renders without one. */
export function useStorefront(): Storefront {
  const storefront = useOptionalStorefront();
  if (!storefront) throw new Error('useStorefront() called on a page rendered without a merchant');
  return storefront;
}

/** The brand as customers know it: the settings' brand, else the merchant's localized name. */
export function brandName(storefront: Pick<Storefront, 'merchant' | 'settings'>, language: Language): string {
  return storefront.settings.brand.trim() || pickLocalized(storefront.merchant.name, language) || storefront.merchant.sub;
}

/** The site title: settings.title, else the brand. */
export function siteTitle(storefront: Pick<Storefront, 'merchant' | 'settings'>, language: Language): string {
  return storefront.settings.title.trim() || brandName(storefront, language);
}

type MetaMatches = ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;

/** The root loader's data from the `matches` React Router gives `meta`. */
export function rootDataFromMatches(matches: MetaMatches): RootData | undefined {
  const root = matches.find((match) => match?.id === ROOT_ROUTE_ID);
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

/** The page language inside `meta` (where hooks are not available). */
export function languageFromMatches(matches: MetaMatches): Language {
  return rootDataFromMatches(matches)?.language ?? DEFAULT_LANGUAGE;
}

/**
 * `<title>` for a route's `meta`: "Page · Brand", or the site title alone. Pass the `matches` that
 * React Router gives `meta` (the root match holds the storefront).
 */
export function documentTitle(matches: MetaMatches, pageTitle?: string): string {
  const data = rootDataFromMatches(matches);
  if (!data?.storefront) return pageTitle ?? '';
  if (!pageTitle) return siteTitle(data.storefront, data.language);
  // Inner pages carry the short brand name; the site title (often a long SEO line) is the home page's.
  const brand = brandName(data.storefront, data.language);
  return pageTitle === brand ? brand : `${pageTitle} · ${brand}`;
}
