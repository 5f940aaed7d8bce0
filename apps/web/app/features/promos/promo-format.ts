// What a promo code gives and when it holds, in the customer's words: the big discount of the ticket, its
// minimum, its dates (our own month names, never the runtime's Uzbek), and the pricing terms the basket keeps.
import type { TFunction } from 'i18next';
import type { Promo } from '@dastarkhan/domain/contracts/promo';
import { formatDate, formatDateTime, formatTimeAt } from '@dastarkhan/domain/date-format';
import type { Language } from '@dastarkhan/domain/i18n';
import { formatSom, somToTiyin } from '@dastarkhan/domain/money';
import type { PromoTerms } from '@dastarkhan/domain/pricing';
import { localDate } from '@dastarkhan/domain/zoned-time';

export interface PromoBenefit {
  /** "−10 %", "−15 000 so'm", or the free delivery line itself. */
  amount: string;
  /** What it is taken off ("off the products", "off delivery"); null when `amount` says it all. */
  on: string | null;
}

/** "−10 %" or "−15 000 so'm": a PERCENTAGE value is a percent, an AMOUNT one so'm. */
function minus(type: Promo['discountType'], value: number, language: Language): string {
  return `−${type === 'PERCENTAGE' ? `${value}\u00a0%` : formatSom(value, language)}`;
}

/** Each thing the code takes off, the products first; a code with no discount at all gives none. */
export function promoBenefits(promo: Promo, t: TFunction<'promos'>, language: Language): PromoBenefit[] {
  const benefits: PromoBenefit[] = [];
  if (promo.productDiscount > 0) benefits.push({ amount: minus(promo.discountType, promo.productDiscount, language), on: t('card.onProducts') });
  if (promo.deliveryDiscount > 0) {
    const free = promo.deliveryDiscountType === 'PERCENTAGE' && promo.deliveryDiscount >= 100;
    benefits.push(free ? { amount: t('card.freeDelivery'), on: null } : { amount: minus(promo.deliveryDiscountType, promo.deliveryDiscount, language), on: t('card.onDelivery') });
  }
  return benefits;
}

/**
 * The day alone when the instant is the edge of a day on the merchant's clock (a start at 00:00, an end at
 * 23:59), so "until 31 December" is not "until 31 December, 23:59"; otherwise the day and the time.
 */
export function promoDate(at: string, edge: 'start' | 'end', timeZone: string, language: Language): string {
  const time = formatTimeAt(at, timeZone, language);
  if (time === (edge === 'start' ? '00:00' : '23:59')) return formatDate(localDate(new Date(at), timeZone), language);
  return formatDateTime(at, timeZone, language);
}

/** Whether the code only starts after `now` (listed so the customer knows; not yet accepted by the basket). */
export function startsLater(promo: Promo, now: number): boolean {
  return promo.startDate !== null && Date.parse(promo.startDate) > now;
}

/** The basket's pricing terms of a listed code (tiyin for AMOUNT terms), as the basket's own check stores them. */
export function promoTerms(promo: Promo): PromoTerms {
  return {
    discountType: promo.discountType,
    productDiscount: promo.discountType === 'AMOUNT' ? somToTiyin(promo.productDiscount) : promo.productDiscount,
    deliveryDiscountType: promo.deliveryDiscountType,
    deliveryDiscount: promo.deliveryDiscountType === 'AMOUNT' ? somToTiyin(promo.deliveryDiscount) : promo.deliveryDiscount,
    minPriceTiyin: somToTiyin(promo.minPrice),
  };
}
