// SQL of the console's brand places: cities, branches and their hours, halls and tables, delivery regions,
// zones and tariffs. Every query is scoped by the merchant; a row of another merchant is never found.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { branches, branchWorkHours, cities, deliveryRegions, deliveryTariffs, deliveryZones, diningTables, halls, merchants } from '@dastarkhan/db/schema';

export type CityRow = typeof cities.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type WorkHoursRow = typeof branchWorkHours.$inferSelect;
export type HallRow = typeof halls.$inferSelect;
export type TableRow = typeof diningTables.$inferSelect;
export type RegionRow = typeof deliveryRegions.$inferSelect;
export type ZoneRow = typeof deliveryZones.$inferSelect;
export type TariffRow = typeof deliveryTariffs.$inferSelect;

/** Postgres error codes (the pg and PGlite drivers keep them on the error or its cause). */
export function pgCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = typeof current === 'object' ? (current as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Cities

export async function listCities(ex: Executor, merchantId: string): Promise<CityRow[]> {
  return ex.select().from(cities).where(eq(cities.merchantId, merchantId)).orderBy(desc(cities.isMain), asc(cities.priority), asc(cities.createdAt), asc(cities.id));
}

export async function findCity(ex: Executor, merchantId: string, id: string): Promise<CityRow | null> {
  const [row] = await ex.select().from(cities).where(and(eq(cities.merchantId, merchantId), eq(cities.id, id)));
  return row ?? null;
}

/** Makes every other city of the merchant a plain one (before one becomes main: one main per merchant). */
export async function clearMainCity(ex: Executor, merchantId: string, exceptId?: string): Promise<void> {
  await ex
    .update(cities)
    .set({ isMain: false })
    .where(and(eq(cities.merchantId, merchantId), eq(cities.isMain, true), exceptId ? ne(cities.id, exceptId) : undefined));
}

export async function setMerchantMainCity(ex: Executor, merchantId: string, cityId: string): Promise<void> {
  await ex.update(merchants).set({ mainCityId: cityId }).where(eq(merchants.id, merchantId));
}

export async function insertCity(ex: Executor, values: typeof cities.$inferInsert): Promise<CityRow> {
  const [row] = await ex.insert(cities).values(values).returning();
  if (!row) throw new Error('insert into cities returned no row');
  return row;
}

export async function updateCity(ex: Executor, merchantId: string, id: string, values: Partial<typeof cities.$inferInsert>): Promise<CityRow | null> {
  const [row] = await ex
    .update(cities)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cities.merchantId, merchantId), eq(cities.id, id)))
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Branches and hours

/** Not deleted branches (active or not), main first. */
export async function listBranches(ex: Executor, merchantId: string): Promise<BranchRow[]> {
  return ex
    .select()
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)))
    .orderBy(desc(branches.isMain), asc(branches.createdAt), asc(branches.id));
}

export async function findBranch(ex: Executor, merchantId: string, id: string): Promise<BranchRow | null> {
  const [row] = await ex
    .select()
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.id, id), eq(branches.deleted, false)));
  return row ?? null;
}

export async function insertBranch(ex: Executor, values: typeof branches.$inferInsert): Promise<BranchRow> {
  const [row] = await ex.insert(branches).values(values).returning();
  if (!row) throw new Error('insert into branches returned no row');
  return row;
}

export async function updateBranch(ex: Executor, merchantId: string, id: string, values: Partial<typeof branches.$inferInsert>): Promise<BranchRow | null> {
  const [row] = await ex
    .update(branches)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(branches.merchantId, merchantId), eq(branches.id, id), eq(branches.deleted, false)))
    .returning();
  return row ?? null;
}

export async function clearMainBranch(ex: Executor, merchantId: string, exceptId: string): Promise<void> {
  await ex
    .update(branches)
    .set({ isMain: false })
    .where(and(eq(branches.merchantId, merchantId), eq(branches.isMain, true), ne(branches.id, exceptId)));
}

export async function listWorkHours(ex: Executor, merchantId: string, branchIds: readonly string[]): Promise<WorkHoursRow[]> {
  if (branchIds.length === 0) return [];
  return ex
    .select()
    .from(branchWorkHours)
    .where(and(eq(branchWorkHours.merchantId, merchantId), inArray(branchWorkHours.branchId, [...branchIds])));
}

export async function replaceWorkHours(
  ex: Executor,
  merchantId: string,
  branchId: string,
  serviceTypes: readonly WorkHoursRow['serviceType'][],
  rows: (typeof branchWorkHours.$inferInsert)[],
): Promise<void> {
  await ex
    .delete(branchWorkHours)
    .where(and(eq(branchWorkHours.merchantId, merchantId), eq(branchWorkHours.branchId, branchId), inArray(branchWorkHours.serviceType, [...serviceTypes])));
  if (rows.length > 0) await ex.insert(branchWorkHours).values(rows);
}

export async function countTablesByBranch(ex: Executor, merchantId: string): Promise<Map<string, number>> {
  const rows = await ex
    .select({ branchId: diningTables.branchId, count: sql<number>`count(*)::int` })
    .from(diningTables)
    .where(eq(diningTables.merchantId, merchantId))
    .groupBy(diningTables.branchId);
  return new Map(rows.map((row) => [row.branchId, Number(row.count)]));
}

// ---------------------------------------------------------------------------------------------
// Halls and tables

export async function listHalls(ex: Executor, merchantId: string, branchId: string): Promise<HallRow[]> {
  return ex
    .select()
    .from(halls)
    .where(and(eq(halls.merchantId, merchantId), eq(halls.branchId, branchId)))
    .orderBy(asc(halls.name), asc(halls.id));
}

export async function listTables(ex: Executor, merchantId: string, branchId: string): Promise<TableRow[]> {
  return ex
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.merchantId, merchantId), eq(diningTables.branchId, branchId)))
    .orderBy(asc(diningTables.number));
}

export async function findHall(ex: Executor, merchantId: string, id: string): Promise<HallRow | null> {
  const [row] = await ex.select().from(halls).where(and(eq(halls.merchantId, merchantId), eq(halls.id, id)));
  return row ?? null;
}

export async function insertHall(ex: Executor, values: typeof halls.$inferInsert): Promise<HallRow> {
  const [row] = await ex.insert(halls).values(values).returning();
  if (!row) throw new Error('insert into halls returned no row');
  return row;
}

export async function updateHall(ex: Executor, merchantId: string, id: string, values: Partial<typeof halls.$inferInsert>): Promise<HallRow | null> {
  const [row] = await ex
    .update(halls)
    .set(values)
    .where(and(eq(halls.merchantId, merchantId), eq(halls.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteHall(ex: Executor, merchantId: string, id: string): Promise<void> {
  await ex.delete(halls).where(and(eq(halls.merchantId, merchantId), eq(halls.id, id)));
}

export async function findTable(ex: Executor, merchantId: string, id: string): Promise<TableRow | null> {
  const [row] = await ex.select().from(diningTables).where(and(eq(diningTables.merchantId, merchantId), eq(diningTables.id, id)));
  return row ?? null;
}

export async function findTableByNumber(ex: Executor, merchantId: string, branchId: string, number: number): Promise<TableRow | null> {
  const [row] = await ex
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.merchantId, merchantId), eq(diningTables.branchId, branchId), eq(diningTables.number, number)));
  return row ?? null;
}

export async function insertTable(ex: Executor, values: typeof diningTables.$inferInsert): Promise<TableRow> {
  const [row] = await ex.insert(diningTables).values(values).returning();
  if (!row) throw new Error('insert into dining_tables returned no row');
  return row;
}

export async function updateTable(ex: Executor, merchantId: string, id: string, values: Partial<typeof diningTables.$inferInsert>): Promise<TableRow | null> {
  const [row] = await ex
    .update(diningTables)
    .set(values)
    .where(and(eq(diningTables.merchantId, merchantId), eq(diningTables.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTable(ex: Executor, merchantId: string, id: string): Promise<void> {
  await ex.delete(diningTables).where(and(eq(diningTables.merchantId, merchantId), eq(diningTables.id, id)));
}

// ---------------------------------------------------------------------------------------------
// Delivery regions, zones, tariffs

export async function listRegions(ex: Executor, merchantId: string): Promise<RegionRow[]> {
  return ex.select().from(deliveryRegions).where(eq(deliveryRegions.merchantId, merchantId)).orderBy(asc(deliveryRegions.createdAt), asc(deliveryRegions.id));
}

export async function findRegion(ex: Executor, merchantId: string, id: string): Promise<RegionRow | null> {
  const [row] = await ex.select().from(deliveryRegions).where(and(eq(deliveryRegions.merchantId, merchantId), eq(deliveryRegions.id, id)));
  return row ?? null;
}

export async function insertRegion(ex: Executor, values: typeof deliveryRegions.$inferInsert): Promise<RegionRow> {
  const [row] = await ex.insert(deliveryRegions).values(values).returning();
  if (!row) throw new Error('insert into delivery_regions returned no row');
  return row;
}

export async function updateRegion(ex: Executor, merchantId: string, id: string, values: Partial<typeof deliveryRegions.$inferInsert>): Promise<RegionRow | null> {
  const [row] = await ex
    .update(deliveryRegions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(deliveryRegions.merchantId, merchantId), eq(deliveryRegions.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteRegion(ex: Executor, merchantId: string, id: string): Promise<void> {
  await ex.delete(deliveryRegions).where(and(eq(deliveryRegions.merchantId, merchantId), eq(deliveryRegions.id, id)));
}

/** By priority (lowest first), the order in which they price an address. */
export async function listZones(ex: Executor, merchantId: string): Promise<ZoneRow[]> {
  return ex
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.merchantId, merchantId))
    .orderBy(asc(deliveryZones.priority), asc(deliveryZones.createdAt), asc(deliveryZones.id));
}

export async function findZone(ex: Executor, merchantId: string, id: string): Promise<ZoneRow | null> {
  const [row] = await ex.select().from(deliveryZones).where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.id, id)));
  return row ?? null;
}

export async function insertZone(ex: Executor, values: typeof deliveryZones.$inferInsert): Promise<ZoneRow> {
  const [row] = await ex.insert(deliveryZones).values(values).returning();
  if (!row) throw new Error('insert into delivery_zones returned no row');
  return row;
}

export async function updateZone(ex: Executor, merchantId: string, id: string, values: Partial<typeof deliveryZones.$inferInsert>): Promise<ZoneRow | null> {
  const [row] = await ex
    .update(deliveryZones)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteZone(ex: Executor, merchantId: string, id: string): Promise<void> {
  await ex.delete(deliveryZones).where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.id, id)));
}

export async function listTariffs(ex: Executor, merchantId: string, branchId?: string): Promise<TariffRow[]> {
  return ex
    .select()
    .from(deliveryTariffs)
    .where(and(eq(deliveryTariffs.merchantId, merchantId), branchId ? eq(deliveryTariffs.branchId, branchId) : undefined))
    .orderBy(desc(deliveryTariffs.createdAt), asc(deliveryTariffs.id));
}

export async function findTariff(ex: Executor, merchantId: string, id: string): Promise<TariffRow | null> {
  const [row] = await ex.select().from(deliveryTariffs).where(and(eq(deliveryTariffs.merchantId, merchantId), eq(deliveryTariffs.id, id)));
  return row ?? null;
}

export async function insertTariff(ex: Executor, values: typeof deliveryTariffs.$inferInsert): Promise<TariffRow> {
  const [row] = await ex.insert(deliveryTariffs).values(values).returning();
  if (!row) throw new Error('insert into delivery_tariffs returned no row');
  return row;
}

export async function updateTariff(ex: Executor, merchantId: string, id: string, values: Partial<typeof deliveryTariffs.$inferInsert>): Promise<TariffRow | null> {
  const [row] = await ex
    .update(deliveryTariffs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(deliveryTariffs.merchantId, merchantId), eq(deliveryTariffs.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTariff(ex: Executor, merchantId: string, id: string): Promise<void> {
  await ex.delete(deliveryTariffs).where(and(eq(deliveryTariffs.merchantId, merchantId), eq(deliveryTariffs.id, id)));
}
