// Loader and action side of /basket: the menu's products as the basket prices them, the order rules,
// the customer's cashback balance, and the promo code check (signed-in customers only).
import type { AppLoadContext } from 'react-router';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import { PromoCheckSchema } from '@dastarkhan/domain/contracts/promo';
import { OrderSettingsSchema, type OrderSettings } from '@dastarkhan/domain/contracts/settings';
import { SERVICE_TYPES, type ServiceType } from '@dastarkhan/domain/enums';
import { pickLocalized, type Language } from '@dastarkhan/domain/i18n';
import { somToTiyin } from '@dastarkhan/domain/money';
import type { PromoTerms } from '@dastarkhan/domain/pricing';
import { ApiRequestError } from '../../lib/api.server.ts';
import { notFound } from '../../lib/content.server.ts';
import { jsonBody, sessionRequest, storefrontRequest, type Session } from '../../lib/session.server.ts';
import type { Storefront } from '../../lib/storefront.ts';
import { translator } from '../../lib/i18n.ts';
import { derivedFromMenu } from '../catalogue/catalogue.server.ts';
import { localizeCard, toProductCard, type ProductCardView } from '../catalogue/menu-model.ts';
import { toBasketProduct, type BasketProduct } from './basket-model.ts';

/** Every product of the menu in the basket's shape (names in `language`), computed once per menu and language. */
export function basketProducts(overalls: Overalls, language: Language): BasketProduct[] {
  return derivedFromMenu(overalls, `basket-products:${language}`, () =>
    overalls.flatMap((group) => group.categories.flatMap((category) => category.products.map((product) => toBasketProduct(product, (text) => pickLocalized(text, language))))),
  );
}

/**
 * The products the merchant recommends with an order (isCartRecommendation), as menu cards in `language`; a
 * category shown without a basket recommends nothing. Computed once per menu and language.
 */
export function cartRecommendations(overalls: Overalls, language: Language): ProductCardView[] {
  return derivedFromMenu(overalls, `cart-recommendations:${language}`, () => {
    const texts = { t: translator(language, 'catalogue'), language };
    return overalls.flatMap((group) =>
      group.categories.flatMap((category) =>
        category.isWithoutCart ? [] : category.products.filter((product) => product.isCartRecommendation).map((product) => localizeCard(toProductCard(product, category), texts)),
      ),
    );
  });
}

/** cartPageActive off: the storefront shows its menu without a basket, so the basket and checkout pages do not exist. */
export function requireStorefrontOrdering(storefront: Storefront): void {
  if (!storefront.settings.cartPageActive) notFound();
}

/** The merchant's order rules; the defaults (no fee, no minimum) when the API cannot answer, so the basket still opens. */
export async function loadOrderSettings(context: AppLoadContext, storefront: Storefront): Promise<OrderSettings> {
  try {
    return OrderSettingsSchema.parse(await storefrontRequest<unknown>(context, storefront, '/api/orders/v1/merchant/settings'));
  } catch (error) {
    if (error instanceof ApiRequestError) return OrderSettingsSchema.parse({});
    throw error;
  }
}

/** The order rules the shared pricing and the minimum-order notes need (what basket and checkout send the page). */
export function pricingRules(orderSettings: OrderSettings) {
  return {
    isServiceFeeEnabled: orderSettings.isServiceFeeEnabled,
    isServiceFeeFreeAboveThreshold: orderSettings.isServiceFeeFreeAboveThreshold,
    serviceFeeThreshold: orderSettings.serviceFeeThreshold,
    serviceFeeAmount: orderSettings.serviceFeeAmount,
    minimalDeliveryPrice: orderSettings.minimalDeliveryPrice,
    minimalOrderPrice: orderSettings.minimalOrderPrice,
    minimalOrderQuantity: orderSettings.minimalOrderQuantity,
  };
}

/** The customer's cashback balance, so'm; 0 when cashback is off or the balance cannot be read (the toggle just stays hidden). */
export async function loadCashbackBalance(context: AppLoadContext, session: Session | null): Promise<number> {
  if (!session || !session.storefront.settings.cashbackActive) return 0;
  try {
    const answer = await sessionRequest<{ balance?: unknown }>(context, session, '/api/orders/v1/cashback/balance');
    return typeof answer.balance === 'number' && answer.balance > 0 ? answer.balance : 0;
  } catch (error) {
    if (error instanceof ApiRequestError) return 0;
    throw error;
  }
}

export type PromoResult =
  | { ok: true; code: string; terms: PromoTerms }
  /** `error` is the API's code (PROMO_EXPIRED, …), SIGN_IN for guests, INVALID for an empty code. */
  | { ok: false; error: string; minPrice: number | null };

function promoTerms(check: ReturnType<typeof PromoCheckSchema.parse>): PromoTerms {
  const { promo } = check;
  return {
    discountType: promo.discountType,
    productDiscount: promo.discountType === 'AMOUNT' ? somToTiyin(promo.productDiscount) : promo.productDiscount,
    deliveryDiscountType: promo.deliveryDiscountType,
    deliveryDiscount: promo.deliveryDiscountType === 'AMOUNT' ? somToTiyin(promo.deliveryDiscount) : promo.deliveryDiscount,
    minPriceTiyin: somToTiyin(promo.minPrice),
  };
}

/** Checks a promo code against the basket's product price (so'm, after the products' own discounts). */
export async function checkPromo(context: AppLoadContext, session: Session | null, form: FormData): Promise<PromoResult> {
  if (!session) return { ok: false, error: 'SIGN_IN', minPrice: null };
  const code = String(form.get('code') ?? '').trim();
  const productPrice = Number(form.get('productPrice'));
  const requested = String(form.get('serviceType'));
  const serviceType: ServiceType = (SERVICE_TYPES as readonly string[]).includes(requested) ? (requested as ServiceType) : 'DELIVERY';
  if (code === '' || !Number.isFinite(productPrice) || productPrice < 0) return { ok: false, error: 'INVALID', minPrice: null };
  try {
    const answer = PromoCheckSchema.parse(
      await sessionRequest<unknown>(context, session, '/api/orders/v1/promos/check', jsonBody('POST', { code, serviceType, productPrice })),
    );
    return { ok: true, code: answer.promo.code, terms: promoTerms(answer) };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const minPrice = typeof error.details?.minPrice === 'number' ? error.details.minPrice : null;
    return { ok: false, error: error.code, minPrice };
  }
}
