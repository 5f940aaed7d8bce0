// Tells the merchant's analytics that an order was placed (checkout's confirmation page calls it): an event
// on the window that analytics.tsx turns into the trackers' conversions, so checkout never loads their code.
import type { PlacedOrder } from './load-trackers.ts';

export const ORDER_PLACED_EVENT = 'dastarkhan:order-placed';

export function announceOrderPlaced(order: PlacedOrder): void {
  window.dispatchEvent(new CustomEvent<PlacedOrder>(ORDER_PLACED_EVENT, { detail: order }));
}
