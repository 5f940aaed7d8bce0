// Request and response bodies of table reservations (account-session-settings "Reservations": branch,
// place, number of chairs, time; a list of my reservations), behind the web setting bookingActive.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { multilineText, text } from './text.ts';

export const RESERVATION_STATUSES = ['NEW', 'CONFIRMED', 'CANCELED', 'DONE'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A table for one person up to a large family; bigger parties call the branch. */
export const RESERVATION_MIN_CHAIRS = 1;
export const RESERVATION_MAX_CHAIRS = 20;
/** The branch needs this long to set a table: an earlier time is refused (and not offered). */
export const RESERVATION_LEAD_MINUTES = 30;
/** How far ahead a table can be booked. */
export const RESERVATION_MAX_DAYS_AHEAD = 60;
/** Upcoming (NEW or CONFIRMED, not yet past) reservations one customer may hold: tables are not hoarded. */
export const RESERVATION_UPCOMING_LIMIT = 5;
export const RESERVATION_PLACE_MAX_LENGTH = 100;
export const RESERVATION_COMMENT_MAX_LENGTH = 500;

/** `POST /users/v1/reservations`. */
export const CreateReservationRequestSchema = z
  .object({
    branchId: z.uuid(),
    chairs: z.number().int().min(RESERVATION_MIN_CHAIRS).max(RESERVATION_MAX_CHAIRS),
    /** The instant, with its offset; it must fall inside the branch's hours on the merchant's clock. */
    reservedAt: z.iso.datetime({ offset: true }),
    /** Where the customer would like to sit ("terrace", "hall 2"); a wish, not a table number. */
    place: text(RESERVATION_PLACE_MAX_LENGTH).nullish(),
    comment: multilineText(RESERVATION_COMMENT_MAX_LENGTH).nullish(),
  })
  .register(contractRegistry, { id: 'CreateReservationRequest' });
export type CreateReservationRequest = z.infer<typeof CreateReservationRequestSchema>;

export const ReservationBranchSchema = z.object({
  id: z.uuid(),
  name: LocalizedTextSchema,
  address: LocalizedTextSchema,
  /** The number that takes table bookings; the branch's phone when it has none of its own. */
  bookingPhone: z.string().nullable(),
});

export const ReservationSchema = z
  .object({
    id: z.uuid(),
    branch: ReservationBranchSchema,
    place: z.string().nullable(),
    chairs: z.number().int(),
    reservedAt: z.iso.datetime({ offset: true }),
    status: z.enum(RESERVATION_STATUSES),
    comment: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** NEW or CONFIRMED and still ahead: listed under "upcoming". */
    upcoming: z.boolean(),
    /** Whether POST .../cancel would be accepted now. */
    cancellable: z.boolean(),
  })
  .register(contractRegistry, { id: 'Reservation' });
export type Reservation = z.infer<typeof ReservationSchema>;
