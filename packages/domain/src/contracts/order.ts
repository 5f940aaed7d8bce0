// Request and response bodies of orders (storefront-core §3 "Order request", "Order", "Payment method",
// §4 "Order submission", §7): money in so'm at the edge, times as ISO-8601 with offset.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { ADDRESS_TYPES, COURIER_STATUSES, DELIVERY_PROVIDER_TYPES, ORDER_CHANGE_REASONS, ORDER_DEVICES, ORDER_STATUSES, PAYMENT_TYPES, SERVICE_TYPES, type OrderDevice, type SourceChannel } from '../enums.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { CUSTOMER_PAYMENT_STATES } from '../order-status.ts';
import { ClockTimeSchema } from './branch.ts';
import { OrderSettingsSchema } from './settings.ts';
import { OrderReviewSchema } from './order-review.ts';
import { multilineText, rawText, text } from './text.ts';

/** so'm with at most 2 decimals (whole tiyin). */
const som = () => z.number().min(0).max(1_000_000_000).multipleOf(0.01);

/** Page size of the order history (spec §9) and the largest a client may ask for. */
export const ORDER_PAGE_SIZE = 10;
export const ORDER_PAGE_SIZE_MAX = 50;
/** A scheduled order may be placed at most this far ahead. */
export const AT_TIME_MAX_DAYS_AHEAD = 7;
/** An Idempotency-Key longer than this is refused (400). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** A replay of the same key is answered from the stored response within this window. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** The longest receiver name and basket-line comment a customer may write (productComment). */
export const RECEIVER_NAME_MAX_LENGTH = 100;
export const CART_ITEM_COMMENT_MAX_LENGTH = 200;

/** Devices a customer may place an order from; staff and integration devices come through other doors. */
export const CUSTOMER_ORDER_DEVICES = [
  'CLIENT_WEB', 'CLIENT_WEB_MOBILE', 'CLIENT_WEB_DESKTOP', 'CLIENT', 'TELEGRAM_BOT', 'CLIENT_APP', 'CLIENT_IOS', 'CLIENT_ANDROID', 'CLICK_MINI_APP',
] as const satisfies readonly OrderDevice[];
export type CustomerOrderDevice = (typeof CUSTOMER_ORDER_DEVICES)[number];

/** The sales channel of an order device: decides which payment methods (webEnabled, botEnabled, ...) apply. */
export function channelOfDevice(device: OrderDevice): SourceChannel {
  switch (device) {
    case 'TELEGRAM_BOT':
      return 'TG';
    case 'CLIENT_APP':
    case 'CLIENT_IOS':
    case 'CLIENT_ANDROID':
      return 'APP';
    case 'OPERATOR':
      return 'OPERATOR';
    case 'CLICK_MINI_APP':
      return 'CLICK';
    default:
      return 'WEB';
  }
}

export const CartItemModificationSchema = z.object({
  optionId: z.uuid(),
  count: z.number().int().min(1).max(99).default(1),
});

export const OrderCartItemSchema = z.object({
  productId: z.uuid(),
  quantity: z.number().int().min(1).max(999),
  modifications: z.array(CartItemModificationSchema).max(50).default([]),
  /** The customer's note on the line ("no onions"); refused unless the merchant's productComment is on. */
  comment: multilineText(CART_ITEM_COMMENT_MAX_LENGTH).nullish(),
});
export type OrderCartItem = z.infer<typeof OrderCartItemSchema>;

/** Address snapshot carried on the order (the saved address may change or vanish later). */
export const OrderAddressSchema = z.object({
  addressId: rawText().max(64).nullish(),
  type: z.enum(ADDRESS_TYPES).nullish(),
  name: text(200).nullish(),
  streetName: text(300).nullish(),
  houseNumber: text(50).nullish(),
  description: text(500).nullish(),
  comment: multilineText(500).nullish(),
  floor: text(20).nullish(),
  office: text(20).nullish(),
  entrance: text(20).nullish(),
  domophone: text(20).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  cityId: z.uuid().nullish(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderRequestSchema = z
  .object({
    serviceType: z.enum(SERVICE_TYPES).default('DELIVERY'),
    branchId: z.uuid(),
    /** Delivery provider; always cleared for PICK_UP (spec §4 step 3). */
    deliveryType: z.enum(DELIVERY_PROVIDER_TYPES).nullish(),
    address: OrderAddressSchema.nullish(),
    /** Optional until delivery zones land (issue 5); taken from the address when absent. */
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    paymentType: z.enum(PAYMENT_TYPES).default('CASH'),
    promoCode: text(64).nullish(),
    /** Cashback to spend, so'm; checked against the balance. */
    cashback: som().default(0),
    cartItems: z.array(OrderCartItemSchema).max(100),
    comment: multilineText(500).nullish(),
    courierComment: multilineText(500).nullish(),
    note: multilineText(500).nullish(),
    sendCheque: z.boolean().default(false),
    sendChequePhone: text(40).nullish(),
    /** Someone else receives the order (the merchant's receiverActive): both or neither; refused when the setting is off. */
    receiverName: text(RECEIVER_NAME_MAX_LENGTH).nullish(),
    receiverPhone: text(40).nullish(),
    /** The SMS code of `POST /orders/confirmation-code`, required when the merchant's isSmsConfirmationRequiredPerOrder is on. */
    confirmationCode: text(8).regex(/^\d{4,8}$/).nullish(),
    /** "later" + day (YYYY-MM-DD) + time (HH:MM) on the merchant's clock build deliveryAt (spec §4 step 4). */
    later: z.boolean().default(false),
    day: z.iso.date().nullish(),
    time: ClockTimeSchema.nullish(),
    /** Alternative to later/day/time: the instant itself. */
    deliveryAt: z.iso.datetime({ offset: true }).nullish(),
    hallId: z.uuid().nullish(),
    tableId: z.uuid().nullish(),
    telegramId: z.number().int().nullish(),
    orderDevice: z.enum(CUSTOMER_ORDER_DEVICES).default('CLIENT_WEB'),
    /** What the client showed as the total, so'm: a different server total is 409 PRICE_CHANGED. */
    totalPrice: som(),
  })
  .register(contractRegistry, { id: 'OrderRequest' });
export type OrderRequest = z.input<typeof OrderRequestSchema>;
export type ParsedOrderRequest = z.output<typeof OrderRequestSchema>;

/** The totals of storefront-core §9 in so'm (what PRICE_CHANGED details.totals carries). */
export const OrderTotalsSchema = z
  .object({
    productCount: z.number().int(),
    /** Products before any discount. */
    productPrice: z.number(),
    /** Product percent discounts plus the promo's product discount. */
    productDiscount: z.number(),
    promoDiscount: z.number(),
    totalProductPrice: z.number(),
    deliveryPrice: z.number(),
    deliveryDiscount: z.number(),
    serviceFee: z.number(),
    cashbackUsed: z.number(),
    totalDiscount: z.number(),
    /** What the customer pays. */
    totalPrice: z.number(),
  })
  .register(contractRegistry, { id: 'OrderTotals' });
export type OrderTotalsSom = z.infer<typeof OrderTotalsSchema>;

export const OrderItemModificationSchema = z.object({
  optionId: z.string(),
  groupId: z.string(),
  name: LocalizedTextSchema,
  /** so'm per unit of the option, before the product's discount. */
  price: z.number(),
  count: z.number().int(),
});

export const OrderItemSchema = z.object({
  id: z.uuid(),
  /** Null when the product was deleted after the order. */
  productId: z.uuid().nullable(),
  name: LocalizedTextSchema,
  /** so'm per unit before the discount. */
  unitPrice: z.number(),
  discountPercent: z.number(),
  quantity: z.number().int(),
  modifications: z.array(OrderItemModificationSchema),
  comment: z.string().nullable(),
  /** (unit price + options) × quantity, so'm, before discounts. */
  linePrice: z.number(),
  /** The product's percent discount on the line, so'm. */
  lineDiscount: z.number(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** OPERATOR: an operator key (integrations); STAFF: a console account. */
export const ORDER_ACTOR_TYPES = ['CUSTOMER', 'OPERATOR', 'STAFF', 'SYSTEM', 'PROVIDER'] as const;

export const OrderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  courierStatus: z.enum(COURIER_STATUSES).nullable(),
  reason: z.enum(ORDER_CHANGE_REASONS),
  comment: z.string().nullable(),
  actorType: z.enum(ORDER_ACTOR_TYPES),
  at: z.iso.datetime({ offset: true }),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

export const OrderCourierSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    phone: z.string().nullable(),
    /** The courier's last reported position (WGS 84); null until the courier's device sends one. */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /** When that position was stored (ISO 8601). */
    locationUpdatedAt: z.iso.datetime().nullable(),
  })
  .register(contractRegistry, { id: 'OrderCourier' });
export type OrderCourier = z.infer<typeof OrderCourierSchema>;

export const OrderSchema = OrderTotalsSchema.extend({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  courierStatus: z.enum(COURIER_STATUSES).nullable(),
  isPaid: z.boolean(),
  paymentType: z.enum(PAYMENT_TYPES),
  /** What the customer's pages say of the money: paid, still to pay, given back, or nothing owed. */
  paymentState: z.enum(CUSTOMER_PAYMENT_STATES),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  refundedAt: z.iso.datetime({ offset: true }).nullable(),
  /** An order paid online that is unpaid at this time is cancelled; null when nothing is to be paid online. */
  paymentExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  serviceType: z.enum(SERVICE_TYPES),
  deliveryType: z.enum(DELIVERY_PROVIDER_TYPES).nullable(),
  orderDevice: z.enum(ORDER_DEVICES),
  branch: z.object({ id: z.uuid(), name: LocalizedTextSchema }),
  address: OrderAddressSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  comment: z.string().nullable(),
  courierComment: z.string().nullable(),
  promoCode: z.string().nullable(),
  sendCheque: z.boolean(),
  /** Who receives the order when it is not the customer (receiverActive); null otherwise. */
  receiverName: z.string().nullable(),
  /** Digits with the country code. */
  receiverPhone: z.string().nullable(),
  hallId: z.uuid().nullable(),
  tableId: z.uuid().nullable(),
  items: z.array(OrderItemSchema),
  /** Requested time of a scheduled order (the spec's atTime); null = as soon as possible. */
  deliveryAt: z.iso.datetime({ offset: true }).nullable(),
  createdDate: z.iso.datetime({ offset: true }),
  acceptedTime: z.iso.datetime({ offset: true }).nullable(),
  readyTime: z.iso.datetime({ offset: true }).nullable(),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
  /** Oldest first. */
  statusHistory: z.array(OrderStatusChangeSchema),
  /** Null until the merchant assigns one. */
  courier: OrderCourierSchema.nullable(),
  /** Whether the customer may still cancel it (status and the merchant's cancelOrderActive). */
  canCancel: z.boolean(),
  /** The customer's review; null until rated (a CLOSED order without one may be rated once). */
  review: OrderReviewSchema.nullable(),
}).register(contractRegistry, { id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

export const OrderPageSchema = z
  .object({
    content: z.array(OrderSchema),
    /** Zero-based. */
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  })
  .register(contractRegistry, { id: 'OrderPage' });
export type OrderPage = z.infer<typeof OrderPageSchema>;

export const OrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).default(ORDER_PAGE_SIZE),
  /** true: archive only (closed and canceled); false or absent: active only. */
  onlyArchive: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((value) => value === 'true'),
});

/** The merchant's order rules plus the branch's service switches (`GET /orders/v1/order/setting/{branchId}`). */
export const OrderSettingSchema = OrderSettingsSchema.extend({
  branchId: z.uuid(),
  deliveryEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  dineinEnabled: z.boolean(),
  /** The branch's flat delivery price, so'm (until delivery tariffs, issue 5). */
  deliveryPrice: z.number(),
}).register(contractRegistry, { id: 'OrderSetting' });
export type OrderSetting = z.infer<typeof OrderSettingSchema>;

/** A payment method as customers see it: never its provider credentials. */
export const PaymentMethodSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(PAYMENT_TYPES),
    name: z.string(),
    icon: z.string().nullable(),
    title: LocalizedTextSchema,
    iikoId: z.string().nullable(),
    webEnabled: z.boolean(),
    botEnabled: z.boolean(),
    operatorEnabled: z.boolean(),
    appEnabled: z.boolean(),
    qrEnabled: z.boolean(),
    isActive: z.boolean(),
  })
  .register(contractRegistry, { id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const WaiterCalledSchema = z.object({ status: z.literal('CALLED') }).register(contractRegistry, { id: 'WaiterCalled' });
export type WaiterCalled = z.infer<typeof WaiterCalledSchema>;

/** A dine-in table as a QR code names it: where the customer sits (`GET /orders/v1/tables/{id}`). */
export const DiningTableSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    name: z.string(),
    hall: z.object({ id: z.uuid(), name: z.string() }),
    branch: z.object({ id: z.uuid(), name: LocalizedTextSchema }),
  })
  .register(contractRegistry, { id: 'DiningTable' });
export type DiningTable = z.infer<typeof DiningTableSchema>;
