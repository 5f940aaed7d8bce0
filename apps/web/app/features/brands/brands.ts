// A brand of the merchant's catalogue as the switcher shows it (shared by the loader and the page).

export interface BrandLink {
  /** The brand's merchant id. */
  id: string;
  /** In the page language. */
  name: string;
  /** Its storefront: own domain, sister subdomain or `?vendor=` (brand-links.ts). */
  href: string;
  color: string | null;
  image: string | null;
  /** The storefront this page belongs to. */
  current: boolean;
}
