import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couriers } from '@dastarkhan/db/schema';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO, hashSecret } from '@dastarkhan/db/seed/seed-demo';
import { authHeaders, createTestApp, execSql, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { insertTestCourier, insertTestOrder, type TestOrderOptions } from './test-orders.ts';
import { listen, openStream } from './test-sse.ts';

const demo = DEMO.merchantIds.demo;
const operatorKey = { 'x-operator-key': DEMO.operatorKey };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`courier positions of an order (${describeDatabase()})`, () => {
  let t: TestApp;
  let base: string;
  let headers: Record<string, string>;
  let userId: string;
  let courierId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const session = await signIn(t.app, demo, freshPhone().digits);
    headers = authHeaders(demo, session.token);
    userId = session.user.id;
    courierId = await insertTestCourier(t.database);
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const newOrder = (options: Partial<TestOrderOptions> = {}) => insertTestOrder(t.database, { userId, status: 'ACCEPTED', ...options });

  function sendLocation(orderId: string, payload: Record<string, unknown>, key: Record<string, string> = operatorKey) {
    return t.app.inject({ method: 'PUT', url: `/api/operator/v1/orders/${orderId}/courier-location`, headers: key, payload });
  }

  async function storedPosition(id: string) {
    const [row] = await t.database.db.select().from(couriers).where(eq(couriers.id, id));
    return row ? { latitude: row.latitude, longitude: row.longitude, locationUpdatedAt: row.locationUpdatedAt } : null;
  }

  it('stores the position of the courier assigned on the fly and sends it to the open stream, then in the first state', async () => {
    const orderId = await newOrder();
    const courier = await insertTestCourier(t.database);
    const stream = await openStream(base, `/api/orders/v1/orders/${orderId}/events`, headers);
    try {
      const first = await stream.next();
      expect(first.name).toBe('state');
      expect(first.data.courier).toBeUndefined();

      const assigned = await t.app.inject({
        method: 'PUT',
        url: `/api/operator/v1/orders/${orderId}/courier-status`,
        headers: operatorKey,
        payload: { courierStatus: 'PERFORMER_LOOK_UP', courierId: courier },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect((await stream.next()).name).toBe('status');

      const sent = await sendLocation(orderId, { latitude: 41.3111, longitude: 69.2797, heading: 90, accuracy: 12 });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ orderId, courierId: courier, stored: true, latitude: 41.3111, longitude: 69.2797 });
      const stored = await storedPosition(courier);
      expect(stored).toMatchObject({ latitude: 41.3111, longitude: 69.2797 });
      expect(stored?.locationUpdatedAt).toBeInstanceOf(Date);

      const live = await stream.next();
      expect(live.name).toBe('courier');
      expect(live.data).toEqual({
        merchantId: demo,
        orderId,
        courierId: courier,
        latitude: 41.3111,
        longitude: 69.2797,
        heading: 90,
        accuracy: 12,
        at: stored?.locationUpdatedAt?.toISOString(),
      });
    } finally {
      stream.close();
    }

    // A stream opened later starts from the last known position.
    const later = await openStream(base, `/api/orders/v1/orders/${orderId}/events`, headers);
    try {
      const state = await later.next();
      expect(state.name).toBe('state');
      expect(state.data).toMatchObject({ orderId, status: 'ACCEPTED', courier: { courierId: courier, latitude: 41.3111, longitude: 69.2797 } });
    } finally {
      later.close();
    }

    // The order and the courier endpoint show the same position.
    const order = await t.app.inject({ url: `/api/orders/v1/orders/${orderId}`, headers });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().courier).toMatchObject({ id: courier, name: 'Test courier', latitude: 41.3111, longitude: 69.2797, locationUpdatedAt: expect.any(String) });
    const endpoint = await t.app.inject({ url: `/api/deliveries/v1/delivery/courier/${orderId}`, headers });
    expect(endpoint.statusCode, endpoint.body).toBe(200);
    expect(endpoint.json()).toEqual(order.json().courier);
  });

  it('drops positions of an order closer than a second apart: 202, neither stored nor sent', async () => {
    const orderId = await newOrder({ courierId });
    const stream = await openStream(base, `/api/orders/v1/orders/${orderId}/events`, headers);
    try {
      await stream.next();
      expect((await sendLocation(orderId, { latitude: 41.3, longitude: 69.2 })).statusCode).toBe(200);
      expect((await stream.next()).data).toMatchObject({ latitude: 41.3, longitude: 69.2, heading: null, accuracy: null });

      const tooSoon = await sendLocation(orderId, { latitude: 41.4, longitude: 69.3 });
      expect(tooSoon.statusCode, tooSoon.body).toBe(202);
      expect(tooSoon.json()).toMatchObject({ orderId, courierId, stored: false, latitude: 41.3, longitude: 69.2 });
      expect(await storedPosition(courierId)).toMatchObject({ latitude: 41.3, longitude: 69.2 });
      await expect(stream.next(300)).rejects.toThrow('no event arrived');

      // Another order of the same courier is throttled on its own.
      const other = await newOrder({ courierId });
      expect((await sendLocation(other, { latitude: 41.35, longitude: 69.25 })).statusCode).toBe(200);

      await sleep(1_100);
      expect((await sendLocation(orderId, { latitude: 41.5, longitude: 69.4 })).statusCode).toBe(200);
      expect((await stream.next()).data).toMatchObject({ latitude: 41.5, longitude: 69.4 });
    } finally {
      stream.close();
    }
  });

  it('refuses pick-up, final, courierless, foreign and unknown orders, and malformed positions', async () => {
    const position = { latitude: 41.3, longitude: 69.2 };
    const pickUp = await sendLocation(await newOrder({ courierId, serviceType: 'PICK_UP' }), position);
    expect(pickUp.statusCode).toBe(409);
    expect(pickUp.json().error).toMatchObject({ code: 'COURIER_LOCATION_NOT_ALLOWED', details: { reason: 'NOT_DELIVERY' } });

    for (const [status, reason] of [['DELIVERED', 'DELIVERED'], ['CLOSED', 'FINAL'], ['CANCELED', 'FINAL']] as const) {
      const ended = await sendLocation(await newOrder({ courierId, status }), position);
      expect(ended.statusCode, status).toBe(409);
      expect(ended.json().error).toMatchObject({ code: 'COURIER_LOCATION_NOT_ALLOWED', details: { reason, status } });
    }

    const courierless = await sendLocation(await newOrder(), position);
    expect(courierless.statusCode).toBe(409);
    expect(courierless.json().error.code).toBe('NO_COURIER');

    // Another merchant's key sees no such order.
    const shopKey = `shop-courier-key-${Date.now()}`;
    await execSql(t.database, `insert into operator_keys (merchant_id, name, key_hash) values ($1, 'shop', $2)`, [DEMO.merchantIds.shop, hashSecret(shopKey)]);
    const foreign = await sendLocation(await newOrder({ courierId }), position, { authorization: `Bearer ${shopKey}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await sendLocation('00000000-0000-4000-8000-000000000000', position)).statusCode).toBe(404);
    expect((await sendLocation(await newOrder({ courierId }), position, {})).statusCode).toBe(401);

    const malformed = await sendLocation(await newOrder({ courierId }), { latitude: 91, longitude: 69.2 });
    expect(malformed.statusCode).toBe(400);
    expect((await sendLocation(await newOrder({ courierId }), { latitude: 41.3 })).statusCode).toBe(400);
  });

  it("shows the courier endpoint to the order's owner only, and 404 while no courier is assigned", async () => {
    const orderId = await newOrder({ courierId });
    const own = await t.app.inject({ url: `/api/deliveries/v1/delivery/courier/${orderId}`, headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: courierId, name: 'Test courier', phone: '+998901112233' });

    const other = await signIn(t.app, demo, freshPhone().digits);
    const foreign = await t.app.inject({ url: `/api/deliveries/v1/delivery/courier/${orderId}`, headers: authHeaders(demo, other.token) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('ORDER_NOT_FOUND');

    const anonymous = await t.app.inject({ url: `/api/deliveries/v1/delivery/courier/${orderId}`, headers: { merchant: demo } });
    expect(anonymous.statusCode).toBe(401);

    const none = await t.app.inject({ url: `/api/deliveries/v1/delivery/courier/${await newOrder()}`, headers });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('COURIER_NOT_FOUND');
  });
});
