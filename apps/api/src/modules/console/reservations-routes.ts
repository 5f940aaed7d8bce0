// HTTP routes of the console's table reservations (operator and up): the bookings of a day or range, and their status.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConsoleReservationSchema,
  ConsoleReservationsQuerySchema,
  ConsoleReservationsSchema,
  ConsoleReservationStatusRequestSchema,
} from '@dastarkhan/domain/contracts/console-reservations';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import type { ConsoleDeps } from './deps.ts';
import { createConsoleReservationsService } from './reservations-service.ts';

const tags = ['console: reservations'];

export function registerReservationsRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reservations = createConsoleReservationsService(deps);

  r.get(
    '/api/console/v1/reservations',
    {
      config: { console: 'reservations.read' },
      schema: {
        tags,
        summary: "The merchant's table bookings of a range of its days (default today on its clock), by time; filter by branch and status",
        querystring: ConsoleReservationsQuerySchema,
        response: { 200: ConsoleReservationsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema.describe('BRANCH_NOT_FOUND (also a branch of another merchant)') },
      },
    },
    async (request) => reservations.list(request.staff, request.query),
  );

  r.post(
    '/api/console/v1/reservations/:id/status',
    {
      config: { console: 'reservations.write' },
      schema: {
        tags,
        summary: 'Confirms a booking, marks it visited (DONE) or cancels it; CANCELED and DONE are final',
        params: z.object({ id: z.uuid() }),
        body: ConsoleReservationStatusRequestSchema,
        response: {
          200: ConsoleReservationSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema.describe("RESERVATION_NOT_FOUND (also another merchant's booking)"),
          409: ApiErrorSchema.describe('RESERVATION_STATUS_NOT_ALLOWED: not a move its status allows (details.status, details.allowed)'),
        },
      },
    },
    async (request) => reservations.changeStatus(request.staff, request.params.id, request.body),
  );
}
