// HTTP route of the image endpoint: GET /api/images/{id}?w=&h=&q=&format= (no merchant header: <img> cannot send one).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { etagMatches } from '../../plugins/precompressed.ts';
import { AUTO_FORMAT, ImageIdSchema, ImageQuerySchema, resolveImageQuery, type ImageService } from './service.ts';

const tags = ['images'];
// Ids are content-addressed: a given URL never changes its bytes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerImageRoutes(app: FastifyInstance, deps: { images: ImageService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { images } = deps;

  r.get(
    '/api/images/:id',
    {
      // webp, avif, jpeg and png are compressed formats already.
      compress: false,
      schema: {
        tags,
        summary: 'An image resized to w×h (cover), default 480×480 webp at quality 100; format=auto picks AVIF/WebP/JPEG by Accept',
        params: z.object({ id: ImageIdSchema }),
        querystring: ImageQuerySchema,
        response: {
          200: z.any().describe('The image bytes'),
          304: z.null().describe('Not modified'),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const { id } = request.params;
      const query = resolveImageQuery(request.query, request.headers.accept);
      // The same URL answers another format to another Accept header: caches must keep them apart.
      if (request.query.format === AUTO_FORMAT) reply.header('vary', 'Accept');
      const etag = images.etagFor(id, query);
      if (etagMatches(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }
      const image = await images.getImage(id, query);
      return reply
        .header('etag', image.etag)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .type(image.contentType)
        .send(image.bytes);
    },
  );
}
