// Process entry: config → database (migrated, demo-seeded when empty) → app → listen; clean shutdown.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { openDatabase, type DatabaseHandle } from '@dastarkhan/db/client';
import { migrateDatabase } from '@dastarkhan/db/migrate';
import { seedDemoData } from '@dastarkhan/db/seed/seed-demo';
import { DEMO_STAFF, ensureDemoStaff } from './modules/console/demo-staff.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createWebHost, type WebHost } from './plugins/web.ts';

function describeDatabase(config: Config): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return `embedded PGlite in ${path.resolve(config.pgliteDir)}`;
}

function urlsToOpen(config: Config): string[] {
  const port = config.port;
  const urls: string[] = [];
  if (config.role !== 'api') {
    urls.push(
      `http://localhost:${port}`,
      `http://demo.localhost:${port}`,
      `http://shop.localhost:${port}`,
      `http://localhost:${port}/?vendor=shop`,
    );
  }
  urls.push(`http://localhost:${port}/api/docs`);
  return urls;
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: DatabaseHandle | null = null;
  let redis: Redis | null = null;
  let web: WebHost | null = null;
  let app: FastifyInstance | null = null;
  let demoConsole = false;

  const shutdown = async (signal: string) => {
    app?.log.info(`${signal}: shutting down`);
    // Fastify first (stops accepting, finishes in-flight requests), then what they were using.
    await app?.close().catch((error: unknown) => console.error('closing the server failed', error));
    if (!app) await web?.close().catch(() => undefined);
    redis?.disconnect();
    await database?.close().catch((error: unknown) => console.error('closing the database failed', error));
  };
  // A bug that escapes every handler leaves the process in an unknown state: say what it was, in the
  // server's log, and exit so the supervisor (`npm start`, systemd, Kubernetes) starts a clean one.
  const crash = (kind: string) => (error: unknown) => {
    if (app) app.log.fatal({ err: error }, `${kind}: the server stops`);
    else console.error(`${kind}:`, error);
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled promise rejection'));

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void shutdown(signal).finally(() => process.exit(0));
    });
  }

  try {
    if (config.role !== 'web') {
      database = await openDatabase({
        databaseUrl: config.databaseUrl ?? undefined,
        pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
        pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
        onPoolError: (error) => app?.log.warn({ err: error }, 'idle database connection failed'),
      });
      await migrateDatabase(database);
      if (config.seedDemo === 'auto') {
        const { seeded } = await seedDemoData(database.db);
        if (seeded) console.log('Seeded the demo merchants (demo, shop, closed) into the empty database.');
        if (await ensureDemoStaff(database.db)) demoConsole = true;
      }
    }
    if (config.redisUrl) {
      redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3, lazyConnect: true });
      redis.on('error', (error) => app?.log.warn({ err: error }, 'redis error'));
      await redis.connect();
    }
    if (config.role !== 'api') web = await createWebHost({ mode: dev ? 'development' : 'production' });

    app = await buildApp({ config, database, redis, web });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await shutdown('startup failure');
    process.exit(1);
  }

  const lines = [
    '',
    `Dastarkhan is running (${dev ? 'development, Vite middleware' : config.nodeEnv}, ROLE=${config.role}).`,
    config.role === 'web' ? `API: ${config.apiUrl}` : `Database: ${describeDatabase(config)}`,
    config.redisUrl ? 'Redis: shared state and cache invalidation across instances' : 'Redis: not configured (single instance)',
    'Open:',
    ...urlsToOpen(config).map((url) => `  ${url}`),
    ...(demoConsole && config.role !== 'api'
      ? [
          `Merchant console (demo data only): http://demo.localhost:${config.port}/console`,
          ...DEMO_STAFF.map((account) => `  ${account.role.toLowerCase().padEnd(8)} ${account.email} / ${account.password}`),
        ]
      : []),
    '',
  ];
  console.log(lines.join('\n'));
}

await main();
