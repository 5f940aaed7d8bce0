// The console's checks of a drawn delivery polygon and of a day's hours, as the API applies them.
import { describe, expect, it } from 'vitest';
import { DrawnPolygonSchema, polygonProblems, ringSelfIntersects, WorkDayInputSchema } from './console-places.ts';

const square = [
  [69.29, 41.31],
  [69.3, 41.31],
  [69.3, 41.32],
  [69.29, 41.32],
  [69.29, 41.31],
];

describe('drawn polygons', () => {
  it('accepts a closed ring of at least 4 positions, and a MultiPolygon of such rings', () => {
    expect(polygonProblems({ type: 'Polygon', coordinates: [square] })).toEqual([]);
    expect(polygonProblems({ type: 'MultiPolygon', coordinates: [[square], [square.map(([lng = 0, lat = 0]) => [lng + 1, lat])]] })).toEqual([]);
  });

  it('names the ring that is open, too short, out of range or crossing itself', () => {
    expect(polygonProblems({ type: 'Polygon', coordinates: [square.slice(0, 4)] })[0]?.path).toEqual(['coordinates', 0]);
    expect(polygonProblems({ type: 'Polygon', coordinates: [[square[0]!, square[1]!, square[0]!]] })[0]?.message).toContain('at least 4');
    expect(polygonProblems({ type: 'Polygon', coordinates: [[[41.3, 169.3], ...square.slice(1, 4), [41.3, 169.3]]] })[0]?.path).toEqual(['coordinates', 0, 0]);
    const bowTie = [square[0]!, square[2]!, square[1]!, square[3]!, square[0]!];
    expect(ringSelfIntersects(bowTie)).toBe(true);
    expect(ringSelfIntersects(square)).toBe(false);
    expect(polygonProblems({ type: 'MultiPolygon', coordinates: [[square], [bowTie]] })[0]?.path).toEqual(['coordinates', 1, 0]);
    expect(polygonProblems({ type: 'Polygon', coordinates: [] })).not.toEqual([]);
  });

  it('reports problems as issues at their path, for the API to name the field', () => {
    const parsed = DrawnPolygonSchema.safeParse({ type: 'Polygon', coordinates: [square.slice(0, 4)] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['coordinates', 0]);
  });
});

describe('a day of hours', () => {
  it('needs both ends of the extra interval and the main times unless the day is off', () => {
    expect(WorkDayInputSchema.safeParse({ weekName: 'MONDAY', open: '10:00', close: '02:00', extraOpen: '17:00', extraClose: '23:00' }).success).toBe(true);
    expect(WorkDayInputSchema.safeParse({ weekName: 'MONDAY', isDayOff: true }).success).toBe(true);
    expect(WorkDayInputSchema.safeParse({ weekName: 'MONDAY', open: '10:00', close: '15:00', extraOpen: '17:00' }).error?.issues[0]?.path).toEqual(['extraClose']);
    expect(WorkDayInputSchema.safeParse({ weekName: 'MONDAY', close: '15:00' }).error?.issues[0]?.path).toEqual(['open']);
    expect(WorkDayInputSchema.safeParse({ weekName: 'MONDAY', open: '24:00', close: '15:00' }).success).toBe(false);
  });
});
