// Order numbers: one PostgreSQL sequence per merchant, order_numbers."<merchant id>" (schema.ts
// orderNumbersSchema). nextval takes no row lock, so orders of one merchant are numbered in parallel; a
// counter row bumped in the order transaction stayed locked until commit and placed them one at a time.
// A number taken by a transaction that then fails is not handed out again: numbers are unique and rising,
// with gaps. Existing merchants got theirs in migration 0005, continuing their counter; a new merchant gets
// one on its first order.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from './client.ts';

/** The first key of the advisory lock taken while a merchant's sequence is created (the second: the merchant's hash). */
const SEQUENCE_CREATION_LOCK = 1_307_216_905;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `order_numbers."<id>"`, the sequence's qualified name. The id is checked: it ends up in DDL text. */
export function orderNumberSequence(merchantId: string): string {
  const id = merchantId.toLowerCase();
  if (!UUID.test(id)) throw new Error(`not a merchant id: ${merchantId}`);
  return `order_numbers."${id}"`;
}

/** nextval of the merchant's sequence; null while the merchant has none (to_regclass is null, nextval is strict). */
async function takeNumber(ex: Executor, sequence: string): Promise<number | null> {
  const [row] = await queryRows<{ number: number | null }>(ex, sql`select nextval(to_regclass(${sequence}))::int as number`);
  return row?.number ?? null;
}

/**
 * Creates the merchant's sequence unless it exists, starting at 1 as the counter row it replaces did (orders
 * written with numbers of their own are the writer's business: raiseOrderNumbersPastOrders). Runs in a
 * transaction (a savepoint inside the caller's) under an advisory lock, so concurrent first orders of a new
 * merchant create it once: the others wait, then skip it. IF NOT EXISTS rather than a to_regclass check
 * after the wait: within a transaction that already looked the name up, that lookup can still answer from
 * the backend's stale "no such relation" cache entry, while CREATE sees the sequence another one committed.
 */
async function ensureSequence(ex: Executor, merchantId: string, sequence: string): Promise<void> {
  await ex.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEQUENCE_CREATION_LOCK}::int, hashtext(${merchantId.toLowerCase()}))`);
    // DDL takes no parameters: the name is a checked uuid.
    await tx.execute(sql.raw(`create sequence if not exists ${sequence} as integer`));
  });
}

/**
 * The merchant's next order number. Call it inside the order transaction once the order is known to be
 * valid, so that only a failure of the insert or the commit leaves a gap.
 */
export async function nextOrderNumber(ex: Executor, merchantId: string): Promise<number> {
  const sequence = orderNumberSequence(merchantId);
  const taken = await takeNumber(ex, sequence);
  if (taken !== null) return taken;
  await ensureSequence(ex, merchantId, sequence);
  const first = await takeNumber(ex, sequence);
  if (first === null) throw new Error(`the order number sequence of merchant ${merchantId} is missing`);
  return first;
}

/**
 * The merchant's next order number as an expression for the order's INSERT, saving a round trip. Only for
 * a merchant whose sequence is known to exist (nextOrderNumber made sure of it before, on this database).
 */
export function nextOrderNumberSql(merchantId: string): SQL {
  return sql`nextval(${orderNumberSequence(merchantId)}::regclass)`;
}

/**
 * For tools that write orders with numbers of their own (imports, benchmark data sets): moves the
 * merchant's sequence past its highest order number, so the next order placed does not collide with them.
 */
export async function raiseOrderNumbersPastOrders(ex: Executor, merchantId: string): Promise<void> {
  const sequence = orderNumberSequence(merchantId);
  await ex.transaction(async (tx) => {
    await ensureSequence(tx, merchantId, sequence);
    // setval(n) makes n+1 the next number; only ever forward, never back onto numbers already handed out.
    await tx.execute(
      sql`select setval(${sequence}::regclass, top.number)
            from (select max(number) as number from orders where merchant_id = ${merchantId}) top,
                 ${sql.raw(sequence)} s
           where top.number >= s.last_value + case when s.is_called then 1 else 0 end`,
    );
  });
}
