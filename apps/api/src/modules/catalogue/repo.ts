// SQL of the catalogue: one query per table, all scoped by merchant (no per-product queries).
// Drizzle's relational API: its callbacks hand us the operators, because drizzle-orm is installed
// under packages/db only and cannot be imported from this workspace.
import type { Database } from '@dastarkhan/db/client';
import type {
  categories,
  modificationGroups,
  modificationOptions,
  productBranches,
  productGroups,
  products,
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

/**
 * Average grade (2 decimals) and number of grades of every graded product.
 * Aggregated here rather than with GROUP BY because this workspace cannot import drizzle-orm's
 * `sql` (see the note at the top); two narrow columns per grade keep that cheap.
 */
export async function loadGrades(db: Database, merchantId: string): Promise<GradeRow[]> {
  const rows = await db.query.productGrades.findMany({
    columns: { productId: true, grade: true },
    where: (g, { eq }) => eq(g.merchantId, merchantId),
  });
  const totals = new Map<string, { sum: number; count: number }>();
  for (const row of rows) {
    const total = totals.get(row.productId) ?? { sum: 0, count: 0 };
    total.sum += row.grade;
    total.count += 1;
    totals.set(row.productId, total);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, { sum, count }]) => ({ productId, grade: Math.round((sum / count) * 100) / 100, count }));
}
