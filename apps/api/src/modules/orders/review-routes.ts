// HTTP route of order reviews: the customer rates a closed order and its products once.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { OrderReviewRequestSchema, OrderReviewSchema } from '@dastarkhan/domain/contracts/order-review';
import type { OrdersService } from './service.ts';

export function registerOrderReviewRoutes(app: FastifyInstance, deps: { orders: Pick<OrdersService, 'reviewOrder'> }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orders } = deps;

  r.post(
    '/api/orders/v1/orders/:id/review',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['orders'],
        summary: 'Rate a closed order (1–5) and its products, once; the product grades count in GET /products/v1/grade at once',
        description:
          'Only the customer who placed the order, only once it is CLOSED, and only once. Comments are trimmed, at most 1000 characters; ' +
          'a blank one is no comment. Products left out of `products` are not graded.',
        params: z.object({ id: z.uuid() }),
        body: OrderReviewRequestSchema,
        response: {
          201: OrderReviewSchema,
          400: ApiErrorSchema.describe('REVIEW_PRODUCT_NOT_IN_ORDER, REVIEW_PRODUCT_DUPLICATE (details.field names the entry), or a malformed body (a grade outside 1–5, a comment too long)'),
          404: ApiErrorSchema.describe("ORDER_NOT_FOUND (also another customer's or another merchant's order)"),
          409: ApiErrorSchema.describe('ORDER_NOT_REVIEWABLE: not CLOSED (details.status). ORDER_ALREADY_REVIEWED'),
        },
      },
    },
    async (request, reply) => {
      const review = await orders.reviewOrder({ merchant: request.merchant, userId: request.user.id }, request.params.id, request.body);
      return reply.code(201).send(review);
    },
  );
}
