import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createMemorySlot, createRedisSlot, SlotBusyError } from './upstream-slot.ts';

async function grantTimes(take: () => Promise<void>, count: number): Promise<PromiseSettledResult<number>[]> {
  const start = Date.now();
  return Promise.allSettled(Array.from({ length: count }, () => take().then(() => Date.now() - start)));
}

describe('memory upstream slot', () => {
  it('grants slots one interval apart and refuses a caller whose wait would exceed the bound', async () => {
    const slot = createMemorySlot({ intervalMs: 100, maxWaitMs: 150 });
    const [first, second, third] = await grantTimes(() => slot.take(), 3);
    expect(first).toMatchObject({ status: 'fulfilled' });
    expect(second).toMatchObject({ status: 'fulfilled' });
    expect((second as PromiseFulfilledResult<number>).value).toBeGreaterThanOrEqual(95);
    expect(third).toMatchObject({ status: 'rejected' });
    expect((third as PromiseRejectedResult).reason).toBeInstanceOf(SlotBusyError);
  });

  it('grants everything at once with no interval (a Nominatim of your own)', async () => {
    const slot = createMemorySlot({ intervalMs: 0, maxWaitMs: 0 });
    const times = await grantTimes(() => slot.take(), 5);
    expect(times.every((result) => result.status === 'fulfilled' && result.value < 50)).toBe(true);
  });
});

describe('Redis upstream slot', () => {
  it('falls back to the in-process slot while Redis fails, instead of failing the lookup', async () => {
    const broken = { set: () => Promise.reject(new Error('connection refused')), pttl: () => Promise.reject(new Error('connection refused')) };
    const errors: unknown[] = [];
    const slot = createRedisSlot({
      redis: broken as unknown as Redis,
      key: 'test:slot',
      intervalMs: 100,
      maxWaitMs: 1000,
      fallback: createMemorySlot({ intervalMs: 100, maxWaitMs: 1000 }),
      onRedisError: (error) => errors.push(error),
    });
    const times = await grantTimes(() => slot.take(), 2);
    expect(times.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect((times[1] as PromiseFulfilledResult<number>).value).toBeGreaterThanOrEqual(95);
    expect(errors).toHaveLength(2);
  });
});
