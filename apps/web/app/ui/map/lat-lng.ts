// The one place where our {latitude, longitude} becomes Leaflet's [lat, lng] tuple (GeoJSON's
// [lng, lat] lives in packages/domain/src/geo.ts): two orders in one codebase need one door each.
import type { LatLng } from '@dastarkhan/domain/geo';

export function toLeaflet(place: LatLng): [number, number] {
  return [place.latitude, place.longitude];
}

/** The reverse of toLeaflet (Leaflet hands back `{ lat, lng }` objects). */
export function fromLeaflet(point: { lat: number; lng: number }): LatLng {
  return { latitude: point.lat, longitude: point.lng };
}
