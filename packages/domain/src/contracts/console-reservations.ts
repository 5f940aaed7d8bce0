// Bodies of the console's table reservations (apps/api/src/modules/console/reservations-*.ts): a branch's bookings
// for a range of the merchant's days, and the statuses staff move them through.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { RESERVATION_STATUSES, type ReservationStatus } from './reservation.ts';

/** The longest range one list covers: the booking horizon is 60 days, a list is for planning the next weeks. */
export const MAX_RESERVATION_LIST_DAYS = 31;

/**
 * What staff may do with a booking: confirm a new one, mark it visited (DONE) when the guests came, or cancel
 * it while it holds a table. CANCELED and DONE are final; a guest who never came is canceled (there is no
 * separate no-show status in the schema).
 */
export const RESERVATION_NEXT_STATUSES: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  NEW: ['CONFIRMED', 'DONE', 'CANCELED'],
  CONFIRMED: ['DONE', 'CANCELED'],
  CANCELED: [],
  DONE: [],
};

export function nextReservationStatuses(status: ReservationStatus): ReservationStatus[] {
  return [...RESERVATION_NEXT_STATUSES[status]];
}

/** The statuses staff can set (NEW is where a booking starts, never a target). */
export const CONSOLE_RESERVATION_TARGETS = ['CONFIRMED', 'DONE', 'CANCELED'] as const satisfies readonly ReservationStatus[];

const Day = z.iso.date();
const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

// Not registered by id: @fastify/swagger cannot expand a referenced schema into query parameters.
export const ConsoleReservationsQuerySchema = z
  .object({
    /** First day on the merchant's clock; default today there. */
    from: Day.optional(),
    /** Last day (included); default `from`. Needs `from`. */
    to: Day.optional(),
    branchId: z.uuid().optional(),
    status: z.enum(RESERVATION_STATUSES).optional(),
  })
  .superRefine((query, context) => {
    if (query.to && !query.from) context.addIssue({ code: 'custom', path: ['from'], message: 'A range needs its first day' });
    if (!query.from || !query.to) return;
    const days = dayCount(query.from, query.to);
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'The range ends before it starts' });
    else if (days > MAX_RESERVATION_LIST_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `The range is longer than ${MAX_RESERVATION_LIST_DAYS} days` });
  });
export type ConsoleReservationsQuery = z.infer<typeof ConsoleReservationsQuerySchema>;

export const ConsoleReservationSchema = z
  .object({
    id: z.uuid(),
    branch: z.object({ id: z.uuid(), name: LocalizedTextSchema }),
    /** The customer's wish of where to sit ("terrace", "hall 2"), not a table number. */
    place: z.string().nullable(),
    chairs: z.number().int(),
    reservedAt: z.iso.datetime({ offset: true }),
    customer: z.object({
      /** First and last name as the customer gave them; null when the profile has none. */
      name: z.string().nullable(),
      /** Digits with the country code (998901234567); null when the account has none. */
      phone: z.string().nullable(),
    }),
    comment: z.string().nullable(),
    status: z.enum(RESERVATION_STATUSES),
    createdAt: z.iso.datetime({ offset: true }),
    /** Where POST .../status may move it now. */
    allowedStatuses: z.array(z.enum(RESERVATION_STATUSES)),
  })
  .register(contractRegistry, { id: 'ConsoleReservation' });
export type ConsoleReservation = z.infer<typeof ConsoleReservationSchema>;

export const ConsoleReservationsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** The merchant's time zone: the days of the list are calendar days there. */
    timezone: z.string(),
    /** By time, then by when they were booked. */
    reservations: z.array(ConsoleReservationSchema),
    /** The merchant's branches that are not deleted (for the filter). */
    branches: z.array(z.object({ id: z.uuid(), name: LocalizedTextSchema })),
  })
  .register(contractRegistry, { id: 'ConsoleReservations' });
export type ConsoleReservations = z.infer<typeof ConsoleReservationsSchema>;

export const ConsoleReservationStatusRequestSchema = z
  .object({ status: z.enum(CONSOLE_RESERVATION_TARGETS) })
  .register(contractRegistry, { id: 'ConsoleReservationStatusRequest' });
export type ConsoleReservationStatusRequest = z.infer<typeof ConsoleReservationStatusRequestSchema>;
