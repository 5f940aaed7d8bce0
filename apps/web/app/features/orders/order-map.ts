// What the order's map shows, worked out without React: where the order goes, its courier and the
// courier's newest position (from the loader or from a live event, whichever is newer) and the markers.
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { LatLng } from '@dastarkhan/domain/geo';
import { hasCourier } from '@dastarkhan/domain/order-status';
import type { MapMarker } from '../../ui/map/map-view.tsx';

export interface CourierPositionOnMap extends LatLng {
  /** When the courier's device reported it (ISO 8601). */
  at: string;
}

export interface CourierOnMap {
  id: string;
  /** Null for a courier known only from a live event, until the order is read again. */
  name: string | null;
  phone: string | null;
  position: CourierPositionOnMap | null;
}

/** A courier position as the live events carry it (`courier` events, and the first `state` event). */
export interface CourierPositionEvent {
  courierId: string;
  latitude: number;
  longitude: number;
  at: string;
}

/** Where a delivery order goes: its address's point, else the order's own; nothing for pick-up or dine-in. */
export function destinationOf(order: Pick<Order, 'serviceType' | 'address' | 'latitude' | 'longitude'>): LatLng | null {
  if (!hasCourier(order.serviceType)) return null;
  const latitude = order.address?.latitude ?? order.latitude;
  const longitude = order.address?.longitude ?? order.longitude;
  return latitude == null || longitude == null ? null : { latitude, longitude };
}

/** The order's courier as the map needs it; the position only when all of it is known. */
export function courierOf(order: Pick<Order, 'courier'>): CourierOnMap | null {
  const { courier } = order;
  if (!courier) return null;
  const { latitude, longitude, locationUpdatedAt } = courier;
  const position = latitude !== null && longitude !== null && locationUpdatedAt !== null ? { latitude, longitude, at: locationUpdatedAt } : null;
  return { id: courier.id, name: courier.name, phone: courier.phone, position };
}

function positionTime(courier: CourierOnMap): number {
  return courier.position ? Date.parse(courier.position.at) : Number.NEGATIVE_INFINITY;
}

/**
 * The courier after a live position. An older (or the same) position of the same courier changes
 * nothing; a position of another courier means the order was given to that one, whose name comes
 * with the next read of the order.
 */
export function applyCourierEvent(courier: CourierOnMap | null, event: CourierPositionEvent): CourierOnMap {
  const position = { latitude: event.latitude, longitude: event.longitude, at: event.at };
  if (!courier || courier.id !== event.courierId) return { id: event.courierId, name: null, phone: null, position };
  if (Date.parse(event.at) <= positionTime(courier)) return courier;
  return { ...courier, position };
}

/**
 * The loader's courier against one built from live events before that read. The read is newer about
 * who the courier is; the events may still be newer about where the same courier is.
 */
export function reconcileCourier(loaded: CourierOnMap | null, live: CourierOnMap | null): CourierOnMap | null {
  if (!loaded || !live || live.id !== loaded.id) return loaded;
  return positionTime(live) > positionTime(loaded) ? { ...loaded, position: live.position } : loaded;
}

export interface OrderMapMarkerLabels {
  branch: string;
  destination: string;
  courier: string;
}

/** Branch, destination and courier markers, each where it is known. */
export function orderMapMarkers(
  places: { branch: LatLng | null; destination: LatLng | null; courier: LatLng | null },
  labels: OrderMapMarkerLabels,
): MapMarker[] {
  const markers: MapMarker[] = [];
  if (places.branch) markers.push({ id: 'branch', kind: 'branch', place: places.branch, label: labels.branch });
  if (places.destination) markers.push({ id: 'destination', kind: 'destination', place: places.destination, label: labels.destination });
  if (places.courier) markers.push({ id: 'courier', kind: 'courier', place: places.courier, label: labels.courier });
  return markers;
}
