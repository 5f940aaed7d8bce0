import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createLocalInvalidationBus, createRedisInvalidationBus } from './invalidation-bus.ts';
import { testRedisReachable, testRedisUrl } from '../testing/redis.ts';

const withRedis = await testRedisReachable();
if (!withRedis) console.warn(`invalidation bus: Redis at ${testRedisUrl} is not reachable, the cross-instance test is skipped`);

function nextMessage(subscribe: (handler: (topic: string, merchantId: string) => void) => () => void) {
  return new Promise<[string, string]>((resolve) => {
    const stop = subscribe((topic, merchantId) => {
      stop();
      resolve([topic, merchantId]);
    });
  });
}

describe('invalidation bus', () => {
  it('delivers in process without Redis', async () => {
    const bus = createLocalInvalidationBus();
    const received = nextMessage(bus.subscribe);
    await bus.publish('catalogue', 'm1');
    expect(await received).toEqual(['catalogue', 'm1']);
    await bus.close();
  });

  it.runIf(withRedis)('tells another instance through Redis pub/sub', async () => {
    const a = new Redis(testRedisUrl);
    const b = new Redis(testRedisUrl);
    const onError = (error: unknown) => {
      throw error;
    };
    const busA = await createRedisInvalidationBus(a, onError);
    const busB = await createRedisInvalidationBus(b, onError);
    try {
      const channelTopic = `catalogue-${Date.now()}`;
      const received = nextMessage(busB.subscribe);
      await busA.publish(channelTopic, 'merchant-1');
      expect(await received).toEqual([channelTopic, 'merchant-1']);
    } finally {
      await busA.close();
      await busB.close();
      a.disconnect();
      b.disconnect();
    }
  });
});
