// HTTP routes of payments: the customer's checkout link and saved cards, and the endpoints the
// providers call (Payme, Click, Uzum), which read their bodies raw: Click's signature is over the fields
// exactly as sent, and Payme answers even a body that is not JSON with HTTP 200 and its own error.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { PaymentCheckoutQuerySchema, PaymentCheckoutSchema } from '@dastarkhan/domain/contracts/payments';
import { requestLanguage } from '../../plugins/errors.ts';
import type { CardsService } from './cards.ts';
import { registerCardRoutes } from './cards-routes.ts';
import { registerClickRoutes } from './click-routes.ts';
import type { PaymentsCore } from './core.ts';
import { registerPaymeRoutes } from './payme-routes.ts';
import type { PaymentsService } from './service.ts';
import { registerUzumRoutes } from './uzum-routes.ts';

const tags = ['payments'];

/** Provider callbacks are small; a larger body is not one of theirs. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

export function registerPaymentRoutes(app: FastifyInstance, deps: { payments: PaymentsService; core: PaymentsCore; cards: CardsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = deps;

  r.get(
    '/api/payments/v2/checkout/:orderId',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The payment link of the customer's unpaid order paid online (Payme, Click, Uzum), with the return URL to the order page",
        params: z.object({ orderId: z.uuid() }),
        querystring: PaymentCheckoutQuerySchema,
        response: {
          200: PaymentCheckoutSchema,
          400: ApiErrorSchema.describe("RETURN_URL_NOT_ALLOWED: the return URL is not on the merchant's storefront"),
          404: ApiErrorSchema.describe("ORDER_NOT_FOUND (also another customer's order)"),
          409: ApiErrorSchema.describe('ORDER_NOT_PAID_ONLINE, ORDER_ALREADY_PAID, ORDER_NOT_PAYABLE (cancelled, refunded or its time to pay is over), PAYMENT_PROVIDER_NOT_CONFIGURED'),
        },
      },
    },
    (request) =>
      payments.checkout(
        { merchant: request.merchant, userId: request.user.id },
        {
          orderId: request.params.orderId,
          origin: `${request.protocol}://${request.host}`,
          returnUrl: request.query.returnUrl,
          language: request.query.lang ?? requestLanguage(request),
        },
      ),
  );

  registerCardRoutes(app, { cards: deps.cards });

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    registerPaymeRoutes(scope, { core: deps.core });
    registerClickRoutes(scope, { core: deps.core });
    registerUzumRoutes(scope, { core: deps.core });
  });
}
