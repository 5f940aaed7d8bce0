// Tests of the order totals (storefront-core §9): one example per rule, the demo promos, and fast-check properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from './enums.ts';
import type { ServiceType } from './enums.ts';
import { MAX_PRODUCT_QUANTITY, priceOrder, quantityExcess } from './pricing.ts';
import type { OrderTotals, PricingInput, PricingLine, PromoTerms, ServiceFeeRules } from './pricing.ts';

/** so'm → tiyin, so the examples read like the storefront's prices. */
const som = (amount: number): number => Math.round(amount * 100);

const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  key: 'plov',
  unitPriceTiyin: som(30_000),
  discountPercent: 0,
  options: [],
  quantity: 1,
  ...overrides,
});

const NO_FEE: ServiceFeeRules = { isServiceFeeEnabled: false, isServiceFeeFreeAboveThreshold: false, serviceFeeThresholdTiyin: 0, serviceFeeAmountTiyin: 0 };

const price = (overrides: Partial<PricingInput> = {}): OrderTotals =>
  priceOrder({
    lines: [line()],
    serviceType: 'PICK_UP',
    deliveryPriceTiyin: 0,
    minimalDeliveryPriceTiyin: 0,
    promo: null,
    cashbackTiyin: 0,
    serviceFee: NO_FEE,
    ...overrides,
  });

const promo = (overrides: Partial<PromoTerms>): PromoTerms => ({
  discountType: 'AMOUNT',
  productDiscount: 0,
  deliveryDiscountType: 'AMOUNT',
  deliveryDiscount: 0,
  minPriceTiyin: 0,
  ...overrides,
});

// The demo promos as seeded (issue 4).
const WELCOME10 = promo({ discountType: 'PERCENTAGE', productDiscount: 10, minPriceTiyin: som(50_000) });
const MINUS15K = promo({ discountType: 'AMOUNT', productDiscount: som(15_000), minPriceTiyin: som(100_000) });
const FREEDELIVERY = promo({ deliveryDiscountType: 'PERCENTAGE', deliveryDiscount: 100 });

describe('product total', () => {
  it('multiplies the unit price by the quantity', () => {
    const totals = price({ lines: [line({ unitPriceTiyin: som(30_000), quantity: 2 })] });
    expect(totals).toMatchObject({ productCount: 2, productPrice: som(60_000), productDiscount: 0, totalProductPrice: som(60_000), totalPrice: som(60_000) });
  });

  it('adds each priced option times its count to the unit price, then times the quantity', () => {
    const burger = line({
      unitPriceTiyin: som(25_000),
      options: [
        { priceTiyin: som(5_000), count: 2 }, // double cheese
        { priceTiyin: som(3_000), count: 1 },
        { priceTiyin: 0, count: 1 }, // a free choice costs nothing
      ],
      quantity: 3,
    });
    const totals = price({ lines: [burger] });
    expect(totals.lines[0]).toMatchObject({ linePrice: som(114_000), lineTotal: som(114_000) });
    expect(totals.totalPrice).toBe(som(114_000));
  });

  it('sums several lines and counts their quantities', () => {
    const totals = price({ lines: [line({ key: 'a', quantity: 2 }), line({ key: 'b', unitPriceTiyin: som(12_500), quantity: 1 })] });
    expect(totals).toMatchObject({ productCount: 3, productPrice: som(72_500), totalPrice: som(72_500) });
  });

  it("applies the product's percent discount to the product and to its priced options", () => {
    const pizza = line({ unitPriceTiyin: som(50_000), discountPercent: 20, options: [{ priceTiyin: som(10_000), count: 1 }], quantity: 2 });
    const totals = price({ lines: [pizza] });
    expect(totals.lines[0]).toMatchObject({ linePrice: som(120_000), lineDiscount: som(24_000), promoDiscount: 0, lineTotal: som(96_000) });
    expect(totals).toMatchObject({ productPrice: som(120_000), productDiscount: som(24_000), totalProductPrice: som(96_000), totalDiscount: som(24_000), totalPrice: som(96_000) });
  });

  it('rounds the percent discount half-up once per line, not once per unit', () => {
    // 3 × 3.35 so'm = 10.05 so'm; 10 % of it is 1.005 so'm → 101 tiyin (per unit it would be 3 × 34 = 102).
    const totals = price({ lines: [line({ unitPriceTiyin: 335, discountPercent: 10, quantity: 3 })] });
    expect(totals.lines[0]).toMatchObject({ linePrice: 1005, lineDiscount: 101, lineTotal: 904 });
  });

  it('makes a 100 % discounted product free, never negative', () => {
    const totals = price({ lines: [line({ discountPercent: 100 })] });
    expect(totals).toMatchObject({ productDiscount: som(30_000), totalProductPrice: 0, totalPrice: 0 });
  });
});

describe('promo on products', () => {
  it('AMOUNT takes a fixed sum off the products', () => {
    const totals = price({ lines: [line({ unitPriceTiyin: som(40_000) })], promo: promo({ productDiscount: som(5_000) }) });
    expect(totals).toMatchObject({ promoApplied: true, promoDiscount: som(5_000), productDiscount: som(5_000), totalProductPrice: som(35_000), totalPrice: som(35_000) });
  });

  it('AMOUNT larger than the products makes them free, not negative', () => {
    const totals = price({ lines: [line({ unitPriceTiyin: som(30_000) })], promo: promo({ productDiscount: som(50_000) }) });
    expect(totals).toMatchObject({ promoDiscount: som(30_000), totalProductPrice: 0, totalPrice: 0 });
  });

  it('PERCENTAGE takes that percent of the products after their own discounts', () => {
    const totals = price({ lines: [line({ unitPriceTiyin: som(80_000), discountPercent: 25 })], promo: promo({ discountType: 'PERCENTAGE', productDiscount: 10 }) });
    // 80 000 − 25 % = 60 000; 10 % of that is 6 000.
    expect(totals).toMatchObject({ promoDiscount: som(6_000), productDiscount: som(26_000), totalProductPrice: som(54_000) });
  });

  it('applies only when the products cost more than the minimum (equal is not enough)', () => {
    const withMinimum = promo({ productDiscount: som(1_000), minPriceTiyin: som(20_000) });
    expect(price({ lines: [line({ unitPriceTiyin: som(20_000) })], promo: withMinimum })).toMatchObject({ promoApplied: false, promoDiscount: 0, totalPrice: som(20_000) });
    expect(price({ lines: [line({ unitPriceTiyin: som(20_000) + 1 })], promo: withMinimum })).toMatchObject({ promoApplied: true, promoDiscount: som(1_000) });
  });

  it("measures the minimum on the products after their own discounts", () => {
    const sixtyThousandMinusTwenty = line({ unitPriceTiyin: som(60_000), discountPercent: 20 }); // 48 000
    expect(price({ lines: [sixtyThousandMinusTwenty], promo: WELCOME10 })).toMatchObject({ promoApplied: false, promoDiscount: 0 });
  });

  it('shares the promo discount among the lines in proportion to what each costs, adding up exactly', () => {
    const lines = [line({ key: 'a', unitPriceTiyin: 1 }), line({ key: 'b', unitPriceTiyin: 1 }), line({ key: 'c', unitPriceTiyin: 1 })];
    const totals = price({ lines, promo: promo({ productDiscount: 2 }) });
    expect(totals.lines.map((priced) => priced.promoDiscount).sort()).toEqual([0, 1, 1]);
    expect(totals.promoDiscount).toBe(2);

    const uneven = price({
      lines: [line({ key: 'big', unitPriceTiyin: som(90_000) }), line({ key: 'small', unitPriceTiyin: som(10_000) })],
      promo: promo({ productDiscount: som(15_000) }),
    });
    expect(uneven.lines.map((priced) => [priced.key, priced.promoDiscount])).toEqual([['big', som(13_500)], ['small', som(1_500)]]);
  });

  it('gives a leftover tiyin by line key, not by position, so reordering the basket keeps the split', () => {
    const a = line({ key: 'a', unitPriceTiyin: 1 });
    const b = line({ key: 'b', unitPriceTiyin: 1 });
    const oneTiyin = promo({ productDiscount: 1 });
    const shareOf = (totals: OrderTotals) => Object.fromEntries(totals.lines.map((priced) => [priced.key, priced.promoDiscount]));
    expect(shareOf(price({ lines: [a, b], promo: oneTiyin }))).toEqual({ a: 1, b: 0 });
    expect(shareOf(price({ lines: [b, a], promo: oneTiyin }))).toEqual({ a: 1, b: 0 });
  });
});

describe('the demo promos', () => {
  it('WELCOME10 takes 10 % off products above 50 000 so\'m', () => {
    expect(price({ lines: [line({ unitPriceTiyin: som(60_000) })], promo: WELCOME10 })).toMatchObject({ promoApplied: true, promoDiscount: som(6_000), totalPrice: som(54_000) });
    expect(price({ lines: [line({ unitPriceTiyin: som(50_000) })], promo: WELCOME10 })).toMatchObject({ promoApplied: false, totalPrice: som(50_000) });
  });

  it('WELCOME10 does not touch the delivery price', () => {
    const totals = price({ serviceType: 'DELIVERY', deliveryPriceTiyin: som(12_000), lines: [line({ unitPriceTiyin: som(60_000) })], promo: WELCOME10 });
    expect(totals).toMatchObject({ deliveryPrice: som(12_000), deliveryDiscount: 0, totalPrice: som(66_000) });
  });

  it("MINUS15K takes 15 000 so'm off products above 100 000 so'm", () => {
    expect(price({ lines: [line({ unitPriceTiyin: som(120_000) })], promo: MINUS15K })).toMatchObject({ promoApplied: true, promoDiscount: som(15_000), totalPrice: som(105_000) });
    expect(price({ lines: [line({ unitPriceTiyin: som(50_000), quantity: 2 })], promo: MINUS15K })).toMatchObject({ promoApplied: false, promoDiscount: 0, totalPrice: som(100_000) });
  });

  it('FREEDELIVERY makes delivery free and leaves the products alone', () => {
    const totals = price({ serviceType: 'DELIVERY', deliveryPriceTiyin: som(15_000), lines: [line({ unitPriceTiyin: som(40_000) })], promo: FREEDELIVERY });
    expect(totals).toMatchObject({ promoApplied: true, promoDiscount: 0, deliveryPrice: som(15_000), deliveryDiscount: som(15_000), totalDiscount: som(15_000), totalPrice: som(40_000) });
  });

  it('FREEDELIVERY gives nothing on pick-up, where delivery already costs nothing', () => {
    expect(price({ serviceType: 'PICK_UP', deliveryPriceTiyin: som(15_000), promo: FREEDELIVERY })).toMatchObject({ deliveryPrice: 0, deliveryDiscount: 0, totalDiscount: 0 });
  });
});

describe('delivery', () => {
  const delivery = (overrides: Partial<PricingInput>) => price({ serviceType: 'DELIVERY', deliveryPriceTiyin: som(12_000), ...overrides });

  it('adds the delivery price for delivering service types', () => {
    for (const serviceType of ['DELIVERY', 'YANDEX_EATS', 'EXPRESS_24'] as const) {
      expect(delivery({ serviceType })).toMatchObject({ deliveryPrice: som(12_000), totalPrice: som(42_000) });
    }
  });

  it('costs nothing for pick-up and dine-in, whatever the tariff and the minimum', () => {
    for (const serviceType of ['PICK_UP', 'DINE_IN'] as const) {
      expect(delivery({ serviceType, minimalDeliveryPriceTiyin: som(10_000) })).toMatchObject({ deliveryPrice: 0, totalPrice: som(30_000) });
    }
  });

  it('never charges less than the minimal delivery price', () => {
    expect(delivery({ deliveryPriceTiyin: som(8_000), minimalDeliveryPriceTiyin: som(10_000) }).deliveryPrice).toBe(som(10_000));
    expect(delivery({ deliveryPriceTiyin: som(15_000), minimalDeliveryPriceTiyin: som(10_000) }).deliveryPrice).toBe(som(15_000));
    expect(delivery({ deliveryPriceTiyin: som(8_000), minimalDeliveryPriceTiyin: 0 }).deliveryPrice).toBe(som(8_000));
  });

  it('takes a fixed promo delivery discount, capped at the delivery price', () => {
    expect(delivery({ promo: promo({ deliveryDiscount: som(5_000) }) })).toMatchObject({ deliveryDiscount: som(5_000), totalPrice: som(37_000) });
    expect(delivery({ promo: promo({ deliveryDiscount: som(20_000) }) })).toMatchObject({ deliveryDiscount: som(12_000), totalPrice: som(30_000) });
  });

  it('takes a percent promo delivery discount of the delivery price after the minimum floor', () => {
    const half = promo({ deliveryDiscountType: 'PERCENTAGE', deliveryDiscount: 50 });
    expect(delivery({ deliveryPriceTiyin: som(8_000), minimalDeliveryPriceTiyin: som(10_000), promo: half })).toMatchObject({ deliveryPrice: som(10_000), deliveryDiscount: som(5_000) });
  });

  it('gives no delivery discount when the promo minimum is not exceeded', () => {
    const freeAbove100k = promo({ deliveryDiscountType: 'PERCENTAGE', deliveryDiscount: 100, minPriceTiyin: som(100_000) });
    expect(delivery({ promo: freeAbove100k })).toMatchObject({ promoApplied: false, deliveryDiscount: 0, totalPrice: som(42_000) });
  });

  it('charges no delivery for an empty basket', () => {
    expect(delivery({ lines: [], minimalDeliveryPriceTiyin: som(10_000) })).toMatchObject({ deliveryPrice: 0, totalPrice: 0 });
    expect(delivery({ lines: [line({ quantity: 0 })] })).toMatchObject({ productCount: 0, deliveryPrice: 0, totalPrice: 0 });
  });
});

describe('service fee', () => {
  const fee = (overrides: Partial<ServiceFeeRules>): ServiceFeeRules => ({ ...NO_FEE, isServiceFeeEnabled: true, serviceFeeAmountTiyin: som(3_000), ...overrides });

  it('is added when the merchant enables it and is 0 otherwise', () => {
    expect(price({ serviceFee: fee({}) })).toMatchObject({ serviceFee: som(3_000), totalPrice: som(33_000) });
    expect(price({ serviceFee: fee({ isServiceFeeEnabled: false }) })).toMatchObject({ serviceFee: 0, totalPrice: som(30_000) });
  });

  it('is waived from the threshold on when free above it, and charged below it', () => {
    const freeFrom50k = fee({ isServiceFeeFreeAboveThreshold: true, serviceFeeThresholdTiyin: som(50_000) });
    expect(price({ lines: [line({ unitPriceTiyin: som(49_999) })], serviceFee: freeFrom50k }).serviceFee).toBe(som(3_000));
    expect(price({ lines: [line({ unitPriceTiyin: som(50_000) })], serviceFee: freeFrom50k }).serviceFee).toBe(0);
    expect(price({ lines: [line({ unitPriceTiyin: som(70_000) })], serviceFee: freeFrom50k }).serviceFee).toBe(0);
  });

  it('is charged above the threshold when the merchant has not made it free there', () => {
    const notFree = fee({ isServiceFeeFreeAboveThreshold: false, serviceFeeThresholdTiyin: som(50_000) });
    expect(price({ lines: [line({ unitPriceTiyin: som(70_000) })], serviceFee: notFree }).serviceFee).toBe(som(3_000));
  });

  it('compares the threshold with the products after discounts, so a promo can bring the fee back', () => {
    const freeFrom50k = fee({ isServiceFeeFreeAboveThreshold: true, serviceFeeThresholdTiyin: som(50_000) });
    const totals = price({ lines: [line({ unitPriceTiyin: som(52_000) })], promo: promo({ productDiscount: som(5_000) }), serviceFee: freeFrom50k });
    expect(totals).toMatchObject({ totalProductPrice: som(47_000), serviceFee: som(3_000), totalPrice: som(50_000) });
  });

  it('is not charged on an empty basket', () => {
    expect(price({ lines: [], serviceFee: fee({}) })).toMatchObject({ serviceFee: 0, totalPrice: 0 });
  });
});

describe('cashback', () => {
  it('is taken off what the customer pays', () => {
    expect(price({ cashbackTiyin: som(5_000) })).toMatchObject({ cashbackUsed: som(5_000), totalPrice: som(25_000) });
  });

  it('is capped at what there is to pay, delivery and service fee included', () => {
    const totals = price({
      serviceType: 'DELIVERY',
      deliveryPriceTiyin: som(10_000),
      serviceFee: { ...NO_FEE, isServiceFeeEnabled: true, serviceFeeAmountTiyin: som(2_000) },
      cashbackTiyin: som(1_000_000),
    });
    expect(totals).toMatchObject({ cashbackUsed: som(42_000), totalPrice: 0 });
  });

  it('is applied after the promo, on the discounted total', () => {
    const totals = price({ lines: [line({ unitPriceTiyin: som(60_000) })], promo: WELCOME10, cashbackTiyin: som(100_000) });
    expect(totals).toMatchObject({ promoDiscount: som(6_000), cashbackUsed: som(54_000), totalPrice: 0 });
  });

  it('ignores a negative request', () => {
    expect(price({ cashbackTiyin: -som(5_000) })).toMatchObject({ cashbackUsed: 0, totalPrice: som(30_000) });
  });
});

describe('all rules together', () => {
  it('adds up a delivery order with discounts, options, promo, fee and cashback', () => {
    const totals = priceOrder({
      lines: [
        line({ key: 'pizza', unitPriceTiyin: som(50_000), discountPercent: 10, options: [{ priceTiyin: som(8_000), count: 1 }], quantity: 2 }),
        line({ key: 'cola', unitPriceTiyin: som(9_000), quantity: 3 }),
      ],
      serviceType: 'DELIVERY',
      deliveryPriceTiyin: som(12_000),
      minimalDeliveryPriceTiyin: som(10_000),
      promo: promo({ discountType: 'PERCENTAGE', productDiscount: 10, deliveryDiscountType: 'AMOUNT', deliveryDiscount: som(2_000), minPriceTiyin: som(50_000) }),
      cashbackTiyin: som(7_000),
      serviceFee: { isServiceFeeEnabled: true, isServiceFeeFreeAboveThreshold: true, serviceFeeThresholdTiyin: som(200_000), serviceFeeAmountTiyin: som(3_000) },
    });
    // pizza (50 000 + 8 000) × 2 = 116 000 − 10 % = 104 400; cola 27 000; after line discounts 131 400;
    // promo 10 % = 13 140; products 118 260; delivery 12 000 − 2 000; fee 3 000; cashback 7 000.
    expect(totals).toMatchObject({
      productCount: 5,
      productPrice: som(143_000),
      productDiscount: som(11_600 + 13_140),
      promoDiscount: som(13_140),
      totalProductPrice: som(118_260),
      deliveryPrice: som(12_000),
      deliveryDiscount: som(2_000),
      serviceFee: som(3_000),
      cashbackUsed: som(7_000),
      totalDiscount: som(11_600 + 13_140 + 2_000),
      totalPrice: som(118_260 + 10_000 + 3_000 - 7_000),
    });
  });
});

describe('properties', () => {
  const lineArb = fc.record({
    unitPriceTiyin: fc.integer({ min: 0, max: som(2_000_000) }),
    discountPercent: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
    options: fc.array(fc.record({ priceTiyin: fc.integer({ min: 0, max: som(50_000) }), count: fc.integer({ min: 0, max: 5 }) }), { maxLength: 4 }),
    quantity: fc.integer({ min: 0, max: 30 }),
  });
  // Keys are unique per line, as the basket merges equal product + options into one line.
  const linesArb = fc.array(lineArb, { maxLength: 8 }).map((lines) => lines.map((value, index): PricingLine => ({ ...value, key: `line-${index}` })));
  const promoArb = fc.option(
    fc.record({
      discountType: fc.constantFrom('AMOUNT', 'PERCENTAGE' as const),
      productDiscount: fc.integer({ min: 0, max: som(500_000) }),
      deliveryDiscountType: fc.constantFrom('AMOUNT', 'PERCENTAGE' as const),
      deliveryDiscount: fc.integer({ min: 0, max: som(50_000) }),
      minPriceTiyin: fc.integer({ min: 0, max: som(300_000) }),
    }).map((terms): PromoTerms => ({
      ...terms,
      // A percentage is at most 100; an amount may exceed what it discounts.
      productDiscount: terms.discountType === 'PERCENTAGE' ? terms.productDiscount % 101 : terms.productDiscount,
      deliveryDiscount: terms.deliveryDiscountType === 'PERCENTAGE' ? terms.deliveryDiscount % 101 : terms.deliveryDiscount,
    })),
    { nil: null },
  );
  const inputArb: fc.Arbitrary<PricingInput> = fc.record({
    lines: linesArb,
    serviceType: fc.constantFrom<ServiceType>(...SERVICE_TYPES),
    deliveryPriceTiyin: fc.integer({ min: 0, max: som(60_000) }),
    minimalDeliveryPriceTiyin: fc.integer({ min: 0, max: som(30_000) }),
    promo: promoArb,
    cashbackTiyin: fc.integer({ min: 0, max: som(3_000_000) }),
    serviceFee: fc.record({
      isServiceFeeEnabled: fc.boolean(),
      isServiceFeeFreeAboveThreshold: fc.boolean(),
      serviceFeeThresholdTiyin: fc.integer({ min: 0, max: som(500_000) }),
      serviceFeeAmountTiyin: fc.integer({ min: 0, max: som(20_000) }),
    }),
  });

  const amounts = (totals: OrderTotals): number[] => [
    totals.productCount, totals.productPrice, totals.productDiscount, totals.promoDiscount, totals.totalProductPrice, totals.deliveryPrice,
    totals.deliveryDiscount, totals.serviceFee, totals.cashbackUsed, totals.totalDiscount, totals.totalPrice,
    ...totals.lines.flatMap((priced) => [priced.linePrice, priced.lineDiscount, priced.promoDiscount, priced.lineTotal]),
  ];

  it('never gives a negative or fractional amount', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const amount of amounts(priceOrder(input))) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('never lets a discount exceed what it discounts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const totals = priceOrder(input);
        for (const priced of totals.lines) {
          expect(priced.lineDiscount).toBeLessThanOrEqual(priced.linePrice);
          expect(priced.promoDiscount).toBeLessThanOrEqual(priced.linePrice - priced.lineDiscount);
        }
        expect(totals.productDiscount).toBeLessThanOrEqual(totals.productPrice);
        expect(totals.deliveryDiscount).toBeLessThanOrEqual(totals.deliveryPrice);
        expect(totals.cashbackUsed).toBeLessThanOrEqual(totals.totalProductPrice + totals.deliveryPrice - totals.deliveryDiscount + totals.serviceFee);
        expect(totals.cashbackUsed).toBeLessThanOrEqual(input.cashbackTiyin);
      }),
    );
  });

  it('adds up: Σ lineTotal is the product total and the total is the sum of its parts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const totals = priceOrder(input);
        const sum = (pick: (priced: OrderTotals['lines'][number]) => number) => totals.lines.reduce((acc, priced) => acc + pick(priced), 0);
        expect(sum((priced) => priced.lineTotal)).toBe(totals.totalProductPrice);
        expect(sum((priced) => priced.linePrice)).toBe(totals.productPrice);
        expect(sum((priced) => priced.lineDiscount) + totals.promoDiscount).toBe(totals.productDiscount);
        expect(totals.totalProductPrice).toBe(totals.productPrice - totals.productDiscount);
        expect(totals.totalDiscount).toBe(totals.productDiscount + totals.deliveryDiscount);
        expect(totals.totalPrice).toBe(totals.totalProductPrice + totals.deliveryPrice - totals.deliveryDiscount + totals.serviceFee - totals.cashbackUsed);
      }),
    );
  });

  it('shares the promo discount among the lines exactly, each within a tiyin of its proportional share', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const totals = priceOrder(input);
        const shares = totals.lines.map((priced) => priced.promoDiscount);
        expect(shares.reduce((acc, share) => acc + share, 0)).toBe(totals.promoDiscount);
        const base = totals.lines.reduce((acc, priced) => acc + priced.linePrice - priced.lineDiscount, 0);
        totals.lines.forEach((priced) => {
          const exact = base === 0 ? 0 : (totals.promoDiscount * (priced.linePrice - priced.lineDiscount)) / base;
          expect(Math.abs(priced.promoDiscount - exact)).toBeLessThan(1);
        });
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        inputArb.chain((input) => fc.tuple(fc.constant(input), fc.shuffledSubarray([...input.lines], { minLength: input.lines.length, maxLength: input.lines.length }))),
        ([input, shuffled]) => {
          const byKey = (totals: OrderTotals) => ({ ...totals, lines: [...totals.lines].sort((a, b) => a.key.localeCompare(b.key)) });
          expect(byKey(priceOrder({ ...input, lines: shuffled }))).toEqual(byKey(priceOrder(input)));
        },
      ),
    );
  });

  it('does not depend on the order of identical-looking lines either', () => {
    // Equal lines tie on their remainder, which is where a position-based tie-break would show.
    const copiesArb = fc.tuple(lineArb, fc.integer({ min: 2, max: 6 }), promoArb).map(([value, copies, terms]) => ({
      lines: Array.from({ length: copies }, (_, index): PricingLine => ({ ...value, key: `copy-${index}` })),
      promo: terms,
    }));
    fc.assert(
      fc.property(copiesArb, ({ lines, promo: terms }) => {
        const shares = (ordered: PricingLine[]) =>
          Object.fromEntries(price({ lines: ordered, promo: terms }).lines.map((priced) => [priced.key, priced.promoDiscount]));
        expect(shares([...lines].reverse())).toEqual(shares(lines));
      }),
    );
  });

  it('charges no delivery for pick-up and dine-in', () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom<ServiceType>('PICK_UP', 'DINE_IN'), (input, serviceType) => {
        expect(priceOrder({ ...input, serviceType })).toMatchObject({ deliveryPrice: 0, deliveryDiscount: 0 });
      }),
    );
  });

  it('never makes the customer pay more because of a promo or cashback', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plain = priceOrder({ ...input, promo: null, cashbackTiyin: 0 });
        const discounted = priceOrder(input);
        // The service fee may come back when a promo pushes the products under the free threshold.
        expect(discounted.totalPrice - discounted.serviceFee).toBeLessThanOrEqual(plain.totalPrice - plain.serviceFee);
      }),
    );
  });
});

describe('quantity caps', () => {
  const noMaximum = () => null;

  it('adds up the lines of one product (other options, a comment) before comparing with the cap of 999', () => {
    expect(MAX_PRODUCT_QUANTITY).toBe(999);
    const split = [
      { productId: 'plov', quantity: 500 },
      { productId: 'tea', quantity: 998 },
      { productId: 'plov', quantity: 500 },
    ];
    expect(quantityExcess(split, noMaximum)).toEqual({ productId: 'plov', maximum: 999, requested: 1000 });
    expect(quantityExcess([{ productId: 'plov', quantity: 500 }, { productId: 'plov', quantity: 499 }], noMaximum)).toBeNull();
  });

  it("holds a product to its own maximum over all its lines, and never above the cap", () => {
    const maxima: Record<string, number> = { somsa: 20, crate: 5_000 };
    const maxOf = (id: string) => maxima[id];
    expect(quantityExcess([{ productId: 'somsa', quantity: 15 }, { productId: 'somsa', quantity: 6 }], maxOf)).toEqual({ productId: 'somsa', maximum: 20, requested: 21 });
    expect(quantityExcess([{ productId: 'somsa', quantity: 20 }], maxOf)).toBeNull();
    expect(quantityExcess([{ productId: 'crate', quantity: 600 }, { productId: 'crate', quantity: 600 }], maxOf)).toEqual({ productId: 'crate', maximum: 999, requested: 1200 });
  });

  it('never lets any split of a product past its maximum (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 8 }), fc.option(fc.integer({ min: 0, max: 2_000 })), (quantities, own) => {
        const total = quantities.reduce((sum, quantity) => sum + quantity, 0);
        const maximum = own === null ? 999 : Math.min(own, 999);
        const excess = quantityExcess(quantities.map((quantity) => ({ productId: 'p', quantity })), () => own);
        expect(excess).toEqual(total > maximum ? { productId: 'p', maximum, requested: total } : null);
      }),
    );
  });
});
