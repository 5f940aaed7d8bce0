// The live order event: what the order page receives over Server-Sent Events after each status,
// courier-status or payment change (GET /api/orders/v1/orders/{id}/events).
import { z } from 'zod';
import { COURIER_STATUSES, ORDER_STATUSES } from '../enums.ts';

export const OrderEventSchema = z
  .object({
    merchantId: z.uuid(),
    orderId: z.uuid(),
    /** The customer of the order; null once the account is anonymised. */
    userId: z.uuid().nullable(),
    status: z.enum(ORDER_STATUSES),
    courierStatus: z.enum(COURIER_STATUSES).nullable(),
    isPaid: z.boolean(),
    /** When the change was committed (ISO 8601). */
    at: z.iso.datetime(),
  })
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/**
 * SSE event names: the stream opens with one `state` event (the order as it is now), then sends one
 * `status` event per committed change. Both carry an OrderEvent as JSON.
 */
export const ORDER_EVENT_NAMES = { state: 'state', status: 'status' } as const;
