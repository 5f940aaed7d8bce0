// HTTP route of the promo code check the basket calls before an order (money in so'm here, tiyin inside).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { PromoCheckRequestSchema, PromoCheckSchema, type Promo, type PromoCheck } from '@dastarkhan/domain/contracts/promo';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import type { PromoCheckResult, PromosService, ResolvedPromo } from './service.ts';

const tags = ['promos'];

/** Amounts of AMOUNT terms are money (so'm at the edge); PERCENTAGE terms are percents as they are. */
function toPromo(promo: ResolvedPromo): Promo {
  return {
    id: promo.id,
    code: promo.code,
    discountType: promo.discountType,
    productDiscount: promo.discountType === 'AMOUNT' ? tiyinToSom(promo.productDiscount) : promo.productDiscount,
    deliveryDiscountType: promo.deliveryDiscountType,
    deliveryDiscount: promo.deliveryDiscountType === 'AMOUNT' ? tiyinToSom(promo.deliveryDiscount) : promo.deliveryDiscount,
    minPrice: tiyinToSom(promo.minPriceTiyin),
    startDate: promo.startDate?.toISOString() ?? null,
    endDate: promo.endDate?.toISOString() ?? null,
  };
}

export function toPromoCheck(result: PromoCheckResult): PromoCheck {
  return {
    promo: toPromo(result.promo),
    productDiscount: tiyinToSom(result.productDiscountTiyin),
    deliveryDiscount: tiyinToSom(result.deliveryDiscountTiyin),
  };
}

export function registerPromoRoutes(app: FastifyInstance, deps: { promos: PromosService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { promos } = deps;

  r.post(
    '/api/orders/v1/promos/check',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Check a promo code against the basket and answer the discount it gives',
        description:
          'The code is compared without regard to case or surrounding spaces, among the codes of the merchant of the request. ' +
          'The discount is computed by the same pricing as the order, so the basket, this answer and the order agree.',
        body: PromoCheckRequestSchema,
        response: {
          200: PromoCheckSchema,
          400: ApiErrorSchema.describe(
            'PROMO_NOT_FOUND / PROMO_NOT_ACTIVE / PROMO_NOT_STARTED / PROMO_EXPIRED / PROMO_USAGE_LIMIT / ' +
              'PROMO_FIRST_ORDER_ONLY (the customer already has an order that was not canceled) / ' +
              "PROMO_MIN_PRICE (details.minPrice: the products must cost more than this, so'm), or a malformed body",
          ),
        },
      },
    },
    async (request) => {
      const { code, serviceType, productPrice, deliveryPrice } = request.body;
      const result = await promos.checkPromo(request.merchant, {
        code,
        serviceType,
        productPriceTiyin: somToTiyin(productPrice),
        deliveryPriceTiyin: deliveryPrice === undefined ? undefined : somToTiyin(deliveryPrice),
        userId: request.user.id,
      });
      return toPromoCheck(result);
    },
  );
}
