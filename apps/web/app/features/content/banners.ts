// A banner as the menu shows it, and where it leads. The link is merchant data, not code: a product,
// a category or another page of this storefront opens in place; anything else must be a safe web (or
// Telegram) URL, opened in a new tab; everything else leaves the banner without a link.
import type { Banner } from '@dastarkhan/domain/contracts/content';
import { safeExternalUrl } from '../../lib/links.ts';

export interface BannerView {
  id: string;
  /** In the page's language. */
  title: string;
  /** Image path in the page's language, or null when the merchant gave none. */
  image: string | null;
  href: string | null;
  /** Another site: opened in a new tab. */
  external: boolean;
}

export type BannerTarget =
  | { kind: 'product'; productId: string; href: string }
  | { kind: 'category'; categoryId: string; href: string }
  /** Another page of this storefront (`/about`, `/category`, ...). */
  | { kind: 'page'; href: string }
  | { kind: 'external'; href: string };

const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/;

const productTarget = (productId: string): BannerTarget => ({ kind: 'product', productId, href: `/product/${encodeURIComponent(productId)}` });

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A path of this site as a target; `url` is already known to be on the storefront's origin. */
function internalTarget(url: URL): BannerTarget | null {
  const product = PRODUCT_PATH.exec(url.pathname);
  if (product) {
    const id = decoded(product[1]!);
    return id ? productTarget(id) : null;
  }
  const categoryId = url.pathname.replace(/\/$/, '') === '/category' ? url.searchParams.get('id') : null;
  if (categoryId) return { kind: 'category', categoryId, href: `/category?id=${encodeURIComponent(categoryId)}` };
  return { kind: 'page', href: `${url.pathname}${url.search}${url.hash}` };
}

const isWeb = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/**
 * The banner's target. `host` is the storefront's own (`demo.dastarkhan.uz`): a full URL of this
 * very site counts as a page of it, not as an external link (whichever scheme a proxy in front saw).
 */
export function bannerTarget(banner: Pick<Banner, 'link' | 'productId'>, host: string): BannerTarget | null {
  if (banner.productId) return productTarget(banner.productId);
  const link = banner.link?.trim();
  if (!link) return null;

  // `//host` and `/\host` name a host to a browser: they are judged as the URLs they are, below.
  const isPath = link.startsWith('/') && !/^\/[/\\]/.test(link);
  if (isPath) {
    try {
      const url = new URL(link, `https://${host}`);
      return url.host === host ? internalTarget(url) : null;
    } catch {
      return null;
    }
  }

  const external = safeExternalUrl(link);
  if (!external) return null;
  const url = new URL(external);
  return isWeb(url) && url.host === host ? internalTarget(url) : { kind: 'external', href: external };
}
