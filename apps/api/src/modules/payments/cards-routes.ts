// HTTP routes of saved cards (Payme Subscribe API): where the browser sends the card, the customer's
// cards, saving one by its token, deleting one, and paying an order with one. Bodies that carry a card
// number or CVV are refused before validation, so neither is ever parsed into a schema, stored or logged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { AddCardRequestSchema, CardPaymentSchema, CardsConfigSchema, PaymentCardSchema, PayWithCardRequestSchema } from '@dastarkhan/domain/contracts/payments';
import { badRequest } from '../../errors.ts';
import { carriesCardData } from './card-data.ts';
import type { CardsContext, CardsService } from './cards.ts';

const tags = ['payments'];
const IdParams = z.object({ id: z.uuid() });
const NoContent = z.null().describe('Done, no body');

const disabledError = ApiErrorSchema.describe("CARDS_DISABLED: the merchant's web setting cardActive is off");
const cardNotFound = ApiErrorSchema.describe("CARD_NOT_FOUND (also another customer's card)");
const unavailableError = ApiErrorSchema.describe('PAYMENT_PROVIDER_UNAVAILABLE: Payme did not answer in time or answered nonsense; try again');

function contextOf(request: FastifyRequest): CardsContext {
  return { merchant: request.merchant, userId: request.user.id };
}

/** Refuses a body holding card data, before the schema (and its error details) ever sees it. */
async function refuseCardData(request: FastifyRequest): Promise<void> {
  if (carriesCardData(request.body)) throw badRequest('CARD_DATA_REFUSED');
}

export function registerCardRoutes(app: FastifyInstance, deps: { cards: CardsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cards } = deps;

  r.get(
    '/api/payments/v1/cards/config',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Where the browser sends the card: Payme's Subscribe API endpoint and the merchant's public cash register id (X-Auth of cards.create, cards.get_verify_code, cards.verify)",
        response: { 200: CardsConfigSchema, 403: disabledError },
      },
    },
    (request) => cards.config(contextOf(request)),
  );

  r.get(
    '/api/payments/v1/cards',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The customer's saved cards, newest first (masked numbers; never the token)",
        response: { 200: z.array(PaymentCardSchema), 403: disabledError },
      },
    },
    (request) => cards.list(contextOf(request)),
  );

  r.post(
    '/api/payments/v1/cards',
    {
      config: { auth: 'required' },
      preValidation: refuseCardData,
      schema: {
        tags,
        summary:
          'Save a card by the token Payme gave the browser after cards.verify. The token is checked with Payme (cards.check) and must be verified. The same token again answers the card saved, 200',
        body: AddCardRequestSchema,
        response: {
          201: PaymentCardSchema.describe('The card, saved'),
          200: PaymentCardSchema.describe('The card of this token, saved before'),
          400: ApiErrorSchema.describe('CARD_DATA_REFUSED: the body carries a card number or CVV (never send them to us); CARD_NOT_VERIFIED: Payme does not know the token (details.provider); VALIDATION_ERROR'),
          403: disabledError,
          404: ApiErrorSchema.describe("CARD_NOT_FOUND: the token is another customer's card"),
          409: ApiErrorSchema.describe('CARD_NOT_VERIFIED: the SMS code was not confirmed, or the token is single-use (details.reason); PAYMENT_PROVIDER_NOT_CONFIGURED'),
          503: unavailableError,
        },
      },
    },
    async (request, reply) => {
      const saved = await cards.add(contextOf(request), request.body);
      return reply.code(saved.created ? 201 : 200).send(saved.card);
    },
  );

  r.delete(
    '/api/payments/v1/cards/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Delete a saved card (Payme is told to forget the token too, when it can be reached)',
        params: IdParams,
        response: { 204: NoContent, 403: disabledError, 404: cardNotFound },
      },
    },
    async (request, reply) => {
      await cards.remove(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/payments/v1/cards/:id/pay',
    {
      config: { auth: 'required' },
      preValidation: refuseCardData,
      schema: {
        tags,
        summary:
          "Pay the customer's unpaid Payme order with a saved card (a Payme receipt for the order's total, paid with the card's token). A second tap while it runs is 409 PAYMENT_IN_PROGRESS, after it 409 ORDER_ALREADY_PAID: never a second charge",
        params: IdParams,
        body: PayWithCardRequestSchema,
        response: {
          200: CardPaymentSchema,
          400: ApiErrorSchema.describe('CARD_DATA_REFUSED, VALIDATION_ERROR'),
          402: ApiErrorSchema.describe("CARD_PAYMENT_FAILED: Payme declined the card (details.provider: Payme's code and message)"),
          403: disabledError,
          404: ApiErrorSchema.describe("CARD_NOT_FOUND, ORDER_NOT_FOUND (also another customer's card or order)"),
          409: ApiErrorSchema.describe(
            'ORDER_ALREADY_PAID, ORDER_NOT_PAID_ONLINE (not a Payme order), ORDER_NOT_PAYABLE (cancelled, refunded or its time to pay is over; details.refunded when money taken meanwhile went back), PAYMENT_IN_PROGRESS, CARD_PAYMENT_FAILED (Payme refused the receipt), PAYMENT_PROVIDER_NOT_CONFIGURED',
          ),
          503: unavailableError,
        },
      },
    },
    (request) => cards.pay(contextOf(request), request.params.id, request.body.orderId),
  );
}
