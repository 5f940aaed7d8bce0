// The catalogue trimmed to what the storefront screens draw, computed once in the loader so the
// page payload stays small and every price on a card is the one the pricing rules give.
import type { Category, Group, Overalls, Product, ProductLabel } from '@dastarkhan/domain/contracts/catalogue';
import type { Unit } from '@dastarkhan/domain/enums';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { startingPrice } from '@dastarkhan/domain/product-options';

export interface PriceView {
  /** What one unit costs, so'm (the cheapest valid configuration). */
  finalSom: number;
  /** The same before the discount, so'm; equal to finalSom without a discount. */
  regularSom: number;
  /** Percent, 0 when none. */
  discount: number;
  /** Required options add to the base price: shown as "from …". */
  from: boolean;
}

export interface ProductCardData {
  id: string;
  categoryId: string;
  name: LocalizedText;
  description: LocalizedText;
  image: string | null;
  price: PriceView;
  labels: ProductLabel[];
  measure: number | null;
  unit: Unit;
}

export interface MenuCategory {
  id: string;
  groupId: string;
  name: LocalizedText;
  image: string | null;
  textColor: string | null;
  viewType: Category['viewType'];
  scrollType: Category['scrollType'];
  products: ProductCardData[];
}

export interface MenuGroup {
  id: string;
  name: LocalizedText;
  icon: string | null;
  image: string | null;
  bgColor: string | null;
  iconBgColor: string | null;
  categories: MenuCategory[];
}

/** DOM id of a category's section on the menu page (also the `/#…` link target). */
export const categoryDomId = (categoryId: string) => `category-${categoryId}`;

/** The page of one category. */
export const categoryHref = (categoryId: string) => `/category?id=${encodeURIComponent(categoryId)}`;

export function priceView(product: Pick<Product, 'price' | 'discount' | 'modificationGroups'>): PriceView {
  const start = startingPrice(product);
  return {
    finalSom: tiyinToSom(start.finalTiyin),
    regularSom: tiyinToSom(start.regularTiyin),
    discount: start.finalTiyin < start.regularTiyin ? product.discount : 0,
    from: start.raisedByOptions,
  };
}

export function toProductCard(product: Product): ProductCardData {
  return {
    id: product.id,
    categoryId: product.categoryId,
    name: product.name,
    description: product.description,
    image: product.image ?? product.gallery[0] ?? null,
    price: priceView(product),
    labels: product.labels,
    measure: product.measure,
    unit: product.unit,
  };
}

export function toMenuCategory(category: Category): MenuCategory {
  return {
    id: category.id,
    groupId: category.groupId,
    name: category.name,
    image: category.image,
    textColor: category.textColor,
    viewType: category.viewType,
    scrollType: category.scrollType,
    products: category.products.map(toProductCard),
  };
}

export function toMenu(overalls: Overalls): MenuGroup[] {
  return overalls.map((group: Group) => ({
    id: group.id,
    name: group.name,
    icon: group.icon,
    image: group.image,
    bgColor: group.bgColor,
    iconBgColor: group.iconBgColor,
    categories: group.categories.map(toMenuCategory),
  }));
}

export interface ProductInMenu {
  product: Product;
  category: Category;
  group: Group;
}

export function findProduct(overalls: Overalls, productId: string): ProductInMenu | null {
  for (const group of overalls) {
    for (const category of group.categories) {
      const product = category.products.find((candidate) => candidate.id === productId);
      if (product) return { product, category, group };
    }
  }
  return null;
}

export function findCategory(overalls: Overalls, categoryId: string): { category: Category; group: Group } | null {
  for (const group of overalls) {
    const category = group.categories.find((candidate) => candidate.id === categoryId);
    if (category) return { category, group };
  }
  return null;
}
