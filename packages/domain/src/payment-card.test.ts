import { describe, expect, it } from 'vitest';
import {
  containsCardNumber,
  expiryForPayme,
  expiryText,
  formatCardNumber,
  formatExpiry,
  isCardNumber,
  isExpiryInFuture,
  lastFour,
  maskCardNumber,
  parseExpiry,
  passesLuhn,
} from './payment-card.ts';

describe('card numbers', () => {
  it('groups typed digits in fours and drops everything else, up to 19 digits', () => {
    expect(formatCardNumber('8600495473316478')).toBe('8600 4954 7331 6478');
    expect(formatCardNumber('8600-4954 73x31')).toBe('8600 4954 7331');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it("takes a 16-digit number passing Luhn (Payme's test cards do), and catches one wrong digit", () => {
    expect(isCardNumber('8600 4954 7331 6478')).toBe(true);
    expect(isCardNumber('8600 0691 9540 6311')).toBe(true);
    expect(isCardNumber('8600 4954 7331 6479')).toBe(false);
    expect(isCardNumber('8600 4954 7331 647')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('12a4')).toBe(false);
  });

  it('masks all but the first six and last four digits, and keeps a number the provider masked', () => {
    expect(maskCardNumber('8600495473316478')).toBe('860049******6478');
    expect(maskCardNumber('8600 4954 7331 6478')).toBe('860049******6478');
    expect(maskCardNumber('860049******6478')).toBe('860049******6478');
    expect(lastFour('860049******6478')).toBe('6478');
  });

  it('finds a full card number in text, grouped or not, but not shorter digit runs (phones, order numbers)', () => {
    expect(containsCardNumber('my card 8600495473316478 please')).toBe(true);
    expect(containsCardNumber('8600 4954 7331 6478')).toBe(true);
    expect(containsCardNumber('8600-4954-7331-6478')).toBe(true);
    expect(containsCardNumber('+998 90 123 45 67')).toBe(false);
    expect(containsCardNumber('order 123456789012')).toBe(false);
    expect(containsCardNumber('860049******6478')).toBe(false);
  });
});

describe('expiry dates', () => {
  it('keeps what is typed as MM/YY', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('03')).toBe('03');
    expect(formatExpiry('03/')).toBe('03/');
    expect(formatExpiry('039')).toBe('03/9');
    expect(formatExpiry('0399')).toBe('03/99');
    expect(formatExpiry('03/995')).toBe('03/99');
    expect(formatExpiry('4')).toBe('04');
  });

  it('parses MM/YY and MMYY into the forms of the screen and of Payme; a month beyond 12 is no date', () => {
    const expiry = parseExpiry('03/99');
    expect(expiry).toEqual({ month: 3, year: 99 });
    expect(expiryText(expiry!)).toBe('03/99');
    expect(expiryForPayme(expiry!)).toBe('0399');
    expect(parseExpiry('0399')).toEqual({ month: 3, year: 99 });
    expect(parseExpiry('13/25')).toBeNull();
    expect(parseExpiry('3/9')).toBeNull();
  });

  it('is valid through the last day of its month', () => {
    const now = new Date('2026-05-15T12:00:00Z');
    expect(isExpiryInFuture({ month: 5, year: 26 }, now)).toBe(true);
    expect(isExpiryInFuture({ month: 4, year: 26 }, now)).toBe(false);
    expect(isExpiryInFuture({ month: 3, year: 99 }, now)).toBe(true);
    expect(isExpiryInFuture({ month: 1, year: 27 }, now)).toBe(true);
  });
});
