// The live order events: what the order page receives over Server-Sent Events after each status,
// courier-status or payment change, and each courier position (GET /api/orders/v1/orders/{id}/events).
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { COURIER_STATUSES, ORDER_STATUSES } from '../enums.ts';

const Latitude = z.number().min(-90).max(90);
const Longitude = z.number().min(-180).max(180);

/** Where the order's courier was last seen (WGS 84). */
export const CourierPositionSchema = z
  .object({
    courierId: z.uuid(),
    latitude: Latitude,
    longitude: Longitude,
    /** When the position was stored (ISO 8601). */
    at: z.iso.datetime(),
  })
  .register(contractRegistry, { id: 'CourierPosition' });
export type CourierPosition = z.infer<typeof CourierPositionSchema>;

export const OrderEventSchema = z
  .object({
    merchantId: z.uuid(),
    orderId: z.uuid(),
    /** The customer of the order; null once the account is anonymised. */
    userId: z.uuid().nullable(),
    status: z.enum(ORDER_STATUSES),
    courierStatus: z.enum(COURIER_STATUSES).nullable(),
    isPaid: z.boolean(),
    /** The provider gave the money back (cancel or reversal after payment). */
    isRefunded: z.boolean(),
    /** When the change was committed (ISO 8601). */
    at: z.iso.datetime(),
    /**
     * Only on the stream's first `state` event, and only when the order's courier has reported a
     * position: later positions come as `courier` events.
     */
    courier: CourierPositionSchema.optional(),
  })
  .register(contractRegistry, { id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** A courier position of a delivery order, sent as a `courier` event while the courier moves. */
export const OrderCourierEventSchema = z
  .object({
    merchantId: z.uuid(),
    orderId: z.uuid(),
    courierId: z.uuid(),
    latitude: Latitude,
    longitude: Longitude,
    /** Degrees clockwise from north, when the device knows it. */
    heading: z.number().min(0).max(360).nullable(),
    /** Radius of uncertainty in metres, when the device knows it. */
    accuracy: z.number().min(0).nullable(),
    /** When the position was stored (ISO 8601). */
    at: z.iso.datetime(),
  })
  .register(contractRegistry, { id: 'OrderCourierEvent' });
export type OrderCourierEvent = z.infer<typeof OrderCourierEventSchema>;

/**
 * SSE event names: the stream opens with one `state` event (the order as it is now, with the courier's
 * last position when there is one), then sends one `status` event per committed change (both carry an
 * OrderEvent) and one `courier` event per courier position (an OrderCourierEvent). Clients ignore
 * names they do not know.
 */
export const ORDER_EVENT_NAMES = { state: 'state', status: 'status', courier: 'courier' } as const;
