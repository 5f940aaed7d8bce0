// Rules of the console's table reservations: the list covers calendar days on the merchant's clock (today by
// default), another merchant's branch or booking answers like a missing one, and a status moves only along
// RESERVATION_NEXT_STATUSES, with its audit row in the change's transaction.
import {
  nextReservationStatuses,
  type ConsoleReservation,
  type ConsoleReservations,
  type ConsoleReservationsQuery,
  type ConsoleReservationStatusRequest,
} from '@dastarkhan/domain/contracts/console-reservations';
import { addDays, localDate, zonedInstant } from '@dastarkhan/domain/zoned-time';
import { conflict, notFound } from '../../errors.ts';
import type { StaffActor } from './actor.ts';
import { recordAudit } from './audit.ts';
import type { ConsoleDeps } from './deps.ts';
import * as repo from './reservations-repo.ts';

const DEFAULT_TIMEZONE = 'Asia/Tashkent';

export interface ConsoleReservationsService {
  list(staff: StaffActor, query: ConsoleReservationsQuery): Promise<ConsoleReservations>;
  /** 404 RESERVATION_NOT_FOUND unless it is the merchant's; 409 RESERVATION_STATUS_NOT_ALLOWED off the status machine. */
  changeStatus(staff: StaffActor, id: string, request: ConsoleReservationStatusRequest): Promise<ConsoleReservation>;
}

function itemOf(row: repo.StaffReservationRow): ConsoleReservation {
  const { reservation } = row;
  const name = [row.customerFirstName, row.customerLastName].filter((part) => part && part.trim()).join(' ');
  return {
    id: reservation.id,
    branch: { id: reservation.branchId, name: row.branchName },
    place: reservation.place,
    chairs: reservation.chairs,
    reservedAt: reservation.reservedAt.toISOString(),
    customer: { name: name || null, phone: row.customerPhone },
    comment: reservation.comment,
    status: reservation.status,
    createdAt: reservation.createdAt.toISOString(),
    allowedStatuses: nextReservationStatuses(reservation.status),
  };
}

export function createConsoleReservationsService(deps: Pick<ConsoleDeps, 'db' | 'services'>, options: { now?: () => Date } = {}): ConsoleReservationsService {
  const { db, services } = deps;
  const now = options.now ?? (() => new Date());

  return {
    async list(staff, query) {
      const merchant = await services.merchants.findById(staff.merchantId);
      const timezone = merchant?.timezone || DEFAULT_TIMEZONE;
      const branches = await repo.listBranches(db, staff.merchantId);
      if (query.branchId && !branches.some((branch) => branch.id === query.branchId)) throw notFound('BRANCH_NOT_FOUND', { branchId: query.branchId });
      const from = query.from ?? localDate(now(), timezone);
      const to = query.to ?? from;
      const rows = await repo.listInRange(db, {
        merchantId: staff.merchantId,
        start: zonedInstant(from, '00:00', timezone),
        end: zonedInstant(addDays(to, 1), '00:00', timezone),
        branchId: query.branchId,
        status: query.status,
      });
      return { from, to, timezone, reservations: rows.map(itemOf), branches };
    },

    async changeStatus(staff, id, request) {
      const row = await db.transaction(async (tx) => {
        const found = await repo.findOne(tx, staff.merchantId, id, { lock: true });
        if (!found) throw notFound('RESERVATION_NOT_FOUND', { reservationId: id });
        const from = found.reservation.status;
        const allowed = nextReservationStatuses(from);
        if (!allowed.includes(request.status)) throw conflict('RESERVATION_STATUS_NOT_ALLOWED', { reservationId: id, status: from, requested: request.status, allowed });
        await repo.setStatus(tx, staff.merchantId, id, request.status, now());
        await recordAudit(tx, staff, { action: 'reservation.status', entity: 'reservation', entityId: id, before: { status: from }, after: { status: request.status } });
        return repo.findOne(tx, staff.merchantId, id);
      });
      if (!row) throw notFound('RESERVATION_NOT_FOUND', { reservationId: id });
      return itemOf(row);
    },
  };
}
