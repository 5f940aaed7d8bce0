import { describe, expect, it } from 'vitest';
import { requiresSignIn } from './guards.ts';

describe('pages that need sign-in', () => {
  it.each(['/checkout', '/checkout/confirm', '/profile', '/profile/', '/profile/user', '/profile/orders', '/profile/orders/42/map', '/profile/address/create'])(
    '%s asks a guest to sign in',
    (path) => expect(requiresSignIn(path)).toBe(true),
  );

  it.each(['/', '/basket', '/product/1', '/search', '/profiles', '/checkouts', '/branches', '/login'])('%s is open to guests', (path) =>
    expect(requiresSignIn(path)).toBe(false),
  );
});
