// HTTP routes of a customer's saved addresses (storefront-core §7): list, save, update, delete; owner only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressRequestSchema, AddressSchema } from '@dastarkhan/domain/contracts/address';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import type { AddressContext, AddressesService } from './service.ts';

const tags = ['addresses'];
const IdParams = z.object({ id: z.uuid() });
const NoContent = z.null().describe('Done, no body');

const forbiddenError = ApiErrorSchema.describe('USER_FORBIDDEN: not the signed-in customer (or another merchant in the path)');
const invalidError = ApiErrorSchema.describe('VALIDATION_ERROR (details.fields), ADDRESS_CITY_INVALID: cityId is not one of the merchant\'s cities');
const notFoundError = ApiErrorSchema.describe("ADDRESS_NOT_FOUND (also another customer's or merchant's address)");

function contextOf(request: FastifyRequest): AddressContext {
  return { merchantId: request.merchant.id, userId: request.user.id };
}

export function registerAddressRoutes(app: FastifyInstance, deps: { addresses: AddressesService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { addresses } = deps;

  r.get(
    '/api/users/v1/addresses/merchant/:merchantId/user/:userId',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The customer's saved addresses, newest first",
        params: z.object({ merchantId: z.uuid(), userId: z.uuid() }),
        response: { 200: z.array(AddressSchema), 403: forbiddenError },
      },
    },
    (request) => addresses.listAddresses(contextOf(request), request.params.merchantId, request.params.userId),
  );

  r.post(
    '/api/users/v1/addresses/user/:userId',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Save an address; a saved address within 0.000099 degrees of the point (both axes) is reused: updated and returned with 200 instead of a duplicate',
        params: z.object({ userId: z.uuid() }),
        body: AddressRequestSchema,
        response: {
          201: AddressSchema.describe('A new address'),
          200: AddressSchema.describe('The saved address near the point, updated with this body'),
          400: invalidError,
          403: forbiddenError,
          409: ApiErrorSchema.describe('ADDRESS_LIMIT: the customer already keeps the most addresses allowed (details.limit)'),
        },
      },
    },
    async (request, reply) => {
      const saved = await addresses.saveAddress(contextOf(request), request.params.userId, request.body);
      return reply.code(saved.reused ? 200 : 201).send(saved.address);
    },
  );

  r.put(
    '/api/users/v1/addresses/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Replace a saved address with this body',
        params: IdParams,
        body: AddressRequestSchema,
        response: { 200: AddressSchema, 400: invalidError, 404: notFoundError },
      },
    },
    (request) => addresses.updateAddress(contextOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/users/v1/addresses/:id',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Delete a saved address', params: IdParams, response: { 204: NoContent, 404: notFoundError } },
    },
    async (request, reply) => {
      await addresses.deleteAddress(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
