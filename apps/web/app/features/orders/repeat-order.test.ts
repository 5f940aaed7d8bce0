// "Repeat order": which lines go back into the basket with their options, which are refused and why,
// and where the product's maximum cut a line short.
import { describe, expect, it } from 'vitest';
import type { ModificationGroup } from '@dastarkhan/domain/contracts/catalogue';
import type { OrderItem } from '@dastarkhan/domain/contracts/order';
import { addLine, type BasketLine, type BasketProduct } from '../basket/basket-model.ts';
import { applyRepeat, planRepeat } from './repeat-order.ts';

const text = (eng: string) => ({ uz: `${eng} (uz)`, ru: `${eng} (ru)`, eng });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const SIZE: ModificationGroup = {
  id: id(900),
  name: text('Size'),
  minSelect: 1,
  maxSelect: 1,
  priority: 0,
  options: [
    { id: id(901), name: text('Small'), price: 0, image: null, maxCount: 1, isDefault: true, priority: 0 },
    { id: id(902), name: text('Large'), price: 10_000, image: null, maxCount: 1, isDefault: false, priority: 1 },
  ],
};

function product(n: number, overrides: Partial<BasketProduct> = {}): BasketProduct {
  return { id: id(n), name: `Product ${n}`, image: null, price: 20_000, discount: 0, maxQuantity: null, isAvailable: true, modificationGroups: [], ...overrides };
}

function item(productId: string | null, quantity: number, modifications: { optionId: string; count?: number }[] = []): OrderItem {
  return {
    id: id(500 + quantity),
    productId,
    name: text(`Ordered ${productId?.slice(-3) ?? 'deleted'}`),
    unitPrice: 20_000,
    discountPercent: 0,
    quantity,
    modifications: modifications.map((m) => ({ optionId: m.optionId, groupId: SIZE.id, name: text('opt'), price: 0, count: m.count ?? 1 })),
    comment: null,
    linePrice: 20_000 * quantity,
    lineDiscount: 0,
  };
}

const menu = (...products: BasketProduct[]) => new Map(products.map((entry) => [entry.id, entry]));

describe('planRepeat', () => {
  it('re-adds every line still on the menu with its options and quantity', () => {
    const pizza = product(1, { modificationGroups: [SIZE] });
    const tea = product(2);
    const plan = planRepeat([item(pizza.id, 2, [{ optionId: id(902) }]), item(tea.id, 1)], menu(pizza, tea), 'eng');
    expect(plan.refused).toEqual([]);
    expect(plan.lines).toEqual([
      { productId: pizza.id, name: 'Product 1', options: { [id(902)]: 1 }, quantity: 2, maxQuantity: null },
      { productId: tea.id, name: 'Product 2', options: {}, quantity: 1, maxQuantity: null },
    ]);
  });

  it('refuses, by name, a product that left the menu or was deleted, and one that is not available', () => {
    const soldOut = product(3, { isAvailable: false });
    const plan = planRepeat([item(id(4), 1), item(null, 1), item(soldOut.id, 1)], menu(soldOut), 'ru');
    expect(plan.lines).toEqual([]);
    expect(plan.refused).toEqual([
      { name: 'Ordered 004 (ru)', reason: 'gone', productId: null },
      { name: 'Ordered deleted (ru)', reason: 'gone', productId: null },
      { name: 'Product 3', reason: 'unavailable', productId: null },
    ]);
  });

  it('refuses a line whose option no longer exists or whose choice breaks the rules, pointing to the product to choose again', () => {
    const pizza = product(5, { modificationGroups: [SIZE] });
    const plan = planRepeat(
      [
        item(pizza.id, 1, [{ optionId: id(999) }]),
        // The size is required now: an order without one cannot be repeated as it was.
        item(pizza.id, 1),
        item(pizza.id, 1, [{ optionId: id(901) }, { optionId: id(902) }]),
      ],
      menu(pizza),
      'eng',
    );
    expect(plan.lines).toEqual([]);
    expect(plan.refused.map((entry) => [entry.reason, entry.productId])).toEqual([
      ['options', pizza.id],
      ['options', pizza.id],
      ['options', pizza.id],
    ]);
  });
});

describe('applyRepeat', () => {
  /** The basket store's `add`, over a local basket. */
  function basket(initial: BasketLine[] = []) {
    let lines = initial;
    const add = (entry: Parameters<typeof addLine>[1]) => {
      const change = addLine(lines, entry);
      lines = change.lines;
      return change;
    };
    return { add, lines: () => lines };
  }

  it('puts the lines into the basket, merging with what is there, and counts the units added', () => {
    const tea = product(2);
    const target = basket([{ key: tea.id, productId: tea.id, options: {}, quantity: 1 }]);
    const outcome = applyRepeat(planRepeat([item(tea.id, 3)], menu(tea), 'eng'), target.lines(), target.add);
    expect(outcome).toEqual({ addedUnits: 3, limited: [], refused: [] });
    expect(target.lines()).toEqual([{ key: tea.id, productId: tea.id, options: {}, quantity: 4 }]);
  });

  it("names the line a product's maximum cut short (counting what the basket already holds)", () => {
    const somsa = product(6, { maxQuantity: 5 });
    const target = basket([{ key: somsa.id, productId: somsa.id, options: {}, quantity: 3 }]);
    const outcome = applyRepeat(planRepeat([item(somsa.id, 4)], menu(somsa), 'eng'), target.lines(), target.add);
    expect(outcome.addedUnits).toBe(2);
    expect(outcome.limited).toEqual([{ name: 'Product 6', max: 5 }]);
    expect(target.lines()[0]?.quantity).toBe(5);
  });

  it('adds nothing when every line is refused, and passes the refusals on', () => {
    const target = basket();
    const outcome = applyRepeat(planRepeat([item(id(7), 2)], menu(), 'eng'), target.lines(), target.add);
    expect(outcome.addedUnits).toBe(0);
    expect(outcome.refused).toHaveLength(1);
    expect(target.lines()).toEqual([]);
  });
});
