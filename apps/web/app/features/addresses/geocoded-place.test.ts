// Nominatim's answer as the picker holds it, and the resource route's URLs.
import { describe, expect, it } from 'vitest';
import type { NominatimPlace } from '@dastarkhan/domain/contracts/geocoding';
import { reverseGeocodePath, searchGeocodePath, toGeocodedPlace } from './geocoded-place.ts';

const base: NominatimPlace = {
  place_id: 7,
  lat: '41.3111000',
  lon: '69.2797000',
  display_name: "12, Amir Temur ko'chasi, Yunusobod tumani, Toshkent, 100084, Oʻzbekiston",
  address: { house_number: '12', road: "Amir Temur ko'chasi", suburb: 'Yunusobod tumani', city: 'Toshkent' },
};

describe('toGeocodedPlace', () => {
  it('reads the decimal strings as numbers and names the place by its street when it has no name of its own', () => {
    expect(toGeocodedPlace({ ...base, name: '' })).toEqual({
      latitude: 41.3111,
      longitude: 69.2797,
      name: "Amir Temur ko'chasi 12",
      displayName: base.display_name,
      streetName: "Amir Temur ko'chasi",
      houseNumber: '12',
      description: "Amir Temur ko'chasi 12, Yunusobod tumani, Toshkent",
    });
  });

  it("prefers the place's own name, and falls back to the display name when there is no street", () => {
    expect(toGeocodedPlace({ ...base, name: 'Magic City' })?.name).toBe('Magic City');
    expect(toGeocodedPlace({ ...base, address: { city: 'Toshkent' } })?.name).toBe(base.display_name);
  });

  it('drops a place without a usable point', () => {
    expect(toGeocodedPlace({ ...base, lat: 'n/a' })).toBeNull();
  });
});

describe('geocode URLs', () => {
  it('ask the resource route for a point or a text, encoded', () => {
    expect(reverseGeocodePath({ latitude: 41.311321, longitude: 69.279223 })).toBe('/address/geocode?lat=41.311321&lon=69.279223');
    expect(searchGeocodePath("Amir Temur 15 & ko'cha")).toBe("/address/geocode?q=Amir+Temur+15+%26+ko%27cha");
  });
});
