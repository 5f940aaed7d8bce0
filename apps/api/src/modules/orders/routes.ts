// HTTP routes of customer orders: checkout (now / at a time, Idempotency-Key), lists, one order, cancel,
// hide, call the waiter, the order settings of a branch and the merchant's payment methods.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CodeSentSchema } from '@dastarkhan/domain/contracts/account';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  OrderListQuerySchema,
  OrderPageSchema,
  OrderRequestSchema,
  OrderSchema,
  OrderSettingSchema,
  PaymentMethodSchema,
  WaiterCalledSchema,
  DiningTableSchema,
} from '@dastarkhan/domain/contracts/order';
import { SourceChannelSchema } from '@dastarkhan/domain/enums';
import { badRequest } from '../../errors.ts';
import { requestLanguage } from '../../plugins/errors.ts';
import { registerOrderReviewRoutes } from './review-routes.ts';
import type { OrderContext, OrdersService } from './service.ts';

const tags = ['orders'];
const IdParams = z.object({ id: z.uuid() });
const UserParams = z.object({ userId: z.uuid() });
const NoContent = z.null().describe('Done, no body');

/** JSON with object keys sorted at every level: equal bodies hash alike whatever order the client wrote. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The Idempotency-Key of a create and the hash of what it asks (method + path + canonical body), or null. */
function idempotencyOf(request: FastifyRequest, body: unknown): { key: string; requestHash: string } | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = (Array.isArray(header) ? header.join(',') : header).trim();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw badRequest('IDEMPOTENCY_KEY_INVALID', { field: 'Idempotency-Key', maxLength: IDEMPOTENCY_KEY_MAX_LENGTH });
  }
  const path = request.url.split('?')[0] ?? request.url;
  const requestHash = createHash('sha256').update(`${request.method} ${path}\n${canonicalJson(body)}`).digest('hex');
  return { key, requestHash };
}

function contextOf(request: FastifyRequest): OrderContext {
  return { merchant: request.merchant, userId: request.user.id };
}

const createErrors = {
  400: ApiErrorSchema.describe(
    'EMPTY_CART, PRODUCT_NOT_AVAILABLE (another merchant\'s, inactive, not sold in the branch or on the channel), PRODUCT_NOT_ENOUGH (details.maximum), ' +
      'OPTIONS_INVALID, PAYMENT_TYPE_NOT_ALLOWED, SERVICE_TYPE_NOT_ALLOWED, BRANCH_PICKUP_DISABLED, BRANCH_CLOSED, DELIVERY_TIME_INVALID, ADDRESS_REQUIRED, ' +
      'MINIMAL_ORDER, TABLE_NOT_FOUND, PROMO_* , CASHBACK_INSUFFICIENT, CASHBACK_DISABLED, PROMOS_DISABLED, STOREFRONT_ORDERING_DISABLED (cartPageActive off), IDEMPOTENCY_KEY_INVALID, ' +
      'RECEIVER_DISABLED, RECEIVER_NAME_REQUIRED, RECEIVER_PHONE_INVALID, PRODUCT_COMMENT_DISABLED, ' +
      'ORDER_CONFIRMATION_REQUIRED, ORDER_CONFIRMATION_INVALID (isSmsConfirmationRequiredPerOrder) or a malformed body',
  ),
  404: ApiErrorSchema.describe('BRANCH_NOT_FOUND'),
  409: ApiErrorSchema.describe("PRICE_CHANGED: nothing was created; details.totals are the server's totals in so'm. IDEMPOTENCY_KEY_IN_PROGRESS"),
  422: ApiErrorSchema.describe('IDEMPOTENCY_KEY_REUSED: the key was used with another body'),
};

const createDescription =
  'The server prices the order from the catalogue, the promo, the cashback and the settings; the request\'s `totalPrice` (so\'m) must equal ' +
  'the server\'s total, else 409 PRICE_CHANGED and nothing is written. Send an `Idempotency-Key` header (at most 200 characters) to make ' +
  'retries safe: the same key and body within 24 h answer the first response; the same key with another body is 422.';

export function registerOrderRoutes(app: FastifyInstance, deps: { orders: OrdersService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orders } = deps;

  for (const [path, mode, summary] of [
    ['/api/orders/v1/orders', 'now', 'Place an order for as soon as possible'],
    ['/api/orders/v1/orders/at-time', 'at-time', 'Place a scheduled order (later + day + time, or deliveryAt): in the future, at most 7 days ahead, inside the branch\'s hours'],
  ] as const) {
    r.post(
      path,
      {
        config: { auth: 'required' },
        schema: { tags, summary, description: createDescription, body: OrderRequestSchema, response: { 201: OrderSchema, ...createErrors } },
      },
      async (request, reply) => {
        const created = await orders.createOrder(contextOf(request), request.body, {
          mode,
          idempotency: idempotencyOf(request, request.body),
          language: requestLanguage(request),
          ip: request.ip,
        });
        if (created.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(created.status).send(created.body);
      },
    );
  }

  r.post(
    '/api/orders/v1/orders/confirmation-code',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Send the SMS code that confirms the customer's next order to their own phone (when the merchant's isSmsConfirmationRequiredPerOrder is on)",
        description: 'The code goes in the order request as `confirmationCode`; it is used up by the order it confirms. Same gateway, limits, attempts and expiry as the sign-in codes.',
        response: {
          200: CodeSentSchema,
          400: ApiErrorSchema.describe('ORDER_CONFIRMATION_NOT_REQUIRED: the merchant does not ask for it; ORDER_CONFIRMATION_PHONE_REQUIRED: the account has no phone'),
          429: ApiErrorSchema.describe('OTP_TOO_MANY_REQUESTS (Retry-After)'),
          502: ApiErrorSchema.describe('SMS_SEND_FAILED'),
          503: ApiErrorSchema.describe('SMS_NOT_CONFIGURED'),
        },
      },
    },
    (request) => orders.sendConfirmationCode(contextOf(request), { ip: request.ip, language: requestLanguage(request) }),
  );

  r.get(
    '/api/orders/v1/orders/user/:userId',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The customer's orders, a page at a time (zero-based), newest first: active ones, or the archive with onlyArchive=true",
        params: UserParams,
        querystring: OrderListQuerySchema,
        response: { 200: OrderPageSchema, 403: ApiErrorSchema.describe('USER_FORBIDDEN: not the signed-in customer') },
      },
    },
    (request) => orders.listOrders(contextOf(request), request.params.userId, request.query),
  );

  r.get(
    '/api/orders/v1/orders/user/:userId/active',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The customer's orders still under way, newest first",
        params: UserParams,
        response: { 200: z.array(OrderSchema), 403: ApiErrorSchema.describe('USER_FORBIDDEN: not the signed-in customer') },
      },
    },
    (request) => orders.listActiveOrders(contextOf(request), request.params.userId),
  );

  r.get(
    '/api/orders/v1/orders/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'One order of the customer with items, totals, status history, payment state and courier',
        params: IdParams,
        response: { 200: OrderSchema, 404: ApiErrorSchema.describe("ORDER_NOT_FOUND (also another customer's order)") },
      },
    },
    (request) => orders.getOrder(contextOf(request), request.params.id),
  );

  r.put(
    '/api/orders/v1/orders/:id/cancel',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Cancel an order the merchant has not accepted yet; cashback spent on it is given back',
        params: IdParams,
        response: {
          200: OrderSchema,
          404: ApiErrorSchema.describe('ORDER_NOT_FOUND'),
          409: ApiErrorSchema.describe('ORDER_NOT_CANCELLABLE: already accepted, already paid online, or the merchant does not let customers cancel. ' +
              'PAYMENT_IN_PROGRESS: a saved-card payment is under way and Payme could not say how it ended; nothing changed'),
        },
      },
    },
    (request) => orders.cancelOrder(contextOf(request), request.params.id),
  );

  r.put(
    '/api/orders/v1/orders/:id/hide',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Hide a finished order from the customer's lists",
        params: IdParams,
        response: { 204: NoContent, 404: ApiErrorSchema.describe('ORDER_NOT_FOUND'), 409: ApiErrorSchema.describe('ORDER_NOT_HIDEABLE: still under way') },
      },
    },
    async (request, reply) => {
      await orders.hideOrder(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/orders/v1/orders/:id/call-waiter',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Call a waiter to the table of a dine-in order (a second tap while the call is open calls once)",
        params: IdParams,
        response: { 200: WaiterCalledSchema, 400: ApiErrorSchema.describe('WAITER_CALL_NOT_ALLOWED'), 404: ApiErrorSchema.describe('ORDER_NOT_FOUND') },
      },
    },
    (request) => orders.callWaiter(contextOf(request), request.params.id),
  );

  r.get(
    '/api/orders/v1/order/setting/:branchId',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The merchant's order rules (money in so'm) with the branch's service switches and delivery price",
        params: z.object({ branchId: z.uuid() }),
        response: { 200: OrderSettingSchema, 404: ApiErrorSchema.describe('BRANCH_NOT_FOUND') },
      },
    },
    (request) => orders.getOrderSetting(request.merchant, request.params.branchId),
  );

  r.get(
    '/api/orders/v1/payment-methods',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: "The merchant's active payment methods with their channel flags (never credentials); ?channel= keeps those open on that channel",
        querystring: z.object({ channel: SourceChannelSchema.optional() }),
        response: { 200: z.array(PaymentMethodSchema) },
      },
    },
    (request) => orders.listPaymentMethods(request.merchant, request.query.channel ?? null),
  );

  r.get(
    '/api/orders/v1/tables/:tableId',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'The dine-in table a QR code names (hall and branch), so the storefront can seat the customer there',
        params: z.object({ tableId: z.uuid() }),
        response: { 200: DiningTableSchema, 404: ApiErrorSchema.describe('TABLE_NOT_FOUND') },
      },
    },
    (request) => orders.getTable(request.merchant, request.params.tableId),
  );

  registerOrderReviewRoutes(app, { orders });
}
