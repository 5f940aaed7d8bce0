import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { buildApp } from '../../app.ts';
import { createInProcessApiFetch } from '../../plugins/web.ts';
import { testRedisReachable, testRedisUrl } from '../../testing/redis.ts';
import { authHeaders, createTestApp, signIn, testConfig, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { insertTestOrder } from './test-orders.ts';
import { listen, openStream } from './test-sse.ts';

const demo = DEMO.merchantIds.demo;
const operatorKey = { 'x-operator-key': DEMO.operatorKey };

const withRedis = await testRedisReachable();
if (!withRedis) console.warn(`live order events: Redis at ${testRedisUrl} is not reachable, the two-instance test is skipped`);

function changeStatus(app: FastifyInstance, orderId: string, status: string) {
  return app.inject({ method: 'PUT', url: `/api/operator/v1/orders/${orderId}/status`, headers: operatorKey, payload: { status } });
}

describe(`live order events over SSE (${describeDatabase()})`, () => {
  let t: TestApp;
  let base: string;
  let headers: Record<string, string>;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const session = await signIn(t.app, demo, freshPhone().digits);
    headers = authHeaders(demo, session.token);
    userId = session.user.id;
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the current state, then each change the operator makes, uncompressed and unbuffered', async () => {
    const orderId = await insertTestOrder(t.database, { userId });
    const stream = await openStream(base, `/api/orders/v1/orders/${orderId}/events`, headers);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toBe('no-cache');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['content-encoding']).toBeUndefined();

      const first = await stream.next();
      expect(first.name).toBe('state');
      expect(first.data).toMatchObject({ orderId, status: 'CREATED', courierStatus: null, isPaid: false });

      expect((await changeStatus(t.app, orderId, 'ACCEPTED')).statusCode).toBe(200);
      const accepted = await stream.next();
      expect(accepted).toMatchObject({ name: 'status', data: { orderId, status: 'ACCEPTED' } });

      const courier = await t.app.inject({
        method: 'PUT',
        url: `/api/operator/v1/orders/${orderId}/courier-status`,
        headers: operatorKey,
        payload: { courierStatus: 'PERFORMER_LOOK_UP' },
      });
      expect(courier.statusCode).toBe(200);
      expect((await stream.next()).data).toMatchObject({ status: 'ACCEPTED', courierStatus: 'PERFORMER_LOOK_UP' });
    } finally {
      stream.close();
    }
  });

  it("sends the customer's own cancel made through the orders API", async () => {
    const orderId = await insertTestOrder(t.database, { userId });
    const stream = await openStream(base, `/api/orders/v1/orders/${orderId}/events`, headers);
    try {
      await stream.next();
      const cancel = await t.app.inject({ method: 'PUT', url: `/api/orders/v1/orders/${orderId}/cancel`, headers });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await stream.next()).toMatchObject({ name: 'status', data: { orderId, status: 'CANCELED' } });
    } finally {
      stream.close();
    }
  });

  it('sends nothing for a refused change', async () => {
    const orderId = await insertTestOrder(t.database, { userId });
    const stream = await openStream(base, `/api/orders/v1/orders/${orderId}/events`, headers);
    try {
      await stream.next();
      expect((await changeStatus(t.app, orderId, 'CLOSED')).statusCode).toBe(409);
      await expect(stream.next(300)).rejects.toThrow('no event arrived');
    } finally {
      stream.close();
    }
  });

  it("answers 404 for another customer's order and 401 without a session", async () => {
    const orderId = await insertTestOrder(t.database, { userId });
    const other = await signIn(t.app, demo, freshPhone().digits);
    const foreign = await t.app.inject({ url: `/api/orders/v1/orders/${orderId}/events`, headers: authHeaders(demo, other.token) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('ORDER_NOT_FOUND');
    const anonymous = await t.app.inject({ url: `/api/orders/v1/orders/${orderId}/events`, headers: { merchant: demo } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('streams through the in-process apiFetch the storefront uses, and stops when the caller aborts', async () => {
    const orderId = await insertTestOrder(t.database, { userId });
    const apiFetch = createInProcessApiFetch(t.app);
    const abort = new AbortController();
    const bus = t.app.services.orderEvents;
    const subscribe = bus.subscribe.bind(bus);
    let unsubscribed = 0;
    const spy = vi.spyOn(bus, 'subscribe').mockImplementation((id, listener) => {
      const unsubscribe = subscribe(id, listener);
      return () => {
        unsubscribed += 1;
        unsubscribe();
      };
    });
    const response = await apiFetch(`/api/orders/v1/orders/${orderId}/events`, { headers: { ...headers, accept: 'text/event-stream' }, signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${text}`);
        received += value;
      }
    };
    await readUntil('event: state');
    // The order changes after the stream opened: the change arrives while the response is still open.
    expect((await changeStatus(t.app, orderId, 'ACCEPTED')).statusCode).toBe(200);
    await readUntil('"status":"ACCEPTED"');
    abort.abort();
    // The stream ends for the caller, and the route lets go of the order's events (no listener left behind).
    const after = await reader.read().catch(() => ({ done: true as const }));
    expect(after.done).toBe(true);
    await vi.waitFor(() => expect(unsubscribed).toBe(1));
    spy.mockRestore();
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database, redis: null, web: null, orderEventsHeartbeatMs: 50 });
    try {
      const url = await listen(app);
      const orderId = await insertTestOrder(t.database, { userId });
      const stream = await openStream(url, `/api/orders/v1/orders/${orderId}/events`, headers);
      await stream.next();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.comments).toContain(': heartbeat');
      stream.close();
    } finally {
      await app.close();
    }
  });

  it.runIf(withRedis)('reaches a stream on another instance through Redis', async () => {
    const redisOne = new Redis(testRedisUrl);
    const redisTwo = new Redis(testRedisUrl);
    // Two instances over the one database, each with its own Redis connection.
    const one = await buildApp({ config: testConfig(), database: t.database, redis: redisOne, web: null });
    const two = await buildApp({ config: testConfig(), database: t.database, redis: redisTwo, web: null });
    try {
      const urlOne = await listen(one);
      await two.ready();
      const orderId = await insertTestOrder(t.database, { userId });
      const stream = await openStream(urlOne, `/api/orders/v1/orders/${orderId}/events`, headers);
      try {
        expect((await stream.next()).name).toBe('state');
        expect((await changeStatus(two, orderId, 'COOKING')).statusCode).toBe(409);
        expect((await changeStatus(two, orderId, 'ACCEPTED')).statusCode).toBe(200);
        expect(await stream.next()).toMatchObject({ name: 'status', data: { orderId, status: 'ACCEPTED' } });
      } finally {
        stream.close();
      }
    } finally {
      await one.close();
      await two.close();
      redisOne.disconnect();
      redisTwo.disconnect();
    }
  });
});
