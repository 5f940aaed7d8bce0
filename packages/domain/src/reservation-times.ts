// When a table can be booked at a branch: inside its dine-in hours on the merchant's clock, at least
// RESERVATION_LEAD_MINUTES from now and at most RESERVATION_MAX_DAYS_AHEAD ahead. The API checks a
// request with reservationTimeProblem(); the storefront offers exactly the days and times that pass it.
import type { WorkHours } from './contracts/branch.ts';
import { RESERVATION_LEAD_MINUTES, RESERVATION_MAX_DAYS_AHEAD } from './contracts/reservation.ts';
import { WEEK_DAYS, type ServiceType, type WeekDay } from './enums.ts';
import { crossesMidnight, dayHours, localMoment, previousDay, todayHours, type HoursInterval } from './work-hours.ts';
import { addDays, localDate, zonedInstant } from './zoned-time.ts';

/** Times offered in the form are this far apart on the clock. */
export const RESERVATION_STEP_MINUTES = 30;

interface HasHours {
  workHours: readonly WorkHours[];
}

/**
 * A table is used while the hall is open: the dine-in hours. A branch that books tables but has no
 * dine-in schedule of its own serves guests while its doors are open, its pick-up hours.
 */
export function reservationServiceType(branch: HasHours): ServiceType {
  return branch.workHours.some((hours) => hours.type === 'DINE_IN' && hours.days.length > 0) ? 'DINE_IN' : 'PICK_UP';
}

export type ReservationTimeProblem =
  | { reason: 'TOO_SOON'; leadMinutes: number }
  | { reason: 'TOO_FAR_AHEAD'; maxDaysAhead: number }
  | { reason: 'OUTSIDE_HOURS'; day: WeekDay; intervals: HoursInterval[] };

/** Why `at` cannot be booked at `branch` (null when it can). */
export function reservationTimeProblem(branch: HasHours, at: Date, timeZone: string, now: Date): ReservationTimeProblem | null {
  if (at.getTime() < now.getTime() + RESERVATION_LEAD_MINUTES * 60_000) return { reason: 'TOO_SOON', leadMinutes: RESERVATION_LEAD_MINUTES };
  if (at.getTime() > now.getTime() + RESERVATION_MAX_DAYS_AHEAD * 24 * 3_600_000) {
    return { reason: 'TOO_FAR_AHEAD', maxDaysAhead: RESERVATION_MAX_DAYS_AHEAD };
  }
  const hours = todayHours(branch, reservationServiceType(branch), timeZone, at);
  if (!hours.openNow) return { reason: 'OUTSIDE_HOURS', day: hours.day, intervals: hours.intervals };
  return null;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The times (HH:MM, ascending) of `day` (YYYY-MM-DD on the merchant's clock) at which a table can be booked. */
export function reservationTimesOn(branch: HasHours, day: string, timeZone: string, now: Date, stepMinutes = RESERVATION_STEP_MINUTES): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    const time = clock(minutes);
    const at = zonedInstant(day, time, timeZone);
    // A DST gap moves the wall time: only offer times the clock really shows.
    if (localDate(at, timeZone) !== day || localMoment(at, timeZone).time !== time) continue;
    if (reservationTimeProblem(branch, at, timeZone, now) === null) times.push(time);
  }
  return times;
}

function weekdayOf(day: string): WeekDay {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return WEEK_DAYS[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7] as WeekDay;
}

/**
 * The days (YYYY-MM-DD on the merchant's clock, today first) with at least one bookable time. Days in
 * between are judged by their weekday's hours alone (cheap: a picker renders this on every change);
 * the first and the last day, cut by the lead time and the horizon, are computed time by time.
 */
export function reservationDays(branch: HasHours, timeZone: string, now: Date): string[] {
  const type = reservationServiceType(branch);
  const today = localDate(now, timeZone);
  const days: string[] = [];
  for (let offset = 0; offset <= RESERVATION_MAX_DAYS_AHEAD; offset += 1) {
    const day = addDays(today, offset);
    if (offset === 0 || offset >= RESERVATION_MAX_DAYS_AHEAD - 1) {
      if (reservationTimesOn(branch, day, timeZone, now).length > 0) days.push(day);
      continue;
    }
    const weekday = weekdayOf(day);
    const own = dayHours(branch.workHours, type, weekday);
    const night = dayHours(branch.workHours, type, previousDay(weekday)).intervals.some(crossesMidnight);
    if (!own.closed || night) days.push(day);
  }
  return days;
}

/** The hall's hours of `day` (YYYY-MM-DD), to show beside the time picker; empty when closed that day. */
export function reservationHoursOn(branch: HasHours, day: string): HoursInterval[] {
  return dayHours(branch.workHours, reservationServiceType(branch), weekdayOf(day)).intervals;
}
