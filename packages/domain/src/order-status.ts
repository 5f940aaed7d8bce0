// The order and courier status machines (storefront-core §4): tables of allowed transitions and the rules around them.
import type { CourierStatus, OrderStatus, PaymentType, ServiceType } from './enums.ts';
import type { LocalizedText } from './i18n.ts';
import { DELIVERING_SERVICE_TYPES } from './pricing.ts';

export interface OrderState {
  status: OrderStatus;
  serviceType: ServiceType;
  paymentType: PaymentType;
  isPaid: boolean;
  courierStatus: CourierStatus | null;
}

/**
 * Why a transition is refused: FINAL — the order is CANCELED or CLOSED (or, for couriers, the courier's
 * job is finished); NOT_ALLOWED — not an edge of the table; NOT_PAID — an online payment has not
 * completed; NO_COURIER_FOR_SERVICE — courier states for an order nobody carries (pick-up, dine-in).
 */
export type TransitionRefusal = 'FINAL' | 'NOT_ALLOWED' | 'NOT_PAID' | 'NO_COURIER_FOR_SERVICE';

export type TransitionResult = { ok: true } | { ok: false; reason: TransitionRefusal };

const OK: TransitionResult = { ok: true };
const refuse = (reason: TransitionRefusal): TransitionResult => ({ ok: false, reason });

/** CANCELED and CLOSED end an order: nothing moves it again. */
const FINAL_ORDER_STATUSES: ReadonlySet<OrderStatus> = new Set(['CANCELED', 'CLOSED']);

/** Statuses that only make sense when a courier carries the order to an address. */
const COURIER_ONLY_ORDER_STATUSES: ReadonlySet<OrderStatus> = new Set(['ATTACHED', 'ON_WAY', 'DELIVERED']);

/** Payment types settled in person (cash, card terminal): the merchant may accept before money changes hands. */
const IN_PERSON_PAYMENT_TYPES: ReadonlySet<PaymentType> = new Set(['CASH', 'TERMINAL']);

/*
 * The spec lists the statuses but not their order ("allowed transitions are not shown"), so the meaning
 * chosen here is:
 *   AT_TIME   a scheduled order waiting for its time (initialOrderStatus); becomes CREATED when the time
 *             comes, or staff accept it early.
 *   CREATED   placed, waiting for the merchant.
 *   OPEN      a staff member has opened it (is checking it, calling the customer); not yet accepted.
 *   ACCEPTED  the merchant has taken it (an online payment must have completed, §4).
 *   COOKING   being prepared.  DONE: ready.
 *   ATTACHED  ready, and a courier is attached and coming for it (delivery only).
 *   ON_WAY    with the courier.  DELIVERED: the courier handed it over.
 *   CLOSED    finished: delivered and settled, or handed over at the counter / served at the table.
 *   CANCELED  stopped by the customer (before acceptance) or by the merchant (any time before it arrives).
 * Edges only go forward, so an order cannot loop; ACCEPTED → DONE lets a shop with nothing to cook
 * (MERCHANT_KINDS 'GOODS') skip COOKING, and ON_WAY → CANCELED covers a customer refusing at the door
 * (the courier then returns it: the PERFORMER_RETURNING states).
 */
const DELIVERY_ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  AT_TIME: ['CREATED', 'ACCEPTED', 'CANCELED'],
  CREATED: ['OPEN', 'ACCEPTED', 'CANCELED'],
  OPEN: ['ACCEPTED', 'CANCELED'],
  ACCEPTED: ['COOKING', 'DONE', 'CANCELED'],
  COOKING: ['DONE', 'CANCELED'],
  DONE: ['ATTACHED', 'ON_WAY', 'CANCELED'],
  ATTACHED: ['ON_WAY', 'CANCELED'],
  ON_WAY: ['DELIVERED', 'CANCELED'],
  DELIVERED: ['CLOSED'],
  CLOSED: [],
  CANCELED: [],
};

/*
 * Pick-up and dine-in: no courier, so DONE is followed by the hand-over (CLOSED). ATTACHED, ON_WAY and
 * DELIVERED are never entered here; their rows only exist so that an order whose service type staff changed
 * after dispatch can still be finished instead of being stuck.
 */
const COUNTER_ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  AT_TIME: ['CREATED', 'ACCEPTED', 'CANCELED'],
  CREATED: ['OPEN', 'ACCEPTED', 'CANCELED'],
  OPEN: ['ACCEPTED', 'CANCELED'],
  ACCEPTED: ['COOKING', 'DONE', 'CANCELED'],
  COOKING: ['DONE', 'CANCELED'],
  DONE: ['CLOSED', 'CANCELED'],
  ATTACHED: ['CLOSED', 'CANCELED'],
  ON_WAY: ['CLOSED', 'CANCELED'],
  DELIVERED: ['CLOSED'],
  CLOSED: [],
  CANCELED: [],
};

/** Whether this service type has a courier (and so the courier states and ATTACHED/ON_WAY/DELIVERED). */
export function hasCourier(serviceType: ServiceType): boolean {
  return DELIVERING_SERVICE_TYPES.has(serviceType);
}

/** Whether the order's money must arrive online before the merchant may accept it. */
export function isPaidOnline(paymentType: PaymentType): boolean {
  return !IN_PERSON_PAYMENT_TYPES.has(paymentType);
}

function orderTable(serviceType: ServiceType): Readonly<Record<OrderStatus, readonly OrderStatus[]>> {
  return hasCourier(serviceType) ? DELIVERY_ORDER_TRANSITIONS : COUNTER_ORDER_TRANSITIONS;
}

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return FINAL_ORDER_STATUSES.has(status);
}

export function orderStatusTransition(order: OrderState, to: OrderStatus): TransitionResult {
  if (isFinalOrderStatus(order.status)) return refuse('FINAL');
  if (COURIER_ONLY_ORDER_STATUSES.has(to) && !hasCourier(order.serviceType)) return refuse('NO_COURIER_FOR_SERVICE');
  if (!orderTable(order.serviceType)[order.status].includes(to)) return refuse('NOT_ALLOWED');
  // Every later status is reached through ACCEPTED, so guarding this one edge keeps unpaid online orders out of the kitchen.
  if (to === 'ACCEPTED' && isPaidOnline(order.paymentType) && !order.isPaid) return refuse('NOT_PAID');
  return OK;
}

/** The statuses staff may move the order to now, in the table's order (forward steps first, CANCELED last). */
export function nextOrderStatuses(order: OrderState): OrderStatus[] {
  if (isFinalOrderStatus(order.status)) return [];
  return orderTable(order.serviceType)[order.status].filter((to) => orderStatusTransition(order, to).ok);
}

/** A scheduled order (deliveryAt given) waits in AT_TIME; an order for now starts CREATED. */
export function initialOrderStatus(request: { deliveryAt: Date | null }): 'CREATED' | 'AT_TIME' {
  return request.deliveryAt === null ? 'CREATED' : 'AT_TIME';
}

/** Statuses before the merchant has accepted: the customer may still change their mind. */
const CUSTOMER_CANCELLABLE_STATUSES: ReadonlySet<OrderStatus> = new Set(['CREATED', 'AT_TIME', 'OPEN']);

export function canCustomerCancel(order: OrderState): boolean {
  // Money paid online goes back only through the provider, which the merchant's staff start.
  if (order.isPaid && isPaidOnline(order.paymentType)) return false;
  return CUSTOMER_CANCELLABLE_STATUSES.has(order.status) && orderStatusTransition(order, 'CANCELED').ok;
}

/** Statuses at which an order paid in person has been handed over, so its money has changed hands. */
const HANDED_OVER_STATUSES: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'CLOSED']);

/** Whether the customer's pages say the order is paid, still to be paid, paid and given back, or nothing (nothing is owed). */
export const CUSTOMER_PAYMENT_STATES = ['paid', 'unpaid', 'refunded', 'none'] as const;
export type CustomerPaymentState = (typeof CUSTOMER_PAYMENT_STATES)[number];

/**
 * Paid when the payment service marked it paid, or when an order paid in person (cash, terminal) was
 * handed over — delivered or closed: the courier or the counter took the money then, and nobody marks
 * a cash order paid by hand. A canceled order that was never paid owes nothing.
 */
export function customerPaymentState(order: Pick<OrderState, 'status' | 'paymentType' | 'isPaid'> & { isRefunded?: boolean }): CustomerPaymentState {
  if (order.isPaid) return 'paid';
  if (order.isRefunded) return 'refunded';
  if (order.status === 'CANCELED') return 'none';
  return !isPaidOnline(order.paymentType) && HANDED_OVER_STATUSES.has(order.status) ? 'paid' : 'unpaid';
}

/**
 * The customer's archive tab: orders that need nothing more from them. DELIVERED belongs here although
 * the merchant still closes it, because for the customer the food has arrived.
 */
export const ARCHIVE_ORDER_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'CLOSED', 'CANCELED'];
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['AT_TIME', 'CREATED', 'OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY'];

/*
 * Courier states follow the Yandex Delivery claim (providers.md (g)): new → estimating → ready_for_approval →
 * accepted → performer_lookup → performer_found → pickup_arrived → pickuped → delivery_arrived →
 * delivered_finish, with returning/returned, cancelled, failed, estimating_failed and performer_not_found
 * on the side. `null` is the spec's "none": no courier work has started. The merchant's own couriers
 * (LAMENU, CUSTOM providers) have no claim to estimate, so from none they may start at the look-up or
 * with a courier already chosen, and a found courier may skip announcing arrival at the branch.
 * CANCELLED, FAILED, ESTIMATING_FAILED and PERFORMER_NOT_FOUND end one attempt, not the order: a new
 * claim or search may start from them. Cancelling after pick-up is not an edge: the goods are with the
 * courier, so they come back through PERFORMER_RETURNING.
 */
const RESTART: readonly CourierStatus[] = ['NEW_ORDER', 'PERFORMER_LOOK_UP', 'PERFORMER_FOUND'];

const COURIER_TRANSITIONS: Readonly<Record<CourierStatus, readonly CourierStatus[]>> = {
  NEW_ORDER: ['READY_FOR_APPROVAL', 'ESTIMATING_FAILED', 'CANCELLED', 'FAILED'],
  ESTIMATING_FAILED: [...RESTART, 'CANCELLED'],
  READY_FOR_APPROVAL: ['ACCEPTED', 'CANCELLED', 'FAILED'],
  ACCEPTED: ['PERFORMER_LOOK_UP', 'CANCELLED', 'FAILED'],
  PERFORMER_LOOK_UP: ['PERFORMER_FOUND', 'PERFORMER_NOT_FOUND', 'CANCELLED', 'FAILED'],
  PERFORMER_NOT_FOUND: [...RESTART, 'CANCELLED'],
  // Back to the look-up: the courier dropped the job and the provider searches again.
  PERFORMER_FOUND: ['PERFORMER_PICK_UP_ARRIVED', 'PERFORMER_PICKUPED', 'PERFORMER_LOOK_UP', 'CANCELLED', 'FAILED'],
  PERFORMER_PICK_UP_ARRIVED: ['PERFORMER_PICKUPED', 'CANCELLED', 'FAILED'],
  PERFORMER_PICKUPED: ['PERFORMER_ARRIVED', 'PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNING', 'FAILED'],
  PERFORMER_ARRIVED: ['PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNING', 'FAILED'],
  PERFORMER_DELIVERED_FINISH: [],
  PERFORMER_RETURNING: ['PERFORMER_RETURN_ARRIVED', 'PERFORMER_RETURNED_FINISH', 'FAILED'],
  PERFORMER_RETURN_ARRIVED: ['PERFORMER_RETURNED_FINISH', 'FAILED'],
  PERFORMER_RETURNED_FINISH: [],
  CANCELLED: [...RESTART],
  FAILED: [...RESTART],
};

/** Where courier work may begin (from "none"). */
const COURIER_START: readonly CourierStatus[] = RESTART;

/** The courier's job is over: delivered, or brought back. */
const FINAL_COURIER_STATUSES: ReadonlySet<CourierStatus> = new Set(['PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNED_FINISH']);

/** Courier work starts only once the merchant has taken the order (no courier for an unaccepted or unpaid order). */
const ORDER_STATUSES_BEFORE_ACCEPTANCE: ReadonlySet<OrderStatus> = new Set(['AT_TIME', 'CREATED', 'OPEN']);

/**
 * What a courier already out may still report after the order ended (CANCELED or CLOSED): finishing the
 * delivery, bringing the goods back, or the claim ending. No new courier work starts for an ended order.
 */
const COURIER_WIND_DOWN: ReadonlySet<CourierStatus> = new Set([
  'PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNING', 'PERFORMER_RETURN_ARRIVED', 'PERFORMER_RETURNED_FINISH', 'CANCELLED', 'FAILED',
]);

export function isFinalCourierStatus(status: CourierStatus | null): boolean {
  return status !== null && FINAL_COURIER_STATUSES.has(status);
}

export function courierStatusTransition(order: OrderState, to: CourierStatus): TransitionResult {
  if (!hasCourier(order.serviceType)) return refuse('NO_COURIER_FOR_SERVICE');
  if (isFinalCourierStatus(order.courierStatus)) return refuse('FINAL');
  if (isFinalOrderStatus(order.status) && (order.courierStatus === null || !COURIER_WIND_DOWN.has(to))) return refuse('FINAL');
  const allowed = order.courierStatus === null ? COURIER_START : COURIER_TRANSITIONS[order.courierStatus];
  if (!allowed.includes(to)) return refuse('NOT_ALLOWED');
  if (order.courierStatus === null && ORDER_STATUSES_BEFORE_ACCEPTANCE.has(order.status)) return refuse('NOT_ALLOWED');
  return OK;
}

/** The courier statuses that may follow now, in the table's order. */
export function nextCourierStatuses(order: OrderState): CourierStatus[] {
  if (!hasCourier(order.serviceType) || isFinalCourierStatus(order.courierStatus)) return [];
  const allowed = order.courierStatus === null ? COURIER_START : COURIER_TRANSITIONS[order.courierStatus];
  return allowed.filter((to) => courierStatusTransition(order, to).ok);
}

const text = (uz: string, ru: string, eng: string): LocalizedText => ({ uz, ru, eng });

export const ORDER_STATUS_TEXT: Record<OrderStatus, LocalizedText> = {
  AT_TIME: text('Belgilangan vaqtga', 'Ко времени', 'Scheduled'),
  CREATED: text('Yaratildi', 'Создан', 'Placed'),
  OPEN: text("Ko'rib chiqilmoqda", 'На рассмотрении', 'Being reviewed'),
  ACCEPTED: text('Qabul qilindi', 'Принят', 'Accepted'),
  COOKING: text('Tayyorlanmoqda', 'Готовится', 'Cooking'),
  DONE: text('Tayyor', 'Готов', 'Ready'),
  ATTACHED: text('Kuryer biriktirildi', 'Курьер назначен', 'Courier assigned'),
  ON_WAY: text("Yo'lda", 'В пути', 'On the way'),
  DELIVERED: text('Yetkazildi', 'Доставлен', 'Delivered'),
  CLOSED: text('Yakunlandi', 'Завершён', 'Completed'),
  CANCELED: text('Bekor qilindi', 'Отменён', 'Canceled'),
};

/** Uzbek display text of each courier status (spec §4), plus ru and eng. */
export const COURIER_STATUS_TEXT: Record<CourierStatus, LocalizedText> = {
  NEW_ORDER: text('Yetkazib berish buyurtmasi yaratildi', 'Заявка на доставку создана', 'Delivery request created'),
  ESTIMATING_FAILED: text("Yetkazib berish narxini hisoblab bo'lmadi", 'Не удалось рассчитать доставку', 'Delivery could not be priced'),
  READY_FOR_APPROVAL: text('Tasdiqlash kutilmoqda', 'Ожидает подтверждения', 'Awaiting approval'),
  ACCEPTED: text('Yetkazib berish tasdiqlandi', 'Доставка подтверждена', 'Delivery confirmed'),
  PERFORMER_LOOK_UP: text('Kuryer qidirilmoqda', 'Ищем курьера', 'Looking for a courier'),
  PERFORMER_FOUND: text('Kuryer topildi', 'Курьер найден', 'Courier found'),
  PERFORMER_NOT_FOUND: text('Kuryer topilmadi', 'Курьер не найден', 'No courier found'),
  PERFORMER_PICK_UP_ARRIVED: text('Kuryer filialga yetib keldi', 'Курьер прибыл в заведение', 'Courier is at the restaurant'),
  PERFORMER_PICKUPED: text('Kuryer buyurtmani oldi', 'Курьер забрал заказ', 'Courier picked up the order'),
  PERFORMER_ARRIVED: text('Kuryer manzilga yetib keldi', 'Курьер прибыл к вам', 'Courier has arrived'),
  PERFORMER_DELIVERED_FINISH: text('Buyurtma yetkazib berildi', 'Заказ доставлен', 'Order delivered'),
  PERFORMER_RETURNING: text('Kuryer buyurtmani qaytarmoqda', 'Курьер возвращает заказ', 'Courier is returning the order'),
  PERFORMER_RETURN_ARRIVED: text('Kuryer qaytib keldi', 'Курьер вернулся в заведение', 'Courier is back at the restaurant'),
  PERFORMER_RETURNED_FINISH: text('Buyurtma qaytarildi', 'Заказ возвращён', 'Order returned'),
  CANCELLED: text('Yetkazib berish bekor qilindi', 'Доставка отменена', 'Delivery canceled'),
  FAILED: text('Yetkazib berishda xatolik', 'Ошибка доставки', 'Delivery failed'),
};
