import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { OrderCourierEvent, OrderEvent } from '@dastarkhan/domain/contracts/order-events';
import { createLocalOrderEventBus, createRedisOrderEventBus, type OrderBusMessage, type OrderEventBus } from './order-events.ts';
import { testRedisReachable, testRedisUrl } from '../testing/redis.ts';

const withRedis = await testRedisReachable();
if (!withRedis) console.warn(`order events: Redis at ${testRedisUrl} is not reachable, the cross-instance test is skipped`);

function event(orderId: string, status: OrderEvent['status'] = 'ACCEPTED'): OrderEvent {
  return { merchantId: randomUUID(), orderId, userId: randomUUID(), status, courierStatus: null, isPaid: false, isRefunded: false, at: new Date().toISOString() };
}

function collect(bus: OrderEventBus, orderId: string): { received: OrderEvent[]; stop: () => void } {
  const received: OrderEvent[] = [];
  const stop = bus.subscribe(orderId, (message) => {
    if (message.kind === 'status') received.push(message.event);
  });
  return { received, stop };
}

/** Two instances' buses on their own Redis connections; closed (and disconnected) whatever the test does. */
async function withTwoInstances(test: (busA: OrderEventBus, busB: OrderEventBus) => Promise<void>): Promise<void> {
  const a = new Redis(testRedisUrl);
  const b = new Redis(testRedisUrl);
  const onError = (error: unknown) => {
    throw error;
  };
  const busA = await createRedisOrderEventBus(a, onError);
  const busB = await createRedisOrderEventBus(b, onError);
  try {
    await test(busA, busB);
  } finally {
    await busA.close();
    await busB.close();
    a.disconnect();
    b.disconnect();
  }
}

function courierEvent(orderId: string): OrderCourierEvent {
  return { merchantId: randomUUID(), orderId, courierId: randomUUID(), latitude: 41.31, longitude: 69.28, heading: null, accuracy: 5, at: new Date().toISOString() };
}

function collectAll(bus: OrderEventBus, orderId: string): OrderBusMessage[] {
  const received: OrderBusMessage[] = [];
  bus.subscribe(orderId, (message) => received.push(message));
  return received;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('order events bus', () => {
  it("delivers in process to the order's listeners only, and not after unsubscribing", async () => {
    const bus = createLocalOrderEventBus();
    const a = randomUUID();
    const b = randomUUID();
    const onA = collect(bus, a);
    const onB = collect(bus, b);
    await bus.publish(event(a, 'COOKING'));
    expect(onA.received.map((e) => e.status)).toEqual(['COOKING']);
    expect(onB.received).toEqual([]);
    onA.stop();
    await bus.publish(event(a, 'DONE'));
    expect(onA.received).toHaveLength(1);
    await bus.close();
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const errors: unknown[] = [];
    const bus = createLocalOrderEventBus((error) => errors.push(error));
    const id = randomUUID();
    bus.subscribe(id, () => {
      throw new Error('broken stream');
    });
    const ok = collect(bus, id);
    await bus.publish(event(id));
    expect(ok.received).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('delivers courier positions as their own kind of message', async () => {
    const bus = createLocalOrderEventBus();
    const id = randomUUID();
    const received = collectAll(bus, id);
    const position = courierEvent(id);
    await bus.publishCourier(position);
    await bus.publish(event(id));
    expect(received.map((message) => message.kind)).toEqual(['courier', 'status']);
    expect(received[0]?.event).toEqual(position);
    await bus.close();
  });

  it("delivers every order of a merchant to the merchant's listeners, and nothing of another merchant", async () => {
    const bus = createLocalOrderEventBus();
    const merchantId = randomUUID();
    const received: OrderBusMessage[] = [];
    const stop = bus.subscribeMerchant(merchantId, (message) => received.push(message));
    const first = { ...event(randomUUID(), 'CREATED'), merchantId };
    const second = { ...event(randomUUID(), 'COOKING'), merchantId };
    await bus.publish(first);
    await bus.publish(event(randomUUID()));
    await bus.publish(second);
    expect(received.map((message) => message.event)).toEqual([first, second]);
    stop();
    await bus.publish({ ...event(randomUUID()), merchantId });
    expect(received).toHaveLength(2);
    await bus.close();
  });

  it.runIf(withRedis)("reaches a merchant's listeners on another instance through Redis, once", async () => {
    await withTwoInstances(async (busA, busB) => {
      const merchantId = randomUUID();
      const onB: OrderBusMessage[] = [];
      busB.subscribeMerchant(merchantId, (message) => onB.push(message));
      const onA: OrderBusMessage[] = [];
      busA.subscribeMerchant(merchantId, (message) => onA.push(message));
      const sent = { ...event(randomUUID(), 'CREATED'), merchantId };
      await busA.publish(sent);
      await busA.publish(event(randomUUID()));
      await settle();
      expect(onA).toEqual([{ kind: 'status', event: sent }]);
      expect(onB).toEqual([{ kind: 'status', event: sent }]);
    });
  });

  it.runIf(withRedis)('carries courier positions to another instance through Redis', async () => {
    await withTwoInstances(async (busA, busB) => {
      const id = randomUUID();
      const onA = collectAll(busA, id);
      const onB = collectAll(busB, id);
      const position = courierEvent(id);
      await busA.publishCourier(position);
      await settle();
      expect(onA).toEqual([{ kind: 'courier', event: position }]);
      expect(onB).toEqual([{ kind: 'courier', event: position }]);
    });
  });

  it.runIf(withRedis)('reaches another instance through Redis, and each instance exactly once', async () => {
    await withTwoInstances(async (busA, busB) => {
      const id = randomUUID();
      const onA = collect(busA, id);
      const onB = collect(busB, id);
      const other = collect(busB, randomUUID());
      const sent = event(id, 'ON_WAY');
      await busA.publish(sent);
      await settle();
      expect(onA.received).toEqual([sent]);
      expect(onB.received).toEqual([sent]);
      expect(other.received).toEqual([]);
    });
  });
});
