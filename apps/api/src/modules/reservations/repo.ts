// SQL of table reservations: a customer's list with its branches, counting and adding under the customer's
// row lock, cancelling; always scoped to the merchant and the customer.
import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { branches, reservations, users } from '@dastarkhan/db/schema';

export type ReservationRow = typeof reservations.$inferSelect;

export interface ReservationWithBranch {
  reservation: ReservationRow;
  branch: { id: string; name: Record<string, string>; address: Record<string, string>; bookingPhone: string | null; phone: string | null };
}

export interface Owner {
  merchantId: string;
  userId: string;
}

const ownedBy = (owner: Owner) => and(eq(reservations.merchantId, owner.merchantId), eq(reservations.userId, owner.userId));

/** Statuses that still hold a table. */
export const HOLDING_STATUSES = ['NEW', 'CONFIRMED'] as const;

const withBranch = {
  reservation: reservations,
  branch: { id: branches.id, name: branches.name, address: branches.address, bookingPhone: branches.bookingPhone, phone: branches.phone },
};

/** Every reservation of the customer, soonest first (the service splits upcoming from past). */
export async function listReservations(ex: Executor, owner: Owner): Promise<ReservationWithBranch[]> {
  const rows = await ex
    .select(withBranch)
    .from(reservations)
    .innerJoin(branches, and(eq(branches.id, reservations.branchId), eq(branches.merchantId, reservations.merchantId)))
    .where(ownedBy(owner))
    .orderBy(asc(reservations.reservedAt), asc(reservations.id));
  return rows as ReservationWithBranch[];
}

export async function findReservation(ex: Executor, owner: Owner, id: string, options: { lock?: boolean } = {}): Promise<ReservationWithBranch | null> {
  const query = ex
    .select(withBranch)
    .from(reservations)
    .innerJoin(branches, and(eq(branches.id, reservations.branchId), eq(branches.merchantId, reservations.merchantId)))
    .where(and(ownedBy(owner), eq(reservations.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: reservations }) : await query;
  return (row as ReservationWithBranch | undefined) ?? null;
}

/** Reservations that still hold a table after `now`. */
export async function countUpcoming(ex: Executor, owner: Owner, now: Date): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(reservations)
    .where(and(ownedBy(owner), inArray(reservations.status, [...HOLDING_STATUSES]), gt(reservations.reservedAt, now)));
  return row?.n ?? 0;
}

/**
 * Locks the live customer's row until the transaction ends, so two bookings sent at once cannot both pass
 * the limit. NO KEY UPDATE: foreign-key checks of other writes are not blocked. False when the account is gone.
 */
export async function lockCustomer(ex: Executor, owner: Owner): Promise<boolean> {
  const rows = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, owner.userId), eq(users.merchantId, owner.merchantId), isNull(users.deletedAt)))
    .for('no key update');
  return rows.length > 0;
}

export interface NewReservation {
  branchId: string;
  chairs: number;
  reservedAt: Date;
  place: string | null;
  comment: string | null;
}

export async function insertReservation(ex: Executor, owner: Owner, values: NewReservation): Promise<ReservationRow> {
  const [row] = await ex
    .insert(reservations)
    .values({ merchantId: owner.merchantId, userId: owner.userId, ...values })
    .returning();
  if (!row) throw new Error('the reservation was not inserted');
  return row;
}

export async function setStatus(ex: Executor, owner: Owner, id: string, status: ReservationRow['status'], now: Date): Promise<void> {
  await ex.update(reservations).set({ status, updatedAt: now }).where(and(ownedBy(owner), eq(reservations.id, id)));
}
