// Tenant resolution: routes that opt in get `request.merchant`, read from the `merchant` header (or path).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MERCHANT_HEADER } from '@dastarkhan/domain/contracts/errors';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { badRequest, forbidden, notFound } from '../errors.ts';

/** Where a route takes its merchant from: the `merchant` header, or the `:merchantId` path parameter. */
export type MerchantSource = 'header' | 'path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt in to tenant resolution; the handler then reads `request.merchant`. */
    merchant?: MerchantSource;
  }
  interface FastifyRequest {
    /** The active merchant of this request. Only on routes with `config.merchant`; throws elsewhere. */
    readonly merchant: Merchant;
  }
}

/**
 * Finds a merchant by id; null when it does not exist or is deleted. Called on every opted-in
 * request, so it should be served from a cache (the merchants service keeps one, dropped on change).
 */
export type MerchantLoader = (id: string) => Promise<Merchant | null>;

export interface MerchantContextOptions {
  loadMerchant: MerchantLoader;
}

const UUID = z.uuid();
export const MerchantHeaderSchema = z.object({
  [MERCHANT_HEADER]: z.uuid().describe('Id of the merchant (tenant) the call is for'),
});

const kMerchant = Symbol('merchant');
type WithMerchantSlot = FastifyRequest & { [kMerchant]: Merchant | null };

function rawMerchantId(request: FastifyRequest, source: MerchantSource): string | undefined {
  if (source === 'path') {
    const params = request.params as Record<string, string | undefined> | undefined;
    return params?.merchantId;
  }
  const header = request.headers[MERCHANT_HEADER];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * Installs tenant resolution on the root instance; must run before routes are added (it documents the
 * header on opted-in routes as they are registered).
 */
export function registerMerchantContext(app: FastifyInstance, options: MerchantContextOptions): void {
  const { loadMerchant } = options;

  app.decorateRequest(kMerchant, null);
  app.decorateRequest('merchant', {
    getter(this: FastifyRequest) {
      const merchant = (this as WithMerchantSlot)[kMerchant];
      if (!merchant) throw new Error(`${this.routeOptions.url ?? this.url} did not opt in to the merchant context`);
      return merchant;
    },
  });

  app.addHook('onRoute', (route) => {
    if (route.config?.merchant !== 'header') return;
    const schema = route.schema ?? {};
    const existing = schema.headers;
    route.schema = {
      ...schema,
      headers: existing instanceof z.ZodObject ? existing.extend(MerchantHeaderSchema.shape) : MerchantHeaderSchema,
    };
  });

  app.addHook('onRequest', async (request) => {
    const source = request.routeOptions.config.merchant;
    if (source === undefined) return;
    const id = rawMerchantId(request, source)?.trim();
    if (id === undefined || id === '') throw badRequest('MERCHANT_HEADER_REQUIRED', { header: MERCHANT_HEADER });
    if (!UUID.safeParse(id).success) {
      if (source === 'path') throw notFound('MERCHANT_NOT_FOUND', { merchantId: id });
      throw badRequest('MERCHANT_HEADER_INVALID', { header: MERCHANT_HEADER });
    }
    const merchant = await loadMerchant(id.toLowerCase());
    if (!merchant) throw notFound('MERCHANT_NOT_FOUND', { merchantId: id });
    if (!merchant.isActive) throw forbidden('MERCHANT_INACTIVE', { merchantId: id });
    (request as WithMerchantSlot)[kMerchant] = merchant;
  });
}
