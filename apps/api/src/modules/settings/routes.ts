// HTTP routes of merchant settings (order rules and the storefront's web settings).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrderSettingsSchema, WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import { sendSerializedOnce } from '../../plugins/serialize-once.ts';
import type { SettingsService } from './service.ts';

const tags = ['settings'];

export function registerSettingsRoutes(app: FastifyInstance, deps: { settings: SettingsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = deps;

  r.get(
    '/api/orders/v1/merchant/settings',
    {
      config: { merchant: 'header' },
      schema: { tags, summary: "Order rules of the merchant (money in so'm); defaults when nothing is stored", response: { 200: OrderSettingsSchema } },
    },
    async (request, reply) => sendSerializedOnce(reply as FastifyReply, OrderSettingsSchema, await settings.getOrderSettings(request.merchant)),
  );

  r.get(
    '/api/support/v1/merchant/settings/web',
    {
      config: { merchant: 'header' },
      schema: { tags, summary: 'Web settings of the storefront, every field (stored values over defaults)', response: { 200: WebSettingsSchema } },
    },
    // The storefront asks on every page: the cached settings' JSON is reused.
    async (request, reply) => sendSerializedOnce(reply as FastifyReply, WebSettingsSchema, await settings.getWebSettings(request.merchant)),
  );
}
