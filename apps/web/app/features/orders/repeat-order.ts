// "Repeat order": which lines of a past order go back into the basket as they were, checked against
// today's menu, and which cannot (gone from the menu, not available, options that no longer fit).
import type { OrderItem } from '@dastarkhan/domain/contracts/order';
import { pickLocalized, type Language } from '@dastarkhan/domain/i18n';
import { validateSelection } from '@dastarkhan/domain/product-options';
import { unitsOf, type BasketChange, type BasketLine, type BasketProduct } from '../basket/basket-model.ts';

export type RepeatRefusal = 'gone' | 'unavailable' | 'options';

export interface RepeatLine {
  productId: string;
  name: string;
  /** Option id → count per unit, as ordered. */
  options: Record<string, number>;
  quantity: number;
  maxQuantity: number | null;
}

export interface RepeatPlan {
  lines: RepeatLine[];
  /** Refused lines by name, with why; `productId` when the product is still on the menu (to choose again there). */
  refused: { name: string; reason: RepeatRefusal; productId: string | null }[];
}

type RepeatItem = Pick<OrderItem, 'productId' | 'name' | 'quantity' | 'modifications'>;

/**
 * Plans the repeat against `products` (today's menu, by id). A line is refused when its product left
 * the menu (or was deleted), is not available, or when one of its options no longer exists or the
 * choice no longer satisfies the product's option rules: an order is never repeated with different
 * options than the customer chose.
 */
export function planRepeat(items: readonly RepeatItem[], products: ReadonlyMap<string, BasketProduct>, language: Language): RepeatPlan {
  const plan: RepeatPlan = { lines: [], refused: [] };
  for (const item of items) {
    const product = item.productId ? products.get(item.productId) : undefined;
    // Today's name when the product is still sold, else the name on the receipt.
    const name = product?.name || pickLocalized(item.name, language);
    if (!product) {
      plan.refused.push({ name, reason: 'gone', productId: null });
      continue;
    }
    if (!product.isAvailable) {
      plan.refused.push({ name, reason: 'unavailable', productId: null });
      continue;
    }
    const known = new Set(product.modificationGroups.flatMap((group) => group.options.map((option) => option.id)));
    const options: Record<string, number> = {};
    for (const modification of item.modifications) options[modification.optionId] = (options[modification.optionId] ?? 0) + modification.count;
    const fits = Object.keys(options).every((id) => known.has(id)) && validateSelection(product.modificationGroups, options).length === 0;
    if (!fits) {
      plan.refused.push({ name, reason: 'options', productId: product.id });
      continue;
    }
    plan.lines.push({ productId: product.id, name, options, quantity: item.quantity, maxQuantity: product.maxQuantity });
  }
  return plan;
}

export interface RepeatOutcome {
  /** Units that went into the basket. */
  addedUnits: number;
  /** Lines the product's maximum cut short (named, with the maximum). */
  limited: { name: string; max: number }[];
  refused: RepeatPlan['refused'];
}

type AddToBasket = (item: { productId: string; options: Record<string, number>; quantity: number; maxQuantity: number | null }) => BasketChange;

/**
 * Puts the planned lines into the basket through `add` (the basket store's), starting from the basket's
 * `lines`, and notes where the product's maximum stopped one.
 */
export function applyRepeat(plan: RepeatPlan, lines: readonly BasketLine[], add: AddToBasket): RepeatOutcome {
  const outcome: RepeatOutcome = { addedUnits: 0, limited: [], refused: plan.refused };
  let current = lines;
  for (const line of plan.lines) {
    const before = unitsOf(current, line.productId);
    const change = add({ productId: line.productId, options: line.options, quantity: line.quantity, maxQuantity: line.maxQuantity });
    outcome.addedUnits += Math.max(0, unitsOf(change.lines, line.productId) - before);
    current = change.lines;
    if (!change.ok && !outcome.limited.some((entry) => entry.name === line.name)) outcome.limited.push({ name: line.name, max: change.max });
  }
  return outcome;
}
