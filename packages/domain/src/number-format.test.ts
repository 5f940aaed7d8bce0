import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n.ts';
import { formatSom } from './money.ts';
import { formatNumber } from './number-format.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatNumber', () => {
  it('writes a portion with the decimal mark of the language', () => {
    expect(formatNumber(0.3, 'ru')).toBe('0,3');
    expect(formatNumber(0.3, 'uz')).toBe('0,3');
    expect(formatNumber(1.5, 'kz')).toBe('1,5');
    expect(formatNumber(1.5, 'tr')).toBe('1,5');
    expect(formatNumber(0.3, 'eng')).toBe('0.3');
    expect(formatNumber(0.3, 'zh')).toBe('0.3');
  });

  it('uses the same decimal mark as prices in every language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.integer({ min: 1, max: 99 }), (language, cents) => {
        const value = 7 + cents / 100;
        const mark = (text: string) => /\d([.,])\d/.exec(text)?.[1];
        expect(mark(formatNumber(value, language))).toBe(mark(formatSom(value, language)));
      }),
    );
  });

  it('shows whole numbers without decimals and rounds to at most two by default', () => {
    expect(formatNumber(450, 'ru')).toBe('450');
    expect(formatNumber(0.125, 'eng')).toBe('0.13');
    expect(formatNumber(0.125, 'eng', { maximumFractionDigits: 3 })).toBe('0.125');
    expect(formatNumber(2.5, 'ru', { maximumFractionDigits: 0 })).toBe('3');
  });

  it('keeps four-digit quantities whole and groups larger ones with a non-breaking space', () => {
    expect(formatNumber(1150, 'uz')).toBe('1150');
    expect(plain(formatNumber(12500, 'ru'))).toBe('12 500');
    expect(formatNumber(12500, 'ru')).not.toMatch(/ /);
    expect(plain(formatNumber(1250, 'ru', { minimumGroupingDigits: 1 }))).toBe('1 250');
    expect(plain(formatNumber(1234567.891, 'ru'))).toBe('1 234 567,89');
  });

  it('isolates the number as left-to-right in Arabic, so its digits stay in order', () => {
    expect(formatNumber(0.3, 'ar')).toBe('\u20660.3\u2069');
    expect(formatNumber(28000, 'ar')).toBe('\u206628\u00a0000\u2069');
  });
});
