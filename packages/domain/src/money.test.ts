import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPercentDiscount, formatSom, somToTiyin, tiyinToSom } from './money.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money', () => {
  it('formats so\'m grouped by thousands with the label of the language', () => {
    expect(plain(formatSom(45000, 'uz'))).toBe("45 000 so'm");
    expect(plain(formatSom(1250000, 'ru'))).toBe('1 250 000 сум');
    expect(plain(formatSom(999, 'eng'))).toBe('999 sum');
    // Spec (languages): the Kazakh text names the currency in tenge.
    expect(plain(formatSom(45000, 'kz'))).toMatch(/^45 000 теңге$/);
  });

  it('shows at most two decimals, with the decimal mark of the language', () => {
    expect(plain(formatSom(12345.678, 'eng'))).toBe('12 345.68 sum');
    expect(plain(formatSom(12345.5, 'ru'))).toBe('12 345,5 сум');
  });

  it('keeps a price on one line (non-breaking spaces)', () => {
    expect(formatSom(45000, 'uz')).not.toMatch(/ /);
  });

  it('round-trips so\'m with two decimals through tiyin', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (tiyin) => {
        expect(somToTiyin(tiyinToSom(tiyin))).toBe(tiyin);
      }),
    );
  });

  it('never discounts below zero nor above the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 100 }), (tiyin, percent) => {
        const discounted = applyPercentDiscount(tiyin, percent);
        expect(Number.isInteger(discounted)).toBe(true);
        expect(discounted).toBeGreaterThanOrEqual(0);
        expect(discounted).toBeLessThanOrEqual(tiyin);
      }),
    );
    expect(applyPercentDiscount(4_500_000, 10)).toBe(4_050_000);
  });
});

describe('money in right-to-left languages', () => {
  it('keeps the digit groups in order by isolating the number', () => {
    expect(formatSom(28000, 'ar')).toBe('\u206628\u00a0000\u2069\u00a0سوم');
  });
});
