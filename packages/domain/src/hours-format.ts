// How a branch's hours of today read wherever they are shown (/branches, /branches/map, the branch
// pickers, checkout): "10:00–15:00, 17:00–23:30"; a day open around the clock is the localized "24/7",
// never "00:00–00:00"; an overnight interval reads as written ("18:00–02:00"), and while yesterday's
// night still runs, this morning's part of it ("00:00–02:00") counts as today's hours.
import { formatClock } from './date-format.ts';
import { RTL_LANGUAGES, type Language } from './i18n.ts';
import { isAllDay, type HoursInterval, type TodayHours } from './work-hours.ts';

/** "Open around the clock" as each language says it on a sign. */
export const AROUND_THE_CLOCK: Record<Language, string> = {
  uz: 'Kecha-kunduz',
  ru: 'Круглосуточно',
  eng: '24/7',
  kz: 'Тәулік бойы',
  tr: '7/24',
  zh: '24小时营业',
  ar: 'على مدار الساعة',
};

const DAY_MINUTES = 24 * 60;

function toMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether the intervals together leave no minute of the day closed: one all-day interval, or several
 * that meet (00:00–14:00 and 14:00–00:00). An overnight interval covers the rest of the day from its
 * opening; 23:59 as a close means the end of the day.
 */
export function coversWholeDay(intervals: readonly HoursInterval[]): boolean {
  if (intervals.some(isAllDay)) return true;
  const spans: [number, number][] = [];
  for (const interval of intervals) {
    const open = toMinutes(interval.open);
    const rawClose = toMinutes(interval.close);
    const close = rawClose >= DAY_MINUTES - 1 ? DAY_MINUTES : rawClose;
    if (close > open) spans.push([open, close]);
    else {
      spans.push([open, DAY_MINUTES]);
      spans.push([0, close]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  let reached = 0;
  for (const [open, close] of spans) {
    if (open > reached) return false;
    reached = Math.max(reached, close);
  }
  return reached >= DAY_MINUTES;
}

/** "10:00–15:00"; "18:00–02:00" for a night. Isolated left-to-right in Arabic, else the bidi algorithm shows "15:00–10:00". */
export function formatInterval(interval: HoursInterval, language: Language): string {
  const text = `${formatClock(interval.open, language)}–${formatClock(interval.close, language)}`;
  return RTL_LANGUAGES.has(language) ? `\u2066${text}\u2069` : text;
}

/**
 * A day's hours as one line: the localized "24/7" when open around the clock, else the intervals in
 * the order of the clock, comma-separated; '' when there are none (the caller says "closed today").
 */
export function formatDayHours(intervals: readonly HoursInterval[], language: Language): string {
  if (intervals.length === 0) return '';
  if (coversWholeDay(intervals)) return AROUND_THE_CLOCK[language];
  const separator = language === 'ar' ? '، ' : language === 'zh' ? '，' : ', ';
  return [...intervals]
    .sort((a, b) => toMinutes(a.open) - toMinutes(b.open))
    .map((interval) => formatInterval(interval, language))
    .join(separator);
}

export interface HoursToday {
  /** No hours left today: neither today's own nor the rest of last night's. */
  closedToday: boolean;
  openNow: boolean;
  /** What today's line shows: the rest of last night's interval (from 00:00) first, then today's own. */
  intervals: HoursInterval[];
}

/** Today's hours as a customer reads them, from todayHours(). */
export function hoursToday(hours: Pick<TodayHours, 'closed' | 'intervals' | 'openNow' | 'carryOver'>): HoursToday {
  const own = hours.intervals.map(({ open, close }) => ({ open, close }));
  // All day today already says everything; else the morning's rest of the night comes first.
  const intervals = hours.carryOver && !coversWholeDay(own) ? [{ ...hours.carryOver }, ...own] : own;
  return { closedToday: intervals.length === 0, openNow: hours.openNow, intervals };
}
