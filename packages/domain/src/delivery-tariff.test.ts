// Tests of delivery pricing: zone choice by priority, the distance tariff, the free threshold and the floor.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryPrice, ROAD_DETOUR_FACTOR, roadDistanceM, tariffPriceTiyin, zoneAt, type BranchTariff, type DeliveryPriceInput } from './delivery-tariff.ts';
import type { PolygonGeometry } from './geo.ts';

const som = (amount: number): number => Math.round(amount * 100);

const square = (lng0: number, lat0: number, side: number): PolygonGeometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng0, lat0],
      [lng0 + side, lat0],
      [lng0 + side, lat0 + side],
      [lng0, lat0 + side],
      [lng0, lat0],
    ],
  ],
});

// The demo's Tashkent tariff: 12 000 covers 3 km, then 2 500 per started km, free from 250 000.
const tariff: BranchTariff = { id: 'tariff', basePriceTiyin: som(12_000), baseDistanceM: 3_000, pricePerKmTiyin: som(2_500), freeDeliveryThresholdTiyin: som(250_000) };

const input = (overrides: Partial<DeliveryPriceInput> = {}): DeliveryPriceInput => ({
  zone: null,
  tariff,
  flatPriceTiyin: som(15_000),
  straightLineM: 1_000,
  productTotalTiyin: som(60_000),
  minimalDeliveryPriceTiyin: som(8_000),
  ...overrides,
});

describe('zoneAt', () => {
  const city = { id: 'city', priority: 2, polygon: square(69.1, 41.2, 0.3) };
  const centre = { id: 'centre', priority: 1, polygon: square(69.2, 41.3, 0.1) };

  it('takes the containing zone with the lowest priority, whatever the list order', () => {
    expect(zoneAt([city, centre], { latitude: 41.35, longitude: 69.25 })?.id).toBe('centre');
    expect(zoneAt([city, centre], { latitude: 41.45, longitude: 69.35 })?.id).toBe('city');
    expect(zoneAt([city, centre], { latitude: 40, longitude: 69 })).toBeNull();
  });

  it('breaks priority ties by list order', () => {
    const twin = { ...centre, id: 'twin' };
    expect(zoneAt([twin, centre], { latitude: 41.35, longitude: 69.25 })?.id).toBe('twin');
  });
});

describe('tariff by distance', () => {
  it('charges the base price up to the base distance, then per started km', () => {
    expect(tariffPriceTiyin(tariff, 0)).toBe(som(12_000));
    expect(tariffPriceTiyin(tariff, 3_000)).toBe(som(12_000));
    expect(tariffPriceTiyin(tariff, 3_001)).toBe(som(14_500));
    expect(tariffPriceTiyin(tariff, 4_000)).toBe(som(14_500));
    expect(tariffPriceTiyin(tariff, 7_200)).toBe(som(24_500));
  });

  it('estimates the road distance as the straight line times the detour factor', () => {
    expect(ROAD_DETOUR_FACTOR).toBe(1.3);
    expect(roadDistanceM(5_000)).toBe(6_500);
    const priced = deliveryPrice(input({ straightLineM: 5_000 }));
    // 6.5 km by road: 3 km in the base price, then 4 started km × 2 500.
    expect(priced).toMatchObject({ source: 'TARIFF', distanceM: 6_500, priceTiyin: som(22_000), free: false, tariffId: 'tariff', zoneId: null });
  });

  it('never gets cheaper further away (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 50_000 }), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(deliveryPrice(input({ straightLineM: near })).priceTiyin).toBeLessThanOrEqual(deliveryPrice(input({ straightLineM: far })).priceTiyin);
      }),
    );
  });
});

describe('deliveryPrice', () => {
  it("uses the zone's price over the tariff", () => {
    expect(deliveryPrice(input({ zone: { id: 'markaz', priceTiyin: som(10_000) }, straightLineM: 9_000 }))).toMatchObject({
      source: 'ZONE',
      zoneId: 'markaz',
      priceTiyin: som(10_000),
    });
  });

  it("falls back to the branch's flat price without a zone or a tariff", () => {
    expect(deliveryPrice(input({ tariff: null }))).toMatchObject({ source: 'FLAT', priceTiyin: som(15_000), tariffId: null, free: false });
  });

  it('is free from the threshold on, also in a zone, and never free without a threshold', () => {
    expect(deliveryPrice(input({ productTotalTiyin: som(249_999) }))).toMatchObject({ free: false, priceTiyin: som(12_000) });
    expect(deliveryPrice(input({ productTotalTiyin: som(250_000) }))).toMatchObject({ free: true, priceTiyin: 0 });
    expect(deliveryPrice(input({ zone: { id: 'z', priceTiyin: som(18_000) }, productTotalTiyin: som(300_000) }))).toMatchObject({ free: true, priceTiyin: 0 });
    const noThreshold = { ...tariff, freeDeliveryThresholdTiyin: null };
    expect(deliveryPrice(input({ tariff: noThreshold, productTotalTiyin: som(10_000_000) }))).toMatchObject({ free: false, priceTiyin: som(12_000) });
  });

  it("never charges less than the merchant's minimal delivery price, except when free", () => {
    expect(deliveryPrice(input({ zone: { id: 'cheap', priceTiyin: som(5_000) } })).priceTiyin).toBe(som(8_000));
    expect(deliveryPrice(input({ tariff: null, flatPriceTiyin: 0 })).priceTiyin).toBe(som(8_000));
    expect(deliveryPrice(input({ zone: { id: 'cheap', priceTiyin: som(5_000) }, productTotalTiyin: som(250_000) })).priceTiyin).toBe(0);
  });

  it('is free or at least the floor, for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 500_000_00 }),
        fc.integer({ min: 0, max: 30_000_00 }),
        (zonePrice, straightLineM, productTotalTiyin, floor) => {
          const priced = deliveryPrice(input({ zone: zonePrice % 2 ? { id: 'z', priceTiyin: zonePrice } : null, straightLineM, productTotalTiyin, minimalDeliveryPriceTiyin: floor }));
          expect(Number.isInteger(priced.priceTiyin)).toBe(true);
          if (priced.free) expect(priced.priceTiyin).toBe(0);
          else expect(priced.priceTiyin).toBeGreaterThanOrEqual(floor);
        },
      ),
    );
  });
});
