// SQL of storefront content: policies, brand entries, banners, vacancies (Drizzle's relational API).
import type { Database } from '@dastarkhan/db/client';
import type { banners, brands, policies, vacancies } from '@dastarkhan/db/schema';
import type { PolicyType } from '@dastarkhan/domain/enums';

export type PolicyRow = typeof policies.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type VacancyRow = typeof vacancies.$inferSelect;

export async function findPolicy(db: Database, merchantId: string, type: PolicyType): Promise<PolicyRow | null> {
  const row = await db.query.policies.findFirst({ where: (p, { and, eq }) => and(eq(p.merchantId, merchantId), eq(p.type, type)) });
  return row ?? null;
}

/** Entries of the merchant's brand list (the sister merchants it links to). */
export async function listBrands(db: Database, merchantId: string): Promise<BrandRow[]> {
  return db.query.brands.findMany({
    where: (b, { eq }) => eq(b.catalogMerchantId, merchantId),
    orderBy: (b, { asc }) => [asc(b.priority), asc(b.id)],
  });
}

/** The merchant's rows of the given page types (e.g. the extra pages). */
export async function listPolicies(db: Database, merchantId: string, types: readonly PolicyType[]): Promise<PolicyRow[]> {
  return db.query.policies.findMany({ where: (p, { and, eq, inArray }) => and(eq(p.merchantId, merchantId), inArray(p.type, [...types])) });
}

/** The merchant's switched-on banners, whatever their display window (the caller filters by time). */
export async function listActiveBanners(db: Database, merchantId: string): Promise<BannerRow[]> {
  return db.query.banners.findMany({
    where: (b, { and, eq }) => and(eq(b.merchantId, merchantId), eq(b.isActive, true)),
    orderBy: (b, { asc }) => [asc(b.priority), asc(b.id)],
  });
}

export async function listActiveVacancies(db: Database, merchantId: string): Promise<VacancyRow[]> {
  return db.query.vacancies.findMany({
    where: (v, { and, eq }) => and(eq(v.merchantId, merchantId), eq(v.isActive, true)),
    orderBy: (v, { asc }) => [asc(v.priority), asc(v.id)],
  });
}

export async function findActiveVacancy(db: Database, merchantId: string, id: string): Promise<VacancyRow | null> {
  const row = await db.query.vacancies.findFirst({
    where: (v, { and, eq }) => and(eq(v.merchantId, merchantId), eq(v.id, id), eq(v.isActive, true)),
  });
  return row ?? null;
}
