// SQL of delivery areas: the merchant's active regions and priced zones, and a branch's active tariff.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { deliveryRegions, deliveryTariffs, deliveryZones } from '@dastarkhan/db/schema';

export type RegionRow = typeof deliveryRegions.$inferSelect;
export type ZoneRow = typeof deliveryZones.$inferSelect;
export type TariffRow = typeof deliveryTariffs.$inferSelect;

export async function listActiveRegions(ex: Executor, merchantId: string): Promise<RegionRow[]> {
  return ex
    .select()
    .from(deliveryRegions)
    .where(and(eq(deliveryRegions.merchantId, merchantId), eq(deliveryRegions.isActive, true)))
    .orderBy(asc(deliveryRegions.createdAt), asc(deliveryRegions.id));
}

/** By priority (lowest first), the order in which they price an address. */
export async function listActiveZones(ex: Executor, merchantId: string): Promise<ZoneRow[]> {
  return ex
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.isActive, true)))
    .orderBy(asc(deliveryZones.priority), asc(deliveryZones.createdAt), asc(deliveryZones.id));
}

/** The branch's active tariff; the newest wins if an admin left several switched on. */
export async function findActiveTariff(ex: Executor, merchantId: string, branchId: string): Promise<TariffRow | null> {
  const [row] = await ex
    .select()
    .from(deliveryTariffs)
    .where(and(eq(deliveryTariffs.merchantId, merchantId), eq(deliveryTariffs.branchId, branchId), eq(deliveryTariffs.isActive, true)))
    .orderBy(desc(deliveryTariffs.createdAt), asc(deliveryTariffs.id))
    .limit(1);
  return row ?? null;
}
