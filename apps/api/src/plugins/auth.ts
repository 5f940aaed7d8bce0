// Customer authentication: routes with `config: { auth: 'required' }` get `request.user` from the
// `Authorization: Bearer <token>` header; the token must belong to the merchant of the request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { unauthorized } from '../errors.ts';
import type { AuthUser } from '../modules/accounts/account-context.ts';
import { MerchantHeaderSchema } from './merchant-context.ts';

/** Name of the OpenAPI security scheme (declared in openapi.ts). */
export const BEARER_SCHEME = 'bearerAuth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': 401 without a valid session; the handler reads `request.user`. Implies the merchant context. */
    auth?: 'required';
  }
  interface FastifyRequest {
    /** The signed-in customer. Only on routes with `config.auth`; throws elsewhere. */
    readonly user: AuthUser;
  }
}

export interface AuthOptions {
  /** The session of a token at a merchant; rejects with 401 SESSION_EXPIRED when there is none. */
  authenticate(merchantId: string, token: string): Promise<AuthUser>;
}

const kUser = Symbol('user');
type WithUserSlot = FastifyRequest & { [kUser]: AuthUser | null };

/** The token of an `Authorization: Bearer …` header; undefined when there is no such header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1];
}

/**
 * Installs authentication on the root instance. Must run after registerMerchantContext (it needs the
 * merchant resolved first) and before the routes it guards are added.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  if (!app.hasRequestDecorator('merchant')) throw new Error('registerAuth needs the merchant context registered first');

  app.decorateRequest(kUser, null);
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = (this as WithUserSlot)[kUser];
      if (!user) throw new Error(`${this.routeOptions.url ?? this.url} did not opt in to auth`);
      return user;
    },
  });

  app.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'required') return;
    const schema = route.schema ?? {};
    const headers = schema.headers;
    // A session is always one merchant's: auth implies the merchant header. The merchant context
    // documents the header only for routes that declared it before its own onRoute hook ran.
    if (route.config.merchant === undefined) route.config = { ...route.config, merchant: 'header' };
    const merchantHeader = route.config.merchant === 'header' ? MerchantHeaderSchema.shape : {};
    route.schema = {
      ...schema,
      headers: headers instanceof z.ZodObject ? headers.extend(merchantHeader) : z.object(merchantHeader),
      security: [{ [BEARER_SCHEME]: [] }],
      response: { 401: ApiErrorSchema, ...(schema.response as Record<string, unknown> | undefined) },
    };
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth !== 'required') return;
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized('AUTH_REQUIRED');
    (request as WithUserSlot)[kUser] = await options.authenticate(request.merchant.id, token);
  });
}
