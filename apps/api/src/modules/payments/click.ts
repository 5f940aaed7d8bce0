// Click SHOP API (providers.md (b)): Click posts Prepare and Complete to us, form-encoded and signed with
// the merchant's secret key, and we answer JSON with Click's own error codes, always over HTTP 200.
//
// Decisions the protocol leaves to us (each keeps the money and the order in agreement):
// - Replays answer exactly as the first time: a repeated Prepare gets the same merchant_prepare_id, a
//   repeated successful Complete the same merchant_confirm_id with error 0 (not -4: Click retries a
//   Complete whose answer it lost, and must then hear that the payment went through).
// - A Complete for a transaction we prepared in time is honoured even if the order's time to pay ran out
//   meanwhile, as long as the order was not cancelled: Click has taken the money, the order is still there,
//   so the order gets paid. If the order was cancelled (by the customer, staff or the expiry sweep), its
//   pending transaction was cancelled with it and Complete answers -9, which Click treats as a failed
//   payment and returns the money.
// - A new Prepare for an order with another Click transaction still pending cancels the older one (a
//   customer who abandoned Click's page and starts again must be able to pay); a late Complete of the
//   older one then answers -9.
// - Click reporting an error on Complete (error < 0) cancels the transaction (-9); if we had already
//   counted it as paid, the money did not stay with us, so the order is marked refunded (and cancelled
//   if not started).
// - Calls we cannot authenticate (no such merchant or Click account, missing signed fields, wrong
//   signature) are answered and not journalled; everything signed correctly is journalled.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Transaction } from '@dastarkhan/db/client';
import type { ClickAccount } from '../../integrations/payments/credentials.ts';
import type { CallbackEffects, CallbackEntry, CallbackOutcome, OrderRow, PaymentsCore, TransactionRow } from './core.ts';
import * as repo from './repo.ts';

export type ClickEndpoint = 'prepare' | 'complete';

/** Our answers' error codes and the notes Click's documentation gives them. */
export const CLICK_ERROR = {
  SUCCESS: { code: 0, note: 'Success' },
  SIGN_CHECK_FAILED: { code: -1, note: 'SIGN CHECK FAILED' },
  INCORRECT_AMOUNT: { code: -2, note: 'Incorrect parameter amount' },
  ACTION_NOT_FOUND: { code: -3, note: 'Action not found' },
  ALREADY_PAID: { code: -4, note: 'Already paid' },
  USER_NOT_FOUND: { code: -5, note: 'User does not exist' },
  TRANSACTION_NOT_FOUND: { code: -6, note: 'Transaction does not exist' },
  FAILED_TO_UPDATE: { code: -7, note: 'Failed to update user' },
  BAD_REQUEST: { code: -8, note: 'Error in request from click' },
  TRANSACTION_CANCELLED: { code: -9, note: 'Transaction cancelled' },
} as const;

type ClickError = (typeof CLICK_ERROR)[keyof typeof CLICK_ERROR];

/** The action Click sends to each endpoint. */
const ENDPOINT_ACTION: Record<ClickEndpoint, string> = { prepare: '0', complete: '1' };

/** Click's ids are signed 64-bit integers: kept as the digits received, never as JS numbers. */
const INT64_MAX = 2n ** 63n - 1n;
const DIGITS = /^\d{1,19}$/;
const INTEGER = /^-?\d{1,19}$/;
/** So'm as Click writes them: digits, optionally a decimal point and decimals. */
const SOM_AMOUNT = /^(\d{1,15})(?:\.(\d{1,20}))?$/;

/** Our reply; the two ids Click sent are echoed as received. */
export interface ClickReply {
  /** Digits as received (sent back as a JSON number), or null when the request had none we could read. */
  click_trans_id: string | null;
  merchant_trans_id: string | null;
  /** Prepare only: our transaction's seq. */
  merchant_prepare_id?: number | null;
  /** Complete only: our transaction's seq. */
  merchant_confirm_id?: number | null;
  error: number;
  error_note: string;
}

function isInt64(value: string): boolean {
  return DIGITS.test(value) && BigInt(value) <= INT64_MAX;
}

/**
 * The reply as JSON text. click_trans_id goes out as a number, the way Click sends and documents it
 * (bigint), written from its digits so that ids beyond 2^53 survive (JSON.stringify would round them).
 */
export function clickReplyJson(reply: ClickReply): string {
  const fields = Object.entries(reply).map(([name, value]) => {
    const json = name === 'click_trans_id' && typeof value === 'string' && isInt64(value) ? BigInt(value).toString() : JSON.stringify(value ?? null);
    return `${JSON.stringify(name)}:${json}`;
  });
  return `{${fields.join(',')}}`;
}

/**
 * So'm as Click sent them → tiyin, exactly (no floating point): "1000.5", "1000.50" and "1000.500" are
 * all 100 050 tiyin; null for anything else, including a fraction of a tiyin ("1000.001") or a negative
 * amount.
 */
export function clickAmountToTiyin(amount: string): bigint | null {
  const match = SOM_AMOUNT.exec(amount);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > 2) return null;
  return BigInt(whole) * 100n + BigInt(significant.padEnd(2, '0'));
}

/** The fields Click signs, in the order its documentation gives (merchant_prepare_id on Complete only). */
export function clickSignString(endpoint: ClickEndpoint, fields: URLSearchParams, secretKey: string): string {
  const get = (name: string) => fields.get(name) ?? '';
  const parts = [get('click_trans_id'), get('service_id'), secretKey, get('merchant_trans_id')];
  if (endpoint === 'complete') parts.push(get('merchant_prepare_id'));
  parts.push(get('amount'), get('action'), get('sign_time'));
  return createHash('md5').update(parts.join(''), 'utf8').digest('hex');
}

function signatureMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Fields that must be present for the signature to be checked at all. */
function signedFields(endpoint: ClickEndpoint): string[] {
  const names = ['click_trans_id', 'service_id', 'merchant_trans_id', 'amount', 'action', 'sign_time', 'sign_string'];
  if (endpoint === 'complete') names.push('merchant_prepare_id');
  return names;
}

/** A request that passed the signature check, its fields validated. */
interface ClickCall {
  clickTransId: string;
  clickPaydocId: string;
  serviceId: string;
  merchantTransId: string;
  merchantPrepareId: string | null;
  /** As received: what was signed. */
  amount: string;
  amountTiyin: bigint;
  /** Click's own error for the payment (Complete): below zero means it failed at Click. */
  clickError: number;
  signTime: string;
}

export interface ClickService {
  /** Answers one Prepare or Complete call: `body` is the raw form body as received. */
  handle(endpoint: ClickEndpoint, merchantId: string, body: string): Promise<ClickReply>;
}

export function createClickService(core: PaymentsCore): ClickService {
  function reply(endpoint: ClickEndpoint, fields: { clickTransId: string | null; merchantTransId: string | null }, error: ClickError, seq: number | null = null): ClickReply {
    const id = endpoint === 'prepare' ? { merchant_prepare_id: seq } : { merchant_confirm_id: seq };
    return { click_trans_id: fields.clickTransId, merchant_trans_id: fields.merchantTransId, ...id, error: error.code, error_note: error.note };
  }

  function outcome(response: ClickReply, order: OrderRow | null, transaction: TransactionRow | null = null): CallbackOutcome<ClickReply> {
    return { response, ok: response.error === 0, orderId: order?.id ?? null, transactionId: transaction?.id ?? null };
  }

  /** Validates the fields of a correctly signed call; the refusal to answer otherwise. */
  function validate(endpoint: ClickEndpoint, form: URLSearchParams, account: ClickAccount): ClickCall | ClickError {
    const get = (name: string) => form.get(name);
    const clickTransId = get('click_trans_id') ?? '';
    const serviceId = get('service_id') ?? '';
    const clickPaydocId = get('click_paydoc_id') ?? '';
    const merchantPrepareId = endpoint === 'complete' ? (get('merchant_prepare_id') ?? '') : null;
    const action = get('action') ?? '';
    const clickError = get('error') ?? '';
    const wellFormed =
      isInt64(clickTransId) &&
      isInt64(clickPaydocId) &&
      DIGITS.test(serviceId) &&
      (merchantPrepareId === null || isInt64(merchantPrepareId)) &&
      INTEGER.test(action) &&
      INTEGER.test(clickError);
    if (!wellFormed) return CLICK_ERROR.BAD_REQUEST;
    if (serviceId !== account.serviceId) return CLICK_ERROR.BAD_REQUEST;
    if (action !== ENDPOINT_ACTION[endpoint]) return CLICK_ERROR.ACTION_NOT_FOUND;
    const amount = get('amount') ?? '';
    const amountTiyin = clickAmountToTiyin(amount);
    if (amountTiyin === null) return CLICK_ERROR.INCORRECT_AMOUNT;
    return {
      clickTransId,
      clickPaydocId,
      serviceId,
      merchantTransId: get('merchant_trans_id') ?? '',
      merchantPrepareId,
      amount,
      amountTiyin,
      clickError: Number(clickError),
      signTime: get('sign_time') ?? '',
    };
  }

  /** Cancels a transaction that has not been paid (state 1 → -1), keeping its first cancel time. */
  function cancelPending(tx: Transaction, transaction: TransactionRow): Promise<TransactionRow> {
    return repo.updateTransaction(tx, transaction.id, { state: -1, cancelTime: transaction.cancelTime ?? core.now().getTime() });
  }

  async function prepare(tx: Transaction, merchantId: string, call: ClickCall): Promise<CallbackOutcome<ClickReply>> {
    const answer = (error: ClickError, seq: number | null = null) => reply('prepare', call, error, seq);
    const payable = await core.payableOrder(tx, merchantId, call.merchantTransId, 'CLICK');
    const order = payable.order;
    if (!order || order.paymentType !== 'CLICK') return outcome(answer(CLICK_ERROR.USER_NOT_FOUND), order);

    // A repeated Prepare answers from the transaction it created, whatever happened to the order since.
    const existing = await repo.findTransaction(tx, 'CLICK', call.clickTransId);
    if (existing) {
      if (existing.merchantId !== merchantId || existing.orderId !== order.id) return outcome(answer(CLICK_ERROR.BAD_REQUEST), order);
      if (BigInt(existing.amount) !== call.amountTiyin) return outcome(answer(CLICK_ERROR.INCORRECT_AMOUNT), order, existing);
      if (existing.state === 2) return outcome(answer(CLICK_ERROR.ALREADY_PAID), order, existing);
      if (existing.state < 0) return outcome(answer(CLICK_ERROR.TRANSACTION_CANCELLED), order, existing);
      if (call.clickError < 0) {
        const cancelled = await cancelPending(tx, existing);
        return outcome(answer(CLICK_ERROR.TRANSACTION_CANCELLED), order, cancelled);
      }
      return outcome(answer(CLICK_ERROR.SUCCESS, existing.seq), order, existing);
    }

    if (!payable.ok) {
      if (payable.reason === 'ALREADY_PAID') return outcome(answer(CLICK_ERROR.ALREADY_PAID), order);
      // Cancelled, refunded, or its time to pay is over: nothing can be paid any more.
      return outcome(answer(CLICK_ERROR.TRANSACTION_CANCELLED), order);
    }
    if (call.clickError < 0) return outcome(answer(CLICK_ERROR.TRANSACTION_CANCELLED), order);
    if (call.amountTiyin !== BigInt(order.totalPrice)) return outcome(answer(CLICK_ERROR.INCORRECT_AMOUNT), order);

    for (const older of await repo.listOrderTransactions(tx, merchantId, order.id)) {
      if (older.state === 1 && older.provider === 'CLICK') await cancelPending(tx, older);
    }
    const created = await repo.insertTransaction(tx, {
      merchantId,
      orderId: order.id,
      provider: 'CLICK',
      providerTransactionId: call.clickTransId,
      amount: order.totalPrice,
      state: 1,
      createTime: core.now().getTime(),
      raw: { clickPaydocId: call.clickPaydocId, serviceId: call.serviceId, amount: call.amount, signTime: call.signTime },
    });
    return outcome(answer(CLICK_ERROR.SUCCESS, created.seq), order, created);
  }

  async function complete(tx: Transaction, effects: CallbackEffects, merchantId: string, call: ClickCall): Promise<CallbackOutcome<ClickReply>> {
    const answer = (error: ClickError, seq: number | null = null) => reply('complete', call, error, seq);
    // The order first: every call about it waits here, so 20 identical Completes change it once.
    const order = await core.payableOrder(tx, merchantId, call.merchantTransId, 'CLICK').then((payable) => payable.order);
    if (!order || order.paymentType !== 'CLICK') return outcome(answer(CLICK_ERROR.USER_NOT_FOUND), order);

    const seq = Number(call.merchantPrepareId);
    const transaction = Number.isSafeInteger(seq) ? await repo.findTransactionBySeq(tx, merchantId, 'CLICK', seq) : null;
    if (!transaction || transaction.orderId !== order.id || transaction.providerTransactionId !== call.clickTransId) {
      return outcome(answer(CLICK_ERROR.TRANSACTION_NOT_FOUND), order);
    }
    const now = core.now().getTime();

    if (call.clickError < 0) {
      if (transaction.state === 1) return outcome(answer(CLICK_ERROR.TRANSACTION_CANCELLED), order, await cancelPending(tx, transaction));
      if (transaction.state === 2) {
        const reversed = await repo.updateTransaction(tx, transaction.id, { state: -2, cancelTime: now });
        await effects.markRefunded(order, 'CLICK');
        return outcome(answer(CLICK_ERROR.TRANSACTION_CANCELLED), order, reversed);
      }
      return outcome(answer(CLICK_ERROR.TRANSACTION_CANCELLED), order, transaction);
    }

    if (transaction.state === 2) return outcome(answer(CLICK_ERROR.SUCCESS, transaction.seq), order, transaction);
    if (transaction.state < 0) return outcome(answer(CLICK_ERROR.TRANSACTION_CANCELLED), order, transaction);
    if (call.amountTiyin !== BigInt(transaction.amount)) {
      return outcome(answer(CLICK_ERROR.INCORRECT_AMOUNT), order, await cancelPending(tx, transaction));
    }
    if (order.isPaid) return outcome(answer(CLICK_ERROR.ALREADY_PAID), order, await cancelPending(tx, transaction));
    if (order.status === 'CANCELED' || order.refundedAt) {
      return outcome(answer(CLICK_ERROR.TRANSACTION_CANCELLED), order, await cancelPending(tx, transaction));
    }
    // Paid even if the time to pay ran out since Prepare (see the top of this file).
    await effects.markPaid(order, 'CLICK');
    const performed = await repo.updateTransaction(tx, transaction.id, { state: 2, performTime: now });
    return outcome(answer(CLICK_ERROR.SUCCESS, performed.seq), order, performed);
  }

  return {
    async handle(endpoint, merchantId, body) {
      const form = new URLSearchParams(body);
      const echo = { clickTransId: form.get('click_trans_id'), merchantTransId: form.get('merchant_trans_id') };
      if (signedFields(endpoint).some((name) => !form.get(name))) return reply(endpoint, echo, CLICK_ERROR.BAD_REQUEST);
      const found = await core.accountFor(merchantId, 'CLICK');
      if (!found) return reply(endpoint, echo, CLICK_ERROR.BAD_REQUEST);
      if (!signatureMatches(form.get('sign_string') ?? '', clickSignString(endpoint, form, found.account.secretKey))) {
        return reply(endpoint, echo, CLICK_ERROR.SIGN_CHECK_FAILED);
      }

      // Authenticated from here on: every answer is journalled.
      const merchant = found.merchant.id;
      const entry: CallbackEntry = { merchantId: merchant, provider: 'CLICK', method: endpoint, request: body };
      const call = validate(endpoint, form, found.account);
      if (!('clickTransId' in call)) {
        const response = reply(endpoint, echo, call);
        await core.journal(entry, { response, ok: false });
        return response;
      }
      return core.callback(
        entry,
        (tx, effects) => (endpoint === 'prepare' ? prepare(tx, merchant, call) : complete(tx, effects, merchant, call)),
        () => reply(endpoint, call, CLICK_ERROR.FAILED_TO_UPDATE),
      );
    },
  };
}
