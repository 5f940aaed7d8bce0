// Tests of the order and courier status machines: each class of allowed and refused move, and reachability.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURIER_STATUSES, ORDER_STATUSES, PAYMENT_TYPES, SERVICE_TYPES } from './enums.ts';
import type { CourierStatus, OrderStatus, ServiceType } from './enums.ts';
import {
  ACTIVE_ORDER_STATUSES,
  ARCHIVE_ORDER_STATUSES,
  COURIER_STATUS_TEXT,
  ORDER_STATUS_TEXT,
  canCustomerCancel,
  courierStatusTransition,
  customerPaymentState,
  initialOrderStatus,
  isFinalOrderStatus,
  nextCourierStatuses,
  nextOrderStatuses,
  orderStatusTransition,
} from './order-status.ts';
import type { OrderState } from './order-status.ts';

const order = (overrides: Partial<OrderState> = {}): OrderState => ({
  status: 'CREATED',
  serviceType: 'DELIVERY',
  paymentType: 'CASH',
  isPaid: false,
  courierStatus: null,
  ...overrides,
});

const move = (state: Partial<OrderState>, to: OrderStatus) => orderStatusTransition(order(state), to);
const courier = (state: Partial<OrderState>, to: CourierStatus) => courierStatusTransition(order(state), to);

/** Walks a delivery order through its statuses, failing loudly at the first refused step. */
function walk(start: OrderState, path: readonly OrderStatus[]): OrderState {
  return path.reduce((state, to) => {
    expect({ from: state.status, to, result: orderStatusTransition(state, to) }).toEqual({ from: state.status, to, result: { ok: true } });
    return { ...state, status: to };
  }, start);
}

describe('initialOrderStatus', () => {
  it('puts a scheduled order in AT_TIME and an order for now in CREATED', () => {
    expect(initialOrderStatus({ deliveryAt: new Date('2025-06-02T13:00:00+05:00') })).toBe('AT_TIME');
    expect(initialOrderStatus({ deliveryAt: null })).toBe('CREATED');
  });
});

describe('orderStatusTransition: the happy paths', () => {
  it('takes a cash delivery order from CREATED to CLOSED, with and without the courier attached step', () => {
    walk(order(), ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY', 'DELIVERED', 'CLOSED']);
    walk(order(), ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED']);
  });

  it('hands a pick-up or dine-in order over straight from DONE to CLOSED', () => {
    walk(order({ serviceType: 'PICK_UP' }), ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
    walk(order({ serviceType: 'DINE_IN', paymentType: 'TERMINAL' }), ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
  });

  it('lets a shop with nothing to cook go from ACCEPTED to DONE', () => {
    expect(move({ status: 'ACCEPTED' }, 'DONE')).toEqual({ ok: true });
  });

  it('moves a scheduled order to CREATED when its time comes, or lets staff accept it early', () => {
    expect(move({ status: 'AT_TIME' }, 'CREATED')).toEqual({ ok: true });
    expect(move({ status: 'AT_TIME' }, 'ACCEPTED')).toEqual({ ok: true });
    expect(move({ status: 'AT_TIME' }, 'COOKING')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
  });

  it('treats the aggregator services (Yandex Eats, Express 24) as delivered by a courier', () => {
    walk(order({ serviceType: 'YANDEX_EATS' }), ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED']);
    walk(order({ serviceType: 'EXPRESS_24' }), ['ACCEPTED', 'DONE', 'ATTACHED', 'ON_WAY', 'DELIVERED', 'CLOSED']);
  });
});

describe('orderStatusTransition: refusals', () => {
  it('never accepts an order paid online before the payment completed', () => {
    for (const paymentType of ['CLICK', 'PAYME', 'UZUM', 'PAYNET', 'PAYZE', 'RAHMAT', 'OTHER', 'CLICK_MINI_APP'] as const) {
      for (const status of ['CREATED', 'OPEN', 'AT_TIME'] as const) {
        expect(move({ status, paymentType, isPaid: false }, 'ACCEPTED')).toEqual({ ok: false, reason: 'NOT_PAID' });
        expect(move({ status, paymentType, isPaid: true }, 'ACCEPTED')).toEqual({ ok: true });
      }
    }
  });

  it('accepts cash and terminal orders before they are paid (money changes hands in person)', () => {
    expect(move({ paymentType: 'CASH', isPaid: false }, 'ACCEPTED')).toEqual({ ok: true });
    expect(move({ paymentType: 'TERMINAL', isPaid: false }, 'ACCEPTED')).toEqual({ ok: true });
  });

  it('lets an unpaid online order be canceled or opened, but not accepted', () => {
    const unpaid = order({ paymentType: 'PAYME', isPaid: false });
    expect(nextOrderStatuses(unpaid)).toEqual(['OPEN', 'CANCELED']);
  });

  it('refuses every move out of CANCELED and CLOSED as FINAL', () => {
    for (const status of ['CANCELED', 'CLOSED'] as const) {
      for (const to of ORDER_STATUSES) expect(move({ status }, to)).toEqual({ ok: false, reason: 'FINAL' });
      expect(nextOrderStatuses(order({ status }))).toEqual([]);
    }
  });

  it('refuses courier statuses for pick-up and dine-in orders', () => {
    for (const serviceType of ['PICK_UP', 'DINE_IN'] as const) {
      for (const to of ['ATTACHED', 'ON_WAY', 'DELIVERED'] as const) {
        expect(move({ status: 'DONE', serviceType }, to)).toEqual({ ok: false, reason: 'NO_COURIER_FOR_SERVICE' });
      }
    }
  });

  it('does not let a delivery order be closed before it is delivered', () => {
    expect(move({ status: 'DONE' }, 'CLOSED')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
    expect(move({ status: 'ON_WAY' }, 'CLOSED')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
  });

  it('refuses going back, skipping acceptance, and standing still', () => {
    expect(move({ status: 'COOKING' }, 'ACCEPTED')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
    expect(move({ status: 'DELIVERED' }, 'ON_WAY')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
    expect(move({ status: 'CREATED' }, 'COOKING')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
    expect(move({ status: 'CREATED' }, 'AT_TIME')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
    expect(move({ status: 'COOKING' }, 'COOKING')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
  });

  it('lets staff cancel until the order is delivered, but not after', () => {
    for (const status of ['AT_TIME', 'CREATED', 'OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY'] as const) {
      expect(move({ status }, 'CANCELED')).toEqual({ ok: true });
    }
    expect(move({ status: 'DELIVERED' }, 'CANCELED')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
  });
});

describe('nextOrderStatuses', () => {
  it('offers the forward steps first and cancelling last', () => {
    expect(nextOrderStatuses(order({ status: 'DONE' }))).toEqual(['ATTACHED', 'ON_WAY', 'CANCELED']);
    expect(nextOrderStatuses(order({ status: 'DONE', serviceType: 'PICK_UP' }))).toEqual(['CLOSED', 'CANCELED']);
    expect(nextOrderStatuses(order({ status: 'DELIVERED' }))).toEqual(['CLOSED']);
  });
});

describe('canCustomerCancel', () => {
  it('allows the customer to cancel only until the merchant accepts', () => {
    for (const status of ORDER_STATUSES) {
      expect({ status, can: canCustomerCancel(order({ status })) }).toEqual({ status, can: ['CREATED', 'AT_TIME', 'OPEN'].includes(status) });
    }
  });

  it('never lets the customer cancel an order already paid online: the money goes back through the provider', () => {
    expect(canCustomerCancel(order({ status: 'CREATED', paymentType: 'PAYME', isPaid: false }))).toBe(true);
    expect(canCustomerCancel(order({ status: 'CREATED', paymentType: 'PAYME', isPaid: true }))).toBe(false);
    expect(canCustomerCancel(order({ status: 'CREATED', paymentType: 'CASH', isPaid: true }))).toBe(true);
  });
});

describe('active and archive lists', () => {
  it('puts every status in exactly one tab, the final ones in the archive', () => {
    expect([...ACTIVE_ORDER_STATUSES, ...ARCHIVE_ORDER_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES.filter(isFinalOrderStatus)) expect(ARCHIVE_ORDER_STATUSES).toContain(status);
    expect(ACTIVE_ORDER_STATUSES).toContain('AT_TIME');
  });

  it('knows exactly CANCELED and CLOSED as final', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus).sort()).toEqual(['CANCELED', 'CLOSED']);
  });
});

describe('courierStatusTransition', () => {
  const accepted = { status: 'COOKING' } as const;

  it('follows a Yandex claim from creation to delivery', () => {
    const path: CourierStatus[] = [
      'NEW_ORDER', 'READY_FOR_APPROVAL', 'ACCEPTED', 'PERFORMER_LOOK_UP', 'PERFORMER_FOUND', 'PERFORMER_PICK_UP_ARRIVED',
      'PERFORMER_PICKUPED', 'PERFORMER_ARRIVED', 'PERFORMER_DELIVERED_FINISH',
    ];
    let state = order(accepted);
    for (const to of path) {
      expect({ from: state.courierStatus, to, result: courierStatusTransition(state, to) }).toEqual({ from: state.courierStatus, to, result: { ok: true } });
      state = { ...state, courierStatus: to };
    }
  });

  it("lets the merchant's own courier start with a courier already chosen", () => {
    expect(courier(accepted, 'PERFORMER_FOUND')).toEqual({ ok: true });
    expect(courier({ ...accepted, courierStatus: 'PERFORMER_FOUND' }, 'PERFORMER_PICKUPED')).toEqual({ ok: true });
  });

  it('brings the goods back through the returning states', () => {
    expect(courier({ ...accepted, courierStatus: 'PERFORMER_ARRIVED' }, 'PERFORMER_RETURNING')).toEqual({ ok: true });
    expect(courier({ ...accepted, courierStatus: 'PERFORMER_RETURNING' }, 'PERFORMER_RETURN_ARRIVED')).toEqual({ ok: true });
    expect(courier({ ...accepted, courierStatus: 'PERFORMER_RETURN_ARRIVED' }, 'PERFORMER_RETURNED_FINISH')).toEqual({ ok: true });
  });

  it('refuses cancelling the claim once the courier has the goods', () => {
    expect(courier({ ...accepted, courierStatus: 'PERFORMER_PICKUPED' }, 'CANCELLED')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
  });

  it('lets a new search start after no courier was found, a cancelled claim or a failure', () => {
    for (const courierStatus of ['PERFORMER_NOT_FOUND', 'CANCELLED', 'FAILED', 'ESTIMATING_FAILED'] as const) {
      expect(courier({ ...accepted, courierStatus }, 'PERFORMER_LOOK_UP')).toEqual({ ok: true });
      expect(courier({ ...accepted, courierStatus }, 'NEW_ORDER')).toEqual({ ok: true });
    }
  });

  it('refuses any courier status for pick-up and dine-in', () => {
    for (const serviceType of ['PICK_UP', 'DINE_IN'] as const) {
      for (const to of COURIER_STATUSES) expect(courier({ ...accepted, serviceType }, to)).toEqual({ ok: false, reason: 'NO_COURIER_FOR_SERVICE' });
    }
  });

  it('sends no courier for an order the merchant has not accepted', () => {
    for (const status of ['AT_TIME', 'CREATED', 'OPEN'] as const) {
      expect(courier({ status }, 'PERFORMER_LOOK_UP')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
    }
    expect(courier({ status: 'ACCEPTED' }, 'PERFORMER_LOOK_UP')).toEqual({ ok: true });
  });

  it('refuses skipping steps and moving back', () => {
    expect(courier(accepted, 'PERFORMER_ARRIVED')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
    expect(courier({ ...accepted, courierStatus: 'NEW_ORDER' }, 'PERFORMER_FOUND')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
    expect(courier({ ...accepted, courierStatus: 'PERFORMER_ARRIVED' }, 'PERFORMER_PICKUPED')).toEqual({ ok: false, reason: 'NOT_ALLOWED' });
  });

  it('treats a finished delivery or return as FINAL', () => {
    for (const courierStatus of ['PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNED_FINISH'] as const) {
      for (const to of COURIER_STATUSES) expect(courier({ ...accepted, courierStatus }, to)).toEqual({ ok: false, reason: 'FINAL' });
      expect(nextCourierStatuses(order({ ...accepted, courierStatus }))).toEqual([]);
    }
  });

  it('on an ended order only lets a courier already out finish or return, and starts no new work', () => {
    expect(courier({ status: 'CANCELED', courierStatus: 'PERFORMER_PICKUPED' }, 'PERFORMER_RETURNING')).toEqual({ ok: true });
    expect(courier({ status: 'CLOSED', courierStatus: 'PERFORMER_ARRIVED' }, 'PERFORMER_DELIVERED_FINISH')).toEqual({ ok: true });
    expect(courier({ status: 'CANCELED', courierStatus: 'PERFORMER_LOOK_UP' }, 'CANCELLED')).toEqual({ ok: true });
    expect(courier({ status: 'CANCELED', courierStatus: 'PERFORMER_LOOK_UP' }, 'PERFORMER_FOUND')).toEqual({ ok: false, reason: 'FINAL' });
    expect(courier({ status: 'CANCELED', courierStatus: 'CANCELLED' }, 'PERFORMER_LOOK_UP')).toEqual({ ok: false, reason: 'FINAL' });
    expect(courier({ status: 'CLOSED', courierStatus: null }, 'PERFORMER_LOOK_UP')).toEqual({ ok: false, reason: 'FINAL' });
  });
});

describe('display texts', () => {
  it('has a non-empty uz, ru and eng text for every order and courier status', () => {
    for (const status of ORDER_STATUSES) {
      for (const value of Object.values(ORDER_STATUS_TEXT[status])) expect(value.trim()).not.toBe('');
    }
    for (const status of COURIER_STATUSES) {
      for (const value of Object.values(COURIER_STATUS_TEXT[status])) expect(value.trim()).not.toBe('');
    }
    expect(COURIER_STATUS_TEXT.PERFORMER_LOOK_UP.uz).toBe('Kuryer qidirilmoqda');
  });
});

describe('properties of the machines', () => {
  const stateArb = fc.record({
    status: fc.constantFrom(...ORDER_STATUSES),
    serviceType: fc.constantFrom(...SERVICE_TYPES),
    paymentType: fc.constantFrom(...PAYMENT_TYPES),
    isPaid: fc.boolean(),
    courierStatus: fc.option(fc.constantFrom(...COURIER_STATUSES), { nil: null }),
  });

  it('never lets an order leave a final status', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...ORDER_STATUSES), (state, to) => {
        if (isFinalOrderStatus(state.status)) expect(orderStatusTransition(state, to)).toEqual({ ok: false, reason: 'FINAL' });
      }),
    );
  });

  it('lets every non-final status reach a final one', () => {
    // Paid or not: an unpaid online order must at least be cancellable.
    fc.assert(
      fc.property(stateArb, (start) => {
        const seen = new Set<OrderStatus>([start.status]);
        const queue: OrderStatus[] = [start.status];
        while (queue.length > 0) {
          const status = queue.shift()!;
          for (const next of nextOrderStatuses({ ...start, status })) {
            if (!seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
        }
        expect([...seen].some(isFinalOrderStatus)).toBe(true);
      }),
    );
  });

  it('agrees between nextOrderStatuses and orderStatusTransition', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const allowed = ORDER_STATUSES.filter((to) => orderStatusTransition(state, to).ok);
        expect([...nextOrderStatuses(state)].sort()).toEqual([...allowed].sort());
      }),
    );
  });

  it('never reaches a courier-only status for pick-up or dine-in, whatever the staff do', () => {
    fc.assert(
      fc.property(fc.constantFrom<ServiceType>('PICK_UP', 'DINE_IN'), fc.array(fc.constantFrom(...ORDER_STATUSES), { maxLength: 12 }), (serviceType, attempts) => {
        let state = order({ serviceType, status: 'CREATED' });
        for (const to of attempts) if (orderStatusTransition(state, to).ok) state = { ...state, status: to };
        expect(['ATTACHED', 'ON_WAY', 'DELIVERED']).not.toContain(state.status);
      }),
    );
  });

  it('lets every courier job, from any courier status, end delivered or returned', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COURIER_STATUSES), (start) => {
        const state = order({ status: 'COOKING', courierStatus: start });
        const seen = new Set<CourierStatus>([start]);
        const queue: CourierStatus[] = [start];
        while (queue.length > 0) {
          const current = queue.shift()!;
          for (const next of nextCourierStatuses({ ...state, courierStatus: current })) {
            if (!seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
        }
        expect(seen.has('PERFORMER_DELIVERED_FINISH') || seen.has('PERFORMER_RETURNED_FINISH')).toBe(true);
      }),
    );
  });
});

describe('customerPaymentState', () => {
  it('reads a cash or terminal order as paid once it is handed over, and online orders only when paid', () => {
    for (const paymentType of ['CASH', 'TERMINAL'] as const) {
      expect(customerPaymentState({ status: 'ON_WAY', paymentType, isPaid: false })).toBe('unpaid');
      expect(customerPaymentState({ status: 'DELIVERED', paymentType, isPaid: false })).toBe('paid');
      expect(customerPaymentState({ status: 'CLOSED', paymentType, isPaid: false })).toBe('paid');
    }
    expect(customerPaymentState({ status: 'CLOSED', paymentType: 'PAYME', isPaid: false })).toBe('unpaid');
    expect(customerPaymentState({ status: 'CREATED', paymentType: 'PAYME', isPaid: true })).toBe('paid');
  });

  it('reads an order whose payment the provider gave back as refunded, cancelled or not', () => {
    expect(customerPaymentState({ status: 'CANCELED', paymentType: 'PAYME', isPaid: false, isRefunded: true })).toBe('refunded');
    expect(customerPaymentState({ status: 'COOKING', paymentType: 'UZUM', isPaid: false, isRefunded: true })).toBe('refunded');
    expect(customerPaymentState({ status: 'COOKING', paymentType: 'UZUM', isPaid: true, isRefunded: false })).toBe('paid');
  });

  it('says nothing is owed for a canceled order that was never paid', () => {
    expect(customerPaymentState({ status: 'CANCELED', paymentType: 'CASH', isPaid: false })).toBe('none');
    expect(customerPaymentState({ status: 'CANCELED', paymentType: 'CLICK', isPaid: true })).toBe('paid');
  });

  it('never calls a closed cash or terminal order unpaid, whatever the service', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...PAYMENT_TYPES), fc.boolean(), (status, paymentType, isPaid) => {
        const state = customerPaymentState({ status, paymentType, isPaid });
        if (isPaid) expect(state).toBe('paid');
        if (status === 'CLOSED' && (paymentType === 'CASH' || paymentType === 'TERMINAL')) expect(state).toBe('paid');
      }),
    );
  });
});
