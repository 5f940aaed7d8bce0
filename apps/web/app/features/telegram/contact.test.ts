import { describe, expect, it } from 'vitest';
import { contactOutcome, contactPhone } from './contact.ts';

const RESPONSE = 'contact=%7B%22user_id%22%3A42%7D&auth_date=1700000000&hash=abc';

describe('contactOutcome', () => {
  it('takes the phone, the names and the signed response of a shared contact', () => {
    const outcome = contactOutcome(
      true,
      { status: 'sent', response: RESPONSE, responseUnsafe: { contact: { phone_number: '998901234567', first_name: 'Ali', last_name: 'Valiyev', user_id: 42 } } },
      { first_name: 'Ignored' },
    );
    expect(outcome).toEqual({ kind: 'shared', phone: '+998901234567', firstName: 'Ali', lastName: 'Valiyev', contact: RESPONSE });
  });

  it('falls back to the Telegram profile name when the contact has none', () => {
    const outcome = contactOutcome(true, { status: 'sent', response: RESPONSE, responseUnsafe: { contact: { phone_number: '+998901234567' } } }, { first_name: 'Ali' });
    expect(outcome).toMatchObject({ kind: 'shared', phone: '+998901234567', firstName: 'Ali', lastName: null });
  });

  it('is a refusal when the customer cancels', () => {
    expect(contactOutcome(false, { status: 'cancelled' }, undefined)).toEqual({ kind: 'declined' });
  });

  it('is unreadable when Telegram says sent but passes no contact on', () => {
    expect(contactOutcome(true, { status: 'sent' }, { first_name: 'Ali' })).toEqual({ kind: 'unreadable' });
  });

  it('is unreadable without the signed response: a phone alone proves nothing and the API would refuse it', () => {
    const responseUnsafe = { contact: { phone_number: '998901234567', first_name: 'Ali', user_id: 42 } };
    expect(contactOutcome(true, { status: 'sent', responseUnsafe }, { first_name: 'Ali' })).toEqual({ kind: 'unreadable' });
    expect(contactOutcome(true, { status: 'sent', response: '  ', responseUnsafe }, { first_name: 'Ali' })).toEqual({ kind: 'unreadable' });
  });
});

describe('contactPhone', () => {
  it('adds the plus Telegram leaves out, and keeps other notations as they are', () => {
    expect(contactPhone('998901234567')).toBe('+998901234567');
    expect(contactPhone('+7 701 123 45 67')).toBe('+7 701 123 45 67');
    expect(contactPhone('  ')).toBeNull();
    expect(contactPhone(998901234567)).toBeNull();
  });
});
