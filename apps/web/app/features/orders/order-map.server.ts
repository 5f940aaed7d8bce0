// Loader side of /profile/orders/:id/map: the customer's order (404 for anyone else's) with only what
// its map needs: status, branch point, destination, courier with the last position, and the tiles.
import type { AppLoadContext } from 'react-router';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { LatLng } from '@dastarkhan/domain/geo';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { isApiNotFound } from '../../lib/api.server.ts';
import { storefrontRequest, type Session } from '../../lib/session.server.ts';
import { mapTiles, type MapTiles } from '../../ui/map/map-tiles.ts';
import type { LiveOrder } from './order-live.ts';
import { courierOf, destinationOf, type CourierOnMap } from './order-map.ts';
import { loadOrder } from './orders.server.ts';

/** The order fields the page shows and its live events move (see order-live.ts). */
export type OrderOnMap = Pick<Order, 'id' | 'number'> & LiveOrder;

export interface OrderMapData {
  order: OrderOnMap;
  /** Null when the branch is no longer listed (closed down): the map goes without it. */
  branch: { name: string; place: LatLng } | null;
  destination: LatLng | null;
  courier: CourierOnMap | null;
  tiles: MapTiles;
}

async function loadBranchPlace(context: AppLoadContext, session: Session, order: Order): Promise<OrderMapData['branch']> {
  try {
    const branch = await storefrontRequest<Branch>(context, session.storefront, `/api/users/v1/branches/${encodeURIComponent(order.branch.id)}`);
    return { name: pickLocalized(branch.name, session.storefront.language), place: { latitude: branch.latitude, longitude: branch.longitude } };
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

export async function loadOrderMap(context: AppLoadContext, session: Session, id: string): Promise<OrderMapData> {
  // The order read the customer's way carries the courier with its last position: no second call needed.
  const order = await loadOrder(context, session, id);
  const branch = await loadBranchPlace(context, session, order);
  const { number, status, courierStatus, isPaid, canCancel, statusHistory, serviceType, paymentType, paymentState, paidAt, refundedAt, paymentExpiresAt } = order;
  return {
    order: { id: order.id, number, status, courierStatus, isPaid, canCancel, statusHistory, serviceType, paymentType, paymentState, paidAt, refundedAt, paymentExpiresAt },
    branch,
    destination: destinationOf(order),
    courier: courierOf(order),
    tiles: mapTiles(context, session.storefront),
  };
}
