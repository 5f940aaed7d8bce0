import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navCurrent, navHref } from './nav-items.tsx';

/** Which destinations are marked on a path, with their aria-current. */
const marked = (pathname: string) =>
  NAV_ITEMS.flatMap((item) => {
    const current = navCurrent(item, pathname);
    return current ? [`${item.labelKey}=${current}`] : [];
  });

describe('main navigation', () => {
  it('marks Menu as the page on the menu itself', () => {
    expect(marked('/')).toEqual(['nav.menu=page']);
  });

  it('keeps Menu highlighted on product and category pages, as the section, not the page', () => {
    expect(marked('/product/42')).toEqual(['nav.menu=true']);
    expect(marked('/category')).toEqual(['nav.menu=true']);
    expect(marked('/category/')).toEqual(['nav.menu=true']);
  });

  it('marks exactly the destination of the page, and its sub-pages as its section', () => {
    expect(marked('/search')).toEqual(['nav.search=page']);
    expect(marked('/basket')).toEqual(['nav.basket=page']);
    expect(marked('/profile')).toEqual(['nav.profile=page']);
    expect(marked('/profile/orders/7')).toEqual(['nav.profile=true']);
  });

  it('marks nothing on pages outside the four destinations', () => {
    for (const pathname of ['/about', '/branches', '/products', '/categoryx', '/no-such-page']) expect(marked(pathname)).toEqual([]);
  });

  it('sends a guest\'s Profile tab to sign-in with the way back, and a customer to the profile', () => {
    const profile = NAV_ITEMS.find((item) => item.to === '/profile');
    if (!profile) throw new Error('no Profile destination');
    expect(navHref(profile, false)).toBe('/login?next=%2Fprofile');
    expect(navHref(profile, true)).toBe('/profile');
    for (const item of NAV_ITEMS.filter((entry) => entry !== profile)) expect(navHref(item, false)).toBe(item.to);
  });
});
