// The Payme Merchant API (providers.md §a): Payme calls us with JSON-RPC 2.0 and every answer is HTTP 200
// carrying either a result or one of Payme's error codes. Amounts are tiyin, times Unix ms, and the
// account field is `order_id` (our order's uuid). Every answer to an authenticated call is journalled in
// the same database transaction as its effect, and replays are answered from the stored transaction row,
// so the same call always gets the same answer, times included.
//
// Account errors (-31050…-31099), each with `data: "order_id"`:
//   -31050 order not found: no such order of this merchant (another merchant's order looks the same),
//          not a uuid, or an order paid another way (cash, terminal, another provider)
//   -31051 the order is already paid
//   -31052 the order can no longer be paid: cancelled, refunded, or its time to pay is over
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Transaction } from '@dastarkhan/db/client';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { rawText } from '@dastarkhan/domain/contracts/text';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import type { PaymeAccount } from '../../integrations/payments/credentials.ts';
import type { CallbackEffects, CallbackEntry, NotPayableReason, OrderRow, PaymentsCore, PayableOrder, TransactionRow } from './core.ts';
import * as repo from './repo.ts';
import { CANCEL_REASON_TIMEOUT } from './service.ts';

const PROVIDER = 'PAYME' as const;

/** A transaction Payme has not performed within 12 hours of its creation is cancelled (Payme's rule). */
export const PAYME_TIMEOUT_MS = 43_200_000;

/** Transaction states, as Payme numbers them (and as payment_transactions.state stores them). */
export const PAYME_STATE = { CREATED: 1, PERFORMED: 2, CANCELLED: -1, CANCELLED_AFTER_PERFORM: -2 } as const;

/** Statuses at which the order has been handed over: its payment can no longer be given back by Payme. */
const HANDED_OVER_STATUSES: ReadonlySet<string> = new Set(['DELIVERED', 'CLOSED']);

// Errors ------------------------------------------------------------------------------------------

export const PAYME_ERROR = {
  NOT_POST: -32300,
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  UNAUTHORIZED: -32504,
  SYSTEM_ERROR: -32400,
  WRONG_AMOUNT: -31001,
  TRANSACTION_NOT_FOUND: -31003,
  CANNOT_CANCEL: -31007,
  CANNOT_PERFORM: -31008,
  ORDER_NOT_FOUND: -31050,
  ORDER_ALREADY_PAID: -31051,
  ORDER_NOT_PAYABLE: -31052,
} as const;

export interface PaymeText {
  ru: string;
  uz: string;
  en: string;
}

const localized = (ru: string, uz: string, en: string): PaymeText => ({ ru, uz, en });

const MESSAGES = {
  NOT_POST: localized('Метод HTTP-запроса должен быть POST', "HTTP so'rov usuli POST bo'lishi kerak", 'The HTTP method must be POST'),
  PARSE_ERROR: localized('Тело запроса не является JSON', "So'rov tanasi JSON emas", 'The request body is not JSON'),
  INVALID_REQUEST: localized(
    'Неверный JSON-RPC запрос: нет обязательных полей или неверный тип поля',
    "JSON-RPC so'rovi noto'g'ri: majburiy maydon yo'q yoki maydon turi noto'g'ri",
    'Invalid JSON-RPC request: a required field is missing or has the wrong type',
  ),
  METHOD_NOT_FOUND: localized('Запрашиваемый метод не найден', "So'ralgan usul topilmadi", 'The requested method was not found'),
  UNAUTHORIZED: localized('Недостаточно привилегий для выполнения метода', "Usulni bajarish uchun huquq yetarli emas", 'Insufficient privileges to perform this method'),
  SYSTEM_ERROR: localized('Системная ошибка, повторите запрос позже', "Tizim xatosi, so'rovni keyinroq takrorlang", 'System error, please repeat the request later'),
  WRONG_AMOUNT: localized('Неверная сумма платежа', "To'lov summasi noto'g'ri", 'Wrong payment amount'),
  TRANSACTION_NOT_FOUND: localized('Транзакция не найдена', 'Tranzaksiya topilmadi', 'Transaction not found'),
  CANNOT_CANCEL: localized('Заказ уже выдан, отменить транзакцию нельзя', "Buyurtma topshirilgan, tranzaksiyani bekor qilib bo'lmaydi", 'The order has been handed over: the transaction cannot be cancelled'),
  ANOTHER_PENDING: localized('Заказ уже оплачивается другой транзакцией', "Buyurtma boshqa tranzaksiya orqali to'lanmoqda", 'Another transaction is already paying this order'),
  TIMED_OUT: localized('Истекло время ожидания транзакции (12 часов)', "Tranzaksiyani kutish vaqti tugadi (12 soat)", 'The transaction timed out (12 hours)'),
  NOT_ACTIVE: localized('Транзакция отменена или уже проведена', "Tranzaksiya bekor qilingan yoki allaqachon o'tkazilgan", 'The transaction is cancelled or already performed'),
  ID_TAKEN: localized('Этот id транзакции относится к другому платежу', "Bu tranzaksiya id boshqa to'lovga tegishli", 'This transaction id belongs to another payment'),
  ORDER_GONE: localized('Заказ отменён или срок его оплаты истёк', "Buyurtma bekor qilingan yoki to'lov muddati tugagan", 'The order is cancelled or its time to pay is over'),
  ORDER_NOT_FOUND: localized('Заказ не найден', 'Buyurtma topilmadi', 'Order not found'),
  ORDER_ALREADY_PAID: localized('Заказ уже оплачен', "Buyurtma allaqachon to'langan", 'The order is already paid'),
} as const satisfies Record<string, PaymeText>;

export interface PaymeErrorBody {
  code: number;
  message: PaymeText;
  data?: string;
}

type Fault = PaymeErrorBody;

const fault = (code: number, message: PaymeText, data?: string): Fault => (data === undefined ? { code, message } : { code, message, data });
const accountFault = (code: number, message: PaymeText): Fault => fault(code, message, 'order_id');

const FAULTS = {
  wrongAmount: fault(PAYME_ERROR.WRONG_AMOUNT, MESSAGES.WRONG_AMOUNT, 'amount'),
  transactionNotFound: fault(PAYME_ERROR.TRANSACTION_NOT_FOUND, MESSAGES.TRANSACTION_NOT_FOUND, 'id'),
  cannotCancel: fault(PAYME_ERROR.CANNOT_CANCEL, MESSAGES.CANNOT_CANCEL),
  anotherPending: fault(PAYME_ERROR.CANNOT_PERFORM, MESSAGES.ANOTHER_PENDING),
  timedOut: fault(PAYME_ERROR.CANNOT_PERFORM, MESSAGES.TIMED_OUT),
  notActive: fault(PAYME_ERROR.CANNOT_PERFORM, MESSAGES.NOT_ACTIVE),
  idTaken: fault(PAYME_ERROR.CANNOT_PERFORM, MESSAGES.ID_TAKEN),
  orderGone: fault(PAYME_ERROR.CANNOT_PERFORM, MESSAGES.ORDER_GONE),
} as const;

/** The account error for an order that cannot take a Payme payment now. */
function orderFault(reason: NotPayableReason): Fault {
  switch (reason) {
    case 'NOT_FOUND':
    case 'OTHER_PAYMENT_TYPE':
      return accountFault(PAYME_ERROR.ORDER_NOT_FOUND, MESSAGES.ORDER_NOT_FOUND);
    case 'ALREADY_PAID':
      return accountFault(PAYME_ERROR.ORDER_ALREADY_PAID, MESSAGES.ORDER_ALREADY_PAID);
    case 'CANCELED':
    case 'REFUNDED':
    case 'EXPIRED':
      return accountFault(PAYME_ERROR.ORDER_NOT_PAYABLE, MESSAGES.ORDER_GONE);
  }
}

// Wire shapes ------------------------------------------------------------------------------------

export type PaymeRpcId = number | string | null;

export type PaymeAnswer = { result: unknown; id: PaymeRpcId } | { error: PaymeErrorBody; id: PaymeRpcId };

/** What the endpoint answers, for the API reference (and the response serializer). */
export const PaymeAnswerSchema = z
  .object({
    id: z.union([z.number(), z.string()]).nullable().describe("Payme's request id, echoed (null when the request had none we could read)"),
    result: z.unknown().optional().describe("The method's result (absent on error)"),
    error: z
      .object({
        code: z.number().int(),
        message: z.object({ ru: z.string(), uz: z.string(), en: z.string() }),
        data: z.string().optional().describe('The request field the error is about (order_id for account errors)'),
      })
      .optional(),
  })
  .describe('JSON-RPC 2.0 answer in Payme\'s format: always HTTP 200, a result or an error');

const success = (id: PaymeRpcId, result: unknown): PaymeAnswer => ({ result, id });
const failure = (id: PaymeRpcId, error: Fault): PaymeAnswer => ({ error, id });

/** An id we echo back exactly and journal: text without control characters (the house text rule). */
const RpcIdSchema = z.union([z.number(), rawText().max(100), z.null()]);

const EnvelopeSchema = z.object({
  method: z.string(),
  params: z.record(z.string(), z.unknown()),
  id: RpcIdSchema.optional(),
});

/** Payme's transaction id (24 hex characters); any short printable token is kept exactly as sent. */
const PaymeIdSchema = z.string().regex(/^[\x21-\x7e]{1,64}$/);
const MillisSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Its value is checked against the order: a wrong number is -31001, a wrong type -32600. */
const AmountSchema = z.number();
/** `order_id` is checked against the orders: a missing or malformed one is an account error, not a type error. */
const AccountSchema = z.record(z.string(), z.unknown());

const hasNoNulChar = (value: unknown) => !JSON.stringify(value).includes('\\u0000');

const PARAMS = {
  CheckPerformTransaction: z.object({ amount: AmountSchema, account: AccountSchema }),
  CreateTransaction: z.object({ id: PaymeIdSchema, time: MillisSchema, amount: AmountSchema, account: AccountSchema }),
  PerformTransaction: z.object({ id: PaymeIdSchema }),
  CancelTransaction: z.object({ id: PaymeIdSchema, reason: z.int32() }),
  CheckTransaction: z.object({ id: PaymeIdSchema }),
  GetStatement: z.object({ from: MillisSchema, to: MillisSchema }),
  // jsonb cannot hold a \u0000 escape: such fiscal data is refused as malformed rather than failing the write.
  SetFiscalData: z.object({ id: PaymeIdSchema, type: z.enum(['PERFORM', 'CANCEL']), fiscal_data: z.record(z.string(), z.unknown()).refine(hasNoNulChar) }),
  ChangePassword: z.object({ password: rawText().min(1).max(256) }),
} as const;

export type PaymeMethod = keyof typeof PARAMS;
type Params<M extends PaymeMethod> = z.infer<(typeof PARAMS)[M]>;

function isPaymeMethod(method: string): method is PaymeMethod {
  return Object.hasOwn(PARAMS, method);
}

// Authentication ---------------------------------------------------------------------------------

const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the request carries `Authorization: Basic base64("Paycom:" + key)`. Digests of equal length
 * are compared in constant time, so neither where nor how long the key differs shows in the timing.
 */
export function paymeAuthorized(header: string | undefined, account: Pick<PaymeAccount, 'key'>): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const sent = Buffer.from(match[1], 'base64').toString('utf8');
  return timingSafeEqual(sha256(sent), sha256(`Paycom:${account.key}`));
}

// Fiscal detail (CheckPerformTransaction) ----------------------------------------------------------

/**
 * Fiscal settings of the merchant's Payme cash register, kept beside the key in the PAYME payment
 * method's credentials as `fiscal`: products carry their IKPU (MXIK) code, and a package code belongs to
 * an IKPU, so the package codes are a map from IKPU to code. Anything missing or malformed falls back to
 * "not stated" so that a bad setting never stops a payment.
 */
export const PaymeFiscalSettingsSchema = z.object({
  /** VAT the merchant charges, percent (0 when it is not a VAT payer). */
  vatPercent: z.number().int().min(0).max(100).catch(0),
  /** Package code by IKPU code. */
  packageCodes: z.record(z.string(), z.string()).catch({}),
  /** IKPU code of the service fee line. */
  serviceFeeCode: z.string().catch(''),
});
export type PaymeFiscalSettings = z.infer<typeof PaymeFiscalSettingsSchema>;

const NO_FISCAL_SETTINGS: PaymeFiscalSettings = { vatPercent: 0, packageCodes: {}, serviceFeeCode: '' };

export function paymeFiscalSettings(credentials: unknown): PaymeFiscalSettings {
  const fiscal = typeof credentials === 'object' && credentials !== null ? (credentials as { fiscal?: unknown }).fiscal : undefined;
  return PaymeFiscalSettingsSchema.catch(NO_FISCAL_SETTINGS).parse(fiscal ?? {});
}

export interface PaymeReceiptItem {
  title: string;
  /** Tiyin per unit. */
  price: number;
  count: number;
  /** IKPU (MXIK); '' when the product has none. */
  code: string;
  package_code: string;
  vat_percent: number;
  /** Tiyin off the whole line (all its units). */
  discount?: number;
}

export interface PaymeReceiptDetail {
  receipt_type: 0;
  items: PaymeReceiptItem[];
  shipping?: { title: string; price: number };
}

export type ReceiptOrder = Pick<OrderRow, 'totalPrice' | 'productDiscount' | 'deliveryPrice' | 'deliveryDiscount' | 'serviceFee' | 'cashbackUsed'>;

/** Receipt texts are in Uzbek, the language of fiscal receipts (merchant text falls back to ru, then eng). */
const RECEIPT_LANGUAGE = 'uz';
const SERVICE_FEE_TITLE = 'Xizmat haqi';
const SHIPPING_TITLE = 'Yetkazib berish';

/**
 * Shares `amount` out over `capacities` in proportion to them (largest remainder, earlier first on ties),
 * no share above its capacity. Exact integer arithmetic: tiyin products exceed 2^53.
 */
export function shareOut(amount: number, capacities: readonly number[]): number[] {
  const total = capacities.reduce((sum, capacity) => sum + Math.max(0, capacity), 0);
  if (amount <= 0 || total <= 0) return capacities.map(() => 0);
  if (amount >= total) return capacities.map((capacity) => Math.max(0, capacity));
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = capacities.map((capacity) => Number((big * BigInt(Math.max(0, capacity))) / bigTotal));
  const remainders = capacities.map((capacity) => (big * BigInt(Math.max(0, capacity))) % bigTotal);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = capacities.map((_, index) => index).sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b));
  for (const index of order) {
    if (left <= 0) break;
    if (shares[index]! < Math.max(0, capacities[index]!)) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

function lineTitle(line: repo.ReceiptLineRow): string {
  const name = pickLocalized(line.name, RECEIPT_LANGUAGE);
  const options = (line.modifications ?? [])
    .map((option) => {
      const optionName = pickLocalized(option.name, RECEIPT_LANGUAGE);
      return optionName && option.count > 1 ? `${optionName} ×${option.count}` : optionName;
    })
    .filter((optionName) => optionName !== '');
  return options.length > 0 ? `${name} (${options.join(', ')})` : name;
}

/**
 * The fiscal receipt of an order in Payme's `detail` format: one item per order line (unit price and
 * count; the product's own discount plus its share of the promo as `discount`), the service fee as its own
 * item, and the delivery as `shipping` (its price after the delivery discount). Cashback the customer
 * spent is not paid through Payme, so it comes off the items (and the fee and delivery) like a discount,
 * in proportion. Null when the lines do not add up to the order's total: Payme refuses a receipt that
 * disagrees with the amount, and a payment without a receipt beats no payment.
 */
export function paymeReceiptDetail(order: ReceiptOrder, lines: readonly repo.ReceiptLineRow[], fiscal: PaymeFiscalSettings): PaymeReceiptDetail | null {
  const lineDiscounts = lines.reduce((sum, line) => sum + line.lineDiscount, 0);
  const promoDiscount = Math.max(0, order.productDiscount - lineDiscounts);
  const promoShares = shareOut(
    promoDiscount,
    lines.map((line) => line.linePrice - line.lineDiscount),
  );

  const packageCode = (code: string) => fiscal.packageCodes[code] ?? '';
  const items = lines.map((line, index) => {
    const code = line.mxikCode?.trim() ?? '';
    // A line's price is (unit + options) × quantity; should a row ever disagree, it is billed as one unit.
    const perUnit = line.quantity > 0 && line.linePrice % line.quantity === 0;
    return {
      title: lineTitle(line),
      price: perUnit ? line.linePrice / line.quantity : line.linePrice,
      count: perUnit ? line.quantity : 1,
      code,
      package_code: packageCode(code),
      vat_percent: fiscal.vatPercent,
      discount: line.lineDiscount + (promoShares[index] ?? 0),
    };
  });
  if (order.serviceFee > 0) {
    items.push({
      title: SERVICE_FEE_TITLE,
      price: order.serviceFee,
      count: 1,
      code: fiscal.serviceFeeCode,
      package_code: packageCode(fiscal.serviceFeeCode),
      vat_percent: fiscal.vatPercent,
      discount: 0,
    });
  }
  let shippingPrice = Math.max(0, order.deliveryPrice - order.deliveryDiscount);

  const payable = [...items.map((item) => item.price * item.count - item.discount), shippingPrice];
  const cashbackShares = shareOut(order.cashbackUsed, payable);
  items.forEach((item, index) => {
    item.discount += cashbackShares[index] ?? 0;
  });
  shippingPrice -= cashbackShares[items.length] ?? 0;

  const sum = items.reduce((total, item) => total + item.price * item.count - item.discount, 0) + shippingPrice;
  if (sum !== order.totalPrice) return null;
  return {
    receipt_type: 0,
    items: items.map(({ discount, ...item }) => (discount > 0 ? { ...item, discount } : item)),
    ...(shippingPrice > 0 ? { shipping: { title: SHIPPING_TITLE, price: shippingPrice } } : {}),
  };
}

// The handler --------------------------------------------------------------------------------------

export interface PaymeCall {
  /** Our merchant id from the endpoint's path. */
  merchantId: string;
  authorization: string | undefined;
  /** The body exactly as received (a string; undefined when there was none). */
  body: unknown;
}

export interface PaymeHandler {
  /** Answers one POST to the endpoint. Never throws: a failure is Payme's system error. */
  handle(call: PaymeCall): Promise<PaymeAnswer>;
}

/** The answer to any HTTP method but POST. */
export const paymeNotPost = (): PaymeAnswer => failure(null, fault(PAYME_ERROR.NOT_POST, MESSAGES.NOT_POST));

/** The answer when the body could not even be read (too large, broken framing). */
export const paymeUnreadableBody = (): PaymeAnswer => failure(null, fault(PAYME_ERROR.PARSE_ERROR, MESSAGES.PARSE_ERROR));

/** What one method's work concludes: a result or a fault, and what it concerned (for the journal). */
type Answer = ({ result: unknown; fault?: undefined } | { fault: Fault }) & { orderId?: string | null; transactionId?: string | null };

interface MethodContext {
  tx: Transaction;
  effects: CallbackEffects;
  merchant: Merchant;
  now: number;
}

const transactionNumber = (row: TransactionRow): string => String(row.seq);

/** Rows of Create calls refused for their stale `time`: cancelled at once, never part of a statement. */
const REFUSED_AT_CREATE = 'refusedAtCreate';

/** A transaction as CheckTransaction and GetStatement report it: our stored times (0 when unset), number, state, reason. */
function transactionReport(row: TransactionRow) {
  return {
    create_time: row.createTime ?? 0,
    perform_time: row.performTime ?? 0,
    cancel_time: row.cancelTime ?? 0,
    transaction: transactionNumber(row),
    state: row.state,
    reason: row.reason ?? null,
  };
}

function refusedAtCreate(row: TransactionRow): boolean {
  return typeof row.raw === 'object' && row.raw !== null && REFUSED_AT_CREATE in row.raw;
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

function rpcIdOf(value: unknown): PaymeRpcId {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const parsed = RpcIdSchema.safeParse((value as { id: unknown }).id);
  return parsed.success ? parsed.data : null;
}

/** The journal keeps the body as received, except what it must not or cannot hold. */
function journalCopy(body: string, method: string | null, parsed: unknown): string {
  if (method === 'ChangePassword' && typeof parsed === 'object' && parsed !== null) {
    // The new key is a secret: the journal records that it was changed, not what to.
    return JSON.stringify({ ...parsed, params: { password: '[redacted]' } });
  }
  // PostgreSQL text cannot hold NUL.
  return body.replaceAll('\u0000', '\\u0000');
}

export function createPaymeHandler(core: PaymentsCore): PaymeHandler {
  /** The merchant's own Payme transaction `id`, or null (one of another merchant is not ours to show). */
  async function ownTransaction(tx: Transaction, merchantId: string, id: string): Promise<TransactionRow | null> {
    const row = await repo.findTransaction(tx, PROVIDER, id);
    return row && row.merchantId === merchantId ? row : null;
  }

  async function cancelForTimeout(tx: Transaction, row: TransactionRow, now: number): Promise<TransactionRow> {
    return repo.updateTransaction(tx, row.id, { state: PAYME_STATE.CANCELLED, reason: CANCEL_REASON_TIMEOUT, cancelTime: now });
  }

  const timedOut = (row: TransactionRow, now: number): boolean => now - (row.createTime ?? now) > PAYME_TIMEOUT_MS;

  /** The order's checks in Payme's order: unknown order, then amount, then whether it can be paid now. */
  function checkPayable(payable: PayableOrder, amount: number): { fault: Fault } | { order: OrderRow } {
    if (!payable.order || (!payable.ok && payable.reason === 'OTHER_PAYMENT_TYPE')) return { fault: orderFault('NOT_FOUND') };
    if (amount !== payable.order.totalPrice) return { fault: FAULTS.wrongAmount };
    if (!payable.ok) return { fault: orderFault(payable.reason) };
    return { order: payable.order };
  }

  async function receiptDetail(tx: Transaction, merchantId: string, order: OrderRow): Promise<PaymeReceiptDetail | null> {
    const method = await repo.findPaymentMethod(tx, merchantId, PROVIDER);
    const lines = await repo.listReceiptLines(tx, merchantId, order.id);
    const detail = paymeReceiptDetail(order, lines, paymeFiscalSettings(method?.credentials));
    if (!detail) core.log.warn({ merchantId, orderId: order.id }, 'Payme receipt left out: the order lines do not add up to its total');
    return detail;
  }

  const methods: { [M in PaymeMethod]: (ctx: MethodContext, params: Params<M>) => Promise<Answer> } = {
    async CheckPerformTransaction({ tx, merchant }, params) {
      const payable = await core.payableOrder(tx, merchant.id, params.account.order_id, PROVIDER);
      const checked = checkPayable(payable, params.amount);
      if ('fault' in checked) return { fault: checked.fault, orderId: payable.order?.id ?? null };
      const detail = await receiptDetail(tx, merchant.id, checked.order);
      return { result: { allow: true, ...(detail ? { detail } : {}) }, orderId: checked.order.id };
    },

    async CreateTransaction({ tx, merchant, now }, params) {
      // The order row is locked before its transactions are read: concurrent calls for one order queue here.
      const payable = await core.payableOrder(tx, merchant.id, params.account.order_id, PROVIDER);
      const existing = await repo.findTransaction(tx, PROVIDER, params.id);
      if (existing) {
        const sameOrder = existing.merchantId === merchant.id && existing.orderId === payable.order?.id;
        if (!sameOrder) return { fault: FAULTS.idTaken };
        const ids = { orderId: existing.orderId, transactionId: existing.id };
        if (existing.amount !== params.amount) return { fault: FAULTS.wrongAmount, ...ids };
        if (existing.state !== PAYME_STATE.CREATED) return { fault: FAULTS.notActive, ...ids };
        if (timedOut(existing, now)) {
          await cancelForTimeout(tx, existing, now);
          return { fault: FAULTS.timedOut, ...ids };
        }
        return { result: { create_time: existing.createTime, transaction: transactionNumber(existing), state: existing.state }, ...ids };
      }

      const checked = checkPayable(payable, params.amount);
      if ('fault' in checked) return { fault: checked.fault, orderId: payable.order?.id ?? null };
      const { order } = checked;
      const base = {
        merchantId: merchant.id,
        orderId: order.id,
        provider: PROVIDER,
        providerTransactionId: params.id,
        amount: params.amount,
        providerTime: params.time,
        createTime: now,
      };
      if (now - params.time > PAYME_TIMEOUT_MS) {
        // Payme's own time says it is over 12 hours old: recorded as cancelled by timeout, so that
        // CheckTransaction can tell Payme what became of it.
        const row = await repo.insertTransaction(tx, {
          ...base,
          state: PAYME_STATE.CANCELLED,
          reason: CANCEL_REASON_TIMEOUT,
          cancelTime: now,
          raw: { params: { ...params, account: { order_id: order.id } }, [REFUSED_AT_CREATE]: 'TIMEOUT' },
        });
        return { fault: FAULTS.timedOut, orderId: order.id, transactionId: row.id };
      }
      for (const other of await repo.listOrderTransactions(tx, merchant.id, order.id)) {
        if (other.state !== PAYME_STATE.CREATED) continue;
        // One payment in progress per order; one Payme abandoned more than 12 hours ago no longer counts.
        if (timedOut(other, now)) await cancelForTimeout(tx, other, now);
        else return { fault: FAULTS.anotherPending, orderId: order.id };
      }
      const row = await repo.insertTransaction(tx, {
        ...base,
        state: PAYME_STATE.CREATED,
        raw: { params: { ...params, account: { order_id: order.id } } },
      });
      return { result: { create_time: row.createTime, transaction: transactionNumber(row), state: row.state }, orderId: order.id, transactionId: row.id };
    },

    async PerformTransaction({ tx, effects, merchant, now }, params) {
      const found = await ownTransaction(tx, merchant.id, params.id);
      if (!found) return { fault: FAULTS.transactionNotFound };
      // Lock the order, then read the transaction again: a concurrent Perform may have finished meanwhile.
      const payable = await core.payableOrder(tx, merchant.id, found.orderId, PROVIDER);
      const row = (await ownTransaction(tx, merchant.id, params.id)) ?? found;
      const ids = { orderId: row.orderId, transactionId: row.id };
      const performed = (performedRow: TransactionRow) => ({ transaction: transactionNumber(performedRow), perform_time: performedRow.performTime, state: performedRow.state });
      if (row.state === PAYME_STATE.PERFORMED) return { result: performed(row), ...ids };
      if (row.state !== PAYME_STATE.CREATED) return { fault: FAULTS.notActive, ...ids };
      if (timedOut(row, now)) {
        await cancelForTimeout(tx, row, now);
        return { fault: FAULTS.timedOut, ...ids };
      }
      if (!payable.ok) {
        // Its time to pay ran out before the sweep got to it: closed the way the sweep closes it.
        if (payable.reason === 'EXPIRED') await cancelForTimeout(tx, row, now);
        return { fault: FAULTS.orderGone, ...ids };
      }
      await effects.markPaid(payable.order, PROVIDER);
      const updated = await repo.updateTransaction(tx, row.id, { state: PAYME_STATE.PERFORMED, performTime: now });
      return { result: performed(updated), ...ids };
    },

    async CancelTransaction({ tx, effects, merchant, now }, params) {
      const found = await ownTransaction(tx, merchant.id, params.id);
      if (!found) return { fault: FAULTS.transactionNotFound };
      const order = await core.lockOrder(tx, merchant.id, found.orderId);
      let row = (await ownTransaction(tx, merchant.id, params.id)) ?? found;
      const ids = { orderId: row.orderId, transactionId: row.id };
      if (row.state === PAYME_STATE.CREATED) {
        row = await repo.updateTransaction(tx, row.id, { state: PAYME_STATE.CANCELLED, reason: params.reason, cancelTime: now });
      } else if (row.state === PAYME_STATE.PERFORMED) {
        if (order && HANDED_OVER_STATUSES.has(order.status)) return { fault: FAULTS.cannotCancel, ...ids };
        row = await repo.updateTransaction(tx, row.id, { state: PAYME_STATE.CANCELLED_AFTER_PERFORM, reason: params.reason, cancelTime: now });
        if (order) await effects.markRefunded(order, PROVIDER);
      }
      // Already cancelled: the same answer as the first time.
      return { result: { transaction: transactionNumber(row), cancel_time: row.cancelTime, state: row.state }, ...ids };
    },

    async CheckTransaction({ tx, merchant }, params) {
      const row = await ownTransaction(tx, merchant.id, params.id);
      if (!row) return { fault: FAULTS.transactionNotFound };
      return {
        result: transactionReport(row),
        orderId: row.orderId,
        transactionId: row.id,
      };
    },

    async GetStatement({ tx, merchant }, params) {
      const rows = await repo.listTransactionsByProviderTime(tx, merchant.id, PROVIDER, params.from, params.to);
      return {
        result: {
          transactions: rows
            .filter((row) => !refusedAtCreate(row))
            .map((row) => ({
              id: row.providerTransactionId,
              time: row.providerTime,
              amount: row.amount,
              account: { order_id: row.orderId },
              ...transactionReport(row),
              receivers: null,
            })),
        },
      };
    },

    async SetFiscalData({ tx, merchant }, params) {
      const found = await ownTransaction(tx, merchant.id, params.id);
      if (!found) return { fault: FAULTS.transactionNotFound };
      await core.lockOrder(tx, merchant.id, found.orderId);
      const row = (await ownTransaction(tx, merchant.id, params.id)) ?? found;
      await repo.updateTransaction(tx, row.id, { fiscalData: { ...row.fiscalData, [params.type]: params.fiscal_data } });
      return { result: { success: true }, orderId: row.orderId, transactionId: row.id };
    },

    async ChangePassword({ tx, merchant }, params) {
      // Payme authenticated this call with the current key; from the next call on it signs with the new one.
      await repo.mergePaymentMethodCredentials(tx, merchant.id, PROVIDER, { key: params.password });
      return { result: { success: true } };
    },
  };

  function dispatch(method: PaymeMethod, params: unknown, ctx: MethodContext): Promise<Answer> {
    // `params` was parsed by PARAMS[method], so it has that method's shape.
    return (methods[method] as (ctx: MethodContext, params: unknown) => Promise<Answer>)(ctx, params);
  }

  async function handle(call: PaymeCall, body: string, parsed: ReturnType<typeof parseJson>, requestId: PaymeRpcId): Promise<PaymeAnswer> {
    // Nothing is journalled, and nothing is told, before the caller proved to be Payme for this merchant.
    const found = await core.accountFor(call.merchantId, PROVIDER);
    if (!found || !paymeAuthorized(call.authorization, found.account)) return failure(requestId, fault(PAYME_ERROR.UNAUTHORIZED, MESSAGES.UNAUTHORIZED));
    const { merchant } = found;

    const envelope = parsed.ok ? EnvelopeSchema.safeParse(parsed.value) : null;
    const method = envelope?.success ? envelope.data.method : null;
    const entry: CallbackEntry = {
      merchantId: merchant.id,
      provider: PROVIDER,
      method: method === null ? (parsed.ok ? '(invalid request)' : '(parse error)') : isPaymeMethod(method) ? method : '(unknown method)',
      request: journalCopy(body, method, parsed.ok ? parsed.value : null),
    };
    const refuse = async (answer: PaymeAnswer): Promise<PaymeAnswer> => {
      await core.journal(entry, { response: answer, ok: false });
      return answer;
    };

    if (!parsed.ok) return refuse(failure(null, fault(PAYME_ERROR.PARSE_ERROR, MESSAGES.PARSE_ERROR)));
    if (!envelope?.success || method === null) return refuse(failure(requestId, fault(PAYME_ERROR.INVALID_REQUEST, MESSAGES.INVALID_REQUEST)));
    if (!isPaymeMethod(method)) return refuse(failure(requestId, fault(PAYME_ERROR.METHOD_NOT_FOUND, MESSAGES.METHOD_NOT_FOUND, 'method')));
    const params = PARAMS[method].safeParse(envelope.data.params);
    if (!params.success) {
      const field = params.error.issues[0]?.path.map(String).join('.');
      return refuse(failure(requestId, fault(PAYME_ERROR.INVALID_REQUEST, MESSAGES.INVALID_REQUEST, field || undefined)));
    }

    return core.callback(
      entry,
      async (tx, effects) => {
        const answer = await dispatch(method, params.data, { tx, effects, merchant, now: core.now().getTime() });
        return {
          response: answer.fault ? failure(requestId, answer.fault) : success(requestId, answer.result),
          ok: !answer.fault,
          orderId: answer.orderId ?? null,
          transactionId: answer.transactionId ?? null,
        };
      },
      () => failure(requestId, fault(PAYME_ERROR.SYSTEM_ERROR, MESSAGES.SYSTEM_ERROR)),
    );
  }

  return {
    async handle(call) {
      const body = typeof call.body === 'string' ? call.body : '';
      const parsed = parseJson(body);
      const requestId = parsed.ok ? rpcIdOf(parsed.value) : null;
      try {
        return await handle(call, body, parsed, requestId);
      } catch (error) {
        // The merchant lookup or a journal write failed (the database is away): Payme retries on -32400.
        core.log.error({ err: error, merchantId: call.merchantId }, 'Payme callback failed');
        return failure(requestId, fault(PAYME_ERROR.SYSTEM_ERROR, MESSAGES.SYSTEM_ERROR));
      }
    },
  };
}
