// A promo ticket's words: what the code takes off, its dates on the merchant's clock in our own month names,
// and the terms the basket keeps (the same the basket's own check stores).
import { describe, expect, it } from 'vitest';
import type { Promo } from '@dastarkhan/domain/contracts/promo';
import { translator } from '../../lib/i18n.ts';
import { promoBenefits, promoDate, promoTerms, startsLater } from './promo-format.ts';

const base: Promo = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'TEST',
  discountType: 'PERCENTAGE',
  productDiscount: 10,
  deliveryDiscountType: 'AMOUNT',
  deliveryDiscount: 0,
  minPrice: 50_000,
  startDate: null,
  endDate: null,
  firstOrderOnly: false,
};
const TASHKENT = 'Asia/Tashkent';
const eng = translator('eng', 'promos');
const uz = translator('uz', 'promos');

describe('promoBenefits', () => {
  it("says a percent or an amount in so'm off the products", () => {
    expect(promoBenefits(base, eng, 'eng')).toEqual([{ amount: '−10\u00a0%', on: 'off the products' }]);
    const amount = promoBenefits({ ...base, discountType: 'AMOUNT', productDiscount: 15_000 }, uz, 'uz');
    expect(amount).toHaveLength(1);
    expect(amount[0]!.amount.replace(/\s/g, ' ')).toBe("−15 000 so'm");
    expect(amount[0]!.on).toBe('mahsulotlarga');
  });

  it('calls a whole delivery discount free delivery, and a part of it a discount on delivery', () => {
    const free = { ...base, productDiscount: 0, deliveryDiscountType: 'PERCENTAGE' as const, deliveryDiscount: 100 };
    expect(promoBenefits(free, eng, 'eng')).toEqual([{ amount: 'Free delivery', on: null }]);
    const both = promoBenefits({ ...base, deliveryDiscountType: 'AMOUNT', deliveryDiscount: 5_000 }, eng, 'eng');
    expect(both.map((benefit) => benefit.on)).toEqual(['off the products', 'off delivery']);
    expect(promoBenefits({ ...base, productDiscount: 0 }, eng, 'eng')).toEqual([]);
  });
});

describe('promoDate', () => {
  it("gives the day alone at the edge of the merchant's day, else the day and the time", () => {
    // 23:59 in Tashkent (UTC+5) is the end of 31 December.
    expect(promoDate('2026-12-31T18:59:00.000Z', 'end', TASHKENT, 'uz')).toBe('31-dekabr, 2026');
    expect(promoDate('2026-12-31T18:59:00.000Z', 'end', TASHKENT, 'ru')).toBe('31 декабря 2026 г.');
    expect(promoDate('2026-12-31T19:00:00.000Z', 'start', TASHKENT, 'eng')).toBe('January 1, 2027');
    expect(promoDate('2026-12-31T10:30:00.000Z', 'end', TASHKENT, 'uz')).toBe('31-dekabr, 2026, 15:30');
  });
});

describe('startsLater', () => {
  it('is true only for a start after now', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(startsLater(base, now)).toBe(false);
    expect(startsLater({ ...base, startDate: '2026-11-28T11:00:00Z' }, now)).toBe(false);
    expect(startsLater({ ...base, startDate: '2026-11-29T00:00:00Z' }, now)).toBe(true);
  });
});

describe('promoTerms', () => {
  it("keeps AMOUNT terms in tiyin and percents as they are, with the minimum in tiyin", () => {
    expect(promoTerms({ ...base, discountType: 'AMOUNT', productDiscount: 15_000, deliveryDiscountType: 'PERCENTAGE', deliveryDiscount: 100, minPrice: 100_000 })).toEqual({
      discountType: 'AMOUNT',
      productDiscount: 1_500_000,
      deliveryDiscountType: 'PERCENTAGE',
      deliveryDiscount: 100,
      minPriceTiyin: 10_000_000,
    });
  });
});
