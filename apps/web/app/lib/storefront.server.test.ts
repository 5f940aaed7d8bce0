import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { lookUpMerchant, requireStorefront, storefrontCookies } from './storefront.server.ts';
import { testMerchant } from './test-merchant.ts';

const DEMO_ID = '11111111-1111-4111-8111-111111111111';

const merchant = (overrides: Parameters<typeof testMerchant>[0] = {}) => testMerchant({ id: DEMO_ID, ...overrides });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () =>
  json({ error: { code: 'MERCHANT_NOT_FOUND', description: { uz: 'x', ru: 'x', eng: 'Merchant not found' } } }, 404);

/** A fake API: merchants by sub, settings and cities; records every call. */
function fakeContext(options: { merchants?: Record<string, ReturnType<typeof merchant>>; settings?: unknown; settingsStatus?: number } = {}) {
  const calls: { path: string; merchantHeader: string | null }[] = [];
  const merchants = options.merchants ?? { demo: merchant() };
  const context = {
    config: { defaultMerchant: 'demo', baseDomain: 'dastarkhan.uz' },
    async apiFetch(path: string, init?: RequestInit) {
      calls.push({ path, merchantHeader: new Headers(init?.headers).get('merchant') });
      const bySub = /^\/api\/users\/v1\/merchants\/sub\/(.+)$/.exec(path);
      if (bySub) {
        const found = merchants[decodeURIComponent(bySub[1] ?? '')];
        return found ? json(found) : notFound();
      }
      if (path === '/api/support/v1/merchant/settings/web') return json(options.settings ?? {}, options.settingsStatus ?? 200);
      if (path.startsWith('/api/users/v1/city-merchant/merchant/')) return json([]);
      return json({}, 404);
    },
  } satisfies AppLoadContext;
  return { context, calls };
}

const request = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
}

describe('requireStorefront', () => {
  it('finds the merchant of the subdomain and loads its settings with the merchant header', async () => {
    const { context, calls } = fakeContext({ settings: { mainLanguage: 'ru' } });
    const storefront = await requireStorefront(request('http://demo.localhost:3000/'), context);
    expect(storefront.merchant.id).toBe(DEMO_ID);
    expect(storefront.language).toBe('ru');
    expect(calls.find((call) => call.path.includes('settings'))?.merchantHeader).toBe(DEMO_ID);
    expect(calls.find((call) => call.path.includes('/merchants/sub/'))?.path).toBe('/api/users/v1/merchants/sub/demo');
  });

  it('looks the merchant up once per request however many loaders ask', async () => {
    const { context, calls } = fakeContext();
    // React Router hands every loader a Request of its own, with one load context per request.
    const page = () => request('http://demo.localhost/');
    await Promise.all([requireStorefront(page(), context), requireStorefront(page(), context), storefrontCookies(page(), context)]);
    expect(calls.filter((call) => call.path.includes('/merchants/sub/'))).toHaveLength(1);
  });

  it('sends an unknown merchant to /merchantNotAvailable, which decides what to clear', async () => {
    const { context } = fakeContext();
    const response = await thrown(requireStorefront(request('http://nope.localhost/menu', 'lang=ru; vendor=nope; merchant=x'), context));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/merchantNotAvailable');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('keeps a ?vendor= that names no merchant on the way to /merchantNotAvailable', async () => {
    const { context } = fakeContext();
    const response = await thrown(requireStorefront(request('http://localhost:3000/?vendor=nope'), context));
    expect(response.headers.get('Location')).toBe('/merchantNotAvailable?vendor=nope');
  });

  it('sends a failed lookup to /merchantNotAvailable too', async () => {
    const context = { config: { defaultMerchant: 'demo', baseDomain: null }, apiFetch: async () => { throw new Error('down'); } } satisfies AppLoadContext;
    const response = await thrown(requireStorefront(request('http://demo.localhost/'), context));
    expect(response.headers.get('Location')).toBe('/merchantNotAvailable');
  });

  it('sends an inactive merchant to /blocked, except on /blocked itself', async () => {
    const { context } = fakeContext({ merchants: { closed: merchant({ sub: 'closed', isActive: false }) } });
    const response = await thrown(requireStorefront(request('http://closed.localhost/product/1'), context));
    expect(response.headers.get('Location')).toBe('/blocked');
    const storefront = await requireStorefront(request('http://closed.localhost/blocked'), context);
    expect(storefront.merchant.isActive).toBe(false);
  });

  it('uses default settings when the settings call fails', async () => {
    const { context } = fakeContext({ settingsStatus: 500 });
    const storefront = await requireStorefront(request('http://demo.localhost/', 'lang=eng'), context);
    expect(storefront.settings.mainColor).toBe('#FCE000');
    expect(storefront.language).toBe('eng');
  });

  it('keeps a merchant chosen with ?vendor= in a cookie, and sets the merchant cookie', async () => {
    const { context } = fakeContext({ merchants: { shop: merchant({ sub: 'shop' }) } });
    const first = request('http://localhost:3000/?vendor=shop');
    await requireStorefront(first, context);
    const cookies = (await storefrontCookies(first, context)).getSetCookie();
    expect(cookies).toContainEqual(expect.stringMatching(/^vendor=shop; Max-Age=31536000; Path=\/; SameSite=Lax/));
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^merchant=${DEMO_ID};`)));

    // The next plain link carries only the cookie, and stays in the same shop without new cookies.
    const next = request('http://localhost:3000/product/1', `vendor=shop; merchant=${DEMO_ID}`);
    expect((await requireStorefront(next, context)).merchant.sub).toBe('shop');
    expect((await storefrontCookies(next, context)).getSetCookie()).toEqual([]);
  });
});

describe('lookUpMerchant', () => {
  it('tells a merchant the API does not know from a lookup that failed', async () => {
    const { context } = fakeContext();
    expect(await lookUpMerchant(request('http://demo.localhost/'), context)).toMatchObject({ found: true, sub: 'demo', source: 'host' });
    expect(await lookUpMerchant(request('http://nope.localhost/'), context)).toEqual({ found: false, reason: 'unknown', sub: 'nope', source: 'host' });

    const down = { config: { defaultMerchant: 'demo', baseDomain: null }, apiFetch: async () => { throw new Error('down'); } } satisfies AppLoadContext;
    expect(await lookUpMerchant(request('http://demo.localhost/'), down)).toMatchObject({ found: false, reason: 'unreachable' });
    const failing = { config: { defaultMerchant: 'demo', baseDomain: null }, apiFetch: async () => json({}, 500) } satisfies AppLoadContext;
    expect(await lookUpMerchant(request('http://demo.localhost/'), failing)).toMatchObject({ found: false, reason: 'unreachable' });
  });
});
