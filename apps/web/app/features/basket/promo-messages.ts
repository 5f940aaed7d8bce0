// The spec's promo code messages (storefront-core §5, account-session-settings §5) for an answer of
// the promo check, in the page's language.
import type { TFunction } from 'i18next';
import type { Language } from '@dastarkhan/domain/i18n';
import { formatSom } from '@dastarkhan/domain/money';
import type { PromoResult } from './basket.server.ts';

/** The spec's promo messages in the page's language; PROMO_MIN_PRICE names the minimum as money. */
export function promoError(t: TFunction<'basket'>, result: Extract<PromoResult, { ok: false }>, language: Language): string {
  switch (result.error) {
    case 'PROMO_NOT_FOUND':
      return t('promo.errors.notFound');
    case 'PROMO_NOT_ACTIVE':
    case 'PROMOS_DISABLED':
      return t('promo.errors.notActive');
    case 'PROMO_NOT_STARTED':
      return t('promo.errors.notStarted');
    case 'PROMO_EXPIRED':
      return t('promo.errors.expired');
    case 'PROMO_MIN_PRICE':
      return result.minPrice === null ? t('promo.errors.generic') : t('promo.errors.minPrice', { min: formatSom(result.minPrice, language) });
    case 'PROMO_USAGE_LIMIT':
      return t('promo.errors.usageLimit');
    case 'PROMO_FIRST_ORDER_ONLY':
      return t('promo.errors.firstOrderOnly');
    case 'SIGN_IN':
      return t('promo.signIn');
    case 'INVALID':
      return t('promo.required');
    default:
      return t('promo.errors.generic');
  }
}
