// The times a scheduled order may be placed for ("later" in checkout): steps of the clock inside the
// branch's hours for the service type, after a lead time and within AT_TIME_MAX_DAYS_AHEAD. The
// storefront offers exactly these; the API checks the same hours with the same todayHours().
import type { WorkHours } from './contracts/branch.ts';
import { AT_TIME_MAX_DAYS_AHEAD } from './contracts/order.ts';
import type { ServiceType } from './enums.ts';
import { todayHours } from './work-hours.ts';
import { addDays, localDate, zonedInstant } from './zoned-time.ts';

/** Slots are this far apart on the clock. */
export const SLOT_STEP_MINUTES = 30;
/** The earliest slot is at least this far from now: the kitchen needs time, and "now" covers sooner. */
export const SLOT_LEAD_MINUTES = 45;

export interface SlotDay {
  /** YYYY-MM-DD on the merchant's clock. */
  day: string;
  /** HH:MM on the merchant's clock, ascending. */
  times: string[];
}

export interface SlotOptions {
  stepMinutes?: number;
  leadMinutes?: number;
  daysAhead?: number;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Days (today first, only those with a slot) and their times at which `branch` takes `serviceType` orders. */
export function orderTimeSlots(
  branch: { workHours: readonly WorkHours[] },
  serviceType: ServiceType,
  timeZone: string,
  now: Date,
  options: SlotOptions = {},
): SlotDay[] {
  const step = options.stepMinutes ?? SLOT_STEP_MINUTES;
  const earliest = now.getTime() + (options.leadMinutes ?? SLOT_LEAD_MINUTES) * 60_000;
  const latest = now.getTime() + (options.daysAhead ?? AT_TIME_MAX_DAYS_AHEAD) * 24 * 3_600_000;
  const today = localDate(now, timeZone);
  const days: SlotDay[] = [];
  for (let offset = 0; offset <= (options.daysAhead ?? AT_TIME_MAX_DAYS_AHEAD); offset += 1) {
    const day = addDays(today, offset);
    const times: string[] = [];
    for (let minutes = 0; minutes < 24 * 60; minutes += step) {
      const time = clock(minutes);
      const at = zonedInstant(day, time, timeZone);
      if (at.getTime() < earliest || at.getTime() > latest) continue;
      // A DST gap moves the wall time: only offer times the clock really shows.
      if (localDate(at, timeZone) !== day) continue;
      if (todayHours(branch, serviceType, timeZone, at).openNow) times.push(time);
    }
    if (times.length > 0) days.push({ day, times });
  }
  return days;
}
