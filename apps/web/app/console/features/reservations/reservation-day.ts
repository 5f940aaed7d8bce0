// The reservations page's address (?day=&branchId=&status=) and the API query it becomes, and the day's
// bookings grouped by their time on the merchant's clock.
import type { ConsoleReservation } from '@dastarkhan/domain/contracts/console-reservations';
import { RESERVATION_STATUSES, type ReservationStatus } from '@dastarkhan/domain/contracts/reservation';
import { addDays } from '@dastarkhan/domain/zoned-time';

export interface ReservationPageQuery {
  /** A calendar day on the merchant's clock. */
  day: string;
  branchId?: string;
  status?: ReservationStatus;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `day` is a YYYY-MM-DD date that exists (2025-02-30 does not). */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;
}

/** What the address asks for; what the API would refuse is left out (an unknown day becomes today). */
export function reservationQueryOf(params: URLSearchParams, today: string): ReservationPageQuery {
  const day = params.get('day') ?? '';
  const branchId = params.get('branchId') ?? '';
  const status = params.get('status') ?? '';
  return {
    day: isCalendarDay(day) ? day : today,
    ...(UUID.test(branchId) ? { branchId } : {}),
    ...((RESERVATION_STATUSES as readonly string[]).includes(status) ? { status: status as ReservationStatus } : {}),
  };
}

/** The page's own search string (`day=...&branchId=...`), without the empty filters. */
export function reservationPageSearch(query: ReservationPageQuery): string {
  const params = new URLSearchParams({ day: query.day });
  if (query.branchId) params.set('branchId', query.branchId);
  if (query.status) params.set('status', query.status);
  return params.toString();
}

/** The API's search string for one day. */
export function reservationApiSearch(query: ReservationPageQuery): string {
  const params = new URLSearchParams({ from: query.day, to: query.day });
  if (query.branchId) params.set('branchId', query.branchId);
  if (query.status) params.set('status', query.status);
  return params.toString();
}

export const DAY_PRESETS = ['today', 'tomorrow'] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];

export function presetDay(preset: DayPreset, today: string): string {
  return preset === 'today' ? today : addDays(today, 1);
}

export interface TimeGroup {
  /** "19:00" on the merchant's clock. */
  time: string;
  reservations: ConsoleReservation[];
}

/** Consecutive bookings of the same clock time together (the API sends them by time already). */
export function groupByTime(reservations: readonly ConsoleReservation[], timeOf: (reservation: ConsoleReservation) => string): TimeGroup[] {
  const groups: TimeGroup[] = [];
  for (const reservation of reservations) {
    const time = timeOf(reservation);
    const last = groups.at(-1);
    if (last && last.time === time) last.reservations.push(reservation);
    else groups.push({ time, reservations: [reservation] });
  }
  return groups;
}
