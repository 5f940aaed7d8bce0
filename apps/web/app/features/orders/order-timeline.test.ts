// The order page's timeline: the life cycle per service type, steps from the history, the current one, cancellation.
import { describe, expect, it } from 'vitest';
import type { OrderStatus, ServiceType } from '@dastarkhan/domain/enums';
import { timelineSteps, type TimelineOrder } from './order-timeline.ts';

const at = (minute: number) => `2025-06-02T12:${String(minute).padStart(2, '0')}:00.000Z`;

function order(serviceType: ServiceType, status: OrderStatus, passed: OrderStatus[]): TimelineOrder {
  return { serviceType, status, statusHistory: passed.map((entry, index) => ({ status: entry, at: at(index) })) };
}

const summary = (input: TimelineOrder) => timelineSteps(input).map((step) => `${step.status}:${step.state}`);

describe('timelineSteps', () => {
  it('shows a new delivery order placed, with the courier steps ahead', () => {
    expect(summary(order('DELIVERY', 'CREATED', ['CREATED']))).toEqual([
      'CREATED:current',
      'ACCEPTED:upcoming',
      'COOKING:upcoming',
      'DONE:upcoming',
      'ON_WAY:upcoming',
      'DELIVERED:upcoming',
    ]);
  });

  it('skips the courier steps for pick-up and dine-in: ready, then completed', () => {
    for (const serviceType of ['PICK_UP', 'DINE_IN'] as const) {
      expect(summary(order(serviceType, 'ACCEPTED', ['CREATED', 'ACCEPTED']))).toEqual([
        'CREATED:done',
        'ACCEPTED:current',
        'COOKING:upcoming',
        'DONE:upcoming',
        'CLOSED:upcoming',
      ]);
    }
  });

  it('gives each passed step the time the history recorded, and the current one its own', () => {
    const steps = timelineSteps(order('PICK_UP', 'COOKING', ['CREATED', 'ACCEPTED', 'COOKING']));
    expect(steps.slice(0, 3)).toEqual([
      { status: 'CREATED', state: 'done', at: at(0) },
      { status: 'ACCEPTED', state: 'done', at: at(1) },
      { status: 'COOKING', state: 'current', at: at(2) },
    ]);
    expect(steps.slice(3).every((step) => step.at === null)).toBe(true);
  });

  it('shows optional steps (scheduled, review, courier attached) only once the order went through them', () => {
    expect(summary(order('DELIVERY', 'ON_WAY', ['AT_TIME', 'CREATED', 'OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY']))).toEqual([
      'AT_TIME:done',
      'CREATED:done',
      'OPEN:done',
      'ACCEPTED:done',
      'COOKING:done',
      'DONE:done',
      'ATTACHED:done',
      'ON_WAY:current',
      'DELIVERED:upcoming',
    ]);
    expect(summary(order('DELIVERY', 'AT_TIME', ['AT_TIME']))[0]).toBe('AT_TIME:current');
  });

  it('does not invent a step the order skipped (a shop with nothing to cook goes from accepted to ready)', () => {
    expect(summary(order('PICK_UP', 'DONE', ['CREATED', 'ACCEPTED', 'DONE']))).toEqual(['CREATED:done', 'ACCEPTED:done', 'DONE:current', 'CLOSED:upcoming']);
  });

  it('ends a delivery at delivered, and shows the merchant closing it when that happened', () => {
    expect(summary(order('DELIVERY', 'DELIVERED', ['CREATED', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED'])).at(-1)).toBe('DELIVERED:current');
    expect(summary(order('DELIVERY', 'CLOSED', ['CREATED', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED'])).slice(-2)).toEqual([
      'DELIVERED:done',
      'CLOSED:current',
    ]);
  });

  it('shows a canceled order with what it got through, then the cancellation, and nothing ahead', () => {
    const steps = timelineSteps(order('DELIVERY', 'CANCELED', ['CREATED', 'ACCEPTED', 'CANCELED']));
    expect(steps.map((step) => `${step.status}:${step.state}`)).toEqual(['CREATED:done', 'ACCEPTED:done', 'CANCELED:canceled']);
    expect(steps.at(-1)?.at).toBe(at(2));
    expect(summary(order('PICK_UP', 'CANCELED', ['CREATED', 'CANCELED']))).toEqual(['CREATED:done', 'CANCELED:canceled']);
  });

  it('uses the first time a status was entered when courier changes repeat it in the history', () => {
    const input: TimelineOrder = {
      serviceType: 'DELIVERY',
      status: 'ON_WAY',
      statusHistory: [
        { status: 'CREATED', at: at(0) },
        { status: 'ON_WAY', at: at(5) },
        { status: 'ON_WAY', at: at(9) },
      ],
    };
    expect(timelineSteps(input).find((step) => step.status === 'ON_WAY')).toEqual({ status: 'ON_WAY', state: 'current', at: at(5) });
  });
});
