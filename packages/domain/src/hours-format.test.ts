// How today's hours read: the localized "24/7" for a day open around the clock, nights as written.
import { describe, expect, it } from 'vitest';
import type { WorkDay, WorkHours } from './contracts/branch.ts';
import { WEEK_DAYS } from './enums.ts';
import { AROUND_THE_CLOCK, coversWholeDay, formatDayHours, formatInterval, hoursToday } from './hours-format.ts';
import { LANGUAGES } from './i18n.ts';
import { todayHours } from './work-hours.ts';

const week = (open: string, close: string, daysOff: WorkDay['weekName'][] = []): WorkHours => ({
  type: 'PICK_UP',
  days: WEEK_DAYS.map((weekName) => ({ weekName, open, close, extraOpen: null, extraClose: null, isDayOff: daysOff.includes(weekName) })),
});
const TZ = 'Asia/Tashkent';
// Saturday 28 November 2026 and Sunday 29 November 2026 on the Tashkent clock (UTC+5).
const saturday = (clock: string) => new Date(`2026-11-28T${clock}:00+05:00`);
const sunday = (clock: string) => new Date(`2026-11-29T${clock}:00+05:00`);

describe('formatDayHours', () => {
  it('reads a day open around the clock as the localized 24/7 in every language, never 00:00–00:00', () => {
    expect(AROUND_THE_CLOCK).toEqual({ uz: 'Kecha-kunduz', ru: 'Круглосуточно', eng: '24/7', kz: 'Тәулік бойы', tr: '7/24', zh: '24小时营业', ar: 'على مدار الساعة' });
    for (const language of LANGUAGES) {
      for (const written of [
        [{ open: '00:00', close: '00:00' }],
        [{ open: '09:00', close: '09:00' }],
        [{ open: '00:00', close: '23:59' }],
        [{ open: '00:00', close: '24:00' }],
        // Two shifts that meet at midnight and at noon.
        [{ open: '12:00', close: '00:00' }, { open: '00:00', close: '12:00' }],
      ]) {
        expect(formatDayHours(written, language)).toBe(AROUND_THE_CLOCK[language]);
      }
    }
  });

  it('writes intervals in the order of the clock, the extra one included', () => {
    expect(formatDayHours([{ open: '10:00', close: '15:00' }, { open: '17:00', close: '23:30' }], 'uz')).toBe('10:00–15:00, 17:00–23:30');
    expect(formatDayHours([{ open: '17:00', close: '23:30' }, { open: '10:00', close: '15:00' }], 'ru')).toBe('10:00–15:00, 17:00–23:30');
    expect(formatDayHours([{ open: '10:00', close: '15:00' }, { open: '17:00', close: '23:30' }], 'zh')).toBe('10:00–15:00，17:00–23:30');
  });

  it('writes an overnight interval as open–close, not as around the clock or reversed', () => {
    expect(formatDayHours([{ open: '18:00', close: '02:00' }], 'eng')).toBe('18:00–02:00');
    expect(formatDayHours([{ open: '11:00', close: '02:00' }], 'kz')).toBe('11:00–02:00');
    // A night that stops short of the next opening is not the whole day.
    expect(formatDayHours([{ open: '10:00', close: '09:30' }], 'eng')).toBe('10:00–09:30');
  });

  it('keeps intervals left-to-right inside Arabic text', () => {
    expect(formatInterval({ open: '18:00', close: '02:00' }, 'ar')).toBe('\u206618:00–02:00\u2069');
    expect(formatDayHours([{ open: '10:00', close: '15:00' }, { open: '17:00', close: '23:30' }], 'ar')).toBe('\u206610:00–15:00\u2069، \u206617:00–23:30\u2069');
  });

  it('prints nothing for a day without hours', () => {
    expect(formatDayHours([], 'eng')).toBe('');
  });
});

describe('coversWholeDay', () => {
  it('needs every minute of the day', () => {
    expect(coversWholeDay([{ open: '00:00', close: '12:00' }, { open: '12:01', close: '00:00' }])).toBe(false);
    expect(coversWholeDay([{ open: '06:00', close: '23:59' }])).toBe(false);
    expect(coversWholeDay([{ open: '18:00', close: '02:00' }])).toBe(false);
    expect(coversWholeDay([])).toBe(false);
  });
});

describe('hoursToday', () => {
  it('shows a round-the-clock day as open at any hour', () => {
    const hours = hoursToday(todayHours({ workHours: [week('00:00', '00:00')] }, 'PICK_UP', TZ, saturday('03:30')));
    expect(hours).toEqual({ closedToday: false, openNow: true, intervals: [{ open: '00:00', close: '00:00' }] });
    expect(formatDayHours(hours.intervals, 'uz')).toBe('Kecha-kunduz');
  });

  it('reads an overnight branch correctly in the evening and after midnight', () => {
    const night = { workHours: [week('18:00', '02:00')] };
    const evening = hoursToday(todayHours(night, 'PICK_UP', TZ, saturday('22:00')));
    expect(evening).toMatchObject({ closedToday: false, openNow: true });
    expect(formatDayHours(evening.intervals, 'eng')).toBe('18:00–02:00');
    // 01:00: Friday's night still runs, and Saturday's begins at 18:00.
    const afterMidnight = hoursToday(todayHours(night, 'PICK_UP', TZ, saturday('01:00')));
    expect(afterMidnight).toMatchObject({ closedToday: false, openNow: true });
    expect(formatDayHours(afterMidnight.intervals, 'eng')).toBe('00:00–02:00, 18:00–02:00');
    // 03:00: closed until 18:00, and the finished night is no longer shown.
    const morning = hoursToday(todayHours(night, 'PICK_UP', TZ, saturday('03:00')));
    expect(morning).toMatchObject({ closedToday: false, openNow: false });
    expect(formatDayHours(morning.intervals, 'eng')).toBe('18:00–02:00');
  });

  it('is not "closed today" on a day off while last night still runs, and is once it has ended', () => {
    const night = { workHours: [week('18:00', '02:00', ['SUNDAY'])] };
    expect(hoursToday(todayHours(night, 'PICK_UP', TZ, sunday('01:30')))).toEqual({ closedToday: false, openNow: true, intervals: [{ open: '00:00', close: '02:00' }] });
    expect(hoursToday(todayHours(night, 'PICK_UP', TZ, sunday('02:00')))).toEqual({ closedToday: true, openNow: false, intervals: [] });
  });

  it('does not add last night to a day that is open around the clock anyway', () => {
    const workHours: WorkHours[] = [{ type: 'PICK_UP', days: [...week('00:00', '00:00').days.filter((day) => day.weekName !== 'FRIDAY'), { weekName: 'FRIDAY', open: '18:00', close: '04:00', extraOpen: null, extraClose: null, isDayOff: false }] }];
    const hours = hoursToday(todayHours({ workHours }, 'PICK_UP', TZ, saturday('01:00')));
    expect(hours.intervals).toEqual([{ open: '00:00', close: '00:00' }]);
    expect(formatDayHours(hours.intervals, 'ru')).toBe('Круглосуточно');
  });
});
