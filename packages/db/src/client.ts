// Opens the database: embedded PGlite (a directory, or memory) or a real PostgreSQL through a pg pool.
// Both give the same Drizzle `Database`, so repositories never know which one they run on.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` of `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository function takes: the database, or a transaction it is part of. */
export type Executor = Database | Transaction;

export type DriverClient = { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; pool: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The underlying client, for the few things Drizzle does not cover (advisory locks, dumps). */
  raw: DriverClient;
  /** true when a trivial query answers (health check); never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... — when set, PostgreSQL is used and pgliteDir is ignored. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (created if missing); undefined = in-memory. */
  pgliteDir?: string | undefined;
  /**
   * PGlite's shared_buffers in MB (its page cache inside the WebAssembly memory; PostgreSQL's default
   * of 128 MB is sized for a server of its own, not for a database embedded in the web process).
   */
  pgliteSharedBuffersMb?: number | undefined;
  /** Pool size on PostgreSQL. */
  poolMax?: number | undefined;
  /** Errors of idle pooled connections (e.g. the server restarted); the pool replaces them. */
  onPoolError?: ((error: Error) => void) | undefined;
}

export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;

/**
 * Runs initdb for a new PGlite data directory in a child process. In the server's own process the
 * WebAssembly memory of initdb (~500 MB) stays resident until some later full garbage collection
 * happens to free it, and even a worker thread's, freed when it exits, leaves ~150 MB of the process's
 * memory resident (the allocator keeps what it once held); a process gives all of it back.
 */
async function createPgliteDirectory(dataDir: string, options: { postgresqlconf: string }): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const [pglite, dataDir, options] = JSON.parse(process.env.DK_PGLITE_INIT);
     const { PGlite } = require(pglite);
     (async () => {
       const db = new PGlite(dataDir, options);
       await db.waitReady;
       await db.close();
     })().catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, DK_PGLITE_INIT: JSON.stringify([pglite, dataDir, options]) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`creating the PGlite database in ${dataDir} failed (exit code ${code})`);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const pgliteOptions = { postgresqlconf: `shared_buffers = ${options.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB` };
  const { pgliteDir } = options;
  if (pgliteDir && !existsSync(join(pgliteDir, 'PG_VERSION'))) {
    mkdirSync(pgliteDir, { recursive: true });
    await createPgliteDirectory(pgliteDir, pgliteOptions);
  }
  const client = new PGlite(pgliteDir, pgliteOptions);
  await client.waitReady;
  return wrapPglite(client);
}

/** A handle over an already created PGlite (used by the test helper to clone a migrated database). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db: Database = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    raw: { driver: 'pglite', client },
    ping: () => pingWith(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(connectionString: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    // Without it a request waits forever for a connection when the server is unreachable.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client's error is emitted on the pool; unhandled, it would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db: Database = drizzlePostgres({ client: pool, schema });
  let closed = false;
  return {
    db,
    driver: 'postgres',
    raw: { driver: 'postgres', pool },
    ping: () => pingWith(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Rows of a raw SQL query, the same on both drivers (their `execute` results differ in shape).
 * Raw values are NOT mapped by column types and differ by driver: int8 (count(*), sum of bigint)
 * is a number on PGlite but a string on pg; numeric and timestamptz are strings on both. Cast in
 * SQL (`count(*)::int`, `::float8`) or, in a select builder, use `sql<number>\`...\`.mapWith(Number)`.
 */
export async function queryRows<T extends Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
