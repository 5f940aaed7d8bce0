// The order page's status timeline: the life cycle of the order's service type, with the steps the
// history says were passed (and when), the current one, and what is still ahead.
import type { OrderStatusChange } from '@dastarkhan/domain/contracts/order';
import type { OrderStatus, ServiceType } from '@dastarkhan/domain/enums';
import { hasCourier } from '@dastarkhan/domain/order-status';

export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'canceled';

export interface TimelineStep {
  status: OrderStatus;
  state: TimelineStepState;
  /** When the order entered this status (ISO), null for steps ahead or never recorded. */
  at: string | null;
}

/** Every status in the order an order passes them (CANCELED is not a step: it ends the line wherever it happens). */
const LIFE_CYCLE: readonly OrderStatus[] = ['AT_TIME', 'CREATED', 'OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY', 'DELIVERED', 'CLOSED'];

/**
 * The steps ahead a customer is shown, per kind of service: pick-up and dine-in have no courier states.
 * The others (a scheduled wait, a staff review, an attached courier, and for deliveries the merchant's
 * closing after the food has arrived) appear only once the order has been through them.
 */
function expectedSteps(serviceType: ServiceType): ReadonlySet<OrderStatus> {
  return hasCourier(serviceType)
    ? new Set(['CREATED', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED'])
    : new Set(['CREATED', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
}

export interface TimelineOrder {
  status: OrderStatus;
  serviceType: ServiceType;
  /** Oldest first. */
  statusHistory: readonly Pick<OrderStatusChange, 'status' | 'at'>[];
}

/**
 * The steps to draw. Past steps are the ones the history recorded (a skipped step, such as cooking in a
 * shop, is not invented); the current status is highlighted; the steps ahead are the service type's
 * usual ones. A canceled order shows what it got through, then the cancellation, and nothing ahead.
 */
export function timelineSteps(order: TimelineOrder): TimelineStep[] {
  const enteredAt = new Map<OrderStatus, string>();
  for (const change of order.statusHistory) if (!enteredAt.has(change.status)) enteredAt.set(change.status, change.at);

  const canceled = order.status === 'CANCELED';
  const expected = expectedSteps(order.serviceType);
  // Where the order stands on the line: for a canceled order, the furthest status it reached.
  const reachedIndexes = LIFE_CYCLE.map((status, index) => (enteredAt.has(status) ? index : -1)).filter((index) => index >= 0);
  const currentIndex = canceled ? Math.max(-1, ...reachedIndexes) : LIFE_CYCLE.indexOf(order.status);

  const steps: TimelineStep[] = [];
  LIFE_CYCLE.forEach((status, index) => {
    const at = enteredAt.get(status) ?? null;
    if (index < currentIndex || (canceled && index === currentIndex)) {
      if (at !== null) steps.push({ status, state: 'done', at });
    } else if (index === currentIndex) {
      steps.push({ status, state: 'current', at });
    } else if (!canceled && expected.has(status)) {
      steps.push({ status, state: 'upcoming', at: null });
    }
  });
  if (canceled) steps.push({ status: 'CANCELED', state: 'canceled', at: enteredAt.get('CANCELED') ?? null });
  return steps;
}
