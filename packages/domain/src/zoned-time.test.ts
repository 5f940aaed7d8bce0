// Wall-clock days and times of a zone and the instants they name.
import { describe, expect, it } from 'vitest';
import { addDays, localDate, zonedInstant } from './zoned-time.ts';

describe('zonedInstant', () => {
  it('reads the day and time on the given zone clock, seconds zero', () => {
    expect(zonedInstant('2026-03-10', '12:30', 'Asia/Tashkent').toISOString()).toBe('2026-03-10T07:30:00.000Z');
    expect(zonedInstant('2026-03-10', '00:15', 'Asia/Tashkent').toISOString()).toBe('2026-03-09T19:15:00.000Z');
  });

  it('uses the offset in force on that day where the zone changes clocks', () => {
    expect(zonedInstant('2026-01-15', '12:00', 'Europe/Berlin').toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(zonedInstant('2026-07-15', '12:00', 'Europe/Berlin').toISOString()).toBe('2026-07-15T10:00:00.000Z');
  });

  it('falls back to Tashkent for a zone that does not exist', () => {
    expect(zonedInstant('2026-03-10', '12:30', 'Mars/Olympus').toISOString()).toBe('2026-03-10T07:30:00.000Z');
  });
});

describe('localDate and addDays', () => {
  it("reads the merchant's calendar date, which may differ from UTC's", () => {
    expect(localDate(new Date('2026-03-09T19:15:00Z'), 'Asia/Tashkent')).toBe('2026-03-10');
    expect(localDate(new Date('2026-03-09T18:59:00Z'), 'Asia/Tashkent')).toBe('2026-03-09');
  });

  it('steps over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
