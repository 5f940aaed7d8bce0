// Two API instances on one database, told about changes through Redis: what one announces, the other drops.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { execSql } from '../../testing/test-app.ts';
import { testRedisReachable, testRedisUrl } from '../../testing/redis.ts';
import { twoInstancesOverRedis } from '../../testing/instances.ts';

const withRedis = await testRedisReachable();
if (!withRedis) console.warn(`merchant caches: Redis at ${testRedisUrl} is not reachable, the cross-instance test is skipped`);

describe.runIf(withRedis)(`merchant caches on several instances (${describeDatabase()}, Redis)`, () => {
  const cluster = twoInstancesOverRedis();

  it('drops the merchant, its settings, branches and payment methods on every instance when one announces a change', async () => {
    const [a, b] = cluster.apps;
    const headers = { merchant: DEMO.merchantIds.demo };
    const read = async (app: FastifyInstance) => ({
      name: (await app.inject({ url: '/api/users/v1/merchants/sub/demo' })).json().name.eng as string,
      color: (await app.inject({ url: '/api/support/v1/merchant/settings/web', headers })).json().mainColor as string,
      branch: (await app.inject({ url: `/api/users/v1/branches/${DEMO.branchIds.chilonzor}`, headers })).json().name.eng as string,
      paymentTypes: (await app.inject({ url: '/api/orders/v1/payment-methods', headers })).json().map((method: { type: string }) => method.type) as string[],
    });
    // Twice, so that the lookup by subdomain is served from the cache too.
    await read(b);
    const before = await read(b);

    await execSql(cluster.t.database, `update merchants set name = name || '{"eng":"Elsewhere Kitchen"}'::jsonb where id = $1`, [DEMO.merchantIds.demo]);
    await execSql(cluster.t.database, `update merchant_settings set web = web || '{"mainColor":"#0A0B0C"}'::jsonb where merchant_id = $1`, [DEMO.merchantIds.demo]);
    await execSql(cluster.t.database, `update branches set name = name || '{"eng":"Chilonzor Two"}'::jsonb where id = $1`, [DEMO.branchIds.chilonzor]);
    await execSql(cluster.t.database, `update payment_methods set is_active = false where merchant_id = $1 and type = 'TERMINAL'`, [DEMO.merchantIds.demo]);
    expect(await read(b)).toEqual(before);
    expect(before.paymentTypes).toContain('TERMINAL');

    await a.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
    // The message reaches the other instance asynchronously.
    await expect.poll(() => read(b), { timeout: 5000, interval: 50 }).toEqual({
      name: 'Elsewhere Kitchen',
      color: '#0A0B0C',
      branch: 'Chilonzor Two',
      paymentTypes: before.paymentTypes.filter((type) => type !== 'TERMINAL'),
    });
  });
});
