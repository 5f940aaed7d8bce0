// Geometry of delivery areas: point in a GeoJSON (multi)polygon and straight-line distance on the Earth.
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { point } from '@turf/helpers';

/** A place as the API and the storefront carry it. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** GeoJSON geometry of a region or zone; positions are [longitude, latitude] (RFC 7946). */
export type PolygonGeometry = { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };

/**
 * The one place where our {latitude, longitude} becomes a GeoJSON position: GeoJSON is [lng, lat],
 * people (and the spec's "swapped on load") think lat first, and mixing them up silently moves a
 * Tashkent address into the Indian Ocean.
 */
export function toPosition(place: LatLng): [number, number] {
  return [place.longitude, place.latitude];
}

/** The reverse of toPosition. */
export function fromPosition(position: readonly number[]): LatLng {
  const [longitude = Number.NaN, latitude = Number.NaN] = position;
  return { latitude, longitude };
}

export function isValidLatLng(place: LatLng): boolean {
  return Number.isFinite(place.latitude) && Number.isFinite(place.longitude) && Math.abs(place.latitude) <= 90 && Math.abs(place.longitude) <= 180;
}

/**
 * Whether the place lies in the polygon (holes excluded, any part of a MultiPolygon counts).
 * A place exactly on an edge or a vertex counts as inside: a customer standing on the border of the
 * area is served rather than refused over a rounding of the map.
 */
export function containsPoint(geometry: PolygonGeometry, place: LatLng): boolean {
  if (!isValidLatLng(place)) return false;
  return booleanPointInPolygon(point(toPosition(place)), geometry, { ignoreBoundary: false });
}

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two places, metres. */
export function distanceM(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
