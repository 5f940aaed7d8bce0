// What the picker gets from geocoding: Nominatim's answer cut down to a point, the names a list shows
// and the address parts the draft keeps; and the URLs of the /address/geocode resource route.
import type { NominatimPlace } from '@dastarkhan/domain/contracts/geocoding';
import type { LatLng } from '@dastarkhan/domain/geo';
import { placeAddress, streetLine } from './address-model.ts';

export interface GeocodedPlace {
  latitude: number;
  longitude: number;
  /** The place's own name (a building, a landmark), else its street line; '' when it has neither. */
  name: string;
  /** Nominatim's full one-line name, for telling similar results apart. */
  displayName: string;
  streetName: string;
  houseNumber: string;
  /** The one line the draft and a courier read (street, district, city). */
  description: string;
}

/** The answer to `?lat=&lon=`: null when nothing is there (Nominatim's "Unable to geocode"). */
export interface ReverseGeocodeAnswer {
  place: GeocodedPlace | null;
}

/** The answer to `?q=`. */
export interface SearchGeocodeAnswer {
  places: GeocodedPlace[];
}

/** 502: Nominatim (or our limit on it) failed; 400: the query was not a point or a text. */
export interface GeocodeFailure {
  error: 'nominatim' | 'invalid';
}

export const GEOCODE_PATH = '/address/geocode';

/** Null for a place without a usable point (Nominatim writes coordinates as strings). */
export function toGeocodedPlace(place: NominatimPlace): GeocodedPlace | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const parts = placeAddress(place);
  return {
    latitude,
    longitude,
    name: place.name?.trim() || streetLine(parts) || place.display_name,
    displayName: place.display_name,
    ...parts,
  };
}

export function reverseGeocodePath(point: LatLng): string {
  return `${GEOCODE_PATH}?${new URLSearchParams({ lat: String(point.latitude), lon: String(point.longitude) })}`;
}

export function searchGeocodePath(query: string): string {
  return `${GEOCODE_PATH}?${new URLSearchParams({ q: query })}`;
}
