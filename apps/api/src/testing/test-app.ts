// Test helper: a seeded test database (PGlite, or TEST_DATABASE_URL) and the API built on it, no web host.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '@dastarkhan/db/client';
import type { DevSmsMessage, SignedIn } from '@dastarkhan/domain/contracts/account';
import { seedDemoData } from '@dastarkhan/db/seed/seed-demo';
import { openTestDatabase } from '@dastarkhan/db/testing';
import { buildApp, type AppDeps } from '../app.ts';
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

export async function createTestApp(
  options: { seed?: boolean; config?: Partial<Config>; redis?: Redis | null; onRoute?: AppDeps['onRoute'] } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  try {
    if (options.seed !== false) await seedDemoData(database.db);
    const config = testConfig(options.config);
    const app = await buildApp({ config, database, redis: options.redis ?? null, web: null, imageConcurrency: 2, ...(options.onRoute ? { onRoute: options.onRoute } : {}) });
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

/** Runs a raw query on either driver and answers its rows (tests read what the API wrote). */
export async function queryRows<T>(database: DatabaseHandle, text: string, params: unknown[] = []): Promise<T[]> {
  if (database.raw.driver === 'pglite') return (await database.raw.client.query<T>(text, params)).rows;
  return (await database.raw.pool.query(text, params)).rows as T[];
}

let signInCount = 0;

/**
 * Signs a customer in the way the storefront does (code by SMS, read from the dev outbox, confirmed)
 * and returns the session. Each call comes from its own client address so that many sign-ins in one
 * suite stay under the per-address limits. Needs the console SMS gateway (the test default).
 */
export async function signIn(app: FastifyInstance, merchantId: string, phone: string): Promise<SignedIn> {
  signInCount += 1;
  const remoteAddress = `198.18.${Math.floor(signInCount / 250) % 250}.${(signInCount % 250) + 1}`;
  const headers = { merchant: merchantId };
  const sent = await app.inject({ method: 'POST', url: '/api/users/v1/auth/login', headers, remoteAddress, payload: { phone } });
  if (sent.statusCode !== 200) throw new Error(`sending the code to ${phone} failed: ${sent.statusCode} ${sent.body}`);
  const outbox = await app.inject({ url: '/api/dev/sms-outbox', query: { phone: sent.json().phone, merchant: merchantId } });
  const code = (outbox.json() as DevSmsMessage[])[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}: ${outbox.body}`);
  const confirmed = await app.inject({ method: 'POST', url: '/api/users/v1/auth/confirm', headers, remoteAddress, payload: { phone, code } });
  if (confirmed.statusCode !== 200) throw new Error(`confirming the code of ${phone} failed: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json() as SignedIn;
}

/** Headers of a signed-in call: the merchant and the bearer token. */
export function authHeaders(merchantId: string, token: string): Record<string, string> {
  return { merchant: merchantId, authorization: `Bearer ${token}` };
}
