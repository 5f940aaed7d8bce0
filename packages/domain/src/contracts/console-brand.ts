// Bodies of the console's brand settings (owner): promo codes, order rules, web settings and theme, content
// (banners, vacancies, policies) and the write-only credentials of payment providers, the SMS gateway and the
// Telegram bot. Money in so'm, as everywhere at the API edge.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import type { ONLINE_PROVIDERS} from '../enums.ts';
import { DISCOUNT_TYPES, PAYMENT_TYPES, POLICY_TYPES, SERVICE_TYPES, SMS_GATEWAYS } from '../enums.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { ikpuCode } from './console-menu.ts';
import { BannerSchema, VacancySchema } from './content.ts';
import { multilineText, text } from './text.ts';
import { WebSettingsSchema } from './settings.ts';
import { PROMO_CODE_MAX_LENGTH } from './promo.ts';

/** so'm at the API edge: at most 2 decimals (whole tiyin), never negative. */
const som = () =>
  z
    .number()
    .min(0)
    .max(1e10)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most 2 decimals');
const isoTime = () => z.iso.datetime({ offset: true });
const localizedInput = (max: number) => z.object({ uz: text(max).default(''), ru: text(max).default(''), eng: text(max).default('') });
const localizedMultiline = (max: number) => z.object({ uz: multilineText(max).default(''), ru: multilineText(max).default(''), eng: multilineText(max).default('') });
/** An image path of ours (/api/images/...) or an https URL. */
const imageRef = () => text(2048).refine((value) => value === '' || value.startsWith('/') || /^https?:\/\//.test(value), 'must be a path (/api/images/…) or an http(s) URL');

// ---------------------------------------------------------------------------------------------
// Promo codes

/** Letters, digits, '-' and '_': what a customer can type without ambiguity (no spaces). */
export const PROMO_CODE_PATTERN = /^[\p{L}\p{N}_-]+$/u;

export interface PromoRulesInput {
  discountType: (typeof DISCOUNT_TYPES)[number];
  productDiscount: number;
  deliveryDiscountType: (typeof DISCOUNT_TYPES)[number];
  deliveryDiscount: number;
  startDate: string | null;
  endDate: string | null;
}

/** Rules across fields of a promo (after a partial update is merged too): percents within 100 and whole, start ≤ end. */
export function promoRuleIssues(promo: PromoRulesInput): Array<{ field: string; message: string }> {
  const issues: Array<{ field: string; message: string }> = [];
  const percent = (field: string, type: string, value: number) => {
    if (type !== 'PERCENTAGE') return;
    if (value > 100) issues.push({ field, message: 'a percentage must be at most 100' });
    else if (!Number.isInteger(value)) issues.push({ field, message: 'a percentage must be a whole number' });
  };
  percent('productDiscount', promo.discountType, promo.productDiscount);
  percent('deliveryDiscount', promo.deliveryDiscountType, promo.deliveryDiscount);
  if (promo.startDate && promo.endDate && Date.parse(promo.startDate) > Date.parse(promo.endDate)) {
    issues.push({ field: 'endDate', message: 'must not be before the start date' });
  }
  return issues;
}

const promoFields = {
  code: text(PROMO_CODE_MAX_LENGTH).min(1).regex(PROMO_CODE_PATTERN, 'letters, digits, - and _ only'),
  discountType: z.enum(DISCOUNT_TYPES),
  /** so'm for AMOUNT, a whole percent (0..100) for PERCENTAGE. */
  productDiscount: som(),
  deliveryDiscountType: z.enum(DISCOUNT_TYPES),
  deliveryDiscount: som(),
  /** The products must cost more than this, so'm. */
  minPrice: som(),
  startDate: isoTime().nullable(),
  endDate: isoTime().nullable(),
  /** Uses over all customers (orders not cancelled); null = unlimited. */
  usageLimit: z.number().int().min(1).max(10_000_000).nullable(),
  /** Uses per customer; null = unlimited. */
  perUserLimit: z.number().int().min(1).max(10_000).nullable(),
  firstOrderOnly: z.boolean(),
  /** Listed to signed-in customers on the storefront's promo codes page (/profile/promos) while they can use it. */
  isPublic: z.boolean(),
  isActive: z.boolean(),
};

export const ConsolePromoSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    productDiscount: z.number(),
    deliveryDiscountType: z.enum(DISCOUNT_TYPES),
    deliveryDiscount: z.number(),
    minPrice: z.number(),
    startDate: isoTime().nullable(),
    endDate: isoTime().nullable(),
    usageLimit: z.number().int().nullable(),
    perUserLimit: z.number().int().nullable(),
    firstOrderOnly: z.boolean(),
    /** Shown to customers on the storefront's promo codes page; private codes never are. */
    isPublic: z.boolean(),
    isActive: z.boolean(),
    /** Orders that used it and were not cancelled. */
    uses: z.number().int(),
    createdAt: isoTime(),
  })
  .register(contractRegistry, { id: 'ConsolePromo' });
export type ConsolePromo = z.infer<typeof ConsolePromoSchema>;

export const PromoCreateRequestSchema = z
  .object({
    ...promoFields,
    deliveryDiscountType: promoFields.deliveryDiscountType.default('AMOUNT'),
    deliveryDiscount: promoFields.deliveryDiscount.default(0),
    minPrice: promoFields.minPrice.default(0),
    startDate: promoFields.startDate.default(null),
    endDate: promoFields.endDate.default(null),
    usageLimit: promoFields.usageLimit.default(null),
    perUserLimit: promoFields.perUserLimit.default(null),
    firstOrderOnly: promoFields.firstOrderOnly.default(false),
    // Private unless the owner says so: a code handed out to a few must not be shown to everyone.
    isPublic: promoFields.isPublic.default(false),
    isActive: promoFields.isActive.default(true),
  })
  .superRefine((promo, ctx) => {
    for (const issue of promoRuleIssues(promo)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message, input: promo });
  })
  .register(contractRegistry, { id: 'PromoCreateRequest' });
export type PromoCreateRequest = z.input<typeof PromoCreateRequestSchema>;

/** Only the fields sent change; the rules across fields are checked on the merged promo. `isActive: false` deactivates. */
export const PromoUpdateRequestSchema = z.object(promoFields).partial().register(contractRegistry, { id: 'PromoUpdateRequest' });
export type PromoUpdateRequest = z.infer<typeof PromoUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Order rules (merchant_settings columns)

const orderRuleFields = {
  isServiceFeeEnabled: z.boolean(),
  isServiceFeeFreeAboveThreshold: z.boolean(),
  /** so'm: from this product total the service fee is not charged (with isServiceFeeFreeAboveThreshold). */
  serviceFeeThreshold: som(),
  /** so'm */
  serviceFeeAmount: som(),
  /** so'm: delivery never costs less than this. */
  minimalDeliveryPrice: som(),
  /** so'm: a delivery order's products must add up to at least this (0 = no minimum). */
  minimalOrderPrice: som(),
  /** A delivery order must hold at least this many units (0 = no minimum). */
  minimalOrderQuantity: z.number().int().min(0).max(10_000),
  defaultTelegramDeliveryType: z.enum(SERVICE_TYPES),
  defaultWebSiteDeliveryType: z.enum(SERVICE_TYPES),
  defaultApplicationDeliveryType: z.enum(SERVICE_TYPES),
  shouldValidateDeliveryArea: z.boolean(),
  isSmsConfirmationRequiredPerOrder: z.boolean(),
  /** Percent (two decimals at most) of a closed order's product total credited as cashback. */
  cashbackPercent: z
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most 2 decimals'),
  /** Minutes an order paid online waits for its payment before it is cancelled. */
  unpaidOrderTimeoutMinutes: z.number().int().min(1).max(1440),
};

export const OrderRulesSchema = z.object(orderRuleFields).register(contractRegistry, { id: 'ConsoleOrderRules' });
export type OrderRules = z.infer<typeof OrderRulesSchema>;
export const OrderRulesUpdateRequestSchema = z.object(orderRuleFields).partial().register(contractRegistry, { id: 'ConsoleOrderRulesUpdateRequest' });
export type OrderRulesUpdateRequest = z.infer<typeof OrderRulesUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Web settings and theme

/** Stored in their merchant_settings columns and edited with the order rules; not part of a web settings update. */
export const WEB_SETTINGS_FROM_ORDER_RULES = ['shouldValidateDeliveryArea', 'isSmsConfirmationRequiredPerOrder'] as const;
/** Filled by the server. */
const WEB_SETTINGS_READ_ONLY = ['merchantId', ...WEB_SETTINGS_FROM_ORDER_RULES] as const;

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

type AnySchema = z.core.$ZodType;

/**
 * The request version of a WebSettings field: the same shape without defaults, every string with the text rule
 * (the response schema takes strings as stored; a request refuses control characters).
 */
function requestFieldOf(schema: AnySchema): AnySchema {
  const def = schema._zod.def as unknown as { type: string; innerType?: AnySchema; shape?: Record<string, AnySchema>; element?: AnySchema };
  switch (def.type) {
    case 'default':
      return requestFieldOf(def.innerType as AnySchema);
    case 'nullable':
      return z.nullable(requestFieldOf(def.innerType as AnySchema) as z.ZodType);
    case 'string':
      return text(2048);
    case 'object':
      return z.object(Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, requestFieldOf(value) as z.ZodType])));
    case 'array':
      return z.array(requestFieldOf(def.element as AnySchema) as z.ZodType).max(50);
    default:
      // booleans and enums take no text
      return schema;
  }
}

const webShape = WebSettingsSchema.shape as Record<string, AnySchema>;
const webPatchShape: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(webShape)
    .filter(([key]) => !(WEB_SETTINGS_READ_ONLY as readonly string[]).includes(key))
    .map(([key, value]) => [key, (requestFieldOf(value) as z.ZodType).optional()]),
);
webPatchShape.mainColor = text(7).regex(HEX_COLOR, 'must be a colour like #FCE000').optional();
webPatchShape.logo = imageRef().nullable().optional();
webPatchShape.favicon = imageRef().nullable().optional();
webPatchShape.brand = text(120).optional();
webPatchShape.title = text(120).optional();
// Yandex keys are UUIDs; nothing else may reach a tile URL.
webPatchShape.yandexMapsApiKey = text(36).regex(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/i, 'must be a Yandex API key').optional();

/** A partial update of the web settings: only the fields sent change (validated again as a whole by WebSettingsSchema). */
export const WebSettingsUpdateRequestSchema = z.object(webPatchShape).register(contractRegistry, { id: 'ConsoleWebSettingsUpdateRequest' });
export type WebSettingsUpdateRequest = Partial<Omit<z.input<typeof WebSettingsSchema>, (typeof WEB_SETTINGS_READ_ONLY)[number]>>;

// ---------------------------------------------------------------------------------------------
// Content

const bannerFields = {
  title: localizedInput(200),
  /** Image path per language; the storefront falls back like text. */
  image: localizedInput(2048).refine((image) => image.uz !== '' || image.ru !== '' || image.eng !== '', 'an image in at least one language'),
  link: text(2048).nullable(),
  productId: z.uuid().nullable(),
  priority: z.number().int().min(-100_000).max(100_000),
  isActive: z.boolean(),
  startsAt: isoTime().nullable(),
  endsAt: isoTime().nullable(),
};

/** The storefront's banner, plus whether it is shown (the console lists hidden ones too). */
export const ConsoleBannerSchema = BannerSchema.extend({ isActive: z.boolean() }).register(contractRegistry, { id: 'ConsoleBanner' });
export type ConsoleBanner = z.infer<typeof ConsoleBannerSchema>;

export const BannerCreateRequestSchema = z
  .object({
    ...bannerFields,
    title: bannerFields.title.default({ uz: '', ru: '', eng: '' }),
    link: bannerFields.link.default(null),
    productId: bannerFields.productId.default(null),
    priority: bannerFields.priority.default(0),
    isActive: bannerFields.isActive.default(true),
    startsAt: bannerFields.startsAt.default(null),
    endsAt: bannerFields.endsAt.default(null),
  })
  .superRefine((banner, ctx) => {
    if (banner.startsAt && banner.endsAt && Date.parse(banner.startsAt) > Date.parse(banner.endsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must not be before the start', input: banner });
    }
  })
  .register(contractRegistry, { id: 'BannerCreateRequest' });
export type BannerCreateRequest = z.input<typeof BannerCreateRequestSchema>;
export const BannerUpdateRequestSchema = z.object(bannerFields).partial().register(contractRegistry, { id: 'BannerUpdateRequest' });
export type BannerUpdateRequest = z.infer<typeof BannerUpdateRequestSchema>;

const vacancyFields = {
  title: localizedInput(200).refine((title) => title.uz !== '' || title.ru !== '' || title.eng !== '', 'a title in at least one language'),
  description: localizedMultiline(10_000),
  salary: text(120).nullable(),
  cityId: z.uuid().nullable(),
  branchId: z.uuid().nullable(),
  priority: z.number().int().min(-100_000).max(100_000),
  isActive: z.boolean(),
};

/** The storefront's vacancy, plus whether it is shown (the console lists hidden ones too). */
export const ConsoleVacancySchema = VacancySchema.extend({ isActive: z.boolean() }).register(contractRegistry, { id: 'ConsoleVacancy' });
export type ConsoleVacancy = z.infer<typeof ConsoleVacancySchema>;

export const VacancyCreateRequestSchema = z
  .object({
    ...vacancyFields,
    description: vacancyFields.description.default({ uz: '', ru: '', eng: '' }),
    salary: vacancyFields.salary.default(null),
    cityId: vacancyFields.cityId.default(null),
    branchId: vacancyFields.branchId.default(null),
    priority: vacancyFields.priority.default(0),
    isActive: vacancyFields.isActive.default(true),
  })
  .register(contractRegistry, { id: 'VacancyCreateRequest' });
export type VacancyCreateRequest = z.input<typeof VacancyCreateRequestSchema>;
export const VacancyUpdateRequestSchema = z.object(vacancyFields).partial().register(contractRegistry, { id: 'VacancyUpdateRequest' });
export type VacancyUpdateRequest = z.infer<typeof VacancyUpdateRequestSchema>;

export const ConsolePolicySchema = z
  .object({ type: z.enum(POLICY_TYPES), text: LocalizedTextSchema, updatedAt: isoTime().nullable() })
  .register(contractRegistry, { id: 'ConsolePolicy' });
export type ConsolePolicy = z.infer<typeof ConsolePolicySchema>;
export const PolicyUpdateRequestSchema = z.object({ text: localizedMultiline(100_000) }).register(contractRegistry, { id: 'PolicyUpdateRequest' });
export type PolicyUpdateRequest = z.input<typeof PolicyUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Integrations: write-only secrets

/** Each online provider's credential fields; `secret` ones are never answered, only whether they are set. */
export const PROVIDER_CREDENTIAL_FIELDS = {
  PAYME: [
    { name: 'merchantId', secret: false, required: true },
    { name: 'key', secret: true, required: true },
  ],
  CLICK: [
    { name: 'serviceId', secret: false, required: true },
    { name: 'merchantId', secret: false, required: true },
    { name: 'merchantUserId', secret: false, required: false },
    { name: 'secretKey', secret: true, required: true },
  ],
  UZUM: [
    { name: 'serviceId', secret: false, required: true },
    // The webhook's Basic-auth pair: half of a shared secret, so the login is not shown either.
    { name: 'login', secret: true, required: true },
    { name: 'password', secret: true, required: true },
  ],
} as const satisfies Record<(typeof ONLINE_PROVIDERS)[number], ReadonlyArray<{ name: string; secret: boolean; required: boolean }>>;

export const CredentialFieldSchema = z.object({
  name: z.string(),
  secret: z.boolean(),
  required: z.boolean(),
  configured: z.boolean(),
  /** Only for fields that are not secret. */
  value: z.string().nullable(),
});
export type CredentialField = z.infer<typeof CredentialFieldSchema>;

/** A package (unit) code of the tax committee's classifier, as Payme's receipt `package_code` takes it. */
export const PACKAGE_CODE_PATTERN = /^\d{1,20}$/;
/** Most package codes a merchant keeps: one per IKPU it sells, far below any real menu. */
export const PAYME_PACKAGE_CODES_MAX = 500;

/**
 * Payme's fiscal receipt settings as the console shows them: not secret. Stored in the PAYME credentials as
 * `fiscal: { vatPercent, packageCodes: { [ikpu]: code }, serviceFeeCode }`; here the map is a list sorted by IKPU.
 */
export const PaymeFiscalSchema = z
  .object({
    vatPercent: z.number().int(),
    /** IKPU of the service fee line; '' = none. */
    serviceFeeCode: z.string(),
    packageCodes: z.array(z.object({ ikpu: z.string(), packageCode: z.string() })),
  })
  .register(contractRegistry, { id: 'ConsolePaymeFiscal' });
export type PaymeFiscal = z.infer<typeof PaymeFiscalSchema>;

/** Each field absent keeps its value; `packageCodes`, when sent, is the whole list (pairs left out are removed). */
export const PaymeFiscalUpdateSchema = z.object({
  vatPercent: z.number().int().min(0).max(100).optional(),
  serviceFeeCode: text(40)
    .regex(/^(\d{17})?$/, 'must be 17 digits (an IKPU code) or empty')
    .meta({ examples: ['10305001001000000'] })
    .optional(),
  packageCodes: z
    .array(
      z.object({
        ikpu: ikpuCode(),
        packageCode: text(40)
          .regex(PACKAGE_CODE_PATTERN, 'must be digits (the package code from tasnif.soliq.uz)')
          .meta({ examples: ['1501234'] }),
      }),
    )
    .max(PAYME_PACKAGE_CODES_MAX)
    .superRefine((pairs, ctx) => {
      const seen = new Set<string>();
      for (const [index, pair] of pairs.entries()) {
        if (seen.has(pair.ikpu)) ctx.addIssue({ code: 'custom', message: 'this IKPU already has a package code above', path: [index, 'ikpu'], input: pair.ikpu });
        seen.add(pair.ikpu);
      }
    })
    .optional(),
});
export type PaymeFiscalUpdate = z.input<typeof PaymeFiscalUpdateSchema>;

const paymentFlags = {
  isActive: z.boolean(),
  webEnabled: z.boolean(),
  botEnabled: z.boolean(),
  operatorEnabled: z.boolean(),
  appEnabled: z.boolean(),
  qrEnabled: z.boolean(),
};

export const ConsolePaymentMethodSchema = z
  .object({
    type: z.enum(PAYMENT_TYPES),
    /** A row exists (an online provider without one is listed so it can be set up). */
    exists: z.boolean(),
    title: LocalizedTextSchema,
    ...paymentFlags,
    /** Online providers: every required credential is set and well-formed. Others: true. */
    configured: z.boolean(),
    /** Empty for payment types without credentials (cash, terminal). */
    fields: z.array(CredentialFieldSchema),
    /** PAYME only (null for the others): the fiscal receipt settings, not secret. */
    fiscal: PaymeFiscalSchema.nullable(),
  })
  .register(contractRegistry, { id: 'ConsolePaymentMethod' });
export type ConsolePaymentMethod = z.infer<typeof ConsolePaymentMethodSchema>;

export const ConsoleIntegrationsSchema = z
  .object({
    payments: z.array(ConsolePaymentMethodSchema),
    sms: z.object({
      gateway: z.enum(SMS_GATEWAYS).nullable(),
      username: z.string().nullable(),
      sender: z.string().nullable(),
      passwordConfigured: z.boolean(),
      /** Gateway, username and password are set: messages go through the merchant's own account. */
      configured: z.boolean(),
    }),
    telegram: z.object({
      configured: z.boolean(),
      /** The bot's numeric id (the part of the token before the colon; public). */
      botId: z.string().nullable(),
    }),
  })
  .register(contractRegistry, { id: 'ConsoleIntegrations' });
export type ConsoleIntegrations = z.infer<typeof ConsoleIntegrationsSchema>;

const credentialValue = text(512).min(1);

/**
 * Flags change as sent. `credentials`: a field with a string sets it, with null clears it, absent keeps it
 * (an empty form field is simply not sent). Only online providers take credentials. `fiscal` (PAYME only):
 * the receipt settings, each field absent keeps; null clears them all; the secret key is kept either way.
 */
export const PaymentMethodUpdateRequestSchema = z
  .object({
    ...z.object(paymentFlags).partial().shape,
    credentials: z.record(text(40).regex(/^[A-Za-z]+$/), credentialValue.nullable()).optional(),
    fiscal: PaymeFiscalUpdateSchema.nullable().optional(),
  })
  .register(contractRegistry, { id: 'ConsolePaymentMethodUpdateRequest' });
export type PaymentMethodUpdateRequest = z.infer<typeof PaymentMethodUpdateRequestSchema>;

/** Same rule: absent keeps, null clears. `gateway: null` switches the merchant back to the platform's gateway and clears all four. */
export const SmsSettingsUpdateRequestSchema = z
  .object({
    gateway: z.enum(SMS_GATEWAYS).nullable().optional(),
    username: text(200).min(1).nullable().optional(),
    password: text(200).min(1).nullable().optional(),
    sender: text(40).min(1).nullable().optional(),
  })
  .register(contractRegistry, { id: 'ConsoleSmsSettingsUpdateRequest' });
export type SmsSettingsUpdateRequest = z.infer<typeof SmsSettingsUpdateRequestSchema>;

/** `<bot id>:<35 characters>` as BotFather issues it. */
export const TELEGRAM_BOT_TOKEN_PATTERN = /^\d{5,15}:[A-Za-z0-9_-]{35}$/;

export const TelegramSettingsUpdateRequestSchema = z
  .object({ token: text(80).regex(TELEGRAM_BOT_TOKEN_PATTERN, 'must look like 123456789:AA… (as BotFather gives it)').nullable() })
  .register(contractRegistry, { id: 'ConsoleTelegramSettingsUpdateRequest' });
export type TelegramSettingsUpdateRequest = z.infer<typeof TelegramSettingsUpdateRequestSchema>;
