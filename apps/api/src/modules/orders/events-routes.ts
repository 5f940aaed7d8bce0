// Live order updates for the customer: GET /api/orders/v1/orders/{id}/events as Server-Sent Events.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { ORDER_EVENT_NAMES, type OrderCourierEvent, type OrderEvent } from '@dastarkhan/domain/contracts/order-events';
import { notFound, tooManyRequests } from '../../errors.ts';
import type { OrderBusMessage, OrderEventBus } from '../../plugins/order-events.ts';

/** Keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long the browser's EventSource waits before reconnecting after a drop. */
const RETRY_MS = 3_000;

export interface OrderEventsRouteDeps {
  bus: OrderEventBus;
  /** The order's current state (with the courier's last position), or null when the merchant has no such order. */
  currentEvent(merchantId: string, orderId: string): Promise<OrderEvent | null>;
  heartbeatMs?: number;
  /** Streams one customer may hold open at once on this instance; more answer 429 (each holds a socket and a subscription). */
  maxStreamsPerCustomer?: number;
}

function frame(name: string, event: OrderEvent | OrderCourierEvent): string {
  return `event: ${name}\ndata: ${JSON.stringify(event)}\n\n`;
}

export function registerOrderEventsRoutes(app: FastifyInstance, deps: OrderEventsRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;
  // Open streams never end by themselves: closing the server ends them, or it would wait forever.
  const open = new Set<ServerResponse>();
  const maxPerCustomer = deps.maxStreamsPerCustomer ?? 8;
  const openPerCustomer = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
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
      const holding = openPerCustomer.get(user.id) ?? 0;
      // A page that reconnects comes back once its old stream closed; this stops one token opening thousands.
      if (holding >= maxPerCustomer) throw tooManyRequests('LIVE_STREAMS_TOO_MANY', 5, { limit: maxPerCustomer });
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

      openPerCustomer.set(user.id, (openPerCustomer.get(user.id) ?? 0) + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        // nginx and similar proxies buffer responses unless told not to.
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      open.add(res);
      res.write(`retry: ${RETRY_MS}\n\n`);
      res.write(frame(ORDER_EVENT_NAMES.state, current));

      const initialAt = current.at;
      const initialCourierAt = current.courier?.at ?? '';
      forward = (message) => {
        if (res.writableEnded || res.destroyed) return;
        if (message.kind === 'courier') res.write(frame(ORDER_EVENT_NAMES.courier, message.event));
        else res.write(frame(ORDER_EVENT_NAMES.status, message.event));
      };
      // Changes and positions the first state already includes are not sent again.
      for (const message of queued) {
        if (message.event.at > (message.kind === 'courier' ? initialCourierAt : initialAt)) forward(message);
      }
      queued.length = 0;

      const heartbeat = setInterval(() => {
        if (!res.writableEnded && !res.destroyed) res.write(': heartbeat\n\n');
      }, heartbeatMs);
      heartbeat.unref();

      let cleaned = false;
      const cleanup = () => {
        if (cleaned) return;
        cleaned = true;
        const left = (openPerCustomer.get(user.id) ?? 1) - 1;
        if (left > 0) openPerCustomer.set(user.id, left);
        else openPerCustomer.delete(user.id);
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      };
      request.raw.on('close', cleanup);
      res.on('close', cleanup);
    },
  );
}
