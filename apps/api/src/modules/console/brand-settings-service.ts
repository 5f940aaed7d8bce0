// Rules of the console's brand settings (owner): promo codes, order rules, web settings, content and the
// write-only credentials. Every write is one transaction with its audit entry; the caches the storefront
// reads (merchant and settings, dropped together on MERCHANT_TOPIC) are invalidated after the commit.
import type { Database, Executor } from '@dastarkhan/db/client';
import type {
  BannerCreateRequestSchema,
  PromoCreateRequestSchema,
  VacancyCreateRequestSchema} from '@dastarkhan/domain/contracts/console-brand';
import {
  PROVIDER_CREDENTIAL_FIELDS,
  promoRuleIssues,
  type BannerUpdateRequest,
  type ConsoleBanner,
  type ConsoleIntegrations,
  type ConsolePaymentMethod,
  type ConsolePolicy,
  type ConsolePromo,
  type ConsoleVacancy,
  type OrderRules,
  type OrderRulesUpdateRequest,
  type PaymentMethodUpdateRequest,
  type PaymeFiscal,
  type PromoUpdateRequest,
  type SmsSettingsUpdateRequest,
  type VacancyUpdateRequest,
  type WebSettingsUpdateRequest
} from '@dastarkhan/domain/contracts/console-brand';
import { WebSettingsSchema, type WebSettings } from '@dastarkhan/domain/contracts/settings';
import type { z } from 'zod';
import { isOnlineProvider, ONLINE_PROVIDERS, POLICY_TYPES, type PaymentType, type PolicyType } from '@dastarkhan/domain/enums';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { providerAccount } from '../../integrations/payments/credentials.ts';
import { paymeFiscalSettings, type PaymeFiscalSettings } from '../payments/payme.ts';
import type { StaffActor } from './actor.ts';
import { recordAudit } from './audit.ts';
import type { ConsoleDeps } from './deps.ts';
import * as repo from './brand-settings-repo.ts';

type PromoCreate = z.output<typeof PromoCreateRequestSchema>;
type BannerCreate = z.output<typeof BannerCreateRequestSchema>;
type VacancyCreate = z.output<typeof VacancyCreateRequestSchema>;

/** A failure of a rule across fields, answered like a schema failure (400 VALIDATION_ERROR naming the fields). */
function invalid(fields: Array<{ field: string; message: string }>) {
  return badRequest('VALIDATION_ERROR', { in: 'body', fields });
}

const iso = (value: Date | null) => value?.toISOString() ?? null;
const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null);

// ---------------------------------------------------------------------------------------------
// Promo codes: so'm and percents in the view, tiyin (AMOUNT) or percents (PERCENTAGE) in the row

type PromoView = Omit<ConsolePromo, 'id' | 'uses' | 'createdAt'>;

function promoView(row: repo.PromoRow): PromoView {
  return {
    code: row.code,
    discountType: row.discountType,
    productDiscount: row.discountType === 'AMOUNT' ? tiyinToSom(row.productDiscount) : row.productDiscount,
    deliveryDiscountType: row.deliveryDiscountType,
    deliveryDiscount: row.deliveryDiscountType === 'AMOUNT' ? tiyinToSom(row.deliveryDiscount) : row.deliveryDiscount,
    minPrice: tiyinToSom(row.minPrice),
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    firstOrderOnly: row.firstOrderOnly,
    isPublic: row.isPublic,
    isActive: row.isActive,
  };
}

function toConsolePromo(row: repo.PromoRow, uses: number): ConsolePromo {
  return { id: row.id, ...promoView(row), uses, createdAt: row.createdAt.toISOString() };
}

function promoValues(view: PromoView): repo.PromoInsert {
  return {
    code: view.code,
    discountType: view.discountType,
    productDiscount: view.discountType === 'AMOUNT' ? somToTiyin(view.productDiscount) : view.productDiscount,
    deliveryDiscountType: view.deliveryDiscountType,
    deliveryDiscount: view.deliveryDiscountType === 'AMOUNT' ? somToTiyin(view.deliveryDiscount) : view.deliveryDiscount,
    minPrice: somToTiyin(view.minPrice),
    startDate: dateOf(view.startDate),
    endDate: dateOf(view.endDate),
    usageLimit: view.usageLimit,
    perUserLimit: view.perUserLimit,
    firstOrderOnly: view.firstOrderOnly,
    isPublic: view.isPublic,
    isActive: view.isActive,
  };
}

// ---------------------------------------------------------------------------------------------
// Order rules

const DEFAULT_ORDER_RULES: OrderRules = {
  isServiceFeeEnabled: false,
  isServiceFeeFreeAboveThreshold: false,
  serviceFeeThreshold: 0,
  serviceFeeAmount: 0,
  minimalDeliveryPrice: 0,
  minimalOrderPrice: 0,
  minimalOrderQuantity: 0,
  defaultTelegramDeliveryType: 'DELIVERY',
  defaultWebSiteDeliveryType: 'DELIVERY',
  defaultApplicationDeliveryType: 'DELIVERY',
  shouldValidateDeliveryArea: false,
  isSmsConfirmationRequiredPerOrder: false,
  cashbackPercent: 0,
  unpaidOrderTimeoutMinutes: 30,
};

function orderRulesOf(row: repo.SettingsRow | null): OrderRules {
  if (!row) return { ...DEFAULT_ORDER_RULES };
  return {
    isServiceFeeEnabled: row.isServiceFeeEnabled,
    isServiceFeeFreeAboveThreshold: row.isServiceFeeFreeAboveThreshold,
    serviceFeeThreshold: tiyinToSom(row.serviceFeeThreshold),
    serviceFeeAmount: tiyinToSom(row.serviceFeeAmount),
    minimalDeliveryPrice: tiyinToSom(row.minimalDeliveryPrice),
    minimalOrderPrice: tiyinToSom(row.minimalOrderPrice),
    minimalOrderQuantity: row.minimalOrderQuantity,
    defaultTelegramDeliveryType: row.defaultTelegramDeliveryType,
    defaultWebSiteDeliveryType: row.defaultWebSiteDeliveryType,
    defaultApplicationDeliveryType: row.defaultApplicationDeliveryType,
    shouldValidateDeliveryArea: row.shouldValidateDeliveryArea,
    isSmsConfirmationRequiredPerOrder: row.isSmsConfirmationRequiredPerOrder,
    cashbackPercent: Number(row.cashbackPercent),
    unpaidOrderTimeoutMinutes: row.unpaidOrderTimeoutMinutes,
  };
}

const MONEY_RULES = ['serviceFeeThreshold', 'serviceFeeAmount', 'minimalDeliveryPrice', 'minimalOrderPrice'] as const;

function settingsPatchOf(patch: OrderRulesUpdateRequest): repo.SettingsPatch {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] = (MONEY_RULES as readonly string[]).includes(key) ? somToTiyin(value as number) : value;
  }
  return out as repo.SettingsPatch;
}

/** Only the keys of `patch` that change something, with their old and new values (for the audit entry). */
function changes<T extends object>(before: T, patch: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const old: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(patch) as Array<keyof T>) {
    if (patch[key] === undefined || JSON.stringify(before[key]) === JSON.stringify(patch[key])) continue;
    old[key] = before[key];
    now[key] = patch[key];
  }
  return { before: old, after: now };
}

// ---------------------------------------------------------------------------------------------
// Content

function toBanner(row: repo.BannerRow): ConsoleBanner {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    link: row.link,
    productId: row.productId,
    priority: row.priority,
    isActive: row.isActive,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  };
}

function toVacancy(row: repo.VacancyRow): ConsoleVacancy {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    salary: row.salary,
    cityId: row.cityId,
    branchId: row.branchId,
    priority: row.priority,
    isActive: row.isActive,
  };
}

const EMPTY_TEXT: LocalizedText = { uz: '', ru: '', eng: '' };

// ---------------------------------------------------------------------------------------------
// Integrations

const PAYMENT_TITLES: Partial<Record<PaymentType, LocalizedText>> = {
  PAYME: { uz: 'Payme', ru: 'Payme', eng: 'Payme' },
  CLICK: { uz: 'Click', ru: 'Click', eng: 'Click' },
  UZUM: { uz: 'Uzum Bank', ru: 'Uzum Bank', eng: 'Uzum Bank' },
  CASH: { uz: 'Naqd pul', ru: 'Наличные', eng: 'Cash' },
  TERMINAL: { uz: 'Karta orqali (terminal)', ru: 'Картой курьеру (терминал)', eng: 'Card on delivery (terminal)' },
};

type Credentials = Record<string, string>;

/** The fiscal settings as the console shows them, read the way Payme's receipt reads them (a bad stored value shows as unset). */
function fiscalOf(credentials: unknown): PaymeFiscal {
  const settings = paymeFiscalSettings(credentials);
  return {
    vatPercent: settings.vatPercent,
    serviceFeeCode: settings.serviceFeeCode,
    packageCodes: Object.entries(settings.packageCodes)
      .map(([ikpu, packageCode]) => ({ ikpu, packageCode }))
      .sort((a, b) => a.ikpu.localeCompare(b.ikpu)),
  };
}

/** The stored `fiscal` object after an update: absent fields keep, null clears all, in the shape PaymeFiscalSettingsSchema reads. */
function nextFiscal(credentials: unknown, update: PaymentMethodUpdateRequest['fiscal']): PaymeFiscalSettings | null {
  if (update === null) return null;
  const current = paymeFiscalSettings(credentials);
  if (update === undefined) return current;
  return {
    vatPercent: update.vatPercent ?? current.vatPercent,
    packageCodes: update.packageCodes ? Object.fromEntries(update.packageCodes.map((pair) => [pair.ikpu, pair.packageCode])) : current.packageCodes,
    serviceFeeCode: update.serviceFeeCode ?? current.serviceFeeCode,
  };
}

function credentialFieldsOf(type: PaymentType): ReadonlyArray<{ name: string; secret: boolean; required: boolean }> {
  return isOnlineProvider(type) ? PROVIDER_CREDENTIAL_FIELDS[type] : [];
}

function toPaymentMethod(type: PaymentType, row: repo.PaymentMethodRow | null): ConsolePaymentMethod {
  const credentials: Credentials = row?.credentials ?? {};
  const fields = credentialFieldsOf(type).map((field) => {
    const value = credentials[field.name]?.trim() ?? '';
    return { name: field.name, secret: field.secret, required: field.required, configured: value !== '', value: field.secret || value === '' ? null : value };
  });
  return {
    type,
    exists: row !== null,
    title: row?.title ?? PAYMENT_TITLES[type] ?? { uz: type, ru: type, eng: type },
    isActive: row?.isActive ?? false,
    webEnabled: row?.webEnabled ?? true,
    botEnabled: row?.botEnabled ?? true,
    operatorEnabled: row?.operatorEnabled ?? false,
    appEnabled: row?.appEnabled ?? true,
    qrEnabled: row?.qrEnabled ?? false,
    configured: isOnlineProvider(type) ? providerAccount(type, credentials) !== null : true,
    fields,
    fiscal: type === 'PAYME' ? fiscalOf(credentials) : null,
  };
}

/** What the audit log may say about a payment method: flags and which credentials are set, never their values. */
function paymentAuditOf(method: ConsolePaymentMethod) {
  return {
    isActive: method.isActive,
    webEnabled: method.webEnabled,
    botEnabled: method.botEnabled,
    operatorEnabled: method.operatorEnabled,
    appEnabled: method.appEnabled,
    qrEnabled: method.qrEnabled,
    configured: method.configured,
    credentials: Object.fromEntries(method.fields.map((field) => [field.name, { configured: field.configured }])),
    // Receipt settings are printed on every receipt, not secret: the log keeps their values.
    ...(method.fiscal ? { fiscal: method.fiscal } : {}),
  };
}

function smsOf(row: repo.MerchantSecretsRow): ConsoleIntegrations['sms'] {
  const passwordConfigured = Boolean(row.smsPassword);
  return {
    gateway: row.smsGateway,
    username: row.smsUsername,
    sender: row.smsSender,
    passwordConfigured,
    configured: row.smsGateway !== null && Boolean(row.smsUsername) && passwordConfigured,
  };
}

function telegramOf(row: repo.MerchantSecretsRow): ConsoleIntegrations['telegram'] {
  const token = row.telegramBotToken?.trim() || null;
  return { configured: token !== null, botId: token?.split(':')[0] || null };
}

// ---------------------------------------------------------------------------------------------

export interface BrandSettingsService {
  listPromos(actor: StaffActor): Promise<ConsolePromo[]>;
  createPromo(actor: StaffActor, body: PromoCreate): Promise<ConsolePromo>;
  updatePromo(actor: StaffActor, id: string, patch: PromoUpdateRequest): Promise<ConsolePromo>;
  deletePromo(actor: StaffActor, id: string): Promise<void>;
  getOrderRules(actor: StaffActor): Promise<OrderRules>;
  updateOrderRules(actor: StaffActor, patch: OrderRulesUpdateRequest): Promise<OrderRules>;
  getWebSettings(actor: StaffActor): Promise<WebSettings>;
  updateWebSettings(actor: StaffActor, patch: WebSettingsUpdateRequest): Promise<WebSettings>;
  listBanners(actor: StaffActor): Promise<ConsoleBanner[]>;
  createBanner(actor: StaffActor, body: BannerCreate): Promise<ConsoleBanner>;
  updateBanner(actor: StaffActor, id: string, patch: BannerUpdateRequest): Promise<ConsoleBanner>;
  deleteBanner(actor: StaffActor, id: string): Promise<void>;
  listVacancies(actor: StaffActor): Promise<ConsoleVacancy[]>;
  createVacancy(actor: StaffActor, body: VacancyCreate): Promise<ConsoleVacancy>;
  updateVacancy(actor: StaffActor, id: string, patch: VacancyUpdateRequest): Promise<ConsoleVacancy>;
  deleteVacancy(actor: StaffActor, id: string): Promise<void>;
  listPolicies(actor: StaffActor): Promise<ConsolePolicy[]>;
  updatePolicy(actor: StaffActor, type: PolicyType, text: LocalizedText): Promise<ConsolePolicy>;
  getIntegrations(actor: StaffActor): Promise<ConsoleIntegrations>;
  updatePaymentMethod(actor: StaffActor, type: PaymentType, body: PaymentMethodUpdateRequest): Promise<ConsolePaymentMethod>;
  updateSms(actor: StaffActor, body: SmsSettingsUpdateRequest): Promise<ConsoleIntegrations['sms']>;
  updateTelegram(actor: StaffActor, token: string | null): Promise<ConsoleIntegrations['telegram']>;
}

export function createBrandSettingsService(deps: ConsoleDeps): BrandSettingsService {
  const db: Database = deps.db;
  const { services } = deps;

  /** Drops what every instance cached of the merchant and its settings (web and order settings, banners' switch). */
  const invalidate = (merchantId: string) => services.merchants.invalidateMerchant(merchantId);

  async function merchantOf(merchantId: string) {
    const merchant = await services.merchants.findById(merchantId);
    if (!merchant) throw notFound('MERCHANT_NOT_FOUND', { merchantId });
    return merchant;
  }

  async function ensureUniqueCode(ex: Executor, merchantId: string, code: string, exceptId?: string): Promise<void> {
    const existing = await repo.findPromoIdByCode(ex, merchantId, code);
    if (existing !== null && existing !== exceptId) throw conflict('PROMO_CODE_TAKEN', { field: 'code', code });
  }

  /** A concurrent write of the same code passes the check above; the unique index still refuses it. */
  async function codeRace<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (repo.isUniqueViolation(error, 'promos_merchant_code_uq')) throw conflict('PROMO_CODE_TAKEN', { field: 'code', code });
      throw error;
    }
  }

  async function checkReferences(ex: Executor, merchantId: string, refs: { productId?: string | null; cityId?: string | null; branchId?: string | null }) {
    // Another merchant's id answers exactly like an unknown one.
    if (refs.productId && !(await repo.productExists(ex, merchantId, refs.productId))) throw notFound('PRODUCT_NOT_FOUND', { field: 'productId' });
    if (refs.cityId && !(await repo.cityExists(ex, merchantId, refs.cityId))) throw notFound('BRAND_CITY_NOT_FOUND', { field: 'cityId' });
    if (refs.branchId && !(await repo.branchExists(ex, merchantId, refs.branchId))) throw notFound('BRANCH_NOT_FOUND', { field: 'branchId' });
  }

  function checkBannerWindow(startsAt: string | null, endsAt: string | null) {
    if (startsAt && endsAt && Date.parse(startsAt) > Date.parse(endsAt)) throw invalid([{ field: 'endsAt', message: 'must not be before the start' }]);
  }

  return {
    // --- Promo codes -------------------------------------------------------------------------
    async listPromos(actor) {
      return (await repo.listPromos(db, actor.merchantId)).map((row) => toConsolePromo(row, row.uses));
    },

    async createPromo(actor, body) {
      const row = await codeRace(body.code, () =>
        db.transaction(async (tx) => {
          await ensureUniqueCode(tx, actor.merchantId, body.code);
          const created = await repo.insertPromo(tx, actor.merchantId, promoValues(body));
          await recordAudit(tx, actor, { action: 'promo.create', entity: 'promo', entityId: created.id, before: null, after: promoView(created) });
          return created;
        }),
      );
      return toConsolePromo(row, 0);
    },

    async updatePromo(actor, id, patch) {
      const { row, uses } = await codeRace(patch.code ?? '', () =>
        db.transaction(async (tx) => {
          const current = await repo.findPromo(tx, actor.merchantId, id, true);
          if (!current) throw notFound('PROMO_NOT_FOUND', { id });
          const before = promoView(current);
          const merged: PromoView = { ...before, ...(Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<PromoView>) };
          const issues = promoRuleIssues(merged);
          if (issues.length > 0) throw invalid(issues);
          if (patch.code !== undefined && patch.code.toLowerCase() !== current.code.toLowerCase()) await ensureUniqueCode(tx, actor.merchantId, patch.code, id);
          const updated = await repo.updatePromo(tx, actor.merchantId, id, promoValues(merged));
          const diff = changes(before, promoView(updated));
          await recordAudit(tx, actor, { action: 'promo.update', entity: 'promo', entityId: id, ...diff });
          return { row: updated, uses: await repo.countPromoUses(tx, actor.merchantId, id) };
        }),
      );
      return toConsolePromo(row, uses);
    },

    async deletePromo(actor, id) {
      await db.transaction(async (tx) => {
        const current = await repo.findPromo(tx, actor.merchantId, id, true);
        if (!current) throw notFound('PROMO_NOT_FOUND', { id });
        // Orders keep pointing at the promo they used (cancelled ones too): such a promo can only be switched off.
        const uses = await repo.countPromoUses(tx, actor.merchantId, id, true);
        if (uses > 0) throw conflict('PROMO_IN_USE', { uses });
        await repo.deletePromo(tx, actor.merchantId, id);
        await recordAudit(tx, actor, { action: 'promo.delete', entity: 'promo', entityId: id, before: promoView(current), after: null });
      });
    },

    // --- Order rules ------------------------------------------------------------------------
    async getOrderRules(actor) {
      return orderRulesOf(await repo.findSettings(db, actor.merchantId));
    },

    async updateOrderRules(actor, patch) {
      const rules = await db.transaction(async (tx) => {
        const before = orderRulesOf(await repo.findSettings(tx, actor.merchantId, true));
        const row = await repo.upsertSettings(tx, actor.merchantId, settingsPatchOf(patch));
        const after = orderRulesOf(row);
        await recordAudit(tx, actor, { action: 'settings.order', entity: 'settings', entityId: 'order', ...changes(before, after) });
        return after;
      });
      await invalidate(actor.merchantId);
      return rules;
    },

    // --- Web settings and theme -------------------------------------------------------------
    async getWebSettings(actor) {
      return services.settings.getWebSettings(await merchantOf(actor.merchantId));
    },

    async updateWebSettings(actor, patch) {
      const merchant = await merchantOf(actor.merchantId);
      await db.transaction(async (tx) => {
        const row = await repo.findSettings(tx, actor.merchantId, true);
        const stored = { ...(row?.web ?? {}) } as Record<string, unknown>;
        const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
        const merged = { ...stored, ...sent };
        // The stored overrides must still make complete settings with the defaults (the storefront parses them so).
        const parsed = WebSettingsSchema.safeParse(merged);
        if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
        await repo.upsertSettings(tx, actor.merchantId, { web: merged as Partial<WebSettings> });
        await recordAudit(tx, actor, { action: 'settings.web', entity: 'settings', entityId: 'web', ...changes(stored, sent) });
      });
      await invalidate(actor.merchantId);
      return services.settings.getWebSettings(merchant);
    },

    // --- Banners ----------------------------------------------------------------------------
    async listBanners(actor) {
      return (await repo.listBanners(db, actor.merchantId)).map(toBanner);
    },

    async createBanner(actor, body) {
      const banner = await db.transaction(async (tx) => {
        await checkReferences(tx, actor.merchantId, { productId: body.productId });
        const row = await repo.insertBanner(tx, actor.merchantId, { ...body, startsAt: dateOf(body.startsAt), endsAt: dateOf(body.endsAt) });
        const created = toBanner(row);
        await recordAudit(tx, actor, { action: 'banner.create', entity: 'banner', entityId: row.id, before: null, after: created });
        return created;
      });
      await invalidate(actor.merchantId);
      return banner;
    },

    async updateBanner(actor, id, patch) {
      const banner = await db.transaction(async (tx) => {
        const current = await repo.findBanner(tx, actor.merchantId, id);
        if (!current) throw notFound('BANNER_NOT_FOUND', { id });
        const before = toBanner(current);
        const merged = { ...before, ...(Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<ConsoleBanner>) };
        checkBannerWindow(merged.startsAt, merged.endsAt);
        if (patch.productId) await checkReferences(tx, actor.merchantId, { productId: patch.productId });
        const { id: _id, ...values } = merged;
        const row = await repo.updateBanner(tx, actor.merchantId, id, { ...values, startsAt: dateOf(merged.startsAt), endsAt: dateOf(merged.endsAt) });
        const after = toBanner(row);
        await recordAudit(tx, actor, { action: 'banner.update', entity: 'banner', entityId: id, ...changes(before, after) });
        return after;
      });
      await invalidate(actor.merchantId);
      return banner;
    },

    async deleteBanner(actor, id) {
      await db.transaction(async (tx) => {
        const current = await repo.findBanner(tx, actor.merchantId, id);
        if (!current) throw notFound('BANNER_NOT_FOUND', { id });
        await repo.deleteBanner(tx, actor.merchantId, id);
        await recordAudit(tx, actor, { action: 'banner.delete', entity: 'banner', entityId: id, before: toBanner(current), after: null });
      });
      await invalidate(actor.merchantId);
    },

    // --- Vacancies --------------------------------------------------------------------------
    async listVacancies(actor) {
      return (await repo.listVacancies(db, actor.merchantId)).map(toVacancy);
    },

    async createVacancy(actor, body) {
      const vacancy = await db.transaction(async (tx) => {
        await checkReferences(tx, actor.merchantId, { cityId: body.cityId, branchId: body.branchId });
        const row = await repo.insertVacancy(tx, actor.merchantId, body);
        const created = toVacancy(row);
        await recordAudit(tx, actor, { action: 'vacancy.create', entity: 'vacancy', entityId: row.id, before: null, after: created });
        return created;
      });
      await invalidate(actor.merchantId);
      return vacancy;
    },

    async updateVacancy(actor, id, patch) {
      const vacancy = await db.transaction(async (tx) => {
        const current = await repo.findVacancy(tx, actor.merchantId, id);
        if (!current) throw notFound('VACANCY_NOT_FOUND', { id });
        const before = toVacancy(current);
        await checkReferences(tx, actor.merchantId, { cityId: patch.cityId, branchId: patch.branchId });
        const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
        const after = toVacancy(await repo.updateVacancy(tx, actor.merchantId, id, values));
        await recordAudit(tx, actor, { action: 'vacancy.update', entity: 'vacancy', entityId: id, ...changes(before, after) });
        return after;
      });
      await invalidate(actor.merchantId);
      return vacancy;
    },

    async deleteVacancy(actor, id) {
      await db.transaction(async (tx) => {
        const current = await repo.findVacancy(tx, actor.merchantId, id);
        if (!current) throw notFound('VACANCY_NOT_FOUND', { id });
        await repo.deleteVacancy(tx, actor.merchantId, id);
        await recordAudit(tx, actor, { action: 'vacancy.delete', entity: 'vacancy', entityId: id, before: toVacancy(current), after: null });
      });
      await invalidate(actor.merchantId);
    },

    // --- Policies ---------------------------------------------------------------------------
    async listPolicies(actor) {
      const rows = new Map((await repo.listPolicies(db, actor.merchantId)).map((row) => [row.type, row]));
      return POLICY_TYPES.map((type) => {
        const row = rows.get(type);
        return { type, text: row?.text ?? { ...EMPTY_TEXT }, updatedAt: iso(row?.updatedAt ?? null) };
      });
    },

    async updatePolicy(actor, type, text) {
      const policy = await db.transaction(async (tx) => {
        const before = (await repo.listPolicies(tx, actor.merchantId)).find((row) => row.type === type)?.text ?? null;
        const row = await repo.upsertPolicy(tx, actor.merchantId, type, text);
        await recordAudit(tx, actor, { action: 'policy.update', entity: 'policy', entityId: type, before, after: row.text });
        return { type: row.type, text: row.text, updatedAt: iso(row.updatedAt) };
      });
      await invalidate(actor.merchantId);
      return policy;
    },

    // --- Integrations -----------------------------------------------------------------------
    async getIntegrations(actor) {
      const rows = await repo.listPaymentMethods(db, actor.merchantId);
      const byType = new Map(rows.map((row) => [row.type, row]));
      const missingProviders = ONLINE_PROVIDERS.filter((type) => !byType.has(type));
      const secrets = await repo.findMerchantSecrets(db, actor.merchantId);
      if (!secrets) throw notFound('MERCHANT_NOT_FOUND', { merchantId: actor.merchantId });
      return {
        payments: [...rows.map((row) => toPaymentMethod(row.type, row)), ...missingProviders.map((type) => toPaymentMethod(type, null))],
        sms: smsOf(secrets),
        telegram: telegramOf(secrets),
      };
    },

    async updatePaymentMethod(actor, type, body) {
      const method = await db.transaction(async (tx) => {
        const current = await repo.findPaymentMethod(tx, actor.merchantId, type, true);
        const online = isOnlineProvider(type);
        if (!current && !online && !PAYMENT_TITLES[type]) throw notFound('PAYMENT_METHOD_NOT_FOUND', { type });
        const sentCredentials = body.credentials ?? {};
        const names = Object.keys(sentCredentials);
        if (names.length > 0 && !online) throw badRequest('PAYMENT_CREDENTIALS_NOT_ACCEPTED', { field: 'credentials', type });
        const known = new Set(credentialFieldsOf(type).map((field) => field.name));
        const unknown = names.filter((name) => !known.has(name));
        if (unknown.length > 0) throw invalid(unknown.map((name) => ({ field: `credentials.${name}`, message: `${type} has no credential ${name}` })));
        if (body.fiscal !== undefined && type !== 'PAYME') throw invalid([{ field: 'fiscal', message: 'only Payme takes fiscal receipt settings' }]);

        const credentials: Credentials = { ...(current?.credentials ?? {}) };
        for (const [name, value] of Object.entries(sentCredentials)) {
          if (value === null) delete credentials[name];
          else credentials[name] = value;
        }
        if (body.fiscal !== undefined) {
          const fiscal = nextFiscal(current?.credentials, body.fiscal);
          // The column is typed as strings, but Payme reads `fiscal` as an object beside the key (paymeFiscalSettings).
          if (fiscal === null) delete credentials.fiscal;
          else (credentials as Record<string, unknown>).fiscal = fiscal;
        }
        const before = toPaymentMethod(type, current);
        const flags = {
          isActive: body.isActive ?? before.isActive,
          webEnabled: body.webEnabled ?? before.webEnabled,
          botEnabled: body.botEnabled ?? before.botEnabled,
          operatorEnabled: body.operatorEnabled ?? before.operatorEnabled,
          appEnabled: body.appEnabled ?? before.appEnabled,
          qrEnabled: body.qrEnabled ?? before.qrEnabled,
        };
        // A provider that takes orders must be able to verify its callbacks and build its links.
        if (online && flags.isActive && providerAccount(type, credentials) === null) {
          const missing = credentialFieldsOf(type)
            .filter((field) => field.required && !credentials[field.name]?.trim())
            .map((field) => field.name);
          throw badRequest('PAYMENT_CREDENTIALS_INCOMPLETE', { type, missing });
        }
        const row = current
          ? await repo.updatePaymentMethod(tx, actor.merchantId, type, { ...flags, credentials })
          : await repo.insertPaymentMethod(tx, actor.merchantId, {
              type,
              name: PAYMENT_TITLES[type]?.eng ?? type,
              title: PAYMENT_TITLES[type] ?? { uz: type, ru: type, eng: type },
              priority: await repo.nextPaymentPriority(tx, actor.merchantId),
              ...flags,
              credentials,
            });
        const after = toPaymentMethod(type, row);
        await recordAudit(tx, actor, {
          action: 'payment_method.update',
          entity: 'payment_method',
          entityId: type,
          before: current ? paymentAuditOf(before) : null,
          // Which credentials were sent (set or cleared), never what they are.
          after: { ...paymentAuditOf(after), changedCredentials: names },
        });
        return after;
      });
      await invalidate(actor.merchantId);
      return method;
    },

    async updateSms(actor, body) {
      const sms = await db.transaction(async (tx) => {
        const current = await repo.findMerchantSecrets(tx, actor.merchantId, true);
        if (!current) throw notFound('MERCHANT_NOT_FOUND', { merchantId: actor.merchantId });
        const next: Pick<repo.MerchantSecretsRow, 'smsGateway' | 'smsUsername' | 'smsPassword' | 'smsSender'> =
          body.gateway === null
            ? { smsGateway: null, smsUsername: null, smsPassword: null, smsSender: null }
            : {
                smsGateway: body.gateway === undefined ? current.smsGateway : body.gateway,
                smsUsername: body.username === undefined ? current.smsUsername : body.username,
                smsPassword: body.password === undefined ? current.smsPassword : body.password,
                smsSender: body.sender === undefined ? current.smsSender : body.sender,
              };
        const anySet = next.smsUsername !== null || next.smsPassword !== null || next.smsSender !== null;
        // Half an account would silently fall back to the platform's gateway: refuse it and say what is missing.
        if ((next.smsGateway !== null || anySet) && (next.smsGateway === null || !next.smsUsername || !next.smsPassword)) {
          const missing = [next.smsGateway === null && 'gateway', !next.smsUsername && 'username', !next.smsPassword && 'password'].filter(Boolean);
          throw badRequest('SMS_CREDENTIALS_INCOMPLETE', { missing });
        }
        await repo.updateMerchantSecrets(tx, actor.merchantId, next);
        const before = smsOf(current);
        const after = smsOf({ ...current, ...next });
        const changed = (['gateway', 'username', 'password', 'sender'] as const).filter((name) => body[name] !== undefined || body.gateway === null);
        await recordAudit(tx, actor, {
          action: 'merchant.sms',
          entity: 'merchant',
          entityId: actor.merchantId,
          before: { gateway: before.gateway, configured: before.configured, passwordConfigured: before.passwordConfigured },
          after: { gateway: after.gateway, configured: after.configured, passwordConfigured: after.passwordConfigured, changed },
        });
        return after;
      });
      await invalidate(actor.merchantId);
      return sms;
    },

    async updateTelegram(actor, token) {
      const telegram = await db.transaction(async (tx) => {
        const current = await repo.findMerchantSecrets(tx, actor.merchantId, true);
        if (!current) throw notFound('MERCHANT_NOT_FOUND', { merchantId: actor.merchantId });
        await repo.updateMerchantSecrets(tx, actor.merchantId, { telegramBotToken: token });
        const before = telegramOf(current);
        const after = telegramOf({ ...current, telegramBotToken: token });
        await recordAudit(tx, actor, {
          action: 'merchant.telegram',
          entity: 'merchant',
          entityId: actor.merchantId,
          before: { configured: before.configured },
          after: { configured: after.configured, changed: ['token'] },
        });
        return after;
      });
      await invalidate(actor.merchantId);
      return telegram;
    },
  };
}
