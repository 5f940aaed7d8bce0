// Fresh, migrated, empty databases for tests: in-memory PGlite by default, a throw-away database on
// the PostgreSQL server of TEST_DATABASE_URL when that is set.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, wrapPglite, type DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** 'pglite' or 'postgres', for test titles. */
export function describeDatabase(): string {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresTestDatabase(serverUrl) : openPgliteTestDatabase();
}

// Creating and migrating a PGlite costs ~3 s (initdb + migrations); loading a dump of a migrated one
// ~0.4 s. So the first call per process migrates a template, every call clones it.
let template: Promise<Blob> | undefined;

function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const handle = await openDatabase({});
    try {
      await migrateDatabase(handle);
      if (handle.raw.driver !== 'pglite') throw new Error('expected PGlite');
      // Uncompressed: gzip makes every clone pay for inflating ~40 MB.
      return await handle.raw.client.dumpDataDir('none');
    } finally {
      await handle.close();
    }
  })();
  template.catch(() => {
    template = undefined;
  });
  return template;
}

async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  const client = new PGlite({ loadDataDir: await migratedTemplate() });
  await client.waitReady;
  return wrapPglite(client);
}

async function openPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const handle = await openEmptyPostgresTestDatabase(serverUrl);
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * A fresh database without even the migrations (for tests of the migrations themselves), of the kind
 * under test; closing it drops it.
 */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openEmptyPostgresTestDatabase(serverUrl) : openDatabase({});
}

async function openEmptyPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `dk_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  const closeHandle = handle.close;
  let dropped = false;
  return {
    ...handle,
    close: async () => {
      if (dropped) return;
      dropped = true;
      await closeHandle();
      await dropDatabase(serverUrl, name);
    },
  };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
