import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, phoneHref } from './phone.ts';

describe('phone numbers', () => {
  it('groups Uzbek numbers the national way', () => {
    expect(formatPhone('+998901234567')).toBe('+998 90 123 45 67');
    expect(formatPhone('998 (90) 123-45-67')).toBe('+998 90 123 45 67');
    expect(formatPhone('901234567')).toBe('90 123 45 67');
  });

  it('keeps short and foreign numbers readable', () => {
    expect(formatPhone('1234')).toBe('1234');
    expect(formatPhone('+77011234567')).toBe('+770 112 345 67');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });

  it('makes tel: links only from real numbers', () => {
    expect(phoneHref('+998 90 123-45-67')).toBe('tel:+998901234567');
    expect(phoneHref('71 200 00 00')).toBe('tel:712000000');
    expect(phoneHref('call us')).toBeNull();
    expect(normalizePhone('javascript:alert(1)')).toBeNull();
  });
});
