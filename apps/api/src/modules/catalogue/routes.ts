// HTTP routes of the catalogue: the menu (cached, precompressed, ETag/304) and product grades.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OverallsSchema, ProductGradeSchema } from '@dastarkhan/domain/contracts/catalogue';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { LanguageSchema } from '@dastarkhan/domain/contracts/localized-text';
import { SourceChannelSchema } from '@dastarkhan/domain/enums';
import { matchesVersion, selectRepresentation } from '../../plugins/precompressed.ts';
import type { CatalogueService } from './service.ts';

const tags = ['catalogue'];

export const OverallsQuerySchema = z.object({
  type: SourceChannelSchema.default('WEB').describe('Channel the menu is shown on'),
  branchId: z.uuid().optional().describe('Only products sold in this branch'),
  lang: LanguageSchema.optional().describe(
    "Only the texts a page in this language shows, each under the language's first content language (uz, ru or eng) with the " +
      'other two empty: about a quarter fewer bytes. Every language when absent.',
  ),
});

export function registerCatalogueRoutes(app: FastifyInstance, deps: { catalogue: CatalogueService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = deps;

  r.get(
    '/api/products/v1/overalls',
    {
      config: { merchant: 'header' },
      // Sent already compressed (below): @fastify/compress would compress the same bytes again on every request.
      compress: false,
      schema: {
        tags,
        summary: 'The menu: groups → categories → products, as the channel and branch show it',
        description:
          'Answers in br, gzip or identity as Accept-Encoding asks, each with its own strong ETag; send any of them back in ' +
          'If-None-Match to get 304 without a body while the menu is unchanged.',
        querystring: OverallsQuerySchema,
        response: { 200: OverallsSchema, 304: z.null().describe('Not modified'), 400: ApiErrorSchema },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const { type: channel, branchId, lang: language } = request.query;
      const body = await catalogue.getOveralls(request.merchant.id, { channel, branchId, language });
      const representation = selectRepresentation(body, request.headers['accept-encoding']);
      reply.header('etag', representation.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding, merchant');
      if (matchesVersion(request.headers['if-none-match'], body)) return reply.code(304).send();
      if (representation.coding !== 'identity') reply.header('content-encoding', representation.coding);
      // Bytes serialized and compressed once per version: no serializer, validation or compression per response.
      return reply.type('application/json; charset=utf-8').send(representation.bytes);
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
