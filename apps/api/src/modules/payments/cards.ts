// Saved cards through Payme's Subscribe API. The browser gives Payme the card number and the SMS code
// (cards.create, cards.get_verify_code, cards.verify) with the merchant's public cash register id; we
// receive only the token, confirm it with Payme (cards.check) and keep the token, masked number, expiry
// and owner. Paying an order with a saved card is a Payme receipt for the order's total (receipts.create)
// paid with the token (receipts.pay), recorded as the order's Payme transaction (provider id = receipt id).
//
// One receipt per order at a time is what makes a double tap harmless: the receipt being paid is the
// order's one open transaction (state 1; the database allows one per order), claimed by one attempt at a
// time, and Payme takes the money for a receipt once. An attempt whose outcome is unknown (no answer
// from Payme) leaves the receipt open; the next attempt asks Payme about it (receipts.check) before
// paying it, never a second receipt. The order row is locked only for the short database steps, never
// while Payme is being asked: Payme may call our Merchant API about the same order meanwhile.
//
// Only Payme's word closes an open receipt. Before an order stops taking payments (the sweep of unpaid
// orders, the customer's cancel) its receipt is settled here (resolvePendingReceipts): paid, the payment
// is recorded, and kept if the order can still take it, else given back; never paid, it is cancelled at
// Payme and then here; Payme silent, it stays open and the order waits. A refund is recorded, and the
// order cancelled as refunded, only once Payme took it: an order is never closed on money Payme holds.
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import type { AddCardRequest, CardPayment, CardsConfig, PaymentCard } from '@dastarkhan/domain/contracts/payments';
import type { PaymentType } from '@dastarkhan/domain/enums';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { expiryText, maskCardNumber, parseExpiry } from '@dastarkhan/domain/payment-card';
import { RECEIPT_STATE, SUBSCRIBE_ERRORS, subscribeMessageText, type SubscribeMethod, type SubscribeReceipt } from '@dastarkhan/domain/payme-subscribe';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { appError, badRequest, conflict, forbidden, internalError, notFound, type AppError } from '../../errors.ts';
import type { PaymeAccount } from '../../integrations/payments/credentials.ts';
import {
  createPaymeSubscribeClient,
  SubscribeRefusal,
  SubscribeUnavailable,
  type PaymeSubscribeClient,
} from '../../integrations/payments/payme-subscribe.ts';
import type { SettingsService } from '../settings/service.ts';
import type { NotPayableReason, OrderRow, PaymentsCore, TransactionRow } from './core.ts';
import * as repo from './repo.ts';

const PROVIDER = 'PAYME' satisfies PaymentType;

/** Payme's cancel reasons (Merchant API), reused for our receipts' transactions. */
const CANCEL_REASON = { DEBIT_ERROR: 2, EXECUTION_ERROR: 3, TIMEOUT: 4, REFUND: 5 } as const;

/**
 * What became of an order's open card receipt settled with Payme before the order stops taking payments.
 * `settled`: Payme had taken the money, and the order is now paid (and kept), or the money is back with
 * the customer and the order cancelled as refunded. `clear`: no card receipt of the order is open (none
 * was, or Payme confirmed it unpaid and it is cancelled there and here). `unknown`: still open (a tap is
 * paying it right now, or Payme could not be asked or has not finished with it): ask again later.
 */
export type PendingReceiptOutcome = 'settled' | 'clear' | 'unknown';

export interface CardsContext {
  merchant: Merchant;
  userId: string;
}

export interface CardsService {
  /** Where the browser sends the card (Payme's endpoint and the merchant's public cash register id). */
  config(ctx: CardsContext): Promise<CardsConfig>;
  /** The customer's saved cards, newest first. */
  list(ctx: CardsContext): Promise<PaymentCard[]>;
  /** Saves the card of a token Payme verified; the same token again answers the card saved (created: false). */
  add(ctx: CardsContext, request: AddCardRequest): Promise<{ card: PaymentCard; created: boolean }>;
  /** Forgets the card here and (best effort) at Payme. */
  remove(ctx: CardsContext, cardId: string): Promise<void>;
  /** Pays the customer's unpaid Payme order with the saved card. */
  pay(ctx: CardsContext, cardId: string, orderId: string): Promise<CardPayment>;
  /**
   * Settles with Payme the order's open card receipt that no tap is paying now, before the order stops
   * taking payments. Call it outside any transaction: Payme may call our Merchant API meanwhile.
   */
  resolvePendingReceipts(order: Pick<OrderRow, 'id' | 'merchantId'>): Promise<PendingReceiptOutcome>;
}

export interface CardsServiceOptions {
  core: PaymentsCore;
  settings: Pick<SettingsService, 'getWebSettings'>;
  config: Config['payments'];
  log: FastifyBaseLogger;
  /** Payme's Subscribe API; by default the HTTP client of `config.paymeSubscribeUrl`. */
  subscribe?: PaymeSubscribeClient;
}

/** What a card receipt's transaction keeps besides its columns (`payment_transactions.raw`). */
interface CardReceiptRecord {
  source: 'subscribe';
  cardId: string;
  /** Until when (Unix ms) an attempt is paying the receipt; 0 when none is. Later attempts may take over. */
  attemptUntil: number;
  /** What Payme's Merchant API CreateTransaction for the receipt carries (its id is the receipt's). */
  params: { id: string; time: number; amount: number; account: { order_id: string } };
  receipt?: SubscribeReceipt;
  /** Payme said it was paid when the order could no longer take it: a later "cancelled" is its refund. */
  paidAtPayme?: boolean;
}

function cardReceiptRecord(raw: unknown): CardReceiptRecord | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Partial<CardReceiptRecord>;
  return record.source === 'subscribe' && typeof record.cardId === 'string' && typeof record.attemptUntil === 'number' ? (record as CardReceiptRecord) : null;
}

/** Whether the transaction is a saved card's Payme receipt: only Payme can say whether it was paid. */
export function isCardReceipt(row: Pick<TransactionRow, 'raw'>): boolean {
  return cardReceiptRecord(row.raw) !== null;
}

function toCard(row: repo.CardRow): PaymentCard {
  return {
    id: row.id,
    name: row.name,
    number: row.maskedNumber,
    expire: row.expire,
    owner: row.owner,
    type: row.provider as PaymentType,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Payme's refusal as the customer and support see it: its code and its message in uz, ru and eng. */
function providerError(refusal: SubscribeRefusal): { code: number; message: LocalizedText } {
  const message = refusal.providerMessage;
  return {
    code: refusal.code,
    message: { uz: subscribeMessageText(message, 'uz'), ru: subscribeMessageText(message, 'ru'), eng: subscribeMessageText(message, 'eng') },
  };
}

function unavailable(error: SubscribeUnavailable): AppError {
  return appError('PAYMENT_PROVIDER_UNAVAILABLE', 503, { provider: PROVIDER, reason: error.reason });
}

function notPayable(reason: NotPayableReason, order: Pick<OrderRow, 'paymentType' | 'status'> | null, extra: Record<string, unknown> = {}): AppError {
  switch (reason) {
    case 'NOT_FOUND':
      return notFound('ORDER_NOT_FOUND', Object.keys(extra).length > 0 ? extra : undefined);
    case 'OTHER_PAYMENT_TYPE':
      return conflict('ORDER_NOT_PAID_ONLINE', { paymentType: order?.paymentType ?? null, expected: PROVIDER, ...extra });
    case 'ALREADY_PAID':
      return conflict('ORDER_ALREADY_PAID', Object.keys(extra).length > 0 ? extra : undefined);
    default:
      return conflict('ORDER_NOT_PAYABLE', { reason, status: order?.status ?? null, ...extra });
  }
}

type Claim =
  | { kind: 'claimed'; row: TransactionRow; resumed: boolean }
  /** `open`: the order's card receipt, taken for this attempt to settle (it may have been paid before the order stopped taking payments). */
  | { kind: 'refused'; reason: NotPayableReason; order: OrderRow | null; open: TransactionRow | null }
  | { kind: 'busy' }
  | { kind: 'stale' };

type Settled = { kind: 'paid'; paidAt: Date } | { kind: 'refund'; reason: NotPayableReason } | { kind: 'refunded' } | { kind: 'declined' } | { kind: 'error' };

/** A paid receipt: the order paid, or its money given back (`refunded`), or to be given back once Payme answers. */
type PaidOutcome = { kind: 'paid'; paidAt: Date } | { kind: 'refunded' | 'refund-pending'; reason: NotPayableReason };

type Taken = { kind: 'taken'; order: OrderRow; row: TransactionRow } | { kind: 'busy' } | { kind: 'gone' };

/** How many times one request starts over after finding the order's receipt closed by someone else. */
const MAX_RESTARTS = 2;

export function createCardsService(options: CardsServiceOptions): CardsService {
  const { core, settings, config, log } = options;
  const { db } = core;
  const subscribe = options.subscribe ?? createPaymeSubscribeClient({ url: config.paymeSubscribeUrl, timeoutMs: config.providerTimeoutMs });
  // An attempt asks Payme at most twice (receipts.check, receipts.pay), each within the timeout.
  const attemptMs = 2 * config.providerTimeoutMs + 5_000;

  async function requireEnabled(ctx: CardsContext): Promise<void> {
    if (!(await settings.getWebSettings(ctx.merchant)).cardActive) throw forbidden('CARDS_DISABLED');
  }

  async function paymeAccount(ctx: CardsContext): Promise<PaymeAccount> {
    const found = await core.accountFor(ctx.merchant.id, PROVIDER);
    if (!found) throw conflict('PAYMENT_PROVIDER_NOT_CONFIGURED', { paymentType: PROVIDER });
    return found.account;
  }

  /** The order's open transaction (state 1), if any; the caller holds the order's lock when it matters. */
  async function openTransaction(ex: Parameters<typeof repo.listOrderTransactions>[0], order: OrderRow): Promise<TransactionRow | null> {
    return (await repo.listOrderTransactions(ex, order.merchantId, order.id)).find((row) => row.state === 1) ?? null;
  }

  /** Takes the order's open card receipt for this attempt, or records `fresh` as it. */
  async function claim(order: OrderRow, cardId: string, fresh: SubscribeReceipt | null): Promise<Claim> {
    return db.transaction(async (tx): Promise<Claim> => {
      const payable = await core.payableOrder(tx, order.merchantId, order.id, PROVIDER);
      const now = core.now().getTime();
      const open = payable.order ? await openTransaction(tx, order) : null;
      if (!payable.ok) {
        const record = open && cardReceiptRecord(open.raw);
        const settle = open && record && record.attemptUntil <= now ? await repo.updateTransaction(tx, open.id, { raw: { ...record, attemptUntil: now + attemptMs } }) : null;
        return { kind: 'refused', reason: payable.reason, order: payable.order, open: settle };
      }
      if (open) {
        const record = cardReceiptRecord(open.raw);
        // A payment on Payme's own page is under way, or another tap is paying the receipt right now.
        if (!record || record.attemptUntil > now) return { kind: 'busy' };
        const row = await repo.updateTransaction(tx, open.id, { raw: { ...record, cardId, attemptUntil: now + attemptMs } });
        return { kind: 'claimed', row, resumed: true };
      }
      if (!fresh) return { kind: 'stale' };
      const record: CardReceiptRecord = {
        source: 'subscribe',
        cardId,
        attemptUntil: now + attemptMs,
        params: { id: fresh._id, time: fresh.create_time, amount: fresh.amount, account: { order_id: order.id } },
      };
      const row = await repo.insertTransaction(tx, {
        merchantId: order.merchantId,
        orderId: order.id,
        provider: PROVIDER,
        providerTransactionId: fresh._id,
        amount: order.totalPrice,
        state: 1,
        providerTime: fresh.create_time,
        createTime: now,
        raw: record,
      });
      return { kind: 'claimed', row, resumed: false };
    });
  }

  /** The attempt is over without an outcome: the next one may take the receipt at once. */
  async function release(order: OrderRow, receiptId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await core.lockOrder(tx, order.merchantId, order.id);
      const row = await repo.findTransaction(tx, PROVIDER, receiptId, { lock: true });
      const record = row && cardReceiptRecord(row.raw);
      if (row && record && row.state === 1) await repo.updateTransaction(tx, row.id, { raw: { ...record, attemptUntil: 0 } });
    });
  }

  /** Closes a receipt nobody paid (declined, or found unpaid at Payme), journalled with what Payme said. */
  async function closeUnpaid(order: OrderRow, receiptId: string, reason: number, method: SubscribeMethod, said: unknown): Promise<void> {
    const outcome = await core.callback<Settled>(
      { merchantId: order.merchantId, provider: PROVIDER, method, request: JSON.stringify({ id: receiptId, ...((said as object) ?? {}) }) },
      async (tx) => {
        await core.lockOrder(tx, order.merchantId, order.id);
        const row = await repo.findTransaction(tx, PROVIDER, receiptId, { lock: true });
        const record = row && cardReceiptRecord(row.raw);
        if (row && row.state === 1) {
          await repo.updateTransaction(tx, row.id, { state: -1, reason, cancelTime: core.now().getTime(), ...(record ? { raw: { ...record, attemptUntil: 0 } } : {}) });
        }
        return { response: { kind: 'declined' }, ok: false, orderId: order.id, transactionId: row?.id ?? null };
      },
      () => ({ kind: 'error' }),
    );
    if (outcome.kind === 'error') throw internalError();
  }

  /**
   * Payme gave the receipt's money back: the transaction is cancelled after payment, and the order it was
   * for is refunded (cancelled unless the merchant started it). An order paid otherwise stays paid.
   */
  async function recordRefunded(order: OrderRow, receiptId: string, said: unknown): Promise<void> {
    const outcome = await core.callback<Settled>(
      { merchantId: order.merchantId, provider: PROVIDER, method: 'receipts.cancel', request: JSON.stringify({ id: receiptId, ...((said as object) ?? {}) }) },
      async (tx, effects) => {
        const locked = await core.lockOrder(tx, order.merchantId, order.id);
        const row = await repo.findTransaction(tx, PROVIDER, receiptId, { lock: true });
        const record = row && cardReceiptRecord(row.raw);
        if (row && row.state === 1) {
          const raw = record ? { raw: { ...record, attemptUntil: 0, paidAtPayme: true } } : {};
          await repo.updateTransaction(tx, row.id, { state: -2, reason: CANCEL_REASON.REFUND, cancelTime: core.now().getTime(), ...raw });
        }
        if (locked && !locked.isPaid) await effects.markRefunded(locked, PROVIDER);
        return { response: { kind: 'refunded' }, ok: true, orderId: order.id, transactionId: row?.id ?? null };
      },
      () => ({ kind: 'error' }),
    );
    if (outcome.kind === 'error') throw internalError();
  }

  /** Payme could not settle the receipt now: it is released, still open, for the next settlement to ask again. */
  async function leaveOpen(order: OrderRow, receiptId: string, why: Record<string, unknown>, message: string, level: 'warn' | 'error' = 'warn'): Promise<void> {
    log[level]({ ...why, orderId: order.id, receiptId }, message);
    await release(order, receiptId).catch((releaseError: unknown) => log.error({ err: releaseError, orderId: order.id }, 'a card receipt could not be released'));
  }

  /**
   * Gives back the money of a paid receipt whose order cannot take it. Payme first, the record after: the
   * order is cancelled as refunded only once Payme took the refund. Otherwise the receipt stays open,
   * marked paid, and is refunded by the next settlement (the sweep of the expired order, the next tap).
   */
  async function refund(order: OrderRow, account: PaymeAccount, receiptId: string): Promise<boolean> {
    const notYet = 'a card payment for an order that could no longer take it was not refunded yet: tried again later';
    let cancelled: SubscribeReceipt;
    try {
      cancelled = await subscribe.cancelReceipt(account, receiptId);
    } catch (error) {
      await leaveOpen(order, receiptId, { err: error }, notYet, 'error');
      return false;
    }
    if (cancelled.state !== RECEIPT_STATE.CANCEL_QUEUED && cancelled.state !== RECEIPT_STATE.CANCELLED) {
      await leaveOpen(order, receiptId, { state: cancelled.state }, notYet, 'error');
      return false;
    }
    await recordRefunded(order, receiptId, { receipt: cancelled });
    return true;
  }

  /** Payme took the money: the transaction performed and the order paid, or (order no longer payable) the money given back. */
  async function settlePaid(order: OrderRow, account: PaymeAccount, receiptId: string, receipt: SubscribeReceipt | null): Promise<PaidOutcome> {
    const outcome = await core.callback<Settled>(
      { merchantId: order.merchantId, provider: PROVIDER, method: 'receipts.pay', request: JSON.stringify({ id: receiptId, receipt: receipt ?? { state: RECEIPT_STATE.PAID } }) },
      async (tx, effects) => {
        const payable = await core.payableOrder(tx, order.merchantId, order.id, PROVIDER);
        const row = await repo.findTransaction(tx, PROVIDER, receiptId, { lock: true });
        const record = row && cardReceiptRecord(row.raw);
        const raw = record ? { raw: { ...record, attemptUntil: 0, ...(receipt ? { receipt } : {}) } } : {};
        const now = core.now().getTime();
        if (payable.ok) {
          if (row && row.state !== 2) await repo.updateTransaction(tx, row.id, { state: 2, performTime: now, reason: null, cancelTime: null, ...raw });
          const paid = await effects.markPaid(payable.order, PROVIDER);
          return { response: { kind: 'paid', paidAt: paid.paidAt ?? new Date(now) }, ok: true, orderId: order.id, transactionId: row?.id ?? null };
        }
        // Payme's Merchant API call for this receipt may have recorded the payment first.
        if (payable.reason === 'ALREADY_PAID' && row?.state === 2) {
          return { response: { kind: 'paid', paidAt: payable.order?.paidAt ?? new Date(now) }, ok: true, orderId: order.id, transactionId: row.id };
        }
        // The order was cancelled, expired or paid otherwise while the card was being charged: the money
        // goes back. Still open (and still this caller's) until Payme confirms the refund; marked paid, so
        // that Payme's later "cancelled" reads as the refund it is.
        if (row && row.state === 1 && record) await repo.updateTransaction(tx, row.id, { raw: { ...record, paidAtPayme: true, ...(receipt ? { receipt } : {}) } });
        return { response: { kind: 'refund', reason: payable.reason }, ok: false, orderId: order.id, transactionId: row?.id ?? null };
      },
      () => ({ kind: 'error' }),
    );
    if (outcome.kind === 'paid') return outcome;
    if (outcome.kind === 'refund') return { kind: (await refund(order, account, receiptId)) ? 'refunded' : 'refund-pending', reason: outcome.reason };
    throw internalError();
  }

  /** settlePaid for a tap: when the payment was made, or the refusal the customer sees (with whether the money is back). */
  async function paidForTap(order: OrderRow, account: PaymeAccount, receiptId: string, receipt: SubscribeReceipt | null): Promise<Date> {
    const outcome = await settlePaid(order, account, receiptId, receipt);
    if (outcome.kind === 'paid') return outcome.paidAt;
    throw notPayable(outcome.reason, order, { refunded: outcome.kind === 'refunded' });
  }

  /** Takes the order's open card receipt for settling, unless a tap is paying it right now. */
  async function takeForSettling(order: Pick<OrderRow, 'id' | 'merchantId'>): Promise<Taken> {
    return db.transaction(async (tx): Promise<Taken> => {
      const locked = await core.lockOrder(tx, order.merchantId, order.id);
      const open = locked ? await openTransaction(tx, locked) : null;
      const record = open && cardReceiptRecord(open.raw);
      if (!locked || !open || !record) return { kind: 'gone' };
      const now = core.now().getTime();
      if (record.attemptUntil > now) return { kind: 'busy' };
      const row = await repo.updateTransaction(tx, open.id, { raw: { ...record, attemptUntil: now + attemptMs } });
      return { kind: 'taken', order: locked, row };
    });
  }

  /**
   * Settles an open card receipt the caller has taken (no tap is paying it), for an order that stops or
   * stopped taking payments. Paid: recorded, kept if the order can still take it, else given back.
   * Never paid: cancelled at Payme, then here (`unpaidReason`). Payme unreachable, or not done with the
   * receipt: left open for later.
   */
  async function settleOpenReceipt(order: OrderRow, account: PaymeAccount, open: TransactionRow, unpaidReason: number): Promise<'paid' | 'refunded' | 'closed' | 'unknown'> {
    const receiptId = open.providerTransactionId;
    let state: number;
    try {
      state = await subscribe.checkReceipt(account, receiptId);
    } catch (error) {
      if (error instanceof SubscribeRefusal && error.code === SUBSCRIBE_ERRORS.RECEIPT_NOT_FOUND) {
        // Payme has no such receipt: nothing was taken for it.
        await closeUnpaid(order, receiptId, unpaidReason, 'receipts.check', { error: providerError(error) });
        return 'closed';
      }
      await leaveOpen(order, receiptId, { err: error }, 'Payme could not say whether a card receipt was paid: asked again later');
      return 'unknown';
    }
    switch (state) {
      case RECEIPT_STATE.PAID: {
        const paid = await settlePaid(order, account, receiptId, null);
        return paid.kind === 'refund-pending' ? 'unknown' : paid.kind;
      }
      case RECEIPT_STATE.CANCEL_QUEUED:
        // Paid, and on its way back: a refund asked for earlier whose answer was lost.
        await recordRefunded(order, receiptId, { state });
        return 'refunded';
      case RECEIPT_STATE.CANCELLED:
        if (cardReceiptRecord(open.raw)?.paidAtPayme) {
          await recordRefunded(order, receiptId, { state });
          return 'refunded';
        }
        await closeUnpaid(order, receiptId, unpaidReason, 'receipts.check', { state });
        return 'closed';
      case RECEIPT_STATE.CREATED: {
        let cancelled: SubscribeReceipt;
        try {
          cancelled = await subscribe.cancelReceipt(account, receiptId);
        } catch (error) {
          await leaveOpen(order, receiptId, { err: error }, 'an unpaid card receipt was not cancelled at Payme: asked again later');
          return 'unknown';
        }
        if (cancelled.state === RECEIPT_STATE.CANCELLED && !cancelled.pay_time) {
          await closeUnpaid(order, receiptId, unpaidReason, 'receipts.cancel', { receipt: cancelled });
          return 'closed';
        }
        if (cancelled.state === RECEIPT_STATE.CANCEL_QUEUED || cancelled.state === RECEIPT_STATE.CANCELLED) {
          // Paid between the two questions: the cancel was its refund.
          await recordRefunded(order, receiptId, { receipt: cancelled });
          return 'refunded';
        }
        await leaveOpen(order, receiptId, { state: cancelled.state }, 'Payme did not cancel an unpaid card receipt: asked again later');
        return 'unknown';
      }
      default:
        // Payme is still processing the payment (debited, held, paused, closing): its outcome comes later.
        await leaveOpen(order, receiptId, { state }, 'a card receipt is still being processed at Payme: asked again later');
        return 'unknown';
    }
  }

  async function attempt(card: repo.CardRow, order: OrderRow, account: PaymeAccount, restarts: number): Promise<Date> {
    // A new receipt only when the order has no open one: Payme may ask our Merchant API about the order
    // while creating it, so it is created before the order is locked.
    const fresh = (await openTransaction(db, order))
      ? null
      : await subscribe.createReceipt(account, { amount: order.totalPrice, orderId: order.id, description: `#${order.number}` }).catch((error: unknown) => {
          if (error instanceof SubscribeUnavailable) throw unavailable(error);
          if (error instanceof SubscribeRefusal) throw appError('CARD_PAYMENT_FAILED', 409, { provider: providerError(error) });
          throw error;
        });
    const claimed = await claim(order, card.id, fresh);
    if (fresh && (claimed.kind !== 'claimed' || claimed.row.providerTransactionId !== fresh._id)) {
      await subscribe.cancelReceipt(account, fresh._id).catch((error: unknown) => log.warn({ err: error, orderId: order.id }, 'an unused Payme receipt was not cancelled'));
    }
    if (claimed.kind === 'refused') {
      // The order stopped taking payments while its receipt was open (an earlier attempt never learnt the
      // outcome): paid at Payme, the money goes back; never paid, it is closed.
      const settled = claimed.open ? await settleOpenReceipt(order, account, claimed.open, CANCEL_REASON.EXECUTION_ERROR) : null;
      throw notPayable(claimed.reason, claimed.order, settled === 'refunded' ? { refunded: true } : {});
    }
    if (claimed.kind === 'busy') throw conflict('PAYMENT_IN_PROGRESS');
    if (claimed.kind === 'stale') {
      if (restarts >= MAX_RESTARTS) throw conflict('PAYMENT_IN_PROGRESS');
      return attempt(card, order, account, restarts + 1);
    }

    const receiptId = claimed.row.providerTransactionId;
    try {
      if (claimed.resumed) {
        // An earlier attempt ended without knowing: Payme says whether that receipt was paid.
        let state: number;
        try {
          state = await subscribe.checkReceipt(account, receiptId);
        } catch (error) {
          // Only a receipt Payme does not know is surely unpaid; any other refusal leaves the question open.
          if (!(error instanceof SubscribeRefusal)) throw error;
          if (error.code !== SUBSCRIBE_ERRORS.RECEIPT_NOT_FOUND) throw new SubscribeUnavailable('receipts.check', 'malformed', `receipts.check refused: ${error.code}`);
          state = RECEIPT_STATE.CANCELLED;
        }
        if (state === RECEIPT_STATE.PAID) return await paidForTap(order, account, receiptId, null);
        if (state === RECEIPT_STATE.CANCELLED || state === RECEIPT_STATE.CANCEL_QUEUED) {
          await closeUnpaid(order, receiptId, CANCEL_REASON.EXECUTION_ERROR, 'receipts.check', { state });
          if (restarts >= MAX_RESTARTS) throw conflict('PAYMENT_IN_PROGRESS');
          return await attempt(card, order, account, restarts + 1);
        }
        // Still being processed at Payme: paying it again, or another receipt, could charge twice.
        if (state !== RECEIPT_STATE.CREATED) throw new SubscribeUnavailable('receipts.check', 'malformed', `the receipt is in state ${state}`);
      }
      let receipt: SubscribeReceipt;
      try {
        receipt = await subscribe.payReceipt(account, receiptId, card.providerToken);
      } catch (error) {
        if (!(error instanceof SubscribeRefusal)) throw error;
        const refusal = providerError(error);
        await closeUnpaid(order, receiptId, CANCEL_REASON.DEBIT_ERROR, 'receipts.pay', { error: refusal });
        await subscribe.cancelReceipt(account, receiptId).catch((cancelError: unknown) => log.warn({ err: cancelError, orderId: order.id }, 'a declined Payme receipt was not cancelled'));
        throw appError('CARD_PAYMENT_FAILED', 402, { provider: refusal });
      }
      if (receipt.state === RECEIPT_STATE.PAID) return await paidForTap(order, account, receiptId, receipt);
      // Accepted but not (yet) paid: the outcome is Payme's to tell on the next attempt.
      throw new SubscribeUnavailable('receipts.pay', 'malformed', `the receipt is in state ${receipt.state} after payment`);
    } catch (error) {
      if (error instanceof SubscribeUnavailable) {
        await release(order, receiptId).catch((releaseError: unknown) => log.error({ err: releaseError, orderId: order.id }, 'a card receipt could not be released'));
        throw unavailable(error);
      }
      throw error;
    }
  }

  return {
    async config(ctx) {
      await requireEnabled(ctx);
      const found = await core.accountFor(ctx.merchant.id, PROVIDER);
      return { enabled: found !== null, provider: PROVIDER, subscribeUrl: config.paymeSubscribeUrl, merchantId: found?.account.merchantId ?? null };
    },

    async list(ctx) {
      await requireEnabled(ctx);
      return (await repo.listCards(db, ctx.merchant.id, ctx.userId)).map(toCard);
    },

    async add(ctx, request) {
      await requireEnabled(ctx);
      const account = await paymeAccount(ctx);
      const mine = (row: repo.CardRow) => row.merchantId === ctx.merchant.id && row.userId === ctx.userId;
      const saved = await repo.findCardByToken(db, PROVIDER, request.token);
      if (saved) {
        // Whoever holds another customer's token learns nothing from the answer.
        if (!mine(saved)) throw notFound('CARD_NOT_FOUND');
        return { card: toCard(saved), created: false };
      }
      let card;
      try {
        card = await subscribe.checkCard(account, request.token);
      } catch (error) {
        if (error instanceof SubscribeUnavailable) throw unavailable(error);
        if (error instanceof SubscribeRefusal) throw badRequest('CARD_NOT_VERIFIED', { provider: providerError(error) });
        throw error;
      }
      if (!card.verify) throw conflict('CARD_NOT_VERIFIED', { reason: 'SMS_CODE_NOT_CONFIRMED' });
      // A token made with save: false pays once and is gone: nothing to keep.
      if (card.recurrent === false) throw conflict('CARD_NOT_VERIFIED', { reason: 'SINGLE_USE_TOKEN' });
      const expiry = parseExpiry(card.expire);
      const row = await repo.insertCardUnlessSaved(db, {
        merchantId: ctx.merchant.id,
        userId: ctx.userId,
        name: request.name ? request.name : null,
        maskedNumber: maskCardNumber(card.number),
        expire: expiry ? expiryText(expiry) : null,
        owner: card.owner ?? null,
        provider: PROVIDER,
        providerToken: request.token,
        isVerified: true,
      });
      if (row) return { card: toCard(row), created: true };
      // The same token saved by a request running alongside this one.
      const raced = await repo.findCardByToken(db, PROVIDER, request.token);
      if (!raced || !mine(raced)) throw notFound('CARD_NOT_FOUND');
      return { card: toCard(raced), created: false };
    },

    async remove(ctx, cardId) {
      await requireEnabled(ctx);
      const card = await repo.findCard(db, ctx.merchant.id, ctx.userId, cardId);
      if (!card) throw notFound('CARD_NOT_FOUND');
      const found = await core.accountFor(ctx.merchant.id, PROVIDER);
      if (found) {
        try {
          await subscribe.removeCard(found.account, card.providerToken);
        } catch (error) {
          // The customer asked us to forget the card: we do, even when Payme cannot be told now.
          log.warn({ err: error, cardId }, 'the card was not removed at Payme; deleted here anyway');
        }
      }
      await repo.deleteCard(db, ctx.merchant.id, ctx.userId, cardId);
    },

    async pay(ctx, cardId, orderId) {
      await requireEnabled(ctx);
      const card = await repo.findCard(db, ctx.merchant.id, ctx.userId, cardId);
      if (!card) throw notFound('CARD_NOT_FOUND');
      const order = await core.findOrder(ctx.merchant.id, orderId);
      // Another customer's order looks exactly like a missing one.
      if (!order || order.userId !== ctx.userId) throw notFound('ORDER_NOT_FOUND');
      if (order.paymentType !== PROVIDER) throw notPayable('OTHER_PAYMENT_TYPE', order);
      if (order.isPaid) throw notPayable('ALREADY_PAID', order);
      // An order that can no longer be paid is refused at once, unless a receipt of it is still open: that
      // one is settled first (it may have been paid).
      const expired = order.paymentExpiresAt !== null && order.paymentExpiresAt.getTime() <= core.now().getTime();
      if ((order.status === 'CANCELED' || order.refundedAt || expired) && !(await openTransaction(db, order))) {
        throw notPayable(order.refundedAt ? 'REFUNDED' : expired ? 'EXPIRED' : 'CANCELED', order);
      }
      const account = await paymeAccount(ctx);
      const paidAt = await attempt(card, order, account, 0);
      return { orderId: order.id, cardId: card.id, amount: tiyinToSom(order.totalPrice), isPaid: true, paidAt: paidAt.toISOString() };
    },

    async resolvePendingReceipts(target) {
      // Most orders have no card receipt open: answered from the database, without a lock or Payme.
      const open = (await repo.listOrderTransactions(db, target.merchantId, target.id)).find((row) => row.state === 1);
      if (!open || !cardReceiptRecord(open.raw)) return 'clear';
      const found = await core.accountFor(target.merchantId, PROVIDER);
      if (!found) {
        log.warn({ orderId: target.id, receiptId: open.providerTransactionId }, 'a card receipt is open but the merchant has no Payme account to ask about it');
        return 'unknown';
      }
      const taken = await takeForSettling(target);
      if (taken.kind === 'busy') return 'unknown';
      if (taken.kind === 'gone') return 'clear';
      const outcome = await settleOpenReceipt(taken.order, found.account, taken.row, CANCEL_REASON.TIMEOUT);
      if (outcome === 'paid' || outcome === 'refunded') return 'settled';
      return outcome === 'closed' ? 'clear' : 'unknown';
    },
  };
}
