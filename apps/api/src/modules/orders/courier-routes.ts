// The courier of the customer's order with the last position: GET /api/deliveries/v1/delivery/courier/{orderId}.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { OrderCourierSchema } from '@dastarkhan/domain/contracts/order';
import { notFound } from '../../errors.ts';
import type { OrdersService } from './service.ts';

export function registerOrderCourierRoutes(app: FastifyInstance, deps: { orders: Pick<OrdersService, 'getOrder'> }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/deliveries/v1/delivery/courier/:orderId',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['deliveries'],
        summary: "The courier of the customer's order with the last reported position (live positions come over the order's events)",
        params: z.object({ orderId: z.uuid() }),
        response: {
          200: OrderCourierSchema,
          404: ApiErrorSchema.describe("ORDER_NOT_FOUND (also another customer's order), COURIER_NOT_FOUND while no courier is assigned"),
        },
      },
    },
    async (request) => {
      // The order read the customer's way: the owner check and the courier come with it.
      const order = await deps.orders.getOrder({ merchant: request.merchant, userId: request.user.id }, request.params.orderId);
      if (!order.courier) throw notFound('COURIER_NOT_FOUND', { orderId: order.id });
      return order.courier;
    },
  );
}
