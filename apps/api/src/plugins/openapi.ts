// The OpenAPI 3.1 document (/api/docs/json) and its UI (/api/docs), generated from the routes' zod schemas.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { contractRegistry } from '@dastarkhan/domain/contract-registry';

export const DOCS_PREFIX = '/api/docs';

export const OPENAPI_TAGS = [
  { name: 'merchants', description: 'Merchants, their cities and branches' },
  { name: 'catalogue', description: 'The menu: groups, categories, products, grades' },
  { name: 'settings', description: 'Merchant settings read by the storefront' },
  { name: 'content', description: 'Policies, brands, banners, vacancies' },
  { name: 'images', description: 'Resized product and brand images' },
  { name: 'accounts', description: 'Customer sign-in by SMS code, the profile, phone change, account deletion' },
  { name: 'webbot', description: 'Telegram Mini App sign-in and settings' },
  { name: 'system', description: 'Health and operations' },
] as const;

export type OpenApiTag = (typeof OPENAPI_TAGS)[number]['name'];

/** Must be registered before the routes it documents. */
export async function registerOpenApi(app: FastifyInstance, options: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dastarkhan API',
        description:
          'Online ordering storefront API. Every call except the merchant lookup carries a `merchant` header with the ' +
          "merchant's id. Money is in so'm. Errors answer `{\"error\":{\"code\",\"description\":{\"uz\",\"ru\",\"eng\"},\"details\"}}`.",
        version: options.version,
      },
      tags: [...OPENAPI_TAGS],
      components: {
        securitySchemes: {
          // Sign-in answers a token; routes that need it list this scheme (plugins/auth.ts).
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token of a sign-in; valid only with the merchant it was issued for' },
          // Staff routes under /api/operator/ (plugins/operator-auth.ts); `Authorization: Bearer <key>` works too.
          operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key', description: "A merchant's operator key; the merchant comes from the key" },
          // The merchant console (plugins/console-auth.ts): the session cookie, plus X-CSRF-Token on writes.
          consoleSession: { type: 'apiKey', in: 'cookie', name: 'dk_console', description: 'A console sign-in; writes also send X-CSRF-Token' },
        },
      },
    },
    // The contracts' own registry, not zod's global one (see contract-registry.ts).
    transform: createJsonSchemaTransform({ skipList: [], schemaRegistry: contractRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: contractRegistry }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
