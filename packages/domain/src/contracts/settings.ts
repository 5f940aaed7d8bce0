// Merchant settings: the storefront's feature flags and branding (account-session-settings §3)
// and the order rules (storefront-core §3 "Order settings"). Every field has a default so a
// merchant with no stored settings still gets a complete answer.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { SERVICE_TYPES } from '../enums.ts';

const emptyText = { uz: '', ru: '', eng: '' };
const flag = (value: boolean) => z.boolean().default(value);
const link = () => z.object({ url: z.string().default(''), active: z.boolean().default(false) }).default({ url: '', active: false });

export const WebSettingsSchema = z
  .object({
    merchantId: z.string().default(''),
    // Branding
    brand: z.string().default(''),
    logo: z.string().nullable().default(null),
    favicon: z.string().nullable().default(null),
    domain: z.string().nullable().default(null),
    mainColor: z.string().default('#FCE000'),
    mainColorType: z.enum(['dark', 'light']).default('light'),
    isDark: flag(false),
    title: z.string().default(''),
    leftCopyWrite: LocalizedTextSchema.default(emptyText),
    rightCopyWrite: LocalizedTextSchema.default(emptyText),
    // Language
    mainLanguage: z.enum(['uz', 'ru', 'eng']).default('uz'),
    uzActive: flag(true),
    ruActive: flag(true),
    engActive: flag(true),
    zhActive: flag(false),
    arActive: flag(false),
    kzActive: flag(false),
    trActive: flag(false),
    // Services
    deliveryActive: flag(true),
    pickupActive: flag(true),
    dineInActive: flag(false),
    bookingActive: flag(false),
    branchesActive: flag(true),
    // Content
    bannersActive: flag(false),
    storiesActive: flag(false),
    vacanciesActive: flag(false),
    privacyActive: flag(true),
    aboutMerchantActive: flag(true),
    termsOfUseActive: flag(true),
    notificationsActive: flag(false),
    // Commerce
    balanceActive: flag(false),
    cashbackActive: flag(false),
    promoActive: flag(true),
    favouriteActive: flag(true),
    cancelOrderActive: flag(true),
    cardActive: flag(false),
    cartInMainActive: flag(true),
    cartPageActive: flag(true),
    chatActive: flag(false),
    receiverActive: flag(false),
    productComment: flag(false),
    // Payments
    cashActive: flag(true),
    terminalActive: flag(false),
    paymeActive: flag(false),
    clickActive: flag(false),
    uzumActive: flag(false),
    // Links and contacts
    iosAppLink: z.string().default(''),
    androidAppLink: z.string().default(''),
    telegramBotLink: z.string().default(''),
    phone: link(),
    telegram: link(),
    instagram: link(),
    facebook: link(),
    contacts: z.array(z.object({ label: LocalizedTextSchema, value: z.string() })).default([]),
    // Layout
    mapType: z.enum(['YANDEX', 'LEAFLET', 'LAMENU_YANDEX']).default('LEAFLET'),
    /** Yandex Tiles API key (a browser key, restricted to the merchant's domains at Yandex): a Yandex mapType needs it. */
    yandexMapsApiKey: z.string().default(''),
    groupView: z.enum(['TABS', 'CARDS', 'HIDDEN']).default('TABS'),
    categoryView: z.enum(['TABS', 'CHIPS', 'LIST']).default('TABS'),
    basketPosition: z.enum(['NAVIGATION_BAR', 'FLOATING_OVER_PRODUCT']).default('FLOATING_OVER_PRODUCT'),
    isVisibleAtProfileTop: flag(true),
    isNavigationViewEnabled: flag(true),
    multiTabNavigationEnabled: flag(false),
    isCategoryImageVisible: flag(false),
    modificationViewType: z.enum(['NAME_ONLY', 'FULL_IMAGE']).default('NAME_ONLY'),
    cashbeckHeaderActive: flag(false),
    // Order rules
    shouldValidateDeliveryArea: flag(false),
    isSmsConfirmationRequiredPerOrder: flag(false),
    smsContent: z.string().default(''),
    // Tracking
    amoCRMActive: flag(false),
    amoCRMId: z.string().default(''),
    amoCRMHash: z.string().default(''),
    yandexMetricsEnabled: flag(false),
    yandexMetricsId: z.string().default(''),
    yandexMetricsKeys: z.array(z.string()).default([]),
    metaPixelActive: flag(false),
    metaPixelContent: z.string().default(''),
    metaPixelId: z.string().default(''),
    tagManagerActive: flag(false),
    tagManagerId: z.string().default(''),
  })
  .register(contractRegistry, { id: 'WebSettings' });
export type WebSettings = z.infer<typeof WebSettingsSchema>;

export const OrderSettingsSchema = z
  .object({
    isServiceFeeEnabled: flag(false),
    isServiceFeeFreeAboveThreshold: flag(false),
    /** so'm */
    serviceFeeThreshold: z.number().min(0).default(0),
    /** so'm */
    serviceFeeAmount: z.number().min(0).default(0),
    /** so'm: delivery never costs less than this. */
    minimalDeliveryPrice: z.number().min(0).default(0),
    /** so'm: a delivery order's products must add up to at least this (0 = no minimum). */
    minimalOrderPrice: z.number().min(0).default(0),
    /** A delivery order must hold at least this many units (0 = no minimum). */
    minimalOrderQuantity: z.number().int().min(0).default(0),
    defaultTelegramDeliveryType: z.enum(SERVICE_TYPES).default('DELIVERY'),
    defaultWebSiteDeliveryType: z.enum(SERVICE_TYPES).default('DELIVERY'),
    defaultApplicationDeliveryType: z.enum(SERVICE_TYPES).default('DELIVERY'),
    cityId: z.string().nullable().default(null),
    shouldValidateDeliveryArea: flag(false),
    isSmsConfirmationRequiredPerOrder: flag(false),
    /** Percent of a closed order's product total credited as cashback. */
    cashbackPercent: z.number().min(0).max(100).default(0),
    /** Minutes an order paid online waits for its payment before it is cancelled. */
    unpaidOrderTimeoutMinutes: z.number().int().min(1).max(1440).default(30),
    /** Online payments are test payments on a local sandbox page (development only; never in production). */
    paymentSandbox: flag(false),
  })
  .register(contractRegistry, { id: 'OrderSettings' });
export type OrderSettings = z.infer<typeof OrderSettingsSchema>;
