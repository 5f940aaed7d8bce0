// The order page's payment rules: when "Pay" is offered, the time left to pay (which never goes below
// zero and never counts for an order with no time limit), the saved-card offer, and the countdown text.
import { describe, expect, it } from 'vitest';
import { canPayOnline, formatCountdown, offersSavedCards, paymentTimeOver, secondsToPay, type PayableOrder } from './order-payment.ts';

const DEADLINE = '2026-03-10T07:30:00.000Z';
const at = (iso: string) => Date.parse(iso);

const unpaid = (overrides: Partial<PayableOrder> = {}): PayableOrder => ({ status: 'CREATED', paymentType: 'PAYME', paymentState: 'unpaid', paymentExpiresAt: DEADLINE, ...overrides });

describe('secondsToPay', () => {
  it('counts whole seconds up to the deadline, rounding a part second up, and stops at zero', () => {
    expect(secondsToPay(unpaid(), at('2026-03-10T07:00:00.000Z'))).toBe(1800);
    expect(secondsToPay(unpaid(), at('2026-03-10T07:29:59.400Z'))).toBe(1);
    expect(secondsToPay(unpaid(), at('2026-03-10T07:30:00.000Z'))).toBe(0);
    expect(secondsToPay(unpaid(), at('2026-03-10T09:00:00.000Z'))).toBe(0);
  });

  it('has no figure for an order without a time limit or with a broken one', () => {
    expect(secondsToPay(unpaid({ paymentExpiresAt: null }), at(DEADLINE))).toBeNull();
    expect(secondsToPay(unpaid({ paymentExpiresAt: 'soon' }), at(DEADLINE))).toBeNull();
  });
});

describe('canPayOnline and paymentTimeOver', () => {
  const before = at('2026-03-10T07:10:00.000Z');
  const after = at('2026-03-10T07:30:00.500Z');

  it('offers "Pay" for an unpaid order paid online until its time is over', () => {
    for (const paymentType of ['PAYME', 'CLICK', 'UZUM'] as const) expect(canPayOnline(unpaid({ paymentType }), before)).toBe(true);
    expect(canPayOnline(unpaid(), after)).toBe(false);
    expect(paymentTimeOver(unpaid(), after)).toBe(true);
    expect(paymentTimeOver(unpaid(), before)).toBe(false);
    // No deadline known: the API decides when it is asked for the link.
    expect(canPayOnline(unpaid({ paymentExpiresAt: null }), after)).toBe(true);
  });

  it('never offers it for an order paid, refunded, canceled, or paid in person', () => {
    expect(canPayOnline(unpaid({ paymentState: 'paid', paymentExpiresAt: null }), before)).toBe(false);
    expect(canPayOnline(unpaid({ paymentState: 'refunded' }), before)).toBe(false);
    expect(canPayOnline(unpaid({ status: 'CANCELED' }), before)).toBe(false);
    expect(canPayOnline(unpaid({ paymentType: 'CASH', paymentExpiresAt: null }), before)).toBe(false);
    expect(canPayOnline(unpaid({ paymentType: 'TERMINAL', paymentExpiresAt: null }), before)).toBe(false);
    expect(paymentTimeOver(unpaid({ status: 'CANCELED' }), after)).toBe(false);
    expect(paymentTimeOver(unpaid({ paymentState: 'paid' }), after)).toBe(false);
  });
});

describe('offersSavedCards', () => {
  const before = at('2026-03-10T07:10:00.000Z');

  it('offers a saved card for an unpaid Payme order of a merchant that allows cards', () => {
    expect(offersSavedCards(unpaid(), { cardActive: true }, before)).toBe(true);
    expect(offersSavedCards(unpaid(), { cardActive: false }, before)).toBe(false);
    expect(offersSavedCards(unpaid({ paymentType: 'CLICK' }), { cardActive: true }, before)).toBe(false);
    expect(offersSavedCards(unpaid({ paymentState: 'paid' }), { cardActive: true }, before)).toBe(false);
    expect(offersSavedCards(unpaid(), { cardActive: true }, at('2026-03-10T08:00:00.000Z'))).toBe(false);
  });
});

describe('formatCountdown', () => {
  it('reads minutes and seconds, and hours once there is an hour or more', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(29 * 60 + 5)).toBe('29:05');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(24 * 3600 - 1)).toBe('23:59:59');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
