// The whole Postgres data model of Dastarkhan (both spec documents), shared by PGlite and PostgreSQL.
//
// Conventions:
// - Every money column is a bigint count of tiyin (1 so'm = 100 tiyin), read as a JS number;
//   convert with somToTiyin/tiyinToSom only at the API edge. bigint rather than integer because
//   2^31 tiyin is only ~21.5 million so'm, which a goods order or a courier balance can exceed.
// - Every tenant table has `merchant_id`. Children in the catalogue, branch and order trees
//   reference their parent by (id, merchant_id), so a row can never point at another
//   merchant's parent, whatever ids a client sends.
// - Enumerations are plain `text` typed with the unions of @dastarkhan/domain/enums, so a new
//   enum value needs no migration.
// - Column names are explicit snake_case; TS properties are camelCase.
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import type { ProductLabel } from '@dastarkhan/domain/contracts/catalogue';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { ORDER_ACTOR_TYPES } from '@dastarkhan/domain/contracts/order';
import { STAFF_ROLES } from '@dastarkhan/domain/console-access';
import {
  ADDRESS_TYPES,
  COURIER_STATUSES,
  DISCOUNT_TYPES,
  GENDERS,
  MERCHANT_KINDS,
  NAVIGATION_TYPES,
  ORDER_CHANGE_REASONS,
  ORDER_DEVICES,
  ORDER_STATUSES,
  PAYMENT_TYPES,
  POLICY_TYPES,
  PRODUCT_TYPES,
  SCROLL_TYPES,
  SERVICE_TYPES,
  SMS_GATEWAYS,
  SOURCE_CHANNELS,
  UNITS,
  VIEW_TYPES,
  WEEK_DAYS,
  DELIVERY_PROVIDER_TYPES,
  type SourceChannel,
} from '@dastarkhan/domain/enums';

// ---------------------------------------------------------------------------------------------
// Shapes of jsonb columns that the domain package does not (yet) describe.

/** Apartment extras of an address (spec: "details is a JSON of floor, office, entrance, domophone"). */
export interface AddressDetails {
  floor?: string | null;
  office?: string | null;
  entrance?: string | null;
  domophone?: string | null;
}

/** The delivery address as it was when the order was placed; later edits of the address do not change it. */
export interface OrderAddressSnapshot {
  addressId?: string | null;
  type?: (typeof ADDRESS_TYPES)[number] | null;
  name?: string | null;
  streetName?: string | null;
  houseNumber?: string | null;
  description?: string | null;
  comment?: string | null;
  details?: AddressDetails | null;
  latitude: number;
  longitude: number;
  cityId?: string | null;
}

/** One chosen option of an order line, frozen at order time. `price` is tiyin per unit of the option. */
export interface OrderItemModification {
  optionId: string;
  groupId: string;
  name: LocalizedText;
  price: number;
  count: number;
}

/** A basket line as kept on the server (prices are always recomputed, never stored here). */
export interface StoredCartItem {
  productId: string;
  quantity: number;
  modifications: { optionId: string; groupId: string; count: number }[];
  comment?: string | null;
}

/** GeoJSON geometry; coordinates are [longitude, latitude] as GeoJSON requires. */
export type PolygonGeometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

/** Ids of the same entity in outside systems (POS, aggregators). */
export type ExternalIds = Record<string, string | number | null>;

/** A slide of a story. */
export interface StorySlide {
  image: string;
  title?: LocalizedText | null;
  link?: string | null;
  durationMs?: number | null;
}

// ---------------------------------------------------------------------------------------------
// Column helpers

const EMPTY_TEXT: LocalizedText = { uz: '', ru: '', eng: '' };
const CLOCK_RE = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const ts = (name: string) => timestamp(name, { withTimezone: true });
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull().default(EMPTY_TEXT);
/** Money in tiyin. */
const tiyin = (name: string) => bigint(name, { mode: 'number' });
const flag = (name: string, value: boolean) => boolean(name).notNull().default(value);
const priority = () => integer('priority').notNull().default(0);
const isActive = () => flag('is_active', true);
const lat = () => doublePrecision('latitude');
const lng = () => doublePrecision('longitude');
/** Tenant column; the FK to merchants is declared here, composite FKs to parents in the table config. */
const merchantId = () =>
  uuid('merchant_id')
    .notNull()
    .references(() => merchants.id);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres hands back a Buffer (a Uint8Array subclass), PGlite a Uint8Array: both fit.
  fromDriver: (value) => value,
  toDriver: (value) => value,
});

// ---------------------------------------------------------------------------------------------
// Merchants and their settings

export const merchants = pgTable(
  'merchants',
  {
    id: id(),
    /** Subdomain, lowercase. */
    sub: text('sub').notNull(),
    name: localized('name'),
    logo: text('logo'),
    color: text('color').notNull().default('#FCE000'),
    kind: text('kind', { enum: MERCHANT_KINDS }).notNull().default('FOOD'),
    // Secrets: never serialize these to a client.
    yandexDeliveryKey: text('yandex_delivery_key'),
    iikoApiLogin: text('iiko_api_login'),
    iikoOrganizationId: text('iiko_organization_id'),
    yandexMapKey: text('yandex_map_key'),
    appId: text('app_id'),
    smsGateway: text('sms_gateway', { enum: SMS_GATEWAYS }),
    smsUsername: text('sms_username'),
    smsPassword: text('sms_password'),
    /** Sender name the SMS gateway approved for this merchant (Eskiz `from`, Play Mobile originator). */
    smsSender: text('sms_sender'),
    telegramBotToken: text('telegram_bot_token'),
    isActive: isActive(),
    deleted: flag('deleted', false),
    latitude: lat(),
    longitude: lng(),
    // Nullable: a merchant exists before its first city. Typed loosely to break the TS cycle.
    mainCityId: uuid('main_city_id').references((): AnyPgColumn => cities.id, { onDelete: 'set null' }),
    domainUrl: text('domain_url'),
    timezone: text('timezone').notNull().default('Asia/Tashkent'),
    /** Country calling codes whose phone numbers may sign in (OTP). */
    allowedCountryCodes: text('allowed_country_codes').array().notNull().default(sql`'{998}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('merchants_sub_uq').on(t.sub),
    check('merchants_sub_format_ck', sql`${t.sub} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`),
    uniqueIndex('merchants_domain_url_uq').on(t.domainUrl).where(sql`${t.domainUrl} is not null`),
  ],
);

export const merchantSettings = pgTable(
  'merchant_settings',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Stored overrides only; the API fills the rest with WebSettingsSchema.parse. */
    web: jsonb('web').$type<Partial<WebSettings>>().notNull().default({}),
    /** Mini-app settings (field list not in the spec): stored as given. */
    miniApp: jsonb('mini_app').$type<Record<string, unknown>>().notNull().default({}),
    /** Telegram bot settings (`/webbot/v1/setting`; field list not in the spec): stored as given. */
    bot: jsonb('bot').$type<Record<string, unknown>>().notNull().default({}),
    isServiceFeeEnabled: flag('is_service_fee_enabled', false),
    isServiceFeeFreeAboveThreshold: flag('is_service_fee_free_above_threshold', false),
    serviceFeeThreshold: tiyin('service_fee_threshold').notNull().default(0),
    serviceFeeAmount: tiyin('service_fee_amount').notNull().default(0),
    /** Delivery never costs less than this. */
    minimalDeliveryPrice: tiyin('minimal_delivery_price').notNull().default(0),
    /** Delivery orders need at least this product total / this many items (spec: "delivery has a minimum"); 0 = none. */
    minimalOrderPrice: tiyin('minimal_order_price').notNull().default(0),
    minimalOrderQuantity: integer('minimal_order_quantity').notNull().default(0),
    defaultTelegramDeliveryType: text('default_telegram_delivery_type', { enum: SERVICE_TYPES }).notNull().default('DELIVERY'),
    defaultWebSiteDeliveryType: text('default_web_site_delivery_type', { enum: SERVICE_TYPES }).notNull().default('DELIVERY'),
    defaultApplicationDeliveryType: text('default_application_delivery_type', { enum: SERVICE_TYPES }).notNull().default('DELIVERY'),
    shouldValidateDeliveryArea: flag('should_validate_delivery_area', false),
    isSmsConfirmationRequiredPerOrder: flag('is_sms_confirmation_required_per_order', false),
    /** Percent (0..100, two decimals) of a closed order's product total credited as cashback. */
    cashbackPercent: numeric('cashback_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Minutes an order paid online waits for its payment before it is cancelled. */
    unpaidOrderTimeoutMinutes: integer('unpaid_order_timeout_minutes').notNull().default(30),
    /**
     * Outside production, payment links lead to the local sandbox page (/api/dev/pay/...) that plays the
     * provider's side of the protocol against our own endpoints, so orders can be paid offline.
     */
    paymentSandbox: flag('payment_sandbox', false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'merchant_settings_minimums_ck',
      sql`${t.serviceFeeThreshold} >= 0 and ${t.serviceFeeAmount} >= 0 and ${t.minimalDeliveryPrice} >= 0
        and ${t.minimalOrderPrice} >= 0 and ${t.minimalOrderQuantity} >= 0`,
    ),
    check('merchant_settings_cashback_ck', sql`${t.cashbackPercent} between 0 and 100`),
    check('merchant_settings_unpaid_timeout_ck', sql`${t.unpaidOrderTimeoutMinutes} between 1 and 1440`),
  ],
);

/**
 * Where the order numbers come from: one sequence per merchant, `order_numbers."<merchant id>"`, made by
 * migration 0005 for the merchants of then, and on its first order for a later one (order-numbers.ts).
 * A sequence hands out a number without a row lock held until commit, so a merchant's orders are not
 * placed one at a time; the price is a gap when an order's transaction fails after taking its number.
 * Its own schema keeps these run-time objects apart from the tables drizzle-kit manages.
 */
export const orderNumbersSchema = pgSchema('order_numbers');

// ---------------------------------------------------------------------------------------------
// Cities, branches, work hours, delivery pricing

export const cities = pgTable(
  'cities',
  {
    id: id(),
    merchantId: merchantId(),
    name: localized('name'),
    description: localized('description'),
    taximeterComment: localized('taximeter_comment'),
    latitude: lat().notNull(),
    longitude: lng().notNull(),
    isMain: flag('is_main', false),
    isTaximeter: flag('is_taximeter', false),
    priority: priority(),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cities_id_merchant_uq').on(t.id, t.merchantId),
    index('cities_merchant_idx').on(t.merchantId),
    // At most one main city per merchant.
    uniqueIndex('cities_one_main_uq').on(t.merchantId).where(sql`${t.isMain}`),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: id(),
    merchantId: merchantId(),
    cityId: uuid('city_id').notNull(),
    name: localized('name'),
    address: localized('address'),
    latitude: lat().notNull(),
    longitude: lng().notNull(),
    phone: text('phone'),
    bookingPhone: text('booking_phone'),
    isActive: isActive(),
    isMain: flag('is_main', false),
    deleted: flag('deleted', false),
    /** Flat delivery price when the branch has no tariff. */
    deliveryPrice: tiyin('delivery_price').notNull().default(0),
    /** Delivery radius in km. */
    distance: doublePrecision('distance'),
    deliveryStart: text('delivery_start'),
    deliveryEnd: text('delivery_end'),
    open: text('open'),
    close: text('close'),
    joinPosterId: text('join_poster_id'),
    jowiId: text('jowi_id'),
    iikoId: text('iiko_id'),
    companyId: text('company_id'),
    paymentId: text('payment_id'),
    bookingEnabled: flag('booking_enabled', false),
    deliveryEnabled: flag('delivery_enabled', true),
    dineinEnabled: flag('dinein_enabled', false),
    expressEnabled: flag('express_enabled', false),
    kitchenEnabled: flag('kitchen_enabled', true),
    payOfficeEnabled: flag('pay_office_enabled', false),
    pickupEnabled: flag('pickup_enabled', true),
    storageEnabled: flag('storage_enabled', false),
    yandexEnabled: flag('yandex_enabled', false),
    directorId: text('director_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('branches_id_merchant_uq').on(t.id, t.merchantId),
    foreignKey({ name: 'branches_city_fk', columns: [t.cityId, t.merchantId], foreignColumns: [cities.id, cities.merchantId] }),
    index('branches_merchant_idx').on(t.merchantId),
    index('branches_city_idx').on(t.cityId),
    check('branches_delivery_price_ck', sql`${t.deliveryPrice} >= 0`),
    check(
      'branches_clock_ck',
      sql`(${t.open} is null or ${t.open} ~ ${sql.raw(CLOCK_RE)}) and (${t.close} is null or ${t.close} ~ ${sql.raw(CLOCK_RE)})
        and (${t.deliveryStart} is null or ${t.deliveryStart} ~ ${sql.raw(CLOCK_RE)}) and (${t.deliveryEnd} is null or ${t.deliveryEnd} ~ ${sql.raw(CLOCK_RE)})`,
    ),
  ],
);

export const branchWorkHours = pgTable(
  'branch_work_hours',
  {
    id: id(),
    merchantId: merchantId(),
    branchId: uuid('branch_id').notNull(),
    serviceType: text('service_type', { enum: SERVICE_TYPES }).notNull(),
    weekDay: text('week_day', { enum: WEEK_DAYS }).notNull(),
    /** 'HH:MM' in the merchant's time zone; close < open means the shift ends after midnight. */
    open: text('open'),
    close: text('close'),
    extraOpen: text('extra_open'),
    extraClose: text('extra_close'),
    isDayOff: flag('is_day_off', false),
  },
  (t) => [
    foreignKey({ name: 'branch_work_hours_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }).onDelete(
      'cascade',
    ),
    unique('branch_work_hours_day_uq').on(t.branchId, t.serviceType, t.weekDay),
    index('branch_work_hours_merchant_idx').on(t.merchantId),
    check('branch_work_hours_open_ck', sql`${t.isDayOff} or (${t.open} is not null and ${t.close} is not null)`),
    check('branch_work_hours_extra_ck', sql`(${t.extraOpen} is null) = (${t.extraClose} is null)`),
    check(
      'branch_work_hours_clock_ck',
      sql`(${t.open} is null or ${t.open} ~ ${sql.raw(CLOCK_RE)}) and (${t.close} is null or ${t.close} ~ ${sql.raw(CLOCK_RE)})
        and (${t.extraOpen} is null or ${t.extraOpen} ~ ${sql.raw(CLOCK_RE)}) and (${t.extraClose} is null or ${t.extraClose} ~ ${sql.raw(CLOCK_RE)})`,
    ),
  ],
);

export const deliveryTariffs = pgTable(
  'delivery_tariffs',
  {
    id: id(),
    merchantId: merchantId(),
    branchId: uuid('branch_id').notNull(),
    name: text('name').notNull(),
    provider: text('provider', { enum: DELIVERY_PROVIDER_TYPES }).notNull().default('CUSTOM'),
    basePrice: tiyin('base_price').notNull().default(0),
    /** Distance in metres covered by basePrice. */
    baseDistanceM: integer('base_distance_m').notNull().default(0),
    pricePerKm: tiyin('price_per_km').notNull().default(0),
    /** Product total from which delivery is free; null = never free. */
    freeDeliveryThreshold: tiyin('free_delivery_threshold'),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('delivery_tariffs_id_merchant_uq').on(t.id, t.merchantId),
    foreignKey({ name: 'delivery_tariffs_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }).onDelete(
      'cascade',
    ),
    index('delivery_tariffs_merchant_idx').on(t.merchantId),
    index('delivery_tariffs_branch_idx').on(t.branchId),
    check(
      'delivery_tariffs_money_ck',
      sql`${t.basePrice} >= 0 and ${t.pricePerKm} >= 0 and ${t.baseDistanceM} >= 0 and (${t.freeDeliveryThreshold} is null or ${t.freeDeliveryThreshold} >= 0)`,
    ),
  ],
);

/** Areas a merchant delivers to at all (checked when shouldValidateDeliveryArea is on). */
export const deliveryRegions = pgTable(
  'delivery_regions',
  {
    id: id(),
    merchantId: merchantId(),
    cityId: uuid('city_id'),
    name: text('name').notNull().default(''),
    polygon: jsonb('polygon').$type<PolygonGeometry>().notNull(),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'delivery_regions_city_fk', columns: [t.cityId, t.merchantId], foreignColumns: [cities.id, cities.merchantId] }).onDelete('cascade'),
    index('delivery_regions_merchant_idx').on(t.merchantId),
  ],
);

/** Priced delivery zones: the first (by priority) zone containing the point sets the delivery price. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    merchantId: merchantId(),
    cityId: uuid('city_id').notNull(),
    branchId: uuid('branch_id'),
    name: text('name').notNull().default(''),
    polygon: jsonb('polygon').$type<PolygonGeometry>().notNull(),
    color: text('color'),
    price: tiyin('price').notNull().default(0),
    priority: priority(),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'delivery_zones_city_fk', columns: [t.cityId, t.merchantId], foreignColumns: [cities.id, cities.merchantId] }).onDelete('cascade'),
    foreignKey({ name: 'delivery_zones_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }),
    index('delivery_zones_merchant_idx').on(t.merchantId),
    check('delivery_zones_price_ck', sql`${t.price} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Catalogue

export const productGroups = pgTable(
  'product_groups',
  {
    id: id(),
    merchantId: merchantId(),
    name: localized('name'),
    icon: text('icon'),
    image: text('image'),
    bgColor: text('bg_color'),
    iconBgColor: text('icon_bg_color'),
    priority: priority(),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('product_groups_id_merchant_uq').on(t.id, t.merchantId), index('product_groups_merchant_idx').on(t.merchantId)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    merchantId: merchantId(),
    groupId: uuid('group_id').notNull(),
    name: localized('name'),
    image: text('image'),
    priority: priority(),
    textColor: text('text_color'),
    viewType: text('view_type', { enum: VIEW_TYPES }).notNull().default('MEDIUM'),
    scrollType: text('scroll_type', { enum: SCROLL_TYPES }).notNull().default('VERTICAL'),
    navigationType: text('navigation_type', { enum: NAVIGATION_TYPES }).notNull().default('SHEET'),
    /** Products of this category are shown but cannot be put in the basket. */
    isWithoutCart: flag('is_without_cart', false),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('categories_id_merchant_uq').on(t.id, t.merchantId),
    foreignKey({ name: 'categories_group_fk', columns: [t.groupId, t.merchantId], foreignColumns: [productGroups.id, productGroups.merchantId] }),
    index('categories_merchant_idx').on(t.merchantId),
    index('categories_group_idx').on(t.groupId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    merchantId: merchantId(),
    categoryId: uuid('category_id').notNull(),
    name: localized('name'),
    description: localized('description'),
    image: text('image'),
    gallery: text('gallery').array().notNull().default(sql`'{}'::text[]`),
    /** Price before the discount. */
    price: tiyin('price').notNull().default(0),
    /** Percent 0..100 applied to the price and to priced options. */
    discount: integer('discount').notNull().default(0),
    additionalPrice: tiyin('additional_price').notNull().default(0),
    unit: text('unit', { enum: UNITS }).notNull().default('COUNT'),
    type: text('type', { enum: PRODUCT_TYPES }).notNull().default('NONE'),
    count: integer('count').notNull().default(1),
    amount: integer('amount').notNull().default(1),
    calorie: integer('calorie'),
    /** Portion size in `unit` (e.g. 350 with GRAMM). */
    measure: numeric('measure', { precision: 12, scale: 3, mode: 'number' }),
    labels: jsonb('labels').$type<ProductLabel[]>().notNull().default([]),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    barcode: text('barcode'),
    mxikCode: text('mxik_code'),
    timeCookingMin: integer('time_cooking_min'),
    timeCookingMax: integer('time_cooking_max'),
    priority: priority(),
    isActive: isActive(),
    deleted: flag('deleted', false),
    /** Most units one order may hold; null = no limit. */
    maxQuantity: integer('max_quantity'),
    deliveryEnabled: flag('delivery_enabled', true),
    isCartRecommendation: flag('is_cart_recommendation', false),
    eatsPrice: tiyin('eats_price'),
    enabledEats: flag('enabled_eats', false),
    expressPrice: tiyin('express_price'),
    enabledExpress: flag('enabled_express', false),
    /** Channels the product is sold on; empty = every channel. */
    channels: text('channels').array().$type<SourceChannel[]>().notNull().default(sql`'{}'::text[]`),
    externalIds: jsonb('external_ids').$type<ExternalIds>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('products_id_merchant_uq').on(t.id, t.merchantId),
    foreignKey({ name: 'products_category_fk', columns: [t.categoryId, t.merchantId], foreignColumns: [categories.id, categories.merchantId] }),
    index('products_merchant_idx').on(t.merchantId),
    index('products_category_idx').on(t.categoryId),
    check('products_discount_ck', sql`${t.discount} between 0 and 100`),
    check('products_price_ck', sql`${t.price} >= 0 and ${t.additionalPrice} >= 0`),
    check('products_max_quantity_ck', sql`${t.maxQuantity} is null or ${t.maxQuantity} >= 1`),
    check('products_cooking_ck', sql`${t.timeCookingMin} is null or ${t.timeCookingMax} is null or ${t.timeCookingMin} <= ${t.timeCookingMax}`),
  ],
);

export const modificationGroups = pgTable(
  'modification_groups',
  {
    id: id(),
    merchantId: merchantId(),
    productId: uuid('product_id').notNull(),
    name: localized('name'),
    /** Minimum total count of options chosen (0 = optional). */
    minSelect: integer('min_select').notNull().default(0),
    maxSelect: integer('max_select').notNull().default(1),
    priority: priority(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('modification_groups_id_merchant_uq').on(t.id, t.merchantId),
    foreignKey({ name: 'modification_groups_product_fk', columns: [t.productId, t.merchantId], foreignColumns: [products.id, products.merchantId] }).onDelete(
      'cascade',
    ),
    index('modification_groups_merchant_idx').on(t.merchantId),
    index('modification_groups_product_idx').on(t.productId),
    check('modification_groups_select_ck', sql`${t.minSelect} >= 0 and ${t.maxSelect} >= 1 and ${t.minSelect} <= ${t.maxSelect}`),
  ],
);

export const modificationOptions = pgTable(
  'modification_options',
  {
    id: id(),
    merchantId: merchantId(),
    groupId: uuid('group_id').notNull(),
    name: localized('name'),
    /** Price of one unit of the option, before the product's discount. */
    price: tiyin('price').notNull().default(0),
    image: text('image'),
    maxCount: integer('max_count').notNull().default(1),
    isDefault: flag('is_default', false),
    priority: priority(),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'modification_options_group_fk',
      columns: [t.groupId, t.merchantId],
      foreignColumns: [modificationGroups.id, modificationGroups.merchantId],
    }).onDelete('cascade'),
    index('modification_options_merchant_idx').on(t.merchantId),
    index('modification_options_group_idx').on(t.groupId),
    check('modification_options_ck', sql`${t.price} >= 0 and ${t.maxCount} >= 1`),
  ],
);

/** Where a product is sold; a product with no active row in an active branch is not shown. */
export const productBranches = pgTable(
  'product_branches',
  {
    productId: uuid('product_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    merchantId: merchantId(),
    isActive: isActive(),
  },
  (t) => [
    primaryKey({ name: 'product_branches_pk', columns: [t.productId, t.branchId] }),
    foreignKey({ name: 'product_branches_product_fk', columns: [t.productId, t.merchantId], foreignColumns: [products.id, products.merchantId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'product_branches_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }).onDelete(
      'cascade',
    ),
    index('product_branches_merchant_idx').on(t.merchantId),
    index('product_branches_branch_idx').on(t.branchId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Customers

export const users = pgTable(
  'users',
  {
    id: id(),
    merchantId: merchantId(),
    /** Digits only with the country code (998901234567); null after anonymisation or for Telegram-only users. */
    phone: text('phone'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender', { enum: GENDERS }),
    image: text('image'),
    telegramId: bigint('telegram_id', { mode: 'number' }),
    language: text('language'),
    role: text('role', { enum: ['CLIENT', 'OPERATOR', 'COURIER', 'ADMIN'] }).notNull().default('CLIENT'),
    // No cashback balance column: the balance is the sum of cashback_ledger.
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_id_merchant_uq').on(t.id, t.merchantId),
    uniqueIndex('users_merchant_phone_uq').on(t.merchantId, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('users_merchant_telegram_uq').on(t.merchantId, t.telegramId).where(sql`${t.telegramId} is not null`),
    check('users_phone_ck', sql`${t.phone} is null or ${t.phone} ~ '^[0-9]{7,15}$'`),
  ],
);

/** Bearer tokens; only a hash of the token is stored, one merchant and one user per token. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    merchantId: merchantId(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['WEB', 'TELEGRAM'] }).notNull().default('WEB'),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    unique('auth_tokens_hash_uq').on(t.tokenHash),
    foreignKey({ name: 'auth_tokens_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }).onDelete('cascade'),
    index('auth_tokens_user_idx').on(t.userId),
    index('auth_tokens_merchant_idx').on(t.merchantId),
  ],
);

/** One-time SMS codes (hashed, single use, expiring). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    merchantId: merchantId(),
    phone: text('phone').notNull(),
    // A plain text column (no check constraint): a new purpose needs no migration.
    purpose: text('purpose', { enum: ['LOGIN', 'CHANGE_PHONE', 'ORDER_CONFIRM'] }).notNull(),
    userId: uuid('user_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'otp_codes_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }).onDelete('cascade'),
    index('otp_codes_lookup_idx').on(t.merchantId, t.phone, t.purpose, t.createdAt),
    check('otp_codes_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);

/** Telegram Mini App sign-in state (spec "Bot session": status, initData, phone, names). */
export const botSessions = pgTable(
  'bot_sessions',
  {
    id: id(),
    merchantId: merchantId(),
    telegramId: bigint('telegram_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['STARTED', 'PHONE_REQUIRED', 'SIGNED_IN', 'LOGGED_OUT'] }).notNull(),
    phone: text('phone'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Language the customer left the Mini App in (PUT logout), for the bot's messages. */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('bot_sessions_telegram_uq').on(t.merchantId, t.telegramId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    merchantId: merchantId(),
    userId: uuid('user_id').notNull(),
    type: text('type', { enum: ADDRESS_TYPES }).notNull().default('HOUSE'),
    name: text('name').notNull().default(''),
    streetName: text('street_name'),
    houseNumber: text('house_number'),
    details: jsonb('details').$type<AddressDetails>().notNull().default({}),
    description: text('description'),
    comment: text('comment'),
    latitude: lat().notNull(),
    longitude: lng().notNull(),
    cityId: uuid('city_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'addresses_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }).onDelete('cascade'),
    foreignKey({ name: 'addresses_city_fk', columns: [t.cityId, t.merchantId], foreignColumns: [cities.id, cities.merchantId] }),
    index('addresses_user_idx').on(t.userId, t.createdAt),
    index('addresses_merchant_idx').on(t.merchantId),
    check('addresses_coordinates_ck', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    merchantId: merchantId(),
    userId: uuid('user_id').notNull(),
    productId: uuid('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favourites_user_product_uq').on(t.userId, t.productId),
    foreignKey({ name: 'favourites_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }).onDelete('cascade'),
    foreignKey({ name: 'favourites_product_fk', columns: [t.productId, t.merchantId], foreignColumns: [products.id, products.merchantId] }).onDelete('cascade'),
    index('favourites_merchant_idx').on(t.merchantId),
  ],
);

/** One active basket per user per merchant. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    merchantId: merchantId(),
    userId: uuid('user_id').notNull(),
    items: jsonb('items').$type<StoredCartItem[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('carts_user_uq').on(t.merchantId, t.userId),
    foreignKey({ name: 'carts_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }).onDelete('cascade'),
  ],
);

export const paymentCards = pgTable(
  'payment_cards',
  {
    id: id(),
    merchantId: merchantId(),
    userId: uuid('user_id').notNull(),
    name: text('name'),
    /** e.g. 8600 **** **** 1234; the full number is never stored. */
    maskedNumber: text('masked_number').notNull(),
    expire: text('expire'),
    /** Cardholder name as the provider reports it, when it does. */
    owner: text('owner'),
    provider: text('provider').notNull(),
    /** Provider's card token (secret). */
    providerToken: text('provider_token').notNull(),
    isVerified: flag('is_verified', false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'payment_cards_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }).onDelete('cascade'),
    unique('payment_cards_token_uq').on(t.provider, t.providerToken),
    index('payment_cards_user_idx').on(t.userId),
    index('payment_cards_merchant_idx').on(t.merchantId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Promotions

export const promos = pgTable(
  'promos',
  {
    id: id(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    /** Tiyin when discountType is AMOUNT, percent (0..100) when PERCENTAGE. */
    productDiscount: bigint('product_discount', { mode: 'number' }).notNull().default(0),
    /** Tiyin when deliveryDiscountType is AMOUNT, percent (0..100) when PERCENTAGE. */
    deliveryDiscount: bigint('delivery_discount', { mode: 'number' }).notNull().default(0),
    deliveryDiscountType: text('delivery_discount_type', { enum: DISCOUNT_TYPES }).notNull().default('AMOUNT'),
    /** Smallest product total the promo applies to. */
    minPrice: tiyin('min_price').notNull().default(0),
    startDate: ts('start_date'),
    endDate: ts('end_date'),
    isActive: isActive(),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    /** Only for a customer without a non-canceled order of the merchant (e.g. a welcome code). */
    firstOrderOnly: flag('first_order_only', false),
    /**
     * Listed to signed-in customers on /profile/promos while they can use it. Off by default: a code handed
     * out privately (a partner's, a complaint's apology) must not be shown to everyone.
     */
    isPublic: flag('is_public', false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('promos_id_merchant_uq').on(t.id, t.merchantId),
    uniqueIndex('promos_merchant_code_uq').on(t.merchantId, sql`lower(${t.code})`),
    check('promos_code_ck', sql`length(btrim(${t.code})) > 0`),
    check(
      'promos_discount_ck',
      sql`${t.productDiscount} >= 0 and ${t.deliveryDiscount} >= 0 and ${t.minPrice} >= 0
        and (${t.discountType} <> 'PERCENTAGE' or ${t.productDiscount} <= 100)
        and (${t.deliveryDiscountType} <> 'PERCENTAGE' or ${t.deliveryDiscount} <= 100)`,
    ),
    check('promos_dates_ck', sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`),
    check('promos_limits_ck', sql`(${t.usageLimit} is null or ${t.usageLimit} >= 0) and (${t.perUserLimit} is null or ${t.perUserLimit} >= 0)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Dine-in, couriers

export const halls = pgTable(
  'halls',
  {
    id: id(),
    merchantId: merchantId(),
    branchId: uuid('branch_id').notNull(),
    name: text('name').notNull(),
    isActive: isActive(),
  },
  (t) => [
    unique('halls_id_merchant_uq').on(t.id, t.merchantId),
    foreignKey({ name: 'halls_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }).onDelete('cascade'),
    index('halls_merchant_idx').on(t.merchantId),
  ],
);

export const diningTables = pgTable(
  'dining_tables',
  {
    id: id(),
    merchantId: merchantId(),
    hallId: uuid('hall_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    name: text('name').notNull().default(''),
    number: integer('number').notNull(),
    isActive: isActive(),
  },
  (t) => [
    foreignKey({ name: 'dining_tables_hall_fk', columns: [t.hallId, t.merchantId], foreignColumns: [halls.id, halls.merchantId] }).onDelete('cascade'),
    foreignKey({ name: 'dining_tables_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }).onDelete(
      'cascade',
    ),
    unique('dining_tables_id_merchant_uq').on(t.id, t.merchantId),
    unique('dining_tables_number_uq').on(t.branchId, t.number),
    index('dining_tables_merchant_idx').on(t.merchantId),
  ],
);

/** "Call the waiter" from a QR table menu: calling → called (seen by the staff) → done. */
export const waiterCalls = pgTable(
  'waiter_calls',
  {
    id: id(),
    merchantId: merchantId(),
    branchId: uuid('branch_id').notNull(),
    tableId: uuid('table_id').notNull(),
    userId: uuid('user_id'),
    status: text('status', { enum: ['CALLING', 'CALLED', 'DONE'] }).notNull().default('CALLING'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'waiter_calls_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'waiter_calls_table_fk', columns: [t.tableId, t.merchantId], foreignColumns: [diningTables.id, diningTables.merchantId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'waiter_calls_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }),
    index('waiter_calls_branch_status_idx').on(t.branchId, t.status),
    index('waiter_calls_merchant_idx').on(t.merchantId),
  ],
);

export const couriers = pgTable(
  'couriers',
  {
    id: id(),
    merchantId: merchantId(),
    branchId: uuid('branch_id'),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    phone: text('phone'),
    /** Cash the courier holds for the merchant (signed). */
    balance: tiyin('balance').notNull().default(0),
    status: text('status').notNull().default('OFFLINE'),
    latitude: lat(),
    longitude: lng(),
    locationUpdatedAt: ts('location_updated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('couriers_id_merchant_uq').on(t.id, t.merchantId),
    foreignKey({ name: 'couriers_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }),
    foreignKey({ name: 'couriers_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }),
    index('couriers_merchant_idx').on(t.merchantId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Orders

export const orders = pgTable(
  'orders',
  {
    id: id(),
    merchantId: merchantId(),
    /** Rising per merchant (a sequence in orderNumbersSchema), shown to the customer; unique, gaps allowed. */
    number: integer('number').notNull(),
    /** Null once the customer's account is anonymised. */
    userId: uuid('user_id'),
    branchId: uuid('branch_id').notNull(),
    cityId: uuid('city_id'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('CREATED'),
    courierStatus: text('courier_status', { enum: COURIER_STATUSES }),
    courierId: uuid('courier_id'),
    serviceType: text('service_type', { enum: SERVICE_TYPES }).notNull(),
    deliveryType: text('delivery_type', { enum: DELIVERY_PROVIDER_TYPES }),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    isPaid: flag('is_paid', false),
    paidAt: ts('paid_at'),
    /** The provider gave the money back (cancel or reversal after payment); is_paid is then false. */
    refundedAt: ts('refunded_at'),
    /** An order paid online that is still unpaid at this time is cancelled; null for in-person payment. */
    paymentExpiresAt: ts('payment_expires_at'),
    orderDevice: text('order_device', { enum: ORDER_DEVICES }).notNull(),
    channel: text('channel', { enum: SOURCE_CHANNELS }).notNull(),
    address: jsonb('address').$type<OrderAddressSnapshot>(),
    latitude: lat(),
    longitude: lng(),
    comment: text('comment'),
    courierComment: text('courier_comment'),
    note: text('note'),
    /** Someone else receives the order (receiverActive). */
    receiverName: text('receiver_name'),
    receiverPhone: text('receiver_phone'),
    promoId: uuid('promo_id'),
    promoCode: text('promo_code'),
    productPrice: tiyin('product_price').notNull(),
    productDiscount: tiyin('product_discount').notNull().default(0),
    deliveryPrice: tiyin('delivery_price').notNull().default(0),
    deliveryDiscount: tiyin('delivery_discount').notNull().default(0),
    serviceFee: tiyin('service_fee').notNull().default(0),
    cashbackUsed: tiyin('cashback_used').notNull().default(0),
    /** What the customer pays. */
    totalPrice: tiyin('total_price').notNull(),
    totalDiscount: tiyin('total_discount').notNull().default(0),
    productCount: integer('product_count').notNull(),
    deliveryTariffId: uuid('delivery_tariff_id'),
    /** Requested time for a later order (the spec's atTime); null = as soon as possible. */
    deliveryAt: ts('delivery_at'),
    acceptedAt: ts('accepted_at'),
    /** Minutes. */
    cookingTime: integer('cooking_time'),
    readyTime: ts('ready_time'),
    deliveredAt: ts('delivered_at'),
    /** km from the branch to the address. */
    distance: doublePrecision('distance'),
    reason: text('reason'),
    reasonReturn: text('reason_return'),
    grade: smallint('grade'),
    operatorId: uuid('operator_id'),
    telegramId: bigint('telegram_id', { mode: 'number' }),
    hallId: uuid('hall_id'),
    tableId: uuid('table_id'),
    waiterId: text('waiter_id'),
    sendCheque: flag('send_cheque', false),
    sendChequePhone: text('send_cheque_phone'),
    isHidden: flag('is_hidden', false),
    courierPaid: flag('courier_paid', false),
    externalIds: jsonb('external_ids').$type<ExternalIds>().notNull().default({}),
    posterErrorMessage: text('poster_error_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_id_merchant_uq').on(t.id, t.merchantId),
    unique('orders_number_uq').on(t.merchantId, t.number),
    foreignKey({ name: 'orders_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }),
    foreignKey({ name: 'orders_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }),
    foreignKey({ name: 'orders_city_fk', columns: [t.cityId, t.merchantId], foreignColumns: [cities.id, cities.merchantId] }),
    foreignKey({ name: 'orders_courier_fk', columns: [t.courierId, t.merchantId], foreignColumns: [couriers.id, couriers.merchantId] }),
    foreignKey({ name: 'orders_promo_fk', columns: [t.promoId, t.merchantId], foreignColumns: [promos.id, promos.merchantId] }),
    foreignKey({
      name: 'orders_delivery_tariff_fk',
      columns: [t.deliveryTariffId, t.merchantId],
      foreignColumns: [deliveryTariffs.id, deliveryTariffs.merchantId],
    }),
    foreignKey({ name: 'orders_hall_fk', columns: [t.hallId, t.merchantId], foreignColumns: [halls.id, halls.merchantId] }),
    foreignKey({ name: 'orders_table_fk', columns: [t.tableId, t.merchantId], foreignColumns: [diningTables.id, diningTables.merchantId] }),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('orders_branch_status_idx').on(t.branchId, t.status),
    index('orders_promo_idx').on(t.promoId),
    index('orders_payment_expiry_idx').on(t.paymentExpiresAt).where(sql`${t.paymentExpiresAt} is not null and ${t.isPaid} = false`),
    check(
      'orders_money_ck',
      sql`${t.productPrice} >= 0 and ${t.productDiscount} >= 0 and ${t.deliveryPrice} >= 0 and ${t.deliveryDiscount} >= 0
        and ${t.serviceFee} >= 0 and ${t.cashbackUsed} >= 0 and ${t.totalPrice} >= 0 and ${t.totalDiscount} >= 0`,
    ),
    check('orders_number_ck', sql`${t.number} >= 1`),
    check('orders_product_count_ck', sql`${t.productCount} >= 1`),
    check('orders_grade_ck', sql`${t.grade} is null or ${t.grade} between 1 and 5`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    merchantId: merchantId(),
    orderId: uuid('order_id').notNull(),
    /** Null when the product was deleted later; name and prices below are the snapshot. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: localized('name'),
    /** Product price per unit before the discount. */
    unitPrice: tiyin('unit_price').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    quantity: integer('quantity').notNull(),
    modifications: jsonb('modifications').$type<OrderItemModification[]>().notNull().default([]),
    comment: text('comment'),
    /** (unit price + options) × quantity, before the discount. */
    linePrice: tiyin('line_price').notNull(),
    lineDiscount: tiyin('line_discount').notNull().default(0),
  },
  (t) => [
    foreignKey({ name: 'order_items_order_fk', columns: [t.orderId, t.merchantId], foreignColumns: [orders.id, orders.merchantId] }).onDelete('cascade'),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_merchant_idx').on(t.merchantId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_ck', sql`${t.quantity} >= 1`),
    check('order_items_discount_ck', sql`${t.discountPercent} between 0 and 100`),
    check('order_items_money_ck', sql`${t.unitPrice} >= 0 and ${t.linePrice} >= 0 and ${t.lineDiscount} >= 0 and ${t.lineDiscount} <= ${t.linePrice}`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    merchantId: merchantId(),
    orderId: uuid('order_id').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    courierStatus: text('courier_status', { enum: COURIER_STATUSES }),
    changeReason: text('change_reason', { enum: ORDER_CHANGE_REASONS }).notNull(),
    comment: text('comment'),
    actorType: text('actor_type', { enum: ORDER_ACTOR_TYPES }).notNull(),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'order_status_history_order_fk', columns: [t.orderId, t.merchantId], foreignColumns: [orders.id, orders.merchantId] }).onDelete(
      'cascade',
    ),
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    index('order_status_history_merchant_idx').on(t.merchantId),
  ],
);

/** A customer's rating of a CLOSED order as a whole (its products are rated in product_grades, one row per line). */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: id(),
    merchantId: merchantId(),
    orderId: uuid('order_id').notNull(),
    userId: uuid('user_id').notNull(),
    grade: smallint('grade').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('order_reviews_order_uq').on(t.orderId),
    foreignKey({ name: 'order_reviews_order_fk', columns: [t.orderId, t.merchantId], foreignColumns: [orders.id, orders.merchantId] }).onDelete('cascade'),
    foreignKey({ name: 'order_reviews_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }).onDelete('cascade'),
    index('order_reviews_merchant_idx').on(t.merchantId, t.createdAt),
    check('order_reviews_grade_ck', sql`${t.grade} between 1 and 5`),
  ],
);

/** Replays of writes with the same Idempotency-Key (ARCHITECTURE §4); such writes always have a signed-in user. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    merchantId: merchantId(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** Hash of method + path + body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.merchantId, t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const productGrades = pgTable(
  'product_grades',
  {
    id: id(),
    merchantId: merchantId(),
    productId: uuid('product_id').notNull(),
    userId: uuid('user_id'),
    orderId: uuid('order_id'),
    grade: smallint('grade').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'product_grades_product_fk', columns: [t.productId, t.merchantId], foreignColumns: [products.id, products.merchantId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'product_grades_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }),
    foreignKey({ name: 'product_grades_order_fk', columns: [t.orderId, t.merchantId], foreignColumns: [orders.id, orders.merchantId] }).onDelete('cascade'),
    unique('product_grades_order_product_uq').on(t.orderId, t.productId),
    index('product_grades_product_idx').on(t.productId),
    index('product_grades_merchant_idx').on(t.merchantId),
    check('product_grades_grade_ck', sql`${t.grade} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Payments and cashback

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    merchantId: merchantId(),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    name: text('name').notNull().default(''),
    icon: text('icon'),
    title: localized('title'),
    iikoId: text('iiko_id'),
    webEnabled: flag('web_enabled', true),
    botEnabled: flag('bot_enabled', true),
    operatorEnabled: flag('operator_enabled', true),
    appEnabled: flag('app_enabled', true),
    qrEnabled: flag('qr_enabled', false),
    isActive: isActive(),
    priority: priority(),
    /** Provider merchant id, keys, etc. Secret: never serialized to a client. */
    credentials: jsonb('credentials').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('payment_methods_type_uq').on(t.merchantId, t.type)],
);

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    /** Our numeric transaction number: Payme's `transaction`, Click's merchant_prepare_id / merchant_confirm_id. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    orderId: uuid('order_id').notNull(),
    provider: text('provider', { enum: PAYMENT_TYPES }).notNull(),
    /** The provider's id of the payment (Payme 24-hex id, Click click_trans_id as sent, Uzum transId, Subscribe receipt id). */
    providerTransactionId: text('provider_transaction_id').notNull(),
    amount: tiyin('amount').notNull(),
    /** 1 created/prepared, 2 performed/confirmed, -1 cancelled before performing, -2 cancelled after (refunded). */
    state: integer('state').notNull(),
    reason: integer('reason'),
    /** The provider's own time of the payment (Payme `time`, ms): GetStatement filters by it. */
    providerTime: bigint('provider_time', { mode: 'number' }),
    /** Our times, Unix ms, stored once so that replays answer with exactly the same values. */
    createTime: bigint('create_time', { mode: 'number' }),
    performTime: bigint('perform_time', { mode: 'number' }),
    cancelTime: bigint('cancel_time', { mode: 'number' }),
    /** Fiscal receipts the provider reported (Payme SetFiscalData), by type: PERFORM, CANCEL. */
    fiscalData: jsonb('fiscal_data').$type<Record<string, unknown>>().notNull().default({}),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payment_transactions_provider_uq').on(t.provider, t.providerTransactionId),
    unique('payment_transactions_seq_uq').on(t.seq),
    // One payment in progress per order, and an order is paid by one payment only.
    uniqueIndex('payment_transactions_one_pending_uq').on(t.orderId).where(sql`${t.state} = 1`),
    uniqueIndex('payment_transactions_one_performed_uq').on(t.orderId).where(sql`${t.state} = 2`),
    foreignKey({ name: 'payment_transactions_order_fk', columns: [t.orderId, t.merchantId], foreignColumns: [orders.id, orders.merchantId] }),
    index('payment_transactions_order_idx').on(t.orderId),
    index('payment_transactions_merchant_time_idx').on(t.merchantId, t.provider, t.providerTime),
    check('payment_transactions_amount_ck', sql`${t.amount} >= 0`),
    check('payment_transactions_state_ck', sql`${t.state} in (1, 2, -1, -2)`),
  ],
);

/** Every call a payment provider made to us: the raw request, our answer and when (written with its effect). */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: id(),
    /** Null when the call named no merchant we know. */
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_TYPES }).notNull(),
    /** Payme's JSON-RPC method, Click's prepare/complete, Uzum's check/create/confirm/reverse/status. */
    method: text('method').notNull(),
    /** The body exactly as received. */
    request: text('request').notNull(),
    response: jsonb('response').notNull(),
    /** Whether our answer was a success for the provider. */
    ok: boolean('ok').notNull(),
    orderId: uuid('order_id'),
    transactionId: uuid('transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_callbacks_merchant_created_idx').on(t.merchantId, t.createdAt), index('payment_callbacks_order_idx').on(t.orderId)],
);

/** Cashback movements; a user's balance is the sum of amount (EARN +, SPEND −, REFUND + back). */
export const cashbackLedger = pgTable(
  'cashback_ledger',
  {
    id: id(),
    merchantId: merchantId(),
    userId: uuid('user_id').notNull(),
    orderId: uuid('order_id'),
    amount: tiyin('amount').notNull(),
    kind: text('kind', { enum: ['EARN', 'SPEND', 'REFUND', 'ADJUST'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'cashback_ledger_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }),
    foreignKey({ name: 'cashback_ledger_order_fk', columns: [t.orderId, t.merchantId], foreignColumns: [orders.id, orders.merchantId] }),
    // One earn, one spend and one refund per order at most: retries cannot double-credit.
    unique('cashback_ledger_order_kind_uq').on(t.orderId, t.kind),
    index('cashback_ledger_user_idx').on(t.userId),
    index('cashback_ledger_merchant_idx').on(t.merchantId),
    check(
      'cashback_ledger_sign_ck',
      sql`(${t.kind} = 'SPEND' and ${t.amount} < 0) or (${t.kind} in ('EARN', 'REFUND') and ${t.amount} > 0) or ${t.kind} = 'ADJUST'`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Content

export const banners = pgTable(
  'banners',
  {
    id: id(),
    merchantId: merchantId(),
    title: localized('title'),
    /** Image path per language (falls back like text). */
    image: localized('image'),
    link: text('link'),
    productId: uuid('product_id'),
    priority: priority(),
    isActive: isActive(),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'banners_product_fk', columns: [t.productId, t.merchantId], foreignColumns: [products.id, products.merchantId] }),
    index('banners_merchant_idx').on(t.merchantId),
  ],
);

export const stories = pgTable(
  'stories',
  {
    id: id(),
    merchantId: merchantId(),
    title: localized('title'),
    cover: text('cover'),
    slides: jsonb('slides').$type<StorySlide[]>().notNull().default([]),
    priority: priority(),
    isActive: isActive(),
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stories_merchant_idx').on(t.merchantId)],
);

export const vacancies = pgTable(
  'vacancies',
  {
    id: id(),
    merchantId: merchantId(),
    title: localized('title'),
    description: localized('description'),
    salary: text('salary'),
    cityId: uuid('city_id'),
    branchId: uuid('branch_id'),
    priority: priority(),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'vacancies_city_fk', columns: [t.cityId, t.merchantId], foreignColumns: [cities.id, cities.merchantId] }),
    foreignKey({ name: 'vacancies_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }),
    index('vacancies_merchant_idx').on(t.merchantId),
  ],
);

export const policies = pgTable(
  'policies',
  {
    id: id(),
    merchantId: merchantId(),
    type: text('type', { enum: POLICY_TYPES }).notNull(),
    text: localized('text'),
    updatedAt: updatedAt(),
  },
  (t) => [unique('policies_type_uq').on(t.merchantId, t.type)],
);

/** The brand list a multi-brand storefront shows: entries of catalogMerchantId pointing at sister merchants. */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    catalogMerchantId: uuid('catalog_merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: localized('name'),
    domainUrl: text('domain_url'),
    color: text('color'),
    image: text('image'),
    priority: priority(),
  },
  (t) => [unique('brands_entry_uq').on(t.catalogMerchantId, t.merchantId), index('brands_merchant_idx').on(t.merchantId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    merchantId: merchantId(),
    /** Null = sent to every customer of the merchant. */
    userId: uuid('user_id'),
    title: localized('title'),
    body: localized('body'),
    image: text('image'),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    foreignKey({ name: 'notifications_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }).onDelete('cascade'),
    index('notifications_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('notifications_user_idx').on(t.userId),
  ],
);

/** Which customer has read which notification: a notification sent to everyone (user_id null) is read per customer. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    merchantId: merchantId(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_reads_pk', columns: [t.userId, t.notificationId] }),
    foreignKey({ name: 'notification_reads_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }).onDelete('cascade'),
    index('notification_reads_notification_idx').on(t.notificationId),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    merchantId: merchantId(),
    userId: uuid('user_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    place: text('place'),
    chairs: integer('chairs').notNull(),
    reservedAt: ts('reserved_at').notNull(),
    status: text('status', { enum: ['NEW', 'CONFIRMED', 'CANCELED', 'DONE'] }).notNull().default('NEW'),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'reservations_user_fk', columns: [t.userId, t.merchantId], foreignColumns: [users.id, users.merchantId] }).onDelete('cascade'),
    foreignKey({ name: 'reservations_branch_fk', columns: [t.branchId, t.merchantId], foreignColumns: [branches.id, branches.merchantId] }),
    index('reservations_user_idx').on(t.userId, t.reservedAt),
    index('reservations_merchant_idx').on(t.merchantId),
    check('reservations_chairs_ck', sql`${t.chairs} >= 1`),
  ],
);

/** API keys of the operator panel / integrations (hashed). */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    id: id(),
    merchantId: merchantId(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [unique('operator_keys_hash_uq').on(t.keyHash), index('operator_keys_merchant_idx').on(t.merchantId)],
);

// ---------------------------------------------------------------------------------------------
// Merchant console: staff accounts, their sessions, the audit log

/** A person who works in the merchant console; signs in with email or phone and a password (scrypt). */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    merchantId: merchantId(),
    name: text('name').notNull(),
    /** Lowercase. */
    email: text('email'),
    /** Digits with the country code, like users.phone. */
    phone: text('phone'),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64url), see apps/api/src/modules/console/passwords.ts. */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret; the second factor is on once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    /** The courier this account delivers as (role COURIER). */
    courierId: uuid('courier_id'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: ts('locked_until'),
    isActive: isActive(),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('staff_id_merchant_uq').on(t.id, t.merchantId),
    uniqueIndex('staff_merchant_email_uq').on(t.merchantId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex('staff_merchant_phone_uq').on(t.merchantId, t.phone).where(sql`${t.phone} is not null`),
    foreignKey({ name: 'staff_courier_fk', columns: [t.courierId, t.merchantId], foreignColumns: [couriers.id, couriers.merchantId] }),
    index('staff_merchant_idx').on(t.merchantId),
    check('staff_login_ck', sql`${t.email} is not null or ${t.phone} is not null`),
    check('staff_email_ck', sql`${t.email} is null or ${t.email} = lower(${t.email})`),
  ],
);

/** A signed-in console session (cookie). The token is stored hashed; the CSRF token is sent back on every write. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    merchantId: merchantId(),
    staffId: uuid('staff_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    unique('staff_sessions_token_uq').on(t.tokenHash),
    foreignKey({ name: 'staff_sessions_staff_fk', columns: [t.staffId, t.merchantId], foreignColumns: [staff.id, staff.merchantId] }).onDelete('cascade'),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** Every write made in the console: who, when, what, and the entity before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    merchantId: merchantId(),
    /** Null for changes made outside the console (the CLI). */
    staffId: uuid('staff_id'),
    /** The name at the time, so the entry still reads after the account is gone. */
    actorName: text('actor_name').notNull(),
    /** `<entity>.<verb>`, e.g. `product.update`, `order.status`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_merchant_created_idx').on(t.merchantId, t.createdAt), index('audit_log_entity_idx').on(t.merchantId, t.entity, t.entityId)],
);

/**
 * Uploaded and seeded images, served (resized) at `/api/images/{id}`; entity image columns hold
 * that path. The id is content-addressed, so the same bytes are stored once.
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('media_merchant_idx').on(t.merchantId)],
);

// ---------------------------------------------------------------------------------------------
// Relations for Drizzle's relational queries (`db.query.productGroups.findMany({ with: ... })`).
// They describe joins only; the constraints above are what the database enforces.

export const merchantsRelations = relations(merchants, ({ one, many }) => ({
  settings: one(merchantSettings, { fields: [merchants.id], references: [merchantSettings.merchantId] }),
  mainCity: one(cities, { fields: [merchants.mainCityId], references: [cities.id] }),
  cities: many(cities),
  branches: many(branches),
}));

export const merchantSettingsRelations = relations(merchantSettings, ({ one }) => ({
  merchant: one(merchants, { fields: [merchantSettings.merchantId], references: [merchants.id] }),
}));

export const citiesRelations = relations(cities, ({ one, many }) => ({
  merchant: one(merchants, { fields: [cities.merchantId], references: [merchants.id] }),
  branches: many(branches),
}));

export const branchesRelations = relations(branches, ({ one, many }) => ({
  merchant: one(merchants, { fields: [branches.merchantId], references: [merchants.id] }),
  city: one(cities, { fields: [branches.cityId], references: [cities.id] }),
  workHours: many(branchWorkHours),
  deliveryTariffs: many(deliveryTariffs),
  productBranches: many(productBranches),
}));

export const branchWorkHoursRelations = relations(branchWorkHours, ({ one }) => ({
  branch: one(branches, { fields: [branchWorkHours.branchId], references: [branches.id] }),
}));

export const deliveryTariffsRelations = relations(deliveryTariffs, ({ one }) => ({
  branch: one(branches, { fields: [deliveryTariffs.branchId], references: [branches.id] }),
}));

export const productGroupsRelations = relations(productGroups, ({ many }) => ({
  categories: many(categories),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  group: one(productGroups, { fields: [categories.groupId], references: [productGroups.id] }),
  products: many(products),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  modificationGroups: many(modificationGroups),
  productBranches: many(productBranches),
}));

export const modificationGroupsRelations = relations(modificationGroups, ({ one, many }) => ({
  product: one(products, { fields: [modificationGroups.productId], references: [products.id] }),
  options: many(modificationOptions),
}));

export const modificationOptionsRelations = relations(modificationOptions, ({ one }) => ({
  group: one(modificationGroups, { fields: [modificationOptions.groupId], references: [modificationGroups.id] }),
}));

export const productBranchesRelations = relations(productBranches, ({ one }) => ({
  product: one(products, { fields: [productBranches.productId], references: [products.id] }),
  branch: one(branches, { fields: [productBranches.branchId], references: [branches.id] }),
}));

export const usersRelations = relations(users, ({ many }) => ({
  addresses: many(addresses),
  orders: many(orders),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  branch: one(branches, { fields: [orders.branchId], references: [branches.id] }),
  items: many(orderItems),
  statusHistory: many(orderStatusHistory),
  paymentTransactions: many(paymentTransactions),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
}));

export const paymentTransactionsRelations = relations(paymentTransactions, ({ one }) => ({
  order: one(orders, { fields: [paymentTransactions.orderId], references: [orders.id] }),
}));
