// The map's branch list: pick-up branches only, closed-today ones flagged (greyed) and last, the
// extra interval kept — on the merchant's clock, whatever the server's time zone.
import { describe, expect, it } from 'vitest';
import { WEEK_DAYS } from '@dastarkhan/domain/enums';
import { mapBranches } from './map-branches.ts';

const text = (value: string) => ({ uz: value, ru: value, eng: value });

function week(open: string, close: string, options: { daysOff?: string[]; extra?: [string, string] } = {}) {
  return WEEK_DAYS.map((weekName) => ({
    weekName,
    open,
    close,
    extraOpen: options.extra?.[0] ?? null,
    extraClose: options.extra?.[1] ?? null,
    isDayOff: options.daysOff?.includes(weekName) ?? false,
  }));
}

function branch(id: string, days: ReturnType<typeof week>, extra: { pickupEnabled?: boolean; isMain?: boolean } = {}) {
  return {
    id,
    cityId: 'city-1',
    name: text(id),
    address: text(`${id} street`),
    phone: '+998712001002',
    isMain: extra.isMain ?? false,
    latitude: 41.3,
    longitude: 69.2,
    workHours: [{ type: 'PICK_UP' as const, days }],
    settings: { pickupEnabled: extra.pickupEnabled ?? true },
  };
}

// Sunday 2026-11-22, 12:00 in Tashkent (UTC+5).
const sundayNoon = new Date('2026-11-22T07:00:00Z');
// Monday 2026-11-23, 12:00 in Tashkent.
const mondayNoon = new Date('2026-11-23T07:00:00Z');

describe('mapBranches', () => {
  const branches = [
    branch('chilonzor', week('10:00', '22:00', { daysOff: ['SUNDAY'] })),
    branch('yunusobod', week('10:00', '15:00', { extra: ['17:00', '23:30'] })),
    branch('ulugbek', week('11:00', '02:00'), { pickupEnabled: false }),
    branch('amir-temur', week('09:00', '23:00'), { isMain: true }),
  ];

  it('keeps only pick-up branches, the main one first', () => {
    expect(mapBranches(branches, 'Asia/Tashkent', mondayNoon).map((b) => b.id)).toEqual(['amir-temur', 'chilonzor', 'yunusobod']);
  });

  it('greys a branch on its day off and puts it last', () => {
    const sunday = mapBranches(branches, 'Asia/Tashkent', sundayNoon);
    expect(sunday.map((b) => [b.id, b.closedToday])).toEqual([
      ['amir-temur', false],
      ['yunusobod', false],
      ['chilonzor', true],
    ]);
    expect(sunday.find((b) => b.id === 'chilonzor')?.intervals).toEqual([]);
    expect(mapBranches(branches, 'Asia/Tashkent', mondayNoon).find((b) => b.id === 'chilonzor')?.closedToday).toBe(false);
  });

  it("uses the merchant's day, not the server's", () => {
    // 20:30 UTC on Saturday is already 01:30 on Sunday in Tashkent.
    const chilonzor = mapBranches(branches, 'Asia/Tashkent', new Date('2026-11-21T20:30:00Z')).find((b) => b.id === 'chilonzor');
    expect(chilonzor?.closedToday).toBe(true);
  });

  it('includes the extra interval', () => {
    const yunusobod = mapBranches(branches, 'Asia/Tashkent', mondayNoon).find((b) => b.id === 'yunusobod');
    expect(yunusobod?.intervals).toEqual([
      { open: '10:00', close: '15:00' },
      { open: '17:00', close: '23:30' },
    ]);
    expect(yunusobod?.openNow).toBe(true);
  });
});

describe('mapBranches overnight and around the clock', () => {
  const night = branch('night', week('18:00', '02:00', { daysOff: ['SUNDAY'] }));
  const always = branch('always', week('00:00', '00:00'));

  it('keeps a branch open after midnight choosable on its day off while last night runs', () => {
    // Sunday 01:00 in Tashkent: Saturday's 18:00–02:00 still runs, Sunday itself is off.
    const [early] = mapBranches([night], 'Asia/Tashkent', new Date('2026-11-21T20:00:00Z'));
    expect(early).toMatchObject({ closedToday: false, openNow: true, intervals: [{ open: '00:00', close: '02:00' }] });
    // Sunday 03:00: the night is over and Sunday is off.
    const [late] = mapBranches([night], 'Asia/Tashkent', new Date('2026-11-21T22:00:00Z'));
    expect(late).toMatchObject({ closedToday: true, openNow: false, intervals: [] });
  });

  it('gives a round-the-clock day as one interval, open at any hour', () => {
    const [branch24] = mapBranches([always], 'Asia/Tashkent', new Date('2026-11-22T22:30:00Z'));
    expect(branch24).toMatchObject({ closedToday: false, openNow: true, intervals: [{ open: '00:00', close: '00:00' }] });
  });
});
