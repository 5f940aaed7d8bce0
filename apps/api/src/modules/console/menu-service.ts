// Rules of the console's menu editor and stop-list: tenant checks, one transaction per write with its audit
// row, and the storefront's catalogue invalidated (on every instance) once the write is committed.
import sharp from 'sharp';
import type { z } from 'zod';
import type { Executor } from '@dastarkhan/db/client';
import { mediaIdOf } from '@dastarkhan/db/seed/images';
import type {
  MenuCategoryCreateSchema,
  MenuCategoryUpdateSchema,
  MenuGroupCreateSchema,
  MenuGroupUpdateSchema,
  MenuImageUploaded,
  MenuOptionCreateSchema,
  MenuOptionGroupCreateSchema,
  MenuOptionGroupUpdateSchema,
  MenuOptionUpdateSchema,
  MenuProduct,
  MenuProductPatchSchema,
  MenuProductSaveSchema,
  MenuReorderSchema,
  MenuTree,
  StopList,
  StopListItem,
  StopListToggleSchema,
} from '@dastarkhan/domain/contracts/console-menu';
import type { MenuCategory, MenuGroup, MenuOptionGroup } from '@dastarkhan/domain/contracts/console-menu';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { badRequest, conflict, notFound, type ErrorCode } from '../../errors.ts';
import type { StaffActor } from './actor.ts';
import { recordAudit } from './audit.ts';
import type { ConsoleDeps } from './deps.ts';
import * as repo from './menu-repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

/** A 400 VALIDATION_ERROR shaped like the one zod failures produce, for rules that need the database. */
function invalid(fields: { field: string; message: string }[]): Error {
  return badRequest('VALIDATION_ERROR', { in: 'body', fields });
}

const IMAGE_FORMATS: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const MAX_INPUT_PIXELS = 50_000_000;

// ---------------------------------------------------------------------------------------------
// Rows → API shapes

function toOptionGroups(groups: readonly repo.OptionGroupRow[], options: readonly repo.OptionRow[]): MenuOptionGroup[] {
  return [...groups]
    .sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id))
    .map((group) => ({
      id: group.id,
      name: group.name,
      minSelect: group.minSelect,
      maxSelect: group.maxSelect,
      priority: group.priority,
      options: options
        .filter((option) => option.groupId === group.id)
        .sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id))
        .map((option) => ({
          id: option.id,
          name: option.name,
          price: tiyinToSom(option.price),
          maxCount: option.maxCount,
          isDefault: option.isDefault,
          isActive: option.isActive,
          priority: option.priority,
        })),
    }));
}

function toProduct(row: repo.ProductRow, optionGroups: MenuOptionGroup[], branches: readonly repo.ProductBranchRow[]): MenuProduct {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    image: row.image,
    price: tiyinToSom(row.price),
    discount: row.discount,
    labels: row.labels,
    calorie: row.calorie,
    measure: row.measure === null ? null : Number(row.measure),
    unit: row.unit,
    maxQuantity: row.maxQuantity,
    channels: row.channels,
    isActive: row.isActive,
    priority: row.priority,
    mxikCode: row.mxikCode?.trim() || null,
    barcode: row.barcode?.trim() || null,
    optionGroups,
    branches: branches.map((entry) => ({ branchId: entry.branchId, isActive: entry.isActive })),
  };
}

function productsOf(rows: repo.MenuRows): MenuProduct[] {
  const branchesByProduct = new Map<string, repo.ProductBranchRow[]>();
  for (const entry of rows.productBranches) branchesByProduct.set(entry.productId, [...(branchesByProduct.get(entry.productId) ?? []), entry]);
  const groupsByProduct = new Map<string, repo.OptionGroupRow[]>();
  for (const group of rows.optionGroups) groupsByProduct.set(group.productId, [...(groupsByProduct.get(group.productId) ?? []), group]);
  const optionsByGroup = new Map<string, repo.OptionRow[]>();
  for (const option of rows.options) optionsByGroup.set(option.groupId, [...(optionsByGroup.get(option.groupId) ?? []), option]);
  return rows.products.map((row) => {
    const groups = groupsByProduct.get(row.id) ?? [];
    const options = groups.flatMap((group) => optionsByGroup.get(group.id) ?? []);
    return toProduct(row, toOptionGroups(groups, options), branchesByProduct.get(row.id) ?? []);
  });
}

function toGroup(row: repo.GroupRow, categories: MenuCategory[] = []): MenuGroup {
  return { id: row.id, name: row.name, icon: row.icon, image: row.image, isActive: row.isActive, priority: row.priority, categories };
}

function toCategory(row: repo.CategoryRow, products: MenuProduct[] = []): MenuCategory {
  return {
    id: row.id,
    groupId: row.groupId,
    name: row.name,
    image: row.image,
    isActive: row.isActive,
    priority: row.priority,
    viewType: row.viewType,
    scrollType: row.scrollType,
    navigationType: row.navigationType,
    isWithoutCart: row.isWithoutCart,
    textColor: row.textColor,
    products,
  };
}

async function loadProduct(tx: Executor, merchantId: string, productId: string): Promise<MenuProduct | null> {
  const rows = await repo.loadMenuRows(tx, merchantId, [productId]);
  return productsOf(rows)[0] ?? null;
}

/** The constraint violations a concurrent change can still cause (a parent deleted meanwhile) become a 409, not a 500. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------

export interface MenuService {
  tree(actor: StaffActor): Promise<MenuTree>;
  product(actor: StaffActor, productId: string): Promise<MenuProduct>;
  createGroup(actor: StaffActor, body: Out<typeof MenuGroupCreateSchema>): Promise<MenuGroup>;
  updateGroup(actor: StaffActor, id: string, body: Out<typeof MenuGroupUpdateSchema>): Promise<MenuGroup>;
  deleteGroup(actor: StaffActor, id: string): Promise<void>;
  createCategory(actor: StaffActor, body: Out<typeof MenuCategoryCreateSchema>): Promise<MenuCategory>;
  updateCategory(actor: StaffActor, id: string, body: Out<typeof MenuCategoryUpdateSchema>): Promise<MenuCategory>;
  deleteCategory(actor: StaffActor, id: string): Promise<void>;
  /** The editor's one Save: creates (id null) or replaces the product, its option groups and options, and its branches. */
  saveProduct(actor: StaffActor, id: string | null, body: Out<typeof MenuProductSaveSchema>): Promise<MenuProduct>;
  patchProduct(actor: StaffActor, id: string, body: Out<typeof MenuProductPatchSchema>): Promise<MenuProduct>;
  deleteProduct(actor: StaffActor, id: string): Promise<void>;
  createOptionGroup(actor: StaffActor, productId: string, body: Out<typeof MenuOptionGroupCreateSchema>): Promise<MenuOptionGroup>;
  updateOptionGroup(actor: StaffActor, id: string, body: Out<typeof MenuOptionGroupUpdateSchema>): Promise<MenuOptionGroup>;
  deleteOptionGroup(actor: StaffActor, id: string): Promise<void>;
  createOption(actor: StaffActor, groupId: string, body: Out<typeof MenuOptionCreateSchema>): Promise<MenuOptionGroup>;
  updateOption(actor: StaffActor, id: string, body: Out<typeof MenuOptionUpdateSchema>): Promise<MenuOptionGroup>;
  deleteOption(actor: StaffActor, id: string): Promise<void>;
  reorder(actor: StaffActor, body: Out<typeof MenuReorderSchema>): Promise<{ ids: string[] }>;
  uploadImage(actor: StaffActor, bytes: Buffer): Promise<MenuImageUploaded>;
  stopList(actor: StaffActor, branchId: string | undefined): Promise<StopList>;
  toggleStop(actor: StaffActor, body: Out<typeof StopListToggleSchema>): Promise<StopListItem>;
}

const NOT_FOUND_OF: Record<repo.ReorderTable, ErrorCode> = {
  groups: 'MENU_GROUP_NOT_FOUND',
  categories: 'MENU_CATEGORY_NOT_FOUND',
  products: 'PRODUCT_NOT_FOUND',
  optionGroups: 'MENU_OPTION_GROUP_NOT_FOUND',
  options: 'MENU_OPTION_NOT_FOUND',
};

export function createMenuService(deps: Pick<ConsoleDeps, 'db' | 'services'>): MenuService {
  const { db, services } = deps;

  /** Runs the write in one transaction, then tells every instance the merchant's catalogue changed. */
  async function commit<T>(actor: StaffActor, work: (tx: Executor) => Promise<T>, options: { invalidates?: boolean } = {}): Promise<T> {
    const result = await db.transaction((tx) => work(tx));
    if (options.invalidates !== false) await services.catalogue.invalidateCatalogue(actor.merchantId);
    return result;
  }

  async function requireGroup(tx: Executor, merchantId: string, id: string): Promise<repo.GroupRow> {
    const row = await repo.findGroup(tx, merchantId, id);
    if (!row) throw notFound('MENU_GROUP_NOT_FOUND', { id });
    return row;
  }
  async function requireCategory(tx: Executor, merchantId: string, id: string): Promise<repo.CategoryRow> {
    const row = await repo.findCategory(tx, merchantId, id);
    if (!row) throw notFound('MENU_CATEGORY_NOT_FOUND', { id });
    return row;
  }
  async function requireProduct(tx: Executor, merchantId: string, id: string, forUpdate = false): Promise<repo.ProductRow> {
    const row = await repo.findProduct(tx, merchantId, id, { forUpdate });
    if (!row) throw notFound('PRODUCT_NOT_FOUND', { id });
    return row;
  }
  async function requireOptionGroup(tx: Executor, merchantId: string, id: string): Promise<repo.OptionGroupRow> {
    const row = await repo.findOptionGroup(tx, merchantId, id);
    if (!row) throw notFound('MENU_OPTION_GROUP_NOT_FOUND', { id });
    return row;
  }
  async function requireImage(tx: Executor, image: string | null | undefined, field = 'image'): Promise<void> {
    if (!image) return;
    const id = image.slice('/api/images/'.length);
    if (!(await repo.mediaExists(tx, id))) throw badRequest('IMAGE_NOT_FOUND', { field, id });
  }
  async function optionGroupView(tx: Executor, merchantId: string, group: repo.OptionGroupRow): Promise<MenuOptionGroup> {
    return toOptionGroups([group], await repo.optionsOfGroups(tx, merchantId, [group.id]))[0]!;
  }

  /** A group the storefront can never satisfy (needs more than its options offer) or whose defaults break its own maximum. */
  function checkOptionGroup(path: string, group: { minSelect: number; maxSelect: number }, options: readonly { maxCount: number; isDefault: boolean; isActive: boolean }[]) {
    const fields: { field: string; message: string }[] = [];
    const offered = options.filter((option) => option.isActive).reduce((sum, option) => sum + option.maxCount, 0);
    if (group.minSelect > 0 && offered < group.minSelect) fields.push({ field: `${path}minSelect`, message: `the active options offer only ${offered}, fewer than minSelect` });
    const defaults = options.filter((option) => option.isDefault).length;
    if (defaults > group.maxSelect) fields.push({ field: `${path}options`, message: 'more default options than maxSelect allows' });
    return fields;
  }

  return {
    async tree(actor) {
      const rows = await repo.loadMenuRows(db, actor.merchantId);
      const productsByCategory = new Map<string, MenuProduct[]>();
      for (const product of productsOf(rows)) productsByCategory.set(product.categoryId, [...(productsByCategory.get(product.categoryId) ?? []), product]);
      const categoriesByGroup = new Map<string, MenuCategory[]>();
      for (const row of rows.categories) categoriesByGroup.set(row.groupId, [...(categoriesByGroup.get(row.groupId) ?? []), toCategory(row, productsByCategory.get(row.id) ?? [])]);
      return {
        groups: rows.groups.map((row) => toGroup(row, categoriesByGroup.get(row.id) ?? [])),
        branches: rows.branches,
      };
    },

    async product(actor, productId) {
      const product = await loadProduct(db, actor.merchantId, productId);
      if (!product) throw notFound('PRODUCT_NOT_FOUND', { id: productId });
      return product;
    },

    // -- groups ---------------------------------------------------------------------------------

    createGroup(actor, body) {
      return commit(actor, async (tx) => {
        await requireImage(tx, body.image);
        const row = await repo.insertGroup(tx, { merchantId: actor.merchantId, name: body.name, icon: body.icon ?? null, image: body.image ?? null, isActive: body.isActive });
        const after = toGroup(row);
        await recordAudit(tx, actor, { action: 'menu-group.create', entity: 'menu-group', entityId: row.id, before: null, after });
        return after;
      });
    },

    updateGroup(actor, id, body) {
      return commit(actor, async (tx) => {
        const before = await requireGroup(tx, actor.merchantId, id);
        await requireImage(tx, body.image);
        const row = await repo.updateGroup(tx, actor.merchantId, id, body);
        const after = toGroup(row);
        await recordAudit(tx, actor, { action: 'menu-group.update', entity: 'menu-group', entityId: id, before: toGroup(before), after });
        return after;
      });
    },

    async deleteGroup(actor, id) {
      await commit(actor, async (tx) => {
        const before = await requireGroup(tx, actor.merchantId, id);
        if ((await repo.countCategoriesOf(tx, actor.merchantId, id)) > 0) throw conflict('MENU_GROUP_NOT_EMPTY', { id });
        await repo.deleteGroup(tx, actor.merchantId, id);
        await recordAudit(tx, actor, { action: 'menu-group.delete', entity: 'menu-group', entityId: id, before: toGroup(before), after: null });
      });
    },

    // -- categories -----------------------------------------------------------------------------

    createCategory(actor, body) {
      return commit(actor, async (tx) => {
        await requireGroup(tx, actor.merchantId, body.groupId);
        await requireImage(tx, body.image);
        const row = await repo.insertCategory(tx, {
          merchantId: actor.merchantId,
          groupId: body.groupId,
          name: body.name,
          image: body.image ?? null,
          isActive: body.isActive,
          viewType: body.viewType,
          scrollType: body.scrollType,
          navigationType: body.navigationType,
          isWithoutCart: body.isWithoutCart,
          textColor: body.textColor,
        });
        const after = toCategory(row);
        await recordAudit(tx, actor, { action: 'menu-category.create', entity: 'menu-category', entityId: row.id, before: null, after });
        return after;
      });
    },

    updateCategory(actor, id, body) {
      return commit(actor, async (tx) => {
        const before = await requireCategory(tx, actor.merchantId, id);
        if (body.groupId !== undefined) await requireGroup(tx, actor.merchantId, body.groupId);
        await requireImage(tx, body.image);
        const moving = body.groupId !== undefined && body.groupId !== before.groupId;
        const row = await repo.updateCategory(tx, actor.merchantId, id, { ...body, groupId: moving ? body.groupId : undefined });
        const after = toCategory(row);
        await recordAudit(tx, actor, { action: 'menu-category.update', entity: 'menu-category', entityId: id, before: toCategory(before), after });
        return after;
      });
    },

    async deleteCategory(actor, id) {
      try {
        await commit(actor, async (tx) => {
          const before = await requireCategory(tx, actor.merchantId, id);
          const held = await repo.productsOfCategory(tx, actor.merchantId, id);
          if (held.live > 0) throw conflict('MENU_CATEGORY_NOT_EMPTY', { id, products: held.live });
          await repo.deleteCategory(tx, actor.merchantId, id);
          await recordAudit(tx, actor, { action: 'menu-category.delete', entity: 'menu-category', entityId: id, before: toCategory(before), after: null });
        });
      } catch (error) {
        // A deleted product still named by a banner keeps its category.
        if (isForeignKeyViolation(error)) throw conflict('MENU_CATEGORY_NOT_EMPTY', { id });
        throw error;
      }
    },

    // -- products -------------------------------------------------------------------------------

    async saveProduct(actor, id, body) {
      const merchantId = actor.merchantId;
      return commit(actor, async (tx) => {
        const current = id === null ? null : await requireProduct(tx, merchantId, id, true);
        const before = current ? await loadProduct(tx, merchantId, current.id) : null;
        await requireCategory(tx, merchantId, body.categoryId);
        if (body.image !== current?.image) await requireImage(tx, body.image);

        // Branches: each must be the merchant's; a repeated branch keeps its last state.
        const wanted = new Map(body.branches.map((entry) => [entry.branchId, entry.isActive]));
        const known = await repo.findBranchIds(tx, merchantId, [...wanted.keys()]);
        for (const branchId of wanted.keys()) if (!known.has(branchId)) throw notFound('BRANCH_NOT_FOUND', { branchId });

        // Rules across fields that the schema cannot see.
        const fields = body.optionGroups.flatMap((group, index) => checkOptionGroup(`optionGroups.${index}.`, group, group.options));
        if (fields.length > 0) throw invalid(fields);

        const values: repo.ProductValues = {
          categoryId: body.categoryId,
          name: body.name,
          description: body.description,
          image: body.image,
          price: somToTiyin(body.price),
          discount: body.discount,
          labels: body.labels,
          calorie: body.calorie,
          measure: body.measure,
          unit: body.unit,
          maxQuantity: body.maxQuantity,
          channels: body.channels,
          isActive: body.isActive,
          type: body.optionGroups.length > 0 ? 'MODIFICATION' : 'NONE',
          // Absent keeps what the product has (a new one starts without codes).
          ...(body.mxikCode !== undefined ? { mxikCode: body.mxikCode } : {}),
          ...(body.barcode !== undefined ? { barcode: body.barcode } : {}),
        };
        const row = current
          ? await repo.updateProduct(tx, merchantId, current.id, values, current.categoryId !== body.categoryId ? body.categoryId : undefined)
          : await repo.insertProduct(tx, merchantId, { ...values, categoryId: body.categoryId });

        // Option groups and options: kept ones by id (baskets holding them stay valid), new ones inserted, the rest removed.
        const existingGroups = current ? await repo.optionGroupsOf(tx, merchantId, row.id) : [];
        const existingGroupIds = new Set(existingGroups.map((group) => group.id));
        const existingOptions = await repo.optionsOfGroups(tx, merchantId, [...existingGroupIds]);
        const groupOfOption = new Map(existingOptions.map((option) => [option.id, option.groupId]));
        for (const group of body.optionGroups) {
          if (group.id !== undefined && !existingGroupIds.has(group.id)) throw notFound('MENU_OPTION_GROUP_NOT_FOUND', { id: group.id });
          for (const option of group.options) {
            if (option.id !== undefined && (group.id === undefined || groupOfOption.get(option.id) !== group.id)) throw notFound('MENU_OPTION_NOT_FOUND', { id: option.id });
          }
        }
        await repo.deleteOptionGroupsExcept(tx, merchantId, row.id, body.optionGroups.flatMap((group) => (group.id ? [group.id] : [])));
        for (const [groupIndex, group] of body.optionGroups.entries()) {
          const groupValues = { name: group.name, minSelect: group.minSelect, maxSelect: group.maxSelect };
          const saved = group.id
            ? await repo.updateOptionGroup(tx, merchantId, group.id, { ...groupValues, priority: groupIndex })
            : await repo.insertOptionGroup(tx, merchantId, row.id, groupValues, groupIndex);
          await repo.deleteOptionsExcept(tx, merchantId, saved.id, group.options.flatMap((option) => (option.id ? [option.id] : [])));
          for (const [optionIndex, option] of group.options.entries()) {
            const optionValues = { name: option.name, price: somToTiyin(option.price), maxCount: option.maxCount, isDefault: option.isDefault, isActive: option.isActive };
            if (option.id) await repo.updateOption(tx, merchantId, option.id, { ...optionValues, priority: optionIndex });
            else await repo.insertOption(tx, merchantId, saved.id, optionValues, optionIndex);
          }
        }

        await repo.replaceBranchRows(tx, merchantId, row.id, [...wanted].map(([branchId, isActive]) => ({ branchId, isActive })));
        const after = (await loadProduct(tx, merchantId, row.id))!;
        await recordAudit(tx, actor, { action: current ? 'product.update' : 'product.create', entity: 'product', entityId: row.id, before, after });
        return after;
      });
    },

    patchProduct(actor, id, body) {
      const merchantId = actor.merchantId;
      return commit(actor, async (tx) => {
        const current = await requireProduct(tx, merchantId, id, true);
        const before = (await loadProduct(tx, merchantId, id))!;
        if (body.categoryId !== undefined) await requireCategory(tx, merchantId, body.categoryId);
        const moving = body.categoryId !== undefined && body.categoryId !== current.categoryId;
        await repo.updateProduct(
          tx,
          merchantId,
          id,
          {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.price !== undefined ? { price: somToTiyin(body.price) } : {}),
            ...(body.discount !== undefined ? { discount: body.discount } : {}),
            ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
            ...(moving ? { categoryId: body.categoryId } : {}),
          },
          moving ? body.categoryId : undefined,
        );
        const after = (await loadProduct(tx, merchantId, id))!;
        await recordAudit(tx, actor, { action: 'product.update', entity: 'product', entityId: id, before, after });
        return after;
      });
    },

    async deleteProduct(actor, id) {
      await commit(actor, async (tx) => {
        await requireProduct(tx, actor.merchantId, id, true);
        const before = await loadProduct(tx, actor.merchantId, id);
        await repo.softDeleteProduct(tx, actor.merchantId, id);
        await recordAudit(tx, actor, { action: 'product.delete', entity: 'product', entityId: id, before, after: null });
      });
    },

    // -- option groups and options ---------------------------------------------------------------

    createOptionGroup(actor, productId, body) {
      return commit(actor, async (tx) => {
        await requireProduct(tx, actor.merchantId, productId, true);
        if (body.minSelect > 0) throw invalid([{ field: 'minSelect', message: 'a new group has no options yet: start with 0 and raise it once options exist' }]);
        const row = await repo.insertOptionGroup(tx, actor.merchantId, productId, body);
        await repo.updateProduct(tx, actor.merchantId, productId, { type: 'MODIFICATION' });
        const after = await optionGroupView(tx, actor.merchantId, row);
        await recordAudit(tx, actor, { action: 'option-group.create', entity: 'option-group', entityId: row.id, before: null, after });
        return after;
      });
    },

    updateOptionGroup(actor, id, body) {
      return commit(actor, async (tx) => {
        const current = await requireOptionGroup(tx, actor.merchantId, id);
        const before = await optionGroupView(tx, actor.merchantId, current);
        const next = { minSelect: body.minSelect ?? current.minSelect, maxSelect: body.maxSelect ?? current.maxSelect };
        if (next.minSelect > next.maxSelect) throw invalid([{ field: 'minSelect', message: 'must not be more than maxSelect' }]);
        const fields = checkOptionGroup('', next, before.options);
        if (fields.length > 0) throw invalid(fields);
        const row = await repo.updateOptionGroup(tx, actor.merchantId, id, body);
        const after = await optionGroupView(tx, actor.merchantId, row);
        await recordAudit(tx, actor, { action: 'option-group.update', entity: 'option-group', entityId: id, before, after });
        return after;
      });
    },

    async deleteOptionGroup(actor, id) {
      await commit(actor, async (tx) => {
        const current = await requireOptionGroup(tx, actor.merchantId, id);
        const before = await optionGroupView(tx, actor.merchantId, current);
        await repo.deleteOptionGroup(tx, actor.merchantId, id);
        if ((await repo.optionGroupsOf(tx, actor.merchantId, current.productId)).length === 0) {
          await repo.updateProduct(tx, actor.merchantId, current.productId, { type: 'NONE' });
        }
        await recordAudit(tx, actor, { action: 'option-group.delete', entity: 'option-group', entityId: id, before, after: null });
      });
    },

    createOption(actor, groupId, body) {
      return commit(actor, async (tx) => {
        const group = await requireOptionGroup(tx, actor.merchantId, groupId);
        const before = await optionGroupView(tx, actor.merchantId, group);
        const row = await repo.insertOption(tx, actor.merchantId, groupId, { ...body, price: somToTiyin(body.price) });
        if (row.isDefault && group.maxSelect === 1) await repo.clearOtherDefaults(tx, actor.merchantId, groupId, row.id);
        const after = await optionGroupView(tx, actor.merchantId, group);
        const fields = checkOptionGroup('', group, after.options);
        if (fields.length > 0) throw invalid(fields.map((entry) => ({ ...entry, field: entry.field.endsWith('options') ? 'isDefault' : entry.field })));
        await recordAudit(tx, actor, { action: 'option.create', entity: 'option', entityId: row.id, before: before.options, after: after.options });
        return after;
      });
    },

    updateOption(actor, id, body) {
      return commit(actor, async (tx) => {
        const option = await repo.findOption(tx, actor.merchantId, id);
        if (!option) throw notFound('MENU_OPTION_NOT_FOUND', { id });
        const group = await requireOptionGroup(tx, actor.merchantId, option.groupId);
        const before = await optionGroupView(tx, actor.merchantId, group);
        await repo.updateOption(tx, actor.merchantId, id, { ...body, ...(body.price !== undefined ? { price: somToTiyin(body.price) } : {}) });
        if (body.isDefault === true && group.maxSelect === 1) await repo.clearOtherDefaults(tx, actor.merchantId, group.id, id);
        const after = await optionGroupView(tx, actor.merchantId, group);
        const fields = checkOptionGroup('', group, after.options);
        // Said on the field of this request that broke the group's rule.
        if (fields.length > 0) throw invalid(fields.map((entry) => ({ ...entry, field: entry.field === 'minSelect' ? 'isActive' : 'isDefault' })));
        await recordAudit(tx, actor, { action: 'option.update', entity: 'option', entityId: id, before: before.options.find((o) => o.id === id), after: after.options.find((o) => o.id === id) });
        return after;
      });
    },

    async deleteOption(actor, id) {
      await commit(actor, async (tx) => {
        const option = await repo.findOption(tx, actor.merchantId, id);
        if (!option) throw notFound('MENU_OPTION_NOT_FOUND', { id });
        const group = await requireOptionGroup(tx, actor.merchantId, option.groupId);
        const before = await optionGroupView(tx, actor.merchantId, group);
        await repo.deleteOption(tx, actor.merchantId, id);
        const after = await optionGroupView(tx, actor.merchantId, group);
        if (checkOptionGroup('', group, after.options).length > 0) {
          throw conflict('MENU_OPTION_GROUP_UNSATISFIABLE', { groupId: group.id, minSelect: group.minSelect });
        }
        await recordAudit(tx, actor, { action: 'option.delete', entity: 'option', entityId: id, before: before.options.find((o) => o.id === id), after: null });
      });
    },

    // -- order ----------------------------------------------------------------------------------

    reorder(actor, body) {
      const merchantId = actor.merchantId;
      const table = body.kind;
      return commit(actor, async (tx) => {
        const parentId = table === 'groups' ? null : (body.parentId ?? null);
        if (parentId !== null) {
          if (table === 'categories') await requireGroup(tx, merchantId, parentId);
          if (table === 'products') await requireCategory(tx, merchantId, parentId);
          if (table === 'optionGroups') await requireProduct(tx, merchantId, parentId);
          if (table === 'options') await requireOptionGroup(tx, merchantId, parentId);
        }
        const parents = await repo.parentsOf(tx, table, merchantId, body.ids);
        for (const id of body.ids) {
          if (!parents.has(id)) throw notFound(NOT_FOUND_OF[table], { id });
          if (parents.get(id) !== parentId) throw badRequest('MENU_REORDER_WRONG_PARENT', { id, parentId });
        }
        const children = await repo.childrenOf(tx, table, merchantId, parentId);
        const listed = new Set(body.ids);
        const order = [...body.ids, ...children.map((child) => child.id).filter((id) => !listed.has(id))];
        const current = new Map(children.map((child) => [child.id, child.priority]));
        for (const [index, id] of order.entries()) {
          if (current.get(id) !== index) await repo.setPriority(tx, table, merchantId, id, index);
        }
        await recordAudit(tx, actor, { action: `${table}.reorder`, entity: table, entityId: parentId, before: children.map((child) => child.id), after: order });
        return { ids: order };
      });
    },

    // -- images ---------------------------------------------------------------------------------

    async uploadImage(actor, bytes) {
      let width: number;
      let height: number;
      let contentType: string;
      try {
        const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
        const type = IMAGE_FORMATS[meta.format ?? ''];
        if (!type) throw badRequest('MENU_IMAGE_TYPE_UNSUPPORTED', { format: meta.format ?? null });
        // The header alone can lie (a truncated file): decode the whole picture once, small.
        await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize(32, 32, { fit: 'inside' }).toBuffer();
        width = meta.autoOrient?.width ?? meta.width ?? 0;
        height = meta.autoOrient?.height ?? meta.height ?? 0;
        contentType = type;
      } catch (error) {
        if (error instanceof Error && 'code' in error && (error as { code: string }).code === 'MENU_IMAGE_TYPE_UNSUPPORTED') throw error;
        throw badRequest('IMAGE_UNREADABLE', { reason: error instanceof Error ? error.message : String(error) });
      }
      const id = mediaIdOf(bytes);
      await commit(
        actor,
        async (tx) => {
          await repo.insertMedia(tx, { id, merchantId: actor.merchantId, contentType, bytes, width, height });
          await recordAudit(tx, actor, { action: 'media.upload', entity: 'media', entityId: id, before: null, after: { id, contentType, width, height, bytes: bytes.byteLength } });
        },
        // Nothing customers see changes until a product names the image.
        { invalidates: false },
      );
      return { id, path: `/api/images/${id}`, contentType, width, height };
    },

    // -- stop-list ------------------------------------------------------------------------------

    async stopList(actor, branchId) {
      const merchantId = actor.merchantId;
      if (branchId !== undefined && !(await repo.findBranchIds(db, merchantId, [branchId])).has(branchId)) throw notFound('BRANCH_NOT_FOUND', { branchId });
      const rows = await repo.loadMenuRows(db, merchantId);
      const categories = new Map(rows.categories.map((row) => [row.id, row]));
      const groups = new Map(rows.groups.map((row, index) => [row.id, index]));
      const branchesByProduct = new Map<string, repo.ProductBranchRow[]>();
      for (const entry of rows.productBranches) {
        if (branchId !== undefined && entry.branchId !== branchId) continue;
        branchesByProduct.set(entry.productId, [...(branchesByProduct.get(entry.productId) ?? []), entry]);
      }
      const position = (row: repo.ProductRow) => {
        const category = categories.get(row.categoryId);
        return [groups.get(category?.groupId ?? '') ?? 0, category?.priority ?? 0, row.priority] as const;
      };
      const items = rows.products
        .filter((row) => branchesByProduct.has(row.id))
        .sort((a, b) => {
          const [x, y] = [position(a), position(b)];
          return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.id.localeCompare(b.id);
        })
        .map((row) => toStopListItem(row, categories.get(row.categoryId), branchesByProduct.get(row.id) ?? []));
      return { branches: rows.branches, items };
    },

    async toggleStop(actor, body) {
      const merchantId = actor.merchantId;
      return commit(actor, async (tx) => {
        const product = await requireProduct(tx, merchantId, body.productId, true);
        if (body.branchId !== undefined && !(await repo.findBranchIds(tx, merchantId, [body.branchId])).has(body.branchId)) {
          throw notFound('BRANCH_NOT_FOUND', { branchId: body.branchId });
        }
        const before = await repo.branchRowsOf(tx, merchantId, product.id);
        const touched = before.filter((entry) => body.branchId === undefined || entry.branchId === body.branchId);
        if (touched.length === 0) throw conflict('MENU_PRODUCT_NOT_IN_BRANCH', { productId: product.id, branchId: body.branchId ?? null });
        const changed = await repo.setBranchRowsActive(tx, merchantId, product.id, body.branchId, !body.stopped);
        const after = await repo.branchRowsOf(tx, merchantId, product.id);
        const state = (list: readonly repo.ProductBranchRow[]) => list.map((entry) => ({ branchId: entry.branchId, stopped: !entry.isActive }));
        await recordAudit(tx, actor, {
          action: body.stopped ? 'product.stop' : 'product.resume',
          entity: 'product',
          entityId: product.id,
          before: { branches: state(before) },
          after: { branches: state(after) },
        });
        const category = (await repo.findCategory(tx, merchantId, product.categoryId)) ?? undefined;
        const shown = new Set(changed.map((entry) => entry.branchId));
        return toStopListItem(product, category, after.filter((entry) => shown.has(entry.branchId)));
      });
    },
  };
}

function toStopListItem(row: repo.ProductRow, category: repo.CategoryRow | undefined, entries: readonly repo.ProductBranchRow[]): StopListItem {
  return {
    productId: row.id,
    name: row.name,
    image: row.image,
    categoryId: row.categoryId,
    categoryName: category?.name ?? { uz: '', ru: '', eng: '' },
    price: tiyinToSom(row.price),
    isActive: row.isActive,
    branches: entries.map((entry) => ({ branchId: entry.branchId, stopped: !entry.isActive })),
  };
}
