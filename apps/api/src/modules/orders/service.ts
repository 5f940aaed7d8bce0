// Rules of customer orders: checkout (now or at a time) priced by the server alone, idempotent replays,
// the customer's lists, one order, cancel, hide, call the waiter, order settings and payment methods.
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '@dastarkhan/db/client';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import {
  AT_TIME_MAX_DAYS_AHEAD,
  channelOfDevice,
  IDEMPOTENCY_KEY_TTL_HOURS,
  type Order,
  type OrderPage,
  type OrderSetting,
  type OrderTotalsSom,
  type ParsedOrderRequest,
  type PaymentMethod,
  type DiningTable,
  type WaiterCalled,
} from '@dastarkhan/domain/contracts/order';
import type { OrderReview, ParsedOrderReviewRequest } from '@dastarkhan/domain/contracts/order-review';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import type { CourierStatus, OrderStatus, PaymentType, ServiceType, SourceChannel } from '@dastarkhan/domain/enums';
import { parseCustomerPhone } from '@dastarkhan/domain/customer-phone';
import type { Language } from '@dastarkhan/domain/i18n';
import type { CodeSent } from '@dastarkhan/domain/contracts/account';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import {
  ACTIVE_ORDER_STATUSES,
  ARCHIVE_ORDER_STATUSES,
  canCustomerCancel,
  customerPaymentState,
  initialOrderStatus,
  isFinalOrderStatus,
  isPaidOnline,
  type OrderState,
} from '@dastarkhan/domain/order-status';
import { deliveryPrice } from '@dastarkhan/domain/delivery-tariff';
import { DELIVERING_SERVICE_TYPES, priceOrder, quantityExcess, type OrderTotals, type PricingLine } from '@dastarkhan/domain/pricing';
import { validateSelection, type OptionSelection } from '@dastarkhan/domain/product-options';
import { todayHours } from '@dastarkhan/domain/work-hours';
import { randomBytes } from 'node:crypto';
import { providerAccount } from '../../integrations/payments/credentials.ts';
import { badRequest, conflict, forbidden, isAppError, notFound, unprocessable } from '../../errors.ts';
import type { ClientContext } from '../accounts/account-context.ts';
import type { CashbackService } from '../cashback/service.ts';
import type { DeliveryService, DeliveryTerms } from '../delivery/service.ts';
import type { MerchantsService } from '../merchants/service.ts';
import type { PromosService } from '../promos/service.ts';
import type { SettingsService } from '../settings/service.ts';
import type { ReceiptAllowance, SendReceipt } from './receipt-sms.ts';
import * as repo from './repo.ts';
import { createOrderReviewService, toOrderReview } from './review-service.ts';
import { requestedTiming } from './timing.ts';

/** The channels of the storefront, which has no basket while cartPageActive is off. */
const STOREFRONT_CHANNELS: ReadonlySet<SourceChannel> = new Set<SourceChannel>(['WEB', 'TG', 'QR']);

/** Who is asking: the merchant of the request and the signed-in customer. */
export interface OrderContext {
  merchant: Merchant;
  userId: string;
}

/** Published after a change of an order is committed (helper OP fans it out to live order pages). */
export interface OrderChangedEvent {
  merchantId: string;
  orderId: string;
  userId: string | null;
  status: OrderStatus;
  courierStatus: CourierStatus | null;
  isPaid: boolean;
  isRefunded: boolean;
  at: string;
}

/** The hook point for live updates: the orders module calls it after each committed change; optional. */
export type OrderEventsHook = (event: OrderChangedEvent) => void;

export interface CreateOrderOptions {
  /** 'now' is `POST /orders` (no time may be given), 'at-time' is `POST /orders/at-time` (a time is required). */
  mode: 'now' | 'at-time';
  idempotency: { key: string; requestHash: string } | null;
  /** The request's language: the SMS receipt is written in it. */
  language?: Language;
  /** The client's address: checking an order confirmation code counts against it (as sign-in codes do). */
  ip?: string;
}

/** What a create answers: the status and body of the first request, also when this one is a replay. */
export interface CreatedOrder {
  status: number;
  body: Order;
  replayed: boolean;
}

export interface OrdersService {
  createOrder(ctx: OrderContext, request: ParsedOrderRequest, options: CreateOrderOptions): Promise<CreatedOrder>;
  listOrders(ctx: OrderContext, pathUserId: string, query: { page: number; size: number; onlyArchive: boolean }): Promise<OrderPage>;
  listActiveOrders(ctx: OrderContext, pathUserId: string): Promise<Order[]>;
  getOrder(ctx: OrderContext, orderId: string): Promise<Order>;
  cancelOrder(ctx: OrderContext, orderId: string): Promise<Order>;
  hideOrder(ctx: OrderContext, orderId: string): Promise<void>;
  callWaiter(ctx: OrderContext, orderId: string): Promise<WaiterCalled>;
  getOrderSetting(merchant: Merchant, branchId: string): Promise<OrderSetting>;
  listPaymentMethods(merchant: Merchant, channel: SourceChannel | null): Promise<PaymentMethod[]>;
  /** The table a QR code names, in an active hall of an active branch that serves dine-in. */
  getTable(merchant: Merchant, tableId: string): Promise<DiningTable>;
  /** The customer's one review of a CLOSED order of theirs, with grades of its products (review-service.ts). */
  reviewOrder(ctx: OrderContext, orderId: string, request: ParsedOrderReviewRequest): Promise<OrderReview>;
  /** Sends the SMS code the next order is confirmed with (only while the merchant requires one). */
  sendConfirmationCode(ctx: OrderContext, client: { ip: string; language: Language }): Promise<CodeSent>;
}

/**
 * Order confirmation by SMS code (isSmsConfirmationRequiredPerOrder), done by the accounts module's codes:
 * the same gateway, limits, attempts and expiry as the sign-in codes.
 */
export interface OrderConfirmation {
  send(client: ClientContext, userId: string): Promise<CodeSent>;
  /** 400 ORDER_CONFIRMATION_INVALID, else the step that uses the code up in the order's transaction. */
  check(client: ClientContext, userId: string, code: string): Promise<(tx: Executor) => Promise<void>>;
}

export interface OrdersServiceOptions {
  db: Database;
  merchants: Pick<MerchantsService, 'getBranch'>;
  settings: Pick<SettingsService, 'getWebSettings' | 'getOrderSettings' | 'getPaymentMethods'>;
  promos: Pick<PromosService, 'resolveForOrder'>;
  cashback: Pick<CashbackService, 'balance' | 'spend' | 'refund'>;
  /** Prices deliveries (zones, tariffs) and refuses addresses outside the merchant's regions. */
  delivery: Pick<DeliveryService, 'termsFor'>;
  /** Without it a merchant that requires SMS confirmation cannot take orders (every code is invalid). */
  orderConfirmation?: OrderConfirmation | undefined;
  onOrderChanged?: OrderEventsHook | undefined;
  /** Sends the SMS receipt of a new order that asked for one (after the commit; failures are the caller's to log). */
  sendReceipt?: SendReceipt | undefined;
  /** The daily receipt limits per customer and per phone; without it every receipt asked for is sent. */
  receiptAllowance?: ReceiptAllowance | undefined;
  /** A receipt not sent because a daily limit was reached (the order itself was placed). */
  onReceiptSkipped?: ((skipped: ReceiptSkipped) => void) | undefined;
  onReceiptError?: ((error: unknown) => void) | undefined;
  /** Settles with the provider a card payment in progress of an order the customer cancels, before the cancel's transaction (payments module). */
  settlePendingPayments?: ((order: repo.OrderRow) => Promise<unknown>) | undefined;
  /** Closes the payment in progress of an order the customer cancels, in the cancel's transaction (payments module). */
  cancelPendingPayments?: ((tx: Executor, order: repo.OrderRow) => Promise<void>) | undefined;
  /** The clock (tests pin it). */
  now?: () => Date;
}

export interface ReceiptSkipped {
  merchantId: string;
  orderId: string;
  userId: string;
  /** The limit that was reached (its rule name). */
  limit: string;
}

const CREATED_STATUS = 201;

// ---------------------------------------------------------------------------------------------
// Pure helpers

export function totalsInSom(totals: OrderTotals): OrderTotalsSom {
  return {
    productCount: totals.productCount,
    productPrice: tiyinToSom(totals.productPrice),
    productDiscount: tiyinToSom(totals.productDiscount),
    promoDiscount: tiyinToSom(totals.promoDiscount),
    totalProductPrice: tiyinToSom(totals.totalProductPrice),
    deliveryPrice: tiyinToSom(totals.deliveryPrice),
    deliveryDiscount: tiyinToSom(totals.deliveryDiscount),
    serviceFee: tiyinToSom(totals.serviceFee),
    cashbackUsed: tiyinToSom(totals.cashbackUsed),
    totalDiscount: tiyinToSom(totals.totalDiscount),
    totalPrice: tiyinToSom(totals.totalPrice),
  };
}

/** Which flag of a payment method opens it on a channel. A QR table menu is its own channel. */
const CHANNEL_FLAG: Record<SourceChannel, keyof Pick<repo.PaymentMethodRow, 'webEnabled' | 'botEnabled' | 'appEnabled' | 'operatorEnabled' | 'qrEnabled'>> = {
  WEB: 'webEnabled',
  TG: 'botEnabled',
  APP: 'appEnabled',
  OPERATOR: 'operatorEnabled',
  QR: 'qrEnabled',
  // The Click mini app is a web page inside Click.
  CLICK: 'webEnabled',
};

/**
 * Whether customers may choose the method: the merchant's storefront switch for its type, and for an
 * online type a provider we speak and the merchant's account there. Anything else (Paynet, Rahmat,
 * Payze, ...) would make an order nothing can ever pay.
 */
function customerMayPayWith(method: Readonly<repo.PaymentMethodRow>, web: WebSettings): boolean {
  switch (method.type) {
    case 'CASH':
      return web.cashActive;
    case 'TERMINAL':
      return web.terminalActive;
    case 'PAYME':
      return web.paymeActive && providerAccount('PAYME', method.credentials) !== null;
    case 'CLICK':
      return web.clickActive && providerAccount('CLICK', method.credentials) !== null;
    case 'UZUM':
      return web.uzumActive && providerAccount('UZUM', method.credentials) !== null;
    default:
      return false;
  }
}

/**
 * Who receives the order when the customer orders for someone else: a name and a phone, both or neither,
 * and only when the merchant offers it (400 RECEIVER_DISABLED otherwise, so nothing is dropped unseen).
 */
function receiverOf(request: ParsedOrderRequest, web: WebSettings): { name: string; phone: string } | null {
  const name = request.receiverName ?? '';
  const rawPhone = request.receiverPhone ?? '';
  if (name === '' && rawPhone === '') return null;
  if (!web.receiverActive) throw badRequest('RECEIVER_DISABLED', { field: name === '' ? 'receiverPhone' : 'receiverName' });
  if (name === '') throw badRequest('RECEIVER_NAME_REQUIRED', { field: 'receiverName' });
  const phone = parseCustomerPhone(rawPhone);
  if (!phone.ok) throw badRequest('RECEIVER_PHONE_INVALID', { field: 'receiverPhone' });
  return { name, phone: phone.phone };
}

function checkServiceType(serviceType: ServiceType, web: WebSettings, branch: Branch): void {
  const refuse = () => badRequest('SERVICE_TYPE_NOT_ALLOWED', { field: 'serviceType', serviceType });
  switch (serviceType) {
    case 'DELIVERY':
      if (!web.deliveryActive || !branch.settings.deliveryEnabled) throw refuse();
      return;
    case 'PICK_UP':
      if (!web.pickupActive) throw refuse();
      if (!branch.settings.pickupEnabled) throw badRequest('BRANCH_PICKUP_DISABLED', { field: 'branchId', branchId: branch.id });
      return;
    case 'DINE_IN':
      if (!web.dineInActive || !branch.settings.dineinEnabled) throw refuse();
      return;
    default:
      // Yandex Eats and Express 24 orders come from those platforms, never from the storefront.
      throw refuse();
  }
}

/** What the customer pays for the products (before any promo), which decides free delivery. */
function productTotalOf(lines: PricingLine[], serviceType: ServiceType): number {
  const serviceFee = { isServiceFeeEnabled: false, isServiceFeeFreeAboveThreshold: false, serviceFeeThresholdTiyin: 0, serviceFeeAmountTiyin: 0 };
  return priceOrder({ lines, serviceType, deliveryPriceTiyin: 0, minimalDeliveryPriceTiyin: 0, serviceFee, promo: null, cashbackTiyin: 0 }).totalProductPrice;
}

/** Option counts by option id, duplicates of one option added up. */
function selectionOf(modifications: readonly { optionId: string; count: number }[]): Record<string, number> {
  const selection: Record<string, number> = {};
  for (const modification of modifications) selection[modification.optionId] = (selection[modification.optionId] ?? 0) + modification.count;
  return selection;
}

/**
 * Time-ordered item ids (UUIDv7 layout: milliseconds, then the basket position in rand_a): the items
 * table has no position column, and sorting by these ids gives the basket's order back.
 */
function orderedItemId(millis: number, position: number): string {
  const time = millis.toString(16).padStart(12, '0').slice(-12);
  const sequence = position.toString(16).padStart(3, '0').slice(-3);
  const random = randomBytes(8).toString('hex');
  const variant = ((parseInt(random[0] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${sequence}-${variant}${random.slice(1, 4)}-${random.slice(4, 16)}`;
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

function addressOf(snapshot: NonNullable<repo.OrderRow['address']>): NonNullable<Order['address']> {
  const { details, ...rest } = snapshot;
  return { ...rest, floor: details?.floor ?? null, office: details?.office ?? null, entrance: details?.entrance ?? null, domophone: details?.domophone ?? null };
}

function stateOf(row: repo.OrderRow): OrderState {
  return { status: row.status, serviceType: row.serviceType, paymentType: row.paymentType, isPaid: row.isPaid, courierStatus: row.courierStatus };
}

export function toOrder(row: repo.OrderRow, details: repo.OrderDetails, web: Pick<WebSettings, 'cancelOrderActive'>): Order {
  const state = stateOf(row);
  const items = details.items.filter((item) => item.orderId === row.id);
  const lineDiscounts = items.reduce((sum, item) => sum + item.lineDiscount, 0);
  const courierRow = row.courierId ? details.couriers.get(row.courierId) : undefined;
  const courier = courierRow ? { ...courierRow, locationUpdatedAt: courierRow.locationUpdatedAt?.toISOString() ?? null } : null;
  const reviewRecord = details.reviews.get(row.id);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    courierStatus: row.courierStatus,
    isPaid: row.isPaid,
    paymentType: row.paymentType,
    paymentState: customerPaymentState({ ...state, isRefunded: row.refundedAt !== null }),
    paidAt: iso(row.paidAt),
    refundedAt: iso(row.refundedAt),
    paymentExpiresAt: row.isPaid || row.status === 'CANCELED' ? null : iso(row.paymentExpiresAt),
    serviceType: row.serviceType,
    deliveryType: row.deliveryType,
    orderDevice: row.orderDevice,
    branch: { id: row.branchId, name: details.branchNames.get(row.branchId) ?? { uz: '', ru: '', eng: '' } },
    address: row.address ? addressOf(row.address) : null,
    latitude: row.latitude,
    longitude: row.longitude,
    comment: row.comment,
    courierComment: row.courierComment,
    promoCode: row.promoCode,
    sendCheque: row.sendCheque,
    receiverName: row.receiverName,
    receiverPhone: row.receiverPhone,
    hallId: row.hallId,
    tableId: row.tableId,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.name,
      unitPrice: tiyinToSom(item.unitPrice),
      discountPercent: item.discountPercent,
      quantity: item.quantity,
      modifications: item.modifications.map((modification) => ({ ...modification, price: tiyinToSom(modification.price) })),
      comment: item.comment,
      linePrice: tiyinToSom(item.linePrice),
      lineDiscount: tiyinToSom(item.lineDiscount),
    })),
    productCount: row.productCount,
    productPrice: tiyinToSom(row.productPrice),
    productDiscount: tiyinToSom(row.productDiscount),
    // Not stored on its own: the product discount beyond the lines' percent discounts is the promo's.
    promoDiscount: tiyinToSom(Math.max(0, row.productDiscount - lineDiscounts)),
    totalProductPrice: tiyinToSom(row.productPrice - row.productDiscount),
    deliveryPrice: tiyinToSom(row.deliveryPrice),
    deliveryDiscount: tiyinToSom(row.deliveryDiscount),
    serviceFee: tiyinToSom(row.serviceFee),
    cashbackUsed: tiyinToSom(row.cashbackUsed),
    totalDiscount: tiyinToSom(row.totalDiscount),
    totalPrice: tiyinToSom(row.totalPrice),
    deliveryAt: iso(row.deliveryAt),
    createdDate: row.createdAt.toISOString(),
    acceptedTime: iso(row.acceptedAt),
    readyTime: iso(row.readyTime),
    deliveredAt: iso(row.deliveredAt),
    statusHistory: details.history
      .filter((change) => change.orderId === row.id)
      .map((change) => ({
        status: change.status,
        courierStatus: change.courierStatus,
        reason: change.changeReason,
        comment: change.comment,
        actorType: change.actorType,
        at: change.createdAt.toISOString(),
      })),
    courier,
    canCancel: web.cancelOrderActive && canCustomerCancel(state),
    review: reviewRecord ? toOrderReview(reviewRecord, items.map((item) => item.productId)) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The service

/** Rolls back an order whose Idempotency-Key another request answered while it was being written. */
class IdempotencyKeyTaken extends Error {
  constructor() {
    super('the idempotency key was answered by another request');
  }
}

/** The stored answer to replay for a request with this body; 422 when the key was used with another body. */
function replayOf(existing: repo.IdempotencyRow, requestHash: string): CreatedOrder | null {
  if (existing.requestHash !== requestHash) throw unprocessable('IDEMPOTENCY_KEY_REUSED');
  if (!existing.responseStatus || !existing.responseBody) return null;
  return { status: existing.responseStatus, body: existing.responseBody as Order, replayed: true };
}

export function createOrdersService(options: OrdersServiceOptions): OrdersService {
  const { db, merchants, settings, promos, cashback, delivery, sendReceipt, receiptAllowance, onReceiptSkipped, onReceiptError, orderConfirmation } = options;
  const clock = options.now ?? (() => new Date());
  const onOrderChanged = options.onOrderChanged;
  /** Merchants whose order number sequence exists on this database (an order placed here was committed). */
  const numberedMerchants = new Set<string>();
  const reviews = createOrderReviewService({ db });

  function publish(row: repo.OrderRow, at: Date): void {
    onOrderChanged?.({
      merchantId: row.merchantId,
      orderId: row.id,
      userId: row.userId,
      status: row.status,
      courierStatus: row.courierStatus,
      isPaid: row.isPaid,
      isRefunded: row.refundedAt !== null,
      at: at.toISOString(),
    });
  }

  /**
   * `web`: settings already read, to pass inside a transaction. A cache miss there would ask the pool for a
   * second connection while holding one, and with every connection held by such a transaction none is freed.
   */
  async function present(ex: Executor, merchant: Merchant, rows: readonly repo.OrderRow[], web?: WebSettings): Promise<Order[]> {
    const [details, settled] = await Promise.all([repo.loadOrderDetails(ex, merchant.id, rows), web ?? settings.getWebSettings(merchant)]);
    return rows.map((row) => toOrder(row, details, settled));
  }

  /** The customer's own order; anyone else's (or another merchant's) is 404, never 403, so ids reveal nothing. */
  async function ownOrder(ex: Executor, ctx: OrderContext, orderId: string, lock = false): Promise<repo.OrderRow> {
    const row = await repo.findOrder(ex, ctx.merchant.id, orderId, { lock });
    if (!row || row.userId !== ctx.userId) throw notFound('ORDER_NOT_FOUND', { orderId });
    return row;
  }

  /**
   * Whether the receipt of a committed order may go out today. Over a limit the order stands and only the
   * SMS is dropped (and logged): the customer's food matters more than a receipt, and the harm the limit
   * stops is the SMS itself, not the order, which anyone may place and cancel.
   */
  async function receiptAllowed(ctx: OrderContext, orderId: string, phone: string): Promise<boolean> {
    if (!receiptAllowance) return true;
    try {
      const taken = await receiptAllowance(ctx.merchant.id, ctx.userId, phone);
      if (taken.ok) return true;
      onReceiptSkipped?.({ merchantId: ctx.merchant.id, orderId, userId: ctx.userId, limit: taken.rule });
    } catch (error) {
      // The order is committed: a counter that cannot be read must not turn its answer into an error,
      // and without a count no SMS goes out.
      onReceiptError?.(error);
    }
    return false;
  }

  function checkPathUser(ctx: OrderContext, pathUserId: string): void {
    if (pathUserId.toLowerCase() !== ctx.userId.toLowerCase()) throw forbidden('USER_FORBIDDEN');
  }

  async function checkPayment(merchant: Merchant, web: WebSettings, paymentType: PaymentType, channel: SourceChannel): Promise<void> {
    const methods = await settings.getPaymentMethods(merchant.id);
    const method = methods.find((candidate) => candidate.type === paymentType);
    if (!method || !method.isActive || !method[CHANNEL_FLAG[channel]] || !customerMayPayWith(method, web)) {
      throw badRequest('PAYMENT_TYPE_NOT_ALLOWED', { field: 'paymentType', paymentType, channel });
    }
  }

  function checkTiming(request: ParsedOrderRequest, mode: CreateOrderOptions['mode'], merchant: Merchant, branch: Branch, now: Date): Date | null {
    const timing = requestedTiming(request, merchant.timezone);
    if (timing.kind === 'incomplete') throw badRequest('DELIVERY_TIME_INVALID', { field: 'time', reason: 'DAY_AND_TIME_REQUIRED' });
    if (mode === 'now' && timing.kind === 'at') throw badRequest('DELIVERY_TIME_INVALID', { field: 'deliveryAt', reason: 'USE_AT_TIME' });
    if (mode === 'at-time' && timing.kind === 'now') throw badRequest('DELIVERY_TIME_INVALID', { field: 'deliveryAt', reason: 'TIME_REQUIRED' });
    const at = timing.kind === 'at' ? timing.deliveryAt : now;
    if (timing.kind === 'at') {
      if (at.getTime() <= now.getTime()) throw badRequest('DELIVERY_TIME_INVALID', { field: 'deliveryAt', reason: 'IN_THE_PAST' });
      if (at.getTime() > now.getTime() + AT_TIME_MAX_DAYS_AHEAD * 24 * 3_600_000) {
        throw badRequest('DELIVERY_TIME_INVALID', { field: 'deliveryAt', reason: 'TOO_FAR_AHEAD', maxDaysAhead: AT_TIME_MAX_DAYS_AHEAD });
      }
    }
    const hours = todayHours(branch, request.serviceType, merchant.timezone, at);
    if (!hours.openNow) {
      throw badRequest('BRANCH_CLOSED', { field: timing.kind === 'at' ? 'deliveryAt' : 'branchId', branchId: branch.id, at: at.toISOString(), intervals: hours.intervals });
    }
    return timing.kind === 'at' ? at : null;
  }

  interface BuiltLine {
    pricing: PricingLine;
    item: Omit<repo.OrderItemRow, 'orderId' | 'linePrice' | 'lineDiscount'>;
  }

  async function buildLines(tx: Executor, merchant: Merchant, branch: Branch, request: ParsedOrderRequest, channel: SourceChannel, now: Date): Promise<BuiltLine[]> {
    const productIds = [...new Set(request.cartItems.map((item) => item.productId.toLowerCase()))];
    const found = await repo.findProductsForOrder(tx, merchant.id, branch.id, productIds);
    const delivers = DELIVERING_SERVICE_TYPES.has(request.serviceType);
    const lines = request.cartItems.map((cartItem, position): BuiltLine => {
      const productId = cartItem.productId.toLowerCase();
      const entry = found.get(productId);
      const product = entry?.product;
      if (
        !entry ||
        !product ||
        !product.isActive ||
        product.deleted ||
        !entry.inBranch ||
        entry.withoutCart ||
        (product.channels.length > 0 && !product.channels.includes(channel)) ||
        (delivers && !product.deliveryEnabled)
      ) {
        throw badRequest('PRODUCT_NOT_AVAILABLE', { field: `cartItems.${position}.productId`, productId: cartItem.productId });
      }
      const selection: OptionSelection = selectionOf(cartItem.modifications.map((modification) => ({ ...modification, optionId: modification.optionId.toLowerCase() })));
      const issues = validateSelection(entry.groups, selection);
      if (issues.length > 0) throw badRequest('OPTIONS_INVALID', { field: `cartItems.${position}.modifications`, productId, issues });
      const chosen = entry.groups.flatMap((group) =>
        group.options
          .filter((option) => (selection[option.id] ?? 0) > 0)
          .map((option) => ({ optionId: option.id, groupId: group.id, name: option.name, price: option.price, count: selection[option.id] ?? 0 })),
      );
      return {
        pricing: {
          key: `${productId}:${chosen.map((option) => `${option.optionId}x${option.count}`).join(',')}`,
          unitPriceTiyin: product.price,
          discountPercent: product.discount,
          options: chosen.map((option) => ({ priceTiyin: option.price, count: option.count })),
          quantity: cartItem.quantity,
        },
        item: {
          id: orderedItemId(now.getTime(), position),
          merchantId: merchant.id,
          productId,
          name: product.name,
          unitPrice: product.price,
          discountPercent: product.discount,
          quantity: cartItem.quantity,
          modifications: chosen,
          // prepare() refused comments unless the merchant takes them (productComment).
          comment: cartItem.comment || null,
        },
      };
    });
    // Per product, not per line: the same product with other options or another comment is more of it.
    const excess = quantityExcess(
      request.cartItems.map((cartItem) => ({ productId: cartItem.productId.toLowerCase(), quantity: cartItem.quantity })),
      (productId) => found.get(productId)?.product.maxQuantity,
    );
    if (excess) throw badRequest('PRODUCT_NOT_ENOUGH', { field: 'cartItems', ...excess });
    return lines;
  }

  async function createInTransaction(tx: Executor, ctx: OrderContext, request: ParsedOrderRequest, options: CreateOrderOptions, prepared: Prepared): Promise<CreatedOrder> {
    const { merchant, userId } = ctx;
    const { orderSettings, branch, channel, deliveryAt, tableRow, now, deliveryTerms } = prepared;
    const lines = await buildLines(tx, merchant, branch, request, channel, now);
    const pricingLines = lines.map((line) => line.pricing);
    // A delivery is priced by its zone or the branch's tariff; the free threshold needs the product total first.
    const delivered = deliveryTerms
      ? deliveryPrice({ ...deliveryTerms, productTotalTiyin: productTotalOf(pricingLines, request.serviceType) })
      : null;
    const pricingBase = {
      lines: pricingLines,
      serviceType: request.serviceType,
      deliveryPriceTiyin: delivered ? delivered.priceTiyin : branch.deliveryPrice > 0 ? somToTiyin(branch.deliveryPrice) : 0,
      // The tariff already applied the merchant's floor, and a free delivery must stay free.
      minimalDeliveryPriceTiyin: delivered ? 0 : somToTiyin(orderSettings.minimalDeliveryPrice),
      serviceFee: {
        isServiceFeeEnabled: orderSettings.isServiceFeeEnabled,
        isServiceFeeFreeAboveThreshold: orderSettings.isServiceFeeFreeAboveThreshold,
        serviceFeeThresholdTiyin: somToTiyin(orderSettings.serviceFeeThreshold),
        serviceFeeAmountTiyin: somToTiyin(orderSettings.serviceFeeAmount),
      },
    };
    const withoutPromo = priceOrder({ ...pricingBase, promo: null, cashbackTiyin: 0 });
    if (DELIVERING_SERVICE_TYPES.has(request.serviceType)) {
      const minimalPrice = somToTiyin(orderSettings.minimalOrderPrice);
      if ((minimalPrice > 0 && withoutPromo.totalProductPrice < minimalPrice) || withoutPromo.productCount < orderSettings.minimalOrderQuantity) {
        throw badRequest('MINIMAL_ORDER', {
          field: 'cartItems',
          minimalOrderPrice: orderSettings.minimalOrderPrice,
          minimalOrderQuantity: orderSettings.minimalOrderQuantity,
        });
      }
    }
    const promoCode = request.promoCode?.trim() || null;
    const promo = promoCode ? await promos.resolveForOrder(tx, merchant, userId, promoCode, withoutPromo.totalProductPrice, now) : null;
    const totals = priceOrder({ ...pricingBase, promo, cashbackTiyin: somToTiyin(request.cashback) });
    if (totals.cashbackUsed > 0) {
      const balance = await cashback.balance(tx, merchant.id, userId);
      if (totals.cashbackUsed > balance) {
        throw badRequest('CASHBACK_INSUFFICIENT', { field: 'cashback', balance: tiyinToSom(Math.max(0, balance)), requested: tiyinToSom(totals.cashbackUsed) });
      }
    }
    if (somToTiyin(request.totalPrice) !== totals.totalPrice) {
      throw conflict('PRICE_CHANGED', { field: 'totalPrice', sent: request.totalPrice, totals: totalsInSom(totals) });
    }

    const status = initialOrderStatus({ deliveryAt });
    // Paid online: the order waits for the provider's payment, and is cancelled if none comes in time.
    // Nothing left to pay (cashback covered it all) means it is paid already.
    const online = isPaidOnline(request.paymentType);
    const paidInFull = online && totals.totalPrice === 0;
    const paymentExpiresAt = online && !paidInFull ? new Date(now.getTime() + orderSettings.unpaidOrderTimeoutMinutes * 60_000) : null;
    const delivers = DELIVERING_SERVICE_TYPES.has(request.serviceType);
    const address = delivers ? (request.address ?? null) : null;
    const latitude = delivers ? (request.latitude ?? address?.latitude ?? null) : null;
    const longitude = delivers ? (request.longitude ?? address?.longitude ?? null) : null;
    // The first order of a merchant here makes sure its sequence exists; later ones number in the INSERT.
    const number: number | SQL = numberedMerchants.has(merchant.id) ? repo.nextOrderNumberSql(merchant.id) : await repo.nextOrderNumber(tx, merchant.id);
    const written = await repo.insertOrder(
      tx,
      {
        merchantId: merchant.id,
        userId,
        branchId: branch.id,
        cityId: branch.cityId,
        status,
        serviceType: request.serviceType,
        // Spec §4 step 3: pick-up has no delivery provider; neither has dine-in.
        deliveryType: delivers ? (request.deliveryType ?? null) : null,
        paymentType: request.paymentType,
        isPaid: paidInFull,
        paidAt: paidInFull ? now : null,
        paymentExpiresAt,
        orderDevice: request.orderDevice,
        channel,
        address:
          address && latitude !== null && longitude !== null
            ? {
                addressId: address.addressId ?? null,
                type: address.type ?? null,
                name: address.name ?? null,
                streetName: address.streetName ?? null,
                houseNumber: address.houseNumber ?? null,
                description: address.description ?? null,
                comment: address.comment ?? null,
                details: { floor: address.floor ?? null, office: address.office ?? null, entrance: address.entrance ?? null, domophone: address.domophone ?? null },
                latitude,
                longitude,
                cityId: address.cityId ?? null,
              }
            : null,
        latitude,
        longitude,
        comment: request.comment || null,
        courierComment: delivers ? request.courierComment || null : null,
        note: request.note || null,
        promoId: promo && totals.promoApplied ? promo.id : null,
        promoCode: promo && totals.promoApplied ? promo.code : null,
        productPrice: totals.productPrice,
        productDiscount: totals.productDiscount,
        deliveryPrice: totals.deliveryPrice,
        deliveryDiscount: totals.deliveryDiscount,
        serviceFee: totals.serviceFee,
        cashbackUsed: totals.cashbackUsed,
        totalPrice: totals.totalPrice,
        totalDiscount: totals.totalDiscount,
        productCount: totals.productCount,
        deliveryAt,
        telegramId: request.telegramId ?? null,
        hallId: tableRow?.hallId ?? null,
        tableId: tableRow?.id ?? null,
        sendCheque: request.sendCheque,
        sendChequePhone: prepared.chequePhone,
        receiverName: prepared.receiver?.name ?? null,
        receiverPhone: prepared.receiver?.phone ?? null,
      },
      number,
      lines.map((line, index) => {
        const priced = totals.lines[index];
        return { ...line.item, linePrice: priced?.linePrice ?? 0, lineDiscount: priced?.lineDiscount ?? 0 };
      }),
      { merchantId: merchant.id, status, courierStatus: null, changeReason: 'CHANGE_STATUS', comment: null, actorType: 'CUSTOMER', actorId: userId },
    );
    const { row } = written;
    // Used up with the order: a refused or rolled-back order leaves the code for the next try.
    if (prepared.consumeConfirmation) await prepared.consumeConfirmation(tx);
    if (totals.cashbackUsed > 0) await cashback.spend(tx, { merchantId: merchant.id, userId, orderId: row.id, amountTiyin: totals.cashbackUsed });
    // Answered from the rows just written (what a read back would return): three queries fewer in the transaction.
    const body = toOrder(row, { items: written.items, history: written.history, branchNames: new Map([[branch.id, branch.name]]), couriers: new Map(), reviews: new Map() }, prepared.web);
    if (options.idempotency) {
      const { key, requestHash } = options.idempotency;
      const recorded = await repo.recordIdempotentResponse(tx, { merchantId: merchant.id, userId, key, requestHash, responseStatus: CREATED_STATUS, responseBody: body });
      if (!recorded) throw new IdempotencyKeyTaken();
    }
    return { status: CREATED_STATUS, body, replayed: false };
  }

  interface Prepared {
    web: WebSettings;
    orderSettings: Awaited<ReturnType<SettingsService['getOrderSettings']>>;
    branch: Branch;
    channel: SourceChannel;
    deliveryAt: Date | null;
    tableRow: repo.TableRow | null;
    /** How a DELIVERY is priced (read before the transaction); null for other service types. */
    deliveryTerms: DeliveryTerms | null;
    /** Digits with the country code; null when no receipt was asked for. */
    chequePhone: string | null;
    /** Someone else receives the order (receiverActive); the phone as digits with the country code. */
    receiver: { name: string; phone: string } | null;
    /** Uses up the order's SMS confirmation code (when the merchant requires one) in the order's transaction. */
    consumeConfirmation: ((tx: Executor) => Promise<void>) | null;
    now: Date;
  }

  /** Checks that need no transaction: the merchant's switches, the branch, the time, the table, payment. */
  async function prepare(ctx: OrderContext, request: ParsedOrderRequest, options: CreateOrderOptions): Promise<Prepared> {
    const { merchant } = ctx;
    const now = clock();
    if (request.cartItems.length === 0) throw badRequest('EMPTY_CART', { field: 'cartItems' });
    const [web, orderSettings, branch] = await Promise.all([settings.getWebSettings(merchant), settings.getOrderSettings(merchant), merchants.getBranch(merchant.id, request.branchId)]);
    if (!branch.isActive) throw notFound('BRANCH_NOT_FOUND', { branchId: request.branchId });
    checkServiceType(request.serviceType, web, branch);
    // A QR table menu is its own sales channel (its products and payment methods); otherwise the device decides.
    const channel: SourceChannel = request.serviceType === 'DINE_IN' ? 'QR' : channelOfDevice(request.orderDevice);
    let deliveryTerms: DeliveryTerms | null = null;
    if (request.serviceType === 'DELIVERY') {
      const latitude = request.latitude ?? request.address?.latitude;
      const longitude = request.longitude ?? request.address?.longitude;
      if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) throw badRequest('ADDRESS_REQUIRED', { field: 'address' });
      deliveryTerms = await delivery.termsFor(merchant, branch, { latitude, longitude });
    }
    let tableRow: repo.TableRow | null = null;
    if (request.serviceType === 'DINE_IN') {
      tableRow = request.tableId ? await repo.findTable(db, merchant.id, request.tableId) : null;
      if (!tableRow || !tableRow.isActive || tableRow.branchId !== branch.id) throw badRequest('TABLE_NOT_FOUND', { field: 'tableId', tableId: request.tableId ?? null });
    }
    if (request.cashback > 0 && !web.cashbackActive) throw badRequest('CASHBACK_DISABLED', { field: 'cashback' });
    if (request.promoCode?.trim() && !web.promoActive) throw badRequest('PROMOS_DISABLED', { field: 'promoCode' });
    // cartPageActive off: the storefront (web, Telegram, QR table menu) shows the menu without a basket; the
    // operator and the merchant's own apps still take orders.
    if (!web.cartPageActive && STOREFRONT_CHANNELS.has(channel)) throw badRequest('STOREFRONT_ORDERING_DISABLED', { field: 'orderDevice' });
    await checkPayment(merchant, web, request.paymentType, channel);
    const deliveryAt = checkTiming(request, options.mode, merchant, branch, now);
    let chequePhone: string | null = null;
    if (request.sendCheque) {
      const phone = parseCustomerPhone(request.sendChequePhone ?? '');
      if (!phone.ok) throw badRequest('CHEQUE_PHONE_INVALID', { field: 'sendChequePhone' });
      chequePhone = phone.phone;
    }
    const receiver = receiverOf(request, web);
    if (!web.productComment) {
      // A switched-off feature is refused, never silently dropped: the customer would think the kitchen read it.
      const commented = request.cartItems.findIndex((item) => (item.comment ?? '') !== '');
      if (commented >= 0) throw badRequest('PRODUCT_COMMENT_DISABLED', { field: `cartItems.${commented}.comment` });
    }
    // Last: a request refused for another reason must not spend one of the code's attempts.
    let consumeConfirmation: Prepared['consumeConfirmation'] = null;
    if (orderSettings.isSmsConfirmationRequiredPerOrder) {
      const code = request.confirmationCode ?? '';
      if (code === '') throw badRequest('ORDER_CONFIRMATION_REQUIRED', { field: 'confirmationCode' });
      if (!orderConfirmation) throw badRequest('ORDER_CONFIRMATION_INVALID', { field: 'confirmationCode' });
      consumeConfirmation = await orderConfirmation.check({ merchant, ip: options.ip ?? '', language: options.language ?? 'uz' }, ctx.userId, code);
    }
    return { web, orderSettings, branch, channel, deliveryAt, tableRow, deliveryTerms, chequePhone, receiver, consumeConfirmation, now };
  }

  return {
    reviewOrder: (ctx, orderId, request) => reviews.reviewOrder(ctx, orderId, request),

    async sendConfirmationCode(ctx, client) {
      const orderSettings = await settings.getOrderSettings(ctx.merchant);
      // An SMS costs the merchant money: none is sent for a confirmation nobody will ask for.
      if (!orderSettings.isSmsConfirmationRequiredPerOrder || !orderConfirmation) throw badRequest('ORDER_CONFIRMATION_NOT_REQUIRED');
      return orderConfirmation.send({ merchant: ctx.merchant, ip: client.ip, language: client.language }, ctx.userId);
    },

    async createOrder(ctx, request, options) {
      const { idempotency } = options;
      /** The answer stored for this request's key, if it is live (IDEMPOTENCY_KEY_REUSED if it was another body's). */
      const storedAnswer = async (): Promise<CreatedOrder | null> => {
        if (!idempotency) return null;
        const existing = await repo.findIdempotencyKey(db, ctx.merchant.id, ctx.userId, idempotency.key);
        const fresh = existing && existing.createdAt.getTime() > clock().getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;
        return fresh ? replayOf(existing, idempotency.requestHash) : null;
      };
      // A replay is answered even if the rules changed since (the order exists); read it before checking them.
      const replay = await storedAnswer();
      if (replay) return replay;
      const prepared = await prepare(ctx, request, options);
      const created = await db.transaction((tx) => createInTransaction(tx, ctx, request, options, prepared)).catch(async (error: unknown) => {
        if (!idempotency) throw error;
        // A double submit that lost the race to its first copy: ours was rolled back, the first one's order is
        // the answer, whatever stopped ours (the key taken at the end, or e.g. the cashback the first one spent).
        const first = await storedAnswer();
        if (first) return first;
        throw error instanceof IdempotencyKeyTaken ? conflict('IDEMPOTENCY_KEY_IN_PROGRESS') : error;
      });
      // Committed: the merchant's number sequence exists (it may have been created in that transaction).
      numberedMerchants.add(ctx.merchant.id);
      if (!created.replayed) {
        const { body } = created;
        onOrderChanged?.({
          merchantId: ctx.merchant.id,
          orderId: body.id,
          userId: ctx.userId,
          status: body.status,
          courierStatus: body.courierStatus,
          isPaid: body.isPaid,
          isRefunded: false,
          at: body.createdDate,
        });
        if (prepared.chequePhone && sendReceipt && (await receiptAllowed(ctx, body.id, prepared.chequePhone))) {
          sendReceipt(ctx.merchant, body, prepared.chequePhone, options.language ?? 'uz').catch((error: unknown) => onReceiptError?.(error));
        }
      }
      return created;
    },

    async listOrders(ctx, pathUserId, query) {
      checkPathUser(ctx, pathUserId);
      const statuses = query.onlyArchive ? ARCHIVE_ORDER_STATUSES : ACTIVE_ORDER_STATUSES;
      const { rows, total } = await repo.listOrders(db, ctx.merchant.id, ctx.userId, statuses, { offset: query.page * query.size, limit: query.size });
      return {
        content: await present(db, ctx.merchant, rows),
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      };
    },

    async listActiveOrders(ctx, pathUserId) {
      checkPathUser(ctx, pathUserId);
      const { rows } = await repo.listOrders(db, ctx.merchant.id, ctx.userId, ACTIVE_ORDER_STATUSES, null);
      return present(db, ctx.merchant, rows);
    },

    async getOrder(ctx, orderId) {
      const row = await ownOrder(db, ctx, orderId);
      const [order] = await present(db, ctx.merchant, [row]);
      if (!order) throw notFound('ORDER_NOT_FOUND', { orderId });
      return order;
    },

    async cancelOrder(ctx, orderId) {
      const web = await settings.getWebSettings(ctx.merchant);
      // A card payment of the order may be under way: Payme says whether it was paid before the order is
      // locked (Payme may call us about it meanwhile). One still open then refuses the cancel.
      const owned = await ownOrder(db, ctx, orderId);
      if (web.cancelOrderActive && canCustomerCancel(stateOf(owned))) await options.settlePendingPayments?.(owned);
      const at = clock();
      const { row, order } = await db.transaction(async (tx) => {
        const current = await ownOrder(tx, ctx, orderId, true);
        if (!web.cancelOrderActive) throw conflict('ORDER_NOT_CANCELLABLE', { status: current.status, reason: 'CANCEL_SWITCHED_OFF' });
        if (!canCustomerCancel(stateOf(current))) throw conflict('ORDER_NOT_CANCELLABLE', { status: current.status, reason: 'ALREADY_ACCEPTED' });
        const updated = await repo.updateOrderStatus(tx, ctx.merchant.id, current.id, 'CANCELED', {
          merchantId: ctx.merchant.id,
          orderId: current.id,
          status: 'CANCELED',
          courierStatus: current.courierStatus,
          changeReason: 'CHANGE_STATUS',
          comment: 'Cancelled by the customer',
          actorType: 'CUSTOMER',
          actorId: ctx.userId,
          createdAt: at,
        });
        if (current.cashbackUsed > 0) await cashback.refund(tx, { merchantId: ctx.merchant.id, userId: ctx.userId, orderId: current.id });
        await options.cancelPendingPayments?.(tx, current);
        const [presented] = await present(tx, ctx.merchant, [updated], web);
        return { row: updated, order: presented };
      });
      if (!order) throw notFound('ORDER_NOT_FOUND', { orderId });
      publish(row, at);
      return order;
    },

    async hideOrder(ctx, orderId) {
      const row = await ownOrder(db, ctx, orderId);
      // Hiding is tidying the history; an order still under way stays visible so it can be followed.
      if (!ARCHIVE_ORDER_STATUSES.includes(row.status)) throw conflict('ORDER_NOT_HIDEABLE', { status: row.status });
      await repo.hideOrder(db, ctx.merchant.id, row.id);
    },

    async callWaiter(ctx, orderId) {
      const row = await ownOrder(db, ctx, orderId);
      if (row.serviceType !== 'DINE_IN' || !row.tableId || isFinalOrderStatus(row.status) || row.status === 'DELIVERED') {
        throw badRequest('WAITER_CALL_NOT_ALLOWED', { status: row.status, serviceType: row.serviceType });
      }
      await repo.callWaiter(db, { merchantId: ctx.merchant.id, branchId: row.branchId, tableId: row.tableId, userId: ctx.userId });
      return { status: 'CALLED' };
    },

    async getOrderSetting(merchant, branchId) {
      const [orderSettings, branch] = await Promise.all([settings.getOrderSettings(merchant), merchants.getBranch(merchant.id, branchId)]);
      return {
        ...orderSettings,
        branchId: branch.id,
        deliveryEnabled: branch.settings.deliveryEnabled,
        pickupEnabled: branch.settings.pickupEnabled,
        dineinEnabled: branch.settings.dineinEnabled,
        deliveryPrice: branch.deliveryPrice,
      };
    },

    async getTable(merchant, tableId) {
      const found = await repo.findActiveTableWithHall(db, merchant.id, tableId);
      const branch = found
        ? await merchants.getBranch(merchant.id, found.table.branchId).catch((error: unknown) => {
            if (isAppError(error)) return null;
            throw error;
          })
        : null;
      if (!found || !branch || !branch.isActive || !branch.settings.dineinEnabled) throw notFound('TABLE_NOT_FOUND', { tableId });
      const { table, hallName } = found;
      return { id: table.id, number: table.number, name: table.name, hall: { id: table.hallId, name: hallName }, branch: { id: branch.id, name: branch.name } };
    },

    async listPaymentMethods(merchant, channel) {
      // With a channel: only what an order on it would be accepted with (the method's flag and the merchant's switch).
      const [rows, web] = await Promise.all([settings.getPaymentMethods(merchant.id), channel === null ? null : settings.getWebSettings(merchant)]);
      return rows
        .filter((row) => channel === null || (row[CHANNEL_FLAG[channel]] && web !== null && customerMayPayWith(row, web)))
        .map((row) => ({
          id: row.id,
          type: row.type,
          name: row.name,
          icon: row.icon,
          title: row.title,
          iikoId: row.iikoId,
          webEnabled: row.webEnabled,
          botEnabled: row.botEnabled,
          operatorEnabled: row.operatorEnabled,
          appEnabled: row.appEnabled,
          qrEnabled: row.qrEnabled,
          isActive: row.isActive,
        }));
    },
  };
}
