// The order page's payment rules without React: whether it offers "Pay" (and the saved-card payment),
// how long is left to pay, and that time as the countdown reads it.
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { isPaidOnline } from '@dastarkhan/domain/order-status';

export type PayableOrder = Pick<Order, 'status' | 'paymentType' | 'paymentState' | 'paymentExpiresAt'>;

/** Whole seconds left to pay at `now` (ms since epoch), never below 0; null when no time limit applies. */
export function secondsToPay(order: Pick<Order, 'paymentExpiresAt'>, now: number): number | null {
  if (order.paymentExpiresAt === null) return null;
  const deadline = Date.parse(order.paymentExpiresAt);
  if (Number.isNaN(deadline)) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Whether the page offers "Pay": an order paid online that is still unpaid, not canceled, and whose
 * time to pay has not run out (the API cancels it then, and would refuse the payment link anyway).
 */
export function canPayOnline(order: PayableOrder, now: number): boolean {
  if (!isPaidOnline(order.paymentType) || order.paymentState !== 'unpaid' || order.status === 'CANCELED') return false;
  const left = secondsToPay(order, now);
  return left === null || left > 0;
}

/** Whether the order's time to pay is over while it still waits for the money (the page says it is being canceled). */
export function paymentTimeOver(order: PayableOrder, now: number): boolean {
  return isPaidOnline(order.paymentType) && order.paymentState === 'unpaid' && order.status !== 'CANCELED' && secondsToPay(order, now) === 0;
}

/** Payme keeps the customer's saved cards: an unpaid Payme order can be paid with one, when the merchant allows cards. */
export function offersSavedCards(order: PayableOrder, settings: Pick<WebSettings, 'cardActive'>, now: number): boolean {
  return settings.cardActive && order.paymentType === 'PAYME' && canPayOnline(order, now);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "29:05" (minutes and seconds), "1:02:03" from an hour on; Latin digits, as every clock of the storefront. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${twoDigits(minutes)}:${twoDigits(rest)}`;
}
