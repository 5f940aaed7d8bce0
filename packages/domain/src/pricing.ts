// The order totals of storefront-core §9, in integer tiyin: the one function the basket shows and the
// server charges. Rounding: half-up to a whole tiyin, once per line and once per order-level discount.
import type { DiscountType, ServiceType } from './enums.ts';
import type { PricedOption } from './product-options.ts';

export interface PricingLine {
  /** Identifies the line (product + options) for stable tie-breaking; lines with equal keys price alike. */
  key: string;
  /** Product price of one unit before the discount, tiyin. */
  unitPriceTiyin: number;
  /** The product's percent discount; applies to its priced options too (spec §9). */
  discountPercent: number;
  /** Chosen options, each with its unit price (tiyin) and count per product unit. */
  options: readonly PricedOption[];
  quantity: number;
}

export interface PromoTerms {
  discountType: DiscountType;
  /** Tiyin for AMOUNT, percent (0–100) for PERCENTAGE. */
  productDiscount: number;
  deliveryDiscountType: DiscountType;
  /** Tiyin for AMOUNT, percent (0–100) for PERCENTAGE. */
  deliveryDiscount: number;
  /** The products (after their own discounts) must cost more than this, tiyin (spec §5). */
  minPriceTiyin: number;
}

export interface ServiceFeeRules {
  isServiceFeeEnabled: boolean;
  isServiceFeeFreeAboveThreshold: boolean;
  serviceFeeThresholdTiyin: number;
  serviceFeeAmountTiyin: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  serviceType: ServiceType;
  /** The delivery tariff's price, tiyin; ignored unless the service type delivers. */
  deliveryPriceTiyin: number;
  /** Delivery never costs less than this, tiyin (0 = no floor). */
  minimalDeliveryPriceTiyin: number;
  promo: PromoTerms | null;
  /** Cashback the customer wants to spend, tiyin (the balance is checked elsewhere). */
  cashbackTiyin: number;
  serviceFee: ServiceFeeRules;
}

export interface PricedLine {
  key: string;
  quantity: number;
  /** (unit price + Σ option price × count) × quantity, before any discount. */
  linePrice: number;
  /** The product's percent discount on the line. */
  lineDiscount: number;
  /** This line's share of the promo's product discount. */
  promoDiscount: number;
  /** linePrice − lineDiscount − promoDiscount. */
  lineTotal: number;
}

export interface OrderTotals {
  lines: PricedLine[];
  productCount: number;
  /** Σ linePrice. */
  productPrice: number;
  /** Σ lineDiscount + the promo's product discount. */
  productDiscount: number;
  /** The promo's product discount alone. */
  promoDiscount: number;
  /** productPrice − productDiscount (= Σ lineTotal). */
  totalProductPrice: number;
  /** Whether the promo applied (its minimum price was exceeded). */
  promoApplied: boolean;
  deliveryPrice: number;
  deliveryDiscount: number;
  serviceFee: number;
  cashbackUsed: number;
  /** productDiscount + deliveryDiscount. */
  totalDiscount: number;
  /** What the customer pays: totalProductPrice + deliveryPrice − deliveryDiscount + serviceFee − cashbackUsed. */
  totalPrice: number;
}

/** Service types that bring the order to an address and so pay for delivery. */
export const DELIVERING_SERVICE_TYPES: ReadonlySet<ServiceType> = new Set(['DELIVERY', 'YANDEX_EATS', 'EXPRESS_24']);

const nonNegativeInt = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);
const clampPercent = (value: number): number => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

/** `percent` % of `tiyin`, rounded half-up to a whole tiyin. */
export function percentOf(tiyin: number, percent: number): number {
  return Math.round((tiyin * clampPercent(percent)) / 100);
}

/** A discount of `terms` on `base`: a fixed amount or a percentage, never more than the base. */
function discountOn(base: number, type: DiscountType, value: number): number {
  const raw = type === 'PERCENTAGE' ? percentOf(base, value) : nonNegativeInt(value);
  return Math.min(base, raw);
}

/**
 * Shares `amount` among lines in proportion to `weights` (largest remainder; ties by key), so the
 * shares add up exactly to `amount` and each share is at most its weight.
 */
function allocate(amount: number, weights: readonly number[], keys: readonly string[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => exact[b]! - shares[b]! - (exact[a]! - shares[a]!) || (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  for (const index of order) {
    if (left === 0) break;
    if (shares[index]! < weights[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

export function priceOrder(input: PricingInput): OrderTotals {
  const base = input.lines.map((line) => {
    const quantity = nonNegativeInt(line.quantity);
    const unit = nonNegativeInt(line.unitPriceTiyin) + line.options.reduce((sum, option) => sum + nonNegativeInt(option.priceTiyin) * nonNegativeInt(option.count), 0);
    const linePrice = unit * quantity;
    const lineDiscount = Math.min(linePrice, percentOf(linePrice, line.discountPercent));
    return { key: line.key, quantity, linePrice, lineDiscount };
  });
  const afterLineDiscounts = base.reduce((sum, line) => sum + line.linePrice - line.lineDiscount, 0);

  const promo = input.promo;
  const promoApplied = promo !== null && afterLineDiscounts > 0 && afterLineDiscounts > nonNegativeInt(promo.minPriceTiyin);
  const promoDiscount = promoApplied ? discountOn(afterLineDiscounts, promo.discountType, promo.productDiscount) : 0;
  const shares = allocate(
    promoDiscount,
    base.map((line) => line.linePrice - line.lineDiscount),
    base.map((line) => line.key),
  );
  const lines: PricedLine[] = base.map((line, index) => {
    const promoShare = shares[index] ?? 0;
    return { ...line, promoDiscount: promoShare, lineTotal: line.linePrice - line.lineDiscount - promoShare };
  });

  const productPrice = lines.reduce((sum, line) => sum + line.linePrice, 0);
  const productDiscount = lines.reduce((sum, line) => sum + line.lineDiscount, 0) + promoDiscount;
  const totalProductPrice = productPrice - productDiscount;

  // An order without products (no lines, or only zero quantities) neither travels nor is served.
  const productCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const delivers = DELIVERING_SERVICE_TYPES.has(input.serviceType) && productCount > 0;
  const deliveryPrice = delivers ? Math.max(nonNegativeInt(input.deliveryPriceTiyin), nonNegativeInt(input.minimalDeliveryPriceTiyin)) : 0;
  const deliveryDiscount = promoApplied && promo ? discountOn(deliveryPrice, promo.deliveryDiscountType, promo.deliveryDiscount) : 0;

  const fee = input.serviceFee;
  const feeWaived = fee.isServiceFeeFreeAboveThreshold && totalProductPrice >= nonNegativeInt(fee.serviceFeeThresholdTiyin);
  const serviceFee = fee.isServiceFeeEnabled && productCount > 0 && !feeWaived ? nonNegativeInt(fee.serviceFeeAmountTiyin) : 0;

  const payable = totalProductPrice + deliveryPrice - deliveryDiscount + serviceFee;
  const cashbackUsed = Math.min(payable, nonNegativeInt(input.cashbackTiyin));
  return {
    lines,
    productCount,
    productPrice,
    productDiscount,
    promoDiscount,
    totalProductPrice,
    promoApplied,
    deliveryPrice,
    deliveryDiscount,
    serviceFee,
    cashbackUsed,
    totalDiscount: productDiscount + deliveryDiscount,
    totalPrice: payable - cashbackUsed,
  };
}

/** The most units of one product an order may hold, however many lines (options, comments) they are split over. */
export const MAX_PRODUCT_QUANTITY = 999;

/** A product ordered beyond its maximum: the limit that applies and the units asked for, all its lines together. */
export interface QuantityExcess {
  productId: string;
  maximum: number;
  requested: number;
}

/**
 * The first product (in basket order) whose units, all its lines added up, exceed its maximum: its own
 * `maxQuantity` when it has one, never more than MAX_PRODUCT_QUANTITY. null when every product fits.
 */
export function quantityExcess(
  lines: readonly { productId: string; quantity: number }[],
  maxQuantityOf: (productId: string) => number | null | undefined,
): QuantityExcess | null {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + nonNegativeInt(line.quantity));
  for (const [productId, requested] of units) {
    const own = maxQuantityOf(productId);
    const maximum = own === null || own === undefined ? MAX_PRODUCT_QUANTITY : Math.min(Math.max(0, own), MAX_PRODUCT_QUANTITY);
    if (requested > maximum) return { productId, maximum, requested };
  }
  return null;
}
