// The time of a later order on the merchant's clock.
import { describe, expect, it } from 'vitest';
import { requestedTiming, zonedInstant } from './timing.ts';

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

describe('requestedTiming', () => {
  it('prefers an explicit deliveryAt, zeroes its seconds, and needs both day and time for later', () => {
    expect(requestedTiming({ later: false }, 'Asia/Tashkent')).toEqual({ kind: 'now' });
    expect(requestedTiming({ later: true, day: '2026-03-10' }, 'Asia/Tashkent')).toEqual({ kind: 'incomplete' });
    expect(requestedTiming({ later: true, day: '2026-03-10', time: '09:05' }, 'Asia/Tashkent')).toEqual({ kind: 'at', deliveryAt: new Date('2026-03-10T04:05:00Z') });
    expect(requestedTiming({ later: false, deliveryAt: '2026-03-10T09:05:42+05:00' }, 'Asia/Tashkent')).toEqual({ kind: 'at', deliveryAt: new Date('2026-03-10T04:05:00Z') });
  });
});
