// Bodies of the console's orders board, order detail and a courier's deliveries (money in so'm, times ISO-8601).
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { COURIER_STATUSES, ORDER_CHANGE_REASONS, ORDER_STATUSES, PAYMENT_TYPES, SERVICE_TYPES, type OrderStatus } from '../enums.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { CUSTOMER_PAYMENT_STATES } from '../order-status.ts';
import { ORDER_ACTOR_TYPES } from './order.ts';
import { multilineText } from './text.ts';

/** The board's columns, in the order they are shown. */
export const BOARD_COLUMNS = ['new', 'accepted', 'cooking', 'ready', 'onWay', 'delivered', 'closed', 'cancelled'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/**
 * Where each status sits on the board: waiting for the merchant (scheduled, placed, being reviewed) is new;
 * ATTACHED is a ready order a courier is coming for, so it stays with the ready ones.
 */
export const BOARD_COLUMN_OF_STATUS: Record<OrderStatus, BoardColumn> = {
  AT_TIME: 'new',
  CREATED: 'new',
  OPEN: 'new',
  ACCEPTED: 'accepted',
  COOKING: 'cooking',
  DONE: 'ready',
  ATTACHED: 'ready',
  ON_WAY: 'onWay',
  DELIVERED: 'delivered',
  CLOSED: 'closed',
  CANCELED: 'cancelled',
};

export const BoardQuerySchema = z.object({
  branchId: z.uuid().optional(),
  serviceType: z.enum(SERVICE_TYPES).optional(),
});
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

const at = z.iso.datetime({ offset: true });

export const BoardOrderSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    column: z.enum(BOARD_COLUMNS),
    courierStatus: z.enum(COURIER_STATUSES).nullable(),
    serviceType: z.enum(SERVICE_TYPES),
    paymentType: z.enum(PAYMENT_TYPES),
    paymentState: z.enum(CUSTOMER_PAYMENT_STATES),
    isPaid: z.boolean(),
    /** So'm. */
    total: z.number(),
    createdAt: at,
    /** Requested time of a scheduled order; null = as soon as possible. */
    deliveryAt: at.nullable(),
    branch: z.object({ id: z.uuid(), name: LocalizedTextSchema }),
    itemCount: z.number().int(),
    customerName: z.string().nullable(),
    courier: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** The statuses the status machine allows from here (forward steps first, CANCELED last). */
    allowedStatuses: z.array(z.enum(ORDER_STATUSES)),
    /** Staff may mark it paid: paid in person, not yet paid, not final. */
    canMarkPaid: z.boolean(),
    /** A courier may be assigned (or changed) now. */
    canAssignCourier: z.boolean(),
  })
  .register(contractRegistry, { id: 'ConsoleBoardOrder' });
export type BoardOrder = z.infer<typeof BoardOrderSchema>;

export const BoardCourierSchema = z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable(), branchId: z.uuid().nullable() });
export type BoardCourier = z.infer<typeof BoardCourierSchema>;
export const BoardCouriersSchema = z.object({ couriers: z.array(BoardCourierSchema) }).register(contractRegistry, { id: 'ConsoleBoardCouriers' });

export const BoardSchema = z
  .object({
    /** Start of today in the merchant's time zone: orders since then, plus older ones that are not final. */
    since: at,
    timezone: z.string(),
    orders: z.array(BoardOrderSchema),
    branches: z.array(z.object({ id: z.uuid(), name: LocalizedTextSchema })),
    couriers: z.array(BoardCourierSchema),
  })
  .register(contractRegistry, { id: 'ConsoleBoard' });
export type Board = z.infer<typeof BoardSchema>;

export const BoardOrderItemSchema = z.object({
  id: z.uuid(),
  name: LocalizedTextSchema,
  quantity: z.number().int(),
  /** So'm per unit before the discount. */
  unitPrice: z.number(),
  /** So'm: (unit price + options) × quantity, after the line's discount. */
  total: z.number(),
  options: z.array(z.object({ name: LocalizedTextSchema, count: z.number().int(), price: z.number() })),
  comment: z.string().nullable(),
});

/** The delivery address as the order froze it. */
export const BoardAddressSchema = z.object({
  /** Street, house and landmark in one line. */
  text: z.string(),
  entrance: z.string().nullable(),
  floor: z.string().nullable(),
  /** Office or flat. */
  office: z.string().nullable(),
  domophone: z.string().nullable(),
  comment: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type BoardAddress = z.infer<typeof BoardAddressSchema>;

export const BoardOrderDetailSchema = BoardOrderSchema.extend({
  items: z.array(BoardOrderItemSchema),
  comment: z.string().nullable(),
  courierComment: z.string().nullable(),
  address: BoardAddressSchema.nullable(),
  customer: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
  /** Someone else receives the order. */
  receiver: z.object({ name: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  promoCode: z.string().nullable(),
  prices: z.object({
    products: z.number(),
    discount: z.number(),
    delivery: z.number(),
    serviceFee: z.number(),
    cashbackUsed: z.number(),
    total: z.number(),
  }),
  reason: z.string().nullable(),
  paidAt: at.nullable(),
  refundedAt: at.nullable(),
  acceptedAt: at.nullable(),
  readyAt: at.nullable(),
  deliveredAt: at.nullable(),
  table: z.string().nullable(),
  history: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      courierStatus: z.enum(COURIER_STATUSES).nullable(),
      reason: z.enum(ORDER_CHANGE_REASONS),
      comment: z.string().nullable(),
      actorType: z.enum(ORDER_ACTOR_TYPES),
      /** The staff member's name for console changes, else null. */
      actorName: z.string().nullable(),
      at,
    }),
  ),
  /** The courier statuses the courier machine allows next. */
  allowedCourierStatuses: z.array(z.enum(COURIER_STATUSES)),
}).register(contractRegistry, { id: 'ConsoleBoardOrderDetail' });
export type BoardOrderDetail = z.infer<typeof BoardOrderDetailSchema>;

export const BoardStatusRequestSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    /** Required to cancel; kept as the order's reason and in its history. */
    reason: multilineText(500).optional(),
  })
  .register(contractRegistry, { id: 'ConsoleBoardStatusRequest' });
export type BoardStatusRequest = z.infer<typeof BoardStatusRequestSchema>;

export const BoardCourierRequestSchema = z
  .object({
    courierId: z.uuid(),
    /** Absent: "courier found" when courier work may start, else the current courier status is kept. */
    courierStatus: z.enum(COURIER_STATUSES).optional(),
  })
  .register(contractRegistry, { id: 'ConsoleBoardCourierRequest' });
export type BoardCourierRequest = z.infer<typeof BoardCourierRequestSchema>;

/** The courier statuses a courier reports from the phone (the claim's other states belong to providers and staff). */
export const COURIER_REPORTED_STATUSES = [
  'PERFORMER_PICK_UP_ARRIVED',
  'PERFORMER_PICKUPED',
  'PERFORMER_ARRIVED',
  'PERFORMER_DELIVERED_FINISH',
  'PERFORMER_RETURNING',
  'PERFORMER_RETURN_ARRIVED',
  'PERFORMER_RETURNED_FINISH',
] as const;

export const DeliveryCourierStatusRequestSchema = z
  .object({ courierStatus: z.enum(COURIER_REPORTED_STATUSES) })
  .register(contractRegistry, { id: 'ConsoleDeliveryCourierStatusRequest' });
export type DeliveryCourierStatusRequest = z.infer<typeof DeliveryCourierStatusRequestSchema>;

export const DeliverySchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    courierStatus: z.enum(COURIER_STATUSES).nullable(),
    paymentType: z.enum(PAYMENT_TYPES),
    paymentState: z.enum(CUSTOMER_PAYMENT_STATES),
    total: z.number(),
    createdAt: at,
    deliveryAt: at.nullable(),
    branch: z.object({ id: z.uuid(), name: LocalizedTextSchema }),
    address: BoardAddressSchema.nullable(),
    customer: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
    comment: z.string().nullable(),
    itemCount: z.number().int(),
    /** What the courier may report next. */
    nextCourierStatuses: z.array(z.enum(COURIER_STATUSES)),
  })
  .register(contractRegistry, { id: 'ConsoleDelivery' });
export type Delivery = z.infer<typeof DeliverySchema>;

export const DeliveriesSchema = z.object({ deliveries: z.array(DeliverySchema) }).register(contractRegistry, { id: 'ConsoleDeliveries' });
export type Deliveries = z.infer<typeof DeliveriesSchema>;
