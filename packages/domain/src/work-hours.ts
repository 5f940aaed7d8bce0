// Today's opening hours of a branch for one service type, in the merchant's time zone
// (account-session-settings §5: closed when the day is off or missing; the extra interval counts).
import type { WorkHours } from './contracts/branch.ts';
import { WEEK_DAYS, type ServiceType, type WeekDay } from './enums.ts';

export const DEFAULT_TIME_ZONE = 'Asia/Tashkent';

export interface LocalMoment {
  day: WeekDay;
  /** "HH:MM" on the local 24-hour clock. */
  time: string;
  /** Minutes since local midnight. */
  minutes: number;
}

export interface HoursInterval {
  open: string;
  close: string;
}

export interface DayHours {
  day: WeekDay;
  /** Day off, no entry for the day or the service type, or no usable open/close time. */
  closed: boolean;
  /** The main interval, then the extra one when both its ends are set. Empty when closed. */
  intervals: HoursInterval[];
}

export interface TodayHours extends DayHours {
  /** Whether `at` falls inside today's hours or inside yesterday's interval that runs past midnight. */
  openNow: boolean;
  now: LocalMoment;
  /**
   * This morning's end of yesterday's overnight interval (18:00–02:00 gives 00:00–02:00) while it
   * still runs at `at`; else null. Today's own entry can be a day off while this part is open.
   */
  carryOver: HoursInterval | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      // A bad zone in merchant data must not take the page down; Tashkent is the platform default.
      formatter = formatterFor(DEFAULT_TIME_ZONE);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The weekday and wall-clock time at `at` in `timeZone`. */
export function localMoment(at: Date, timeZone: string): LocalMoment {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = part('weekday').toUpperCase() as WeekDay;
  const hour = Number(part('hour')) % 24;
  const minute = Number(part('minute'));
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return { day, time, minutes: hour * 60 + minute };
}

function toMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

export function previousDay(day: WeekDay): WeekDay {
  const index = WEEK_DAYS.indexOf(day);
  return WEEK_DAYS[(index + WEEK_DAYS.length - 1) % WEEK_DAYS.length] as WeekDay;
}

/** The hours of one weekday for a service type. */
export function dayHours(workHours: readonly WorkHours[], serviceType: ServiceType, day: WeekDay): DayHours {
  const entry = workHours.find((hours) => hours.type === serviceType)?.days.find((days) => days.weekName === day);
  if (!entry || entry.isDayOff || !entry.open || !entry.close) return { day, closed: true, intervals: [] };
  const intervals: HoursInterval[] = [{ open: entry.open, close: entry.close }];
  if (entry.extraOpen && entry.extraClose) intervals.push({ open: entry.extraOpen, close: entry.extraClose });
  return { day, closed: false, intervals };
}

/**
 * Whether the interval means "around the clock": open equal to close (00:00–00:00 is how merchants
 * write it), or the whole day written as 00:00–23:59 (or 00:00–24:00).
 */
export function isAllDay(interval: HoursInterval): boolean {
  return interval.open === interval.close || (toMinutes(interval.open) === 0 && toMinutes(interval.close) >= 23 * 60 + 59);
}

/** Whether the interval closes after midnight, on the next day (18:00–02:00). */
export function crossesMidnight(interval: HoursInterval): boolean {
  return !isAllDay(interval) && toMinutes(interval.close) < toMinutes(interval.open);
}

function containsToday(interval: HoursInterval, minutes: number): boolean {
  const open = toMinutes(interval.open);
  const close = toMinutes(interval.close);
  if (isAllDay(interval)) return true;
  if (close > open) return minutes >= open && minutes < close;
  return minutes >= open;
}

/** Today's hours of `branch` for `serviceType` at the instant `at`, on the merchant's clock. */
export function todayHours(
  branch: { workHours: readonly WorkHours[] },
  serviceType: ServiceType,
  timeZone: string,
  at: Date,
): TodayHours {
  const now = localMoment(at, timeZone);
  const today = dayHours(branch.workHours, serviceType, now.day);
  const yesterday = dayHours(branch.workHours, serviceType, previousDay(now.day));
  const running = yesterday.intervals.find((interval) => crossesMidnight(interval) && now.minutes < toMinutes(interval.close));
  const openNow = running !== undefined || today.intervals.some((interval) => containsToday(interval, now.minutes));
  return { ...today, openNow, now, carryOver: running ? { open: '00:00', close: running.close } : null };
}
