// Regression: NUL characters in text fields and path parameters answered 500 (PostgreSQL refuses NUL in
// text). They answer 400 VALIDATION_ERROR naming the field, and nothing is stored.
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders } from '@dastarkhan/db/schema';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import type { Address } from '@dastarkhan/domain/contracts/address';
import { freshPhone } from './modules/accounts/test-support.ts';
import { insertTestOrder } from './modules/operator/test-orders.ts';
import { productFacts, quote, requiredSelection, type OrderBody } from './modules/orders/test-support.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { authHeaders, createTestApp, signIn, type TestApp } from './testing/test-app.ts';

const demo = DEMO.merchantIds.demo;

interface ValidationError {
  code: string;
  details: { in?: string; fields: Array<{ field: string; message: string }> };
}

describe(`NUL and other control characters in request text (${describeDatabase()})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const customer = await signIn(t.app, demo, freshPhone().digits);
    headers = authHeaders(demo, customer.token);
    userId = customer.user.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  function expectInvalid(response: { statusCode: number; body: string }, part: string, field: string): ValidationError {
    expect(response.statusCode, response.body).toBe(400);
    const error = JSON.parse(response.body).error as ValidationError;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.in).toBe(part);
    expect(error.details.fields).toEqual([{ field, message: 'must not contain control characters (found U+0000)' }]);
    return error;
  }

  const addressCount = async () => (await t.database.db.select().from(addresses).where(eq(addresses.userId, userId))).length;

  it('refuses a promo code with a NUL', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/orders/v1/promos/check', headers, payload: { code: '\u0000', serviceType: 'DELIVERY', productPrice: 60_000 } });
    expectInvalid(response, 'body', 'code');
    const inside = await t.app.inject({ method: 'POST', url: '/api/orders/v1/promos/check', headers, payload: { code: 'WELCOME\u000010', serviceType: 'DELIVERY', productPrice: 60_000 } });
    expectInvalid(inside, 'body', 'code');
  });

  it('refuses to save an address named with a NUL, and to update one to it, and stores nothing', async () => {
    const point = { latitude: 41.2995, longitude: 69.2401 };
    const saved = await t.app.inject({ method: 'POST', url: `/api/users/v1/addresses/user/${userId}`, headers, payload: { name: '\u0000', ...point } });
    expectInvalid(saved, 'body', 'name');
    expect(await addressCount()).toBe(0);

    const created = await t.app.inject({ method: 'POST', url: `/api/users/v1/addresses/user/${userId}`, headers, payload: { name: 'Home', ...point } });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as Address).id;
    const updated = await t.app.inject({ method: 'PUT', url: `/api/users/v1/addresses/${id}`, headers, payload: { name: '\u0000', ...point } });
    expectInvalid(updated, 'body', 'name');
    const [stored] = await t.database.db.select().from(addresses).where(eq(addresses.id, id));
    expect(stored?.name).toBe('Home');
  });

  it('keeps line breaks in an address comment but refuses them inside its one-line name', async () => {
    const point = { latitude: 41.3111, longitude: 69.2797 };
    const saved = await t.app.inject({ method: 'POST', url: `/api/users/v1/addresses/user/${userId}`, headers, payload: { name: 'Work\n', comment: 'Gate 3,\r\nthen left', ...point } });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ name: 'Work', comment: 'Gate 3,\r\nthen left' });
    const twoLines = await t.app.inject({ method: 'POST', url: `/api/users/v1/addresses/user/${userId}`, headers, payload: { name: 'Home\nWork', ...point } });
    expect(twoLines.statusCode).toBe(400);
    expect((twoLines.json().error as ValidationError).details.fields).toEqual([{ field: 'name', message: 'must not contain control characters (found U+000A)' }]);
  });

  it('refuses an order with a NUL in its comment, note or a line comment, and creates no order', async () => {
    const plov = await productFacts(t.database, DEMO.products.plov.id);
    const body: OrderBody = {
      serviceType: 'PICK_UP',
      branchId: DEMO.roundTheClockBranchId,
      paymentType: 'CASH',
      cartItems: [{ productId: plov.id, quantity: 1, modifications: requiredSelection(plov) }],
    };
    // The right total, so that only the text stands between the request and the database.
    const { totalPrice } = await quote(t.app, headers, body);
    const place = (changes: Partial<OrderBody>) => t.app.inject({ method: 'POST', url: '/api/orders/v1/orders', headers, payload: { ...body, totalPrice, ...changes } });

    expectInvalid(await place({ comment: 'Call me\u0000' }), 'body', 'comment');
    expectInvalid(await place({ note: '\u0000' }), 'body', 'note');
    expectInvalid(await place({ cartItems: [{ ...body.cartItems[0]!, comment: 'No onion\u0000' }] }), 'body', 'cartItems.0.comment');
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
  });

  it('refuses an operator reason with a NUL and leaves the order as it was', async () => {
    const orderId = await insertTestOrder(t.database, { userId });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/v1/orders/${orderId}/status`,
      headers: { 'x-operator-key': DEMO.operatorKey },
      payload: { status: 'CANCELED', reason: 'Customer asked\u0000' },
    });
    expectInvalid(response, 'body', 'reason');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('CREATED');
  });

  it('answers a merchant lookup with a NUL in the sub 400, not 500', async () => {
    expectInvalid(await t.app.inject({ url: '/api/users/v1/merchants/sub/a%00b' }), 'params', 'sub');
    expect((await t.app.inject({ url: '/api/users/v1/merchants/sub/demo' })).statusCode).toBe(200);
  });

  it("answers 400 even where a schema lacked the rule: the database's refusal of NUL is the client's error", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.post('/text', async (request) => t.database.db.execute(sql`select ${(request.body as { value: string }).value}::text`));
    app.post('/json', async (request) => t.database.db.execute(sql`select ${JSON.stringify(request.body)}::jsonb`));
    app.post('/broken', async () => t.database.db.execute(sql`select 1/0`));
    try {
      const text = await app.inject({ method: 'POST', url: '/text', payload: { value: 'a\u0000b' } });
      expect(text.statusCode, text.body).toBe(400);
      expect(text.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [] } });
      const json = await app.inject({ method: 'POST', url: '/json', payload: { value: 'a\u0000b' } });
      expect(json.statusCode, json.body).toBe(400);
      expect(json.json().error.code).toBe('VALIDATION_ERROR');
      // Other database failures stay 500.
      expect((await app.inject({ method: 'POST', url: '/broken' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});
