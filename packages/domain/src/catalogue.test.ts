import { describe, expect, it } from 'vitest';
import { assembleCatalogue, type CatalogueSource, type SourceCategory, type SourceGroup, type SourceProduct } from './catalogue.ts';

const text = (eng: string) => ({ uz: eng, ru: eng, eng });
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const BRANCH_A = uuid(901);
const BRANCH_B = uuid(902);
const BRANCH_CLOSED = uuid(903);

function group(id: number, priority: number, extra: Partial<SourceGroup> = {}): SourceGroup {
  return { id: uuid(id), name: text(`group ${id}`), icon: null, image: null, bgColor: null, iconBgColor: null, priority, isActive: true, ...extra };
}

function category(id: number, groupId: number, priority: number, extra: Partial<SourceCategory> = {}): SourceCategory {
  return {
    id: uuid(id), groupId: uuid(groupId), name: text(`category ${id}`), image: null, priority, textColor: null,
    viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET', isWithoutCart: false, isActive: true, ...extra,
  };
}

function product(id: number, categoryId: number, groupId: number, priority: number, extra: Partial<SourceProduct> = {}): SourceProduct {
  return {
    id: uuid(id), categoryId: uuid(categoryId), groupId: uuid(groupId), name: text(`product ${id}`), description: text(''),
    image: null, gallery: [], price: 10_000, discount: 0, additionalPrice: 0, unit: 'COUNT', type: 'NONE', count: 1, amount: 1,
    calorie: null, measure: null, labels: [], tags: [], priority, maxQuantity: null, timeCookingMin: null, timeCookingMax: null,
    deliveryEnabled: true, isCartRecommendation: false, modificationGroups: [],
    productBranch: [{ branchId: BRANCH_A, isActive: true }, { branchId: BRANCH_B, isActive: true }],
    isActive: true, channels: [], ...extra,
  };
}

function source(parts: Partial<CatalogueSource>): CatalogueSource {
  return { groups: [], categories: [], products: [], activeBranchIds: new Set([BRANCH_A, BRANCH_B]), ...parts };
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('assembleCatalogue', () => {
  it('orders groups, categories and products by priority', () => {
    const menu = assembleCatalogue(
      source({
        groups: [group(2, 20), group(1, 10)],
        categories: [category(12, 1, 2), category(11, 1, 1), category(21, 2, 1)],
        products: [product(102, 11, 1, 5), product(101, 11, 1, 1), product(103, 12, 1, 0), product(201, 21, 2, 0)],
      }),
      { channel: 'WEB' },
    );
    expect(ids(menu)).toEqual([uuid(1), uuid(2)]);
    expect(ids(menu[0]!.categories)).toEqual([uuid(11), uuid(12)]);
    expect(ids(menu[0]!.categories[0]!.products)).toEqual([uuid(101), uuid(102)]);
  });

  it('drops categories without shown products and groups without such categories', () => {
    const menu = assembleCatalogue(
      source({
        groups: [group(1, 1), group(2, 2)],
        categories: [category(11, 1, 1), category(12, 1, 2), category(21, 2, 1)],
        products: [product(101, 11, 1, 1), product(201, 21, 2, 1, { isActive: false })],
      }),
      { channel: 'WEB' },
    );
    expect(ids(menu)).toEqual([uuid(1)]);
    expect(ids(menu[0]!.categories)).toEqual([uuid(11)]);
  });

  it('shows only products with an active entry in an active branch', () => {
    const menu = assembleCatalogue(
      source({
        groups: [group(1, 1)],
        categories: [category(11, 1, 1)],
        products: [
          product(101, 11, 1, 1),
          product(102, 11, 1, 2, { productBranch: [{ branchId: BRANCH_A, isActive: false }] }),
          product(103, 11, 1, 3, { productBranch: [{ branchId: BRANCH_CLOSED, isActive: true }] }),
          product(104, 11, 1, 4, { productBranch: [] }),
        ],
      }),
      { channel: 'WEB' },
    );
    expect(ids(menu[0]!.categories[0]!.products)).toEqual([uuid(101)]);
  });

  it('narrows to the selected branch when one is given', () => {
    const catalogue = source({
      groups: [group(1, 1)],
      categories: [category(11, 1, 1)],
      products: [
        product(101, 11, 1, 1),
        product(102, 11, 1, 2, { productBranch: [{ branchId: BRANCH_A, isActive: true }, { branchId: BRANCH_B, isActive: false }] }),
      ],
    });
    expect(ids(assembleCatalogue(catalogue, { channel: 'WEB', branchId: BRANCH_B })[0]!.categories[0]!.products)).toEqual([uuid(101)]);
    expect(ids(assembleCatalogue(catalogue, { channel: 'WEB', branchId: BRANCH_A })[0]!.categories[0]!.products)).toEqual([uuid(101), uuid(102)]);
    expect(assembleCatalogue(catalogue, { channel: 'WEB', branchId: BRANCH_CLOSED })).toEqual([]);
  });

  it('shows a product only on its channels (none listed = every channel)', () => {
    const catalogue = source({
      groups: [group(1, 1)],
      categories: [category(11, 1, 1)],
      products: [product(101, 11, 1, 1), product(102, 11, 1, 2, { channels: ['TG'] })],
    });
    expect(ids(assembleCatalogue(catalogue, { channel: 'WEB' })[0]!.categories[0]!.products)).toEqual([uuid(101)]);
    expect(ids(assembleCatalogue(catalogue, { channel: 'TG' })[0]!.categories[0]!.products)).toEqual([uuid(101), uuid(102)]);
  });

  it('hides inactive groups and categories, marks shown products available and strips internal fields', () => {
    const menu = assembleCatalogue(
      source({
        groups: [group(1, 1), group(2, 2, { isActive: false })],
        categories: [category(11, 1, 1), category(12, 1, 2, { isActive: false }), category(21, 2, 1)],
        products: [product(101, 11, 1, 1), product(102, 12, 1, 1), product(201, 21, 2, 1)],
      }),
      { channel: 'WEB' },
    );
    expect(ids(menu)).toEqual([uuid(1)]);
    expect(ids(menu[0]!.categories)).toEqual([uuid(11)]);
    const shown = menu[0]!.categories[0]!.products[0]!;
    expect(shown.isAvailable).toBe(true);
    expect(shown).not.toHaveProperty('channels');
    expect(shown).not.toHaveProperty('isActive');
    expect(menu[0]).not.toHaveProperty('isActive');
  });
});
