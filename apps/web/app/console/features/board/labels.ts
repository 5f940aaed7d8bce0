// Localized names of order and courier statuses (from packages/domain), times on the merchant's clock, order ages.
import { formatTimeAt } from '@dastarkhan/domain/date-format';
import type { CourierStatus, OrderStatus } from '@dastarkhan/domain/enums';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { COURIER_STATUS_TEXT, ORDER_STATUS_TEXT } from '@dastarkhan/domain/order-status';
import type { ConsoleLanguage, ConsoleT } from '../../lib/console-i18n.ts';

export function statusName(status: OrderStatus, language: ConsoleLanguage): string {
  return pickLocalized(ORDER_STATUS_TEXT[status], language) ?? status;
}

export function courierStatusName(status: CourierStatus, language: ConsoleLanguage): string {
  return pickLocalized(COURIER_STATUS_TEXT[status], language) ?? status;
}

export function timeAt(at: string, timeZone: string, language: ConsoleLanguage): string {
  return formatTimeAt(at, timeZone, language);
}

/** "12 min", "1 h 5 min" since `at` (never negative). */
export function ageOf(at: string, now: number, t: ConsoleT): string {
  const minutes = Math.max(0, Math.floor((now - new Date(at).getTime()) / 60_000));
  if (minutes < 60) return t('card.age', { minutes });
  return t('card.ageHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A link that opens the point in the phone's map app (or the browser's map). */
export function mapLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** "+998 90 123 45 67" for 998901234567; other numbers as given, with a plus. */
export function phoneText(digits: string): string {
  const match = /^998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (match) return `+998 ${match[1]} ${match[2]} ${match[3]} ${match[4]}`;
  return digits.startsWith('+') ? digits : `+${digits}`;
}

export function telLink(digits: string): string {
  return `tel:+${digits.replace(/^\+/, '')}`;
}
