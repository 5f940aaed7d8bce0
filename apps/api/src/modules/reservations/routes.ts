// HTTP routes of table reservations (account-session-settings "Reservations"): book a table, list mine, cancel one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { CreateReservationRequestSchema, ReservationSchema } from '@dastarkhan/domain/contracts/reservation';
import type { ReservationContext, ReservationsService } from './service.ts';

const tags = ['reservations'];
const disabledError = ApiErrorSchema.describe("BOOKING_DISABLED: the merchant's web setting bookingActive is off");

function contextOf(request: FastifyRequest): ReservationContext {
  return { merchant: request.merchant, userId: request.user.id };
}

export function registerReservationRoutes(app: FastifyInstance, deps: { reservations: ReservationsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reservations } = deps;

  r.get(
    '/api/users/v1/reservations',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The customer's table reservations: upcoming (soonest first), then past and canceled ones (latest first)",
        response: { 200: z.array(ReservationSchema), 403: disabledError },
      },
    },
    (request) => reservations.listReservations(contextOf(request)),
  );

  r.post(
    '/api/users/v1/reservations',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Book a table at a branch, at a time inside its hall's hours on the merchant's clock",
        body: CreateReservationRequestSchema,
        response: {
          201: ReservationSchema,
          400: ApiErrorSchema.describe(
            'VALIDATION_ERROR; BRANCH_BOOKING_DISABLED: the branch takes no bookings; RESERVATION_OUTSIDE_HOURS: the branch is closed then (details.intervals: its hours that day); RESERVATION_TIME_INVALID: details.reason TOO_SOON or TOO_FAR_AHEAD',
          ),
          403: disabledError,
          404: ApiErrorSchema.describe('BRANCH_NOT_FOUND (also a branch of another merchant)'),
          409: ApiErrorSchema.describe('RESERVATION_LIMIT: the customer holds the most upcoming reservations allowed (details.limit)'),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await reservations.createReservation(contextOf(request), request.body)),
  );

  r.post(
    '/api/users/v1/reservations/:id/cancel',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Cancel one of my reservations that is still ahead',
        params: z.object({ id: z.uuid() }),
        response: {
          200: ReservationSchema,
          403: disabledError,
          404: ApiErrorSchema.describe("RESERVATION_NOT_FOUND (also another customer's reservation)"),
          409: ApiErrorSchema.describe('RESERVATION_NOT_CANCELLABLE: already canceled, done, or its time has passed'),
        },
      },
    },
    (request) => reservations.cancelReservation(contextOf(request), request.params.id),
  );
}
