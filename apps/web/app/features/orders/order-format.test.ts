// How orders read: card summaries, and the receipt rows adding up to the total.
import { describe, expect, it } from 'vitest';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { itemSummary, receiptRows, type ReceiptRow } from './order-format.ts';

describe('itemSummary', () => {
  it('names the first lines with their quantities and counts the rest', () => {
    const items = [
      { name: 'Plov', quantity: 2 },
      { name: 'Tea', quantity: 1 },
      { name: 'Somsa', quantity: 3 },
      { name: 'Salad', quantity: 1 },
      { name: 'Bread', quantity: 1 },
    ];
    expect(itemSummary(items)).toEqual({ text: 'Plov × 2, Tea, Somsa × 3', more: 2 });
    expect(itemSummary(items.slice(0, 1))).toEqual({ text: 'Plov × 2', more: 0 });
  });
});

type ReceiptOrder = Parameters<typeof receiptRows>[0] & Pick<Order, 'totalPrice'>;

const base: ReceiptOrder = {
  serviceType: 'DELIVERY',
  productPrice: 100_000.5,
  productDiscount: 10_000.25,
  promoDiscount: 5_000.25,
  promoCode: 'WELCOME10',
  deliveryPrice: 12_000,
  deliveryDiscount: 2_000,
  serviceFee: 3_000,
  cashbackUsed: 1_500.1,
  totalPrice: 100_000.5 - 10_000.25 + 12_000 - 2_000 + 3_000 - 1_500.1,
};

/** What the rows say the customer pays, in tiyin (discounts and cashback taken off). */
function paid(rows: ReceiptRow[]): number {
  return rows.reduce((sum, row) => sum + (['discount', 'promo', 'cashback'].includes(row.kind) ? -1 : 1) * somToTiyin(row.som), 0);
}

describe('receiptRows', () => {
  it('lists products, own discount, the promo code share (with its delivery discount), delivery, fee and cashback that add up to the total', () => {
    const rows = receiptRows(base);
    expect(rows).toEqual([
      { kind: 'products', som: 100_000.5 },
      { kind: 'discount', som: 5_000 },
      { kind: 'promo', som: 7_000.25 },
      { kind: 'delivery', som: 12_000 },
      { kind: 'serviceFee', som: 3_000 },
      { kind: 'cashback', som: 1_500.1 },
    ]);
    expect(paid(rows)).toBe(somToTiyin(base.totalPrice));
  });

  it('leaves out zero rows, shows delivery only for services that deliver, and nets a delivery discount without a code', () => {
    const pickUp = receiptRows({ ...base, serviceType: 'PICK_UP', productDiscount: 0, promoDiscount: 0, promoCode: null, deliveryPrice: 0, deliveryDiscount: 0, serviceFee: 0, cashbackUsed: 0 });
    expect(pickUp).toEqual([{ kind: 'products', som: 100_000.5 }]);
    const noCode = receiptRows({ ...base, promoCode: null, promoDiscount: 0, productDiscount: 0 });
    expect(noCode.find((row) => row.kind === 'delivery')).toEqual({ kind: 'delivery', som: tiyinToSom(somToTiyin(10_000)) });
    expect(noCode.some((row) => row.kind === 'promo')).toBe(false);
  });
});
