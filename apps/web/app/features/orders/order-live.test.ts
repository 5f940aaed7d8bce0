// Live order events on the order page: a newer event moves the order on (status, courier, payment
// paid or refunded, a timeline step); an event the order already includes, or an older one, changes nothing.
import { describe, expect, it } from 'vitest';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { OrderEvent } from '@dastarkhan/domain/contracts/order-events';
import { applyOrderEvent, eventDiffers, isLiveOrder } from './order-live.ts';
import { timelineSteps } from './order-timeline.ts';

type LiveOrder = Parameters<typeof applyOrderEvent>[0];

const ORDER_ID = '00000000-0000-4000-8000-000000000001';

function order(overrides: Partial<LiveOrder> = {}): LiveOrder {
  return {
    status: 'CREATED',
    courierStatus: null,
    isPaid: false,
    canCancel: true,
    serviceType: 'PICK_UP',
    paymentType: 'CASH',
    paymentState: 'unpaid',
    paidAt: null,
    refundedAt: null,
    paymentExpiresAt: null,
    statusHistory: [{ status: 'CREATED', courierStatus: null, reason: 'CHANGE_STATUS', comment: null, actorType: 'CUSTOMER', at: '2025-06-02T12:00:00.000+05:00' }],
    ...overrides,
  };
}

function event(overrides: Partial<OrderEvent>): OrderEvent {
  return {
    merchantId: '00000000-0000-4000-8000-0000000000aa',
    orderId: ORDER_ID,
    userId: null,
    status: 'CREATED',
    courierStatus: null,
    isPaid: false,
    isRefunded: false,
    at: '2025-06-02T07:05:00.000Z',
    ...overrides,
  };
}

describe('applyOrderEvent', () => {
  it('moves the order to a newer status, adds it to the timeline and ends the right to cancel once accepted', () => {
    const next = applyOrderEvent(order(), event({ status: 'ACCEPTED' }));
    expect(next.status).toBe('ACCEPTED');
    expect(next.canCancel).toBe(false);
    expect(timelineSteps(next).slice(0, 2)).toEqual([
      { status: 'CREATED', state: 'done', at: '2025-06-02T12:00:00.000+05:00' },
      { status: 'ACCEPTED', state: 'current', at: '2025-06-02T07:05:00.000Z' },
    ]);
  });

  it('applies quick changes one after the other, so each becomes a step of the timeline', () => {
    const events = [event({ status: 'ACCEPTED', at: '2025-06-02T07:05:00.000Z' }), event({ status: 'COOKING', at: '2025-06-02T07:05:01.000Z' })];
    const next = events.reduce((current, change) => applyOrderEvent(current, change), order());
    expect(timelineSteps(next).map((step) => `${step.status}:${step.state}`).slice(0, 3)).toEqual(['CREATED:done', 'ACCEPTED:done', 'COOKING:current']);
  });

  it('takes a payment or courier change without adding a step', () => {
    const base = order({ serviceType: 'DELIVERY', paymentType: 'PAYME', paymentExpiresAt: '2025-06-02T07:30:00.000Z' });
    const paid = applyOrderEvent(base, event({ isPaid: true }));
    expect(paid).toMatchObject({ isPaid: true, paymentState: 'paid', paidAt: '2025-06-02T07:05:00.000Z', paymentExpiresAt: null });
    expect(paid.statusHistory).toHaveLength(1);
    // Paid online: the money goes back only through the provider, so the customer can no longer cancel.
    expect(paid.canCancel).toBe(false);
    const courier = applyOrderEvent(order({ serviceType: 'DELIVERY', status: 'DONE' }), event({ status: 'DONE', courierStatus: 'PERFORMER_FOUND' }));
    expect(courier.courierStatus).toBe('PERFORMER_FOUND');
  });

  it('ignores an event the order already includes or one older than its latest change', () => {
    const current = order({
      status: 'COOKING',
      canCancel: false,
      statusHistory: [
        { status: 'CREATED', courierStatus: null, reason: 'CHANGE_STATUS', comment: null, actorType: 'CUSTOMER', at: '2025-06-02T07:00:00.000Z' },
        { status: 'COOKING', courierStatus: null, reason: 'CHANGE_STATUS', comment: null, actorType: 'OPERATOR', at: '2025-06-02T07:10:00.000Z' },
      ],
    });
    // The same instant the history recorded: the loader read it already.
    expect(applyOrderEvent(current, event({ status: 'COOKING', at: '2025-06-02T07:10:00.000Z' }))).toBe(current);
    // An older event arriving late must not take the page back.
    expect(applyOrderEvent(current, event({ status: 'ACCEPTED', at: '2025-06-02T07:05:00.000Z' }))).toBe(current);
    expect(applyOrderEvent(current, null)).toBe(current);
  });

  it('keeps a cancellation the merchant does not allow impossible whatever the status', () => {
    const next = applyOrderEvent(order({ canCancel: false }), event({ status: 'OPEN' }));
    expect(next.status).toBe('OPEN');
    expect(next.canCancel).toBe(false);
  });
});

describe('payment events', () => {
  const unpaidPayme = () => order({ paymentType: 'PAYME', paymentExpiresAt: '2025-06-02T07:30:00.000Z' });

  it('shows a refund after payment as refunded, with the cancellation the refund brought', () => {
    const paid = applyOrderEvent(unpaidPayme(), event({ isPaid: true, at: '2025-06-02T07:05:00.000Z' }));
    const refunded = applyOrderEvent(paid, event({ status: 'CANCELED', isPaid: false, isRefunded: true, at: '2025-06-02T07:09:00.000Z' }));
    expect(refunded).toMatchObject({ status: 'CANCELED', isPaid: false, paymentState: 'refunded', refundedAt: '2025-06-02T07:09:00.000Z', paidAt: '2025-06-02T07:05:00.000Z' });
    expect(timelineSteps(refunded).at(-1)).toMatchObject({ status: 'CANCELED', state: 'canceled' });
  });

  it('shows a refund of an order already in the kitchen as refunded while it goes on', () => {
    const cooking = order({ paymentType: 'CLICK', status: 'COOKING', isPaid: true, paymentState: 'paid', paidAt: '2025-06-02T12:01:00.000+05:00', canCancel: false });
    const refunded = applyOrderEvent(cooking, event({ status: 'COOKING', isPaid: false, isRefunded: true }));
    expect(refunded).toMatchObject({ status: 'COOKING', paymentState: 'refunded', refundedAt: '2025-06-02T07:05:00.000Z' });
  });

  it('stops waiting for the payment of an order canceled for want of it, which then owes nothing', () => {
    const expired = applyOrderEvent(unpaidPayme(), event({ status: 'CANCELED', at: '2025-06-02T07:30:01.000Z' }));
    expect(expired).toMatchObject({ status: 'CANCELED', paymentState: 'none', paymentExpiresAt: null });
  });

  it('counts an order paid in person as paid once it is handed over', () => {
    const cash = order({ serviceType: 'PICK_UP', paymentType: 'CASH', status: 'DONE', canCancel: false });
    expect(applyOrderEvent(cash, event({ status: 'CLOSED' })).paymentState).toBe('paid');
  });
});

describe('eventDiffers and isLiveOrder', () => {
  it('tells when an event says something new', () => {
    expect(eventDiffers(order(), event({}))).toBe(false);
    expect(eventDiffers(order(), event({ status: 'COOKING' }))).toBe(true);
    expect(eventDiffers(order(), event({ isPaid: true }))).toBe(true);
    expect(eventDiffers(order(), event({ isRefunded: true }))).toBe(true);
    expect(eventDiffers(order({ refundedAt: '2025-06-02T07:00:00.000Z', paymentState: 'refunded' }), event({ isRefunded: true }))).toBe(false);
  });

  it('listens until the order is canceled or closed', () => {
    expect(isLiveOrder({ status: 'DELIVERED' } as Pick<Order, 'status'>)).toBe(true);
    expect(isLiveOrder({ status: 'CANCELED' } as Pick<Order, 'status'>)).toBe(false);
    expect(isLiveOrder({ status: 'CLOSED' } as Pick<Order, 'status'>)).toBe(false);
  });
});
