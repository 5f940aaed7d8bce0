// SQL of promo codes: the merchant's promo by code, its public ones, how many live orders used one, whether a customer has ordered.
import { and, asc, count, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
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

/** Most public promos a customer is shown: a list, not a catalogue (the rules are then checked one by one). */
export const PUBLIC_PROMOS_LIMIT = 50;

/**
 * The merchant's public promos that are switched on and not over at `now`, newest first. Whether each can
 * be used (its window, its limits, first order) is still decided by the service's rules, which are written
 * once; this only keeps ended codes from filling the list's limit.
 */
export async function listPublic(ex: Executor, merchantId: string, now: Date): Promise<PromoRow[]> {
  return ex
    .select()
    .from(promos)
    .where(
      and(
        eq(promos.merchantId, merchantId),
        eq(promos.isPublic, true),
        eq(promos.isActive, true),
        or(isNull(promos.endDate), gte(promos.endDate, now)),
      ),
    )
    .orderBy(desc(promos.createdAt), asc(promos.code))
    .limit(PUBLIC_PROMOS_LIMIT);
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
