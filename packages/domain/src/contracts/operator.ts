// Contracts of the operator API (/api/operator/v1): staff move orders through their statuses with a
// per-merchant operator key. Money in so'm.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { COURIER_STATUSES, ORDER_CHANGE_REASONS, ORDER_STATUSES, PAYMENT_TYPES, SERVICE_TYPES } from '../enums.ts';
import { ORDER_ACTOR_TYPES } from './order.ts';
import { multilineText } from './text.ts';

export const OperatorStatusRequestSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    /** Why (shown in the history; kept as the order's reason when it is canceled). */
    reason: multilineText(500).optional(),
  })
  .register(contractRegistry, { id: 'OperatorStatusRequest' });
export type OperatorStatusRequest = z.infer<typeof OperatorStatusRequestSchema>;

export const OperatorCourierStatusRequestSchema = z
  .object({
    courierStatus: z.enum(COURIER_STATUSES),
    /** Assigns this courier of the merchant; absent keeps the current one. */
    courierId: z.uuid().optional(),
  })
  .register(contractRegistry, { id: 'OperatorCourierStatusRequest' });
export type OperatorCourierStatusRequest = z.infer<typeof OperatorCourierStatusRequestSchema>;

/** A position from the courier's device for one delivery order (WGS 84). */
export const OperatorCourierLocationRequestSchema = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** Degrees clockwise from north. */
    heading: z.number().min(0).max(360).optional(),
    /** Radius of uncertainty in metres. */
    accuracy: z.number().min(0).max(100_000).optional(),
  })
  .register(contractRegistry, { id: 'OperatorCourierLocationRequest' });
export type OperatorCourierLocationRequest = z.infer<typeof OperatorCourierLocationRequestSchema>;

/** The courier's stored position after the update; `stored` is false when it came too soon after the last one. */
export const OperatorCourierLocationSchema = z
  .object({
    orderId: z.uuid(),
    courierId: z.uuid(),
    stored: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    locationUpdatedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .register(contractRegistry, { id: 'OperatorCourierLocation' });
export type OperatorCourierLocation = z.infer<typeof OperatorCourierLocationSchema>;

export const OperatorHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  courierStatus: z.enum(COURIER_STATUSES).nullable(),
  reason: z.enum(ORDER_CHANGE_REASONS),
  comment: z.string().nullable(),
  actorType: z.enum(ORDER_ACTOR_TYPES),
  /** The operator key id, the customer id, or null for the system. */
  actorId: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});

export const OperatorOrderSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    userId: z.uuid().nullable(),
    branchId: z.uuid(),
    status: z.enum(ORDER_STATUSES),
    courierStatus: z.enum(COURIER_STATUSES).nullable(),
    courierId: z.uuid().nullable(),
    isPaid: z.boolean(),
    paidAt: z.iso.datetime({ offset: true }).nullable(),
    /** The provider gave the money back: the staff decide what becomes of an order already started. */
    refundedAt: z.iso.datetime({ offset: true }).nullable(),
    /** An unpaid order paid online is cancelled at this time. */
    paymentExpiresAt: z.iso.datetime({ offset: true }).nullable(),
    paymentType: z.enum(PAYMENT_TYPES),
    serviceType: z.enum(SERVICE_TYPES),
    /** What the customer pays, so'm. */
    totalPrice: z.number(),
    /** The cancel reason. */
    reason: z.string().nullable(),
    deliveryAt: z.iso.datetime({ offset: true }).nullable(),
    createdDate: z.iso.datetime({ offset: true }),
    acceptedTime: z.iso.datetime({ offset: true }).nullable(),
    readyTime: z.iso.datetime({ offset: true }).nullable(),
    deliveredAt: z.iso.datetime({ offset: true }).nullable(),
    /** Oldest first. */
    history: z.array(OperatorHistoryEntrySchema),
  })
  .register(contractRegistry, { id: 'OperatorOrder' });
export type OperatorOrder = z.infer<typeof OperatorOrderSchema>;

export const OperatorOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const OperatorOrderPageSchema = z
  .object({
    /** Without history (ask for one order for its timeline). */
    content: z.array(OperatorOrderSchema.omit({ history: true })),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  })
  .register(contractRegistry, { id: 'OperatorOrderPage' });
export type OperatorOrderPage = z.infer<typeof OperatorOrderPageSchema>;
