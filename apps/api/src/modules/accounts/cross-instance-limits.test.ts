// Two API instances on one database and one Redis: a code limit reached on one holds on the other.
import { describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { testRedisReachable, testRedisUrl } from '../../testing/redis.ts';
import { twoInstancesOverRedis } from '../../testing/instances.ts';
import { confirmLoginCode, freshIp, freshPhone, lastCode, sendLoginCode } from './test-support.ts';

const withRedis = await testRedisReachable();
if (!withRedis) console.warn(`sign-in limits: Redis at ${testRedisUrl} is not reachable, the cross-instance test is skipped`);

describe.runIf(withRedis)(`sign-in limits on several instances (${describeDatabase()}, Redis)`, () => {
  const cluster = twoInstancesOverRedis();

  it('refuses on the second instance a code the first one sent a moment ago', async () => {
    const [a, b] = cluster.apps;
    const phone = freshPhone();
    const client = { merchantId: DEMO.merchantIds.demo };
    expect((await sendLoginCode(a, client, phone.digits)).statusCode).toBe(200);
    const again = await sendLoginCode(b, client, phone.international);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('OTP_TOO_MANY_REQUESTS');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);

    // The code itself is in the shared database: the other instance accepts it.
    const code = await lastCode(a, phone.digits);
    expect((await confirmLoginCode(b, { ...client, ip: freshIp() }, phone.digits, code)).statusCode).toBe(200);
  });
});
