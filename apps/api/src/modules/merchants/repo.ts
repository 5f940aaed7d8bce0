// SQL of the merchants module: merchants, cities, branches and their work hours.
// Queries use Drizzle's relational API.
import type { Database } from '@dastarkhan/db/client';
import type { branches, branchWorkHours, cities, merchants } from '@dastarkhan/db/schema';

export type MerchantRow = typeof merchants.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type WorkHoursRow = typeof branchWorkHours.$inferSelect;

/** A merchant that exists and is not deleted (active or not). */
export async function findMerchantBySub(db: Database, sub: string): Promise<MerchantRow | null> {
  const row = await db.query.merchants.findFirst({
    where: (m, { and, eq }) => and(eq(m.sub, sub), eq(m.deleted, false)),
  });
  return row ?? null;
}

export async function findMerchantById(db: Database, id: string): Promise<MerchantRow | null> {
  const row = await db.query.merchants.findFirst({
    where: (m, { and, eq }) => and(eq(m.id, id), eq(m.deleted, false)),
  });
  return row ?? null;
}

export async function findMerchantsByIds(db: Database, ids: readonly string[]): Promise<MerchantRow[]> {
  if (ids.length === 0) return [];
  return db.query.merchants.findMany({
    where: (m, { and, eq, inArray }) => and(inArray(m.id, [...ids]), eq(m.deleted, false)),
  });
}

/** Active cities, the main one first, then by priority. */
export async function listCities(db: Database, merchantId: string): Promise<CityRow[]> {
  return db.query.cities.findMany({
    where: (c, { and, eq }) => and(eq(c.merchantId, merchantId), eq(c.isActive, true)),
    orderBy: (c, { asc, desc }) => [desc(c.isMain), asc(c.priority), asc(c.id)],
  });
}

/** Active, not deleted branches, optionally of one city; main branch first. */
export async function listActiveBranches(db: Database, merchantId: string, cityId?: string): Promise<BranchRow[]> {
  return db.query.branches.findMany({
    where: (b, { and, eq }) =>
      and(eq(b.merchantId, merchantId), eq(b.isActive, true), eq(b.deleted, false), cityId === undefined ? undefined : eq(b.cityId, cityId)),
    orderBy: (b, { asc, desc }) => [desc(b.isMain), asc(b.id)],
  });
}

export async function listActiveBranchIds(db: Database, merchantId: string): Promise<string[]> {
  const rows = await db.query.branches.findMany({
    columns: { id: true },
    where: (b, { and, eq }) => and(eq(b.merchantId, merchantId), eq(b.isActive, true), eq(b.deleted, false)),
  });
  return rows.map((row) => row.id);
}

/** One not deleted branch of the merchant (inactive ones too: old orders still point at them). */
export async function findBranch(db: Database, merchantId: string, branchId: string): Promise<BranchRow | null> {
  const row = await db.query.branches.findFirst({
    where: (b, { and, eq }) => and(eq(b.merchantId, merchantId), eq(b.id, branchId), eq(b.deleted, false)),
  });
  return row ?? null;
}

export async function listWorkHours(db: Database, merchantId: string, branchIds: readonly string[]): Promise<WorkHoursRow[]> {
  if (branchIds.length === 0) return [];
  return db.query.branchWorkHours.findMany({
    where: (h, { and, eq, inArray }) => and(eq(h.merchantId, merchantId), inArray(h.branchId, [...branchIds])),
  });
}
