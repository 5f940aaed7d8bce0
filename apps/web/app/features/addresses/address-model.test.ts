// The storefront's address rules: Nominatim's answer read as street/house/line, the 0.000099° reuse
// rule at its edge, and the API body an address of the draft becomes (house or apartment, blanks as null).
import { describe, expect, it } from 'vitest';
import type { NominatimPlace } from '@dastarkhan/domain/contracts/geocoding';
import { GENERATED_ADDRESS_SUFFIX } from '@dastarkhan/domain/contracts/address';
import { EMPTY_ADDRESS } from '../basket/basket-model.ts';
import { addressAt, findSamePoint, generatedAddressId, isDeviceOnly, placeAddress, roundPoint, toAddressRequest, type PointAddress } from './address-model.ts';

const nominatim = (address: Record<string, string> | undefined, display_name = '12, Amir Temur, Toshkent'): NominatimPlace => ({
  place_id: 1,
  lat: '41.3111',
  lon: '69.2797',
  display_name,
  address,
});

const home: PointAddress = { ...EMPTY_ADDRESS, id: 'a1', streetName: "Amir Temur ko'chasi", houseNumber: '12', latitude: 41.311, longitude: 69.279 };

describe('placeAddress', () => {
  it('takes the road and house number and writes the line a courier reads: street, district, city', () => {
    expect(placeAddress(nominatim({ road: "Amir Temur ko'chasi", house_number: '12', suburb: 'Yunusobod tumani', city: 'Toshkent', country: 'Oʻzbekiston' }))).toEqual({
      streetName: "Amir Temur ko'chasi",
      houseNumber: '12',
      description: "Amir Temur ko'chasi 12, Yunusobod tumani, Toshkent",
    });
  });

  it('falls back to a pedestrian street and a town when there is no road or city', () => {
    expect(placeAddress(nominatim({ pedestrian: 'Sayilgoh', town: 'Chirchiq' }))).toEqual({ streetName: 'Sayilgoh', houseNumber: '', description: 'Sayilgoh, Chirchiq' });
  });

  it('has no street where Nominatim names none, and keeps its display name as the line', () => {
    expect(placeAddress(nominatim({ suburb: 'Yunusobod tumani' }, 'Yunusobod tumani, Toshkent'))).toEqual({ streetName: '', houseNumber: '', description: 'Yunusobod tumani, Toshkent' });
    expect(placeAddress(nominatim(undefined, 'Somewhere')).streetName).toBe('');
  });
});

describe('findSamePoint', () => {
  const point = { latitude: home.latitude, longitude: home.longitude };

  it('reuses an address up to 0.000099° away on both axes', () => {
    expect(findSamePoint([home], { latitude: point.latitude + 0.000099, longitude: point.longitude - 0.000099 })).toBe(home);
  });

  it('does not reuse one 0.0001° away on either axis', () => {
    expect(findSamePoint([home], { latitude: point.latitude + 0.0001, longitude: point.longitude })).toBeUndefined();
    expect(findSamePoint([home], { latitude: point.latitude, longitude: point.longitude - 0.0001 })).toBeUndefined();
  });
});

describe('toAddressRequest', () => {
  it('is a house without flat or floor, blanks sent as null and the point rounded to 6 decimals', () => {
    const body = toAddressRequest({ ...home, name: ' Uy ', entrance: '2', latitude: 41.31112345, longitude: 69.27922327443147 });
    expect(body).toMatchObject({ type: 'HOUSE', name: 'Uy', streetName: "Amir Temur ko'chasi", houseNumber: '12', description: null, comment: null, latitude: 41.311123, longitude: 69.279223 });
    expect(body.details).toEqual({ office: null, entrance: '2', floor: null, domophone: null });
  });

  it('is an apartment as soon as a flat or a floor is given', () => {
    expect(toAddressRequest({ ...home, office: '45' }).type).toBe('APARTMENT');
    expect(toAddressRequest({ ...home, floor: '3' }).type).toBe('APARTMENT');
  });
});

describe('device-made addresses', () => {
  it('carry the front-end marker and count as device-only, like one without an id', () => {
    const id = generatedAddressId();
    expect(id.endsWith(GENERATED_ADDRESS_SUFFIX)).toBe(true);
    expect(generatedAddressId()).not.toBe(id);
    expect(isDeviceOnly({ id })).toBe(true);
    expect(isDeviceOnly({ id: null })).toBe(true);
    expect(isDeviceOnly({ id: '7b0c9f6e-6a39-4f7e-9d55-2b3f9f0a1c11' })).toBe(false);
  });

  it('start at a rounded point with nothing else filled in', () => {
    expect(addressAt({ latitude: 41.1234567, longitude: 69.7654321 }, 'c1')).toEqual({ ...EMPTY_ADDRESS, latitude: 41.123457, longitude: 69.765432, cityId: 'c1' });
    expect(roundPoint({ latitude: -0.0000004, longitude: 1.0000005 })).toEqual({ latitude: -0, longitude: 1.000001 });
  });
});
