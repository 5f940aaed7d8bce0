// The sign-in page's lock-out wording and the staff dialog's "send only what changed".
import { describe, expect, it } from 'vitest';
import type { Staff } from '@dastarkhan/domain/contracts/console';
import { accessMessages } from './locales.ts';
import { lockedMinutes } from './sign-in.ts';
import { staffChanges, type StaffDraft } from './staff-changes.ts';

const STAFF: Staff = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Dilnoza',
  email: 'dilnoza@demo.localhost',
  phone: null,
  role: 'OPERATOR',
  totpEnabled: true,
  courierId: null,
  isActive: true,
  lockedUntil: null,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const UNCHANGED: StaffDraft = { name: 'Dilnoza', role: 'OPERATOR', isActive: true, courierId: '', password: '', resetTotp: false, unlock: false };

describe('lockedMinutes', () => {
  it('rounds the seconds of a lock-out up to whole minutes', () => {
    expect(lockedMinutes({ code: 'CONSOLE_ACCOUNT_LOCKED', details: { retryAfter: 900 } })).toBe(15);
    expect(lockedMinutes({ code: 'CONSOLE_ACCOUNT_LOCKED', details: { retryAfter: 61 } })).toBe(2);
    expect(lockedMinutes({ code: 'CONSOLE_TOO_MANY_ATTEMPTS', details: { retryAfter: 5 } })).toBe(1);
  });

  it('is null for other errors and lock-outs without a time', () => {
    expect(lockedMinutes({ code: 'CONSOLE_CREDENTIALS_INVALID', details: { attemptsLeft: 2 } })).toBeNull();
    expect(lockedMinutes({ code: 'CONSOLE_ACCOUNT_LOCKED' })).toBeNull();
  });
});

describe('staffChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(staffChanges(STAFF, UNCHANGED)).toEqual({});
  });

  it('sends only the changed fields, the courier only for a courier account', () => {
    expect(staffChanges(STAFF, { ...UNCHANGED, role: 'MANAGER', isActive: false })).toEqual({ role: 'MANAGER', isActive: false });
    expect(staffChanges(STAFF, { ...UNCHANGED, role: 'COURIER', courierId: '00000000-0000-4000-8000-000000000002' })).toEqual({
      role: 'COURIER',
      courierId: '00000000-0000-4000-8000-000000000002',
    });
    expect(staffChanges({ ...STAFF, role: 'COURIER', courierId: 'c1' }, { ...UNCHANGED, courierId: 'c1' })).toEqual({ role: 'OPERATOR', courierId: null });
  });

  it('sends a new password, a second factor reset and an unlock only when asked', () => {
    expect(staffChanges(STAFF, { ...UNCHANGED, password: 'new-password-123', resetTotp: true, unlock: true })).toEqual({
      password: 'new-password-123',
      resetTotp: true,
      unlock: true,
    });
    expect(staffChanges({ ...STAFF, totpEnabled: false }, { ...UNCHANGED, resetTotp: true })).toEqual({});
  });
});

describe('access texts', () => {
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  function keysOf(value: unknown, prefix = ''): string[] {
    if (typeof value !== 'object' || value === null) return [base(prefix)];
    return [...new Set(Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key)))];
  }

  it('has every text in ru and uz (plural forms aside), and not as English copies', () => {
    const reference = keysOf(accessMessages.eng).sort();
    for (const language of ['ru', 'uz'] as const) {
      expect(keysOf(accessMessages[language]).sort()).toEqual(reference);
      expect(accessMessages[language].login.title).not.toBe(accessMessages.eng.login.title);
      expect(accessMessages[language].audit.title).not.toBe(accessMessages.eng.audit.title);
    }
  });
});
