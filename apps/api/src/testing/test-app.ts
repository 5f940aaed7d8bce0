// Test helper: a seeded test database (PGlite, or TEST_DATABASE_URL) and the API built on it, no web host.
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@dastarkhan/db/client';
import { seedDemoData } from '@dastarkhan/db/seed/seed-demo';
import { openTestDatabase } from '@dastarkhan/db/testing';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

export async function createTestApp(options: { seed?: boolean; config?: Partial<Config> } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  try {
    if (options.seed !== false) await seedDemoData(database.db);
    const config = testConfig(options.config);
    const app = await buildApp({ config, database, web: null, imageConcurrency: 2 });
    await app.ready();
    return {
      app,
      database,
      config,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Runs raw SQL on either driver (tests change data behind the API's back to check caching). */
export async function execSql(database: DatabaseHandle, text: string, params: unknown[] = []): Promise<void> {
  if (database.raw.driver === 'pglite') await database.raw.client.query(text, params);
  else await database.raw.pool.query(text, params);
}
