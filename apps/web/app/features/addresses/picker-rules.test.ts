// The picker's rules: when confirm is off and why, when the street is typed by hand, the city of a point,
// where the map opens, and the address saving makes (the pin's point, the looked-up or typed street, the
// drawer's fields, a reused id).
import { describe, expect, it } from 'vitest';
import type { PolygonGeometry } from '@dastarkhan/domain/geo';
import { EMPTY_ADDRESS } from '../basket/basket-model.ts';
import type { PointAddress } from './address-model.ts';
import type { GeocodedPlace } from './geocoded-place.ts';
import {
  addressToSave,
  cityAt,
  extrasOf,
  manualEntry,
  NEW_ADDRESS_CENTRE,
  NO_EXTRAS,
  placeAt,
  reusedAddress,
  saveBlock,
  startingCentre,
  startingCity,
  typedPlace,
  typedStreetStart,
  type PickerCity,
  type PickerRegion,
  type ReverseLookup,
} from './picker-rules.ts';

// A square around central Tashkent, positions [lng, lat] as GeoJSON has them.
const square: PolygonGeometry = { type: 'Polygon', coordinates: [[[69.2, 41.25], [69.35, 41.25], [69.35, 41.4], [69.2, 41.4], [69.2, 41.25]]] };
const regions: PickerRegion[] = [{ cityId: 'tashkent', polygon: square }];
const inside = { latitude: 41.311321, longitude: 69.279223 };
const outside = { latitude: 41.2, longitude: 68.5 };

const place = (streetName: string): GeocodedPlace => ({
  latitude: 41.3113,
  longitude: 69.2792,
  name: streetName,
  displayName: `${streetName}, Toshkent`,
  streetName,
  houseNumber: '12',
  description: `${streetName} 12, Toshkent`,
});
const done = (point: typeof inside, streetName = "Amir Temur ko'chasi"): ReverseLookup => ({ status: 'done', point, place: place(streetName) });

describe('saveBlock', () => {
  it('lets a looked-up street inside a region be saved', () => {
    expect(saveBlock({ point: inside, lookup: done(inside), validateDeliveryArea: true, regions })).toBeNull();
  });

  it('is out of the service zone outside every region when the merchant validates, whatever the street', () => {
    expect(saveBlock({ point: outside, lookup: done(outside), validateDeliveryArea: true, regions })).toBe('outOfZone');
    expect(saveBlock({ point: outside, lookup: { status: 'loading', point: outside }, validateDeliveryArea: true, regions })).toBe('outOfZone');
  });

  it('does not check the zone when the merchant does not validate, or when the regions could not be loaded', () => {
    expect(saveBlock({ point: outside, lookup: done(outside), validateDeliveryArea: false, regions })).toBeNull();
    expect(saveBlock({ point: outside, lookup: done(outside), validateDeliveryArea: true, regions: null })).toBeNull();
  });

  it('waits for the lookup of this very point: an answer for the previous point does not count', () => {
    expect(saveBlock({ point: inside, lookup: { status: 'idle' }, validateDeliveryArea: false, regions })).toBe('lookingUp');
    expect(saveBlock({ point: inside, lookup: { status: 'loading', point: inside }, validateDeliveryArea: false, regions })).toBe('lookingUp');
    const moved = { latitude: 41.32, longitude: 69.28 };
    expect(saveBlock({ point: moved, lookup: done(inside), validateDeliveryArea: false, regions })).toBe('lookingUp');
    expect(placeAt(moved, done(inside))).toBeNull();
    expect(placeAt(inside, done(inside))?.streetName).toBe("Amir Temur ko'chasi");
  });

  it('does not strand the customer without a street: a failed lookup, nothing at the point, or no street leave it on', () => {
    expect(saveBlock({ point: inside, lookup: done(inside, ''), validateDeliveryArea: true, regions })).toBeNull();
    expect(saveBlock({ point: inside, lookup: { status: 'done', point: inside, place: null }, validateDeliveryArea: true, regions })).toBeNull();
    expect(saveBlock({ point: inside, lookup: { status: 'failed', point: inside }, validateDeliveryArea: true, regions })).toBeNull();
  });

  it('still refuses a typed address outside every region when the merchant validates the area', () => {
    expect(saveBlock({ point: outside, lookup: { status: 'failed', point: outside }, validateDeliveryArea: true, regions })).toBe('outOfZone');
    expect(saveBlock({ point: outside, lookup: done(outside, ''), validateDeliveryArea: true, regions })).toBe('outOfZone');
    expect(saveBlock({ point: outside, lookup: { status: 'failed', point: outside }, validateDeliveryArea: false, regions })).toBeNull();
  });
});

describe('manualEntry', () => {
  it('asks for the street by hand when the lookup of this point failed or found no street', () => {
    expect(manualEntry(inside, { status: 'failed', point: inside })).toBe('lookupFailed');
    expect(manualEntry(inside, done(inside, ''))).toBe('noStreet');
    expect(manualEntry(inside, done(inside, '   '))).toBe('noStreet');
    expect(manualEntry(inside, { status: 'done', point: inside, place: null })).toBe('noStreet');
  });

  it('does not while the point is being looked up, for an answer about another point, or when a street was found', () => {
    expect(manualEntry(inside, { status: 'idle' })).toBeNull();
    expect(manualEntry(inside, { status: 'loading', point: inside })).toBeNull();
    expect(manualEntry(inside, { status: 'failed', point: outside })).toBeNull();
    expect(manualEntry(inside, done(inside))).toBeNull();
  });
});

describe('the typed street', () => {
  const streetless: GeocodedPlace = { ...place(''), houseNumber: '', name: 'Yangihayot tumani', description: 'Yangihayot tumani, Toshkent, Oʻzbekiston' };
  const houseOnly: GeocodedPlace = { ...streetless, houseNumber: '14' };

  it('starts with the known address at the point, else what the lookup found, else nothing', () => {
    const known: PointAddress = { ...EMPTY_ADDRESS, id: 'a', streetName: "Navro'z ko'chasi", houseNumber: '5', latitude: inside.latitude, longitude: inside.longitude };
    expect(typedStreetStart(streetless, known)).toEqual({ streetName: "Navro'z ko'chasi", houseNumber: '5' });
    expect(typedStreetStart(houseOnly, null)).toEqual({ streetName: '', houseNumber: '14' });
    expect(typedStreetStart(houseOnly, { ...known, streetName: ' ' })).toEqual({ streetName: '', houseNumber: '14' });
    expect(typedStreetStart(null, null)).toEqual({ streetName: '', houseNumber: '' });
  });

  it('needs a street; the house may stay empty', () => {
    expect(typedPlace({ streetName: '  ', houseNumber: '7' }, null)).toBeNull();
    expect(typedPlace({ streetName: ' Bobur ', houseNumber: ' ' }, null)).toEqual({ streetName: 'Bobur', houseNumber: '', description: 'Bobur' });
  });

  it('is the line a courier reads: the typed street and house, then the district the lookup found', () => {
    expect(typedPlace({ streetName: "Navro'z ko'chasi", houseNumber: '5' }, streetless)).toEqual({
      streetName: "Navro'z ko'chasi",
      houseNumber: '5',
      description: "Navro'z ko'chasi 5, Yangihayot tumani, Toshkent, Oʻzbekiston",
    });
    expect(typedPlace({ streetName: "Yangi Sergeli ko'chasi", houseNumber: '7A' }, null)?.description).toBe("Yangi Sergeli ko'chasi 7A");
  });

  it("keeps within the API's limits", () => {
    const typed = typedPlace({ streetName: 'S'.repeat(400), houseNumber: 'H'.repeat(80) }, streetless);
    expect(typed?.streetName).toHaveLength(300);
    expect(typed?.houseNumber).toHaveLength(50);
    expect(typed?.description.length).toBeLessThanOrEqual(500);
  });

  it("saves the typed street at the pin's point", () => {
    const typed = typedPlace({ streetName: "Navro'z ko'chasi", houseNumber: '5' }, streetless);
    if (!typed) throw new Error('a street was typed');
    expect(addressToSave({ point: { latitude: 41.2777004, longitude: 69.2777 }, place: typed, cityId: 'tashkent', extras: NO_EXTRAS, reused: null })).toMatchObject({
      streetName: "Navro'z ko'chasi",
      houseNumber: '5',
      description: "Navro'z ko'chasi 5, Yangihayot tumani, Toshkent, Oʻzbekiston",
      latitude: 41.2777,
      longitude: 69.2777,
    });
  });
});

describe('cities', () => {
  const tashkent: PickerCity = { id: 'tashkent', name: { uz: 'Toshkent', ru: 'Ташкент', eng: 'Tashkent' }, latitude: 41.2995, longitude: 69.2401 };
  const samarkand: PickerCity = { id: 'samarkand', name: { uz: 'Samarqand', ru: 'Самарканд', eng: 'Samarkand' }, latitude: 39.6542, longitude: 66.9597 };

  it("puts a point in its region's city, else the city the picker shows", () => {
    expect(cityAt(inside, regions, 'samarkand')).toBe('tashkent');
    expect(cityAt(outside, regions, 'samarkand')).toBe('samarkand');
    expect(cityAt(inside, null, null)).toBeNull();
  });

  it("starts on the draft address's city, else the main city, else the first", () => {
    expect(startingCity([tashkent, samarkand], 'samarkand', 'tashkent')).toBe(samarkand);
    expect(startingCity([tashkent, samarkand], null, 'samarkand')).toBe(samarkand);
    expect(startingCity([tashkent, samarkand], 'gone', null)).toBe(tashkent);
    expect(startingCity([], null, null)).toBeNull();
  });

  it("opens the map on the draft's point, else the city's centre, else the spec's default", () => {
    expect(startingCentre({ ...EMPTY_ADDRESS, latitude: 41.1234567, longitude: 69.1 }, tashkent)).toEqual({ latitude: 41.123457, longitude: 69.1 });
    expect(startingCentre({ ...EMPTY_ADDRESS }, tashkent)).toEqual({ latitude: 41.2995, longitude: 69.2401 });
    expect(startingCentre(null, null)).toEqual({ latitude: 41.311321, longitude: 69.27922327443147 });
    expect(NEW_ADDRESS_CENTRE).toEqual({ latitude: 41.311321, longitude: 69.27922327443147 });
  });
});

describe('the saved address', () => {
  const home: PointAddress = { ...EMPTY_ADDRESS, id: 'server-id', name: 'Uy', office: '45', floor: '3', comment: 'ring twice', latitude: 41.31132, longitude: 69.27922 };

  it('reuses a known address within the tolerance, prefilled with its name and extras', () => {
    const reused = reusedAddress([home], inside);
    expect(reused).toBe(home);
    expect(extrasOf(reused)).toEqual({ name: 'Uy', office: '45', domophone: '', entrance: '', floor: '3' });
    expect(reusedAddress([home], { latitude: inside.latitude + 0.001, longitude: inside.longitude })).toBeNull();
    expect(extrasOf(null)).toEqual(NO_EXTRAS);
  });

  it("is the pin's point with the looked-up street and the typed fields, trimmed; a reused address keeps its id and comment", () => {
    const extras = { name: ' Ish ', office: ' 7 ', domophone: '7K', entrance: '2', floor: '5' };
    expect(addressToSave({ point: { latitude: 41.3113214, longitude: 69.2792236 }, place: place("Amir Temur ko'chasi"), cityId: 'tashkent', extras, reused: home })).toEqual({
      id: 'server-id',
      name: 'Ish',
      description: "Amir Temur ko'chasi 12, Toshkent",
      cityId: 'tashkent',
      streetName: "Amir Temur ko'chasi",
      houseNumber: '12',
      latitude: 41.311321,
      longitude: 69.279224,
      office: '7',
      entrance: '2',
      floor: '5',
      domophone: '7K',
      comment: 'ring twice',
    });
    expect(addressToSave({ point: inside, place: place('X'), cityId: null, extras: NO_EXTRAS, reused: null })).toMatchObject({ id: null, comment: '' });
  });
});
