// Tests of point in polygon (holes, edges, multipolygons), the [lng, lat] conversion and haversine distance.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPoint, distanceM, fromPosition, isValidLatLng, toPosition, type PolygonGeometry } from './geo.ts';

/** A square ring [lng, lat] from (lng0, lat0) with the given side in degrees. */
const square = (lng0: number, lat0: number, side: number): number[][] => [
  [lng0, lat0],
  [lng0 + side, lat0],
  [lng0 + side, lat0 + side],
  [lng0, lat0 + side],
  [lng0, lat0],
];

// Central Tashkent: 69.2..69.3 E, 41.3..41.4 N, with a hole 69.24..69.26 E, 41.34..41.36 N.
const withHole: PolygonGeometry = { type: 'Polygon', coordinates: [square(69.2, 41.3, 0.1), square(69.24, 41.34, 0.02)] };
const twoParts: PolygonGeometry = { type: 'MultiPolygon', coordinates: [[square(69.2, 41.3, 0.1)], [square(66.9, 39.6, 0.1)]] };

describe('containsPoint', () => {
  it('finds a place inside and rejects one outside', () => {
    expect(containsPoint(withHole, { latitude: 41.31, longitude: 69.21 })).toBe(true);
    expect(containsPoint(withHole, { latitude: 41.45, longitude: 69.21 })).toBe(false);
  });

  it('reads positions as [lng, lat]: the same numbers swapped fall outside', () => {
    expect(containsPoint(withHole, { latitude: 69.21, longitude: 41.31 })).toBe(false);
  });

  it('excludes the hole but keeps the ring around it', () => {
    expect(containsPoint(withHole, { latitude: 41.35, longitude: 69.25 })).toBe(false);
    expect(containsPoint(withHole, { latitude: 41.335, longitude: 69.25 })).toBe(true);
  });

  it('counts places on an edge or a vertex as inside', () => {
    expect(containsPoint(withHole, { latitude: 41.3, longitude: 69.25 })).toBe(true);
    expect(containsPoint(withHole, { latitude: 41.35, longitude: 69.2 })).toBe(true);
    expect(containsPoint(withHole, { latitude: 41.3, longitude: 69.2 })).toBe(true);
  });

  it('accepts a place in any part of a MultiPolygon', () => {
    expect(containsPoint(twoParts, { latitude: 41.35, longitude: 69.25 })).toBe(true);
    expect(containsPoint(twoParts, { latitude: 39.65, longitude: 66.95 })).toBe(true);
    expect(containsPoint(twoParts, { latitude: 40.5, longitude: 68 })).toBe(false);
  });

  it('rejects coordinates that are not a place', () => {
    expect(containsPoint(withHole, { latitude: Number.NaN, longitude: 69.25 })).toBe(false);
    expect(containsPoint(withHole, { latitude: 91, longitude: 69.25 })).toBe(false);
  });

  it('agrees with the rectangle test for any place (property)', () => {
    const outer: PolygonGeometry = { type: 'Polygon', coordinates: [square(69.2, 41.3, 0.1)] };
    fc.assert(
      fc.property(fc.double({ min: 41.2, max: 41.5, noNaN: true }), fc.double({ min: 69.1, max: 69.4, noNaN: true }), (latitude, longitude) => {
        const inside = latitude >= 41.3 && latitude <= 41.4 && longitude >= 69.2 && longitude <= 69.3;
        expect(containsPoint(outer, { latitude, longitude })).toBe(inside);
      }),
    );
  });
});

describe('position conversion', () => {
  it('round-trips {latitude, longitude} through [lng, lat]', () => {
    expect(toPosition({ latitude: 41.31, longitude: 69.28 })).toEqual([69.28, 41.31]);
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (latitude, longitude) => {
        expect(fromPosition(toPosition({ latitude, longitude }))).toEqual({ latitude, longitude });
      }),
    );
  });

  it('validates ranges', () => {
    expect(isValidLatLng({ latitude: 41.3, longitude: 69.2 })).toBe(true);
    expect(isValidLatLng({ latitude: -91, longitude: 0 })).toBe(false);
    expect(isValidLatLng({ latitude: 0, longitude: 181 })).toBe(false);
  });
});

describe('distanceM', () => {
  it('measures Tashkent to Samarkand as about 265 km in a straight line', () => {
    const km = distanceM({ latitude: 41.2995, longitude: 69.2401 }, { latitude: 39.6545, longitude: 66.975 }) / 1000;
    expect(km).toBeGreaterThan(260);
    expect(km).toBeLessThan(270);
  });

  it('makes one degree of latitude about 111.2 km', () => {
    expect(distanceM({ latitude: 41, longitude: 69 }, { latitude: 42, longitude: 69 })).toBeCloseTo(111_195, -1);
  });

  it('is zero to itself, symmetric and obeys the triangle inequality (property)', () => {
    const place = fc.record({ latitude: fc.double({ min: -80, max: 80, noNaN: true }), longitude: fc.double({ min: -179, max: 179, noNaN: true }) });
    fc.assert(
      fc.property(place, place, place, (a, b, c) => {
        expect(distanceM(a, a)).toBe(0);
        expect(Math.abs(distanceM(a, b) - distanceM(b, a))).toBeLessThan(1e-6);
        expect(distanceM(a, c)).toBeLessThanOrEqual(distanceM(a, b) + distanceM(b, c) + 1e-6);
      }),
    );
  });
});
