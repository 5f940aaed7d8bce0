// Leaflet is lat-first, GeoJSON lng-first: the helpers must not swap them.
import { describe, expect, it } from 'vitest';
import { toPosition } from '@dastarkhan/domain/geo';
import { fromLeaflet, toLeaflet } from './lat-lng.ts';

describe('Leaflet coordinates', () => {
  const tashkent = { latitude: 41.31, longitude: 69.28 };

  it('puts latitude first, unlike GeoJSON', () => {
    expect(toLeaflet(tashkent)).toEqual([41.31, 69.28]);
    expect(toPosition(tashkent)).toEqual([69.28, 41.31]);
  });

  it('round-trips through a Leaflet LatLng object', () => {
    const [lat, lng] = toLeaflet(tashkent);
    expect(fromLeaflet({ lat, lng })).toEqual(tashkent);
  });
});
