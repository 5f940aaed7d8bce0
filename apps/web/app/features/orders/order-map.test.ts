// The order's map: where a delivery goes, the courier's position from the order or a live event
// (newest wins, another courier replaces the known one) and the markers.
import { describe, expect, it } from 'vitest';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { applyCourierEvent, courierOf, destinationOf, orderMapMarkers, reconcileCourier, type CourierOnMap } from './order-map.ts';

const AZIZ = '00000000-0000-4000-8000-0000000000c1';
const BOBUR = '00000000-0000-4000-8000-0000000000c2';

function courier(overrides: Partial<CourierOnMap> = {}): CourierOnMap {
  return { id: AZIZ, name: 'Aziz', phone: '+998901234501', position: { latitude: 41.3, longitude: 69.27, at: '2025-06-02T07:00:00.000Z' }, ...overrides };
}

const at = (iso: string) => ({ courierId: AZIZ, latitude: 41.305, longitude: 69.275, at: iso });

describe('destinationOf', () => {
  const address = { latitude: 41.31, longitude: 69.28 };

  it("is the delivery address's point, else the order's own point", () => {
    expect(destinationOf({ serviceType: 'DELIVERY', address, latitude: 1, longitude: 2 })).toEqual(address);
    expect(destinationOf({ serviceType: 'DELIVERY', address: { name: 'Home' }, latitude: 41.2, longitude: 69.1 })).toEqual({ latitude: 41.2, longitude: 69.1 });
  });

  it('is nothing for pick-up, or for a delivery without a point', () => {
    expect(destinationOf({ serviceType: 'PICK_UP', address, latitude: null, longitude: null })).toBeNull();
    expect(destinationOf({ serviceType: 'DELIVERY', address: null, latitude: 41.2, longitude: null })).toBeNull();
  });
});

describe('courierOf', () => {
  const base = { id: AZIZ, name: 'Aziz', phone: null } satisfies Partial<NonNullable<Order['courier']>>;

  it('has a position only when the latitude, longitude and time are all known', () => {
    expect(courierOf({ courier: { ...base, latitude: 41.3, longitude: 69.27, locationUpdatedAt: '2025-06-02T07:00:00.000Z' } })?.position).toEqual({
      latitude: 41.3,
      longitude: 69.27,
      at: '2025-06-02T07:00:00.000Z',
    });
    expect(courierOf({ courier: { ...base, latitude: 41.3, longitude: 69.27, locationUpdatedAt: null } })).toEqual({ ...base, position: null });
    expect(courierOf({ courier: null })).toBeNull();
  });
});

describe('applyCourierEvent', () => {
  it('moves the courier to a newer position, keeping name and phone', () => {
    const moved = applyCourierEvent(courier(), at('2025-06-02T07:00:05.000Z'));
    expect(moved).toEqual({ ...courier(), position: { latitude: 41.305, longitude: 69.275, at: '2025-06-02T07:00:05.000Z' } });
  });

  it('ignores a position no newer than the one shown', () => {
    const shown = courier();
    expect(applyCourierEvent(shown, at('2025-06-02T07:00:00.000Z'))).toBe(shown);
    expect(applyCourierEvent(shown, at('2025-06-02T06:59:00.000Z'))).toBe(shown);
  });

  it('takes a position of another courier, or of a first one, as a courier whose name is not known yet', () => {
    expect(applyCourierEvent(courier(), { ...at('2025-06-02T07:00:05.000Z'), courierId: BOBUR })).toEqual({
      id: BOBUR,
      name: null,
      phone: null,
      position: { latitude: 41.305, longitude: 69.275, at: '2025-06-02T07:00:05.000Z' },
    });
    expect(applyCourierEvent(null, at('2025-06-02T07:00:05.000Z')).name).toBeNull();
  });
});

describe('reconcileCourier', () => {
  const newer = { latitude: 41.31, longitude: 69.29, at: '2025-06-02T07:00:09.000Z' };

  it('keeps a newer live position of the courier the order was read with', () => {
    expect(reconcileCourier(courier(), courier({ name: null, position: newer }))).toEqual(courier({ position: newer }));
  });

  it('takes the read order when its position is newer, or its courier is another one', () => {
    const read = courier({ position: newer });
    expect(reconcileCourier(read, courier())).toBe(read);
    expect(reconcileCourier(courier(), courier({ id: BOBUR, position: newer }))).toEqual(courier());
    expect(reconcileCourier(null, courier())).toBeNull();
  });
});

describe('orderMapMarkers', () => {
  const labels = { branch: 'Branch', destination: 'Address', courier: 'Courier' };
  const place = { latitude: 41.3, longitude: 69.2 };

  it('shows each of branch, destination and courier that has a place, with its kind', () => {
    expect(orderMapMarkers({ branch: place, destination: place, courier: place }, labels).map((marker) => [marker.id, marker.kind, marker.label])).toEqual([
      ['branch', 'branch', 'Branch'],
      ['destination', 'destination', 'Address'],
      ['courier', 'courier', 'Courier'],
    ]);
    expect(orderMapMarkers({ branch: place, destination: null, courier: null }, labels).map((marker) => marker.id)).toEqual(['branch']);
  });
});
