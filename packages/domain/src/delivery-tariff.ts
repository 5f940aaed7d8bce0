// The price of a delivery in tiyin: a priced zone's price, else the branch's distance tariff; free threshold and floor.
import { containsPoint, type LatLng, type PolygonGeometry } from './geo.ts';

/**
 * Couriers ride streets, not straight lines: the road distance is estimated as the haversine distance
 * times this factor. 1.3 is the usual urban circuity of grid-like cities (measured ratios of road to
 * straight-line distance cluster around 1.2–1.4), so customers are not undercharged across town nor
 * overcharged next door, without a routing service on every basket change.
 */
export const ROAD_DETOUR_FACTOR = 1.3;

export interface ZoneArea {
  polygon: PolygonGeometry;
  /** Lower first, as the admin orders them; a small central zone goes before the city-wide one. */
  priority: number;
}

/** The zone that sets the price at a place: the first containing zone by priority (then by list order). */
export function zoneAt<Z extends ZoneArea>(zones: readonly Z[], place: LatLng): Z | null {
  const ordered = zones.map((zone, index) => ({ zone, index })).sort((a, b) => a.zone.priority - b.zone.priority || a.index - b.index);
  return ordered.find(({ zone }) => containsPoint(zone.polygon, place))?.zone ?? null;
}

/** A branch's distance tariff, tiyin and metres. */
export interface BranchTariff {
  id: string;
  basePriceTiyin: number;
  /** The distance the base price covers. */
  baseDistanceM: number;
  /** Charged for every started kilometre beyond baseDistanceM. */
  pricePerKmTiyin: number;
  /** Product total from which delivery is free; null = never free. */
  freeDeliveryThresholdTiyin: number | null;
}

export function roadDistanceM(straightLineM: number): number {
  return Math.round(Math.max(0, straightLineM) * ROAD_DETOUR_FACTOR);
}

/** Base price, then pricePerKm per started km beyond the base distance. */
export function tariffPriceTiyin(tariff: BranchTariff, roadM: number): number {
  const extraKm = Math.ceil(Math.max(0, roadM - tariff.baseDistanceM) / 1000);
  return tariff.basePriceTiyin + extraKm * tariff.pricePerKmTiyin;
}

export interface DeliveryPriceInput {
  /** The priced zone containing the address, if any (see zoneAt). */
  zone: { id: string; priceTiyin: number } | null;
  /** The delivering branch's active tariff, if it has one. */
  tariff: BranchTariff | null;
  /** The branch's flat price, used when neither a zone nor a tariff prices the delivery. */
  flatPriceTiyin: number;
  /** Straight-line distance from the branch to the address. */
  straightLineM: number;
  /** What the customer pays for the products, before delivery. */
  productTotalTiyin: number;
  /** The merchant's floor for a paid delivery (0 = none). */
  minimalDeliveryPriceTiyin: number;
}

export interface DeliveryPrice {
  priceTiyin: number;
  free: boolean;
  source: 'ZONE' | 'TARIFF' | 'FLAT';
  zoneId: string | null;
  tariffId: string | null;
  /** Estimated road distance from the branch, metres. */
  distanceM: number;
}

export function deliveryPrice(input: DeliveryPriceInput): DeliveryPrice {
  const distanceM = roadDistanceM(input.straightLineM);
  const { zone, tariff } = input;
  const source: DeliveryPrice['source'] = zone ? 'ZONE' : tariff ? 'TARIFF' : 'FLAT';
  const base = zone ? zone.priceTiyin : tariff ? tariffPriceTiyin(tariff, distanceM) : input.flatPriceTiyin;
  // The free threshold is the branch's promise whatever priced the address, zone included.
  const threshold = tariff?.freeDeliveryThresholdTiyin ?? null;
  const free = threshold !== null && input.productTotalTiyin >= threshold;
  const priceTiyin = free ? 0 : Math.max(Math.max(0, Math.round(base)), Math.max(0, input.minimalDeliveryPriceTiyin));
  return { priceTiyin, free, source, zoneId: zone?.id ?? null, tariffId: tariff?.id ?? null, distanceM };
}
