// The four main destinations (spec: Menu, Search, Basket, Profile), shared by the header and the tab bar.
import type { ComponentType, SVGProps } from 'react';
import { BasketIcon, MenuIcon, ProfileIcon, SearchIcon } from '../../ui/icons.tsx';

export interface NavItem {
  to: string;
  labelKey: 'nav.menu' | 'nav.search' | 'nav.basket' | 'nav.profile';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  end: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.menu', Icon: MenuIcon, end: true },
  { to: '/search', labelKey: 'nav.search', Icon: SearchIcon, end: false },
  { to: '/basket', labelKey: 'nav.basket', Icon: BasketIcon, end: false },
  { to: '/profile', labelKey: 'nav.profile', Icon: ProfileIcon, end: false },
];
