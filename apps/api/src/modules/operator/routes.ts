// HTTP routes of the operator API: staff move orders with a per-merchant operator key (plugins/operator-auth.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import {
  OperatorCourierLocationRequestSchema,
  OperatorCourierLocationSchema,
  OperatorCourierStatusRequestSchema,
  OperatorOrderListQuerySchema,
  OperatorOrderPageSchema,
  OperatorOrderSchema,
  OperatorStatusRequestSchema,
} from '@dastarkhan/domain/contracts/operator';
import type { OperatorService } from './service.ts';

const tags = ['operator'];
const OrderParams = z.object({ id: z.uuid() });
const changeResponses = { 200: OperatorOrderSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

export function registerOperatorRoutes(app: FastifyInstance, deps: { operator: OperatorService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { operator } = deps;

  r.get(
    '/api/operator/v1/orders',
    {
      schema: { tags, summary: "The key's merchant's orders, newest first (optionally of one status)", querystring: OperatorOrderListQuerySchema, response: { 200: OperatorOrderPageSchema } },
    },
    async (request) => operator.listOrders(request.operator, request.query),
  );

  r.get(
    '/api/operator/v1/orders/:id',
    { schema: { tags, summary: 'One order with its status history', params: OrderParams, response: { 200: OperatorOrderSchema, 404: ApiErrorSchema } } },
    async (request) => operator.getOrder(request.operator, request.params.id),
  );

  r.put(
    '/api/operator/v1/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Moves the order to a status; a transition the status machine does not allow is 409 and changes nothing',
        params: OrderParams,
        body: OperatorStatusRequestSchema,
        response: changeResponses,
      },
    },
    async (request) => operator.changeStatus(request.operator, request.params.id, request.body),
  );

  r.put(
    '/api/operator/v1/orders/:id/courier-status',
    {
      schema: {
        tags,
        summary: 'Sets the courier status (and optionally the courier); pick-up and dine-in orders have none (409)',
        params: OrderParams,
        body: OperatorCourierStatusRequestSchema,
        response: changeResponses,
      },
    },
    async (request) => operator.changeCourierStatus(request.operator, request.params.id, request.body),
  );

  r.put(
    '/api/operator/v1/orders/:id/courier-location',
    {
      schema: {
        tags,
        summary:
          "Stores the position of the courier of a delivery order that is not final and sends it to the order's live events; " +
          'a position less than a second after the last one of the order is answered 202 and dropped',
        params: OrderParams,
        body: OperatorCourierLocationRequestSchema,
        response: {
          200: OperatorCourierLocationSchema,
          202: OperatorCourierLocationSchema.describe('Too soon after the last position: neither stored nor sent'),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema.describe('NO_COURIER, or COURIER_LOCATION_NOT_ALLOWED (details.reason NOT_DELIVERY, DELIVERED or FINAL)'),
        },
      },
    },
    async (request, reply) => {
      const outcome = await operator.updateCourierLocation(request.operator, request.params.id, request.body);
      return reply.code(outcome.stored ? 200 : 202).send(outcome.location);
    },
  );

  r.put(
    '/api/operator/v1/orders/:id/paid',
    {
      schema: {
        tags,
        summary: 'Marks the order paid (until the payment providers report it themselves); repeating it changes nothing',
        params: OrderParams,
        response: changeResponses,
      },
    },
    async (request) => operator.markPaid(request.operator, request.params.id),
  );
}
