// HTTP routes of favourite products (storefront-core §7): the customer's list, add or remove by product, remove by id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { FavouriteRequestSchema, FavouriteSchema } from '@dastarkhan/domain/contracts/favourite';
import type { FavouriteContext, FavouritesService } from './service.ts';

const tags = ['favourites'];
const disabledError = ApiErrorSchema.describe("FAVOURITES_DISABLED: the merchant's web setting favouriteActive is off");

function contextOf(request: FastifyRequest): FavouriteContext {
  return { merchant: request.merchant, userId: request.user.id };
}

export function registerFavouriteRoutes(app: FastifyInstance, deps: { favourites: FavouritesService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { favourites } = deps;

  r.get(
    '/api/products/v1/favourite/all',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The customer's favourite products, newest first",
        querystring: z.object({
          userId: z.uuid().describe('Must be the signed-in customer'),
          // The spec's client always sends true; the list only ever holds favourites.
          isFavourite: z.enum(['true']).optional(),
        }),
        response: {
          200: z.array(FavouriteSchema),
          403: ApiErrorSchema.describe('USER_FORBIDDEN: not the signed-in customer; or FAVOURITES_DISABLED'),
        },
      },
    },
    (request) => favourites.listFavourites(contextOf(request), request.query.userId),
  );

  r.post(
    '/api/products/v1/favourite',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Add a product to the favourites (isFavourite true, kept once) or remove it (false)',
        body: FavouriteRequestSchema,
        response: {
          200: FavouriteSchema,
          400: ApiErrorSchema,
          403: disabledError,
          404: ApiErrorSchema.describe('PRODUCT_NOT_FOUND: the merchant has no such product'),
          409: ApiErrorSchema.describe('FAVOURITE_LIMIT: the customer keeps the most favourites allowed (details.limit)'),
        },
      },
    },
    (request) => favourites.setFavourite(contextOf(request), request.body),
  );

  r.delete(
    '/api/products/v1/favourite/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Remove a favourite by its id',
        params: z.object({ id: z.uuid() }),
        response: {
          204: z.null().describe('Removed, no body'),
          403: disabledError,
          404: ApiErrorSchema.describe("FAVOURITE_NOT_FOUND (also another customer's favourite)"),
        },
      },
    },
    async (request, reply) => {
      await favourites.deleteFavourite(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
