// HTTP routes of the console's orders board (operator and up), its live events, and a courier's deliveries.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BoardCourierRequestSchema,
  BoardCouriersSchema,
  BoardOrderDetailSchema,
  BoardQuerySchema,
  BoardSchema,
  BoardStatusRequestSchema,
  DeliveriesSchema,
  DeliveryCourierStatusRequestSchema,
  DeliverySchema,
} from '@dastarkhan/domain/contracts/console-board';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { ORDER_EVENT_NAMES } from '@dastarkhan/domain/contracts/order-events';
import { tooManyRequests } from '../../errors.ts';
import { createEventStreams } from '../../plugins/event-stream.ts';
import { createBoardService } from './board-service.ts';
import type { ConsoleDeps } from './deps.ts';

const tags = ['console: orders'];
const OrderParams = z.object({ id: z.uuid() });
const changeResponses = { 200: BoardOrderDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
/** Board streams one staff member may hold open on this instance (a few tabs); each holds a socket and a subscription. */
const MAX_STREAMS_PER_STAFF = 8;

export function registerBoardRoutes(app: FastifyInstance, deps: ConsoleDeps & { heartbeatMs?: number }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const board = createBoardService({ db: deps.db, operator: deps.services.operator });
  const bus = deps.services.orderEvents;
  const streams = createEventStreams(app, {
    heartbeatMs: deps.heartbeatMs,
    maxPerOwner: MAX_STREAMS_PER_STAFF,
    tooMany: () => tooManyRequests('LIVE_STREAMS_TOO_MANY', 5, { limit: MAX_STREAMS_PER_STAFF }),
  });

  r.get(
    '/api/console/v1/orders/board',
    {
      config: { console: 'orders.read' },
      schema: {
        tags,
        summary: "Today's orders (in the merchant's time zone) and older ones not yet final, with the branches and couriers",
        querystring: BoardQuerySchema,
        response: { 200: BoardSchema },
      },
    },
    async (request) => board.board(request.staff, request.query),
  );

  r.get(
    '/api/console/v1/orders/events',
    {
      config: { console: 'orders.read' },
      // The compressor would hold events back until its buffer fills.
      compress: false,
      schema: {
        tags,
        summary: "Server-Sent Events of the merchant's orders: `ready` now, then a `status` event per change and per new order, a comment every 15 s",
        response: { 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const staff = request.staff;
      streams.admit(staff.staffId);
      const stream = streams.open(request, reply, staff.staffId);
      // Courier positions are left out: the board does not show them, and they come every second.
      const unsubscribe = bus.subscribeMerchant(staff.merchantId, (message) => {
        if (message.kind === 'status') stream.send(ORDER_EVENT_NAMES.status, message.event);
      });
      stream.onClose(unsubscribe);
      // After subscribing: a client that waits for it misses nothing committed later.
      stream.send('ready', { merchantId: staff.merchantId });
    },
  );

  r.get(
    '/api/console/v1/orders/couriers',
    {
      config: { console: 'orders.read' },
      schema: { tags, summary: "The merchant's couriers (to assign one to an order)", response: { 200: BoardCouriersSchema } },
    },
    async (request) => ({ couriers: await board.couriers(request.staff) }),
  );

  r.get(
    '/api/console/v1/orders/:id',
    {
      config: { console: 'orders.read' },
      schema: {
        tags,
        summary: 'One order: items with options, address, customer, prices, payment, courier, history',
        params: OrderParams,
        response: { 200: BoardOrderDetailSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => board.detail(request.staff, request.params.id),
  );

  r.put(
    '/api/console/v1/orders/:id/status',
    {
      config: { console: 'orders.write' },
      schema: {
        tags,
        summary: 'Moves the order to a status the status machine allows (else 409, nothing changes); canceling needs a reason',
        params: OrderParams,
        body: BoardStatusRequestSchema,
        response: changeResponses,
      },
    },
    async (request) => board.changeStatus(request.staff, request.params.id, request.body),
  );

  r.put(
    '/api/console/v1/orders/:id/courier',
    {
      config: { console: 'orders.write' },
      schema: {
        tags,
        summary: 'Gives a delivery order to a courier of the merchant (optionally with a courier status)',
        params: OrderParams,
        body: BoardCourierRequestSchema,
        response: changeResponses,
      },
    },
    async (request) => board.assignCourier(request.staff, request.params.id, request.body),
  );

  r.put(
    '/api/console/v1/orders/:id/paid',
    {
      config: { console: 'orders.write' },
      schema: {
        tags,
        summary: 'Marks an order paid in person (cash, terminal) paid; online payments are confirmed by the provider alone (409)',
        params: OrderParams,
        response: changeResponses,
      },
    },
    async (request) => board.markPaid(request.staff, request.params.id),
  );

  r.get(
    '/api/console/v1/deliveries',
    {
      config: { console: 'deliveries.read' },
      schema: { tags, summary: "The signed-in courier's orders that are not final, oldest first", response: { 200: DeliveriesSchema } },
    },
    async (request) => board.deliveries(request.staff),
  );

  r.put(
    '/api/console/v1/deliveries/:id/courier-status',
    {
      config: { console: 'deliveries.write' },
      schema: {
        tags,
        summary: "The courier reports progress on one of their own orders (another courier's order is 404)",
        params: OrderParams,
        body: DeliveryCourierStatusRequestSchema,
        response: { 200: DeliverySchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => board.reportCourierStatus(request.staff, request.params.id, request.body),
  );
}
