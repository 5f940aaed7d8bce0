// Applies the committed SQL migrations (./drizzle) on start; safe when several instances start at once.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from './client.ts';

/** Arbitrary constant shared by every instance: the key of the advisory lock around migrations. */
const MIGRATION_LOCK_KEY = 4_207_301_977;

const pgliteMigrations = new WeakMap<PGlite, Promise<void>>();

/**
 * The migrations folder of this package. Resolved through the package name first so that it also
 * works when the API is bundled (import.meta.url is then the bundle in apps/api/dist), else beside
 * this source file.
 */
export function migrationsFolder(): string {
  try {
    const packageJson = createRequire(import.meta.url).resolve('@dastarkhan/db/package.json');
    const folder = join(dirname(packageJson), 'drizzle');
    if (existsSync(folder)) return folder;
  } catch {
    // Not resolvable from here (unusual layout): fall through to the source location.
  }
  return fileURLToPath(new URL('../drizzle', import.meta.url));
}

export async function migrateDatabase(handle: DatabaseHandle, folder: string = migrationsFolder()): Promise<void> {
  const config = { migrationsFolder: folder };
  if (handle.raw.driver === 'pglite') {
    // Only this process can open a PGlite, but two calls in it would both read "nothing applied"
    // before either transaction runs: chain them per client.
    const client = handle.raw.client;
    const previous = pgliteMigrations.get(client) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(() => migratePglite(drizzlePglite({ client }), config));
    pgliteMigrations.set(client, current);
    await current;
    return;
  }
  // A session-level advisory lock on one dedicated connection: the second instance waits, then
  // finds every migration applied. Drizzle's migrator alone would race on its bookkeeping table.
  const client = await handle.raw.pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-way may still hold the lock: destroy it rather than reuse it.
    client.release(failure);
  }
}
