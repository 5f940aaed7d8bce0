// Where a brand of the merchant's catalogue lives, seen from the page the customer is on: its own domain,
// the same parent domain under its subdomain, or this host with `?vendor=` (spec §4 Multi-brand).
import { hostName, subFromHost } from '@dastarkhan/domain/merchant-host';

export interface BrandAddressInput {
  /** The sister brand's subdomain. */
  sub: string;
  /** The address the merchant set for the brand, if any (`shop.uz`, `https://shop.uz/menu`). */
  domainUrl: string | null;
  /** The page the customer is on. */
  pageUrl: URL;
  /** Domain whose subdomains are merchants (config BASE_DOMAIN); `*.localhost` always counts. */
  baseDomain?: string | null | undefined;
}

/** An absolute https URL of a domain the merchant typed with or without a scheme; null when unusable. */
function ownDomain(domainUrl: string): string | null {
  const trimmed = domainUrl.trim();
  if (!trimmed) return null;
  const url = URL.parse(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  // Only web addresses: a `javascript:` or `data:` entry must never become a link.
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) return null;
  return url.href;
}

/** The parent domain a merchant subdomain of this host sits under (`localhost`, `dastarkhan.uz`), or null. */
function parentDomain(pageUrl: URL, baseDomain: string | null | undefined): string | null {
  const name = hostName(pageUrl.host);
  if (!name || !subFromHost(pageUrl.host, baseDomain)) return null;
  const base = baseDomain?.trim().toLowerCase().replace(/^\.+|\.+$/g, '');
  // The longer base first: `dastarkhan.localhost` must not be read as a subdomain of `localhost` alone.
  const bases = [base, 'localhost'].filter((candidate): candidate is string => Boolean(candidate)).sort((a, b) => b.length - a.length);
  return bases.find((candidate) => name.endsWith(`.${candidate}`)) ?? null;
}

/** The storefront address of a brand from this page. */
export function brandAddress(input: BrandAddressInput): string {
  const own = input.domainUrl ? ownDomain(input.domainUrl) : null;
  if (own) return own;
  const { pageUrl } = input;
  const parent = parentDomain(pageUrl, input.baseDomain);
  if (parent) {
    // Same scheme and port as this page: demo.localhost:3000 → shop.localhost:3000.
    return `${pageUrl.protocol}//${input.sub}.${parent}${pageUrl.port ? `:${pageUrl.port}` : ''}/`;
  }
  // A bare host (IP, localhost, a shared domain): the brand is picked by the query, on this same origin.
  return `${pageUrl.origin}/?${new URLSearchParams({ vendor: input.sub }).toString()}`;
}
