// The brand links the home loader hands the page: none for a single brand or a failed call; else every
// brand linked from this host, the current one marked (and added first when the catalogue leaves it out).
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { BrandEntry } from '@dastarkhan/domain/contracts/content';
import { WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import { testMerchant } from '../../lib/test-merchant.ts';
import type { Storefront } from '../../lib/storefront.ts';
import { loadBrandLinks } from './brands.server.ts';

const DEMO_ID = '11111111-1111-4111-8111-111111111111';
const SHOP_ID = '22222222-2222-4222-8222-222222222222';
const storefront: Storefront = { merchant: testMerchant({ logo: '/api/images/demo-logo' }), settings: WebSettingsSchema.parse({ mainColor: '#E4572E' }), cities: [], language: 'ru' };

const entry = (merchantId: string, sub: string, overrides: Partial<BrandEntry> = {}): BrandEntry => ({
  id: merchantId.replace(/^1|^2/, '9'),
  merchantId,
  sub,
  name: { uz: `${sub} uz`, ru: `${sub} ru`, eng: `${sub} eng` },
  domainUrl: null,
  color: '#123456',
  image: `/api/images/${sub}`,
  ...overrides,
});

function fakeContext(answer: unknown, status = 200): AppLoadContext {
  return {
    config: { defaultMerchant: 'demo', baseDomain: null },
    async apiFetch(path: string) {
      expect(path).toBe('/api/support/v1/brand/catalog');
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    },
  } as unknown as AppLoadContext;
}

const at = (url: string) => new Request(url);

describe('loadBrandLinks', () => {
  it('links every brand from a subdomain host, the current one marked, names in the page language', async () => {
    const links = await loadBrandLinks(at('http://demo.localhost:3000/'), fakeContext([entry(DEMO_ID, 'demo'), entry(SHOP_ID, 'shop')]), storefront);
    expect(links.map(({ id, name, href, current }) => ({ id, name, href, current }))).toEqual([
      { id: DEMO_ID, name: 'demo ru', href: 'http://demo.localhost:3000/', current: true },
      { id: SHOP_ID, name: 'shop ru', href: 'http://shop.localhost:3000/', current: false },
    ]);
  });

  it('adds the current brand first when the catalogue lists only its sisters', async () => {
    const links = await loadBrandLinks(at('http://127.0.0.1:3000/?vendor=demo'), fakeContext([entry(SHOP_ID, 'shop', { domainUrl: 'shop.uz' })]), storefront);
    expect(links.map(({ id, href, current, image }) => ({ id, href, current, image }))).toEqual([
      { id: DEMO_ID, href: 'http://127.0.0.1:3000/?vendor=demo', current: true, image: '/api/images/demo-logo' },
      { id: SHOP_ID, href: 'https://shop.uz/', current: false, image: '/api/images/shop' },
    ]);
  });

  it('shows nothing for a lone brand, an empty catalogue or a failed call', async () => {
    expect(await loadBrandLinks(at('http://demo.localhost:3000/'), fakeContext([entry(DEMO_ID, 'demo')]), storefront)).toEqual([]);
    expect(await loadBrandLinks(at('http://demo.localhost:3000/'), fakeContext([]), storefront)).toEqual([]);
    expect(await loadBrandLinks(at('http://demo.localhost:3000/'), fakeContext({ error: { code: 'X', description: { uz: '', ru: '', eng: '' } } }, 500), storefront)).toEqual([]);
    expect(await loadBrandLinks(at('http://demo.localhost:3000/'), fakeContext([{ id: 'not-a-brand' }]), storefront)).toEqual([]);
  });
});
