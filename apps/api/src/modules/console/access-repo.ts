// SQL of console access: staff accounts, their sessions, couriers for courier accounts.
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { couriers, merchantSettings, merchants, staff, staffSessions } from '@dastarkhan/db/schema';

export type StaffRow = typeof staff.$inferSelect;
export type StaffInsert = typeof staff.$inferInsert;
export type SessionRow = typeof staffSessions.$inferSelect;
export type CourierRow = Pick<typeof couriers.$inferSelect, 'id' | 'name' | 'phone' | 'branchId'>;

export async function findStaffByLogin(db: Executor, merchantId: string, login: { email?: string; phone?: string }): Promise<StaffRow | null> {
  const match = login.email !== undefined ? eq(staff.email, login.email) : login.phone !== undefined ? eq(staff.phone, login.phone) : undefined;
  if (!match) return null;
  const [row] = await db.select().from(staff).where(and(eq(staff.merchantId, merchantId), match)).limit(1);
  return row ?? null;
}

export async function findStaff(db: Executor, merchantId: string, staffId: string, lock = false): Promise<StaffRow | null> {
  const query = db.select().from(staff).where(and(eq(staff.merchantId, merchantId), eq(staff.id, staffId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listStaff(db: Executor, merchantId: string): Promise<StaffRow[]> {
  return db.select().from(staff).where(eq(staff.merchantId, merchantId)).orderBy(asc(staff.role), asc(staff.name));
}

export async function insertStaff(db: Executor, values: StaffInsert): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(values).returning();
  if (!row) throw new Error('staff insert returned nothing');
  return row;
}

export async function updateStaff(db: Executor, merchantId: string, staffId: string, values: Partial<StaffInsert>): Promise<StaffRow> {
  const [row] = await db
    .update(staff)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(staff.merchantId, merchantId), eq(staff.id, staffId)))
    .returning();
  if (!row) throw new Error('staff update matched nothing');
  return row;
}

/** Active owners other than `exceptId`: the last one may not be removed or demoted. */
export async function countOtherActiveOwners(db: Executor, merchantId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.merchantId, merchantId), eq(staff.role, 'OWNER'), eq(staff.isActive, true), ne(staff.id, exceptId)));
  return row?.count ?? 0;
}

export async function insertSession(db: Executor, values: typeof staffSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(staffSessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** The live session with this token hash, with its (active) staff member and merchant's name. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, and(eq(staff.id, staffSessions.staffId), eq(staff.merchantId, staffSessions.merchantId)))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), eq(staff.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Executor, sessionId: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now, expiresAt }).where(eq(staffSessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of the account (optionally but one: the session that changed its own password). */
export async function revokeSessionsOf(db: Executor, merchantId: string, staffId: string, now: Date, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(staffSessions.merchantId, merchantId), eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(staffSessions.id, exceptSessionId));
  await db.update(staffSessions).set({ revokedAt: now }).where(and(...conditions));
}

export async function findMerchantBrief(db: Executor, merchantId: string) {
  const [row] = await db
    .select({ id: merchants.id, sub: merchants.sub, name: merchants.name, timezone: merchants.timezone })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row ?? null;
}

/** A new, empty merchant with its settings row (the storefront fills every setting with its default). */
export async function insertMerchant(db: Executor, values: { sub: string; name: { uz: string; ru: string; eng: string } }) {
  const [row] = await db.insert(merchants).values(values).returning({ id: merchants.id, sub: merchants.sub });
  if (!row) throw new Error('merchant insert returned nothing');
  await db.insert(merchantSettings).values({ merchantId: row.id });
  return row;
}

export async function findMerchantBySub(db: Executor, sub: string) {
  const [row] = await db.select({ id: merchants.id, sub: merchants.sub }).from(merchants).where(eq(merchants.sub, sub)).limit(1);
  return row ?? null;
}

export async function listCouriers(db: Executor, merchantId: string): Promise<CourierRow[]> {
  return db
    .select({ id: couriers.id, name: couriers.name, phone: couriers.phone, branchId: couriers.branchId })
    .from(couriers)
    .where(eq(couriers.merchantId, merchantId))
    .orderBy(asc(couriers.name));
}

export async function courierExists(db: Executor, merchantId: string, courierId: string): Promise<boolean> {
  const [row] = await db.select({ id: couriers.id }).from(couriers).where(and(eq(couriers.merchantId, merchantId), eq(couriers.id, courierId))).limit(1);
  return row !== undefined;
}

export async function insertCourier(db: Executor, values: typeof couriers.$inferInsert): Promise<CourierRow> {
  const [row] = await db.insert(couriers).values(values).returning({ id: couriers.id, name: couriers.name, phone: couriers.phone, branchId: couriers.branchId });
  if (!row) throw new Error('courier insert returned nothing');
  return row;
}

export async function findSessionById(db: Executor, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.id, sessionId)).limit(1);
  return row ?? null;
}
