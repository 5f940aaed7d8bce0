import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BranchSchema } from '@dastarkhan/domain/contracts/branch';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { CitySchema, MerchantSchema } from '@dastarkhan/domain/contracts/merchant';
import { WEEK_DAYS } from '@dastarkhan/domain/enums';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { createTestApp, execSql, type TestApp } from '../../testing/test-app.ts';

const demo = { merchant: DEMO.merchantIds.demo };
const shop = { merchant: DEMO.merchantIds.shop };

describe(`merchants, cities and branches (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the demo merchant by its subdomain, without a merchant header', async () => {
    const res = await t.app.inject({ url: '/api/users/v1/merchants/sub/demo' });
    expect(res.statusCode).toBe(200);
    const merchant = MerchantSchema.parse(res.json());
    expect(merchant).toMatchObject({ id: DEMO.merchantIds.demo, sub: 'demo', isActive: true, mainCityId: DEMO.cityIds.tashkent });
    expect(merchant.name.eng).not.toBe('');
    // Secrets of the merchant record never leave the server.
    expect(res.body).not.toMatch(/telegramBotToken|smsPassword|DEMO_BOT_TOKEN/);
  });

  it('answers an inactive merchant so the storefront can show /blocked', async () => {
    const res = await t.app.inject({ url: '/api/users/v1/merchants/sub/closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sub: 'closed', isActive: false });
  });

  it('answers 404 MERCHANT_NOT_FOUND with the error shape for an unknown subdomain', async () => {
    const res = await t.app.inject({ url: '/api/users/v1/merchants/sub/no-such-brand' });
    expect(res.statusCode).toBe(404);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('MERCHANT_NOT_FOUND');
    expect(body.error.description.ru).not.toBe('');
    expect(body.error.description.uz).not.toBe('');
    expect(body.error.description.eng).not.toBe('');
  });

  it('lists the cities of a merchant, the main city (Tashkent) first', async () => {
    const res = await t.app.inject({ url: `/api/users/v1/city-merchant/merchant/${DEMO.merchantIds.demo}` });
    expect(res.statusCode).toBe(200);
    const cities = CitySchema.array().parse(res.json());
    expect(cities.map((city) => city.id)).toEqual([DEMO.cityIds.tashkent, DEMO.cityIds.samarkand]);
    expect(cities[0]?.isMain).toBe(true);
  });

  it('answers 404 for the cities of an unknown merchant', async () => {
    const res = await t.app.inject({ url: '/api/users/v1/city-merchant/merchant/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('MERCHANT_NOT_FOUND');
  });

  it('lists the active branches with work hours grouped by service type, Monday to Sunday', async () => {
    const res = await t.app.inject({ url: '/api/users/v1/branches', headers: demo });
    expect(res.statusCode).toBe(200);
    const branches = BranchSchema.array().parse(res.json());
    expect(branches.length).toBeGreaterThanOrEqual(3);
    expect(branches.every((branch) => branch.merchantId === DEMO.merchantIds.demo && branch.isActive)).toBe(true);
    const amirTemur = branches.find((branch) => branch.id === DEMO.branchIds.amirTemur);
    const delivery = amirTemur?.workHours.find((hours) => hours.type === 'DELIVERY');
    expect(delivery?.days.map((day) => day.weekName)).toEqual([...WEEK_DAYS]);
    const kitchen = branches.find((branch) => branch.id === DEMO.pickupDisabledBranchId);
    expect(kitchen?.settings.pickupEnabled).toBe(false);
    expect(kitchen?.workHours.some((hours) => hours.type === 'PICK_UP')).toBe(false);
  });

  it("gives delivery prices in so'm, not tiyin", async () => {
    const res = await t.app.inject({ url: `/api/users/v1/branches/${DEMO.branchIds.amirTemur}`, headers: demo });
    const branch = BranchSchema.parse(res.json());
    // Seeded prices are whole thousands of so'm; in tiyin they would be 100 times larger.
    expect(branch.deliveryPrice % 1000).toBe(0);
    expect(branch.deliveryPrice).toBeLessThan(100_000);
  });

  it('filters branches by city', async () => {
    const res = await t.app.inject({ url: `/api/users/v1/branches/full?cityId=${DEMO.cityIds.samarkand}`, headers: demo });
    expect(res.statusCode).toBe(200);
    const branches = BranchSchema.array().parse(res.json());
    expect(branches.map((branch) => branch.id)).toEqual([DEMO.branchIds.samarkand]);

    const bad = await t.app.inject({ url: '/api/users/v1/branches/full?cityId=tashkent', headers: demo });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect(bad.json().error.details.fields[0].field).toBe('cityId');
  });

  it('answers one branch, and 404 BRANCH_NOT_FOUND for another merchant’s branch', async () => {
    const own = await t.app.inject({ url: `/api/users/v1/branches/${DEMO.branchIds.chilonzor}`, headers: demo });
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(DEMO.branchIds.chilonzor);

    const foreign = await t.app.inject({ url: `/api/users/v1/branches/${DEMO.branchIds.chilonzor}`, headers: shop });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('BRANCH_NOT_FOUND');

    const shopBranches = await t.app.inject({ url: '/api/users/v1/branches', headers: shop });
    expect(shopBranches.json().map((branch: { id: string }) => branch.id)).not.toContain(DEMO.branchIds.chilonzor);
  });

  describe('caching', () => {
    const sub = '/api/users/v1/merchants/sub/demo';
    const citiesUrl = `/api/users/v1/city-merchant/merchant/${DEMO.merchantIds.demo}`;

    it('serves the merchant found by subdomain from cache until a change is announced, then the change', async () => {
      const before = (await t.app.inject({ url: sub })).json();
      await execSql(t.database, `update merchants set name = name || '{"eng":"Renamed Kitchen"}'::jsonb where id = $1`, [DEMO.merchantIds.demo]);
      try {
        expect((await t.app.inject({ url: sub })).json().name.eng).toBe(before.name.eng);
        await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
        expect((await t.app.inject({ url: sub })).json().name.eng).toBe('Renamed Kitchen');
      } finally {
        await execSql(t.database, 'update merchants set name = $2::jsonb where id = $1', [DEMO.merchantIds.demo, JSON.stringify(before.name)]);
        await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
      }
      expect((await t.app.inject({ url: sub })).json().name).toEqual(before.name);
    });

    it('answers a subdomain that moved to another merchant with that merchant, and the old one 404', async () => {
      expect((await t.app.inject({ url: '/api/users/v1/merchants/sub/shop' })).json().id).toBe(DEMO.merchantIds.shop);
      await execSql(t.database, `update merchants set sub = 'shop-old' where id = $1`, [DEMO.merchantIds.shop]);
      try {
        await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.shop);
        expect((await t.app.inject({ url: '/api/users/v1/merchants/sub/shop' })).statusCode).toBe(404);
        expect((await t.app.inject({ url: '/api/users/v1/merchants/sub/shop-old' })).json().id).toBe(DEMO.merchantIds.shop);
      } finally {
        await execSql(t.database, `update merchants set sub = 'shop' where id = $1`, [DEMO.merchantIds.shop]);
        await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.shop);
      }
      expect((await t.app.inject({ url: '/api/users/v1/merchants/sub/shop' })).json().id).toBe(DEMO.merchantIds.shop);
    });

    it('refuses a merchant deactivated after it was cached once the change is announced (403 MERCHANT_INACTIVE)', async () => {
      expect((await t.app.inject({ url: '/api/users/v1/branches', headers: demo })).statusCode).toBe(200);
      await execSql(t.database, 'update merchants set is_active = false where id = $1', [DEMO.merchantIds.demo]);
      try {
        await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
        const refused = await t.app.inject({ url: '/api/users/v1/branches', headers: demo });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('MERCHANT_INACTIVE');
        expect((await t.app.inject({ url: sub })).json().isActive).toBe(false);
      } finally {
        await execSql(t.database, 'update merchants set is_active = true where id = $1', [DEMO.merchantIds.demo]);
        await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
      }
      expect((await t.app.inject({ url: '/api/users/v1/branches', headers: demo })).statusCode).toBe(200);
    });

    it('serves the cities from cache until a change is announced, and only drops the changed merchant', async () => {
      const shopCities = `/api/users/v1/city-merchant/merchant/${DEMO.merchantIds.shop}`;
      const shopBefore = (await t.app.inject({ url: shopCities })).json();
      expect(shopBefore.length).toBeGreaterThan(0);
      expect((await t.app.inject({ url: citiesUrl })).json().map((city: { id: string }) => city.id)).toContain(DEMO.cityIds.samarkand);
      await execSql(t.database, 'update cities set is_active = false where id = $1', [DEMO.cityIds.samarkand]);
      await execSql(t.database, 'update cities set is_active = false where merchant_id = $1', [DEMO.merchantIds.shop]);
      try {
        expect((await t.app.inject({ url: citiesUrl })).json().map((city: { id: string }) => city.id)).toContain(DEMO.cityIds.samarkand);
        await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
        expect((await t.app.inject({ url: citiesUrl })).json().map((city: { id: string }) => city.id)).toEqual([DEMO.cityIds.tashkent]);
        // Nothing was announced for the other merchant: its answer is still the cached one.
        expect((await t.app.inject({ url: shopCities })).json()).toEqual(shopBefore);
      } finally {
        await execSql(t.database, 'update cities set is_active = true where id = $1 or merchant_id = $2', [DEMO.cityIds.samarkand, DEMO.merchantIds.shop]);
        await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
        await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.shop);
      }
    });
  });
});
