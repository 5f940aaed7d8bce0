import { describe, expect, it } from 'vitest';
import { deliveryPriceView, knownDeliveryPrice, totalKind } from './delivery-quote.ts';

describe('the delivery line of the basket and checkout', () => {
  it('has a number only once the tariff priced the chosen address', () => {
    expect(deliveryPriceView(true, { status: 'ok', price: 10_000, free: false }, true)).toBe('priced');
    expect(knownDeliveryPrice({ status: 'ok', price: 10_000, free: false })).toBe(10_000);
    for (const quote of [{ status: 'none' }, { status: 'loading' }, { status: 'outOfZone' }, { status: 'failed' }] as const) expect(knownDeliveryPrice(quote)).toBeNull();
  });

  it('says why there is no number: no address, being worked out, out of zone, not priced here, or at checkout for a guest', () => {
    expect(deliveryPriceView(false, { status: 'none' }, true)).toBe('noAddress');
    expect(deliveryPriceView(false, { status: 'none' }, false)).toBe('noAddress');
    expect(deliveryPriceView(true, { status: 'loading' }, true)).toBe('calculating');
    expect(deliveryPriceView(true, { status: 'outOfZone' }, true)).toBe('outOfZone');
    expect(deliveryPriceView(true, { status: 'failed' }, true)).toBe('unknown');
    expect(deliveryPriceView(true, { status: 'none' }, false)).toBe('atCheckout');
  });

  it('shows the total with delivery, labelled without it, or no number while the price is on its way', () => {
    expect(totalKind(null)).toBe('full');
    expect(totalKind('priced')).toBe('full');
    expect(totalKind('calculating')).toBe('pending');
    for (const view of ['noAddress', 'outOfZone', 'unknown', 'atCheckout'] as const) expect(totalKind(view)).toBe('withoutDelivery');
  });
});
