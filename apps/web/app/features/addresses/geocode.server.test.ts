// /address/geocode against a fake API: what is asked (merchant, language, the session's token), the
// small shape answered, Nominatim's "nothing here", bad queries (400) and every failure of the proxy as 502.
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { tokenCookieName } from '../../lib/session.server.ts';
import { testMerchant } from '../../lib/test-merchant.ts';
import { geocode } from './geocode.server.ts';

const DEMO_ID = '11111111-1111-4111-8111-111111111111';
const TOKEN = 'tok_0123456789abcdef0123456789abcdef';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, code: string) => json({ error: { code, description: { uz: code, ru: code, eng: code } } }, status);

const nominatimPlace = (lat: string, lon: string) => ({
  place_id: 1,
  lat,
  lon,
  name: '',
  display_name: "12, Amir Temur ko'chasi, Toshkent",
  address: { road: "Amir Temur ko'chasi", house_number: '12', city: 'Toshkent' },
  extratags: { ignored: 'yes' },
});

/** A fake API: the storefront's lookups (merchant, settings, cities, extra pages), and `answer` for the geocoding proxy; records the proxy calls. */
function fakeContext(answer: (path: string) => Response | Promise<Response>) {
  const calls: { path: string; headers: Headers }[] = [];
  const context = {
    config: { defaultMerchant: 'demo', baseDomain: null },
    async apiFetch(path: string, init?: RequestInit) {
      if (path.startsWith('/api/users/v1/merchants/sub/')) return json(testMerchant({ id: DEMO_ID, sub: 'demo' }));
      if (path === '/api/support/v1/merchant/settings/web') return json({});
      if (path.startsWith('/api/users/v1/city-merchant/')) return json([]);
      if (path === '/api/support/v1/company/extra-pages') return json([]);
      calls.push({ path, headers: new Headers(init?.headers) });
      return answer(path);
    },
  } satisfies AppLoadContext;
  return { context, calls };
}

const ask = (query: string, cookie = 'lang=ru') => new Request(`http://demo.localhost/address/geocode?${query}`, { headers: { Cookie: cookie } });

async function body(result: unknown): Promise<{ status: number; data: unknown }> {
  const { data, init } = result as { data: unknown; init: { status?: number } | null };
  return { status: init?.status ?? 200, data };
}

describe('reverse geocoding', () => {
  it("asks the API's proxy with the merchant and language and answers the place in the picker's shape", async () => {
    const { context, calls } = fakeContext(() => json(nominatimPlace('41.3111000', '69.2797000')));
    const answer = await body(await geocode(ask('lat=41.3111&lon=69.2797'), context));
    expect(calls[0]?.path).toBe('/api/notifications/v1/nominatim/reverse?format=json&lat=41.3111&lon=69.2797');
    expect(calls[0]?.headers.get('merchant')).toBe(DEMO_ID);
    expect(calls[0]?.headers.get('language')).toBe('ru');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(answer).toEqual({
      status: 200,
      data: {
        place: {
          latitude: 41.3111,
          longitude: 69.2797,
          name: "Amir Temur ko'chasi 12",
          displayName: "12, Amir Temur ko'chasi, Toshkent",
          streetName: "Amir Temur ko'chasi",
          houseNumber: '12',
          description: "Amir Temur ko'chasi 12, Toshkent",
        },
      },
    });
  });

  it("forwards the signed-in customer's token", async () => {
    const { context, calls } = fakeContext(() => json(nominatimPlace('41.3', '69.2')));
    await geocode(ask('lat=41.3&lon=69.2', `${tokenCookieName('demo')}=${TOKEN}`), context);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('answers no place where Nominatim finds nothing', async () => {
    const { context } = fakeContext(() => json({ error: 'Unable to geocode' }));
    expect(await body(await geocode(ask('lat=-10&lon=69.2'), context))).toEqual({ status: 200, data: { place: null } });
  });

  it('refuses a point that is not one, without asking the API', async () => {
    const { context, calls } = fakeContext(() => json({}));
    for (const query of ['lat=&lon=69.2', 'lat=91&lon=69.2', 'lat=41.3', 'lat=abc&lon=1']) {
      expect((await body(await geocode(ask(query), context))).status, query).toBe(400);
    }
    expect(calls).toHaveLength(0);
  });
});

describe('place search', () => {
  it('answers the places found, dropping those without a point', async () => {
    const { context, calls } = fakeContext(() => json([nominatimPlace('41.3111', '69.2797'), { ...nominatimPlace('x', 'y'), place_id: 2 }]));
    const answer = await body(await geocode(ask('q=Amir%20Temur%2015'), context));
    expect(calls[0]?.path).toBe('/api/notifications/v1/nominatim/search?format=json&q=Amir+Temur+15');
    expect(answer.status).toBe(200);
    expect((answer.data as { places: unknown[] }).places).toHaveLength(1);
  });

  it('refuses an empty text', async () => {
    const { context } = fakeContext(() => json([]));
    expect((await body(await geocode(ask('q=%20%20'), context))).status).toBe(400);
    expect((await body(await geocode(ask(''), context))).status).toBe(400);
  });
});

describe('failures', () => {
  it.each([
    ['Nominatim failed', () => apiError(502, 'NOMINATIM_ERROR')],
    ['every lookup slot is taken', () => apiError(503, 'NOMINATIM_ERROR')],
    ["this client's limit", () => apiError(429, 'GEOCODING_TOO_MANY_REQUESTS')],
    ['an answer not in Nominatim shape', () => json({ unexpected: true })],
    ['the API unreachable', () => Promise.reject(new TypeError('fetch failed'))],
  ])("become one 502 'nominatim' for the page: %s", async (_, answer) => {
    const { context } = fakeContext(answer);
    expect(await body(await geocode(ask('lat=41.3&lon=69.2'), context))).toEqual({ status: 502, data: { error: 'nominatim' } });
  });
});
