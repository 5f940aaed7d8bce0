// The banners the menu loader hands the page: none (and no call) while bannersActive is off; else in
// the page's language, with their targets, leaving out those whose product or category is not on the menu.
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { Banner } from '@dastarkhan/domain/contracts/content';
import { testMerchant } from '../../lib/test-merchant.ts';
import { loadBanners, type MenuContents } from './banners.server.ts';

const ON_MENU = 'c8817587-6e6d-58ea-abe1-309352b413a6';
const OFF_MENU = '5a2f4c61-0f3d-5a8e-b6b2-2b3c4d5e6f70';
const CATEGORY = '0b9b6f0e-2f44-5b0c-9a7b-6d7a3c1e2f10';

const text = (eng: string) => ({ uz: `${eng} (uz)`, ru: `${eng} (ru)`, eng });
const banner = (id: string, overrides: Partial<Banner> = {}): Banner => ({
  id,
  title: text(`Banner ${id.slice(0, 4)}`),
  image: { uz: `/api/images/${id.slice(0, 8)}uz`, ru: `/api/images/${id.slice(0, 8)}ru`, eng: `/api/images/${id.slice(0, 8)}en` },
  link: null,
  productId: null,
  priority: 10,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeContext(options: { settings: Record<string, unknown>; banners?: unknown; bannerStatus?: number }) {
  const calls: string[] = [];
  const context = {
    config: { defaultMerchant: 'demo', baseDomain: null },
    async apiFetch(path: string) {
      calls.push(path);
      if (path.startsWith('/api/users/v1/merchants/sub/')) return json(testMerchant());
      if (path === '/api/support/v1/merchant/settings/web') return json(options.settings);
      if (path.startsWith('/api/users/v1/city-merchant/')) return json([]);
      if (path === '/api/support/v1/banner') return json(options.banners ?? [], options.bannerStatus ?? 200);
      return json({}, 404);
    },
  } satisfies AppLoadContext;
  return { context, calls };
}

const menu: MenuContents = { hasProduct: (id) => id === ON_MENU, hasCategory: (id) => id === CATEGORY };
const request = (cookie = '') => new Request('http://demo.localhost:3000/', { headers: { Cookie: cookie } });

describe('loadBanners', () => {
  it('asks nothing and shows nothing while the merchant has banners switched off', async () => {
    const { context, calls } = fakeContext({ settings: { bannersActive: false }, banners: [banner('11111111-1111-4111-8111-111111111111')] });
    expect(await loadBanners(request(), context, menu)).toEqual([]);
    expect(calls).not.toContain('/api/support/v1/banner');
  });

  it('gives each banner its title and image in the page language and its target', async () => {
    const banners = [
      banner('11111111-1111-4111-8111-111111111111', { productId: ON_MENU, link: `/product/${ON_MENU}` }),
      banner('22222222-2222-4222-8222-222222222222', { link: `/category?id=${CATEGORY}` }),
      banner('33333333-3333-4333-8333-333333333333', { link: 'https://example.com/sale' }),
      banner('44444444-4444-4444-8444-444444444444', { link: 'javascript:alert(1)' }),
    ];
    const { context } = fakeContext({ settings: { bannersActive: true, mainLanguage: 'ru' }, banners });
    const views = await loadBanners(request(), context, menu);
    expect(views).toEqual([
      { id: banners[0]!.id, title: 'Banner 1111 (ru)', image: '/api/images/11111111ru', href: `/product/${ON_MENU}`, external: false },
      { id: banners[1]!.id, title: 'Banner 2222 (ru)', image: '/api/images/22222222ru', href: `/category?id=${CATEGORY}`, external: false },
      { id: banners[2]!.id, title: 'Banner 3333 (ru)', image: '/api/images/33333333ru', href: 'https://example.com/sale', external: true },
      // An unsafe link is dropped, the announcement stays.
      { id: banners[3]!.id, title: 'Banner 4444 (ru)', image: '/api/images/44444444ru', href: null, external: false },
    ]);
  });

  it('leaves out banners for a product or category the customer\'s menu does not have', async () => {
    const banners = [
      banner('11111111-1111-4111-8111-111111111111', { productId: OFF_MENU }),
      banner('22222222-2222-4222-8222-222222222222', { link: `/category?id=${OFF_MENU}` }),
      banner('33333333-3333-4333-8333-333333333333', { productId: ON_MENU }),
    ];
    const { context } = fakeContext({ settings: { bannersActive: true }, banners });
    expect((await loadBanners(request(), context, menu)).map((view) => view.id)).toEqual([banners[2]!.id]);
  });

  it('shows the menu without banners when the banner call fails or answers nonsense', async () => {
    const failing = fakeContext({ settings: { bannersActive: true }, bannerStatus: 500 });
    expect(await loadBanners(request(), failing.context, menu)).toEqual([]);
    const nonsense = fakeContext({ settings: { bannersActive: true }, banners: { not: 'a list' } });
    expect(await loadBanners(request(), nonsense.context, menu)).toEqual([]);
  });
});
