import { describe, expect, it } from 'vitest';
import { callingCodePrefix, formatPhoneAsTyped, isCompletePhone, parseCustomerPhone } from './customer-phone.ts';

describe('parseCustomerPhone', () => {
  it('reads the usual notations of one Uzbek number as the same account key', () => {
    for (const typed of ['+998 90 123 45 67', '998901234567', '901234567', '(90) 123-45-67', ' +998-90-123-45-67 ']) {
      expect(parseCustomerPhone(typed)).toEqual({ ok: true, phone: '998901234567', callingCode: '998' });
    }
  });

  it('accepts newer Uzbek operator prefixes', () => {
    expect(parseCustomerPhone('+998 77 123 45 67')).toMatchObject({ ok: true, phone: '998771234567' });
    expect(parseCustomerPhone('+998 33 123 45 67')).toMatchObject({ ok: true, phone: '998331234567' });
  });

  it('refuses numbers of countries the merchant does not allow', () => {
    expect(parseCustomerPhone('+7 701 123 45 67')).toEqual({ ok: false, problem: 'PHONE_COUNTRY_NOT_ALLOWED' });
    expect(parseCustomerPhone('+7 701 123 45 67', ['998', '7'])).toEqual({ ok: true, phone: '77011234567', callingCode: '7' });
  });

  it('reads national numbers in the home country of the first allowed calling code', () => {
    expect(parseCustomerPhone('7011234567', ['7'])).toEqual({ ok: true, phone: '77011234567', callingCode: '7' });
  });

  it('refuses what is not a whole phone number', () => {
    for (const typed of ['', '12345', '90123456', '9012345678901234', 'abc', '+998 90 123 45 6x', '90 123 45 67; drop table']) {
      expect(parseCustomerPhone(typed)).toEqual({ ok: false, problem: 'PHONE_INVALID' });
    }
  });

  it('falls back to Uzbekistan when a merchant allows no calling code', () => {
    expect(parseCustomerPhone('901234567', [])).toMatchObject({ ok: true, phone: '998901234567' });
  });
});

describe('the sign-in mask', () => {
  it('groups digits as they are typed', () => {
    expect(formatPhoneAsTyped('99890123')).toBe('+998 90 123');
    expect(formatPhoneAsTyped('+998901234567')).toBe('+998 90 123 45 67');
    expect(formatPhoneAsTyped('')).toBe('');
  });

  it('knows when the number is complete and which prefix to start with', () => {
    expect(isCompletePhone('+998 90 123 45 6')).toBe(false);
    expect(isCompletePhone('+998 90 123 45 67')).toBe(true);
    expect(callingCodePrefix(['998'])).toBe('+998');
    expect(callingCodePrefix([])).toBe('+998');
  });
});
