// Test fixture: two API instances on one seeded database, each with its own connection to the test Redis,
// for what must hold across instances (limits, cache invalidation).
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { testRedisUrl } from './redis.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface TwoInstances {
  /** The seeded database (and a third app without Redis, unused by the instances). */
  readonly t: TestApp;
  readonly apps: [FastifyInstance, FastifyInstance];
}

/** Call inside a describe: builds the instances before its tests (after `prepare`), closes them after. */
export function twoInstancesOverRedis(prepare?: (t: TestApp) => Promise<void>): TwoInstances {
  let t: TestApp | undefined;
  const instances: { app: FastifyInstance; redis: Redis }[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await prepare?.(t);
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(testRedisUrl);
      const app = await buildApp({ config: t.config, database: t.database, redis, web: null });
      await app.ready();
      instances.push({ app, redis });
    }
  });
  afterAll(async () => {
    for (const { app, redis } of instances) {
      await app.close();
      redis.disconnect();
    }
    await t?.close();
  });
  return {
    get t() {
      if (!t) throw new Error('the instances are not built yet (use them inside tests)');
      return t;
    },
    get apps() {
      return instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
    },
  };
}
