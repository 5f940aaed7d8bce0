// HTTP routes of merchants, cities and branches (spec paths under /api/users/v1).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BranchSchema } from '@dastarkhan/domain/contracts/branch';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { CitySchema, MerchantSchema } from '@dastarkhan/domain/contracts/merchant';
import { rawText } from '@dastarkhan/domain/contracts/text';
import { sendSerializedOnce } from '../../plugins/serialize-once.ts';
import type { MerchantsService } from './service.ts';

const tags = ['merchants'];
const CitiesSchema = z.array(CitySchema);

export function registerMerchantRoutes(app: FastifyInstance, deps: { merchants: MerchantsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { merchants } = deps;

  r.get(
    '/api/users/v1/merchants/sub/:sub',
    {
      schema: {
        tags,
        summary: 'Merchant by subdomain (inactive merchants too: the storefront shows /blocked)',
        params: z.object({ sub: rawText().min(1).max(63) }),
        response: { 200: MerchantSchema, 404: ApiErrorSchema },
      },
    },
    // The storefront asks on every page: the cached merchant's JSON is reused.
    async (request, reply) => sendSerializedOnce(reply as FastifyReply, MerchantSchema, await merchants.getBySub(request.params.sub)),
  );

  r.get(
    '/api/users/v1/city-merchant/merchant/:merchantId',
    {
      config: { merchant: 'path' },
      schema: {
        tags,
        summary: 'Cities of the merchant, the main city first',
        params: z.object({ merchantId: rawText() }),
        response: { 200: CitiesSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => sendSerializedOnce(reply as FastifyReply, CitiesSchema, await merchants.listCities(request.merchant.id)),
  );

  r.get(
    '/api/users/v1/branches',
    {
      config: { merchant: 'header' },
      schema: { tags, summary: 'Active branches of the merchant', response: { 200: z.array(BranchSchema) } },
    },
    (request) => merchants.listBranches(request.merchant.id),
  );

  r.get(
    '/api/users/v1/branches/full',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'Active branches of one city (all cities when cityId is omitted)',
        querystring: z.object({ cityId: z.uuid().optional() }),
        response: { 200: z.array(BranchSchema), 400: ApiErrorSchema },
      },
    },
    (request) => merchants.listBranches(request.merchant.id, { cityId: request.query.cityId }),
  );

  r.get(
    '/api/users/v1/branches/:id',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'One branch of the merchant',
        params: z.object({ id: z.uuid() }),
        response: { 200: BranchSchema, 404: ApiErrorSchema },
      },
    },
    (request) => merchants.getBranch(request.merchant.id, request.params.id),
  );
}
