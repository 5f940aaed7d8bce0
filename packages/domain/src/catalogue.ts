// Catalogue assembly (storefront-core §4 "Catalogue assembly"): which groups, categories and
// products a channel shows, in which order. Pure: the API caches its result per merchant.
import type { Category, Group, Overalls, Product } from './contracts/catalogue.ts';
import type { SourceChannel } from './enums.ts';

export type SourceGroup = Omit<Group, 'categories'> & { isActive: boolean };
export type SourceCategory = Omit<Category, 'products'> & { isActive: boolean };
export type SourceProduct = Omit<Product, 'isAvailable'> & {
  isActive: boolean;
  /** Channels the product is sold on; empty means every channel. */
  channels: readonly SourceChannel[];
};

export interface CatalogueSource {
  groups: readonly SourceGroup[];
  categories: readonly SourceCategory[];
  products: readonly SourceProduct[];
  /** Ids of the merchant's branches that are active and not deleted. */
  activeBranchIds: ReadonlySet<string>;
}

export interface CatalogueQuery {
  channel: SourceChannel;
  /** Only products sold in this branch; when absent, products sold in any active branch. */
  branchId?: string | undefined;
}

function byPriority<T extends { priority: number; id: string }>(a: T, b: T): number {
  return a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A product is shown when it is active, sold on the channel, and has an active entry in an
 * active branch (the selected one when a branch is given). Categories without shown products
 * and groups without such categories are dropped. Everything is sorted by priority.
 */
export function isProductShown(product: SourceProduct, source: Pick<CatalogueSource, 'activeBranchIds'>, query: CatalogueQuery): boolean {
  if (!product.isActive) return false;
  if (product.channels.length > 0 && !product.channels.includes(query.channel)) return false;
  return product.productBranch.some(
    (entry) =>
      entry.isActive &&
      source.activeBranchIds.has(entry.branchId) &&
      (query.branchId === undefined || entry.branchId === query.branchId),
  );
}

export function assembleCatalogue(source: CatalogueSource, query: CatalogueQuery): Overalls {
  const productsByCategory = new Map<string, Product[]>();
  for (const candidate of source.products) {
    if (!isProductShown(candidate, source, query)) continue;
    const { isActive: _active, channels: _channels, ...product } = candidate;
    const list = productsByCategory.get(product.categoryId) ?? [];
    list.push({ ...product, isAvailable: true });
    productsByCategory.set(product.categoryId, list);
  }

  const categoriesByGroup = new Map<string, Category[]>();
  for (const candidate of [...source.categories].sort(byPriority)) {
    const products = productsByCategory.get(candidate.id);
    if (!candidate.isActive || !products || products.length === 0) continue;
    const { isActive: _active, ...category } = candidate;
    const list = categoriesByGroup.get(category.groupId) ?? [];
    list.push({ ...category, products: products.sort(byPriority) });
    categoriesByGroup.set(category.groupId, list);
  }

  const groups: Group[] = [];
  for (const candidate of [...source.groups].sort(byPriority)) {
    const categories = categoriesByGroup.get(candidate.id);
    if (!candidate.isActive || !categories) continue;
    const { isActive: _active, ...group } = candidate;
    groups.push({ ...group, categories });
  }
  return groups;
}
