// How checkout words its facts: the day of a slot (today, tomorrow, a weekday) and
// the reasons that keep "Continue" disabled, in the page language.
import type { TFunction } from 'i18next';
import { formatWeekdayDate } from '@dastarkhan/domain/date-format';
import type { Language } from '@dastarkhan/domain/i18n';
import { formatSom } from '@dastarkhan/domain/money';
import { addDays, localDate } from '@dastarkhan/domain/zoned-time';
import type { CheckoutBlocker, CheckoutOrderSettings } from './checkout-model.ts';

/** "Today", "Tomorrow", else the weekday and date ("Friday, November 27") of a YYYY-MM-DD on the merchant's clock. */
export function dayLabel(day: string, now: Date, timeZone: string, language: Language, t: TFunction<'checkout'>): string {
  const today = localDate(now, timeZone);
  if (day === today) return t('timing.today');
  if (day === addDays(today, 1)) return t('timing.tomorrow');
  return formatWeekdayDate(day, language, { capitalize: true });
}

export function blockerText(
  blocker: CheckoutBlocker | 'timeChanged',
  t: TFunction<'checkout'>,
  orderSettings: Pick<CheckoutOrderSettings, 'minimalOrderPrice' | 'minimalOrderQuantity'>,
  language: Language,
): string {
  switch (blocker) {
    case 'minimumPrice':
      return t('blockers.minimumPrice', { amount: formatSom(orderSettings.minimalOrderPrice, language) });
    case 'minimumQuantity':
      return t('blockers.minimumQuantity', { count: orderSettings.minimalOrderQuantity });
    default:
      return t(`blockers.${blocker}`);
  }
}
