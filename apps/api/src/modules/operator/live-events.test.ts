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

  it('survives every way a relayed stream can end: the process keeps answering', async () => {
    // What the storefront's relay does with each answer: read some of it, then cancel or abort.
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const apiFetch = createInProcessApiFetch(t.app);
      const stranger = authHeaders(demo, (await signIn(t.app, demo, freshPhone().digits)).token);
      const orderId = await insertTestOrder(t.database, { userId });
      const streamOf = (id: string, callHeaders: Record<string, string>, signal?: AbortSignal) =>
        apiFetch(`/api/orders/v1/orders/${id}/events`, { headers: { ...callHeaders, accept: 'text/event-stream' }, signal });
      const health = async () => (await t.app.inject({ url: '/api/health' })).statusCode;

      // Error answers (JSON, not a stream) whose body the relay drops unread: unknown order, another's, bad id, no token.
      for (const [id, callHeaders, status] of [
        ['00000000-0000-4000-8000-000000000000', headers, 404],
        [orderId, stranger, 404],
        ['not-a-uuid', headers, 400],
        [orderId, { merchant: demo }, 401],
      ] as const) {
        const answer = await streamOf(id, callHeaders);
        expect(answer.status).toBe(status);
        await answer.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(await health()).toBe(200);
      }

      // A live stream cancelled by its reader mid-way, and one aborted before it was read at all.
      const live = await streamOf(orderId, headers);
      const reader = live.body!.getReader();
      await reader.read();
      await reader.cancel();
      const abort = new AbortController();
      const unread = await streamOf(orderId, headers, abort.signal);
      abort.abort();
      await unread.body?.cancel().catch(() => undefined);
      // Aborted before the API even answered.
      const early = new AbortController();
      early.abort();
      const gone = await streamOf(orderId, headers, early.signal);
      await gone.body?.cancel().catch(() => undefined);

      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await health()).toBe(200);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });

  it('lets one customer hold only so many streams open, and frees a place when one closes', async () => {
    const app = await buildApp({ config: testConfig({ liveStreamsPerCustomer: 2 }), database: t.database, redis: null, web: null });
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    try {
      const url = await listen(app);
      const orderId = await insertTestOrder(t.database, { userId });
      for (let i = 0; i < 2; i += 1) {
        const stream = await openStream(url, `/api/orders/v1/orders/${orderId}/events`, headers);
        streams.push(stream);
        expect((await stream.next()).name).toBe('state');
      }
      const third = await app.inject({ url: `/api/orders/v1/orders/${orderId}/events`, headers });
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('LIVE_STREAMS_TOO_MANY');
      expect(third.headers['retry-after']).toBeDefined();

      // Another customer is not affected by this one's streams.
      const other = await signIn(app, demo, freshPhone().digits);
      const theirOrder = await insertTestOrder(t.database, { userId: other.user.id });
      const theirs = await openStream(url, `/api/orders/v1/orders/${theirOrder}/events`, authHeaders(demo, other.token));
      streams.push(theirs);
      expect(theirs.status).toBe(200);

      streams[0]!.close();
      await vi.waitFor(async () => {
        const again = await openStream(url, `/api/orders/v1/orders/${orderId}/events`, headers);
        streams.push(again);
        expect(again.status).toBe(200);
      });
    } finally {
      for (const stream of streams) stream.close();
      await app.close();
    }
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
