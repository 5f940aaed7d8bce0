import { describe, expect, it } from 'vitest';
import { isSoldInBranch } from '@dastarkhan/domain/branch-availability';
import type { Category, Group, ModificationGroup, Product } from '@dastarkhan/domain/contracts/catalogue';
import type { Language } from '@dastarkhan/domain/i18n';
import { translator } from '../../lib/i18n.ts';
import { fromKeptJson, toKeptJson } from '../../lib/kept-json.ts';
import {
  allProductCards, findCategory, findProduct, homeMenu, isCompleteMenu, localizeCard, priceView, quickAddSelection, toMenu,
} from './menu-model.ts';

const texts = (language: Language) => ({ t: translator(language, 'catalogue'), language });
const text = (eng: string) => ({ uz: eng, ru: eng, eng });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function product(n: number, extra: Partial<Product> = {}): Product {
  return {
    id: id(n), categoryId: id(100), groupId: id(200), name: text(`Dish ${n}`), description: text('Tasty'), image: null, gallery: [],
    price: 45_000, discount: 0, additionalPrice: 0, unit: 'GRAMM', type: 'NONE', count: 1, amount: 1, calorie: null, measure: 350,
    labels: [], tags: [], priority: n, isAvailable: true, maxQuantity: null, timeCookingMin: null, timeCookingMax: null,
    deliveryEnabled: true, isCartRecommendation: false, modificationGroups: [], productBranch: [], ...extra,
  };
}

function sizes(min: number, prices: number[]): ModificationGroup {
  return {
    id: id(300 + min), name: text('Size'), minSelect: min, maxSelect: 1, priority: 0,
    options: prices.map((price, i) => ({ id: id(400 + i), name: text(`Size ${i}`), price, image: null, maxCount: 1, isDefault: false, priority: i })),
  };
}

describe('card prices', () => {
  it('shows the plain price of a simple product', () => {
    expect(priceView(product(1))).toEqual({ finalSom: 45_000, regularSom: 45_000, discount: 0, from: false });
  });

  it('shows the discounted price, the old price and the percent', () => {
    expect(priceView(product(1, { discount: 10 }))).toEqual({ finalSom: 40_500, regularSom: 45_000, discount: 10, from: false });
  });

  it('says "from" only when a required choice costs extra', () => {
    expect(priceView(product(1, { modificationGroups: [sizes(1, [0, 18_000])] })).from).toBe(false);
    expect(priceView(product(1, { modificationGroups: [sizes(1, [5_000, 18_000])] }))).toEqual({
      finalSom: 50_000,
      regularSom: 50_000,
      discount: 0,
      from: true,
    });
    expect(priceView(product(1, { modificationGroups: [sizes(0, [5_000])] })).from).toBe(false);
  });
});

describe('quick add from a card', () => {
  it('is offered with the default options when they already satisfy every rule', () => {
    expect(quickAddSelection(product(1))).toEqual({});
    expect(quickAddSelection(product(1, { modificationGroups: [sizes(0, [5_000])] }))).toEqual({});
    const withDefault = sizes(1, [0, 18_000]);
    withDefault.options[0]!.isDefault = true;
    expect(quickAddSelection(product(1, { modificationGroups: [withDefault] }))).toEqual({ [withDefault.options[0]!.id]: 1 });
  });

  it('is not offered when the customer must choose first', () => {
    expect(quickAddSelection(product(1, { modificationGroups: [sizes(1, [0, 18_000])] }))).toBeNull();
  });
});

describe('menu lookups', () => {
  const category: Category = {
    id: id(100), groupId: id(200), name: text('Plov'), image: null, priority: 0, textColor: null, viewType: 'BIG', scrollType: 'VERTICAL',
    navigationType: 'SHEET', isWithoutCart: false, products: [product(1), product(2)],
  };
  const group: Group = { id: id(200), name: text('Food'), icon: null, image: null, bgColor: null, iconBgColor: null, priority: 0, categories: [category] };

  it('keeps groups, categories and products in the catalogue order', () => {
    const menu = toMenu([group], texts('eng'));
    expect(menu[0]?.categories[0]?.products.map((card) => card.name)).toEqual(['Dish 1', 'Dish 2']);
    expect(allProductCards([group]).map((card) => card.name.eng)).toEqual(['Dish 1', 'Dish 2']);
  });

  it('gives no quick add to the cards of a category shown without a basket (isWithoutCart), wherever they are drawn', () => {
    const informational = { ...group, categories: [{ ...category, isWithoutCart: true }] };
    expect(toMenu([group], texts('eng'))[0]?.categories[0]?.products.every((card) => card.quickAdd !== null)).toBe(true);
    expect(toMenu([informational], texts('eng'))[0]?.categories[0]?.products.map((card) => card.quickAdd)).toEqual([null, null]);
    expect(allProductCards([informational]).map((card) => card.quickAdd)).toEqual([null, null]);
  });

  it("puts the menu in the page's language, falling back like pickLocalized, and drops labels without a name", () => {
    const dish = product(3, {
      name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' },
      description: { uz: '', ru: 'Сытный', eng: 'Hearty' },
      labels: [
        { key: 'NEW', name: { uz: 'Yangi', ru: 'Новинка', eng: 'New' }, color: '#2A9D8F' },
        { key: 'HIT', name: { uz: '', ru: '', eng: '' }, color: '#E63946' },
      ],
    });
    const menu = toMenu([{ ...group, name: { uz: 'Taomlar', ru: 'Еда', eng: 'Food' }, categories: [{ ...category, products: [dish] }] }], texts('uz'));
    expect(menu[0]?.name).toBe('Taomlar');
    expect(menu[0]?.categories[0]?.products[0]).toMatchObject({ name: 'Osh', description: 'Сытный', labels: [{ key: 'NEW', name: 'Yangi', color: '#2A9D8F' }] });
    // The portion is written out in the language too: 350 GRAMM, 0.3 LITER.
    expect(menu[0]?.categories[0]?.products[0]?.measure).toBe('350 g');
    const drink = allProductCards([{ ...group, categories: [{ ...category, products: [product(4, { measure: 0.3, unit: 'LITER' })] }] }])[0]!;
    expect(localizeCard(drink, texts('ru')).measure).toBe('0,3 л');
    expect(localizeCard({ ...drink, measure: null }, texts('ru')).measure).toBeNull();
    // Kazakh content falls back to Russian, as everywhere else.
    expect(localizeCard(allProductCards([{ ...group, categories: [{ ...category, products: [dish] }] }])[0]!, texts('kz'))).toMatchObject({ name: 'Плов' });
  });

  it('keeps on every card the branches that sell the product, so a chosen branch can mark it unavailable', () => {
    const stopped = product(5, { productBranch: [{ branchId: id(901), isActive: true }, { branchId: id(902), isActive: false }] });
    const menu = toMenu([{ ...group, categories: [{ ...category, products: [stopped] }] }], texts('eng'));
    const card = menu[0]!.categories[0]!.products[0]!;
    expect(card.soldIn).toEqual([id(901)]);
    expect(localizeCard(allProductCards([{ ...group, categories: [{ ...category, products: [stopped] }] }])[0]!, texts('uz')).soldIn).toEqual([id(901)]);
    expect([null, id(901), id(902), id(903)].map((branchId) => isSoldInBranch(card, branchId))).toEqual([true, true, false, false]);
  });

  it('finds a product and its category, and nothing for an unknown id', () => {
    expect(findProduct([group], id(2))?.category.id).toBe(id(100));
    expect(findProduct([group], 'not-a-product')).toBeNull();
    expect(findCategory([group], id(100))?.group.id).toBe(id(200));
    expect(findCategory([group], id(999))).toBeNull();
  });

  it('sends the home menu as JSON that reads back to the same menu, parsed once per string', () => {
    const menu = toMenu([group], texts('ru'));
    const json = toKeptJson(menu);
    const parsed = fromKeptJson(json);
    expect(parsed).toEqual(menu);
    expect(fromKeptJson(json)).toBe(parsed);
    expect(fromKeptJson(toKeptJson(toMenu([group], texts('eng'))))[0]?.name).toBe('Food');
  });

  it('sends the cards of the leading categories up to the limit, and every category with its card count', () => {
    const withProducts = (n: number, count: number): Category => ({
      ...category, id: id(100 + n), products: Array.from({ length: count }, (_, i) => product(n * 10 + i)),
    });
    const menu = toMenu([{ ...group, categories: [withProducts(1, 3), withProducts(2, 3), withProducts(3, 3)] }, { ...group, id: id(201), categories: [withProducts(4, 2)] }], texts('eng'));
    const page = homeMenu(menu, 4);
    const sent = page.flatMap((g) => g.categories.map((c) => [c.productCount, c.products?.length ?? null]));
    // The second category crosses the limit and is still sent whole; the ones after it wait.
    expect(sent).toEqual([[3, 3], [3, 3], [3, null], [2, null]]);
    expect(isCompleteMenu(page)).toBe(false);
    // However small the limit, the first category comes with its cards.
    expect(homeMenu(menu, 0)[0]?.categories[0]?.products).toHaveLength(3);
    const whole = homeMenu(menu, Infinity);
    expect(isCompleteMenu(whole)).toBe(true);
    expect(whole.flatMap((g) => g.categories.map((c) => c.products))).toEqual(menu.flatMap((g) => g.categories.map((c) => c.products)));
  });
});
