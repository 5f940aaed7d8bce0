// What every provider protocol of the payments module builds on: the merchant's provider account, the
// order a payment is for, and one transaction per callback holding its effect and its journal row.
import type { Database, Transaction } from '@dastarkhan/db/client';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import type { OnlineProvider, PaymentType } from '@dastarkhan/domain/enums';
import type { FastifyBaseLogger } from 'fastify';
import { providerAccount, type ProviderAccounts } from '../../integrations/payments/credentials.ts';
import type { CashbackService } from '../cashback/service.ts';
import type { MerchantsService } from '../merchants/service.ts';
import { findOrderForPayment, lockOrderForPayment, markOrderPaid, markOrderRefunded, type OrderRow } from '../orders/payment-state.ts';
import * as repo from './repo.ts';

export type { OrderRow };
export type TransactionRow = repo.TransactionRow;

/** Why an order cannot take a payment now. */
export type NotPayableReason = 'NOT_FOUND' | 'OTHER_PAYMENT_TYPE' | 'ALREADY_PAID' | 'CANCELED' | 'REFUNDED' | 'EXPIRED';

export type PayableOrder = { ok: true; order: OrderRow } | { ok: false; reason: NotPayableReason; order: OrderRow | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `orderId` (as a provider sent it) can be an order id at all: anything else is an unknown order. */
export function isOrderId(orderId: unknown): orderId is string {
  return typeof orderId === 'string' && UUID.test(orderId);
}

/** What a callback's work answers: the provider's reply, whether it was a success, and what it concerned. */
export interface CallbackOutcome<T> {
  response: T;
  ok: boolean;
  orderId?: string | null;
  transactionId?: string | null;
}

/** Changes to orders a callback makes; the orders are published to live pages after the commit. */
export interface CallbackEffects {
  /** Marks the locked order paid (once: an order already paid is left as it is). */
  markPaid(order: OrderRow, provider: PaymentType): Promise<OrderRow>;
  /** The money went back: unpaid, refunded, and cancelled if the merchant had not started it. */
  markRefunded(order: OrderRow, provider: PaymentType): Promise<OrderRow>;
}

export interface CallbackEntry {
  merchantId: string | null;
  provider: OnlineProvider;
  /** Payme's JSON-RPC method, Click's prepare/complete, Uzum's check/create/confirm/reverse/status. */
  method: string;
  /** The request body exactly as received. */
  request: string;
}

export interface PaymentsCore {
  db: Database;
  now(): Date;
  log: FastifyBaseLogger;
  /** The merchant and its account at the provider; null for an unknown merchant or one without that account. */
  accountFor<P extends OnlineProvider>(merchantId: string, provider: P): Promise<{ merchant: Merchant; account: ProviderAccounts[P] } | null>;
  /**
   * Runs the work of an authenticated callback in one transaction together with its journal row, then
   * publishes the orders it changed. If the work fails unexpectedly, nothing of it is kept, the failure is
   * journalled on its own with `systemError`'s reply, and that reply is answered.
   */
  callback<T>(entry: CallbackEntry, work: (tx: Transaction, effects: CallbackEffects) => Promise<CallbackOutcome<T>>, systemError: () => T): Promise<T>;
  /** Journals an authenticated call that changed nothing (a refusal before any transaction was needed). */
  journal(entry: CallbackEntry, outcome: CallbackOutcome<unknown>): Promise<void>;
  /**
   * The order `orderId` of the merchant, locked for the rest of the transaction, if it can take a payment
   * by `provider` now: its payment type, unpaid, not cancelled, not refunded, its time to pay not over.
   */
  payableOrder(tx: Transaction, merchantId: string, orderId: unknown, provider: PaymentType): Promise<PayableOrder>;
  /** The order, locked; null when the merchant has no such order. */
  lockOrder(tx: Transaction, merchantId: string, orderId: string): Promise<OrderRow | null>;
  /** The order without a lock (for checks before a transaction). */
  findOrder(merchantId: string, orderId: unknown): Promise<OrderRow | null>;
}

export interface PaymentsCoreOptions {
  db: Database;
  merchants: Pick<MerchantsService, 'findById'>;
  cashback: Pick<CashbackService, 'refund'>;
  /** Called after the commit for every order a payment changed (live order pages). */
  onOrderChanged?: ((row: OrderRow, at: Date) => void) | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createPaymentsCore(options: PaymentsCoreOptions): PaymentsCore {
  const { db, merchants, cashback, log } = options;
  const now = options.now ?? (() => new Date());

  async function journal(entry: CallbackEntry, outcome: CallbackOutcome<unknown>, ex: Database | Transaction = db): Promise<void> {
    await repo.recordCallback(ex, {
      merchantId: entry.merchantId,
      provider: entry.provider,
      method: entry.method.slice(0, 100),
      request: entry.request,
      response: outcome.response ?? null,
      ok: outcome.ok,
      orderId: outcome.orderId ?? null,
      transactionId: outcome.transactionId ?? null,
    });
  }

  return {
    db,
    now,
    log,

    async accountFor(merchantId, provider) {
      if (!UUID.test(merchantId)) return null;
      const merchant = await merchants.findById(merchantId.toLowerCase());
      if (!merchant) return null;
      const method = await repo.findPaymentMethod(db, merchant.id, provider);
      // The account answers even when the method is switched off: a payment already under way must finish.
      const account = method ? providerAccount(provider, method.credentials) : null;
      return account ? { merchant, account } : null;
    },

    async callback(entry, work, systemError) {
      const changed: OrderRow[] = [];
      const at = now();
      try {
        const response = await db.transaction(async (tx) => {
          const effects: CallbackEffects = {
            async markPaid(order, provider) {
              const { row, changed: didChange } = await markOrderPaid(tx, order, now(), provider);
              if (didChange) changed.push(row);
              return row;
            },
            async markRefunded(order, provider) {
              const { row, changed: didChange } = await markOrderRefunded(tx, order, now(), provider, { cashback });
              if (didChange) changed.push(row);
              return row;
            },
          };
          const outcome = await work(tx, effects);
          await journal(entry, outcome, tx);
          return outcome.response;
        });
        for (const row of changed) options.onOrderChanged?.(row, at);
        return response;
      } catch (error) {
        log.error({ err: error, provider: entry.provider, method: entry.method, merchantId: entry.merchantId }, 'payment callback failed');
        const response = systemError();
        await journal(entry, { response, ok: false }).catch((journalError: unknown) => log.error({ err: journalError }, 'payment callback journal failed'));
        return response;
      }
    },

    journal: (entry, outcome) => journal(entry, outcome),

    async payableOrder(tx, merchantId, orderId, provider) {
      if (!isOrderId(orderId)) return { ok: false, reason: 'NOT_FOUND', order: null };
      const order = await lockOrderForPayment(tx, merchantId, orderId.toLowerCase());
      if (!order) return { ok: false, reason: 'NOT_FOUND', order: null };
      if (order.paymentType !== provider) return { ok: false, reason: 'OTHER_PAYMENT_TYPE', order };
      if (order.isPaid) return { ok: false, reason: 'ALREADY_PAID', order };
      if (order.refundedAt) return { ok: false, reason: 'REFUNDED', order };
      if (order.status === 'CANCELED') return { ok: false, reason: 'CANCELED', order };
      if (order.paymentExpiresAt && order.paymentExpiresAt.getTime() <= now().getTime()) return { ok: false, reason: 'EXPIRED', order };
      return { ok: true, order };
    },

    lockOrder: (tx, merchantId, orderId) => lockOrderForPayment(tx, merchantId, orderId),

    async findOrder(merchantId, orderId) {
      return isOrderId(orderId) ? findOrderForPayment(db, merchantId, orderId.toLowerCase()) : null;
    },
  };
}
