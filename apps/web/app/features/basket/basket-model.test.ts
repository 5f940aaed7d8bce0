// The basket's rules: merging lines, the product's quantity limit, and totals priced from today's menu.
import { describe, expect, it } from 'vitest';
import type { ModificationGroup } from '@dastarkhan/domain/contracts/catalogue';
import {
  addLine,
  basketCount,
  basketTotals,
  chosenBranchId,
  EMPTY_CHECKOUT,
  lineKey,
  QUANTITY_CAP,
  LINE_COMMENT_MAX_LENGTH,
  removeLine,
  sanitizeDraft,
  setLineComment,
  setLineQuantity,
  toBasketProduct,
  viewLines,
  type BasketLine,
  type BasketProduct,
} from './basket-model.ts';

const text = (eng: string) => ({ uz: eng, ru: eng, eng });
const SIZE: ModificationGroup = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: text('Size'),
  minSelect: 1,
  maxSelect: 1,
  priority: 0,
  options: [
    { id: '00000000-0000-4000-8000-0000000000b1', name: text('Small'), price: 0, image: null, maxCount: 1, isDefault: true, priority: 0 },
    { id: '00000000-0000-4000-8000-0000000000b2', name: text('Large'), price: 10_000, image: null, maxCount: 1, isDefault: false, priority: 1 },
  ],
};
const SMALL = SIZE.options[0]!.id;
const LARGE = SIZE.options[1]!.id;

const pizza: BasketProduct = { id: 'pizza', name: 'Pizza', image: null, price: 50_000, discount: 10, maxQuantity: 5, isAvailable: true, modificationGroups: [SIZE] };
const tea: BasketProduct = { id: 'tea', name: 'Tea', image: null, price: 5_000, discount: 0, maxQuantity: null, isAvailable: true, modificationGroups: [] };
const menu = new Map([pizza, tea].map((product) => [product.id, product]));

const NO_FEE = { isServiceFeeEnabled: false, isServiceFeeFreeAboveThreshold: false, serviceFeeThresholdTiyin: 0, serviceFeeAmountTiyin: 0 };
const rules = { serviceType: 'DELIVERY' as const, serviceFee: NO_FEE, cashbackTiyin: 0 };

function basket(...items: { productId: string; options?: Record<string, number>; quantity: number; maxQuantity?: number | null }[]): BasketLine[] {
  let lines: BasketLine[] = [];
  for (const item of items) lines = addLine(lines, { options: {}, maxQuantity: null, ...item }).lines;
  return lines;
}

describe('adding to the basket', () => {
  it('merges the same product with the same options, whatever their order', () => {
    const lines = basket(
      { productId: 'pizza', options: { [LARGE]: 1, [SMALL]: 0 }, quantity: 1 },
      { productId: 'pizza', options: { [LARGE]: 1 }, quantity: 2 },
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
    expect(lineKey('p', { a: 1, b: 2 })).toBe(lineKey('p', { b: 2, a: 1, c: 0 }));
  });

  it('keeps other options of the same product on their own line', () => {
    const lines = basket({ productId: 'pizza', options: { [SMALL]: 1 }, quantity: 1 }, { productId: 'pizza', options: { [LARGE]: 1 }, quantity: 1 });
    expect(lines).toHaveLength(2);
    expect(basketCount(lines)).toBe(2);
  });

  it('stops at the maximum counted over every line of the product, and says so', () => {
    const lines = basket({ productId: 'pizza', options: { [SMALL]: 1 }, quantity: 3, maxQuantity: 5 });
    const change = addLine(lines, { productId: 'pizza', options: { [LARGE]: 1 }, quantity: 4, maxQuantity: 5 });
    expect(change).toMatchObject({ ok: false, max: 5 });
    expect(basketCount(change.lines)).toBe(5);
    const full = addLine(change.lines, { productId: 'pizza', options: { [SMALL]: 1 }, quantity: 1, maxQuantity: 5 });
    expect(full.ok).toBe(false);
    expect(basketCount(full.lines)).toBe(5);
  });

  it('caps products without a maximum at the sensible cap', () => {
    const change = addLine([], { productId: 'tea', options: {}, quantity: QUANTITY_CAP + 1, maxQuantity: null });
    expect(change).toMatchObject({ ok: false, max: QUANTITY_CAP });
  });

  it('changes and removes lines within the limits', () => {
    const lines = basket({ productId: 'pizza', options: { [SMALL]: 1 }, quantity: 2 }, { productId: 'tea', quantity: 1 });
    const key = lines[0]!.key;
    expect(setLineQuantity(lines, key, 0, 5).lines[0]!.quantity).toBe(1);
    const over = setLineQuantity(lines, key, 9, 5);
    expect(over).toMatchObject({ ok: false, max: 5 });
    expect(over.lines[0]!.quantity).toBe(5);
    expect(removeLine(lines, key).map((line) => line.productId)).toEqual(['tea']);
  });
});

describe('basket totals', () => {
  it('prices lines from the menu of today: discount on the product and its options, times the quantity', () => {
    const lines = basket({ productId: 'pizza', options: { [LARGE]: 1 }, quantity: 2 }, { productId: 'tea', quantity: 3 });
    const totals = basketTotals(viewLines(lines, menu), null, rules);
    // Pizza: (50 000 + 10 000) × 2 = 120 000, −10 % = 108 000; tea 15 000.
    expect(totals.productPrice).toBe(135_000_00);
    expect(totals.totalPrice).toBe(123_000_00);
    expect(totals.deliveryPrice).toBe(0);
  });

  it("adds the tariff's delivery price of the draft's address once it is known", () => {
    const lines = basket({ productId: 'tea', quantity: 3 });
    const priced = basketTotals(viewLines(lines, menu), null, { ...rules, serviceType: 'DELIVERY', deliveryPriceTiyin: 10_000_00 });
    const unpriced = basketTotals(viewLines(lines, menu), null, { ...rules, serviceType: 'DELIVERY' });
    expect(priced.deliveryPrice).toBe(10_000_00);
    expect(priced.totalPrice - unpriced.totalPrice).toBe(10_000_00);
  });

  it('greys out and leaves out of the totals what left the menu, became unavailable or no longer fits its options', () => {
    const lines = basket({ productId: 'gone', quantity: 1 }, { productId: 'pizza', options: {}, quantity: 1 }, { productId: 'tea', quantity: 1 });
    const views = viewLines(lines, new Map([...menu, ['tea', { ...tea, isAvailable: false }]]));
    expect(views.map((view) => view.available)).toEqual([false, false, false]);
    expect(basketTotals(views, null, rules).totalPrice).toBe(0);
  });

  it('treats a product the order\'s branch does not sell as unavailable there, and only there', () => {
    const stopped = { ...tea, soldIn: ['branch-a'] };
    const lines = basket({ productId: 'tea', quantity: 2 }, { productId: 'pizza', options: { [SMALL]: 1 }, quantity: 1 });
    const withStopped = new Map([...menu, ['tea', stopped]]);
    // No branch chosen yet: offered (the branch decides later, at checkout).
    expect(viewLines(lines, withStopped).map((view) => [view.available, view.notInBranch])).toEqual([[true, false], [true, false]]);
    expect(viewLines(lines, withStopped, 'branch-a').map((view) => view.available)).toEqual([true, true]);
    const atB = viewLines(lines, withStopped, 'branch-b');
    // The tea is left out and says why; the pizza (no branch list: not limited) still counts.
    expect(atB.map((view) => [view.available, view.notInBranch])).toEqual([[false, true], [true, false]]);
    expect(basketTotals(atB, null, rules).totalPrice).toBe(45_000_00);
    // Not sold at the branch and unavailable anyway: the general reason wins.
    expect(viewLines(lines, new Map([...menu, ['tea', { ...stopped, isAvailable: false }]]), 'branch-b')[0]).toMatchObject({ available: false, notInBranch: false });
  });

  it('keeps the branches that sell a product from its catalogue entries, and reads the branch from the draft', () => {
    const product = toBasketProduct(
      {
        id: 'tea', categoryId: 'c', groupId: 'g', name: text('Tea'), description: text(''), image: null, gallery: [], price: 5_000, discount: 0,
        additionalPrice: 0, unit: 'COUNT', type: 'NONE', count: 1, amount: 1, calorie: null, measure: null, labels: [], tags: [], priority: 0,
        isAvailable: true, maxQuantity: null, timeCookingMin: null, timeCookingMax: null, deliveryEnabled: true, isCartRecommendation: false,
        modificationGroups: [], productBranch: [{ branchId: 'branch-a', isActive: true }, { branchId: 'branch-b', isActive: false }],
      },
      (name) => name.eng,
    );
    expect(product.soldIn).toEqual(['branch-a']);
    expect(chosenBranchId(EMPTY_CHECKOUT)).toBeNull();
    expect(chosenBranchId({ ...EMPTY_CHECKOUT, branchId: 'branch-a' })).toBe('branch-a');
    const table = { id: 't', number: 1, name: '1', hallId: 'h', hallName: 'Hall', branchId: 'branch-b', branchName: text('B') };
    expect(chosenBranchId({ ...EMPTY_CHECKOUT, branchId: 'branch-a', table })).toBe('branch-b');
  });

  it('applies a promo only above its minimum, and the service fee and cashback as the merchant set them', () => {
    const lines = basket({ productId: 'tea', quantity: 10 });
    const welcome = { discountType: 'PERCENTAGE' as const, productDiscount: 10, deliveryDiscountType: 'AMOUNT' as const, deliveryDiscount: 0, minPriceTiyin: 50_000_00 };
    expect(basketTotals(viewLines(lines, menu), welcome, rules)).toMatchObject({ promoApplied: false, totalPrice: 50_000_00 });
    const more = basket({ productId: 'tea', quantity: 11 });
    const fee = { isServiceFeeEnabled: true, isServiceFeeFreeAboveThreshold: false, serviceFeeThresholdTiyin: 0, serviceFeeAmountTiyin: 3_000_00 };
    const totals = basketTotals(viewLines(more, menu), welcome, { serviceType: 'PICK_UP', serviceFee: fee, cashbackTiyin: 1_000_00 });
    // 55 000 − 10 % = 49 500, + 3 000 fee − 1 000 cashback.
    expect(totals).toMatchObject({ promoApplied: true, promoDiscount: 5_500_00, serviceFee: 3_000_00, cashbackUsed: 1_000_00, totalPrice: 51_500_00 });
  });
});

describe('a stored draft', () => {
  it('is read defensively: malformed lines are dropped and duplicates merged', () => {
    const draft = sanitizeDraft({
      lines: [
        { productId: 'tea', options: {}, quantity: 2 },
        { productId: 'tea', quantity: 1 },
        { productId: 'pizza', options: { [LARGE]: 1 }, quantity: 0 },
        { productId: 7, quantity: 1 },
        'junk',
      ],
      promo: { code: 'X' },
      useCashback: 'yes',
    });
    expect(draft.lines).toEqual([{ key: 'tea', productId: 'tea', options: {}, quantity: 3 }]);
    expect(draft.promo).toBeNull();
    expect(draft.useCashback).toBe(false);
    expect(sanitizeDraft(null).lines).toEqual([]);
  });
});

describe('line comments (productComment)', () => {
  it('keeps one note per line: set, cut at 200 characters, removed when emptied; adding more of the line keeps it', () => {
    const lines = addLine([], { productId: 'p1', options: {}, quantity: 1, maxQuantity: null }).lines;
    const key = lines[0]!.key;
    const noted = setLineComment(lines, key, 'No onions');
    expect(noted[0]?.comment).toBe('No onions');
    expect(addLine(noted, { productId: 'p1', options: {}, quantity: 2, maxQuantity: null }).lines).toEqual([{ ...noted[0], quantity: 3 }]);
    expect(setLineComment(noted, key, 'x'.repeat(250))[0]?.comment).toHaveLength(LINE_COMMENT_MAX_LENGTH);
    expect(setLineComment(noted, key, '   ')[0]).not.toHaveProperty('comment');
  });

  it('reads a stored note back, cut to the limit, and drops a blank one', () => {
    const draft = sanitizeDraft({ lines: [{ productId: 'p1', options: {}, quantity: 1, comment: 'y'.repeat(300) }, { productId: 'p2', options: {}, quantity: 1, comment: ' ' }] });
    expect(draft.lines[0]?.comment).toHaveLength(LINE_COMMENT_MAX_LENGTH);
    expect(draft.lines[1]).not.toHaveProperty('comment');
    expect(draft.checkout.receiver).toEqual({ active: false, name: '', phone: '' });
  });
});
