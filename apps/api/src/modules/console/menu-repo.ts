// SQL of the console's menu editor and stop-list; every query is scoped by the merchant of the request.
import { and, asc, eq, inArray, max, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { branches, categories, media, modificationGroups, modificationOptions, productBranches, productGroups, products } from '@dastarkhan/db/schema';

export type GroupRow = typeof productGroups.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OptionGroupRow = typeof modificationGroups.$inferSelect;
export type OptionRow = typeof modificationOptions.$inferSelect;
export type ProductBranchRow = Pick<typeof productBranches.$inferSelect, 'productId' | 'branchId' | 'isActive'>;
export interface BranchRow {
  id: string;
  name: GroupRow['name'];
  isActive: boolean;
}

export interface MenuRows {
  groups: GroupRow[];
  categories: CategoryRow[];
  products: ProductRow[];
  optionGroups: OptionGroupRow[];
  options: OptionRow[];
  productBranches: ProductBranchRow[];
  branches: BranchRow[];
}

// Sequential: PGlite runs one query at a time, and a pooled PostgreSQL needs no seven connections for this.
export async function loadMenuRows(db: Executor, merchantId: string, productIds?: readonly string[]): Promise<MenuRows> {
  const onlyProducts = productIds !== undefined;
  const groups = onlyProducts ? [] : await db.select().from(productGroups).where(eq(productGroups.merchantId, merchantId)).orderBy(asc(productGroups.priority), asc(productGroups.id));
  const categoryRows = onlyProducts ? [] : await db.select().from(categories).where(eq(categories.merchantId, merchantId)).orderBy(asc(categories.priority), asc(categories.id));
  const productWhere = and(eq(products.merchantId, merchantId), eq(products.deleted, false), onlyProducts ? inArray(products.id, [...productIds]) : undefined);
  const productRows = await db.select().from(products).where(productWhere).orderBy(asc(products.priority), asc(products.id));
  const ids = productRows.map((row) => row.id);
  if (ids.length === 0) return { groups, categories: categoryRows, products: [], optionGroups: [], options: [], productBranches: [], branches: await listBranches(db, merchantId) };
  const optionGroups = await db
    .select()
    .from(modificationGroups)
    .where(and(eq(modificationGroups.merchantId, merchantId), onlyProducts ? inArray(modificationGroups.productId, ids) : undefined))
    .orderBy(asc(modificationGroups.priority), asc(modificationGroups.id));
  const groupIds = optionGroups.map((row) => row.id);
  const options =
    groupIds.length === 0
      ? []
      : await db
          .select()
          .from(modificationOptions)
          .where(and(eq(modificationOptions.merchantId, merchantId), onlyProducts ? inArray(modificationOptions.groupId, groupIds) : undefined))
          .orderBy(asc(modificationOptions.priority), asc(modificationOptions.id));
  const branchRows = await db
    .select({ productId: productBranches.productId, branchId: productBranches.branchId, isActive: productBranches.isActive })
    .from(productBranches)
    .where(and(eq(productBranches.merchantId, merchantId), onlyProducts ? inArray(productBranches.productId, ids) : undefined))
    .orderBy(asc(productBranches.productId), asc(productBranches.branchId));
  return {
    groups,
    categories: categoryRows,
    products: productRows,
    optionGroups,
    options,
    productBranches: branchRows,
    branches: await listBranches(db, merchantId),
  };
}

export async function listBranches(db: Executor, merchantId: string): Promise<BranchRow[]> {
  return db
    .select({ id: branches.id, name: branches.name, isActive: branches.isActive })
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)))
    .orderBy(asc(branches.createdAt), asc(branches.id));
}

// ---------------------------------------------------------------------------------------------
// One row of the merchant (null when missing or another merchant's)

export async function findGroup(db: Executor, merchantId: string, id: string): Promise<GroupRow | null> {
  const [row] = await db.select().from(productGroups).where(and(eq(productGroups.id, id), eq(productGroups.merchantId, merchantId)));
  return row ?? null;
}

export async function findCategory(db: Executor, merchantId: string, id: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(and(eq(categories.id, id), eq(categories.merchantId, merchantId)));
  return row ?? null;
}

/** Deleted products are gone for the editor. `forUpdate` locks the row so two saves of one product queue up. */
export async function findProduct(db: Executor, merchantId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<ProductRow | null> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.merchantId, merchantId), eq(products.deleted, false)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOptionGroup(db: Executor, merchantId: string, id: string): Promise<OptionGroupRow | null> {
  // Through the product: option groups of a deleted product are gone too.
  const [row] = await db
    .select({ group: modificationGroups })
    .from(modificationGroups)
    .innerJoin(products, and(eq(products.id, modificationGroups.productId), eq(products.deleted, false)))
    .where(and(eq(modificationGroups.id, id), eq(modificationGroups.merchantId, merchantId)));
  return row?.group ?? null;
}

export async function findOption(db: Executor, merchantId: string, id: string): Promise<OptionRow | null> {
  const [row] = await db
    .select({ option: modificationOptions })
    .from(modificationOptions)
    .innerJoin(modificationGroups, eq(modificationGroups.id, modificationOptions.groupId))
    .innerJoin(products, and(eq(products.id, modificationGroups.productId), eq(products.deleted, false)))
    .where(and(eq(modificationOptions.id, id), eq(modificationOptions.merchantId, merchantId)));
  return row?.option ?? null;
}

export async function findBranchIds(db: Executor, merchantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false), inArray(branches.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function mediaExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Writes

/** The priority that puts a new row after its siblings. */
async function nextPriority(db: Executor, table: 'groups' | 'categories' | 'products' | 'optionGroups' | 'options', merchantId: string, parentId?: string): Promise<number> {
  let value: number | null | undefined;
  switch (table) {
    case 'groups':
      [{ value } = { value: null }] = await db.select({ value: max(productGroups.priority) }).from(productGroups).where(eq(productGroups.merchantId, merchantId));
      break;
    case 'categories':
      [{ value } = { value: null }] = await db
        .select({ value: max(categories.priority) })
        .from(categories)
        .where(and(eq(categories.merchantId, merchantId), eq(categories.groupId, parentId ?? '')));
      break;
    case 'products':
      [{ value } = { value: null }] = await db
        .select({ value: max(products.priority) })
        .from(products)
        .where(and(eq(products.merchantId, merchantId), eq(products.categoryId, parentId ?? '')));
      break;
    case 'optionGroups':
      [{ value } = { value: null }] = await db
        .select({ value: max(modificationGroups.priority) })
        .from(modificationGroups)
        .where(and(eq(modificationGroups.merchantId, merchantId), eq(modificationGroups.productId, parentId ?? '')));
      break;
    case 'options':
      [{ value } = { value: null }] = await db
        .select({ value: max(modificationOptions.priority) })
        .from(modificationOptions)
        .where(and(eq(modificationOptions.merchantId, merchantId), eq(modificationOptions.groupId, parentId ?? '')));
      break;
  }
  return value === null || value === undefined ? 0 : Number(value) + 1;
}

export async function insertGroup(db: Executor, values: Omit<typeof productGroups.$inferInsert, 'priority'>): Promise<GroupRow> {
  const priority = await nextPriority(db, 'groups', values.merchantId);
  const [row] = await db.insert(productGroups).values({ ...values, priority }).returning();
  return row!;
}

export async function updateGroup(db: Executor, merchantId: string, id: string, values: Partial<typeof productGroups.$inferInsert>): Promise<GroupRow> {
  const [row] = await db
    .update(productGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(productGroups.id, id), eq(productGroups.merchantId, merchantId)))
    .returning();
  return row!;
}

export async function countCategoriesOf(db: Executor, merchantId: string, groupId: string): Promise<number> {
  const rows = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.merchantId, merchantId), eq(categories.groupId, groupId)));
  return rows.length;
}

export async function deleteGroup(db: Executor, merchantId: string, id: string): Promise<void> {
  await db.delete(productGroups).where(and(eq(productGroups.id, id), eq(productGroups.merchantId, merchantId)));
}

export async function insertCategory(db: Executor, values: Omit<typeof categories.$inferInsert, 'priority'>): Promise<CategoryRow> {
  const priority = await nextPriority(db, 'categories', values.merchantId, values.groupId);
  const [row] = await db.insert(categories).values({ ...values, priority }).returning();
  return row!;
}

export async function updateCategory(db: Executor, merchantId: string, id: string, values: Partial<typeof categories.$inferInsert>): Promise<CategoryRow> {
  const moved = values.groupId !== undefined ? { priority: await nextPriority(db, 'categories', merchantId, values.groupId) } : {};
  const [row] = await db
    .update(categories)
    .set({ ...values, ...moved, updatedAt: new Date() })
    .where(and(eq(categories.id, id), eq(categories.merchantId, merchantId)))
    .returning();
  return row!;
}

/** Products of a category: the live ones, and all of them (soft-deleted included). */
export async function productsOfCategory(db: Executor, merchantId: string, categoryId: string): Promise<{ live: number; all: string[] }> {
  const rows = await db
    .select({ id: products.id, deleted: products.deleted })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.categoryId, categoryId)));
  return { live: rows.filter((row) => !row.deleted).length, all: rows.map((row) => row.id) };
}

/** Removes a category whose products are all soft-deleted, with those products (orders keep their snapshots). */
export async function deleteCategory(db: Executor, merchantId: string, id: string): Promise<void> {
  await db.delete(products).where(and(eq(products.merchantId, merchantId), eq(products.categoryId, id), eq(products.deleted, true)));
  await db.delete(categories).where(and(eq(categories.id, id), eq(categories.merchantId, merchantId)));
}

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'merchantId' | 'priority'>;

export async function insertProduct(db: Executor, merchantId: string, values: ProductValues & { categoryId: string }): Promise<ProductRow> {
  const priority = await nextPriority(db, 'products', merchantId, values.categoryId);
  const [row] = await db
    .insert(products)
    .values({ ...values, merchantId, priority })
    .returning();
  return row!;
}

export async function updateProduct(db: Executor, merchantId: string, id: string, values: Partial<ProductValues>, moveTo?: string): Promise<ProductRow> {
  const moved = moveTo !== undefined ? { priority: await nextPriority(db, 'products', merchantId, moveTo) } : {};
  const [row] = await db
    .update(products)
    .set({ ...values, ...moved, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.merchantId, merchantId)))
    .returning();
  return row!;
}

/** Soft delete: orders and reports keep pointing at it, the menu and the editor no longer show it. */
export async function softDeleteProduct(db: Executor, merchantId: string, id: string): Promise<void> {
  await db
    .update(products)
    .set({ deleted: true, isActive: false, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.merchantId, merchantId)));
}

export type OptionGroupValues = Pick<typeof modificationGroups.$inferInsert, 'name' | 'minSelect' | 'maxSelect'>;
export type OptionValues = Pick<typeof modificationOptions.$inferInsert, 'name' | 'price' | 'maxCount' | 'isDefault' | 'isActive'>;

export async function insertOptionGroup(db: Executor, merchantId: string, productId: string, values: OptionGroupValues, priority?: number): Promise<OptionGroupRow> {
  const at = priority ?? (await nextPriority(db, 'optionGroups', merchantId, productId));
  const [row] = await db
    .insert(modificationGroups)
    .values({ ...values, merchantId, productId, priority: at })
    .returning();
  return row!;
}

export async function updateOptionGroup(db: Executor, merchantId: string, id: string, values: Partial<OptionGroupValues> & { priority?: number }): Promise<OptionGroupRow> {
  const [row] = await db
    .update(modificationGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(modificationGroups.id, id), eq(modificationGroups.merchantId, merchantId)))
    .returning();
  return row!;
}

export async function deleteOptionGroup(db: Executor, merchantId: string, id: string): Promise<void> {
  await db.delete(modificationGroups).where(and(eq(modificationGroups.id, id), eq(modificationGroups.merchantId, merchantId)));
}

/** Removes the product's option groups that are not in `keep` (their options go with them). */
export async function deleteOptionGroupsExcept(db: Executor, merchantId: string, productId: string, keep: readonly string[]): Promise<void> {
  await db
    .delete(modificationGroups)
    .where(
      and(
        eq(modificationGroups.merchantId, merchantId),
        eq(modificationGroups.productId, productId),
        keep.length > 0 ? notInArray(modificationGroups.id, [...keep]) : undefined,
      ),
    );
}

export async function optionGroupsOf(db: Executor, merchantId: string, productId: string): Promise<OptionGroupRow[]> {
  return db
    .select()
    .from(modificationGroups)
    .where(and(eq(modificationGroups.merchantId, merchantId), eq(modificationGroups.productId, productId)));
}

export async function optionsOfGroups(db: Executor, merchantId: string, groupIds: readonly string[]): Promise<OptionRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(modificationOptions)
    .where(and(eq(modificationOptions.merchantId, merchantId), inArray(modificationOptions.groupId, [...groupIds])));
}

export async function insertOption(db: Executor, merchantId: string, groupId: string, values: OptionValues, priority?: number): Promise<OptionRow> {
  const at = priority ?? (await nextPriority(db, 'options', merchantId, groupId));
  const [row] = await db
    .insert(modificationOptions)
    .values({ ...values, merchantId, groupId, priority: at })
    .returning();
  return row!;
}

export async function updateOption(db: Executor, merchantId: string, id: string, values: Partial<OptionValues> & { priority?: number }): Promise<OptionRow> {
  const [row] = await db
    .update(modificationOptions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(modificationOptions.id, id), eq(modificationOptions.merchantId, merchantId)))
    .returning();
  return row!;
}

export async function deleteOption(db: Executor, merchantId: string, id: string): Promise<void> {
  await db.delete(modificationOptions).where(and(eq(modificationOptions.id, id), eq(modificationOptions.merchantId, merchantId)));
}

export async function deleteOptionsExcept(db: Executor, merchantId: string, groupId: string, keep: readonly string[]): Promise<void> {
  await db
    .delete(modificationOptions)
    .where(
      and(
        eq(modificationOptions.merchantId, merchantId),
        eq(modificationOptions.groupId, groupId),
        keep.length > 0 ? notInArray(modificationOptions.id, [...keep]) : undefined,
      ),
    );
}

/** Clears isDefault on the group's other options (a single-choice group has one default). */
export async function clearOtherDefaults(db: Executor, merchantId: string, groupId: string, exceptId: string): Promise<void> {
  await db
    .update(modificationOptions)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(modificationOptions.merchantId, merchantId), eq(modificationOptions.groupId, groupId), ne(modificationOptions.id, exceptId)));
}

export async function branchRowsOf(db: Executor, merchantId: string, productId: string): Promise<ProductBranchRow[]> {
  return db
    .select({ productId: productBranches.productId, branchId: productBranches.branchId, isActive: productBranches.isActive })
    .from(productBranches)
    .where(and(eq(productBranches.merchantId, merchantId), eq(productBranches.productId, productId)))
    .orderBy(asc(productBranches.branchId));
}

/** Makes the product's branch rows exactly `rows`. */
export async function replaceBranchRows(db: Executor, merchantId: string, productId: string, rows: readonly { branchId: string; isActive: boolean }[]): Promise<void> {
  const keep = rows.map((row) => row.branchId);
  await db
    .delete(productBranches)
    .where(and(eq(productBranches.merchantId, merchantId), eq(productBranches.productId, productId), keep.length > 0 ? notInArray(productBranches.branchId, keep) : undefined));
  if (rows.length === 0) return;
  await db
    .insert(productBranches)
    .values(rows.map((row) => ({ productId, branchId: row.branchId, merchantId, isActive: row.isActive })))
    .onConflictDoUpdate({ target: [productBranches.productId, productBranches.branchId], set: { isActive: sql`excluded.is_active` } });
}

/** Sets is_active of the product's rows (one branch, or all); answers the rows changed. */
export async function setBranchRowsActive(db: Executor, merchantId: string, productId: string, branchId: string | undefined, isActive: boolean): Promise<ProductBranchRow[]> {
  return db
    .update(productBranches)
    .set({ isActive })
    .where(
      and(
        eq(productBranches.merchantId, merchantId),
        eq(productBranches.productId, productId),
        branchId !== undefined ? eq(productBranches.branchId, branchId) : undefined,
      ),
    )
    .returning({ productId: productBranches.productId, branchId: productBranches.branchId, isActive: productBranches.isActive });
}

// ---------------------------------------------------------------------------------------------
// Reorder

export type ReorderTable = 'groups' | 'categories' | 'products' | 'optionGroups' | 'options';

/** Ids of the merchant's rows among `ids`, each with its parent (null for groups). */
export async function parentsOf(db: Executor, table: ReorderTable, merchantId: string, ids: readonly string[]): Promise<Map<string, string | null>> {
  const list = [...ids];
  switch (table) {
    case 'groups': {
      const rows = await db.select({ id: productGroups.id }).from(productGroups).where(and(eq(productGroups.merchantId, merchantId), inArray(productGroups.id, list)));
      return new Map(rows.map((row) => [row.id, null]));
    }
    case 'categories': {
      const rows = await db
        .select({ id: categories.id, parent: categories.groupId })
        .from(categories)
        .where(and(eq(categories.merchantId, merchantId), inArray(categories.id, list)));
      return new Map(rows.map((row) => [row.id, row.parent]));
    }
    case 'products': {
      const rows = await db
        .select({ id: products.id, parent: products.categoryId })
        .from(products)
        .where(and(eq(products.merchantId, merchantId), eq(products.deleted, false), inArray(products.id, list)));
      return new Map(rows.map((row) => [row.id, row.parent]));
    }
    case 'optionGroups': {
      const rows = await db
        .select({ id: modificationGroups.id, parent: modificationGroups.productId })
        .from(modificationGroups)
        .where(and(eq(modificationGroups.merchantId, merchantId), inArray(modificationGroups.id, list)));
      return new Map(rows.map((row) => [row.id, row.parent]));
    }
    case 'options': {
      const rows = await db
        .select({ id: modificationOptions.id, parent: modificationOptions.groupId })
        .from(modificationOptions)
        .where(and(eq(modificationOptions.merchantId, merchantId), inArray(modificationOptions.id, list)));
      return new Map(rows.map((row) => [row.id, row.parent]));
    }
  }
}

/** Every child of the parent in its current order (id and priority). */
export async function childrenOf(db: Executor, table: ReorderTable, merchantId: string, parentId: string | null): Promise<{ id: string; priority: number }[]> {
  switch (table) {
    case 'groups':
      return db
        .select({ id: productGroups.id, priority: productGroups.priority })
        .from(productGroups)
        .where(eq(productGroups.merchantId, merchantId))
        .orderBy(asc(productGroups.priority), asc(productGroups.id));
    case 'categories':
      return db
        .select({ id: categories.id, priority: categories.priority })
        .from(categories)
        .where(and(eq(categories.merchantId, merchantId), eq(categories.groupId, parentId ?? '')))
        .orderBy(asc(categories.priority), asc(categories.id));
    case 'products':
      return db
        .select({ id: products.id, priority: products.priority })
        .from(products)
        .where(and(eq(products.merchantId, merchantId), eq(products.categoryId, parentId ?? ''), eq(products.deleted, false)))
        .orderBy(asc(products.priority), asc(products.id));
    case 'optionGroups':
      return db
        .select({ id: modificationGroups.id, priority: modificationGroups.priority })
        .from(modificationGroups)
        .where(and(eq(modificationGroups.merchantId, merchantId), eq(modificationGroups.productId, parentId ?? '')))
        .orderBy(asc(modificationGroups.priority), asc(modificationGroups.id));
    case 'options':
      return db
        .select({ id: modificationOptions.id, priority: modificationOptions.priority })
        .from(modificationOptions)
        .where(and(eq(modificationOptions.merchantId, merchantId), eq(modificationOptions.groupId, parentId ?? '')))
        .orderBy(asc(modificationOptions.priority), asc(modificationOptions.id));
  }
}

export async function setPriority(db: Executor, table: ReorderTable, merchantId: string, id: string, priority: number): Promise<void> {
  const now = new Date();
  switch (table) {
    case 'groups':
      await db.update(productGroups).set({ priority, updatedAt: now }).where(and(eq(productGroups.id, id), eq(productGroups.merchantId, merchantId)));
      return;
    case 'categories':
      await db.update(categories).set({ priority, updatedAt: now }).where(and(eq(categories.id, id), eq(categories.merchantId, merchantId)));
      return;
    case 'products':
      await db.update(products).set({ priority, updatedAt: now }).where(and(eq(products.id, id), eq(products.merchantId, merchantId)));
      return;
    case 'optionGroups':
      await db.update(modificationGroups).set({ priority, updatedAt: now }).where(and(eq(modificationGroups.id, id), eq(modificationGroups.merchantId, merchantId)));
      return;
    case 'options':
      await db.update(modificationOptions).set({ priority, updatedAt: now }).where(and(eq(modificationOptions.id, id), eq(modificationOptions.merchantId, merchantId)));
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// Images

/** Stores the bytes once (the id is their hash); a second upload of the same picture changes nothing. */
export async function insertMedia(db: Executor, values: typeof media.$inferInsert): Promise<void> {
  await db.insert(media).values(values).onConflictDoNothing({ target: media.id });
}
