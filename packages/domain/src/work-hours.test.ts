import { describe, expect, it } from 'vitest';
import type { WorkDay, WorkHours } from './contracts/branch.ts';
import { WEEK_DAYS } from './enums.ts';
import { crossesMidnight, dayHours, isAllDay, localMoment, todayHours } from './work-hours.ts';

function day(weekName: WorkDay['weekName'], open: string | null, close: string | null, extra?: [string, string], isDayOff = false): WorkDay {
  return { weekName, open, close, extraOpen: extra?.[0] ?? null, extraClose: extra?.[1] ?? null, isDayOff };
}

const everyDay = (open: string, close: string): WorkDay[] => WEEK_DAYS.map((weekName) => day(weekName, open, close));

const branch = (workHours: WorkHours[]) => ({ workHours });

// 2025-06-02 is a Monday. Tashkent is UTC+5 all year.
const mondayTashkent = (clock: string) => new Date(`2025-06-02T${clock}:00+05:00`);

describe('localMoment', () => {
  it('reads the weekday and time on the merchant clock, not the server clock', () => {
    // 20:30 UTC on Sunday is already 01:30 on Monday in Tashkent.
    expect(localMoment(new Date('2025-06-01T20:30:00Z'), 'Asia/Tashkent')).toEqual({ day: 'MONDAY', time: '01:30', minutes: 90 });
    expect(localMoment(new Date('2025-06-01T20:30:00Z'), 'Europe/London')).toMatchObject({ day: 'SUNDAY', time: '21:30' });
  });

  it('falls back to Tashkent for an unknown time zone', () => {
    expect(localMoment(new Date('2025-06-01T20:30:00Z'), 'Not/AZone')).toMatchObject({ day: 'MONDAY', time: '01:30' });
  });
});

describe('todayHours', () => {
  const pickUp: WorkHours = {
    type: 'PICK_UP',
    days: [day('MONDAY', '10:00', '14:00', ['16:00', '22:00']), day('TUESDAY', '10:00', '22:00', undefined, true)],
  };
  const delivery: WorkHours = { type: 'DELIVERY', days: everyDay('09:00', '23:00') };

  it('gives both intervals of the day for the service type', () => {
    const hours = todayHours(branch([delivery, pickUp]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('12:00'));
    expect(hours).toMatchObject({
      day: 'MONDAY',
      closed: false,
      openNow: true,
      intervals: [
        { open: '10:00', close: '14:00' },
        { open: '16:00', close: '22:00' },
      ],
    });
  });

  it('is not open between the two intervals, and open in the extra one', () => {
    expect(todayHours(branch([pickUp]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('15:00')).openNow).toBe(false);
    expect(todayHours(branch([pickUp]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('21:59')).openNow).toBe(true);
    expect(todayHours(branch([pickUp]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('22:00')).openNow).toBe(false);
  });

  it('is closed on a day off', () => {
    const tuesday = new Date('2025-06-03T12:00:00+05:00');
    expect(todayHours(branch([pickUp]), 'PICK_UP', 'Asia/Tashkent', tuesday)).toMatchObject({ day: 'TUESDAY', closed: true, intervals: [], openNow: false });
  });

  it('is closed when the day or the service type has no entry', () => {
    const wednesday = new Date('2025-06-04T12:00:00+05:00');
    expect(todayHours(branch([pickUp]), 'PICK_UP', 'Asia/Tashkent', wednesday).closed).toBe(true);
    expect(todayHours(branch([delivery]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('12:00')).closed).toBe(true);
    expect(todayHours(branch([]), 'DELIVERY', 'Asia/Tashkent', mondayTashkent('12:00')).closed).toBe(true);
  });

  it('is closed when open or close is missing', () => {
    const broken: WorkHours = { type: 'PICK_UP', days: [day('MONDAY', '10:00', null)] };
    expect(todayHours(branch([broken]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('12:00')).closed).toBe(true);
  });

  it('ignores an extra interval with one end missing', () => {
    const half: WorkHours = { type: 'PICK_UP', days: [{ ...day('MONDAY', '10:00', '14:00'), extraOpen: '16:00' }] };
    expect(dayHours([half], 'PICK_UP', 'MONDAY').intervals).toEqual([{ open: '10:00', close: '14:00' }]);
  });

  it('uses the merchant time zone to pick the day', () => {
    // Sunday 21:00 UTC = Monday 02:00 in Tashkent: Monday's hours apply, and they are not open yet.
    const hours = todayHours(branch([pickUp]), 'PICK_UP', 'Asia/Tashkent', new Date('2025-06-01T21:00:00Z'));
    expect(hours.day).toBe('MONDAY');
    expect(hours.openNow).toBe(false);
  });

  it('counts a night interval that began yesterday as open after midnight', () => {
    const night: WorkHours = { type: 'PICK_UP', days: everyDay('18:00', '03:00') };
    expect(todayHours(branch([night]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('01:00')).openNow).toBe(true);
    expect(todayHours(branch([night]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('04:00')).openNow).toBe(false);
    expect(todayHours(branch([night]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('23:00')).openNow).toBe(true);
  });

  it('treats equal open and close as around the clock', () => {
    const always: WorkHours = { type: 'PICK_UP', days: everyDay('00:00', '00:00') };
    expect(todayHours(branch([always]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('03:33')).openNow).toBe(true);
  });

  it('treats the whole day written as 00:00–23:59 as around the clock, up to the last minute', () => {
    const allDay: WorkHours = { type: 'PICK_UP', days: everyDay('00:00', '23:59') };
    expect(todayHours(branch([allDay]), 'PICK_UP', 'Asia/Tashkent', new Date('2025-06-02T23:59:30+05:00')).openNow).toBe(true);
  });

  it("gives the rest of last night's interval while it runs, and nothing after", () => {
    const night: WorkHours = { type: 'PICK_UP', days: everyDay('18:00', '03:00') };
    expect(todayHours(branch([night]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('01:00')).carryOver).toEqual({ open: '00:00', close: '03:00' });
    expect(todayHours(branch([night]), 'PICK_UP', 'Asia/Tashkent', mondayTashkent('03:00')).carryOver).toBeNull();
    expect(todayHours(branch([delivery]), 'DELIVERY', 'Asia/Tashkent', mondayTashkent('01:00')).carryOver).toBeNull();
  });
});

describe('isAllDay and crossesMidnight', () => {
  it('tell a round-the-clock day from a night', () => {
    for (const [open, close] of [['00:00', '00:00'], ['08:00', '08:00'], ['00:00', '23:59']] as const) {
      expect(isAllDay({ open, close })).toBe(true);
      expect(crossesMidnight({ open, close })).toBe(false);
    }
    expect(isAllDay({ open: '18:00', close: '02:00' })).toBe(false);
    expect(crossesMidnight({ open: '18:00', close: '02:00' })).toBe(true);
    expect(isAllDay({ open: '09:00', close: '23:59' })).toBe(false);
    expect(crossesMidnight({ open: '09:00', close: '23:59' })).toBe(false);
  });
});
