import { describe, expect, it } from 'vitest';
import { confirmHref, confirmPhone, isEmptyPhone, loginHref } from './sign-in.ts';

describe('sign-in addresses', () => {
  it('carries the phone, where to go next and when to allow a resend to the confirm page', () => {
    const href = confirmHref({ phone: '998901234567', next: '/checkout?step=2', resendAt: 1_700_000_060 });
    const url = new URL(href, 'http://demo.localhost');
    expect(url.pathname).toBe('/login/confirm');
    expect(url.searchParams.get('phone')).toBe('998901234567');
    expect(url.searchParams.get('next')).toBe('/checkout?step=2');
    expect(url.searchParams.get('resend')).toBe('1700000060');
    expect(url.searchParams.has('resent')).toBe(false);
    expect(confirmHref({ phone: '998901234567', next: '/', resendAt: 1, resent: true })).toBe('/login/confirm?phone=998901234567&resend=1&resent=1');
  });

  it('leads back to /login keeping next and the number to edit', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/profile', '998901234567')).toBe('/login?next=%2Fprofile&phone=998901234567');
  });

  it('accepts only a plausible phone on the confirm page', () => {
    expect(confirmPhone('998901234567')).toBe('998901234567');
    expect(confirmPhone('+998901234567')).toBeNull();
    expect(confirmPhone('12')).toBeNull();
    expect(confirmPhone(null)).toBeNull();
  });

  it('treats the bare calling code of the mask as an empty field', () => {
    expect(isEmptyPhone('+998 ')).toBe(true);
    expect(isEmptyPhone('')).toBe(true);
    expect(isEmptyPhone('+998 90')).toBe(false);
  });
});
