// Dates in every interface language from the project's own names, whatever the runtime's locale data.
import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatDayMonth, formatTimeAt, formatWeekdayDate, monthName, weekdayName } from './date-format.ts';
import { LANGUAGES, type Language } from './i18n.ts';

// Friday 27 November 2026, 14:07 in Tashkent (UTC+5).
const FRIDAY = '2026-11-27';
const AT = '2026-11-27T09:07:00Z';
const TZ = 'Asia/Tashkent';

const expected: Record<Language, { dayMonth: string; weekday: string; label: string; date: string; dateTime: string }> = {
  uz: { dayMonth: '27-noyabr', weekday: 'juma, 27-noyabr', label: 'Juma, 27-noyabr', date: '27-noyabr, 2026', dateTime: '27-noyabr, 2026, 14:07' },
  ru: { dayMonth: '27 ноября', weekday: 'пятница, 27 ноября', label: 'Пятница, 27 ноября', date: '27 ноября 2026 г.', dateTime: '27 ноября 2026 г., 14:07' },
  eng: { dayMonth: 'November 27', weekday: 'Friday, November 27', label: 'Friday, November 27', date: 'November 27, 2026', dateTime: 'November 27, 2026, 14:07' },
  kz: { dayMonth: '27 қараша', weekday: '27 қараша, жұма', label: '27 қараша, жұма', date: '2026 ж. 27 қараша', dateTime: '2026 ж. 27 қараша, 14:07' },
  tr: { dayMonth: '27 Kasım', weekday: '27 Kasım Cuma', label: '27 Kasım Cuma', date: '27 Kasım 2026', dateTime: '27 Kasım 2026 14:07' },
  zh: { dayMonth: '11月27日', weekday: '11月27日星期五', label: '11月27日星期五', date: '2026年11月27日', dateTime: '2026年11月27日 14:07' },
  ar: { dayMonth: '27 نوفمبر', weekday: 'الجمعة، 27 نوفمبر', label: 'الجمعة، 27 نوفمبر', date: '27 نوفمبر 2026', dateTime: '27 نوفمبر 2026، 14:07' },
};

describe.each(LANGUAGES)('dates in %s', (language) => {
  const want = expected[language];

  it('names the day and month of a calendar date', () => {
    expect(formatDayMonth(FRIDAY, language)).toBe(want.dayMonth);
  });

  it('names the weekday with the date, and as a label on its own', () => {
    expect(formatWeekdayDate(FRIDAY, language)).toBe(want.weekday);
    expect(formatWeekdayDate(FRIDAY, language, { capitalize: true })).toBe(want.label);
  });

  it('writes a date with its year', () => {
    expect(formatDate(FRIDAY, language)).toBe(want.date);
  });

  it("writes an instant on the merchant's clock, 24-hour", () => {
    expect(formatDateTime(AT, TZ, language)).toBe(want.dateTime);
    expect(formatDateTime(new Date(AT), TZ, language)).toBe(want.dateTime);
    expect(formatTimeAt(AT, TZ, language)).toBe('14:07');
    expect(formatClock('09:30', language)).toBe('09:30');
  });

  it('has twelve months and seven weekdays, none empty', () => {
    for (let month = 1; month <= 12; month += 1) expect(monthName(month, language)).not.toBe('');
    for (const day of ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const) expect(weekdayName(day, language)).not.toBe('');
  });
});

describe('date formatting', () => {
  it('never prints the placeholder names of missing locale data', () => {
    for (const language of LANGUAGES) {
      for (let month = 1; month <= 12; month += 1) {
        const day = `2026-${String(month).padStart(2, '0')}-15`;
        expect(formatWeekdayDate(day, language)).not.toMatch(/\bM\d{1,2}\b|\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/);
      }
    }
  });

  it('finds the weekday of each date of a week (Monday 23 November to Sunday 29 November 2026)', () => {
    const week = ['23', '24', '25', '26', '27', '28', '29'].map((day) => formatWeekdayDate(`2026-11-${day}`, 'uz'));
    expect(week).toEqual(['dushanba, 23-noyabr', 'seshanba, 24-noyabr', 'chorshanba, 25-noyabr', 'payshanba, 26-noyabr', 'juma, 27-noyabr', 'shanba, 28-noyabr', 'yakshanba, 29-noyabr']);
    expect(formatWeekdayDate('2026-01-01', 'ru')).toBe('четверг, 1 января');
    expect(formatWeekdayDate('2028-02-29', 'eng')).toBe('Tuesday, February 29');
  });

  it("takes the day from the merchant's clock, not UTC", () => {
    // 20:30 UTC on Thursday is already Friday 01:30 in Tashkent.
    expect(formatDateTime('2026-11-26T20:30:00Z', TZ, 'uz')).toBe('27-noyabr, 2026, 01:30');
    expect(formatDateTime('2026-11-26T20:30:00Z', 'Europe/Istanbul', 'tr')).toBe('26 Kasım 2026 23:30');
  });

  it('falls back to Tashkent for an unknown zone, and prints nothing for a broken date', () => {
    expect(formatDateTime(AT, 'Not/AZone', 'eng')).toBe('November 27, 2026, 14:07');
    expect(formatDateTime('yesterday', TZ, 'eng')).toBe('');
    expect(formatTimeAt('yesterday', TZ, 'eng')).toBe('');
    expect(formatDayMonth('2026-02-30', 'eng')).toBe('');
    expect(formatWeekdayDate('27.11.2026', 'eng')).toBe('');
  });

  it('pads a clock time written without its leading zero', () => {
    expect(formatClock('9:05', 'eng')).toBe('09:05');
  });
});
