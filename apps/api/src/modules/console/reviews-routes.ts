// HTTP routes of the console's reviews (manager and up): what customers said about their closed orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReviewPageSchema, ReviewQuerySchema } from '@dastarkhan/domain/contracts/console-reviews';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import type { ConsoleDeps } from './deps.ts';
import { createReviewsService } from './reviews-service.ts';

const tags = ['console'];

export function registerReviewsRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reviews = createReviewsService(deps);

  r.get(
    '/api/console/v1/reviews',
    {
      config: { console: 'reviews.read' },
      schema: {
        tags,
        summary: "The customers' reviews of their orders, newest first, with the grades' summary over the branch and dates",
        querystring: ReviewQuerySchema,
        response: { 200: ReviewPageSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => reviews.list(request.staff, request.query),
  );
}
