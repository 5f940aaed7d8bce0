// The menu of a merchant: rows → assembleCatalogue (the domain's rules) → cached JSON bytes, plain and
// compressed, with their ETags.
import type { Database } from '@dastarkhan/db/client';
import { assembleCatalogue, type CatalogueSource, type SourceProduct } from '@dastarkhan/domain/catalogue';
import { OverallsSchema, type ModificationGroup, type Overalls, type ProductGrade } from '@dastarkhan/domain/contracts/catalogue';
import { localizedOnlyIn, type Language, type LocalizedText } from '@dastarkhan/domain/i18n';
import type { SourceChannel } from '@dastarkhan/domain/enums';
import { tiyinToSom } from '@dastarkhan/domain/money';
import type { InvalidationBus } from '../../plugins/invalidation-bus.ts';
import type { MerchantsService } from '../merchants/service.ts';
import { TenantCache } from '../../plugins/tenant-cache.ts';
import { cachedBodyOf, type CachedBody } from '../../plugins/precompressed.ts';
import { MerchantResponseCache } from './cache.ts';
import * as repo from './repo.ts';

export const CATALOGUE_TOPIC = 'catalogue';

const isLocalizedText = (value: object): value is LocalizedText => {
  const keys = Object.keys(value);
  return keys.length === 3 && 'uz' in value && 'ru' in value && 'eng' in value;
};

/**
 * The menu with every merchant text reduced to what a page in `language` shows (localizedOnlyIn): the
 * storefront fetching the menu in its page's language gets about a quarter fewer bytes (compressed).
 */
export function menuInLanguage(overalls: Overalls, language: Language): Overalls {
  const reduce = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(reduce);
    if (value === null || typeof value !== 'object') return value;
    if (isLocalizedText(value)) return localizedOnlyIn(value, language);
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, reduce(entry)]));
  };
  return reduce(overalls) as Overalls;
}

export function toCatalogueSource(rows: repo.CatalogueRows, activeBranchIds: ReadonlySet<string>): CatalogueSource {
  const groupOfCategory = new Map(rows.categories.map((category) => [category.id, category.groupId]));

  const optionsByGroup = new Map<string, ModificationGroup['options']>();
  for (const option of rows.modificationOptions) {
    const list = optionsByGroup.get(option.groupId) ?? [];
    list.push({
      id: option.id,
      name: option.name,
      price: tiyinToSom(option.price),
      image: option.image,
      maxCount: option.maxCount,
      isDefault: option.isDefault,
      priority: option.priority,
    });
    optionsByGroup.set(option.groupId, list);
  }
  const modificationsByProduct = new Map<string, ModificationGroup[]>();
  for (const group of rows.modificationGroups) {
    const list = modificationsByProduct.get(group.productId) ?? [];
    list.push({
      id: group.id,
      name: group.name,
      minSelect: group.minSelect,
      maxSelect: group.maxSelect,
      priority: group.priority,
      options: optionsByGroup.get(group.id) ?? [],
    });
    modificationsByProduct.set(group.productId, list);
  }
  const branchesByProduct = new Map<string, { branchId: string; isActive: boolean }[]>();
  for (const entry of rows.productBranches) {
    const list = branchesByProduct.get(entry.productId) ?? [];
    list.push({ branchId: entry.branchId, isActive: entry.isActive });
    branchesByProduct.set(entry.productId, list);
  }

  const sourceProducts: SourceProduct[] = [];
  for (const product of rows.products) {
    const groupId = groupOfCategory.get(product.categoryId);
    if (groupId === undefined) continue;
    sourceProducts.push({
      id: product.id,
      categoryId: product.categoryId,
      groupId,
      name: product.name,
      description: product.description,
      image: product.image,
      gallery: product.gallery,
      price: tiyinToSom(product.price),
      discount: product.discount,
      additionalPrice: tiyinToSom(product.additionalPrice),
      unit: product.unit,
      type: product.type,
      count: product.count,
      amount: product.amount,
      calorie: product.calorie,
      measure: product.measure,
      labels: product.labels,
      tags: product.tags,
      priority: product.priority,
      maxQuantity: product.maxQuantity,
      timeCookingMin: product.timeCookingMin,
      timeCookingMax: product.timeCookingMax,
      deliveryEnabled: product.deliveryEnabled,
      isCartRecommendation: product.isCartRecommendation,
      modificationGroups: modificationsByProduct.get(product.id) ?? [],
      productBranch: branchesByProduct.get(product.id) ?? [],
      isActive: product.isActive,
      channels: product.channels,
    });
  }

  return {
    groups: rows.groups.map((group) => ({
      id: group.id,
      name: group.name,
      icon: group.icon,
      image: group.image,
      bgColor: group.bgColor,
      iconBgColor: group.iconBgColor,
      priority: group.priority,
      isActive: group.isActive,
    })),
    categories: rows.categories.map((category) => ({
      id: category.id,
      groupId: category.groupId,
      name: category.name,
      image: category.image,
      priority: category.priority,
      textColor: category.textColor,
      viewType: category.viewType,
      scrollType: category.scrollType,
      navigationType: category.navigationType,
      isWithoutCart: category.isWithoutCart,
      isActive: category.isActive,
    })),
    products: sourceProducts,
    activeBranchIds,
  };
}

export interface OverallsQuery {
  channel: SourceChannel;
  branchId?: string | undefined;
  /** Only the texts a page in this language shows (menuInLanguage); every language's when absent. */
  language?: Language | undefined;
}

export interface CatalogueService {
  /** The serialized Overalls of the merchant for a channel (and branch, and language) in every coding, from cache when fresh. */
  getOveralls(merchantId: string, query: OverallsQuery): Promise<CachedBody>;
  getGrades(merchantId: string): Promise<ProductGrade[]>;
  /** Call after any change to the merchant's catalogue, branches or prices: every instance drops its copy. */
  invalidateCatalogue(merchantId: string): Promise<void>;
  close(): void;
}

export interface CatalogueServiceOptions {
  db: Database;
  merchants: MerchantsService;
  bus: InvalidationBus;
  ttlSeconds: number;
  /** Memory budget of cached catalogues, every coding of every entry together. */
  maxCacheBytes?: number;
}

// Too small to compress: sent as it is whatever the client accepts.
const EMPTY_BODY: CachedBody = cachedBodyOf(Buffer.from('[]'));

export function createCatalogueService(options: CatalogueServiceOptions): CatalogueService {
  const cache = new MerchantResponseCache({ ttlMs: options.ttlSeconds * 1000, maxBytes: options.maxCacheBytes ?? 128 * 1024 * 1024 });
  const ttlMs = options.ttlSeconds * 1000;
  // The active branch ids decide which requests may be cached, so they are cached alongside.
  const branchSets = new TenantCache<Set<string>>({ ttlMs, maxSize: 10_000 });
  const activeBranchIds = (merchantId: string): Promise<Set<string>> =>
    branchSets.get(merchantId, 'active-branches', () => options.merchants.activeBranchIds(merchantId));
  const unsubscribe = options.bus.subscribe((topic, merchantId) => {
    if (topic !== CATALOGUE_TOPIC) return;
    branchSets.invalidate(merchantId);
    cache.invalidate(merchantId);
  });

  return {
    async getOveralls(merchantId, query) {
      const branchIds = await activeBranchIds(merchantId);
      // An id that is not one of the merchant's active branches sells nothing; answering without
      // caching keeps arbitrary ids from filling the cache.
      if (query.branchId !== undefined && !branchIds.has(query.branchId)) return EMPTY_BODY;
      const key = `${query.channel}|${query.branchId ?? '*'}|${query.language ?? '*'}`;
      return cache.get(merchantId, key, async () => {
        const rows = await repo.loadCatalogueRows(options.db, merchantId);
        // Validated once per cache entry instead of once per response.
        const overalls = OverallsSchema.parse(assembleCatalogue(toCatalogueSource(rows, branchIds), { channel: query.channel, branchId: query.branchId }));
        return query.language ? menuInLanguage(overalls, query.language) : overalls;
      });
    },
    async getGrades(merchantId) {
      return repo.loadGrades(options.db, merchantId);
    },
    async invalidateCatalogue(merchantId) {
      await options.bus.publish(CATALOGUE_TOPIC, merchantId);
    },
    close() {
      unsubscribe();
      cache.clear();
      branchSets.clear();
    },
  };
}
