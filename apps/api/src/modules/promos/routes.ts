// HTTP routes of promo codes: the check the basket calls before an order, and the customer's list of the
// merchant's public codes (/profile/promos). Money in so'm here, tiyin inside.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { PromoCheckRequestSchema, PromoCheckSchema, PromoSchema, type Promo, type PromoCheck } from '@dastarkhan/domain/contracts/promo';
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
    firstOrderOnly: promo.firstOrderOnly,
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
            "PROMOS_DISABLED (the merchant's web setting promoActive is off) / PROMO_NOT_FOUND / PROMO_NOT_ACTIVE / PROMO_NOT_STARTED / PROMO_EXPIRED / PROMO_USAGE_LIMIT / " +
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

  r.get(
    '/api/orders/v1/promos/available',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The merchant's public promo codes the signed-in customer can use now or once they start",
        description:
          'Only codes the merchant marked as shown to customers. A code is listed while it is switched on and not ended, ' +
          "its overall limit and the customer's own limit are not used up (canceled orders give their use back), and, " +
          'for a first-order code, while the customer has no order that was not canceled. A code that starts later is listed ' +
          'with its startDate. Usable codes come first, soonest ending first (then newest); then the later ones, soonest first. ' +
          'The minimum order is not checked here: the basket checks it.',
        response: {
          200: z.array(PromoSchema),
          403: ApiErrorSchema.describe("PROMOS_DISABLED: the merchant's web setting promoActive is off"),
        },
      },
    },
    async (request) => (await promos.listAvailable(request.merchant, request.user.id)).map(toPromo),
  );
}
