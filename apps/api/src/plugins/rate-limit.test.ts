// The rate limits on their own: all-or-nothing takes, give-back, and the same counters in Redis for two instances.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisReachable, testRedisUrl } from '../testing/redis.ts';
import { createRateLimits, type LimitRule } from './rate-limit.ts';

const perMinute = (points: number): LimitRule => ({ name: 'test-minute', points, durationSeconds: 60 });
const perHour = (points: number): LimitRule => ({ name: 'test-hour', points, durationSeconds: 3600 });

describe('rate limits in process', () => {
  it('allows the points of a window, then refuses with the seconds until the window ends', async () => {
    const limits = createRateLimits();
    const charge = [{ rule: perMinute(2), key: 'a' }];
    expect(await limits.take(charge)).toEqual({ ok: true });
    expect(await limits.take(charge)).toEqual({ ok: true });
    const refused = await limits.take(charge);
    expect(refused).toMatchObject({ ok: false, rule: 'test-minute' });
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Keys are counted apart.
    expect(await limits.take([{ rule: perMinute(2), key: 'b' }])).toEqual({ ok: true });
  });

  it('takes all charges or none: a refusal gives back what the same call took', async () => {
    const limits = createRateLimits();
    const hour = { rule: perHour(3), key: 'phone' };
    const minute = { rule: perMinute(1), key: 'phone' };
    expect(await limits.take([hour, minute])).toEqual({ ok: true });
    // The minute limit refuses the next two calls; the hour's points are not spent by them.
    expect((await limits.take([hour, minute])).ok).toBe(false);
    expect((await limits.take([hour, minute])).ok).toBe(false);
    expect(await limits.take([hour])).toEqual({ ok: true });
    expect(await limits.take([hour])).toEqual({ ok: true });
    expect((await limits.take([hour])).ok).toBe(false);
  });

  it('gives points back on request', async () => {
    const limits = createRateLimits();
    const charge = [{ rule: perMinute(1), key: 'k' }];
    await limits.take(charge);
    expect((await limits.take(charge)).ok).toBe(false);
    await limits.giveBack(charge);
    expect(await limits.take(charge)).toEqual({ ok: true });
  });

  it('treats a rule without points or duration as no limit', async () => {
    const limits = createRateLimits();
    for (let i = 0; i < 5; i++) {
      expect(await limits.take([{ rule: { name: 'off', points: 1, durationSeconds: 0 }, key: 'k' }])).toEqual({ ok: true });
      expect(await limits.take([{ rule: { name: 'off2', points: 0, durationSeconds: 60 }, key: 'k' }])).toEqual({ ok: true });
    }
  });
});

const withRedis = await testRedisReachable();
if (!withRedis) console.warn(`rate limits: Redis at ${testRedisUrl} is not reachable, the Redis tests are skipped`);

describe.runIf(withRedis)('rate limits in Redis', () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it('share their counters between instances', async () => {
    const prefix = `test-${randomUUID()}`;
    const [a, b] = [0, 1].map(() => {
      const redis = new Redis(testRedisUrl);
      clients.push(redis);
      return createRateLimits({ redis, keyPrefix: prefix });
    }) as [ReturnType<typeof createRateLimits>, ReturnType<typeof createRateLimits>];
    const charge = [{ rule: perMinute(2), key: '998901234567' }];
    expect(await a.take(charge)).toEqual({ ok: true });
    expect(await b.take(charge)).toEqual({ ok: true });
    const refused = await a.take(charge);
    expect(refused.ok).toBe(false);
    await b.giveBack(charge);
    expect(await a.take(charge)).toEqual({ ok: true });
  });
});
