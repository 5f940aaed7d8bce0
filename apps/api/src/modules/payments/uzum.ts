// Uzum Bank Merchant API (providers.md (c)): Uzum posts check, create, confirm, reverse and status to us as
// JSON with HTTP Basic auth, and we answer in its format.
//
// Decisions the reference leaves to us:
// - HTTP status: 200 for every successful answer (OK, CREATED, CONFIRMED, REVERSED, and a status answer
//   whatever the transaction's status), 400 for every FAILED answer. Uzum's published contract declares
//   exactly these two responses for each webhook, and Uzum reads the outcome from `status`/`errorCode`.
// - Error codes: those of providers.md, plus 10005 (parameters missing or of the wrong type), which Uzum's
//   list has between 10003 and 10006. An amount that is not the order's answers 99999, the code Uzum
//   describes as "error while checking payment data" (it has no amount-specific code).
// - The order is named by `params.orderId` (or `params.order_id`, the name our pay link uses): the field
//   name is whatever the merchant's service is configured with at Uzum.
// - Replays answer as the first time: our create/confirm/reverse times are stored once and reused. A
//   create repeated after confirm answers 10008, after a reversal 10009 (the transaction can no longer be
//   "created"); a repeated confirm or reverse answers CONFIRMED or REVERSED again.
// - A confirm for a transaction created in time is honoured even if the order's time to pay ran out
//   meanwhile, as long as the order was not cancelled (Uzum has debited the customer). If it was
//   cancelled, the transaction was cancelled with it and confirm answers 10009, so Uzum gives the money
//   back. The status of a transaction we cancelled ourselves (timeout, superseded, order cancelled) is
//   FAILED; one Uzum reversed is REVERSED.
// - Calls without valid credentials are answered 10001 and not journalled; everything after is.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Transaction } from '@dastarkhan/db/client';
import type { UzumAccount } from '../../integrations/payments/credentials.ts';
import type { CallbackEffects, CallbackEntry, CallbackOutcome, NotPayableReason, OrderRow, PaymentsCore, TransactionRow } from './core.ts';
import * as repo from './repo.ts';

export const UZUM_OPERATIONS = ['check', 'create', 'confirm', 'reverse', 'status'] as const;
export type UzumOperation = (typeof UZUM_OPERATIONS)[number];

export const UZUM_ERROR = {
  ACCESS_DENIED: '10001',
  JSON_PARSE: '10002',
  INVALID_OPERATION: '10003',
  MISSING_PARAMETERS: '10005',
  INVALID_SERVICE_ID: '10006',
  ACCOUNT_NOT_FOUND: '10007',
  ALREADY_PAID: '10008',
  CANCELLED_OR_NOT_FOUND: '10009',
  DATA_CHECK_FAILED: '99999',
} as const;
export type UzumErrorCode = (typeof UZUM_ERROR)[keyof typeof UZUM_ERROR];

/**
 * The reason stored on a transaction Uzum reversed (Payme's "refund" reason, the vocabulary of the
 * column): it tells a reversal (status REVERSED) from our own cancellations (status FAILED).
 */
export const UZUM_REVERSED_REASON = 5;

export type UzumStatus = 'OK' | 'CREATED' | 'CONFIRMED' | 'REVERSED' | 'FAILED';

/** What the route sends: the HTTP status and the JSON body. */
export interface UzumAnswer {
  httpStatus: 200 | 400;
  body: Record<string, unknown>;
}

/** A transaction id as Uzum sent it: a string, or an integer small enough to be held exactly. */
function transIdOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 255) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return null;
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The order the customer pays, as the service's account field names it. */
function orderIdOf(params: unknown): unknown {
  if (!isRecord(params)) return undefined;
  return params.orderId ?? params.order_id;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Whether the Basic credentials are the account's, compared in constant time (hashes: equal lengths). */
export function uzumCredentialsMatch(authorization: string | undefined, account: Pick<UzumAccount, 'login' | 'password'>): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const loginOk = timingSafeEqual(digest(decoded.slice(0, colon)), digest(account.login));
  const passwordOk = timingSafeEqual(digest(decoded.slice(colon + 1)), digest(account.password));
  return loginOk && passwordOk;
}

/** The serviceId of a body we may not be able to trust, for echoing in an error: only a plain number or short string. */
function echoServiceId(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.length <= 64) return value;
  return null;
}

function looseServiceId(body: string): unknown {
  try {
    const parsed: unknown = JSON.parse(body);
    return isRecord(parsed) ? echoServiceId(parsed.serviceId) : null;
  } catch {
    return null;
  }
}

export interface UzumService {
  handle(operation: string, merchantId: string, authorization: string | undefined, body: string): Promise<UzumAnswer>;
}

export function createUzumService(core: PaymentsCore): UzumService {
  const failed = (serviceId: unknown, errorCode: UzumErrorCode): UzumAnswer => ({
    httpStatus: 400,
    body: { serviceId: serviceId ?? null, timestamp: core.now().getTime(), status: 'FAILED', errorCode },
  });
  const ok = (body: Record<string, unknown>): UzumAnswer => ({ httpStatus: 200, body });

  function outcome(response: UzumAnswer, order: OrderRow | null, transaction: TransactionRow | null = null): CallbackOutcome<UzumAnswer> {
    return { response, ok: response.body.status !== 'FAILED', orderId: order?.id ?? null, transactionId: transaction?.id ?? null };
  }

  const accountData = (orderId: string) => ({ account: { value: orderId } });

  /** Uzum's status of one of our transactions. */
  function statusOf(transaction: TransactionRow): UzumStatus {
    if (transaction.state === 1) return 'CREATED';
    if (transaction.state === 2) return 'CONFIRMED';
    return transaction.reason === UZUM_REVERSED_REASON ? 'REVERSED' : 'FAILED';
  }

  function cancelPending(tx: Transaction, transaction: TransactionRow, reason: number | null = null): Promise<TransactionRow> {
    return repo.updateTransaction(tx, transaction.id, { state: -1, reason, cancelTime: transaction.cancelTime ?? core.now().getTime() });
  }

  interface Call {
    serviceId: unknown;
    body: Record<string, unknown>;
    merchantId: string;
  }

  async function check(tx: Transaction, { serviceId, body, merchantId }: Call): Promise<CallbackOutcome<UzumAnswer>> {
    if (body.amount !== undefined && !isAmount(body.amount)) return outcome(failed(serviceId, UZUM_ERROR.MISSING_PARAMETERS), null);
    const payable = await core.payableOrder(tx, merchantId, orderIdOf(body.params), 'UZUM');
    if (!payable.ok) return outcome(refusal(serviceId, payable.reason), payable.order);
    const { order } = payable;
    if (body.amount !== undefined && body.amount !== order.totalPrice) return outcome(failed(serviceId, UZUM_ERROR.DATA_CHECK_FAILED), order);
    return outcome(ok({ serviceId, timestamp: core.now().getTime(), status: 'OK', data: accountData(order.id) }), order);
  }

  /** Why an order cannot take a payment, as Uzum's error. */
  function refusal(serviceId: unknown, reason: NotPayableReason): UzumAnswer {
    switch (reason) {
      case 'NOT_FOUND':
      case 'OTHER_PAYMENT_TYPE':
        return failed(serviceId, UZUM_ERROR.ACCOUNT_NOT_FOUND);
      case 'ALREADY_PAID':
        return failed(serviceId, UZUM_ERROR.ALREADY_PAID);
      default:
        // Cancelled, refunded, or its time to pay is over.
        return failed(serviceId, UZUM_ERROR.CANCELLED_OR_NOT_FOUND);
    }
  }

  const created = (serviceId: unknown, transaction: TransactionRow) =>
    ok({ serviceId, transId: transaction.providerTransactionId, status: 'CREATED', transTime: transaction.createTime, data: accountData(transaction.orderId), amount: transaction.amount });
  const confirmed = (serviceId: unknown, transaction: TransactionRow) =>
    ok({ serviceId, transId: transaction.providerTransactionId, status: 'CONFIRMED', confirmTime: transaction.performTime, data: accountData(transaction.orderId), amount: transaction.amount });
  const reversed = (serviceId: unknown, transaction: TransactionRow) =>
    ok({ serviceId, transId: transaction.providerTransactionId, status: 'REVERSED', reverseTime: transaction.cancelTime, data: accountData(transaction.orderId), amount: transaction.amount });

  async function create(tx: Transaction, { serviceId, body, merchantId }: Call): Promise<CallbackOutcome<UzumAnswer>> {
    const transId = transIdOf(body.transId);
    if (transId === null || !isAmount(body.amount)) return outcome(failed(serviceId, UZUM_ERROR.MISSING_PARAMETERS), null);
    const amount = body.amount;
    const payable = await core.payableOrder(tx, merchantId, orderIdOf(body.params), 'UZUM');
    const order = payable.order;
    if (!order || order.paymentType !== 'UZUM') return outcome(failed(serviceId, UZUM_ERROR.ACCOUNT_NOT_FOUND), order);

    const existing = await repo.findTransaction(tx, 'UZUM', transId);
    if (existing) {
      if (existing.merchantId !== merchantId || existing.orderId !== order.id || existing.amount !== amount) {
        return outcome(failed(serviceId, UZUM_ERROR.DATA_CHECK_FAILED), order);
      }
      if (existing.state === 1) return outcome(created(serviceId, existing), order, existing);
      if (existing.state === 2) return outcome(failed(serviceId, UZUM_ERROR.ALREADY_PAID), order, existing);
      return outcome(failed(serviceId, UZUM_ERROR.CANCELLED_OR_NOT_FOUND), order, existing);
    }

    if (!payable.ok) return outcome(refusal(serviceId, payable.reason), order);
    if (amount !== order.totalPrice) return outcome(failed(serviceId, UZUM_ERROR.DATA_CHECK_FAILED), order);
    // A customer starting again replaces the payment they abandoned.
    for (const older of await repo.listOrderTransactions(tx, merchantId, order.id)) {
      if (older.state === 1 && older.provider === 'UZUM') await cancelPending(tx, older);
    }
    const inserted = await repo.insertTransaction(tx, {
      merchantId,
      orderId: order.id,
      provider: 'UZUM',
      providerTransactionId: transId,
      amount,
      state: 1,
      createTime: core.now().getTime(),
      providerTime: typeof body.timestamp === 'number' && Number.isSafeInteger(body.timestamp) ? body.timestamp : null,
      raw: { serviceId, params: isRecord(body.params) ? body.params : null },
    });
    return outcome(created(serviceId, inserted), order, inserted);
  }

  /**
   * The transaction `transId` of the merchant with its order locked first (every call about the order waits
   * there), then read again under that lock; null when the merchant has no such transaction.
   */
  async function lockedTransaction(tx: Transaction, merchantId: string, transId: string): Promise<{ transaction: TransactionRow; order: OrderRow } | null> {
    const seen = await repo.findTransaction(tx, 'UZUM', transId);
    if (!seen || seen.merchantId !== merchantId) return null;
    const order = await core.lockOrder(tx, merchantId, seen.orderId);
    const transaction = await repo.findTransaction(tx, 'UZUM', transId);
    return order && transaction ? { transaction, order } : null;
  }

  async function confirm(tx: Transaction, effects: CallbackEffects, { serviceId, body, merchantId }: Call): Promise<CallbackOutcome<UzumAnswer>> {
    const transId = transIdOf(body.transId);
    if (transId === null || (body.amount !== undefined && !isAmount(body.amount))) return outcome(failed(serviceId, UZUM_ERROR.MISSING_PARAMETERS), null);
    const found = await lockedTransaction(tx, merchantId, transId);
    if (!found) return outcome(failed(serviceId, UZUM_ERROR.CANCELLED_OR_NOT_FOUND), null);
    const { transaction, order } = found;

    if (transaction.state === 2) return outcome(confirmed(serviceId, transaction), order, transaction);
    if (transaction.state < 0) return outcome(failed(serviceId, UZUM_ERROR.CANCELLED_OR_NOT_FOUND), order, transaction);
    if (body.amount !== undefined && body.amount !== transaction.amount) {
      return outcome(failed(serviceId, UZUM_ERROR.DATA_CHECK_FAILED), order, await cancelPending(tx, transaction));
    }
    if (order.isPaid) return outcome(failed(serviceId, UZUM_ERROR.ALREADY_PAID), order, await cancelPending(tx, transaction));
    if (order.status === 'CANCELED' || order.refundedAt) {
      return outcome(failed(serviceId, UZUM_ERROR.CANCELLED_OR_NOT_FOUND), order, await cancelPending(tx, transaction));
    }
    // Paid even if the time to pay ran out since create (see the top of this file).
    await effects.markPaid(order, 'UZUM');
    const performed = await repo.updateTransaction(tx, transaction.id, { state: 2, performTime: core.now().getTime() });
    return outcome(confirmed(serviceId, performed), order, performed);
  }

  async function reverse(tx: Transaction, effects: CallbackEffects, { serviceId, body, merchantId }: Call): Promise<CallbackOutcome<UzumAnswer>> {
    const transId = transIdOf(body.transId);
    if (transId === null) return outcome(failed(serviceId, UZUM_ERROR.MISSING_PARAMETERS), null);
    const found = await lockedTransaction(tx, merchantId, transId);
    if (!found) return outcome(failed(serviceId, UZUM_ERROR.CANCELLED_OR_NOT_FOUND), null);
    const { transaction, order } = found;
    const now = core.now().getTime();

    if (transaction.state === 1) {
      const cancelled = await cancelPending(tx, transaction, UZUM_REVERSED_REASON);
      return outcome(reversed(serviceId, cancelled), order, cancelled);
    }
    if (transaction.state === 2) {
      // The money went back to the customer: the order is no longer paid (and is cancelled if not started).
      const updated = await repo.updateTransaction(tx, transaction.id, { state: -2, reason: UZUM_REVERSED_REASON, cancelTime: now });
      await effects.markRefunded(order, 'UZUM');
      return outcome(reversed(serviceId, updated), order, updated);
    }
    // Already cancelled (by an earlier reverse, or by us): the same answer, now counted as Uzum's reversal.
    const settled = transaction.reason === UZUM_REVERSED_REASON ? transaction : await repo.updateTransaction(tx, transaction.id, { reason: UZUM_REVERSED_REASON });
    return outcome(reversed(serviceId, settled), order, settled);
  }

  async function status(tx: Transaction, { serviceId, body, merchantId }: Call): Promise<CallbackOutcome<UzumAnswer>> {
    const transId = transIdOf(body.transId);
    if (transId === null) return outcome(failed(serviceId, UZUM_ERROR.MISSING_PARAMETERS), null);
    const found = await lockedTransaction(tx, merchantId, transId);
    if (!found) return outcome(failed(serviceId, UZUM_ERROR.CANCELLED_OR_NOT_FOUND), null);
    const { transaction, order } = found;
    const response = ok({
      serviceId,
      transId: transaction.providerTransactionId,
      status: statusOf(transaction),
      transTime: transaction.createTime,
      confirmTime: transaction.performTime,
      reverseTime: transaction.cancelTime,
      data: accountData(order.id),
      amount: transaction.amount,
    });
    // A status answer is a success whatever the transaction's status: we answered what Uzum asked.
    return { response, ok: true, orderId: order.id, transactionId: transaction.id };
  }

  return {
    async handle(operation, merchantId, authorization, body) {
      const found = await core.accountFor(merchantId, 'UZUM');
      if (!found || !uzumCredentialsMatch(authorization, found.account)) return failed(looseServiceId(body), UZUM_ERROR.ACCESS_DENIED);

      // Authenticated from here on: every answer is journalled.
      const merchant = found.merchant.id;
      const entry: CallbackEntry = { merchantId: merchant, provider: 'UZUM', method: operation, request: body };
      const refuse = async (serviceId: unknown, code: UzumErrorCode) => {
        const response = failed(serviceId, code);
        await core.journal(entry, { response, ok: false });
        return response;
      };
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return refuse(null, UZUM_ERROR.JSON_PARSE);
      }
      if (!isRecord(parsed)) return refuse(null, UZUM_ERROR.JSON_PARSE);
      const serviceId = echoServiceId(parsed.serviceId);
      if (!(UZUM_OPERATIONS as readonly string[]).includes(operation)) return refuse(serviceId, UZUM_ERROR.INVALID_OPERATION);
      if (serviceId === null || serviceId === '') return refuse(serviceId, UZUM_ERROR.MISSING_PARAMETERS);
      if (String(serviceId) !== found.account.serviceId) return refuse(serviceId, UZUM_ERROR.INVALID_SERVICE_ID);

      const call: Call = { serviceId, body: parsed, merchantId: merchant };
      return core.callback(
        entry,
        (tx, effects) => {
          switch (operation as UzumOperation) {
            case 'check':
              return check(tx, call);
            case 'create':
              return create(tx, call);
            case 'confirm':
              return confirm(tx, effects, call);
            case 'reverse':
              return reverse(tx, effects, call);
            case 'status':
              return status(tx, call);
          }
        },
        () => failed(serviceId, UZUM_ERROR.DATA_CHECK_FAILED),
      );
    },
  };
}
