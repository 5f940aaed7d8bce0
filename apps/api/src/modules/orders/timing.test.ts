// The time of a later order on the merchant's clock.
import { describe, expect, it } from 'vitest';
import { requestedTiming } from './timing.ts';

describe('requestedTiming', () => {
  it('prefers an explicit deliveryAt, zeroes its seconds, and needs both day and time for later', () => {
    expect(requestedTiming({ later: false }, 'Asia/Tashkent')).toEqual({ kind: 'now' });
    expect(requestedTiming({ later: true, day: '2026-03-10' }, 'Asia/Tashkent')).toEqual({ kind: 'incomplete' });
    expect(requestedTiming({ later: true, day: '2026-03-10', time: '09:05' }, 'Asia/Tashkent')).toEqual({ kind: 'at', deliveryAt: new Date('2026-03-10T04:05:00Z') });
    expect(requestedTiming({ later: false, deliveryAt: '2026-03-10T09:05:42+05:00' }, 'Asia/Tashkent')).toEqual({ kind: 'at', deliveryAt: new Date('2026-03-10T04:05:00Z') });
  });
});
