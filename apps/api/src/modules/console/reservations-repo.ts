// SQL of the console's table reservations: a merchant's bookings of a time range with branch and customer,
// one booking under a row lock, and its status; always scoped to the staff member's merchant.
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { branches, reservations, users } from '@dastarkhan/db/schema';
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationStatus = ReservationRow['status'];

export interface StaffReservationRow {
  reservation: ReservationRow;
  branchName: LocalizedText;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerPhone: string | null;
}

export interface ReservationRange {
  merchantId: string;
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
  branchId?: string | undefined;
  status?: ReservationStatus | undefined;
}

const columns = {
  reservation: reservations,
  branchName: branches.name,
  customerFirstName: users.firstName,
  customerLastName: users.lastName,
  customerPhone: users.phone,
};

function joined(ex: Executor, where: SQL | undefined) {
  return ex
    .select(columns)
    .from(reservations)
    .innerJoin(branches, and(eq(branches.id, reservations.branchId), eq(branches.merchantId, reservations.merchantId)))
    .innerJoin(users, and(eq(users.id, reservations.userId), eq(users.merchantId, reservations.merchantId)))
    .where(where);
}

/** The bookings whose time falls in the range, by time (then by booking order). */
export async function listInRange(ex: Executor, range: ReservationRange): Promise<StaffReservationRow[]> {
  const conditions: SQL[] = [eq(reservations.merchantId, range.merchantId), gte(reservations.reservedAt, range.start), lt(reservations.reservedAt, range.end)];
  if (range.branchId) conditions.push(eq(reservations.branchId, range.branchId));
  if (range.status) conditions.push(eq(reservations.status, range.status));
  const rows = await joined(ex, and(...conditions)).orderBy(asc(reservations.reservedAt), asc(reservations.createdAt), asc(reservations.id));
  return rows as StaffReservationRow[];
}

export async function findOne(ex: Executor, merchantId: string, id: string, options: { lock?: boolean } = {}): Promise<StaffReservationRow | null> {
  const query = joined(ex, and(eq(reservations.merchantId, merchantId), eq(reservations.id, id))).limit(1);
  const [row] = options.lock ? await query.for('update', { of: reservations }) : await query;
  return (row as StaffReservationRow | undefined) ?? null;
}

export async function setStatus(ex: Executor, merchantId: string, id: string, status: ReservationStatus, now: Date): Promise<void> {
  await ex.update(reservations).set({ status, updatedAt: now }).where(and(eq(reservations.merchantId, merchantId), eq(reservations.id, id)));
}

/** The merchant's branches that are not deleted, main first (the list's branch filter). */
export async function listBranches(ex: Executor, merchantId: string): Promise<{ id: string; name: LocalizedText }[]> {
  const rows = await ex
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)))
    .orderBy(desc(branches.isMain), asc(branches.createdAt), asc(branches.id));
  return rows as { id: string; name: LocalizedText }[];
}
