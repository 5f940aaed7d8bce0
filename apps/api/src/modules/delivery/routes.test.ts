// Delivery API: regions and zones, the closest branch, and the client tariff (zones, distance, free, floor, out of area).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import type { DeliveryAreas } from '@dastarkhan/domain/contracts/delivery';
import { authHeaders, createTestApp, execSql, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';

const demo = DEMO.merchantIds.demo;
const merchantHeaders = { merchant: demo };

/** A closed GeoJSON ring around a rectangle, [lng, lat]. */
const rectangle = (west: number, south: number, east: number, north: number) =>
  JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  });

// Points (latitude, longitude) in the demo's areas.
const MARKAZ = { latitude: 41.31, longitude: 69.28 };
const SHAHAR_ONLY = { latitude: 41.32, longitude: 69.35 };
const OUTSIDE = { latitude: 41.0, longitude: 70.0 };
// An eastern region added by the test with no price zone over most of it, and a cheap zone in one corner.
const EAST_NO_ZONE = { latitude: 41.31, longitude: 69.45 };
const EAST_CHEAP_ZONE = { latitude: 41.31, longitude: 69.47 };
// A small zone served by Yunusobod next to Amir Temur, to see the zone's branch win over the nearest one.
const YUNUSOBOD_ZONE = { latitude: 41.301, longitude: 69.281 };

describe(`delivery API (${describeDatabase()})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const { token } = await signIn(t.app, demo, freshPhone().digits);
    headers = authHeaders(demo, token);
    const tashkent = DEMO.cityIds.tashkent;
    await execSql(t.database, `insert into delivery_regions (merchant_id, city_id, name, polygon) values ($1, $2, 'East', $3::jsonb)`, [
      demo,
      tashkent,
      rectangle(69.4, 41.28, 69.5, 41.34),
    ]);
    await execSql(t.database, `insert into delivery_zones (merchant_id, city_id, name, polygon, price, priority) values ($1, $2, 'Cheap', $3::jsonb, 500000, 0)`, [
      demo,
      tashkent,
      rectangle(69.46, 41.3, 69.48, 41.32),
    ]);
    await execSql(
      t.database,
      `insert into delivery_zones (merchant_id, city_id, branch_id, name, polygon, price, priority) values ($1, $2, $3, 'Yunusobod pocket', $4::jsonb, 1000000, -1)`,
      [demo, tashkent, DEMO.branchIds.yunusobod, rectangle(69.2805, 41.3005, 69.2815, 41.3015)],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const calculate = (body: Record<string, unknown>, as = headers) =>
    t.app.inject({ method: 'POST', url: '/api/deliveries/v1/delivery/tariff/client/calculate', headers: as, payload: body });
  const closest = (query: Record<string, string>, merchantId = demo) =>
    t.app.inject({ url: `/api/users/v1/branches/merchant/${merchantId}/closest`, headers: merchantHeaders, query });

  async function areas(): Promise<DeliveryAreas> {
    const res = await t.app.inject({ url: '/api/users/v1/region', headers: merchantHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DeliveryAreas;
  }

  it('lists the active regions and the zones by priority with prices in so\'m', async () => {
    const { regions, zones } = await areas();
    expect(regions.map((region) => region.name).sort()).toEqual(['East', 'Samarqand', 'Toshkent']);
    expect(zones.map((zone) => [zone.name, zone.price])).toEqual([
      ['Yunusobod pocket', 10_000],
      ['Cheap', 5_000],
      ['Markaz', 10_000],
      ['Samarqand', 12_000],
      ['Shahar', 18_000],
    ]);
    const markaz = zones.find((zone) => zone.name === 'Markaz');
    expect(markaz).toMatchObject({ cityId: DEMO.cityIds.tashkent, color: '#2A9D8F', branchId: null, polygon: { type: 'Polygon' } });
    // GeoJSON order: longitude first.
    expect(markaz?.polygon.coordinates[0]?.[0]).toEqual([69.22, 41.29]);
  });

  it('needs the merchant header for the regions', async () => {
    expect((await t.app.inject({ url: '/api/users/v1/region' })).statusCode).toBe(400);
  });

  describe('tariff', () => {
    const at = (place: { latitude: number; longitude: number }, extra: Record<string, unknown> = {}) => ({ productPrice: 60_000, ...place, ...extra });

    it("charges the Markaz zone's price in central Tashkent", async () => {
      const res = await calculate(at(MARKAZ, { branchId: DEMO.branchIds.amirTemur }));
      expect(res.statusCode, res.body).toBe(200);
      const { zones } = await areas();
      expect(res.json()).toMatchObject({ price: 10_000, source: 'ZONE', free: false, branchId: DEMO.branchIds.amirTemur, minimalDeliveryPrice: 8_000, freeDeliveryThreshold: 250_000 });
      expect(res.json().zoneId).toBe(zones.find((zone) => zone.name === 'Markaz')?.id);
    });

    it("charges the city-wide Shahar zone's price outside the centre", async () => {
      const res = await calculate(at(SHAHAR_ONLY, { branchId: DEMO.branchIds.ulugbek }));
      expect(res.json()).toMatchObject({ price: 18_000, source: 'ZONE' });
    });

    it("charges the Samarkand zone's price in Samarkand, from the closest branch when none is sent", async () => {
      const res = await calculate(at({ latitude: 39.655, longitude: 66.97 }));
      expect(res.json()).toMatchObject({ price: 12_000, source: 'ZONE', branchId: DEMO.branchIds.samarkand });
    });

    it("prices by the branch's tariff over the road-like distance inside a region without zones", async () => {
      const res = await calculate(at(EAST_NO_ZONE, { branchId: DEMO.branchIds.ulugbek }));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ source: 'TARIFF', zoneId: null, free: false });
      expect(body.tariffId).toEqual(expect.any(String));
      // About 9.7 km in a straight line from Mirzo Ulugbek, × 1.3 for the streets.
      expect(body.distance).toBeGreaterThan(12_000);
      expect(body.distance).toBeLessThan(13_500);
      // 12 000 for the first 3 km, then 2 500 per started km.
      expect(body.price).toBe(12_000 + Math.ceil((body.distance - 3_000) / 1_000) * 2_500);
    });

    it('is free from the threshold on, in a zone and by distance', async () => {
      expect((await calculate(at(EAST_NO_ZONE, { branchId: DEMO.branchIds.ulugbek, productPrice: 250_000 }))).json()).toMatchObject({ price: 0, free: true });
      expect((await calculate(at(MARKAZ, { branchId: DEMO.branchIds.amirTemur, productPrice: 250_000 }))).json()).toMatchObject({ price: 0, free: true });
      expect((await calculate(at(MARKAZ, { branchId: DEMO.branchIds.amirTemur, productPrice: 249_999.99 }))).json()).toMatchObject({ price: 10_000, free: false });
    });

    it("never charges less than the merchant's minimal delivery price", async () => {
      const res = await calculate(at(EAST_CHEAP_ZONE, { branchId: DEMO.branchIds.ulugbek }));
      expect(res.json()).toMatchObject({ source: 'ZONE', price: 8_000 });
    });

    it('refuses a point outside every region with 422 OUT_OF_SERVICE_ZONE', async () => {
      const res = await calculate(at(OUTSIDE, { branchId: DEMO.branchIds.amirTemur }));
      expect(res.statusCode).toBe(422);
      const { error } = res.json();
      expect(error.code).toBe('OUT_OF_SERVICE_ZONE');
      expect(error.description.eng).toContain('Out of Service zone');
      expect(error.description.eng).toContain('choose another');
      expect(error.description.ru).toContain('Вне зоны обслуживания');
    });

    it("prices a point outside the regions by the branch's tariff when the merchant does not validate the area", async () => {
      await execSql(t.database, `update merchant_settings set should_validate_delivery_area = false where merchant_id = $1`, [demo]);
      await t.app.services.merchants.invalidateMerchant(demo);
      try {
        const res = await calculate(at(OUTSIDE, { branchId: DEMO.branchIds.amirTemur }));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ source: 'TARIFF', zoneId: null });
        expect(res.json().price).toBeGreaterThan(12_000);
      } finally {
        await execSql(t.database, `update merchant_settings set should_validate_delivery_area = true where merchant_id = $1`, [demo]);
        await t.app.services.merchants.invalidateMerchant(demo);
      }
    });

    it('refuses a branch that does not deliver, and asks for a sign-in and coordinates', async () => {
      await execSql(t.database, `update branches set delivery_enabled = false where id = $1`, [DEMO.branchIds.chilonzor]);
      await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
      const refused = await calculate(at(MARKAZ, { branchId: DEMO.branchIds.chilonzor }));
      await execSql(t.database, `update branches set delivery_enabled = true where id = $1`, [DEMO.branchIds.chilonzor]);
      await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('BRANCH_NOT_FOUND');
      expect((await calculate(at(MARKAZ), merchantHeaders)).statusCode).toBe(401);
      expect((await calculate({ productPrice: 60_000, latitude: 41.31 })).statusCode).toBe(400);
    });
  });

  describe('closest branch', () => {
    it('answers the nearest delivering branch', async () => {
      const res = await closest({ lat: String(MARKAZ.latitude), lon: String(MARKAZ.longitude) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().id).toBe(DEMO.branchIds.amirTemur);
      const samarkand = await closest({ lat: '39.655', lon: '66.97', type: 'DELIVERY' });
      expect(samarkand.json().id).toBe(DEMO.branchIds.samarkand);
    });

    it("answers the zone's own branch even when another one is nearer", async () => {
      const res = await closest({ lat: String(YUNUSOBOD_ZONE.latitude), lon: String(YUNUSOBOD_ZONE.longitude) });
      expect(res.json().id).toBe(DEMO.branchIds.yunusobod);
    });

    it("skips the zone's branch when it no longer delivers, and the nearest one while inactive", async () => {
      await execSql(t.database, `update branches set delivery_enabled = false where id = $1`, [DEMO.branchIds.yunusobod]);
      await execSql(t.database, `update branches set is_active = false where id = $1`, [DEMO.branchIds.amirTemur]);
      await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
      try {
        const res = await closest({ lat: String(YUNUSOBOD_ZONE.latitude), lon: String(YUNUSOBOD_ZONE.longitude) });
        expect(res.statusCode).toBe(200);
        expect([DEMO.branchIds.yunusobod, DEMO.branchIds.amirTemur]).not.toContain(res.json().id);
      } finally {
        await execSql(t.database, `update branches set delivery_enabled = true where id = $1`, [DEMO.branchIds.yunusobod]);
        await execSql(t.database, `update branches set is_active = true where id = $1`, [DEMO.branchIds.amirTemur]);
        await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
      }
    });

    it('needs coordinates: 400 without or with a bad one', async () => {
      expect((await closest({ lat: '41.31' })).statusCode).toBe(400);
      expect((await closest({ lat: 'abc', lon: '69.28' })).statusCode).toBe(400);
      expect((await closest({ lat: '95', lon: '69.28' })).statusCode).toBe(400);
      expect((await closest({ lat: '', lon: '' })).statusCode).toBe(400);
    });

    it('answers 404 NO_BRANCHES when no branch delivers that far', async () => {
      const res = await closest({ lat: '40.5', lon: '68' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'NO_BRANCHES', description: { eng: 'No branches' } });
    });

    it('refuses a path merchant other than the header', async () => {
      const res = await closest({ lat: '41.31', lon: '69.28' }, DEMO.merchantIds.shop);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('MERCHANT_NOT_FOUND');
    });
  });
});
