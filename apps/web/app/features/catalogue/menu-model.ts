// The catalogue trimmed to what the storefront screens draw, computed once in the loader so the
// page payload stays small and every price on a card is the one the pricing rules give.
import { soldInBranchIds } from '@dastarkhan/domain/branch-availability';
import type { Category, Group, Overalls, Product, ProductLabel } from '@dastarkhan/domain/contracts/catalogue';
import type { Unit } from '@dastarkhan/domain/enums';
import { pickLocalized, type Language, type LocalizedText } from '@dastarkhan/domain/i18n';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { defaultSelection, startingPrice, validateSelection } from '@dastarkhan/domain/product-options';
import { discountTexts, measureText, priceTagView, type CardTexts, type DiscountTexts, type PriceTagView } from './card-texts.ts';

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

/** A product with its texts in every content language: what search indexes; localizeCard() makes its card. */
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
  /** Most units one order may hold; null = no limit. */
  maxQuantity: number | null;
  /** Options a menu card's quick add puts in the basket; null when the customer must choose (required options). */
  quickAdd: Record<string, number> | null;
  /** Ids of the branches that sell it: a chosen branch not among them shows the card as unavailable (isSoldInBranch). */
  soldIn: string[];
  /** How a tap on its card shows it: its category's navigationType (a bottom sheet, a pop-up, or the product page). */
  opens: Category['navigationType'];
}

/** A label with its name in the page's language. */
export interface CardLabel {
  key: string;
  name: string;
  color: string;
}

/**
 * What a product card draws, texts already in the page's language: loaders send this rather than
 * every translation, which keeps the page payload to what the cards use.
 */
export interface ProductCardView {
  id: string;
  name: string;
  description: string;
  image: string | null;
  price: PriceTagView;
  /** The badge's texts; null without a discount. */
  discount: DiscountTexts | null;
  /** Only labels with a name in this language. */
  labels: CardLabel[];
  /** The portion ("350 g"), written out in the page's language; null when none. */
  measure: string | null;
  maxQuantity: number | null;
  /** See ProductCardData.quickAdd. */
  quickAdd: Record<string, number> | null;
  /** See ProductCardData.soldIn. */
  soldIn: string[];
  /** See ProductCardData.opens. */
  opens: Category['navigationType'];
}

export interface MenuCategory {
  id: string;
  groupId: string;
  name: string;
  image: string | null;
  textColor: string | null;
  viewType: Category['viewType'];
  scrollType: Category['scrollType'];
  products: ProductCardView[];
}

export interface MenuGroup {
  id: string;
  name: string;
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

/**
 * `category` is the product's own: a category shown without a basket (isWithoutCart) lists its products
 * for information only, so its cards get no quick add.
 */
export function toProductCard(product: Product, category: Pick<Category, 'isWithoutCart' | 'navigationType'>): ProductCardData {
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
    maxQuantity: product.maxQuantity,
    quickAdd: category.isWithoutCart ? null : quickAddSelection(product),
    soldIn: soldInBranchIds(product),
    opens: category.navigationType,
  };
}

/** The product's default options when they already satisfy every rule, so one tap can add it; else null. */
export function quickAddSelection(product: Pick<Product, 'modificationGroups'>): Record<string, number> | null {
  const selection = defaultSelection(product.modificationGroups);
  return validateSelection(product.modificationGroups, selection).length === 0 ? selection : null;
}

/** Labels named in `language` (with the content fallbacks); the others are not shown. */
export function localizeLabels(labels: readonly ProductLabel[], language: Language): CardLabel[] {
  const shown: CardLabel[] = [];
  for (const label of labels) {
    const name = pickLocalized(label.name, language);
    if (name !== '') shown.push({ key: label.key, name, color: label.color });
  }
  return shown;
}

// "350 g" for each portion and unit, per texts object (one per menu written out): i18next's t costs
// more than the rest of a card, and a menu repeats a handful of portions.
const measuresByTexts = new WeakMap<CardTexts, Map<string, string | null>>();

function cardMeasure(texts: CardTexts, measure: number | null, unit: Unit): string | null {
  let measures = measuresByTexts.get(texts);
  if (!measures) measuresByTexts.set(texts, (measures = new Map()));
  const key = `${measure}:${unit}`;
  let text = measures.get(key);
  if (text === undefined) measures.set(key, (text = measureText(texts, measure, unit)));
  return text;
}

export function localizeCard(card: ProductCardData, texts: CardTexts): ProductCardView {
  const { language } = texts;
  return {
    id: card.id,
    name: pickLocalized(card.name, language),
    description: pickLocalized(card.description, language),
    image: card.image,
    price: priceTagView(texts, card.price),
    discount: discountTexts(texts.t, card.price.discount),
    labels: localizeLabels(card.labels, language),
    measure: cardMeasure(texts, card.measure, card.unit),
    maxQuantity: card.maxQuantity,
    quickAdd: card.quickAdd,
    soldIn: card.soldIn,
    opens: card.opens,
  };
}

export function toMenuCategory(category: Category, texts: CardTexts): MenuCategory {
  return {
    id: category.id,
    groupId: category.groupId,
    name: pickLocalized(category.name, texts.language),
    image: category.image,
    textColor: category.textColor,
    viewType: category.viewType,
    scrollType: category.scrollType,
    products: category.products.map((product) => localizeCard(toProductCard(product, category), texts)),
  };
}

/** The menu in one language, as the home page draws it. */
export function toMenu(overalls: Overalls, texts: CardTexts): MenuGroup[] {
  return overalls.map((group: Group) => ({
    id: group.id,
    name: pickLocalized(group.name, texts.language),
    icon: group.icon,
    image: group.image,
    bgColor: group.bgColor,
    iconBgColor: group.iconBgColor,
    categories: group.categories.map((category) => toMenuCategory(category, texts)),
  }));
}

/** A category of the home page: its cards, or null while the page has not got them (see homeMenu). */
export interface HomeMenuCategory extends Omit<MenuCategory, 'products'> {
  /** How many cards it has, there or not: the room its section keeps until they come. */
  productCount: number;
  products: ProductCardView[] | null;
}

export interface HomeMenuGroup extends Omit<MenuGroup, 'categories'> {
  categories: HomeMenuCategory[];
}

/** The home page's menu: every group and category (the bars, anchors and scroll spy need them all). */
export type HomeMenu = HomeMenuGroup[];

/**
 * Cards the server renders on the home page: enough to fill the first screen of the widest layout
 * (the demo's first two categories). The page fetches the rest of a 100+ card menu itself and draws it
 * as the customer scrolls: rendering and sending every card made each page heavy for what is mostly
 * below the fold.
 */
export const FIRST_SCREEN_CARDS = 16;

/** The menu with the cards of its leading categories, until `cardLimit` cards are in (at least the first category). */
export function homeMenu(menu: readonly MenuGroup[], cardLimit: number): HomeMenu {
  let sent = 0;
  return menu.map((group) => ({
    ...group,
    categories: group.categories.map((category): HomeMenuCategory => {
      const included = sent === 0 || sent < cardLimit;
      if (included) sent += category.products.length;
      return { ...category, productCount: category.products.length, products: included ? category.products : null };
    }),
  }));
}

/** True when every category has its cards. */
export function isCompleteMenu(menu: HomeMenu): boolean {
  return menu.every((group) => group.categories.every((category) => category.products !== null));
}

/** Every product of the menu with all its translations, in menu order (what search indexes). */
export function allProductCards(overalls: Overalls): ProductCardData[] {
  return overalls.flatMap((group) => group.categories.flatMap((category) => category.products.map((product) => toProductCard(product, category))));
}

export interface ProductInMenu {
  product: Product;
  category: Category;
  group: Group;
}

/** What the product view needs of the product's category (its link, and whether it is sold without a basket). */
export type ProductViewCategory = Pick<Category, 'id' | 'name' | 'isWithoutCart'>;

export function productViewCategory(category: Category): ProductViewCategory {
  return { id: category.id, name: category.name, isWithoutCart: category.isWithoutCart };
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
