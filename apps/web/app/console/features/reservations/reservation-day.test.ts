// The reservations page's address: what it keeps, what it drops, and the grouping of a day by time.
import { describe, expect, it } from 'vitest';
import type { ConsoleReservation } from '@dastarkhan/domain/contracts/console-reservations';
import { groupByTime, presetDay, reservationApiSearch, reservationPageSearch, reservationQueryOf } from './reservation-day.ts';

const TODAY = '2031-05-10';
const BRANCH = '3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f';

describe('reservation page query', () => {
  it('keeps a real day, a branch id and a known status', () => {
    const query = reservationQueryOf(new URLSearchParams(`day=2031-05-12&branchId=${BRANCH}&status=CONFIRMED`), TODAY);
    expect(query).toEqual({ day: '2031-05-12', branchId: BRANCH, status: 'CONFIRMED' });
    expect(reservationPageSearch(query)).toBe(`day=2031-05-12&branchId=${BRANCH}&status=CONFIRMED`);
    expect(reservationApiSearch(query)).toBe(`from=2031-05-12&to=2031-05-12&branchId=${BRANCH}&status=CONFIRMED`);
  });

  it('falls back to today and drops what the API would refuse', () => {
    expect(reservationQueryOf(new URLSearchParams('day=2031-02-30&branchId=42&status=SEATED'), TODAY)).toEqual({ day: TODAY });
    expect(reservationQueryOf(new URLSearchParams(''), TODAY)).toEqual({ day: TODAY });
  });

  it('knows today and tomorrow, across a month end', () => {
    expect(presetDay('today', '2031-05-31')).toBe('2031-05-31');
    expect(presetDay('tomorrow', '2031-05-31')).toBe('2031-06-01');
  });

  it('groups consecutive bookings of the same time', () => {
    const at = (id: string, time: string) => ({ id, reservedAt: time }) as ConsoleReservation;
    const groups = groupByTime([at('a', '09:30'), at('b', '19:00'), at('c', '19:00')], (reservation) => reservation.reservedAt);
    expect(groups.map((group) => [group.time, group.reservations.map((reservation) => reservation.id)])).toEqual([
      ['09:30', ['a']],
      ['19:00', ['b', 'c']],
    ]);
  });
});
