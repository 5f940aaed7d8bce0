// What a live order event changes on the page before the order is read again: status, courier
// status and payment (paid, refunded, no longer waiting for a payment), with the new status as a step
// of the timeline.
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { OrderEvent } from '@dastarkhan/domain/contracts/order-events';
import { canCustomerCancel, customerPaymentState, isFinalOrderStatus } from '@dastarkhan/domain/order-status';

export type LiveOrder = Pick<
  Order,
  'status' | 'courierStatus' | 'isPaid' | 'canCancel' | 'statusHistory' | 'serviceType' | 'paymentType' | 'paymentState' | 'paidAt' | 'refundedAt' | 'paymentExpiresAt'
>;

/** The newest change the order itself records (ms since epoch), or -Infinity. */
function latestChange(order: LiveOrder): number {
  return order.statusHistory.reduce((latest, change) => Math.max(latest, Date.parse(change.at)), Number.NEGATIVE_INFINITY);
}

/** Whether the event says something the order shown does not. */
export function eventDiffers(order: LiveOrder, event: OrderEvent): boolean {
  return event.status !== order.status || event.courierStatus !== order.courierStatus || event.isPaid !== order.isPaid || event.isRefunded !== (order.refundedAt !== null);
}

/**
 * The order as the event describes it. An event no newer than the order's own latest change is
 * ignored: the order was read after it, so it already holds that change or a later one. A new
 * status is added to the history (the timeline's step and time) and ends the right to cancel once
 * the order is past the point where the customer may (or once it is paid online). The payment state
 * is worked out as the API works it out; the event's time stands for the payment's or refund's until
 * the order is read again, and a paid or canceled order waits for no payment.
 */
export function applyOrderEvent<T extends LiveOrder>(order: T, event: OrderEvent | null): T {
  if (!event || Date.parse(event.at) <= latestChange(order) || !eventDiffers(order, event)) return order;
  const statusChanged = event.status !== order.status;
  const state = { status: event.status, courierStatus: event.courierStatus, isPaid: event.isPaid, serviceType: order.serviceType, paymentType: order.paymentType };
  return {
    ...order,
    status: event.status,
    courierStatus: event.courierStatus,
    isPaid: event.isPaid,
    paymentState: customerPaymentState({ ...state, isRefunded: event.isRefunded }),
    paidAt: event.isPaid ? (order.paidAt ?? event.at) : order.paidAt,
    refundedAt: event.isRefunded ? (order.refundedAt ?? event.at) : null,
    paymentExpiresAt: event.isPaid || event.status === 'CANCELED' ? null : order.paymentExpiresAt,
    canCancel: order.canCancel && canCustomerCancel(state),
    statusHistory: statusChanged
      ? [
          ...order.statusHistory,
          { status: event.status, courierStatus: event.courierStatus, reason: 'CHANGE_STATUS', comment: null, actorType: 'SYSTEM', at: event.at },
        ]
      : order.statusHistory,
  };
}

/** The page listens while the order can still change. */
export function isLiveOrder(order: Pick<Order, 'status'>): boolean {
  return !isFinalOrderStatus(order.status);
}
