// HTTP routes of the console's brand settings (owner): promo codes, order rules, web settings and theme,
// banners, vacancies, policies, and the write-only credentials of payments, SMS and the Telegram bot.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BannerCreateRequestSchema,
  BannerUpdateRequestSchema,
  ConsoleBannerSchema,
  ConsoleIntegrationsSchema,
  ConsolePaymentMethodSchema,
  ConsolePolicySchema,
  ConsolePromoSchema,
  ConsoleVacancySchema,
  OrderRulesSchema,
  OrderRulesUpdateRequestSchema,
  PaymentMethodUpdateRequestSchema,
  PolicyUpdateRequestSchema,
  PromoCreateRequestSchema,
  PromoUpdateRequestSchema,
  SmsSettingsUpdateRequestSchema,
  TelegramSettingsUpdateRequestSchema,
  VacancyCreateRequestSchema,
  VacancyUpdateRequestSchema,
  WebSettingsUpdateRequestSchema,
  type WebSettingsUpdateRequest,
} from '@dastarkhan/domain/contracts/console-brand';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import { PAYMENT_TYPES, POLICY_TYPES } from '@dastarkhan/domain/enums';
import { createBrandSettingsService } from './brand-settings-service.ts';
import type { ConsoleDeps } from './deps.ts';

const tags = ['console brand'];
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const IdParams = z.object({ id: z.uuid() });
const Done = z.object({ ok: z.literal(true) });
const BASE = '/api/console/v1';

export function registerBrandSettingsRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const brand = createBrandSettingsService(deps);
  const read = { console: 'brand.read' as const };
  const write = { console: 'brand.write' as const };

  // --- Promo codes ---------------------------------------------------------------------------
  r.get(
    `${BASE}/promos`,
    { config: read, schema: { tags, summary: 'Promo codes of the merchant with their uses (orders not cancelled), newest first', response: { 200: z.array(ConsolePromoSchema) } } },
    (request) => brand.listPromos(request.staff),
  );
  r.post(
    `${BASE}/promos`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates a promo code (unique per merchant whatever the case; 409 PROMO_CODE_TAKEN)',
        body: PromoCreateRequestSchema,
        response: { 201: ConsolePromoSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await brand.createPromo(request.staff, request.body)),
  );
  r.put(
    `${BASE}/promos/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Changes a promo code; only the fields sent change (isActive false deactivates it)',
        params: IdParams,
        body: PromoUpdateRequestSchema,
        response: { 200: ConsolePromoSchema, ...errors },
      },
    },
    (request) => brand.updatePromo(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${BASE}/promos/:id`,
    {
      config: write,
      schema: { tags, summary: 'Deletes a promo code no order used (409 PROMO_IN_USE otherwise: deactivate it)', params: IdParams, response: { 200: Done, ...errors } },
    },
    async (request) => {
      await brand.deletePromo(request.staff, request.params.id);
      return { ok: true as const };
    },
  );

  // --- Order rules ---------------------------------------------------------------------------
  r.get(
    `${BASE}/settings/order`,
    { config: read, schema: { tags, summary: "Order rules: cashback, service fee, minimum order, delivery minimum, unpaid timeout (so'm)", response: { 200: OrderRulesSchema } } },
    (request) => brand.getOrderRules(request.staff),
  );
  r.put(
    `${BASE}/settings/order`,
    {
      config: write,
      schema: { tags, summary: 'Changes order rules; only the fields sent change', body: OrderRulesUpdateRequestSchema, response: { 200: OrderRulesSchema, ...errors } },
    },
    (request) => brand.updateOrderRules(request.staff, request.body),
  );

  // --- Web settings and theme ----------------------------------------------------------------
  r.get(
    `${BASE}/settings/web`,
    { config: read, schema: { tags, summary: 'Web settings as the storefront reads them (stored values over defaults)', response: { 200: WebSettingsSchema } } },
    (request) => brand.getWebSettings(request.staff),
  );
  r.put(
    `${BASE}/settings/web`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Changes web settings and theme; only the fields sent change; answers the settings the storefront now reads',
        body: WebSettingsUpdateRequestSchema,
        response: { 200: WebSettingsSchema, ...errors },
      },
    },
    (request) => brand.updateWebSettings(request.staff, request.body as WebSettingsUpdateRequest),
  );

  // --- Banners -------------------------------------------------------------------------------
  r.get(
    `${BASE}/content/banners`,
    { config: read, schema: { tags, summary: 'Every banner, active or not, highest priority first', response: { 200: z.array(ConsoleBannerSchema) } } },
    (request) => brand.listBanners(request.staff),
  );
  r.post(
    `${BASE}/content/banners`,
    { config: write, schema: { tags, summary: 'Creates a banner', body: BannerCreateRequestSchema, response: { 201: ConsoleBannerSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await brand.createBanner(request.staff, request.body)),
  );
  r.put(
    `${BASE}/content/banners/:id`,
    {
      config: write,
      schema: { tags, summary: 'Changes a banner; only the fields sent change', params: IdParams, body: BannerUpdateRequestSchema, response: { 200: ConsoleBannerSchema, ...errors } },
    },
    (request) => brand.updateBanner(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${BASE}/content/banners/:id`,
    { config: write, schema: { tags, summary: 'Deletes a banner', params: IdParams, response: { 200: Done, ...errors } } },
    async (request) => {
      await brand.deleteBanner(request.staff, request.params.id);
      return { ok: true as const };
    },
  );

  // --- Vacancies -----------------------------------------------------------------------------
  r.get(
    `${BASE}/content/vacancies`,
    { config: read, schema: { tags, summary: 'Every vacancy, open or not', response: { 200: z.array(ConsoleVacancySchema) } } },
    (request) => brand.listVacancies(request.staff),
  );
  r.post(
    `${BASE}/content/vacancies`,
    { config: write, schema: { tags, summary: 'Creates a vacancy', body: VacancyCreateRequestSchema, response: { 201: ConsoleVacancySchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await brand.createVacancy(request.staff, request.body)),
  );
  r.put(
    `${BASE}/content/vacancies/:id`,
    {
      config: write,
      schema: { tags, summary: 'Changes a vacancy; only the fields sent change', params: IdParams, body: VacancyUpdateRequestSchema, response: { 200: ConsoleVacancySchema, ...errors } },
    },
    (request) => brand.updateVacancy(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${BASE}/content/vacancies/:id`,
    { config: write, schema: { tags, summary: 'Deletes a vacancy', params: IdParams, response: { 200: Done, ...errors } } },
    async (request) => {
      await brand.deleteVacancy(request.staff, request.params.id);
      return { ok: true as const };
    },
  );

  // --- Policies ------------------------------------------------------------------------------
  r.get(
    `${BASE}/content/policies`,
    { config: read, schema: { tags, summary: 'The policy documents and the four extra pages (empty text when not written yet)', response: { 200: z.array(ConsolePolicySchema) } } },
    (request) => brand.listPolicies(request.staff),
  );
  r.put(
    `${BASE}/content/policies/:type`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Writes a policy document (terms, about the company, privacy policy) or an extra page (first line: its title)',
        params: z.object({ type: z.enum(POLICY_TYPES) }),
        body: PolicyUpdateRequestSchema,
        response: { 200: ConsolePolicySchema, ...errors },
      },
    },
    (request) => brand.updatePolicy(request.staff, request.params.type, request.body.text),
  );

  // --- Integrations (write-only secrets) -----------------------------------------------------
  r.get(
    `${BASE}/integrations`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Payment methods, SMS gateway and Telegram bot: flags, non-secret fields and whether each secret is set; secrets are never answered',
        response: { 200: ConsoleIntegrationsSchema },
      },
    },
    (request) => brand.getIntegrations(request.staff),
  );
  r.put(
    `${BASE}/integrations/payments/:type`,
    {
      config: write,
      schema: {
        tags,
        summary: "Changes a payment method: flags, credentials (a value sets, null clears, absent keeps) and Payme's fiscal receipt settings (not secret); an active provider needs complete credentials",
        params: z.object({ type: z.enum(PAYMENT_TYPES) }),
        body: PaymentMethodUpdateRequestSchema,
        response: { 200: ConsolePaymentMethodSchema, ...errors },
      },
    },
    (request) => brand.updatePaymentMethod(request.staff, request.params.type, request.body),
  );
  r.put(
    `${BASE}/integrations/sms`,
    {
      config: write,
      schema: {
        tags,
        summary: "The merchant's own SMS gateway account (a value sets, null clears, absent keeps; gateway null goes back to the platform's gateway)",
        body: SmsSettingsUpdateRequestSchema,
        response: { 200: ConsoleIntegrationsSchema.shape.sms, ...errors },
      },
    },
    (request) => brand.updateSms(request.staff, request.body),
  );
  r.put(
    `${BASE}/integrations/telegram`,
    {
      config: write,
      schema: {
        tags,
        summary: "Sets (or, with null, clears) the Telegram bot's token; it is never answered back",
        body: TelegramSettingsUpdateRequestSchema,
        response: { 200: ConsoleIntegrationsSchema.shape.telegram, ...errors },
      },
    },
    (request) => brand.updateTelegram(request.staff, request.body.token),
  );
}
