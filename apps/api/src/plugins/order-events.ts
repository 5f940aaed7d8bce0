// Live order events: published after a status change commits (or a courier position is stored),
// delivered to the SSE streams of the order and of its merchant's console board on every instance
// (Redis pub/sub when configured, in process otherwise).
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { OrderCourierEventSchema, OrderEventSchema, type OrderCourierEvent, type OrderEvent } from '@dastarkhan/domain/contracts/order-events';

/** What a stream of the order receives: a committed change, or a courier position. */
export type OrderBusMessage = { kind: 'status'; event: OrderEvent } | { kind: 'courier'; event: OrderCourierEvent };
export type OrderEventListener = (message: OrderBusMessage) => void;

export interface OrderEventBus {
  /** Call after the change is committed; delivers to this instance at once and, with Redis, to the others. */
  publish(event: OrderEvent): Promise<void>;
  /** Call after the position is stored; delivered like publish. */
  publishCourier(event: OrderCourierEvent): Promise<void>;
  /** Listens to one order's events; returns the unsubscribe function. */
  subscribe(orderId: string, listener: OrderEventListener): () => void;
  /** Listens to the events of every order of a merchant (new orders included: the console's board); returns the unsubscribe function. */
  subscribeMerchant(merchantId: string, listener: OrderEventListener): () => void;
  close(): Promise<void>;
}

/**
 * One channel for every order, filtered here by order id. Per-order channels would need a
 * SUBSCRIBE/UNSUBSCRIBE round trip on each stream opened or closed, and an event published before the
 * subscription is acknowledged would be lost; status changes are few (a handful per order), so every
 * instance reading all of them costs little.
 */
export const ORDER_EVENTS_CHANNEL = 'dastarkhan:order-events';

/** Listeners by key (an order id, or a merchant id), each set removed when its last listener leaves. */
function listenerRegistry() {
  const listeners = new Map<string, Set<OrderEventListener>>();
  return {
    get: (key: string) => listeners.get(key),
    add(key: string, listener: OrderEventListener): () => void {
      let forKey = listeners.get(key);
      if (!forKey) {
        forKey = new Set();
        listeners.set(key, forKey);
      }
      forKey.add(listener);
      return () => {
        const current = listeners.get(key);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) listeners.delete(key);
      };
    },
    clear: () => listeners.clear(),
  };
}

export function createLocalOrderEventBus(onListenerError: (error: unknown) => void = () => undefined): OrderEventBus {
  const byOrder = listenerRegistry();
  const byMerchant = listenerRegistry();
  function deliver(message: OrderBusMessage): void {
    const forOrder = byOrder.get(message.event.orderId);
    const forMerchant = byMerchant.get(message.event.merchantId);
    if (!forOrder && !forMerchant) return;
    // A copy: a listener may unsubscribe while we iterate.
    for (const listener of [...(forOrder ?? []), ...(forMerchant ?? [])]) {
      try {
        listener(message);
      } catch (error) {
        // One broken stream must not keep the event from the others.
        onListenerError(error);
      }
    }
  }
  return {
    async publish(event) {
      deliver({ kind: 'status', event });
    },
    async publishCourier(event) {
      deliver({ kind: 'courier', event });
    },
    subscribe: (orderId, listener) => byOrder.add(orderId, listener),
    subscribeMerchant: (merchantId, listener) => byMerchant.add(merchantId, listener),
    async close() {
      byOrder.clear();
      byMerchant.clear();
    },
  };
}

/** `event` for a change (the shape older instances read), `courier` for a position. */
type WireMessage = { origin: string; event: OrderEvent; courier?: undefined } | { origin: string; courier: OrderCourierEvent; event?: undefined };

/**
 * `redis` is the shared command connection (used for PUBLISH); a duplicate is opened for SUBSCRIBE
 * because a subscribed connection cannot run other commands.
 */
export async function createRedisOrderEventBus(redis: Redis, onError: (error: unknown) => void): Promise<OrderEventBus> {
  const origin = randomUUID();
  const local = createLocalOrderEventBus(onError);
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== ORDER_EVENTS_CHANNEL) return;
    try {
      // `origin` is the instance that published: it has already delivered locally and skips its own echo.
      const parsed = JSON.parse(message) as WireMessage;
      if (parsed.origin === origin) return;
      if (parsed.courier) void local.publishCourier(OrderCourierEventSchema.parse(parsed.courier));
      else void local.publish(OrderEventSchema.parse(parsed.event));
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.subscribe(ORDER_EVENTS_CHANNEL);
  async function send(message: WireMessage): Promise<void> {
    try {
      await redis.publish(ORDER_EVENTS_CHANNEL, JSON.stringify(message));
    } catch (error) {
      onError(error);
    }
  }
  return {
    async publish(event) {
      // Local first: a customer watching on this instance sees the change even if Redis is briefly down.
      await local.publish(event);
      await send({ origin, event });
    },
    async publishCourier(event) {
      await local.publishCourier(event);
      await send({ origin, courier: event });
    },
    subscribe: local.subscribe,
    // The one channel already carries every merchant's events to every instance: filtered locally too.
    subscribeMerchant: local.subscribeMerchant,
    async close() {
      await local.close();
      subscriber.disconnect();
    },
  };
}
