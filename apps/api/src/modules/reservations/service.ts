// Rules of table reservations: the merchant's bookingActive switch gates every call, the branch must take
// bookings, the time must fall inside its hall's hours on the merchant's clock (ahead by the lead time,
// within the horizon), a customer holds a few upcoming tables at most, and cancels only their own, still ahead.
import type { Database } from '@dastarkhan/db/client';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import {
  RESERVATION_UPCOMING_LIMIT,
  type CreateReservationRequest,
  type Reservation,
} from '@dastarkhan/domain/contracts/reservation';
import { reservationTimeProblem } from '@dastarkhan/domain/reservation-times';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors.ts';
import type { MerchantsService } from '../merchants/service.ts';
import type { SettingsService } from '../settings/service.ts';
import * as repo from './repo.ts';

/** Who asks: the merchant of the request and the signed-in customer. */
export interface ReservationContext {
  merchant: Merchant;
  userId: string;
}

export interface ReservationsService {
  /** Upcoming first (soonest first), then past ones (latest first). */
  listReservations(ctx: ReservationContext): Promise<Reservation[]>;
  createReservation(ctx: ReservationContext, body: CreateReservationRequest): Promise<Reservation>;
  /** 404 RESERVATION_NOT_FOUND unless it is the caller's; 409 RESERVATION_NOT_CANCELLABLE once canceled, done or past. */
  cancelReservation(ctx: ReservationContext, id: string): Promise<Reservation>;
}

export interface ReservationsServiceOptions {
  db: Database;
  settings: SettingsService;
  merchants: Pick<MerchantsService, 'getBranch'>;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Defaults to RESERVATION_UPCOMING_LIMIT. */
  upcomingLimit?: number;
}

const HOLDING = new Set<string>(repo.HOLDING_STATUSES);

function toReservation(row: repo.ReservationWithBranch, now: Date): Reservation {
  const { reservation, branch } = row;
  const ahead = reservation.reservedAt.getTime() > now.getTime();
  const holding = HOLDING.has(reservation.status);
  return {
    id: reservation.id,
    branch: {
      id: branch.id,
      name: { uz: '', ru: '', eng: '', ...branch.name },
      address: { uz: '', ru: '', eng: '', ...branch.address },
      bookingPhone: branch.bookingPhone || branch.phone || null,
    },
    place: reservation.place,
    chairs: reservation.chairs,
    reservedAt: reservation.reservedAt.toISOString(),
    status: reservation.status,
    comment: reservation.comment,
    createdAt: reservation.createdAt.toISOString(),
    upcoming: holding && ahead,
    cancellable: holding && ahead,
  };
}

/** Optional text: blank is the same as none. */
const orNull = (value: string | null | undefined) => (value && value.trim() ? value : null);

export function createReservationsService(deps: ReservationsServiceOptions): ReservationsService {
  const { db, settings, merchants, now = () => new Date(), upcomingLimit = RESERVATION_UPCOMING_LIMIT } = deps;

  /** Every call is refused while the merchant has bookings switched off: off hides the feature everywhere. */
  async function ownerOf(ctx: ReservationContext): Promise<repo.Owner> {
    if (!(await settings.getWebSettings(ctx.merchant)).bookingActive) throw forbidden('BOOKING_DISABLED');
    return { merchantId: ctx.merchant.id, userId: ctx.userId };
  }

  function checkBranch(branch: Branch): void {
    // An inactive branch is not listed anywhere, so it takes no bookings either.
    if (!branch.isActive || !branch.settings.bookingEnabled) throw badRequest('BRANCH_BOOKING_DISABLED', { field: 'branchId', branchId: branch.id });
  }

  return {
    async listReservations(ctx) {
      const owner = await ownerOf(ctx);
      const at = now();
      const all = (await repo.listReservations(db, owner)).map((row) => toReservation(row, at));
      const upcoming = all.filter((reservation) => reservation.upcoming);
      const past = all.filter((reservation) => !reservation.upcoming).reverse();
      return [...upcoming, ...past];
    },

    async createReservation(ctx, body) {
      const owner = await ownerOf(ctx);
      // Another merchant's branch is 404 like an unknown one.
      const branch = await merchants.getBranch(owner.merchantId, body.branchId);
      checkBranch(branch);
      const at = new Date(body.reservedAt);
      const current = now();
      const problem = reservationTimeProblem(branch, at, ctx.merchant.timezone, current);
      if (problem?.reason === 'OUTSIDE_HOURS') {
        throw badRequest('RESERVATION_OUTSIDE_HOURS', {
          field: 'reservedAt',
          branchId: branch.id,
          at: at.toISOString(),
          timeZone: ctx.merchant.timezone,
          day: problem.day,
          intervals: problem.intervals,
        });
      }
      if (problem) throw badRequest('RESERVATION_TIME_INVALID', { field: 'reservedAt', ...problem });

      const row = await db.transaction(async (tx) => {
        if (!(await repo.lockCustomer(tx, owner))) throw unauthorized('SESSION_EXPIRED');
        if ((await repo.countUpcoming(tx, owner, current)) >= upcomingLimit) throw conflict('RESERVATION_LIMIT', { limit: upcomingLimit });
        const inserted = await repo.insertReservation(tx, owner, {
          branchId: branch.id,
          chairs: body.chairs,
          reservedAt: at,
          place: orNull(body.place),
          comment: orNull(body.comment),
        });
        return repo.findReservation(tx, owner, inserted.id);
      });
      if (!row) throw new Error('the new reservation could not be read back');
      return toReservation(row, current);
    },

    async cancelReservation(ctx, id) {
      const owner = await ownerOf(ctx);
      const current = now();
      const row = await db.transaction(async (tx) => {
        const found = await repo.findReservation(tx, owner, id, { lock: true });
        if (!found) throw notFound('RESERVATION_NOT_FOUND', { reservationId: id });
        if (!toReservation(found, current).cancellable) {
          throw conflict('RESERVATION_NOT_CANCELLABLE', { reservationId: id, status: found.reservation.status, reservedAt: found.reservation.reservedAt.toISOString() });
        }
        await repo.setStatus(tx, owner, id, 'CANCELED', current);
        return repo.findReservation(tx, owner, id);
      });
      if (!row) throw notFound('RESERVATION_NOT_FOUND', { reservationId: id });
      return toReservation(row, current);
    },
  };
}
