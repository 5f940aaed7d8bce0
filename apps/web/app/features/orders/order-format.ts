// How orders read on the page: service and payment names, the short item
// summary of a card, and the receipt's rows (money worked out in tiyin, shown in so'm).
import type { TFunction } from 'i18next';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { PaymentType, ServiceType } from '@dastarkhan/domain/enums';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { DELIVERING_SERVICE_TYPES } from '@dastarkhan/domain/pricing';

/** Aggregators' names are brands: the same in every language. */
const SERVICE_BRANDS: Partial<Record<ServiceType, string>> = { YANDEX_EATS: 'Yandex Eats', EXPRESS_24: 'Express24' };

export function serviceLabel(t: TFunction<'orders'>, serviceType: ServiceType): string {
  const brand = SERVICE_BRANDS[serviceType];
  if (brand) return brand;
  return t(`service.${serviceType as 'DELIVERY' | 'PICK_UP' | 'DINE_IN'}`);
}

/** Online payment providers go by their brand names. */
const PAYMENT_BRANDS: Partial<Record<PaymentType, string>> = {
  CLICK: 'Click',
  CLICK_MINI_APP: 'Click',
  PAYME: 'Payme',
  UZUM: 'Uzum',
  PAYNET: 'Paynet',
  RAHMAT: 'Rahmat',
  PAYZE: 'Payze',
};

export function paymentLabel(t: TFunction<'orders'>, paymentType: PaymentType): string {
  const brand = PAYMENT_BRANDS[paymentType];
  if (brand) return brand;
  return t(`payment.${paymentType as 'CASH' | 'TERMINAL' | 'OTHER'}`);
}

export interface ItemSummary {
  /** "Plov × 2, Pizza" of the first lines. */
  text: string;
  /** Lines not named. */
  more: number;
}

/** The first `shown` lines of an order by name (× quantity when more than one), and how many are left. */
export function itemSummary(items: readonly { name: string; quantity: number }[], shown = 3): ItemSummary {
  const text = items
    .slice(0, shown)
    .map((item) => (item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name))
    .join(', ');
  return { text, more: Math.max(0, items.length - shown) };
}

export type ReceiptRowKind = 'products' | 'discount' | 'promo' | 'delivery' | 'serviceFee' | 'cashback';

export interface ReceiptRow {
  kind: ReceiptRowKind;
  /** so'm; discounts and cashback are amounts taken off (positive). */
  som: number;
}

type ReceiptOrder = Pick<
  Order,
  'serviceType' | 'productPrice' | 'productDiscount' | 'promoDiscount' | 'promoCode' | 'deliveryPrice' | 'deliveryDiscount' | 'serviceFee' | 'cashbackUsed'
>;

/**
 * The receipt's rows between the items and the total: products before discounts, the products' own
 * discounts, the promo code's share (product and delivery discount together), delivery as charged
 * (for services that deliver), the service fee and the cashback spent. Rows of zero are left out,
 * except delivery, which shows "free".
 */
export function receiptRows(order: ReceiptOrder): ReceiptRow[] {
  const tiyin = (som: number) => somToTiyin(som);
  const promoProduct = tiyin(order.promoDiscount);
  const ownDiscount = tiyin(order.productDiscount) - promoProduct;
  // A promo code's delivery discount belongs to the code; without a code it is the merchant's (shown as the delivery price).
  const promoDelivery = order.promoCode ? tiyin(order.deliveryDiscount) : 0;
  const delivery = tiyin(order.deliveryPrice) - (order.promoCode ? 0 : tiyin(order.deliveryDiscount));
  const rows: ReceiptRow[] = [{ kind: 'products', som: order.productPrice }];
  if (ownDiscount > 0) rows.push({ kind: 'discount', som: tiyinToSom(ownDiscount) });
  if (promoProduct + promoDelivery > 0) rows.push({ kind: 'promo', som: tiyinToSom(promoProduct + promoDelivery) });
  if (DELIVERING_SERVICE_TYPES.has(order.serviceType)) rows.push({ kind: 'delivery', som: tiyinToSom(Math.max(0, delivery)) });
  if (order.serviceFee > 0) rows.push({ kind: 'serviceFee', som: order.serviceFee });
  if (order.cashbackUsed > 0) rows.push({ kind: 'cashback', som: order.cashbackUsed });
  return rows;
}
