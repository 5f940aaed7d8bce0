// The picker's loader data against a fake API: cities and the main one, regions (null when they cannot be
// loaded), the merchant's area check from its order settings, and `back` kept to this site's paths.
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { testMerchant } from '../../lib/test-merchant.ts';
import { loadPicker } from './picker.server.ts';

const DEMO_ID = '11111111-1111-4111-8111-111111111111';
const TASHKENT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SAMARKAND = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = (value: string) => ({ uz: value, ru: value, eng: value });
const city = (id: string, name: string, isMain: boolean) => ({
  id,
  name: text(name),
  description: text(''),
  latitude: 41.3,
  longitude: 69.2,
  isMain,
  isTaximeter: false,
  taximeterComment: text(''),
});
const square = { type: 'Polygon', coordinates: [[[69.2, 41.25], [69.35, 41.25], [69.35, 41.4], [69.2, 41.25]]] };

function fakeContext(options: { regions: () => Response; validate: boolean }) {
  return {
    config: { defaultMerchant: 'demo', baseDomain: null },
    async apiFetch(path: string) {
      if (path.startsWith('/api/users/v1/merchants/sub/')) return json(testMerchant({ id: DEMO_ID, sub: 'demo' }));
      if (path === '/api/support/v1/merchant/settings/web') return json({});
      if (path.startsWith('/api/users/v1/city-merchant/')) return json([city(SAMARKAND, 'Samarqand', false), city(TASHKENT, 'Toshkent', true)]);
      if (path === '/api/orders/v1/merchant/settings') return json({ shouldValidateDeliveryArea: options.validate });
      if (path === '/api/users/v1/region') return options.regions();
      return json({ error: { code: 'NOT_FOUND', description: text('') } }, 404);
    },
  } satisfies AppLoadContext;
}

const regionsAnswer = () =>
  json({ regions: [{ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', merchantId: DEMO_ID, cityId: TASHKENT, name: 'Toshkent', polygon: square }], zones: [] });

describe('loadPicker', () => {
  it('hands the page the cities, the main one, the regions and the area check', async () => {
    const data = await loadPicker(new Request('http://demo.localhost/address/delivery?back=/basket'), fakeContext({ regions: regionsAnswer, validate: true }), '/checkout');
    expect(data.cities.map((entry) => entry.id)).toEqual([SAMARKAND, TASHKENT]);
    expect(data.mainCityId).toBe(TASHKENT);
    expect(data.regions).toEqual([{ cityId: TASHKENT, polygon: square }]);
    expect(data.validateDeliveryArea).toBe(true);
    expect(data.back).toBe('/basket');
    expect(data.tiles.tileUrl).toContain('{z}/{x}/{y}');
  });

  it('leaves the regions unknown when they cannot be loaded, rather than refusing every point', async () => {
    const data = await loadPicker(new Request('http://demo.localhost/address/delivery'), fakeContext({ regions: () => json({}, 500), validate: true }), '/checkout');
    expect(data.regions).toBeNull();
    expect(data.back).toBe('/checkout');
  });

  it('goes back only to a path of this site', async () => {
    for (const back of ['https://evil.example/', '//evil.example', 'javascript:alert(1)']) {
      const data = await loadPicker(new Request(`http://demo.localhost/address/delivery?back=${encodeURIComponent(back)}`), fakeContext({ regions: regionsAnswer, validate: false }), '/checkout');
      expect(data.back, back).toBe('/checkout');
      expect(data.validateDeliveryArea).toBe(false);
    }
  });
});
