// Migrations apply from scratch, are applied once, and survive instances starting at the same time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type DatabaseHandle } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import { merchants } from './schema.ts';
import { describeDatabase, openTestDatabase } from './testing.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    handle.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

/** An empty, unmigrated database of the kind under test, and how to get rid of it. */
async function emptyDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `dk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe(`migrations (${describeDatabase()})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('finds the committed migrations folder', () => {
    expect(migrationsFolder()).toMatch(/packages[/\\]db[/\\]drizzle$/);
  });

  it('creates every table of the data model in an empty database, once', async () => {
    const empty = await emptyDatabase();
    cleanups.push(empty.drop);
    const handle = await openDatabase({ databaseUrl: empty.url });
    cleanups.push(() => handle.close());
    expect(await tableNames(handle)).toEqual([]);

    await migrateDatabase(handle);
    const tables = await tableNames(handle);
    for (const table of ['merchants', 'merchant_settings', 'cities', 'branches', 'branch_work_hours', 'products', 'modification_groups', 'orders', 'order_items', 'promos', 'users', 'media']) {
      expect(tables).toContain(table);
    }
    const applied = await appliedMigrations(handle);
    expect(applied).toBeGreaterThan(0);

    await migrateDatabase(handle);
    expect(await appliedMigrations(handle)).toBe(applied);
  });

  it('lets two instances start on the same empty database at once', async () => {
    const empty = await emptyDatabase();
    cleanups.push(empty.drop);
    const first = await openDatabase({ databaseUrl: empty.url });
    cleanups.push(() => first.close());
    // PGlite belongs to one process, so "two instances" there are two start-ups in that process.
    const second = empty.url ? await openDatabase({ databaseUrl: empty.url }) : first;
    if (second !== first) cleanups.push(() => second.close());

    await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
    expect(await appliedMigrations(first)).toBe(await appliedMigrations(second));
    await first.db.insert(merchants).values({ sub: 'both', name: { uz: '', ru: '', eng: 'Both' } });
    expect(await second.db.select({ sub: merchants.sub }).from(merchants)).toEqual([{ sub: 'both' }]);
  });

  it('gives every test database a fresh, empty copy', async () => {
    const one = await openTestDatabase();
    cleanups.push(() => one.close());
    await one.db.insert(merchants).values({ sub: 'only-here', name: { uz: '', ru: '', eng: '' } });
    const two = await openTestDatabase();
    cleanups.push(() => two.close());
    expect(await two.db.select().from(merchants)).toEqual([]);
    expect(await one.db.select({ sub: merchants.sub }).from(merchants)).toEqual([{ sub: 'only-here' }]);
    expect(await two.ping()).toBe(true);
  });
});

describe('embedded PGlite data directory', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the data across a restart', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'dk-pglite-'));
    dirs.push(parent);
    const dir = join(parent, 'nested', 'pglite'); // created on demand

    const before = await openDatabase({ pgliteDir: dir });
    await migrateDatabase(before);
    await before.db.insert(merchants).values({ sub: 'durable', name: { uz: 'Doimiy', ru: 'Постоянный', eng: 'Durable' } });
    await before.close();
    expect(await before.ping()).toBe(false);

    const after = await openDatabase({ pgliteDir: dir });
    try {
      await migrateDatabase(after);
      const rows = await after.db.select({ name: merchants.name }).from(merchants).where(eq(merchants.sub, 'durable'));
      expect(rows).toEqual([{ name: { uz: 'Doimiy', ru: 'Постоянный', eng: 'Durable' } }]);
      expect(after.driver).toBe('pglite');
      expect(await after.ping()).toBe(true);
    } finally {
      await after.close();
    }
  });
});
