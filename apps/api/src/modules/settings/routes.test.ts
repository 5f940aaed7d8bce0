import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSettingsSchema, WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { createTestApp, execSql, type TestApp } from '../../testing/test-app.ts';

const demo = { merchant: DEMO.merchantIds.demo };
const shop = { merchant: DEMO.merchantIds.shop };

describe(`merchant settings (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the order rules with every field, money in so'm", async () => {
    const res = await t.app.inject({ url: '/api/orders/v1/merchant/settings', headers: demo });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(OrderSettingsSchema.shape).sort());
    const settings = OrderSettingsSchema.parse(body);
    expect(settings).toMatchObject({
      isServiceFeeEnabled: true,
      serviceFeeThreshold: 150_000,
      serviceFeeAmount: 3_000,
      minimalDeliveryPrice: 8_000,
      shouldValidateDeliveryArea: true,
      cashbackPercent: 3,
      cityId: DEMO.cityIds.tashkent,
    });
  });

  it('answers the web settings with every field, stored values over defaults', async () => {
    const res = await t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: demo });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(WebSettingsSchema.shape).sort());
    const settings = WebSettingsSchema.parse(body);
    expect(settings).toMatchObject({ merchantId: DEMO.merchantIds.demo, brand: 'Dastarkhan Kitchen', mainColor: '#D6342C', bannersActive: true });
    // Not stored for the demo merchant: the default applies.
    expect(settings.mapType).toBe('LEAFLET');
  });

  it("falls back to the merchant's name, logo and colour when nothing is stored, and to defaults everywhere else", async () => {
    await execSql(t.database, 'delete from merchant_settings where merchant_id = $1', [DEMO.merchantIds.shop]);
    await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.shop);
    const merchant = (await t.app.inject({ url: '/api/users/v1/merchants/sub/shop' })).json();

    const web = await t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: shop });
    expect(web.statusCode).toBe(200);
    expect(Object.keys(web.json()).sort()).toEqual(Object.keys(WebSettingsSchema.shape).sort());
    expect(web.json()).toMatchObject({
      merchantId: DEMO.merchantIds.shop,
      brand: merchant.name.uz,
      title: merchant.name.uz,
      logo: merchant.logo,
      favicon: merchant.logo,
      mainColor: merchant.color,
      deliveryActive: true,
      bannersActive: false,
    });

    const order = await t.app.inject({ url: '/api/orders/v1/merchant/settings', headers: shop });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toEqual(OrderSettingsSchema.parse({ cityId: merchant.mainCityId }));
  });

  it('ignores a stored value that no longer fits instead of failing the storefront', async () => {
    await execSql(t.database, `update merchant_settings set web = web || '{"mapType":"GOOGLE","deliveryActive":"yes"}'::jsonb where merchant_id = $1`, [
      DEMO.merchantIds.demo,
    ]);
    await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
    const res = await t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: demo });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mapType: 'LEAFLET', deliveryActive: true, mainColor: '#D6342C' });
  });

  it('refuses the settings of an inactive merchant with 403 MERCHANT_INACTIVE', async () => {
    const res = await t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: { merchant: DEMO.merchantIds.closed } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('MERCHANT_INACTIVE');
  });

  it('serves the web and order settings from cache until a change is announced, then the change', async () => {
    const web = () => t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: demo });
    const order = () => t.app.inject({ url: '/api/orders/v1/merchant/settings', headers: demo });
    const before = { web: (await web()).json(), order: (await order()).json() };
    await execSql(t.database, `update merchant_settings set web = web || '{"mainColor":"#123456"}'::jsonb, cashback_percent = 7 where merchant_id = $1`, [
      DEMO.merchantIds.demo,
    ]);
    expect((await web()).json().mainColor).toBe(before.web.mainColor);
    expect((await order()).json().cashbackPercent).toBe(before.order.cashbackPercent);

    await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
    expect((await web()).json().mainColor).toBe('#123456');
    expect((await order()).json().cashbackPercent).toBe(7);
  });

  it("drops the settings when the merchant itself changes (the brand falls back to the merchant's name)", async () => {
    await execSql(t.database, 'delete from merchant_settings where merchant_id = $1', [DEMO.merchantIds.shop]);
    await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.shop);
    const brand = async () => (await t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: shop })).json().brand;
    const before = await brand();
    await execSql(t.database, `update merchants set name = name || '{"uz":"Yangi do''kon"}'::jsonb where id = $1`, [DEMO.merchantIds.shop]);
    expect(await brand()).toBe(before);
    await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.shop);
    expect(await brand()).toBe("Yangi do'kon");
  });
});
