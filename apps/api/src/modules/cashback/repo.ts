// SQL of the cashback ledger: the balance sum, the customer lock, one entry per order and kind.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { cashbackLedger, users } from '@dastarkhan/db/schema';

export type LedgerRow = typeof cashbackLedger.$inferSelect;
export type LedgerKind = LedgerRow['kind'];

export async function sumBalance(ex: Executor, merchantId: string, userId: string): Promise<number> {
  const [row] = await ex
    .select({ total: sql<string | number>`coalesce(sum(${cashbackLedger.amount}), 0)` })
    .from(cashbackLedger)
    .where(and(eq(cashbackLedger.merchantId, merchantId), eq(cashbackLedger.userId, userId)));
  // sum(bigint) is numeric: drivers hand it over as a string.
  return Number(row?.total ?? 0);
}

/**
 * Locks the customer's row until the transaction ends, so balance-then-spend runs one at a time per
 * customer. NO KEY UPDATE rather than UPDATE: an order transaction that already inserted an order of
 * this customer holds a KEY SHARE lock on the row (its foreign key); FOR UPDATE would wait for every
 * other such transaction and two of them would deadlock, NO KEY UPDATE only waits for another spend.
 */
export async function lockCustomer(ex: Executor, merchantId: string, userId: string): Promise<void> {
  await ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.merchantId, merchantId)))
    .for('no key update');
}

export async function findEntry(ex: Executor, merchantId: string, orderId: string, kind: LedgerKind): Promise<LedgerRow | null> {
  const [row] = await ex
    .select()
    .from(cashbackLedger)
    .where(and(eq(cashbackLedger.merchantId, merchantId), eq(cashbackLedger.orderId, orderId), eq(cashbackLedger.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** Inserts an entry; false when the order already has one of this kind (a retry credits nothing). */
export async function insertEntry(
  ex: Executor,
  entry: { merchantId: string; userId: string; orderId: string; kind: LedgerKind; amount: number },
): Promise<boolean> {
  const inserted = await ex
    .insert(cashbackLedger)
    .values(entry)
    .onConflictDoNothing({ target: [cashbackLedger.orderId, cashbackLedger.kind] })
    .returning({ id: cashbackLedger.id });
  return inserted.length > 0;
}
