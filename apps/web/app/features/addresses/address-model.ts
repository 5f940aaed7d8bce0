// The storefront's side of an address: the order draft's shape (DeliveryAddressDraft) made from a
// saved address, a map point's reverse geocoding or a search result, and back into the API's body.
import { GENERATED_ADDRESS_SUFFIX, isGeneratedAddressId, isSameAddressPoint, type Address, type AddressRequest } from '@dastarkhan/domain/contracts/address';
import type { NominatimPlace } from '@dastarkhan/domain/contracts/geocoding';
import type { LatLng } from '@dastarkhan/domain/geo';
import { EMPTY_ADDRESS, type DeliveryAddressDraft } from '../basket/basket-model.ts';

/** An address with a point: every address a list or the map picker holds. */
export type PointAddress = DeliveryAddressDraft & { latitude: number; longitude: number };

export function hasPoint(address: DeliveryAddressDraft | null | undefined): address is PointAddress {
  return address != null && address.latitude !== null && address.longitude !== null;
}

/** Spec §9: centre coordinates are rounded to 6 decimals (about 10 cm; more is noise). */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function roundPoint(point: LatLng): LatLng {
  return { latitude: roundCoordinate(point.latitude), longitude: roundCoordinate(point.longitude) };
}

/** An address of the profile: it has the server's id. */
export type SavedAddress = PointAddress & { id: string };

export function fromSavedAddress(address: Address): SavedAddress {
  return {
    id: address.id,
    name: address.name,
    description: address.description ?? '',
    cityId: address.cityId,
    streetName: address.streetName ?? '',
    houseNumber: address.houseNumber ?? '',
    latitude: address.latitude,
    longitude: address.longitude,
    office: address.details.office ?? '',
    entrance: address.details.entrance ?? '',
    floor: address.details.floor ?? '',
    domophone: address.details.domophone ?? '',
    comment: address.comment ?? '',
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The body of POST /api/users/v1/addresses/user/{userId} (and PUT) for an address of the draft. */
export function toAddressRequest(address: PointAddress): AddressRequest {
  return {
    type: orNull(address.office) || orNull(address.floor) ? 'APARTMENT' : 'HOUSE',
    name: orNull(address.name),
    streetName: orNull(address.streetName),
    houseNumber: orNull(address.houseNumber),
    description: orNull(address.description),
    comment: orNull(address.comment),
    details: { office: orNull(address.office), entrance: orNull(address.entrance), floor: orNull(address.floor), domophone: orNull(address.domophone) },
    latitude: roundCoordinate(address.latitude),
    longitude: roundCoordinate(address.longitude),
    cityId: address.cityId,
  };
}

/** "Amir Temur 15": the street line, '' when neither part is known. */
export function streetLine(address: Pick<DeliveryAddressDraft, 'streetName' | 'houseNumber'>): string {
  return [address.streetName.trim(), address.houseNumber.trim()].filter(Boolean).join(' ');
}

/** What a list row or the checkout card shows first: the customer's name for it, else the street, else the one-line description. */
export function addressTitle(address: DeliveryAddressDraft): string {
  return address.name.trim() || streetLine(address) || address.description.trim();
}

/** The second line: the description when the title is the name, else the apartment extras. */
export function addressSubtitle(address: DeliveryAddressDraft): string {
  if (address.name.trim()) return address.description.trim() || streetLine(address);
  return address.description.trim() !== addressTitle(address) ? address.description.trim() : '';
}

/** Spec "Address auto-generation": a saved address within 0.000099° of the point is that address. */
export function findSamePoint<T extends LatLng>(addresses: readonly T[], point: LatLng): T | undefined {
  return addresses.find((address) => isSameAddressPoint(address, point));
}

/** True when the address lives only on this device (a guest's, or one not yet saved to the profile). */
export function isDeviceOnly(address: Pick<DeliveryAddressDraft, 'id'>): boolean {
  return address.id === null || isGeneratedAddressId(address.id);
}

// Nominatim's names for what a courier calls "the street", most specific first.
const STREET_KEYS = ['road', 'pedestrian', 'footway', 'street', 'residential', 'square', 'path', 'cycleway'] as const;
const AREA_KEYS = ['suburb', 'city_district', 'neighbourhood', 'quarter'] as const;
const TOWN_KEYS = ['city', 'town', 'village', 'municipality'] as const;

function firstOf(parts: Record<string, string>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = parts[key]?.trim();
    if (value) return value;
  }
  return '';
}

/**
 * The address parts of a geocoding answer: street and house from Nominatim's breakdown, the one-line
 * description as a courier reads it (street, district, city), else Nominatim's display name.
 */
export function placeAddress(place: NominatimPlace): Pick<DeliveryAddressDraft, 'streetName' | 'houseNumber' | 'description'> {
  const parts = place.address ?? {};
  const streetName = firstOf(parts, STREET_KEYS);
  const houseNumber = parts.house_number?.trim() ?? '';
  const line = [streetLine({ streetName, houseNumber }), firstOf(parts, AREA_KEYS), firstOf(parts, TOWN_KEYS)].filter(Boolean);
  return { streetName, houseNumber, description: streetName ? line.join(', ') : place.display_name };
}

/** A new device-side id: a random UUID with the front-end marker. */
export function generatedAddressId(): string {
  return `${crypto.randomUUID()}${GENERATED_ADDRESS_SUFFIX}`;
}

/** A fresh address at a point, everything else empty (the picker fills it from geocoding). */
export function addressAt(point: LatLng, cityId: string | null): PointAddress {
  return { ...EMPTY_ADDRESS, ...roundPoint(point), cityId };
}
