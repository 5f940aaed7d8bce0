// POST /api/orders/v1/orders and /orders/at-time: server pricing, every refusal, idempotent replays, scheduling.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { priceOrder } from '@dastarkhan/domain/pricing';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { authHeaders, createTestApp, execSql, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { insertTable, openAroundTheClock, placeOrder, postOrder, productFacts, quote, requiredSelection, tashkentDay, type OrderBody, type ProductFacts } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const branchId = DEMO.branchIds.amirTemur;
const address = { streetName: 'Amir Temur', houseNumber: '1', latitude: 41.31, longitude: 69.28, floor: '3', entrance: '2' };

describe(`creating orders (${describeDatabase()})`, () => {
  let t: TestApp;
  let plov: ProductFacts;
  let somsa: ProductFacts;
  let iceCream: ProductFacts;
  let tableId: string;

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of Object.values(DEMO.branchIds)) if (id !== DEMO.branchIds.yunusobod) await openAroundTheClock(t.database, id);
    plov = await productFacts(t.database, DEMO.products.plov.id);
    somsa = await productFacts(t.database, DEMO.products.somsa.id);
    iceCream = await productFacts(t.database, DEMO.products.iceCream.id);
    tableId = await insertTable(t.database, demo, branchId, 7);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customer(): Promise<{ headers: Record<string, string>; userId: string }> {
    const { token, user } = await signIn(t.app, demo, freshPhone().digits);
    return { headers: authHeaders(demo, token), userId: user.id };
  }

  async function orderCount(userId: string): Promise<number> {
    const rows = t.database.raw.driver === 'pglite'
      ? (await t.database.raw.client.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [userId])).rows
      : (await t.database.raw.pool.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [userId])).rows;
    return rows[0]?.n ?? 0;
  }

  /** Plov with its required portion (the second, priced option) and one extra. */
  const plovLine = (quantity = 1) => {
    const [portion, extras] = plov.groups;
    return {
      productId: plov.id,
      quantity,
      modifications: [
        { optionId: portion!.options[1]!.id, count: 1 },
        { optionId: extras!.options[0]!.id, count: 1 },
      ],
    };
  };
  const pickUp = (body: Partial<OrderBody> = {}): OrderBody => ({ serviceType: 'PICK_UP', branchId, paymentType: 'CASH', cartItems: [plovLine(2)], ...body });

  it('prices a pick-up order on the server: a wrong total is 409 PRICE_CHANGED with the totals and writes nothing', async () => {
    const { headers, userId } = await customer();
    const res = await postOrder(t.app, headers, { ...pickUp(), totalPrice: 1 });
    expect(res.statusCode).toBe(409);
    const { error } = res.json();
    expect(error.code).toBe('PRICE_CHANGED');
    const [portion, extras] = plov.groups;
    const expected = priceOrder({
      lines: [{ key: 'plov', unitPriceTiyin: plov.price, discountPercent: plov.discount, options: [{ priceTiyin: portion!.options[1]!.price, count: 1 }, { priceTiyin: extras!.options[0]!.price, count: 1 }], quantity: 2 }],
      serviceType: 'PICK_UP',
      deliveryPriceTiyin: 0,
      minimalDeliveryPriceTiyin: 8_000_00,
      promo: null,
      cashbackTiyin: 0,
      serviceFee: { isServiceFeeEnabled: true, isServiceFeeFreeAboveThreshold: true, serviceFeeThresholdTiyin: 150_000_00, serviceFeeAmountTiyin: 3_000_00 },
    });
    expect(error.details.totals.totalPrice).toBe(tiyinToSom(expected.totalPrice));
    expect(error.details.totals.productPrice).toBe(tiyinToSom(expected.productPrice));
    expect(error.details.totals.serviceFee).toBe(tiyinToSom(expected.serviceFee));
    expect(error.details.totals.deliveryPrice).toBe(0);
    expect(await orderCount(userId)).toBe(0);

    const created = await postOrder(t.app, headers, { ...pickUp(), totalPrice: error.details.totals.totalPrice });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({ status: 'CREATED', serviceType: 'PICK_UP', paymentType: 'CASH', orderDevice: 'CLIENT_WEB', isPaid: false, canCancel: true, courier: null });
    expect(order.totalPrice).toBe(tiyinToSom(expected.totalPrice));
    expect(order.deliveryType).toBeNull();
    expect(order.address).toBeNull();
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ productId: plov.id, quantity: 2, name: DEMO.products.plov.name });
    expect(order.items[0].modifications.map((m: { optionId: string }) => m.optionId)).toEqual([portion!.options[1]!.id, extras!.options[0]!.id]);
    expect(order.statusHistory).toEqual([expect.objectContaining({ status: 'CREATED', actorType: 'CUSTOMER' })]);
    expect(order.number).toBeGreaterThanOrEqual(1);

    const again = await t.app.inject({ url: `/api/orders/v1/orders/${order.id}`, headers });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(order);
  });

  it('numbers orders one after another per merchant', async () => {
    const { headers } = await customer();
    const first = await placeOrder(t.app, headers, pickUp());
    const second = await placeOrder(t.app, headers, pickUp());
    expect(second.number).toBe(first.number + 1);
  });

  it('gives orders placed at once by several customers unique numbers, with none skipped', async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => customer()));
    const body = pickUp({ cartItems: [{ productId: somsa.id, quantity: 2 }] });
    const { totalPrice } = await quote(t.app, customers[0]!.headers, body);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        postOrder(t.app, { ...customers[index % customers.length]!.headers, 'idempotency-key': `rush-${index}` }, { ...body, totalPrice }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const numbers = answers.map((answer) => answer.json().number as number).sort((a, b) => a - b);
    // Every order was accepted, so none left a gap: consecutive numbers, each once.
    expect(numbers).toEqual(Array.from({ length: 24 }, (_, index) => numbers[0]! + index));
  });

  it("delivers at the zone's price, keeps the address snapshot and drops nothing the courier needs", async () => {
    const { headers } = await customer();
    const order = await placeOrder(t.app, headers, {
      serviceType: 'DELIVERY',
      branchId,
      paymentType: 'TERMINAL',
      address,
      courierComment: 'Ring twice',
      cartItems: [{ productId: somsa.id, quantity: 3 }],
    });
    // 41.31, 69.28 lies in the demo's central "Markaz" zone (10 000 so'm, before the city-wide 18 000 one),
    // so the zone price replaces the branch's flat 15 000 that orders paid before delivery zones existed.
    expect(order.deliveryPrice).toBe(10_000);
    expect(order.address).toMatchObject({ streetName: 'Amir Temur', floor: '3', entrance: '2', latitude: 41.31 });
    expect(order.courierComment).toBe('Ring twice');
    expect(order.totalPrice).toBe(tiyinToSom(somsa.price * 3 - Math.round((somsa.price * 3 * somsa.discount) / 100)) + 10_000 + 3_000);
  });

  it('answers PRICE_CHANGED with the zone price to a total counted with the old flat delivery price', async () => {
    const { headers, userId } = await customer();
    const body: OrderBody = { serviceType: 'DELIVERY', branchId, paymentType: 'CASH', address, cartItems: [{ productId: somsa.id, quantity: 3 }] };
    const products = tiyinToSom(somsa.price * 3 - Math.round((somsa.price * 3 * somsa.discount) / 100));
    // What a client still reading the branch's flat 15 000 would send.
    const res = await postOrder(t.app, headers, { ...body, totalPrice: products + 15_000 + 3_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'PRICE_CHANGED', details: { totals: { deliveryPrice: 10_000, totalPrice: products + 10_000 + 3_000 } } });
    expect(await orderCount(userId)).toBe(0);
  });

  it('delivers free from the tariff\'s threshold (250 000 of products)', async () => {
    const { headers } = await customer();
    const totals = await quote(t.app, headers, { serviceType: 'DELIVERY', branchId, address, cartItems: [plovLine(6)] });
    expect(totals.totalProductPrice).toBeGreaterThanOrEqual(250_000);
    expect(totals.deliveryPrice).toBe(0);
  });

  it('refuses a delivery outside every delivery region and writes nothing', async () => {
    const { headers, userId } = await customer();
    const far = { ...address, latitude: 41.0, longitude: 70.0 };
    const res = await postOrder(t.app, headers, { serviceType: 'DELIVERY', branchId, address: far, cartItems: [{ productId: somsa.id, quantity: 3 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('OUT_OF_SERVICE_ZONE');
    // The order's own coordinates win over the address's.
    const inside = await postOrder(t.app, headers, { serviceType: 'DELIVERY', branchId, address: far, latitude: 41.31, longitude: 69.28, cartItems: [{ productId: somsa.id, quantity: 3 }] });
    expect(inside.json().error.code).toBe('PRICE_CHANGED');
    expect(await orderCount(userId)).toBe(0);
  });

  it('refuses a delivery without an address', async () => {
    const { headers } = await customer();
    const res = await postOrder(t.app, headers, { serviceType: 'DELIVERY', branchId, cartItems: [{ productId: somsa.id, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('ADDRESS_REQUIRED');
  });

  it('takes a dine-in order for a table of the branch, on the QR channel (dine-in-only products allowed)', async () => {
    const { headers } = await customer();
    const order = await placeOrder(t.app, headers, {
      serviceType: 'DINE_IN',
      branchId,
      tableId,
      cartItems: [{ productId: DEMO.products.dineInOnly.id, quantity: 1 }],
      address,
    });
    expect(order).toMatchObject({ serviceType: 'DINE_IN', tableId, deliveryPrice: 0, address: null });
    expect(order.hallId).toBeTruthy();

    const noTable = await postOrder(t.app, headers, { serviceType: 'DINE_IN', branchId, cartItems: [{ productId: somsa.id, quantity: 1 }] });
    expect(noTable.json().error.code).toBe('TABLE_NOT_FOUND');
    const otherBranch = await postOrder(t.app, headers, { serviceType: 'DINE_IN', branchId: DEMO.branchIds.samarkand, tableId, cartItems: [{ productId: somsa.id, quantity: 1 }] });
    expect(otherBranch.json().error.code).toBe('TABLE_NOT_FOUND');
  });

  it('refuses what the merchant does not sell: other merchants, other channels, stock maximum, options out of bounds', async () => {
    const { headers, userId } = await customer();
    const refusal = async (body: OrderBody) => {
      const res = await postOrder(t.app, headers, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error;
    };
    expect((await refusal(pickUp({ cartItems: [] }))).code).toBe('EMPTY_CART');
    const foreign = await refusal(pickUp({ cartItems: [{ productId: DEMO.shopProducts.rice.id, quantity: 1 }] }));
    expect(foreign).toMatchObject({ code: 'PRODUCT_NOT_AVAILABLE', details: { productId: DEMO.shopProducts.rice.id } });
    expect(foreign.description.eng).toBe('Product not available');
    expect((await refusal(pickUp({ cartItems: [{ productId: DEMO.products.telegramOnly.id, quantity: 1 }] }))).code).toBe('PRODUCT_NOT_AVAILABLE');
    const inactiveHere = await productFacts(t.database, DEMO.products.inactiveInYunusobod.id);
    const inYunusobod = await postOrder(
      t.app,
      headers,
      pickUp({ branchId: DEMO.branchIds.yunusobod, later: true, day: tashkentDay(1), time: '18:00', cartItems: [{ productId: inactiveHere.id, quantity: 1, modifications: requiredSelection(inactiveHere) }] }),
      '/api/orders/v1/orders/at-time',
    );
    expect(inYunusobod.json().error.code).toBe('PRODUCT_NOT_AVAILABLE');
    const tooMany = await refusal(pickUp({ cartItems: [{ productId: somsa.id, quantity: 15 }, { productId: somsa.id, quantity: 6 }] }));
    expect(tooMany).toMatchObject({ code: 'PRODUCT_NOT_ENOUGH', details: { maximum: somsa.maxQuantity } });
    expect(tooMany.description.eng).toBe('Not enough products! Maximum amount');
    const scoops = iceCream.groups[0]!;
    expect((await refusal(pickUp({ cartItems: [{ productId: iceCream.id, quantity: 1, modifications: [{ optionId: scoops.options[0]!.id, count: 2 }] }] }))).code).toBe(
      'OPTIONS_INVALID',
    );
    expect((await refusal(pickUp({ cartItems: [{ productId: plov.id, quantity: 1 }] }))).code).toBe('OPTIONS_INVALID');
    expect((await refusal(pickUp({ cartItems: [{ productId: plov.id, quantity: 1, modifications: [{ optionId: iceCream.groups[0]!.options[0]!.id, count: 1 }] }] }))).code).toBe(
      'OPTIONS_INVALID',
    );
    expect(await orderCount(userId)).toBe(0);

    // The same Telegram-only product is sold when the order comes from the bot.
    const combo = await productFacts(t.database, DEMO.products.telegramOnly.id);
    const comboLine = { productId: combo.id, quantity: 1, modifications: requiredSelection(combo) };
    expect((await refusal(pickUp({ cartItems: [comboLine] }))).code).toBe('PRODUCT_NOT_AVAILABLE');
    const fromBot = await placeOrder(t.app, headers, pickUp({ orderDevice: 'TELEGRAM_BOT', cartItems: [comboLine] }));
    expect(fromBot.orderDevice).toBe('TELEGRAM_BOT');
  });

  it("takes no order from the storefront while cartPageActive is off, and still takes the merchant's app's", async () => {
    const { headers } = await customer();
    const line = { productId: somsa.id, quantity: 1 };
    await execSql(t.database, `update merchant_settings set web = web || '{"cartPageActive": false}'::jsonb where merchant_id = $1`, [demo]);
    await t.app.services.merchants.invalidateMerchant(demo);
    try {
      for (const orderDevice of ['CLIENT_WEB', 'TELEGRAM_BOT'] as const) {
        const refused = await postOrder(t.app, headers, pickUp({ orderDevice, cartItems: [line] }));
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().error.code).toBe('STOREFRONT_ORDERING_DISABLED');
      }
      expect((await placeOrder(t.app, headers, pickUp({ orderDevice: 'CLIENT_ANDROID', cartItems: [line] }))).items).toHaveLength(1);
    } finally {
      await execSql(t.database, `update merchant_settings set web = web || '{"cartPageActive": true}'::jsonb where merchant_id = $1`, [demo]);
      await t.app.services.merchants.invalidateMerchant(demo);
    }
    expect((await placeOrder(t.app, headers, pickUp({ cartItems: [line] }))).items).toHaveLength(1);
  });

  it("refuses a product of a category shown without a basket (isWithoutCart), and sells it again once the category is back", async () => {
    const { headers } = await customer();
    const line = { productId: somsa.id, quantity: 1 };
    await execSql(t.database, 'update categories set is_without_cart = true where id = (select category_id from products where id = $1)', [somsa.id]);
    try {
      const refused = await postOrder(t.app, headers, pickUp({ cartItems: [line] }));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'PRODUCT_NOT_AVAILABLE', details: { productId: somsa.id, field: 'cartItems.0.productId' } });
    } finally {
      await execSql(t.database, 'update categories set is_without_cart = false where id = (select category_id from products where id = $1)', [somsa.id]);
    }
    expect((await placeOrder(t.app, headers, pickUp({ cartItems: [line] }))).items).toHaveLength(1);
  });

  it('counts one product split over several lines (other options) as one quantity for the cap of 999', async () => {
    const { headers, userId } = await customer();
    const [portion, extras] = plov.groups;
    expect(plov.maxQuantity).toBeNull();
    const split = (first: number, second: number): OrderBody =>
      pickUp({
        cartItems: [
          { productId: plov.id, quantity: first, modifications: [{ optionId: portion!.options[0]!.id, count: 1 }] },
          { productId: plov.id, quantity: second, modifications: [{ optionId: portion!.options[1]!.id, count: 1 }, { optionId: extras!.options[0]!.id, count: 1 }] },
        ],
      });
    const over = await postOrder(t.app, headers, split(500, 500));
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().error).toMatchObject({ code: 'PRODUCT_NOT_ENOUGH', details: { field: 'cartItems', productId: plov.id, maximum: 999, requested: 1000 } });
    expect(await orderCount(userId)).toBe(0);
    // 999 in all is allowed: the order gets as far as the price check.
    expect((await quote(t.app, headers, split(500, 499))).productCount).toBe(999);
  });

  it('refuses payment types, service types and branches the merchant has not opened', async () => {
    const { headers } = await customer();
    const code = async (body: OrderBody) => (await postOrder(t.app, headers, body)).json().error.code;
    expect(await code(pickUp({ paymentType: 'PAYNET' }))).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    // Uzum is off for the Telegram bot, on for the web.
    expect(await code(pickUp({ paymentType: 'UZUM', orderDevice: 'TELEGRAM_BOT' }))).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    await execSql(t.database, `update payment_methods set web_enabled = false where merchant_id = $1 and type = 'TERMINAL'`, [demo]);
    await t.app.services.merchants.invalidateMerchant(demo);
    try {
      expect(await code(pickUp({ paymentType: 'TERMINAL' }))).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    } finally {
      await execSql(t.database, `update payment_methods set web_enabled = true where merchant_id = $1 and type = 'TERMINAL'`, [demo]);
      await t.app.services.merchants.invalidateMerchant(demo);
    }
    expect(await code(pickUp({ serviceType: 'YANDEX_EATS' }))).toBe('SERVICE_TYPE_NOT_ALLOWED');
    const pickupOff = await postOrder(t.app, headers, pickUp({ branchId: DEMO.pickupDisabledBranchId }));
    expect(pickupOff.statusCode).toBe(400);
    expect(pickupOff.json().error.code).toBe('BRANCH_PICKUP_DISABLED');
    const unknownBranch = await postOrder(t.app, headers, pickUp({ branchId: crypto.randomUUID() }));
    expect(unknownBranch.statusCode).toBe(404);
  });

  it('applies a promo code and a cashback spend exactly as priceOrder does, and refuses more cashback than the balance', async () => {
    const { headers, userId } = await customer();
    const withPromo = await quote(t.app, headers, pickUp({ promoCode: 'welcome10' }));
    const without = await quote(t.app, headers, pickUp());
    expect(withPromo.promoDiscount).toBe(Math.round(without.totalProductPrice * 10) / 100);
    const order = await placeOrder(t.app, headers, pickUp({ promoCode: 'welcome10' }));
    expect(order.promoCode).toBe('WELCOME10');
    expect(order.promoDiscount).toBe(withPromo.promoDiscount);
    expect(order.totalPrice).toBe(withPromo.totalPrice);

    const expired = await postOrder(t.app, headers, pickUp({ promoCode: 'EXPIRED' }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('PROMO_EXPIRED');

    const broke = await postOrder(t.app, headers, { ...pickUp({ cashback: 5_000 }), totalPrice: without.totalPrice - 5_000 });
    expect(broke.statusCode).toBe(400);
    expect(broke.json().error.code).toBe('CASHBACK_INSUFFICIENT');

    await execSql(t.database, `insert into cashback_ledger (merchant_id, user_id, amount, kind) values ($1, $2, $3, 'ADJUST')`, [demo, userId, somToTiyin(8_000)]);
    const paidWithCashback = await placeOrder(t.app, headers, pickUp({ cashback: 5_000 }));
    expect(paidWithCashback.cashbackUsed).toBe(5_000);
    expect(paidWithCashback.totalPrice).toBe(without.totalPrice - 5_000);
    const balance = await t.app.inject({ url: '/api/orders/v1/cashback/balance', headers });
    expect(balance.json().balance).toBe(3_000);
  });

  it('gives a first-order promo (WELCOME10) to the first order only, also when two are placed at once', async () => {
    const { headers, userId } = await customer();
    const withWelcome = pickUp({ promoCode: 'WELCOME10' });
    const totals = await quote(t.app, headers, withWelcome);
    const attempts = await Promise.all([0, 1].map(() => postOrder(t.app, headers, { ...withWelcome, totalPrice: totals.totalPrice })));
    expect(attempts.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    const refused = attempts.find((res) => res.statusCode === 400)!.json().error;
    expect(refused).toMatchObject({ code: 'PROMO_FIRST_ORDER_ONLY', details: { field: 'code' } });
    expect(refused.description.eng).toBe('This promo code is only for your first order');
    expect(await orderCount(userId)).toBe(1);

    // The next order is placed without it; a code without the setting still applies.
    expect((await postOrder(t.app, headers, { ...withWelcome, totalPrice: totals.totalPrice })).json().error.code).toBe('PROMO_FIRST_ORDER_ONLY');
    expect((await placeOrder(t.app, headers, pickUp())).promoCode).toBeNull();
    expect((await placeOrder(t.app, headers, pickUp({ promoCode: 'FREEDELIVERY' }))).promoCode).toBe('FREEDELIVERY');
  });

  it('answers a double submit paying with all its cashback with the first order, not CASHBACK_INSUFFICIENT', async () => {
    const { headers, userId } = await customer();
    await execSql(t.database, `insert into cashback_ledger (merchant_id, user_id, amount, kind) values ($1, $2, $3, 'ADJUST')`, [demo, userId, somToTiyin(6_000)]);
    const totals = await quote(t.app, headers, pickUp({ cashback: 6_000 }));
    const body = { ...pickUp({ cashback: 6_000 }), totalPrice: totals.totalPrice };
    const withKey = { ...headers, 'idempotency-key': 'cashback-double-submit' };
    // Whichever copy commits second finds the balance spent (or the key taken): it answers the first one's order.
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/orders/v1/orders', headers: withKey, payload: body })));
    expect(answers.map((answer) => [answer.statusCode, answer.json().error?.code])).toEqual([
      [201, undefined],
      [201, undefined],
      [201, undefined],
    ]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await orderCount(userId)).toBe(1);
    expect((await t.app.inject({ url: '/api/orders/v1/cashback/balance', headers })).json().balance).toBe(0);
  });

  it('replays an Idempotency-Key: the same body answers the first order, sequentially and concurrently; another body is 422', async () => {
    const { headers, userId } = await customer();
    const totals = await quote(t.app, headers, pickUp());
    const body = { ...pickUp(), totalPrice: totals.totalPrice };
    const withKey = { ...headers, 'idempotency-key': 'checkout-1' };
    const first = await t.app.inject({ method: 'POST', url: '/api/orders/v1/orders', headers: withKey, payload: body });
    expect(first.statusCode).toBe(201);
    // Key order in the JSON does not matter.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const replay = await t.app.inject({ method: 'POST', url: '/api/orders/v1/orders', headers: withKey, payload: reordered });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await orderCount(userId)).toBe(1);

    const concurrentKey = { ...headers, 'idempotency-key': 'checkout-2' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.app.inject({ method: 'POST', url: '/api/orders/v1/orders', headers: concurrentKey, payload: body })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await orderCount(userId)).toBe(2);

    const reused = await t.app.inject({ method: 'POST', url: '/api/orders/v1/orders', headers: withKey, payload: { ...body, comment: 'another' } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const tooLong = await t.app.inject({ method: 'POST', url: '/api/orders/v1/orders', headers: { ...headers, 'idempotency-key': 'k'.repeat(201) }, payload: body });
    expect(tooLong.statusCode).toBe(400);
    // Another customer's identical key is their own.
    const other = await customer();
    const theirs = await t.app.inject({ method: 'POST', url: '/api/orders/v1/orders', headers: { ...other.headers, 'idempotency-key': 'checkout-1' }, payload: body });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    expect(await orderCount(userId)).toBe(2);
  });

  describe('scheduled orders', () => {
    const atTime = '/api/orders/v1/orders/at-time';

    it('builds deliveryAt from later + day + HH:MM on the merchant clock, seconds zero, and starts AT_TIME', async () => {
      const { headers } = await customer();
      const day = tashkentDay(1);
      const order = await placeOrder(t.app, headers, pickUp({ later: true, day, time: '12:30' }), atTime);
      expect(order.status).toBe('AT_TIME');
      expect(order.deliveryAt).toBe(new Date(`${day}T12:30:00+05:00`).toISOString());
      expect(order.canCancel).toBe(true);
    });

    it('refuses times in the past, beyond 7 days, outside the branch hours, and a time on the immediate call', async () => {
      const { headers } = await customer();
      const code = async (body: OrderBody, path = atTime) => (await postOrder(t.app, headers, body, path)).json().error.code;
      expect(await code(pickUp({ deliveryAt: new Date(Date.now() - 60_000).toISOString() }))).toBe('DELIVERY_TIME_INVALID');
      expect(await code(pickUp({ later: true, day: tashkentDay(8), time: '12:00' }))).toBe('DELIVERY_TIME_INVALID');
      expect(await code(pickUp({ later: true, day: tashkentDay(1) }))).toBe('DELIVERY_TIME_INVALID');
      expect(await code(pickUp())).toBe('DELIVERY_TIME_INVALID');
      expect(await code(pickUp({ later: true, day: tashkentDay(1), time: '12:00' }), '/api/orders/v1/orders')).toBe('DELIVERY_TIME_INVALID');
      // Yunusobod closes between its two shifts (15:00–17:00).
      const closed = await postOrder(t.app, headers, pickUp({ branchId: DEMO.eveningShiftBranchId, later: true, day: tashkentDay(1), time: '16:00' }), atTime);
      expect(closed.statusCode).toBe(400);
      expect(closed.json().error.code).toBe('BRANCH_CLOSED');
      const open = await quote(t.app, headers, pickUp({ branchId: DEMO.eveningShiftBranchId, later: true, day: tashkentDay(1), time: '18:00' }), atTime);
      expect(open.totalPrice).toBeGreaterThan(0);
    });
  });

  it("follows the merchant's switches: dine-in off, a delivery minimum, customer cancel off", async () => {
    const { headers } = await customer();
    const running = await placeOrder(t.app, headers, pickUp());
    await execSql(
      t.database,
      `update merchant_settings set web = web || '{"dineInActive": false, "cancelOrderActive": false}'::jsonb, minimal_order_price = $2, minimal_order_quantity = 2 where merchant_id = $1`,
      [demo, somToTiyin(500_000)],
    );
    await t.app.services.merchants.invalidateMerchant(demo);
    try {
      const dineIn = await postOrder(t.app, headers, { serviceType: 'DINE_IN', branchId, tableId, cartItems: [{ productId: somsa.id, quantity: 1 }] });
      expect(dineIn.json().error.code).toBe('SERVICE_TYPE_NOT_ALLOWED');
      const small = await postOrder(t.app, headers, { serviceType: 'DELIVERY', branchId, address, cartItems: [{ productId: somsa.id, quantity: 3 }] });
      expect(small.statusCode).toBe(400);
      expect(small.json().error).toMatchObject({ code: 'MINIMAL_ORDER', details: { minimalOrderPrice: 500_000, minimalOrderQuantity: 2 } });
      // The minimum is for delivery only.
      expect((await quote(t.app, headers, pickUp({ cartItems: [{ productId: somsa.id, quantity: 1 }] }))).productCount).toBe(1);
      expect((await t.app.inject({ url: `/api/orders/v1/orders/${running.id}`, headers })).json().canCancel).toBe(false);
      const cancel = await t.app.inject({ method: 'PUT', url: `/api/orders/v1/orders/${running.id}/cancel`, headers });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
    } finally {
      await execSql(
        t.database,
        `update merchant_settings set web = web || '{"dineInActive": true, "cancelOrderActive": true}'::jsonb, minimal_order_price = 0, minimal_order_quantity = 0 where merchant_id = $1`,
        [demo],
      );
      await t.app.services.merchants.invalidateMerchant(demo);
    }
  });

  it('sends the receipt by SMS to the phone given at checkout, in the language of the request, and refuses a bad phone', async () => {
    const { headers } = await customer();
    const order = await placeOrder(t.app, { ...headers, language: 'ru' }, pickUp({ sendCheque: true, sendChequePhone: '+998 (90) 700-11-22' }));
    expect(order.sendCheque).toBe(true);
    const outbox = async () => (await t.app.inject({ url: '/api/dev/sms-outbox', query: { phone: '998907001122', merchant: demo } })).json() as Array<{ text: string }>;
    await vi.waitFor(async () => expect(await outbox()).toHaveLength(1));
    const [receipt] = await outbox();
    expect(receipt!.text).toContain(`заказ №${order.number} принят`);
    expect(receipt!.text).toContain('Итого');

    const bad = await postOrder(t.app, headers, { ...pickUp({ sendCheque: true, sendChequePhone: '12' }), totalPrice: order.totalPrice });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'CHEQUE_PHONE_INVALID', details: { field: 'sendChequePhone' } });
    // Without the receipt no phone is needed, and none is kept.
    const plain = await placeOrder(t.app, headers, pickUp({ sendChequePhone: '12' }));
    expect(plain.sendCheque).toBe(false);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/v1/orders', headers: { merchant: demo }, payload: { ...pickUp(), totalPrice: 1 } });
    expect(res.statusCode).toBe(401);
  });
});
