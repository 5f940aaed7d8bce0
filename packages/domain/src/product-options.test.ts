import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ModificationGroup, ModificationOption } from './contracts/catalogue.ts';
import {
  cheapestSelection,
  configuredUnitPrice,
  defaultSelection,
  productUnitPrice,
  setOptionCount,
  startingPrice,
  validateSelection,
} from './product-options.ts';

const text = (eng: string) => ({ uz: eng, ru: eng, eng });
let nextId = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;

function option(price: number, extra: Partial<ModificationOption> = {}): ModificationOption {
  return { id: uuid(), name: text('option'), price, image: null, maxCount: 1, isDefault: false, priority: 0, ...extra };
}

function group(minSelect: number, maxSelect: number, options: ModificationOption[]): ModificationGroup {
  return { id: uuid(), name: text('group'), minSelect, maxSelect, priority: 0, options };
}

describe('validateSelection', () => {
  const small = option(0);
  const large = option(8000);
  const size = group(1, 1, [small, large]);
  const cheese = option(3000, { maxCount: 2 });
  const bacon = option(5000);
  const extras = group(0, 3, [cheese, bacon]);

  it('reports a required group left empty', () => {
    expect(validateSelection([size, extras], {})).toEqual([{ kind: 'TOO_FEW', groupId: size.id, minSelect: 1, selected: 0 }]);
  });

  it('accepts a selection inside every bound', () => {
    expect(validateSelection([size, extras], { [large.id]: 1, [cheese.id]: 2, [bacon.id]: 1 })).toEqual([]);
  });

  it('refuses more options than the group allows, counting repeated options', () => {
    const issues = validateSelection([size, extras], { [small.id]: 1, [large.id]: 1 });
    expect(issues).toEqual([{ kind: 'TOO_MANY', groupId: size.id, maxSelect: 1, selected: 2 }]);
    const extrasIssues = validateSelection([extras], { [cheese.id]: 2, [bacon.id]: 1, [option(1).id]: 0 });
    expect(extrasIssues).toEqual([]);
  });

  it('refuses an option chosen more often than its maxCount', () => {
    expect(validateSelection([size, extras], { [small.id]: 1, [bacon.id]: 2 })).toEqual([
      { kind: 'OPTION_OVER_MAX_COUNT', groupId: extras.id, optionId: bacon.id, maxCount: 1, count: 2 },
    ]);
  });

  it('refuses options of another product and counts that are not whole numbers', () => {
    const stranger = option(100);
    expect(validateSelection([extras], { [stranger.id]: 1, [cheese.id]: 1.5 })).toEqual([
      { kind: 'UNKNOWN_OPTION', optionId: stranger.id },
      { kind: 'INVALID_COUNT', optionId: cheese.id, count: 1.5 },
    ]);
  });
});

describe('setOptionCount', () => {
  it('replaces the choice in a single-choice group, like a radio button', () => {
    const a = option(0);
    const b = option(0);
    const size = group(1, 1, [a, b]);
    const first = setOptionCount(size, {}, a.id, 1);
    expect(setOptionCount(size, first, b.id, 1)).toEqual({ [b.id]: 1 });
  });

  it('keeps a multi-choice group within maxSelect and each option within maxCount', () => {
    const cheese = option(3000, { maxCount: 2 });
    const bacon = option(5000);
    const extras = group(0, 3, [cheese, bacon]);
    let selection = setOptionCount(extras, {}, cheese.id, 5);
    expect(selection).toEqual({ [cheese.id]: 2 });
    selection = setOptionCount(extras, selection, bacon.id, 1);
    expect(setOptionCount(extras, { [cheese.id]: 2, [bacon.id]: 1 }, cheese.id, 3)).toEqual({ [cheese.id]: 2, [bacon.id]: 1 });
    expect(setOptionCount(group(0, 2, [cheese, bacon]), { [bacon.id]: 1 }, cheese.id, 2)).toEqual({ [bacon.id]: 1, [cheese.id]: 1 });
    expect(setOptionCount(extras, selection, cheese.id, 0)).toEqual({ [bacon.id]: 1 });
  });

  it('never produces a selection that breaks the group rules', () => {
    const options = [option(0, { maxCount: 3 }), option(0, { maxCount: 1 }), option(0, { maxCount: 2 })];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 5 }))),
        (maxSelect, steps) => {
          const rules = group(0, maxSelect, options);
          let selection: Record<string, number> = {};
          for (const [which, count] of steps) selection = setOptionCount(rules, selection, options[which]!.id, count);
          return validateSelection([rules], selection).length === 0;
        },
      ),
    );
  });
});

describe('defaultSelection', () => {
  it('preselects default options but never more than the group allows', () => {
    const a = option(0, { isDefault: true });
    const b = option(0, { isDefault: true });
    const c = option(0);
    const selection = defaultSelection([group(1, 1, [a, b, c])]);
    expect(selection).toEqual({ [a.id]: 1 });
    expect(validateSelection([group(1, 1, [a, b, c])], selection)).toEqual([]);
  });
});

describe('unit price', () => {
  it('adds option prices times their counts', () => {
    expect(configuredUnitPrice(45_000_00, 0, [{ priceTiyin: 3_000_00, count: 2 }, { priceTiyin: 5_000_00, count: 1 }])).toEqual({
      regularTiyin: 56_000_00,
      finalTiyin: 56_000_00,
    });
  });

  it('applies the product discount to the product and to each option', () => {
    // 10% off 45 000 and off 2 × 3 000: 40 500 + 2 × 2 700.
    expect(configuredUnitPrice(45_000_00, 10, [{ priceTiyin: 3_000_00, count: 2 }])).toEqual({
      regularTiyin: 51_000_00,
      finalTiyin: 45_900_00,
    });
  });

  it('rounds the discounted option price once per unit, half up to a tiyin', () => {
    // 15% off 0.55 so'm = 55 tiyin → 55 − round(8.25) = 47 tiyin per unit.
    expect(configuredUnitPrice(0, 15, [{ priceTiyin: 55, count: 3 }]).finalTiyin).toBe(141);
  });

  it('reads so\'m prices from the API shape', () => {
    const cheese = option(2500.5);
    const product = { price: 30_000, discount: 20, modificationGroups: [group(0, 2, [cheese])] };
    expect(productUnitPrice(product, { [cheese.id]: 1 })).toEqual({ regularTiyin: 3_250_050, finalTiyin: 2_400_000 + 200_040 });
  });

  it('never charges more after a discount than before, and never less than zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.record({ priceTiyin: fc.integer({ min: 0, max: 1_000_000_00 }), count: fc.integer({ min: 0, max: 5 }) })),
        (price, discount, options) => {
          const { regularTiyin, finalTiyin } = configuredUnitPrice(price, discount, options);
          return Number.isInteger(finalTiyin) && finalTiyin >= 0 && finalTiyin <= regularTiyin;
        },
      ),
    );
  });
});

describe('starting price', () => {
  it('is the base price when no option is required', () => {
    const product = { price: 20_000, discount: 0, modificationGroups: [group(0, 3, [option(4000)])] };
    expect(startingPrice(product)).toEqual({ regularTiyin: 2_000_000, finalTiyin: 2_000_000, raisedByOptions: false });
  });

  it('adds the cheapest way to satisfy required groups', () => {
    const cheap = option(1000, { maxCount: 1 });
    const dear = option(4000, { maxCount: 3 });
    const sauces = group(2, 3, [dear, cheap]);
    const free = option(0);
    const size = group(1, 1, [option(9000), free]);
    const product = { price: 20_000, discount: 50, modificationGroups: [sauces, size] };
    expect(cheapestSelection(product.modificationGroups)).toEqual({ [cheap.id]: 1, [dear.id]: 1, [free.id]: 1 });
    expect(startingPrice(product)).toEqual({ regularTiyin: 2_500_000, finalTiyin: 1_250_000, raisedByOptions: true });
  });
});
