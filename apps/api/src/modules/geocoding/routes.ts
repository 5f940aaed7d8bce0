// HTTP routes of the Nominatim proxy the address picker uses (reverse geocoding and address search); guests allowed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import {
  ReverseGeocodingQuerySchema,
  ReverseGeocodingResultSchema,
  SearchGeocodingQuerySchema,
  SearchGeocodingResultSchema,
} from '@dastarkhan/domain/contracts/geocoding';
import { requestLanguage } from '../../plugins/errors.ts';
import type { GeocodingContext, GeocodingService } from './service.ts';

const tags = ['geocoding'];

const errors = {
  400: ApiErrorSchema.describe('VALIDATION_ERROR: missing or malformed query (lat -90..90, lon -180..180, q 1-255 characters)'),
  429: ApiErrorSchema.describe('GEOCODING_TOO_MANY_REQUESTS: too many lookups from this client address; Retry-After gives the seconds'),
  502: ApiErrorSchema.describe("NOMINATIM_ERROR: Nominatim failed or did not answer in time (the storefront's 'Error in nominatim')"),
  503: ApiErrorSchema.describe('NOMINATIM_ERROR: too many lookups from all customers right now; retry in a few seconds'),
};

const description =
  "Answers in Nominatim's own JSON shape. The language of the answer follows the `language` header, else Accept-Language. " +
  'Answers are cached; at most one call per second reaches Nominatim from all instances together, callers wait (a few seconds at most) for their turn.';

function contextOf(request: FastifyRequest): GeocodingContext {
  return { merchant: request.merchant, ip: request.ip, language: requestLanguage(request) };
}

export function registerGeocodingRoutes(app: FastifyInstance, deps: { geocoding: GeocodingService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { geocoding } = deps;

  r.get(
    '/api/notifications/v1/nominatim/reverse',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'The address at a point (Nominatim reverse)',
        description: `${description} Nothing at the point: 200 with \`{"error": "Unable to geocode"}\`, as Nominatim answers.`,
        querystring: ReverseGeocodingQuerySchema,
        response: { 200: ReverseGeocodingResultSchema, ...errors },
      },
    },
    (request) => geocoding.reverse(contextOf(request), request.query),
  );

  r.get(
    '/api/notifications/v1/nominatim/search',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: "Places matching a free-form address (Nominatim search), nearest the merchant's main city first",
        description: `${description} Limited to the configured countries (NOMINATIM_COUNTRY_CODES).`,
        querystring: SearchGeocodingQuerySchema,
        response: { 200: SearchGeocodingResultSchema, ...errors },
      },
    },
    (request) => geocoding.search(contextOf(request), request.query),
  );
}
