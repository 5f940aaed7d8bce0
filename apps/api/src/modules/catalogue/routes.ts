// HTTP routes of the catalogue: the menu (cached, ETag/304) and product grades.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OverallsSchema, ProductGradeSchema } from '@dastarkhan/domain/contracts/catalogue';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { SourceChannelSchema } from '@dastarkhan/domain/enums';
import { etagMatches } from './cache.ts';
import type { CatalogueService } from './service.ts';

const tags = ['catalogue'];

export const OverallsQuerySchema = z.object({
  type: SourceChannelSchema.default('WEB').describe('Channel the menu is shown on'),
  branchId: z.uuid().optional().describe('Only products sold in this branch'),
});

export function registerCatalogueRoutes(app: FastifyInstance, deps: { catalogue: CatalogueService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = deps;

  r.get(
    '/api/products/v1/overalls',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'The menu: groups → categories → products, as the channel and branch show it',
        description:
          'Answers with a strong ETag; send it back in If-None-Match to get 304 without a body while the menu is unchanged.',
        querystring: OverallsQuerySchema,
        response: { 200: OverallsSchema, 304: z.null().describe('Not modified'), 400: ApiErrorSchema },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const body = await catalogue.getOveralls(request.merchant.id, { channel: request.query.type, branchId: request.query.branchId });
      reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'merchant');
      if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
      // Already-serialized bytes: the serializer (and its per-response validation) is skipped.
      return reply.type('application/json; charset=utf-8').send(body.bytes);
    },
  );

  r.get(
    '/api/products/v1/grade',
    {
      config: { merchant: 'header' },
      schema: { tags, summary: 'Average customer grade per product', response: { 200: z.array(ProductGradeSchema) } },
    },
    (request) => catalogue.getGrades(request.merchant.id),
  );
}
