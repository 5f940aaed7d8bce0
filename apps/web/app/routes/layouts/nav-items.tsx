// The four main destinations (spec: Menu, Search, Basket, Profile), shared by the header and the tab bar.
import type { ComponentType, SVGProps } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser, useOptionalStorefront } from '../../lib/storefront.ts';
import { BasketIcon, MenuIcon, ProfileIcon, SearchIcon } from '../../ui/icons.tsx';

export interface NavItem {
  to: string;
  labelKey: 'nav.menu' | 'nav.search' | 'nav.basket' | 'nav.profile';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Paths whose pages (and the pages below them) belong to this destination besides `to` itself. */
  section: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  // A product or category page is part of the menu: the customer is still browsing it.
  { to: '/', labelKey: 'nav.menu', Icon: MenuIcon, section: ['/product', '/category'] },
  { to: '/search', labelKey: 'nav.search', Icon: SearchIcon, section: ['/search'] },
  { to: '/basket', labelKey: 'nav.basket', Icon: BasketIcon, section: ['/basket'] },
  { to: '/profile', labelKey: 'nav.profile', Icon: ProfileIcon, section: ['/profile'] },
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The item's aria-current on this path: "page" on the very page it links to, "true" elsewhere in its
 * section (a product is in the menu, but the link does not lead to it), else none.
 */
export function navCurrent(item: Pick<NavItem, 'to' | 'section'>, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.to) return 'page';
  return item.section.some((base) => within(path, base)) ? 'true' : undefined;
}

/** Where a guest's Profile tab leads: sign-in first, then the profile (spec §1: guests log in). */
export const GUEST_PROFILE_HREF = '/login?next=%2Fprofile';

/** Where the item links to: a guest's Profile goes straight to sign-in instead of bouncing off the guard. */
export function navHref(item: Pick<NavItem, 'to'>, signedIn: boolean): string {
  return item.to === '/profile' && !signedIn ? GUEST_PROFILE_HREF : item.to;
}

/** The destinations with their link and aria-current on the current page. */
export function useMainNav(): (NavItem & { href: string; current: ReturnType<typeof navCurrent> })[] {
  const { pathname } = useLocation();
  const signedIn = useCurrentUser() !== null;
  // A storefront without a basket (cartPageActive off) has no Basket destination.
  const withBasket = useOptionalStorefront()?.settings.cartPageActive ?? true;
  return NAV_ITEMS.filter((item) => withBasket || item.to !== '/basket').map((item) => ({ ...item, href: navHref(item, signedIn), current: navCurrent(item, pathname) }));
}
