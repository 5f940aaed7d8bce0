// The "later" slots checkout offers: inside the hours, after the lead time, never past a week.
import { describe, expect, it } from 'vitest';
import type { WorkHours } from './contracts/branch.ts';
import { WEEK_DAYS } from './enums.ts';
import { orderTimeSlots } from './order-slots.ts';
import { todayHours } from './work-hours.ts';
import { zonedInstant } from './zoned-time.ts';

const TZ = 'Asia/Tashkent';

function week(open: string, close: string, options: { extra?: [string, string]; daysOff?: string[] } = {}): WorkHours {
  return {
    type: 'PICK_UP',
    days: WEEK_DAYS.map((weekName) => ({
      weekName,
      open,
      close,
      extraOpen: options.extra?.[0] ?? null,
      extraClose: options.extra?.[1] ?? null,
      isDayOff: options.daysOff?.includes(weekName) ?? false,
    })),
  };
}

// Tuesday 2026-03-10, 12:10 in Tashkent.
const NOW = zonedInstant('2026-03-10', '12:10', TZ);

describe('orderTimeSlots', () => {
  it('starts after the lead time, steps by 30 minutes and stops before closing', () => {
    const [today] = orderTimeSlots({ workHours: [week('09:00', '23:00')] }, 'PICK_UP', TZ, NOW);
    expect(today?.day).toBe('2026-03-10');
    expect(today?.times[0]).toBe('13:00');
    expect(today?.times.at(-1)).toBe('22:30');
    expect(today?.times).not.toContain('23:00');
  });

  it('offers the next seven days and nothing later', () => {
    const days = orderTimeSlots({ workHours: [week('09:00', '23:00')] }, 'PICK_UP', TZ, NOW);
    expect(days.map((day) => day.day)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17']);
    // The last day ends at the same clock time as now, a week later.
    expect(days.at(-1)?.times.at(-1)).toBe('12:00');
    expect(days[1]?.times[0]).toBe('09:00');
  });

  it('skips days off and the break between two shifts', () => {
    const days = orderTimeSlots({ workHours: [week('10:00', '15:00', { extra: ['17:00', '23:30'], daysOff: ['SUNDAY'] })] }, 'PICK_UP', TZ, NOW);
    expect(days.map((day) => day.day)).not.toContain('2026-03-15');
    const wednesday = days.find((day) => day.day === '2026-03-11')!;
    expect(wednesday.times).toContain('14:30');
    expect(wednesday.times).not.toContain('15:00');
    expect(wednesday.times).not.toContain('16:30');
    expect(wednesday.times).toContain('17:00');
    expect(wednesday.times.at(-1)).toBe('23:00');
  });

  it('follows hours past midnight into the next day', () => {
    const days = orderTimeSlots({ workHours: [week('18:00', '02:00')] }, 'PICK_UP', TZ, NOW);
    const wednesday = days.find((day) => day.day === '2026-03-11')!;
    expect(wednesday.times.slice(0, 4)).toEqual(['00:00', '00:30', '01:00', '01:30']);
    expect(wednesday.times).not.toContain('02:00');
    expect(wednesday.times).toContain('18:00');
  });

  it('is empty when the branch has no hours for the service type', () => {
    expect(orderTimeSlots({ workHours: [week('09:00', '23:00')] }, 'DELIVERY', TZ, NOW)).toEqual([]);
  });

  it('offers only times at which the same opening-hours check the API makes passes', () => {
    const branch = { workHours: [week('10:00', '15:00', { extra: ['17:00', '23:30'] })] };
    for (const { day, times } of orderTimeSlots(branch, 'PICK_UP', TZ, NOW)) {
      for (const time of times) expect(todayHours(branch, 'PICK_UP', TZ, zonedInstant(day, time, TZ)).openNow).toBe(true);
    }
  });
});
