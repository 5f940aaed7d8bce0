// Rules of the cashback balance: a per-customer ledger (earned on closed orders, spent on orders, refunded on
// cancel); the balance is the sum of the ledger, never a stored number that could drift from it.
import type { Executor } from '@dastarkhan/db/client';
import { percentOf } from '@dastarkhan/domain/pricing';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { badRequest } from '../../errors.ts';
import * as repo from './repo.ts';

export interface CashbackEntry {
  merchantId: string;
  userId: string;
  orderId: string;
  /** Positive tiyin. */
  amountTiyin: number;
}

export interface CashbackOrderRef {
  merchantId: string;
  userId: string;
  orderId: string;
}

export interface CashbackService {
  /** The customer's balance at the merchant, tiyin. */
  balance(executor: Executor, merchantId: string, userId: string): Promise<number>;
  /**
   * Spends cashback on an order, inside the caller's order transaction: the customer's ledger stays locked
   * until it ends, so two orders cannot spend the same balance. More than the balance → 400
   * CASHBACK_INSUFFICIENT (details.balance in so'm). 0 spends nothing. Spending again for the same order
   * answers the first spend (a retry), never a second debit.
   */
  spend(executor: Executor, entry: CashbackEntry): Promise<{ spentTiyin: number; balanceTiyin: number }>;
  /** Credits cashback for an order (on CLOSED); once per order: a repeat credits nothing (0). */
  earn(executor: Executor, entry: CashbackEntry): Promise<{ creditedTiyin: number }>;
  /** Gives back what the order spent (on CANCELED); once per order; 0 when it spent nothing. */
  refund(executor: Executor, ref: CashbackOrderRef): Promise<{ refundedTiyin: number }>;
}

/** Cashback earned on a closed order: `percent` (the merchant's cashbackPercent) of its product total, tiyin. */
export function cashbackEarnedOn(productTotalTiyin: number, percent: number): number {
  return Math.max(0, percentOf(productTotalTiyin, percent));
}

function assertAmount(amountTiyin: number): void {
  if (!Number.isSafeInteger(amountTiyin) || amountTiyin < 0) throw new Error(`cashback amount must be whole non-negative tiyin, got ${amountTiyin}`);
}

export function createCashbackService(): CashbackService {
  return {
    balance: (executor, merchantId, userId) => repo.sumBalance(executor, merchantId, userId),

    async spend(executor, entry) {
      assertAmount(entry.amountTiyin);
      if (entry.amountTiyin === 0) return { spentTiyin: 0, balanceTiyin: await repo.sumBalance(executor, entry.merchantId, entry.userId) };
      // A savepoint inside the caller's transaction (or a transaction of its own when given the
      // database), so the lock below always lives until a commit.
      return executor.transaction(async (tx) => {
        await repo.lockCustomer(tx, entry.merchantId, entry.userId);
        const earlier = await repo.findEntry(tx, entry.merchantId, entry.orderId, 'SPEND');
        if (earlier) {
          if (earlier.userId !== entry.userId || -earlier.amount !== entry.amountTiyin) {
            throw new Error(`order ${entry.orderId} already spent ${-earlier.amount} tiyin of cashback`);
          }
          return { spentTiyin: -earlier.amount, balanceTiyin: await repo.sumBalance(tx, entry.merchantId, entry.userId) };
        }
        const balance = await repo.sumBalance(tx, entry.merchantId, entry.userId);
        if (entry.amountTiyin > balance) {
          throw badRequest('CASHBACK_INSUFFICIENT', { field: 'cashback', balance: tiyinToSom(Math.max(0, balance)), requested: tiyinToSom(entry.amountTiyin) });
        }
        await repo.insertEntry(tx, { ...entry, kind: 'SPEND', amount: -entry.amountTiyin });
        return { spentTiyin: entry.amountTiyin, balanceTiyin: balance - entry.amountTiyin };
      });
    },

    async earn(executor, entry) {
      assertAmount(entry.amountTiyin);
      if (entry.amountTiyin === 0) return { creditedTiyin: 0 };
      const inserted = await repo.insertEntry(executor, { ...entry, kind: 'EARN', amount: entry.amountTiyin });
      return { creditedTiyin: inserted ? entry.amountTiyin : 0 };
    },

    async refund(executor, ref) {
      const spent = await repo.findEntry(executor, ref.merchantId, ref.orderId, 'SPEND');
      if (!spent) return { refundedTiyin: 0 };
      // Back to whoever spent it, whatever user the caller names.
      const inserted = await repo.insertEntry(executor, { merchantId: ref.merchantId, userId: spent.userId, orderId: ref.orderId, kind: 'REFUND', amount: -spent.amount });
      return { refundedTiyin: inserted ? -spent.amount : 0 };
    },
  };
}
