// Tells every instance that cached data of a merchant changed: Redis pub/sub when configured, else in process.
import type { Redis } from 'ioredis';

export type InvalidationHandler = (topic: string, merchantId: string) => void;

export interface InvalidationBus {
  /** Delivers to local subscribers at once and, with Redis, to every other instance. */
  publish(topic: string, merchantId: string): Promise<void>;
  subscribe(handler: InvalidationHandler): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'dastarkhan:invalidate';

export function createLocalInvalidationBus(): InvalidationBus {
  const handlers = new Set<InvalidationHandler>();
  return {
    async publish(topic, merchantId) {
      for (const handler of handlers) handler(topic, merchantId);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}

/**
 * `redis` is the shared command connection; a duplicate is opened for SUBSCRIBE (a subscribed
 * connection cannot run other commands).
 */
export async function createRedisInvalidationBus(redis: Redis, onError: (error: unknown) => void): Promise<InvalidationBus> {
  const local = createLocalInvalidationBus();
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { topic, merchantId } = JSON.parse(message) as { topic: string; merchantId: string };
      void local.publish(topic, merchantId);
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(topic, merchantId) {
      // Local first: this instance must not serve stale data even if Redis is briefly unreachable.
      await local.publish(topic, merchantId);
      try {
        await redis.publish(CHANNEL, JSON.stringify({ topic, merchantId }));
      } catch (error) {
        onError(error);
      }
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      subscriber.disconnect();
    },
  };
}
