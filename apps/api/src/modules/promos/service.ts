// Rules of promo codes (storefront-core §3 Promo, §5, §9): which code applies to a basket and what it takes off,
// and which of the merchant's public codes a customer is shown on /profile/promos.
import type { Database, Executor } from '@dastarkhan/db/client';
import type { ServiceType } from '@dastarkhan/domain/enums';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { priceOrder, type PromoTerms } from '@dastarkhan/domain/pricing';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { badRequest, forbidden, isAppError } from '../../errors.ts';
import type { SettingsService } from '../settings/service.ts';
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
   * The promo a customer typed, checked against the basket; throws 400 PROMOS_DISABLED (the merchant's
   * web setting promoActive is off), PROMO_NOT_FOUND, PROMO_NOT_ACTIVE, PROMO_NOT_STARTED, PROMO_EXPIRED,
   * PROMO_USAGE_LIMIT, PROMO_FIRST_ORDER_ONLY or PROMO_MIN_PRICE (details.minPrice in so'm).
   */
  checkPromo(merchant: Merchant, input: PromoCheckInput): Promise<PromoCheckResult>;
  /**
   * The merchant's public promos the customer can use now or once they start: switched on, not ended, the
   * overall and the customer's own limit not used up, first-order ones only while the customer has no live
   * order. Usable ones first, soonest ending first (then newest); then the ones still to start, soonest
   * first. Throws 403 PROMOS_DISABLED when the merchant's web setting promoActive is off.
   */
  listAvailable(merchant: Merchant, userId: string, now?: Date): Promise<ResolvedPromo[]>;
  /**
   * The same rules inside the caller's order transaction (`executor`). When the promo has a usage limit
   * or is for first orders only, its row stays locked until that transaction ends, so two orders cannot
   * both take the last use (or both be "the first"): insert the order (with promo_id) in the same transaction.
   */
  resolveForOrder(executor: Executor, merchant: MerchantRef, userId: string | null, code: string, productPriceTiyin: number, now?: Date): Promise<ResolvedPromo>;
}

export interface PromosServiceOptions {
  db: Database;
  /** The merchant's promoActive switch. */
  settings: Pick<SettingsService, 'getWebSettings'>;
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

/** Not started yet is the one refusal a listed promo may have: the page says from when it works. */
function usableOrUpcoming(row: repo.PromoRow, now: Date): boolean {
  try {
    checkWindow(row, now);
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === 'PROMO_NOT_STARTED') return true;
    if (isAppError(error)) return false;
    throw error;
  }
}

/** Whether the customer may still take a use of it (the same limits and first-order rule as an order). */
async function withinLimits(ex: Executor, row: repo.PromoRow, userId: string): Promise<boolean> {
  try {
    await checkLimits(ex, row, userId);
    return true;
  } catch (error) {
    if (isAppError(error)) return false;
    throw error;
  }
}

const MAX_TIME = 8.64e15;

/** Usable now before upcoming; among usable, soonest end first (open-ended last), then newest; upcoming by start. */
function listOrder(now: Date) {
  const startOf = (row: repo.PromoRow) => (row.startDate && row.startDate > now ? row.startDate.getTime() : null);
  return (a: repo.PromoRow, b: repo.PromoRow): number => {
    const [startA, startB] = [startOf(a), startOf(b)];
    if ((startA === null) !== (startB === null)) return startA === null ? -1 : 1;
    if (startA !== null && startB !== null && startA !== startB) return startA - startB;
    const endA = a.endDate?.getTime() ?? MAX_TIME;
    const endB = b.endDate?.getTime() ?? MAX_TIME;
    if (endA !== endB) return endA - endB;
    return b.createdAt.getTime() - a.createdAt.getTime() || a.code.localeCompare(b.code);
  };
}

export function createPromosService(options: PromosServiceOptions): PromosService {
  const { db, settings } = options;

  async function find(ex: Executor, merchantId: string, code: string, lock: boolean): Promise<repo.PromoRow> {
    const normalised = normalisePromoCode(code);
    const row = normalised === '' ? null : await repo.findByCode(ex, merchantId, normalised, { lock });
    if (!row) throw badRequest('PROMO_NOT_FOUND', codeField);
    return row;
  }

  return {
    async checkPromo(merchant, input) {
      const now = input.now ?? new Date();
      // 400 like the order's refusal of a code: the basket shows it under the field as any other refusal.
      if (!(await settings.getWebSettings(merchant)).promoActive) throw badRequest('PROMOS_DISABLED', codeField);
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

    async listAvailable(merchant, userId, now = new Date()) {
      // 403: the list is a page of its own that does not exist while the merchant has promo codes off.
      if (!(await settings.getWebSettings(merchant)).promoActive) throw forbidden('PROMOS_DISABLED');
      const candidates = (await repo.listPublic(db, merchant.id, now)).filter((row) => usableOrUpcoming(row, now));
      const usable = await Promise.all(candidates.map((row) => withinLimits(db, row, userId)));
      return candidates
        .filter((_, index) => usable[index])
        .sort(listOrder(now))
        .map(toResolved);
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
