// Order numbers come from a sequence per merchant: unique under concurrency, no lock held until commit,
// existing merchants continue where their counter stood, and a new merchant's sequence is made on demand.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { queryRows, type DatabaseHandle, type Executor } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import { nextOrderNumber, orderNumberSequence, raiseOrderNumbersPastOrders } from './order-numbers.ts';
import * as schema from './schema.ts';
import { DEMO, seedDemoData } from './seed/seed-demo.ts';
import { describeDatabase, openEmptyTestDatabase, openTestDatabase } from './testing.ts';

const demo = DEMO.merchantIds.demo;

/** A bare order of the merchant with the given number, as a bulk import writes it. */
async function insertOrderNumbered(ex: Executor, merchantId: string, branchId: string, number: number): Promise<void> {
  await ex.execute(sql`
    insert into orders (merchant_id, number, branch_id, service_type, payment_type, order_device, channel, product_price, total_price, product_count)
    values (${merchantId}, ${number}, ${branchId}, 'PICK_UP', 'CASH', 'CLIENT_WEB', 'WEB', 100, 100, 1)`);
}

async function aBranchOf(ex: Executor, merchantId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(ex, sql`select id from branches where merchant_id = ${merchantId} order by id limit 1`);
  if (!row) throw new Error(`merchant ${merchantId} has no branch`);
  return row.id;
}

async function newMerchant(handle: DatabaseHandle, sub: string): Promise<string> {
  const [row] = await handle.db
    .insert(schema.merchants)
    .values({ sub, name: { uz: sub, ru: sub, eng: sub } })
    .returning({ id: schema.merchants.id });
  if (!row) throw new Error('no merchant');
  return row.id;
}

const SQLSTATE = (error: unknown): string | undefined => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

describe(`order numbers (${describeDatabase()})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDemoData(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("starts a new merchant's numbers at 1 and counts up", async () => {
    const merchantId = await newMerchant(handle, 'counting');
    expect(await nextOrderNumber(handle.db, merchantId)).toBe(1);
    expect(await nextOrderNumber(handle.db, merchantId)).toBe(2);
    expect(await nextOrderNumber(handle.db, merchantId)).toBe(3);
  });

  it('hands out unique numbers to many transactions at once, also on the first orders of a merchant', async () => {
    const merchantId = await newMerchant(handle, 'rush');
    const numbers = await Promise.all(Array.from({ length: 60 }, () => handle.db.transaction((tx) => nextOrderNumber(tx, merchantId))));
    // No transaction failed, so no gap either: exactly 1..60.
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
  });

  it('leaves a gap, never a duplicate, when the transaction that took a number rolls back', async () => {
    const merchantId = await newMerchant(handle, 'gap');
    expect(await nextOrderNumber(handle.db, merchantId)).toBe(1);
    const rolledBack = new Error('the order failed after taking its number');
    await expect(
      handle.db.transaction(async (tx) => {
        await nextOrderNumber(tx, merchantId);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await nextOrderNumber(handle.db, merchantId)).toBe(3);
  });

  it('a new merchant whose first order rolls back still gets its numbers afterwards', async () => {
    const merchantId = await newMerchant(handle, 'first-fails');
    await expect(
      handle.db.transaction(async (tx) => {
        await nextOrderNumber(tx, merchantId);
        throw new Error('rolled back, sequence creation with it');
      }),
    ).rejects.toThrow();
    expect(await nextOrderNumber(handle.db, merchantId)).toBe(1);
  });

  it('starts a new sequence at 1 whatever numbers were written without it, until the writer moves it past them', async () => {
    const branchId = await aBranchOf(handle.db, demo);
    // Test helpers and imports write orders with high numbers of their own, as they did beside the counter.
    await insertOrderNumbered(handle.db, demo, branchId, 900_001);
    expect(await nextOrderNumber(handle.db, demo)).toBe(1);
    await raiseOrderNumbersPastOrders(handle.db, demo);
    expect(await nextOrderNumber(handle.db, demo)).toBe(900_002);
  });

  it('moves a sequence past orders written with their own numbers, and never back', async () => {
    const shop = DEMO.merchantIds.shop;
    const branchId = await aBranchOf(handle.db, shop);
    // Before the merchant's first order: the sequence is made, already past the orders written.
    await insertOrderNumbered(handle.db, shop, branchId, 40);
    await raiseOrderNumbersPastOrders(handle.db, shop);
    expect(await nextOrderNumber(handle.db, shop)).toBe(41);
    await insertOrderNumbered(handle.db, shop, branchId, 900);
    await raiseOrderNumbersPastOrders(handle.db, shop);
    expect(await nextOrderNumber(handle.db, shop)).toBe(901);
    // Nothing written past the sequence since: it stays where it is.
    await raiseOrderNumbersPastOrders(handle.db, shop);
    expect(await nextOrderNumber(handle.db, shop)).toBe(902);
  });

  it('refuses what is not a merchant id before it reaches any SQL', () => {
    expect(() => orderNumberSequence('x"; drop table orders; --')).toThrow(/not a merchant id/);
    expect(orderNumberSequence(demo.toUpperCase())).toBe(`order_numbers."${demo.toLowerCase()}"`);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('takes a number while another transaction of the merchant that took one is still open (PostgreSQL only: PGlite has one connection)', async () => {
    if (handle.raw.driver !== 'postgres') throw new Error('expected PostgreSQL');
    const merchantId = await newMerchant(handle, 'no-wait');
    expect(await nextOrderNumber(handle.db, merchantId)).toBe(1);
    const connection = await handle.raw.pool.connect();
    try {
      // An order transaction that has taken its number and not committed yet.
      const open = drizzle({ client: connection, schema });
      await open.execute(sql`begin`);
      expect(await nextOrderNumber(open, merchantId)).toBe(2);
      // A counter row locked until commit would make this one wait, and fail on the lock timeout.
      const second = await handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '2s'`);
          return nextOrderNumber(tx, merchantId);
        })
        .catch((error: unknown) => {
          throw new Error(`waited for the open transaction (SQLSTATE ${SQLSTATE(error)})`, { cause: error });
        });
      expect(second).toBe(3);
    } finally {
      await connection.query('rollback');
      connection.release();
    }
  });
});

describe(`migration 0005 onto existing data (${describeDatabase()})`, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The committed migrations up to and including `lastTag`, in a folder of their own. */
  function migrationsUpTo(lastTag: string): string {
    const folder = mkdtempSync(join(tmpdir(), 'dk-migrations-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (last < 0) throw new Error(`no migration ${lastTag}`);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
    return folder;
  }

  it("continues every merchant's numbers after its counter or its highest order, whichever is higher", async () => {
    const database = await openEmptyTestDatabase();
    cleanups.push(() => database.close());
    await migrateDatabase(database, migrationsUpTo('0004_console'));
    const { db } = database;
    // Raw SQL as the schema stood at 0004: the demo seed follows today's schema, which later migrations change.
    const shop = DEMO.merchantIds.shop;
    for (const [merchantId, sub] of [[demo, 'demo'], [shop, 'shop'], [DEMO.merchantIds.closed, 'closed']] as const) {
      await db.execute(sql`insert into merchants (id, sub) values (${merchantId}, ${sub})`);
    }
    for (const merchantId of [demo, shop]) {
      await db.execute(sql`
        with city as (insert into cities (merchant_id, latitude, longitude) values (${merchantId}, 41.3, 69.2) returning id)
        insert into branches (merchant_id, city_id, latitude, longitude) select ${merchantId}, id, 41.3, 69.2 from city`);
    }
    // demo: the counter is ahead of the orders (orders that failed after taking a number).
    await insertOrderNumbered(db, demo, await aBranchOf(db, demo), 40);
    await db.execute(sql`insert into order_counters (merchant_id, last_number) values (${demo}, 41)`);
    // shop: orders written without the counter (an import) are ahead of it.
    await insertOrderNumbered(db, shop, await aBranchOf(db, shop), 75);
    await db.execute(sql`insert into order_counters (merchant_id, last_number) values (${shop}, 12)`);

    await migrateDatabase(database);

    expect(await nextOrderNumber(db, demo)).toBe(42);
    expect(await nextOrderNumber(db, shop)).toBe(76);
    // closed: never ordered, no counter.
    expect(await nextOrderNumber(db, DEMO.merchantIds.closed)).toBe(1);
    const [counters] = await queryRows<{ found: boolean }>(db, sql`select to_regclass('public.order_counters') is not null as found`);
    expect(counters?.found).toBe(false);
  });
});
