// The promo code check through the HTTP API: every demo promo behaves as its name says, with the spec's messages;
// and the list of public codes a customer is shown (/profile/promos).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PromoCheckSchema, PromoSchema } from '@dastarkhan/domain/contracts/promo';
import { priceOrder } from '@dastarkhan/domain/pricing';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { authHeaders, createTestApp, execSql, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { insertLimitedPromo, insertOrder } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;

describe(`POST /api/orders/v1/promos/check (${describeDatabase()})`, () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const session = await signIn(t.app, demo, freshPhone().digits);
    token = session.token;
    userId = session.user.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const check = (payload: object, options: { merchantId?: string; token?: string; language?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/promos/check',
      headers: { ...authHeaders(options.merchantId ?? demo, options.token ?? token), ...(options.language ? { language: options.language } : {}) },
      payload,
    });

  async function refusal(payload: object, options?: Parameters<typeof check>[1]) {
    const res = await check(payload, options);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error as { code: string; description: Record<string, string>; details?: Record<string, unknown> };
  }

  it('WELCOME10 takes 10 % off products above 50 000 so\'m', async () => {
    const res = await check({ code: 'WELCOME10', serviceType: 'DELIVERY', productPrice: 60_000 });
    expect(res.statusCode, res.body).toBe(200);
    const body = PromoCheckSchema.parse(res.json());
    expect(body.promo).toMatchObject({ code: 'WELCOME10', discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 50_000, endDate: null });
    expect(body.productDiscount).toBe(6_000);
    expect(body.deliveryDiscount).toBe(0);
  });

  it('gives the same discount, to the tiyin, as the pricing the basket and the order use', async () => {
    const body = (await check({ code: 'WELCOME10', serviceType: 'PICK_UP', productPrice: 123_456.78 })).json();
    const totals = priceOrder({
      lines: [{ key: 'x', unitPriceTiyin: 12_345_678, discountPercent: 0, options: [], quantity: 1 }],
      serviceType: 'PICK_UP',
      deliveryPriceTiyin: 0,
      minimalDeliveryPriceTiyin: 0,
      promo: { discountType: 'PERCENTAGE', productDiscount: 10, deliveryDiscountType: 'AMOUNT', deliveryDiscount: 0, minPriceTiyin: 5_000_000 },
      cashbackTiyin: 0,
      serviceFee: { isServiceFeeEnabled: false, isServiceFeeFreeAboveThreshold: false, serviceFeeThresholdTiyin: 0, serviceFeeAmountTiyin: 0 },
    });
    expect(body.productDiscount).toBe(totals.promoDiscount / 100);
    expect(body.productDiscount).toBe(12_345.68);
  });

  it('WELCOME10 at exactly its minimum is refused and names the minimum', async () => {
    const error = await refusal({ code: 'WELCOME10', serviceType: 'DELIVERY', productPrice: 50_000 });
    expect(error.code).toBe('PROMO_MIN_PRICE');
    expect(error.details?.minPrice).toBe(50_000);
    expect(error.description.eng).toMatch(/must be higher than/);
    expect(error.description.ru).toBeTruthy();
    expect(error.description.uz).toBeTruthy();
  });

  it("MINUS15K takes 15 000 so'm off products above 100 000 so'm", async () => {
    const body = (await check({ code: 'MINUS15K', serviceType: 'PICK_UP', productPrice: 120_000 })).json();
    expect(body.promo).toMatchObject({ code: 'MINUS15K', discountType: 'AMOUNT', productDiscount: 15_000, minPrice: 100_000 });
    expect(body.productDiscount).toBe(15_000);
    const error = await refusal({ code: 'MINUS15K', serviceType: 'PICK_UP', productPrice: 99_999.99 });
    expect(error.code).toBe('PROMO_MIN_PRICE');
    expect(error.details?.minPrice).toBe(100_000);
  });

  it('FREEDELIVERY takes the whole delivery price off a delivery and nothing off the products', async () => {
    const res = await check({ code: 'FREEDELIVERY', serviceType: 'DELIVERY', productPrice: 30_000, deliveryPrice: 12_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      promo: { code: 'FREEDELIVERY', deliveryDiscountType: 'PERCENTAGE', deliveryDiscount: 100 },
      productDiscount: 0,
      deliveryDiscount: 12_000,
    });
    // Pick-up has no delivery to discount.
    const pickUp = (await check({ code: 'FREEDELIVERY', serviceType: 'PICK_UP', productPrice: 30_000, deliveryPrice: 12_000 })).json();
    expect(pickUp.deliveryDiscount).toBe(0);
  });

  it('EXPIRED is expired, FUTURE has not started, PAUSED is not active', async () => {
    const expired = await refusal({ code: 'EXPIRED', serviceType: 'DELIVERY', productPrice: 200_000 });
    expect(expired.code).toBe('PROMO_EXPIRED');
    expect(expired.description.eng).toMatch(/expired/i);
    const future = await refusal({ code: 'FUTURE', serviceType: 'DELIVERY', productPrice: 200_000 });
    expect(future.code).toBe('PROMO_NOT_STARTED');
    expect(future.description.eng).toMatch(/not started/i);
    const paused = await refusal({ code: 'PAUSED', serviceType: 'DELIVERY', productPrice: 200_000 });
    expect(paused.code).toBe('PROMO_NOT_ACTIVE');
    expect(paused.description.eng).toMatch(/not active/i);
  });

  it('ignores case and surrounding spaces and answers the code as the merchant wrote it', async () => {
    const res = await check({ code: '  welcome10 ', serviceType: 'DELIVERY', productPrice: 60_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().promo.code).toBe('WELCOME10');
    expect((await check({ code: 'MiNuS15k', serviceType: 'DELIVERY', productPrice: 150_000 })).json().productDiscount).toBe(15_000);
  });

  it('does not know unknown codes nor the codes of another merchant', async () => {
    expect((await refusal({ code: 'NOPE2024', serviceType: 'DELIVERY', productPrice: 60_000 })).code).toBe('PROMO_NOT_FOUND');
    // BOZOR5 is the shop merchant's code.
    expect((await refusal({ code: 'BOZOR5', serviceType: 'DELIVERY', productPrice: 200_000 })).code).toBe('PROMO_NOT_FOUND');
    const shopSession = await signIn(t.app, shop, freshPhone().digits);
    const atShop = await refusal({ code: 'WELCOME10', serviceType: 'DELIVERY', productPrice: 200_000 }, { merchantId: shop, token: shopSession.token });
    expect(atShop.code).toBe('PROMO_NOT_FOUND');
    const own = await check({ code: 'bozor5', serviceType: 'DELIVERY', productPrice: 200_000 }, { merchantId: shop, token: shopSession.token });
    expect(own.json().productDiscount).toBe(10_000);
  });

  it('needs a signed-in customer and a sound body', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/promos/check',
      headers: { merchant: demo },
      payload: { code: 'WELCOME10', serviceType: 'DELIVERY', productPrice: 60_000 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await check({ code: 'WELCOME10', serviceType: 'DELIVERY', productPrice: -1 })).statusCode).toBe(400);
    expect((await check({ code: 'WELCOME10', serviceType: 'TAKEAWAY', productPrice: 60_000 })).json().error.code).toBe('VALIDATION_ERROR');
    expect((await check({ code: '   ', serviceType: 'DELIVERY', productPrice: 60_000 })).json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a promo used up overall or by this customer; a canceled order gives its use back', async () => {
    const db = t.database.db;
    const promoId = await insertLimitedPromo(db, { code: 'TWICE', usageLimit: 2, perUserLimit: 1 });
    const payload = { code: 'twice', serviceType: 'PICK_UP', productPrice: 60_000 };
    expect((await check(payload)).json().productDiscount).toBe(5_000);

    const mine = await insertOrder(db, { userId, promoId });
    const mineUsed = await refusal(payload);
    expect(mineUsed.code).toBe('PROMO_USAGE_LIMIT');
    expect(mineUsed.details?.scope).toBe('CUSTOMER');

    // Someone else may still use it once more...
    const other = await signIn(t.app, demo, freshPhone().digits);
    expect((await check(payload, { token: other.token })).statusCode).toBe(200);
    const third = await signIn(t.app, demo, freshPhone().digits);
    await insertOrder(db, { userId: other.user.id, promoId });
    // ...until the overall limit is reached.
    const used = await refusal(payload, { token: third.token });
    expect(used.code).toBe('PROMO_USAGE_LIMIT');
    expect(used.details?.scope).toBe('TOTAL');

    await execSql(t.database, `update orders set status = 'CANCELED' where id = $1`, [mine]);
    expect((await check(payload)).statusCode).toBe(200);
    expect((await check(payload, { token: third.token })).statusCode).toBe(200);
  });

  it("WELCOME10 is for a customer's first order: refused once they have one, a canceled one does not count", async () => {
    const fresh = await signIn(t.app, demo, freshPhone().digits);
    const payload = { code: 'WELCOME10', serviceType: 'PICK_UP', productPrice: 60_000 };
    expect((await check(payload, { token: fresh.token })).statusCode).toBe(200);
    // Another customer's order is not theirs.
    const other = await signIn(t.app, demo, freshPhone().digits);
    await insertOrder(t.database.db, { userId: other.user.id });
    expect((await check(payload, { token: fresh.token })).statusCode).toBe(200);

    const orderId = await insertOrder(t.database.db, { userId: fresh.user.id });
    const refused = await refusal(payload, { token: fresh.token });
    expect(refused.code).toBe('PROMO_FIRST_ORDER_ONLY');
    expect(refused.description.eng).toBe('This promo code is only for your first order');
    expect(refused.description.ru).toBe('Этот промокод действует только на первый заказ');
    expect(refused.description.uz).toBe('Bu promokod faqat birinchi buyurtma uchun');
    // Any code without the setting still works for them.
    expect((await check({ ...payload, code: 'MINUS15K', productPrice: 120_000 }, { token: fresh.token })).statusCode).toBe(200);

    await execSql(t.database, `update orders set status = 'CANCELED' where id = $1`, [orderId]);
    expect((await check(payload, { token: fresh.token })).statusCode).toBe(200);
  });

  it('carries the spec texts in Russian too', async () => {
    const res = await check({ code: 'EXPIRED', serviceType: 'DELIVERY', productPrice: 60_000 });
    expect(res.json().error.description.ru).toBe('Срок действия промокода истёк');
  });
});

describe(`GET /api/orders/v1/promos/available (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const DAY = 86_400_000;
  const customer = () => signIn(t.app, demo, freshPhone().digits);
  const list = (token: string, merchantId = demo) => t.app.inject({ method: 'GET', url: '/api/orders/v1/promos/available', headers: authHeaders(merchantId, token) });
  async function codes(token: string, merchantId = demo): Promise<string[]> {
    const res = await list(token, merchantId);
    expect(res.statusCode, res.body).toBe(200);
    return z
      .array(PromoSchema)
      .parse(res.json())
      .map((promo) => promo.code);
  }
  async function setPromoActive(merchantId: string, on: boolean) {
    await execSql(t.database, `update merchant_settings set web = jsonb_set(coalesce(web, '{}'::jsonb), '{promoActive}', $2::jsonb) where merchant_id = $1`, [merchantId, JSON.stringify(on)]);
    await t.app.services.merchants.invalidateMerchant(merchantId);
  }

  it("lists the demo's public codes to a new customer, with their terms in so'm, and none of the private ones", async () => {
    const { token } = await customer();
    const res = await list(token);
    expect(res.statusCode, res.body).toBe(200);
    const promos = z.array(PromoSchema).parse(res.json());
    // MINUS15K ends in 90 days, WELCOME10 never: the one ending first comes first.
    expect(promos.map((promo) => promo.code)).toEqual(['MINUS15K', 'WELCOME10']);
    expect(promos[0]).toMatchObject({ discountType: 'AMOUNT', productDiscount: 15_000, minPrice: 100_000, firstOrderOnly: false, startDate: expect.any(String), endDate: expect.any(String) });
    expect(promos[1]).toMatchObject({ discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 50_000, firstOrderOnly: true, endDate: null });
  });

  it('lists a public code while it can be used: not a switched-off, ended or private one; a later one last, with its start', async () => {
    const now = Date.now();
    const { token } = await customer();
    await insertLimitedPromo(t.database.db, { code: 'PUBOFF', usageLimit: null, perUserLimit: null, isPublic: true, isActive: false });
    await insertLimitedPromo(t.database.db, { code: 'PUBENDED', usageLimit: null, perUserLimit: null, isPublic: true, endDate: new Date(now - DAY) });
    await insertLimitedPromo(t.database.db, { code: 'PRIVATE1', usageLimit: null, perUserLimit: null, isPublic: false });
    const laterStart = new Date(now + 10 * DAY);
    await insertLimitedPromo(t.database.db, { code: 'PUBLATER', usageLimit: null, perUserLimit: null, isPublic: true, startDate: laterStart, endDate: new Date(now + 20 * DAY) });
    await insertLimitedPromo(t.database.db, { code: 'PUBSOON', usageLimit: null, perUserLimit: null, isPublic: true, endDate: new Date(now + 2 * DAY) });
    const promos = z.array(PromoSchema).parse((await list(token)).json());
    expect(promos.map((promo) => promo.code)).toEqual(['PUBSOON', 'MINUS15K', 'WELCOME10', 'PUBLATER']);
    expect(Date.parse(promos[3]!.startDate!)).toBe(laterStart.getTime());
    // The basket would refuse the later one today: listed, not yet usable.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/promos/check',
      headers: authHeaders(demo, token),
      payload: { code: 'PUBLATER', serviceType: 'PICK_UP', productPrice: 60_000 },
    });
    expect(early.json().error.code).toBe('PROMO_NOT_STARTED');
    await execSql(t.database, `delete from promos where merchant_id = $1 and code in ('PUBOFF', 'PUBENDED', 'PRIVATE1', 'PUBLATER', 'PUBSOON')`, [demo]);
  });

  it("hides a code once the customer used up their own limit, or everyone used up the overall one; a canceled order gives it back", async () => {
    const db = t.database.db;
    const onceEach = await insertLimitedPromo(db, { code: 'PUBONCE', usageLimit: null, perUserLimit: 1, isPublic: true });
    const twoInAll = await insertLimitedPromo(db, { code: 'PUBTWO', usageLimit: 2, perUserLimit: null, isPublic: true });
    const [first, second, third] = [await customer(), await customer(), await customer()];
    expect(await codes(first.token)).toEqual(expect.arrayContaining(['PUBONCE', 'PUBTWO']));

    const used = await insertOrder(db, { userId: first.user.id, promoId: onceEach });
    expect(await codes(first.token)).not.toContain('PUBONCE');
    expect(await codes(second.token)).toContain('PUBONCE');

    await insertOrder(db, { userId: first.user.id, promoId: twoInAll });
    expect(await codes(third.token)).toContain('PUBTWO');
    await insertOrder(db, { userId: second.user.id, promoId: twoInAll });
    expect(await codes(third.token)).not.toContain('PUBTWO');

    await execSql(t.database, `update orders set status = 'CANCELED' where id = $1`, [used]);
    expect(await codes(first.token)).toContain('PUBONCE');
  });

  it('shows a first-order code only until the customer has an order that was not canceled', async () => {
    const { token, user } = await customer();
    expect(await codes(token)).toContain('WELCOME10');
    const orderId = await insertOrder(t.database.db, { userId: user.id });
    const after = await codes(token);
    expect(after).not.toContain('WELCOME10');
    expect(after).toContain('MINUS15K');
    await execSql(t.database, `update orders set status = 'CANCELED' where id = $1`, [orderId]);
    expect(await codes(token)).toContain('WELCOME10');
  });

  it("never shows another merchant's public code", async () => {
    await execSql(t.database, `update promos set is_public = true where merchant_id = $1 and code = 'BOZOR5'`, [shop]);
    const atShop = await signIn(t.app, shop, freshPhone().digits);
    expect(await codes(atShop.token, shop)).toEqual(['BOZOR5']);
    const atDemo = await customer();
    expect(await codes(atDemo.token)).not.toContain('BOZOR5');
    // A demo token does not open the shop's list either.
    expect((await list(atDemo.token, shop)).statusCode).toBe(401);
  });

  it('is 403 PROMOS_DISABLED while the merchant has promo codes off, and the check refuses codes then too', async () => {
    const { token } = await customer();
    await setPromoActive(demo, false);
    try {
      const res = await list(token);
      expect(res.statusCode).toBe(403);
      const { error } = res.json();
      expect(error.code).toBe('PROMOS_DISABLED');
      expect(error.description.eng).toBe('Promo codes are not accepted at this shop');
      expect(error.description.ru).toBeTruthy();
      expect(error.description.uz).toBeTruthy();
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/orders/v1/promos/check',
        headers: authHeaders(demo, token),
        payload: { code: 'MINUS15K', serviceType: 'PICK_UP', productPrice: 120_000 },
      });
      expect(check.statusCode).toBe(400);
      expect(check.json().error.code).toBe('PROMOS_DISABLED');
      // Another merchant's switch is its own.
      const atShop = await signIn(t.app, shop, freshPhone().digits);
      expect((await list(atShop.token, shop)).statusCode).toBe(200);
    } finally {
      await setPromoActive(demo, true);
    }
    expect(await codes(token)).toContain('MINUS15K');
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/v1/promos/available', headers: { merchant: demo } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/v1/promos/available', headers: authHeaders(demo, 'not-a-token') })).statusCode).toBe(401);
  });
});
