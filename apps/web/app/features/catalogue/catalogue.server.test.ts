import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import { derivedFromMenu, loadCatalogue } from './catalogue.server.ts';
import { testMerchant } from '../../lib/test-merchant.ts';

const MERCHANT_ID = '22222222-2222-4222-8222-222222222222';

const merchant = testMerchant({ id: MERCHANT_ID });

const group = (name: string) => ({ id: '33333333-3333-4333-8333-333333333333', name: { uz: name, ru: name, eng: name }, icon: null, image: null, bgColor: null, iconBgColor: null, priority: 0, categories: [] });

/** A fake API whose menu (and its ETag) the test changes; answers 304 to a matching If-None-Match. */
function fakeApi() {
  const state = { menu: [group('Food')] as unknown as Overalls, etag: '"v1"', menuCalls: [] as (string | null)[], failWith: 0 };
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
  const context = {
    config: { defaultMerchant: 'demo', baseDomain: null },
    async apiFetch(path: string, init?: RequestInit) {
      if (path.startsWith('/api/users/v1/merchants/sub/')) return json(merchant);
      if (path === '/api/support/v1/merchant/settings/web') return json({});
      if (path.startsWith('/api/users/v1/city-merchant/')) return json([]);
      if (path.startsWith('/api/products/v1/overalls')) {
        const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
        state.menuCalls.push(ifNoneMatch);
        if (state.failWith) {
          return new Response(JSON.stringify({ error: { code: 'BOOM', description: { uz: '', ru: '', eng: 'boom' } } }), { status: state.failWith });
        }
        if (ifNoneMatch === state.etag) return new Response(null, { status: 304, headers: { etag: state.etag } });
        return json(state.menu, { etag: state.etag });
      }
      return json({}, {});
    },
  } satisfies AppLoadContext;
  return { context, state };
}

const page = () => new Request('http://demo.localhost/');

describe('loadCatalogue', () => {
  it('asks the API on every page and reuses the menu it parsed while the API answers 304', async () => {
    const { context, state } = fakeApi();
    const first = await loadCatalogue(page(), context);
    const second = await loadCatalogue(page(), context);
    expect(state.menuCalls).toEqual([null, '"v1"']);
    expect(second.overalls).toBe(first.overalls);
    expect(second.overalls[0]?.name.eng).toBe('Food');
  });

  it('shows a changed menu as soon as the API has a new ETag', async () => {
    const { context, state } = fakeApi();
    const before = await loadCatalogue(page(), context);
    state.menu = [group('Drinks')] as unknown as Overalls;
    state.etag = '"v2"';
    const after = await loadCatalogue(page(), context);
    expect(state.menuCalls).toEqual([null, '"v1"']);
    expect(after.overalls).not.toBe(before.overalls);
    expect(after.overalls[0]?.name.eng).toBe('Drinks');
    expect((await loadCatalogue(page(), context)).overalls).toBe(after.overalls);
  });

  it('passes an API failure on instead of serving the kept menu', async () => {
    const { context, state } = fakeApi();
    await loadCatalogue(page(), context);
    state.failWith = 503;
    await expect(loadCatalogue(page(), context)).rejects.toMatchObject({ status: 503, code: 'BOOM' });
  });
});

describe('derivedFromMenu', () => {
  it('computes once per menu and key', () => {
    const menu = [group('Food')] as unknown as Overalls;
    let runs = 0;
    const compute = () => ++runs;
    expect(derivedFromMenu(menu, 'a', compute)).toBe(1);
    expect(derivedFromMenu(menu, 'a', compute)).toBe(1);
    expect(derivedFromMenu(menu, 'b', compute)).toBe(2);
    expect(derivedFromMenu([...menu], 'a', compute)).toBe(3);
  });
});
