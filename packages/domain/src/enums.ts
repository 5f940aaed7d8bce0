// Enumerations of the spec (storefront-core §3, §4; account-session-settings §3), one place for api, db and web.
import { z } from 'zod';

export const PAYMENT_TYPES = ['CASH', 'CLICK', 'PAYNET', 'TERMINAL', 'PAYME', 'UZUM', 'OTHER', 'RAHMAT', 'PAYZE', 'CLICK_MINI_APP'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/**
 * The online providers whose merchant protocol Dastarkhan speaks (payment link, callbacks): the only
 * online types an order may be placed with, since an order of any other could never be paid.
 */
export const ONLINE_PROVIDERS = ['PAYME', 'CLICK', 'UZUM'] as const satisfies readonly PaymentType[];
export type OnlineProvider = (typeof ONLINE_PROVIDERS)[number];

export function isOnlineProvider(type: PaymentType): type is OnlineProvider {
  return (ONLINE_PROVIDERS as readonly PaymentType[]).includes(type);
}

export const SERVICE_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const ORDER_DEVICES = [
  'LAPOSTER', 'OPERATOR', 'INSTAGRAM', 'CLIENT_APP', 'TELEGRAM_BOT', 'CLIENT', 'CLIENT_WEB', 'CLIENT_IOS',
  'CLICK_MINI_APP', 'CLIENT_ANDROID', 'CLIENT_WEB_MOBILE', 'CLIENT_WEB_DESKTOP', 'INTEGRATION_APP',
] as const;
export type OrderDevice = (typeof ORDER_DEVICES)[number];

/** Source channels a product list is requested for (`/products/v1/overalls?type=`). */
export const SOURCE_CHANNELS = ['TG', 'WEB', 'APP', 'OPERATOR', 'QR', 'CLICK'] as const;
export type SourceChannel = (typeof SOURCE_CHANNELS)[number];
export const SourceChannelSchema = z.enum(SOURCE_CHANNELS);

export const ORDER_STATUSES = ['OPEN', 'ACCEPTED', 'CANCELED', 'CREATED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED', 'ATTACHED', 'AT_TIME'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const COURIER_STATUSES = [
  'PERFORMER_LOOK_UP', 'PERFORMER_FOUND', 'PERFORMER_NOT_FOUND', 'PERFORMER_PICK_UP_ARRIVED', 'PERFORMER_PICKUPED',
  'PERFORMER_ARRIVED', 'PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNING', 'PERFORMER_RETURN_ARRIVED',
  'PERFORMER_RETURNED_FINISH', 'NEW_ORDER', 'ESTIMATING_FAILED', 'READY_FOR_APPROVAL', 'FAILED', 'CANCELLED', 'ACCEPTED',
] as const;
export type CourierStatus = (typeof COURIER_STATUSES)[number];

export const ORDER_CHANGE_REASONS = ['PAID', 'UPDATE', 'PAID_AND_CHANGE_STATUS', 'CHANGE_STATUS', 'CHANGE_COURIER_STATUS', 'CHANGE_PAYMENT_TYPE', 'CHANGE_DELIVERY_TYPE'] as const;
export type OrderChangeReason = (typeof ORDER_CHANGE_REASONS)[number];

export const DELIVERY_PROVIDER_TYPES = ['LAMENU', 'YANDEX', 'CUSTOM'] as const;
export type DeliveryProviderType = (typeof DELIVERY_PROVIDER_TYPES)[number];

export const DISCOUNT_TYPES = ['AMOUNT', 'PERCENTAGE'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const PRODUCT_TYPES = ['NONE', 'MODIFICATION'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const UNITS = ['KG', 'LITER', 'GRAMM', 'COUNT'] as const;
export type Unit = (typeof UNITS)[number];

export const VIEW_TYPES = ['BIG', 'MEDIUM', 'SMALL'] as const;
export const SCROLL_TYPES = ['VERTICAL', 'HORIZONTAL'] as const;
export const NAVIGATION_TYPES = ['SHEET', 'POP_UP', 'FULL_SCREEN'] as const;

export const SMS_GATEWAYS = ['PLAY_MOBILE', 'ESKIZ'] as const;
export type SmsGateway = (typeof SMS_GATEWAYS)[number];

export const ADDRESS_TYPES = ['HOUSE', 'APARTMENT'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const ADDRESS_INPUT_MODES = ['COORDINATES', 'SAVED', 'TARGET', 'MAP'] as const;
export const MAP_PROVIDERS = ['YANDEX', 'LEAFLET', 'LAMENU_YANDEX'] as const;
export const THEMES = ['DARK', 'LIGHT'] as const;

/**
 * Pages of the merchant's own text (policies table). EXTRA..EXTRA4 are the free pages at /extra, /extra2,
 * /extr3, /extra4 (paths of the original product): their title is the text's first line (domain/extra-pages.ts).
 */
export const POLICY_TYPES = ['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY', 'EXTRA', 'EXTRA2', 'EXTR3', 'EXTRA4'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const WEEK_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** What kind of business a merchant is; decides demo content and a few storefront words. */
export const MERCHANT_KINDS = ['FOOD', 'GOODS'] as const;
export type MerchantKind = (typeof MERCHANT_KINDS)[number];
