// The address picker's decisions, free of React: where the map starts, whether the centre may be saved
// (and why not), when the street is typed by hand, which city a point belongs to, and the address that
// saving makes (spec "Address picker drawer", "Address auto-generation", §5 validation, §9 constants).
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { containsPoint, type LatLng, type PolygonGeometry } from '@dastarkhan/domain/geo';
import type { DeliveryAddressDraft } from '../basket/basket-model.ts';
import { findSamePoint, hasPoint, roundPoint, streetLine, type PointAddress } from './address-model.ts';
import type { GeocodedPlace } from './geocoded-place.ts';

/** storefront-core §9: where a new address starts when nothing better is known (central Tashkent). */
export const NEW_ADDRESS_CENTRE: LatLng = { latitude: 41.311321, longitude: 69.27922327443147 };
/** Spec §9: the address picker opens at zoom 14. */
export const PICKER_ZOOM = 14;
/** Quiet time after the map stops before its centre is looked up: a pan in several drags costs one lookup. */
export const REVERSE_GEOCODE_DELAY_MS = 400;
/** Spec §9: remote search waits 300 ms after the last keystroke. */
export const SEARCH_DELAY_MS = 300;
/** Spec §9: the search input is focused 500 ms after its drawer opens (after the slide-in). */
export const SEARCH_FOCUS_DELAY_MS = 500;
/** Spec §9: drawers close about 100 ms after an address is saved. */
export const CLOSE_AFTER_SAVE_MS = 100;
/** Spec §9: notifications last 4500 ms. */
export const NOTICE_MS = 4500;

export interface PickerCity {
  id: string;
  name: LocalizedText;
  latitude: number;
  longitude: number;
}

export interface PickerRegion {
  cityId: string | null;
  polygon: PolygonGeometry;
}

/** The reverse geocoding of the map's centre, for the point it was asked about. */
export type ReverseLookup =
  | { status: 'idle' }
  | { status: 'loading'; point: LatLng }
  | { status: 'done'; point: LatLng; place: GeocodedPlace | null }
  | { status: 'failed'; point: LatLng };

/** Why the confirm button is off, in the order the customer should hear it; null: it is on. */
export type SaveBlock = 'outOfZone' | 'lookingUp';

/** Why the street is typed by hand: the lookup of this point failed, or it found no street there. */
export type ManualEntryReason = 'lookupFailed' | 'noStreet';

const samePoint = (a: LatLng, b: LatLng) => a.latitude === b.latitude && a.longitude === b.longitude;

/** Spec §5: inside some delivery region (the same rule the API applies to the order). */
export function isInServiceArea(point: LatLng, regions: readonly PickerRegion[]): boolean {
  return regions.some((region) => containsPoint(region.polygon, point));
}

/**
 * Spec §5: no saving outside every region when the merchant validates the delivery area, nor before this
 * point's lookup has answered. `regions` null means they could not be loaded: the server still checks the
 * order, so the picker does not refuse on a guess. Spec §5 also refuses a point without a resolved street;
 * we let the customer type it instead (manualEntry), so an outage or a new district never strands them.
 */
export function saveBlock(input: { point: LatLng; lookup: ReverseLookup; validateDeliveryArea: boolean; regions: readonly PickerRegion[] | null }): SaveBlock | null {
  const { point, lookup, validateDeliveryArea, regions } = input;
  if (validateDeliveryArea && regions !== null && !isInServiceArea(point, regions)) return 'outOfZone';
  if (lookup.status === 'idle' || !samePoint(lookup.point, point) || lookup.status === 'loading') return 'lookingUp';
  return null;
}

/** Whether this point's street is typed by hand, and why; null while looking up, or when a street was found. */
export function manualEntry(point: LatLng, lookup: ReverseLookup): ManualEntryReason | null {
  if (lookup.status === 'idle' || lookup.status === 'loading' || !samePoint(lookup.point, point)) return null;
  if (lookup.status === 'failed') return 'lookupFailed';
  return lookup.place?.streetName.trim() ? null : 'noStreet';
}

/** The place the lookup found for exactly this point, else null (an answer for an older point does not count). */
export function placeAt(point: LatLng, lookup: ReverseLookup): GeocodedPlace | null {
  return lookup.status === 'done' && samePoint(lookup.point, point) ? lookup.place : null;
}

/** The city a point belongs to: its delivery region's city, else the city the picker shows. */
export function cityAt(point: LatLng, regions: readonly PickerRegion[] | null, shownCityId: string | null): string | null {
  return regions?.find((region) => region.cityId !== null && containsPoint(region.polygon, point))?.cityId ?? shownCityId;
}

/** The city the picker shows first: the draft address's city, else the merchant's main city, else the first one. */
export function startingCity(cities: readonly PickerCity[], draftCityId: string | null, mainCityId: string | null): PickerCity | null {
  const byId = (id: string | null) => (id ? cities.find((city) => city.id === id) : undefined);
  return byId(draftCityId) ?? byId(mainCityId) ?? cities[0] ?? null;
}

/** Where the map opens: the draft address's point, else the city's centre, else the spec's default for a new address. */
export function startingCentre(draftAddress: DeliveryAddressDraft | null, city: PickerCity | null): LatLng {
  if (hasPoint(draftAddress)) return roundPoint(draftAddress);
  return city ? roundPoint(city) : NEW_ADDRESS_CENTRE;
}

/** What the add-address drawer asks for. */
export interface AddressExtras {
  name: string;
  office: string;
  domophone: string;
  entrance: string;
  floor: string;
}

export const NO_EXTRAS: AddressExtras = { name: '', office: '', domophone: '', entrance: '', floor: '' };

/** Spec "Address auto-generation": a known address within the match tolerance of the point is that address. */
export function reusedAddress(known: readonly PointAddress[], point: LatLng): PointAddress | null {
  return findSamePoint(known, point) ?? null;
}

export function extrasOf(address: PointAddress | null): AddressExtras {
  if (!address) return NO_EXTRAS;
  const { name, office, domophone, entrance, floor } = address;
  return { name, office, domophone, entrance, floor };
}

/** The street and house the customer types when the lookup failed or found no street. */
export interface TypedStreet {
  streetName: string;
  houseNumber: string;
}

/** The API keeps at most this many characters of a street, a house number and a description (AddressRequestSchema). */
export const STREET_MAX = 300;
export const HOUSE_MAX = 50;
const DESCRIPTION_MAX = 500;

/**
 * What the street fields start with: the known address at this point (the customer typed it before), else
 * whatever the lookup found there (a house number without a street, say), else nothing.
 */
export function typedStreetStart(found: GeocodedPlace | null, reused: PointAddress | null): TypedStreet {
  if (reused?.streetName.trim()) return { streetName: reused.streetName, houseNumber: reused.houseNumber };
  return { streetName: found?.streetName ?? '', houseNumber: found?.houseNumber ?? '' };
}

/** The address parts saving takes: the looked-up place's, or the typed ones. */
export type AddressPlace = Pick<GeocodedPlace, 'streetName' | 'houseNumber' | 'description'>;

/**
 * The typed street as the address's parts; null while the street is empty (a courier needs at least that).
 * The line a courier reads is the typed street, then whatever the lookup knew of the place (its district).
 */
export function typedPlace(typed: TypedStreet, found: GeocodedPlace | null): AddressPlace | null {
  const streetName = typed.streetName.trim().slice(0, STREET_MAX);
  const houseNumber = typed.houseNumber.trim().slice(0, HOUSE_MAX);
  if (!streetName) return null;
  const line = streetLine({ streetName, houseNumber });
  const description = [line, found?.description.trim() ?? ''].filter(Boolean).join(', ');
  return { streetName, houseNumber, description: description.slice(0, DESCRIPTION_MAX) };
}

/**
 * The address saving makes: the pin's point (where the customer put it, not Nominatim's building
 * centre), the looked-up (or typed) street and line, the drawer's fields, and the reused address's id and comment.
 */
export function addressToSave(input: { point: LatLng; place: AddressPlace; cityId: string | null; extras: AddressExtras; reused: PointAddress | null }): PointAddress {
  const { point, place, cityId, extras, reused } = input;
  const trim = (value: string) => value.trim();
  return {
    id: reused?.id ?? null,
    name: trim(extras.name),
    description: place.description,
    cityId,
    streetName: place.streetName,
    houseNumber: place.houseNumber,
    ...roundPoint(point),
    office: trim(extras.office),
    entrance: trim(extras.entrance),
    floor: trim(extras.floor),
    domophone: trim(extras.domophone),
    comment: reused?.comment ?? '',
  };
}
