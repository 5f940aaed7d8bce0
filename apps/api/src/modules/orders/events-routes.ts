// Live order updates for the customer: GET /api/orders/v1/orders/{id}/events as Server-Sent Events.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { ORDER_EVENT_NAMES, type OrderEvent } from '@dastarkhan/domain/contracts/order-events';
import { notFound, tooManyRequests } from '../../errors.ts';
import { createEventStreams } from '../../plugins/event-stream.ts';
import type { OrderBusMessage, OrderEventBus } from '../../plugins/order-events.ts';

export interface OrderEventsRouteDeps {
  bus: OrderEventBus;
  /** The order's current state (with the courier's last position), or null when the merchant has no such order. */
  currentEvent(merchantId: string, orderId: string): Promise<OrderEvent | null>;
  heartbeatMs?: number;
  /** Streams one customer may hold open at once on this instance; more answer 429 (each holds a socket and a subscription). */
  maxStreamsPerCustomer?: number;
}

export function registerOrderEventsRoutes(app: FastifyInstance, deps: OrderEventsRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const maxPerCustomer = deps.maxStreamsPerCustomer ?? 8;
  const streams = createEventStreams(app, {
    heartbeatMs: deps.heartbeatMs,
    maxPerOwner: maxPerCustomer,
    tooMany: () => tooManyRequests('LIVE_STREAMS_TOO_MANY', 5, { limit: maxPerCustomer }),
  });

  r.get(
    '/api/orders/v1/orders/:id/events',
    {
      config: { auth: 'required' },
      // The compressor would hold events back until its buffer fills.
      compress: false,
      schema: {
        tags: ['orders'],
        summary:
          "Server-Sent Events of the customer's order: a `state` event now, then a `status` event per change and a `courier` event per courier position, a comment every 15 s",
        params: z.object({ id: z.uuid() }),
        response: { 404: ApiErrorSchema, 429: ApiErrorSchema.describe('LIVE_STREAMS_TOO_MANY: the customer already follows as many streams as allowed') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = request.user;
      streams.admit(user.id);
      // Subscribed before reading the state, so a change committed in between is not missed.
      const queued: OrderBusMessage[] = [];
      let forward: ((message: OrderBusMessage) => void) | null = null;
      const unsubscribe = deps.bus.subscribe(id, (message) => {
        if (message.event.merchantId !== user.merchantId) return;
        if (forward) forward(message);
        else queued.push(message);
      });
      let current: OrderEvent | null;
      try {
        current = await deps.currentEvent(user.merchantId, id);
      } catch (error) {
        unsubscribe();
        throw error;
      }
      // Another customer's order looks exactly like a missing one.
      if (!current || current.userId !== user.id) {
        unsubscribe();
        throw notFound('ORDER_NOT_FOUND');
      }

      const stream = streams.open(request, reply, user.id);
      stream.onClose(unsubscribe);
      stream.send(ORDER_EVENT_NAMES.state, current);

      const initialAt = current.at;
      const initialCourierAt = current.courier?.at ?? '';
      forward = (message) => stream.send(message.kind === 'courier' ? ORDER_EVENT_NAMES.courier : ORDER_EVENT_NAMES.status, message.event);
      // Changes and positions the first state already includes are not sent again.
      for (const message of queued) {
        if (message.event.at > (message.kind === 'courier' ? initialCourierAt : initialAt)) forward(message);
      }
      queued.length = 0;
    },
  );
}
