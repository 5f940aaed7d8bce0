// SQL of promo codes: the merchant's promo by code, how many live orders used it, whether a customer has ordered.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { orders, promos } from '@dastarkhan/db/schema';

export type PromoRow = typeof promos.$inferSelect;

/** The merchant's promo whose code, lower-cased, is `lowerCode` (served by the unique index on lower(code)). */
export async function findByCode(ex: Executor, merchantId: string, lowerCode: string, options: { lock: boolean }): Promise<PromoRow | null> {
  const query = ex
    .select()
    .from(promos)
    .where(and(eq(promos.merchantId, merchantId), sql`lower(${promos.code}) = ${lowerCode}`))
    .limit(1);
  // NO KEY UPDATE: serialises orders taking a use, without blocking orders.promo_id foreign-key checks.
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** Orders that used the promo and were not canceled (a canceled order gives its use back); of one customer when given. */
export async function countUses(ex: Executor, merchantId: string, promoId: string, userId?: string): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        eq(orders.promoId, promoId),
        ne(orders.status, 'CANCELED'),
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the customer has an order of the merchant that was not canceled (hidden ones count: they happened). */
export async function hasLiveOrder(ex: Executor, merchantId: string, userId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.userId, userId), ne(orders.status, 'CANCELED')))
    .limit(1);
  return row !== undefined;
}
