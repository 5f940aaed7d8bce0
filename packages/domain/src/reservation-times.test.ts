// When a table can be booked: the dine-in hours (pick-up hours without them), the lead time, the horizon.
import { describe, expect, it } from 'vitest';
import type { WorkHours } from './contracts/branch.ts';
import { RESERVATION_MAX_DAYS_AHEAD } from './contracts/reservation.ts';
import { WEEK_DAYS, type ServiceType } from './enums.ts';
import { reservationDays, reservationServiceType, reservationTimeProblem, reservationTimesOn } from './reservation-times.ts';
import { zonedInstant } from './zoned-time.ts';

const TZ = 'Asia/Tashkent';

function week(type: ServiceType, open: string, close: string, daysOff: string[] = []): WorkHours {
  return {
    type,
    days: WEEK_DAYS.map((weekName) => ({ weekName, open, close, extraOpen: null, extraClose: null, isDayOff: daysOff.includes(weekName) })),
  };
}

// Tuesday 2026-03-10, 12:10 in Tashkent.
const NOW = zonedInstant('2026-03-10', '12:10', TZ);
const hall = { workHours: [week('PICK_UP', '08:00', '23:00'), week('DINE_IN', '10:00', '22:00', ['SUNDAY'])] };

describe('reservationTimeProblem', () => {
  it('uses the dine-in hours, and the pick-up hours of a branch without any', () => {
    expect(reservationServiceType(hall)).toBe('DINE_IN');
    expect(reservationServiceType({ workHours: [week('PICK_UP', '08:00', '23:00')] })).toBe('PICK_UP');
    // 09:00 is inside pick-up hours but before the hall opens.
    expect(reservationTimeProblem(hall, zonedInstant('2026-03-11', '09:00', TZ), TZ, NOW)).toMatchObject({
      reason: 'OUTSIDE_HOURS',
      day: 'WEDNESDAY',
      intervals: [{ open: '10:00', close: '22:00' }],
    });
    expect(reservationTimeProblem(hall, zonedInstant('2026-03-11', '19:00', TZ), TZ, NOW)).toBeNull();
    // Sunday the hall is closed all day.
    expect(reservationTimeProblem(hall, zonedInstant('2026-03-15', '19:00', TZ), TZ, NOW)).toMatchObject({ reason: 'OUTSIDE_HOURS', intervals: [] });
  });

  it('refuses the past, less than the lead time ahead, and past the horizon', () => {
    expect(reservationTimeProblem(hall, zonedInstant('2026-03-10', '11:00', TZ), TZ, NOW)).toMatchObject({ reason: 'TOO_SOON' });
    expect(reservationTimeProblem(hall, zonedInstant('2026-03-10', '12:30', TZ), TZ, NOW)).toMatchObject({ reason: 'TOO_SOON' });
    expect(reservationTimeProblem(hall, zonedInstant('2026-03-10', '12:40', TZ), TZ, NOW)).toBeNull();
    const far = new Date(NOW.getTime() + (RESERVATION_MAX_DAYS_AHEAD + 1) * 24 * 3_600_000);
    expect(reservationTimeProblem({ workHours: [week('DINE_IN', '00:00', '00:00')] }, far, TZ, NOW)).toMatchObject({ reason: 'TOO_FAR_AHEAD' });
  });
});

describe('reservation days and times', () => {
  it('offers today after the lead time, every half hour until closing', () => {
    const times = reservationTimesOn(hall, '2026-03-10', TZ, NOW);
    expect(times[0]).toBe('13:00');
    expect(times.at(-1)).toBe('21:30');
    expect(times).not.toContain('22:00');
  });

  it('skips the days the hall is closed and stops at the horizon', () => {
    const days = reservationDays(hall, TZ, NOW);
    expect(days[0]).toBe('2026-03-10');
    expect(days).not.toContain('2026-03-15');
    expect(days).toContain('2026-03-16');
    expect(days.length).toBeLessThanOrEqual(RESERVATION_MAX_DAYS_AHEAD + 1);
    // Every offered day has a time the API accepts.
    for (const day of [days[0]!, days[1]!, days.at(-1)!]) {
      const [first] = reservationTimesOn(hall, day, TZ, NOW);
      expect(first, day).toBeDefined();
      expect(reservationTimeProblem(hall, zonedInstant(day, first!, TZ), TZ, NOW)).toBeNull();
    }
  });

  it('counts the morning end of a night that runs past midnight', () => {
    const night = { workHours: [week('DINE_IN', '18:00', '02:00', ['WEDNESDAY'])] };
    // Wednesday is a day off, but Tuesday's night runs to 02:00 on Wednesday.
    expect(reservationTimesOn(night, '2026-03-11', TZ, NOW)).toEqual(['00:00', '00:30', '01:00', '01:30']);
    expect(reservationDays(night, TZ, NOW)).toContain('2026-03-11');
  });
});
