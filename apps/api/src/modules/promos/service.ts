// Rules of promo codes (storefront-core §3 Promo, §5, §9): which code applies to a basket and what it takes off.
import type { Database, Executor } from '@dastarkhan/db/client';
import type { ServiceType } from '@dastarkhan/domain/enums';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { priceOrder, type PromoTerms } from '@dastarkhan/domain/pricing';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { badRequest } from '../../errors.ts';
import * as repo from './repo.ts';

/** A promo code that applies, with what pricing needs (PromoTerms, tiyin) and what the order records. */
export interface ResolvedPromo extends PromoTerms {
  id: string;
  /** The code as the merchant wrote it (not as the customer typed it). */
  code: string;
  startDate: Date | null;
  endDate: Date | null;
  usageLimit: number | null;
  perUserLimit: number | null;
  firstOrderOnly: boolean;
}

export interface PromoCheckInput {
  /** As typed: trimmed and compared case-insensitively. */
  code: string;
  serviceType: ServiceType;
  /** The products after their own discounts, tiyin: what the promo minimum is compared with. */
  productPriceTiyin: number;
  /** The delivery price shown, tiyin; the delivery discount is computed on it (0 when absent). */
  deliveryPriceTiyin?: number | undefined;
  /** The customer, for the per-customer limit and first-order promos; without one only the overall limit is checked. */
  userId?: string | null | undefined;
  now?: Date | undefined;
}

export interface PromoCheckResult {
  promo: ResolvedPromo;
  /** What the promo takes off productPriceTiyin, tiyin (computed by priceOrder, as the order will be). */
  productDiscountTiyin: number;
  /** What the promo takes off deliveryPriceTiyin, tiyin. */
  deliveryDiscountTiyin: number;
}

/** Only the merchant's id is read; a whole `Merchant` fits. */
export type MerchantRef = Pick<Merchant, 'id'>;

export interface PromosService {
  /**
   * The promo a customer typed, checked against the basket; throws 400 PROMO_NOT_FOUND, PROMO_NOT_ACTIVE,
   * PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USAGE_LIMIT, PROMO_FIRST_ORDER_ONLY or PROMO_MIN_PRICE
   * (details.minPrice in so'm).
   */
  checkPromo(merchant: MerchantRef, input: PromoCheckInput): Promise<PromoCheckResult>;
  /**
   * The same rules inside the caller's order transaction (`executor`). When the promo has a usage limit
   * or is for first orders only, its row stays locked until that transaction ends, so two orders cannot
   * both take the last use (or both be "the first"): insert the order (with promo_id) in the same transaction.
   */
  resolveForOrder(executor: Executor, merchant: MerchantRef, userId: string | null, code: string, productPriceTiyin: number, now?: Date): Promise<ResolvedPromo>;
}

export interface PromosServiceOptions {
  db: Database;
}

/** Normalises what the customer typed to what is looked up (the unique index is on lower(code)). */
export function normalisePromoCode(code: string): string {
  return code.trim().toLowerCase();
}

function toResolved(row: repo.PromoRow): ResolvedPromo {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    productDiscount: row.productDiscount,
    deliveryDiscountType: row.deliveryDiscountType,
    deliveryDiscount: row.deliveryDiscount,
    minPriceTiyin: row.minPrice,
    startDate: row.startDate,
    endDate: row.endDate,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    firstOrderOnly: row.firstOrderOnly,
  };
}

const codeField = { field: 'code' };

/** The rules that depend on the promo alone (not on its uses): the order of the spec's messages. */
function checkWindow(row: repo.PromoRow, now: Date): void {
  if (!row.isActive) throw badRequest('PROMO_NOT_ACTIVE', codeField);
  if (row.startDate && now < row.startDate) throw badRequest('PROMO_NOT_STARTED', { ...codeField, startDate: row.startDate.toISOString() });
  if (row.endDate && now > row.endDate) throw badRequest('PROMO_EXPIRED', { ...codeField, endDate: row.endDate.toISOString() });
}

/** §5: the product price must be HIGHER than minPrice (equal is refused, as priceOrder does). */
function checkMinPrice(row: repo.PromoRow, productPriceTiyin: number): void {
  if (!(productPriceTiyin > row.minPrice)) throw badRequest('PROMO_MIN_PRICE', { ...codeField, minPrice: tiyinToSom(row.minPrice) });
}

/**
 * The limits (and the first-order rule) are checked before the minimum price: telling a customer to add
 * more to the basket and then that the code is used up would waste their time. Canceled orders give their
 * use back, and do not make a customer a returning one.
 */
async function checkLimits(ex: Executor, row: repo.PromoRow, userId: string | null | undefined): Promise<void> {
  if (row.usageLimit !== null) {
    const used = await repo.countUses(ex, row.merchantId, row.id);
    if (used >= row.usageLimit) throw badRequest('PROMO_USAGE_LIMIT', { ...codeField, scope: 'TOTAL' });
  }
  if (row.perUserLimit !== null && userId) {
    const used = await repo.countUses(ex, row.merchantId, row.id, userId);
    if (used >= row.perUserLimit) throw badRequest('PROMO_USAGE_LIMIT', { ...codeField, scope: 'CUSTOMER' });
  }
  // Without a customer a first order cannot be told from any other: refused rather than given away.
  if (row.firstOrderOnly && (!userId || (await repo.hasLiveOrder(ex, row.merchantId, userId)))) {
    throw badRequest('PROMO_FIRST_ORDER_ONLY', codeField);
  }
}

export function createPromosService(options: PromosServiceOptions): PromosService {
  const { db } = options;

  async function find(ex: Executor, merchantId: string, code: string, lock: boolean): Promise<repo.PromoRow> {
    const normalised = normalisePromoCode(code);
    const row = normalised === '' ? null : await repo.findByCode(ex, merchantId, normalised, { lock });
    if (!row) throw badRequest('PROMO_NOT_FOUND', codeField);
    return row;
  }

  return {
    async checkPromo(merchant, input) {
      const now = input.now ?? new Date();
      const row = await find(db, merchant.id, input.code, false);
      checkWindow(row, now);
      await checkLimits(db, row, input.userId);
      checkMinPrice(row, input.productPriceTiyin);
      const promo = toResolved(row);
      // One line of the whole product price: the same function the basket and the order use, so the
      // three agree to the tiyin.
      const totals = priceOrder({
        lines: [{ key: 'basket', unitPriceTiyin: input.productPriceTiyin, discountPercent: 0, options: [], quantity: 1 }],
        serviceType: input.serviceType,
        deliveryPriceTiyin: input.deliveryPriceTiyin ?? 0,
        minimalDeliveryPriceTiyin: 0,
        promo,
        cashbackTiyin: 0,
        serviceFee: { isServiceFeeEnabled: false, isServiceFeeFreeAboveThreshold: false, serviceFeeThresholdTiyin: 0, serviceFeeAmountTiyin: 0 },
      });
      return { promo, productDiscountTiyin: totals.promoDiscount, deliveryDiscountTiyin: totals.deliveryDiscount };
    },

    async resolveForOrder(executor, merchant, userId, code, productPriceTiyin, now = new Date()) {
      const peek = await find(executor, merchant.id, code, false);
      checkWindow(peek, now);
      // Only a limited promo is worth serialising orders on; the lock is taken before counting so
      // that a concurrent order's use is either counted or waits for ours. A first-order promo is
      // limited too: of two first orders placed at once, the second sees the first once it commits.
      const limited = peek.usageLimit !== null || ((peek.perUserLimit !== null || peek.firstOrderOnly) && userId !== null);
      const row = limited ? await find(executor, merchant.id, code, true) : peek;
      if (limited) checkWindow(row, now);
      await checkLimits(executor, row, userId);
      checkMinPrice(row, productPriceTiyin);
      return toResolved(row);
    },
  };
}
