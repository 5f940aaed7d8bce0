// SQL of the catalogue: one query per table, all scoped by merchant (no per-product queries).
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@dastarkhan/db/client';
import {
  productGrades,
  type categories,
  type modificationGroups,
  type modificationOptions,
  type productBranches,
  type productGroups,
  type products,
} from '@dastarkhan/db/schema';

export type GroupRow = typeof productGroups.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ModificationGroupRow = typeof modificationGroups.$inferSelect;
export type ModificationOptionRow = typeof modificationOptions.$inferSelect;
export type ProductBranchRow = Pick<typeof productBranches.$inferSelect, 'productId' | 'branchId' | 'isActive'>;

export interface CatalogueRows {
  groups: GroupRow[];
  categories: CategoryRow[];
  products: ProductRow[];
  modificationGroups: ModificationGroupRow[];
  modificationOptions: ModificationOptionRow[];
  productBranches: ProductBranchRow[];
}

export async function loadCatalogueRows(db: Database, merchantId: string): Promise<CatalogueRows> {
  // Sequential on purpose: PGlite runs one query at a time anyway, and on PostgreSQL six
  // small indexed queries do not need six pooled connections at once.
  const groups = await db.query.productGroups.findMany({ where: (t, { eq }) => eq(t.merchantId, merchantId) });
  const categoryRows = await db.query.categories.findMany({ where: (t, { eq }) => eq(t.merchantId, merchantId) });
  const productRows = await db.query.products.findMany({
    where: (t, { and, eq }) => and(eq(t.merchantId, merchantId), eq(t.deleted, false)),
  });
  const groupsOfOptions = await db.query.modificationGroups.findMany({
    where: (t, { eq }) => eq(t.merchantId, merchantId),
    orderBy: (t, { asc }) => [asc(t.priority), asc(t.id)],
  });
  const options = await db.query.modificationOptions.findMany({
    where: (t, { and, eq }) => and(eq(t.merchantId, merchantId), eq(t.isActive, true)),
    orderBy: (t, { asc }) => [asc(t.priority), asc(t.id)],
  });
  const branchRows = await db.query.productBranches.findMany({
    columns: { productId: true, branchId: true, isActive: true },
    where: (t, { eq }) => eq(t.merchantId, merchantId),
    orderBy: (t, { asc }) => [asc(t.productId), asc(t.branchId)],
  });
  return {
    groups,
    categories: categoryRows,
    products: productRows,
    modificationGroups: groupsOfOptions,
    modificationOptions: options,
    productBranches: branchRows,
  };
}

export interface GradeRow {
  productId: string;
  grade: number;
  count: number;
}

/** Average grade (2 decimals) and number of grades of every graded product of the merchant. */
export async function loadGrades(db: Database, merchantId: string): Promise<GradeRow[]> {
  // avg() is numeric and count() bigint, which node-postgres returns as strings (PGlite as numbers):
  // the cast to float8 and count()'s own mapping to Number give numbers on both drivers.
  return db
    .select({
      productId: productGrades.productId,
      grade: sql<number>`round(avg(${productGrades.grade}), 2)::float8`.mapWith(Number),
      count: count(),
    })
    .from(productGrades)
    .where(eq(productGrades.merchantId, merchantId))
    .groupBy(productGrades.productId)
    .orderBy(asc(productGrades.productId));
}
