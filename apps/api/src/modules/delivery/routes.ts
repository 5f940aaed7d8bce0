// HTTP routes of delivery: regions and zones, the closest delivering branch, and the client's delivery tariff.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BranchSchema } from '@dastarkhan/domain/contracts/branch';
import { ClosestBranchQuerySchema, DeliveryAreasSchema, DeliveryTariffRequestSchema, DeliveryTariffSchema } from '@dastarkhan/domain/contracts/delivery';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { notFound } from '../../errors.ts';
import type { DeliveryService } from './service.ts';

const tags = ['delivery'];

export function registerDeliveryRoutes(app: FastifyInstance, deps: { delivery: DeliveryService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { delivery } = deps;

  r.get(
    '/api/users/v1/region',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: "The merchant's active delivery regions and priced zones (GeoJSON, positions [longitude, latitude])",
        response: { 200: DeliveryAreasSchema },
      },
    },
    (request) => delivery.getAreas(request.merchant),
  );

  r.get(
    '/api/users/v1/branches/merchant/:merchantId/closest',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: "The active branch that delivers to the point: the zone's branch, else the nearest one within its radius",
        params: z.object({ merchantId: z.uuid() }),
        querystring: ClosestBranchQuerySchema,
        response: {
          200: BranchSchema,
          400: ApiErrorSchema.describe('lat or lon missing or not a coordinate'),
          404: ApiErrorSchema.describe('NO_BRANCHES; MERCHANT_NOT_FOUND when the path merchant is not the merchant header'),
        },
      },
    },
    (request) => {
      // One tenant per request: the path cannot point at another merchant than the header.
      if (request.params.merchantId.toLowerCase() !== request.merchant.id.toLowerCase()) {
        throw notFound('MERCHANT_NOT_FOUND', { merchantId: request.params.merchantId });
      }
      return delivery.closestBranch(request.merchant, { latitude: request.query.lat, longitude: request.query.lon });
    },
  );

  r.post(
    '/api/deliveries/v1/delivery/tariff/client/calculate',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Delivery price to a point: the zone's price or the branch's distance tariff, free above the threshold, never below the minimum",
        body: DeliveryTariffRequestSchema,
        response: {
          200: DeliveryTariffSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema.describe('BRANCH_NOT_FOUND (unknown, inactive or not delivering) or NO_BRANCHES'),
          422: ApiErrorSchema.describe('OUT_OF_SERVICE_ZONE: outside every delivery region while the merchant validates the delivery area'),
        },
      },
    },
    (request) => delivery.calculateTariff(request.merchant, request.body),
  );
}
