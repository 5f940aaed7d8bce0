// Rules of the operator API: staff move an order through the status machines of packages/domain, each
// change with its history row in one transaction, then tell the order's live streams.
import type { Database, Executor, Transaction } from '@dastarkhan/db/client';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import type {
  OperatorCourierLocation,
  OperatorCourierLocationRequest,
  OperatorCourierStatusRequest,
  OperatorOrder,
  OperatorOrderPage,
  OperatorStatusRequest,
} from '@dastarkhan/domain/contracts/operator';
import type { CourierPosition, OrderCourierEvent, OrderEvent } from '@dastarkhan/domain/contracts/order-events';
import type { CourierStatus, OrderStatus } from '@dastarkhan/domain/enums';
import { tiyinToSom } from '@dastarkhan/domain/money';
import {
  courierStatusTransition,
  hasCourier,
  isFinalOrderStatus,
  isPaidOnline,
  orderStatusTransition,
  type OrderState,
} from '@dastarkhan/domain/order-status';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { OperatorIdentity } from '../../plugins/operator-auth.ts';
import type { RateLimits } from '../../plugins/rate-limit.ts';
import { cashbackEarnedOn, type CashbackService } from '../cashback/service.ts';
import * as repo from './repo.ts';

export interface OperatorServiceOptions {
  db: Database;
  /** The merchant's cashback percent (order settings). */
  cashbackPercent(merchant: Merchant): Promise<number>;
  findMerchant(id: string): Promise<Merchant | null>;
  /** Absent until the cashback module is wired: then nothing is earned or refunded. */
  cashback?: Pick<CashbackService, 'earn' | 'refund'> | null;
  /** Called after the change is committed (the order events bus). */
  publish(event: OrderEvent): Promise<void>;
  /** Called after a courier position is stored (the order events bus). */
  publishCourier?: (event: OrderCourierEvent) => Promise<void>;
  onPublishError?: (error: unknown) => void;
  /** Throttles courier positions per order (shared across instances when in Redis); absent: no throttling. */
  limits?: RateLimits | null;
  /** Positions of one order closer together than this are answered but neither stored nor published (default 1). */
  courierLocationIntervalSeconds?: number;
}

/**
 * Who changes an order: an integration with an operator key, or a console staff member. `audit` runs in
 * the change's transaction after the write (the console's audit log), so there is no change without its entry.
 */
export interface OrderActor {
  merchantId: string;
  actorType: 'OPERATOR' | 'STAFF';
  /** The operator key id or the staff id (the history row's actor). */
  actorId: string;
  audit?: (tx: Transaction, before: repo.OrderRow, after: repo.OrderRow) => Promise<void>;
  /** Checked on the locked order before anything else; throws to refuse (e.g. a courier's own orders only). */
  guard?: (order: repo.OrderRow) => void;
}

/** The operator API's key, or an actor of the console. */
export type OrderChanger = OperatorIdentity | OrderActor;

function actorOf(changer: OrderChanger): OrderActor {
  return 'keyId' in changer ? { merchantId: changer.merchantId, actorType: 'OPERATOR', actorId: changer.keyId } : changer;
}

/** Courier statuses after which the goods are with the courier: another courier cannot take the order over. */
const COURIER_HAS_GOODS: ReadonlySet<CourierStatus> = new Set([
  'PERFORMER_PICKUPED', 'PERFORMER_ARRIVED', 'PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNING', 'PERFORMER_RETURN_ARRIVED', 'PERFORMER_RETURNED_FINISH',
]);

/** Whether assignCourier would accept a courier for the order now (the console shows its select only then). */
export function courierAssignable(order: Pick<repo.OrderRow, 'status' | 'serviceType' | 'paymentType' | 'isPaid' | 'courierStatus'>): boolean {
  if (!hasCourier(order.serviceType) || isFinalOrderStatus(order.status)) return false;
  if (courierStatusTransition(stateOf(order), 'PERFORMER_FOUND').ok) return true;
  return order.courierStatus !== null && !COURIER_HAS_GOODS.has(order.courierStatus);
}

export interface AssignCourierRequest {
  courierId: string;
  /** Absent: PERFORMER_FOUND when courier work may (re)start, else the current status is kept. */
  courierStatus?: CourierStatus | undefined;
}

/** The answer to a courier position: 200 when stored and published, 202 when it came too soon after the last. */
export interface CourierLocationOutcome {
  stored: boolean;
  location: OperatorCourierLocation;
}

export interface OperatorService {
  findKey(keyHash: string): Promise<OperatorIdentity | null>;
  getOrder(operator: OperatorIdentity, orderId: string): Promise<OperatorOrder>;
  listOrders(operator: OperatorIdentity, query: { status?: OrderStatus | undefined; page: number; size: number }): Promise<OperatorOrderPage>;
  changeStatus(changer: OrderChanger, orderId: string, request: OperatorStatusRequest): Promise<OperatorOrder>;
  changeCourierStatus(changer: OrderChanger, orderId: string, request: OperatorCourierStatusRequest): Promise<OperatorOrder>;
  /** Gives a delivery order to a courier of the merchant (the console's assignment; see AssignCourierRequest). */
  assignCourier(changer: OrderChanger, orderId: string, request: AssignCourierRequest): Promise<OperatorOrder>;
  markPaid(changer: OrderChanger, orderId: string): Promise<OperatorOrder>;
  /** Stores the position of the courier of a delivery order that is not final, and tells the order's streams. */
  updateCourierLocation(operator: OperatorIdentity, orderId: string, request: OperatorCourierLocationRequest): Promise<CourierLocationOutcome>;
  /** The order's state as a live event (the SSE stream's first message); null when it is not there. */
  currentEvent(merchantId: string, orderId: string): Promise<OrderEvent | null>;
  /** Publishes the order's committed state (for changes made by other modules, e.g. a customer's cancel). */
  publishCurrent(merchantId: string, orderId: string): Promise<void>;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function stateOf(row: Pick<repo.OrderRow, 'status' | 'serviceType' | 'paymentType' | 'isPaid' | 'courierStatus'>): OrderState {
  return { status: row.status, serviceType: row.serviceType, paymentType: row.paymentType, isPaid: row.isPaid, courierStatus: row.courierStatus };
}

export function eventOf(row: repo.OrderRow): OrderEvent {
  return {
    merchantId: row.merchantId,
    orderId: row.id,
    userId: row.userId,
    status: row.status,
    courierStatus: row.courierStatus,
    isPaid: row.isPaid,
    isRefunded: row.refundedAt !== null,
    at: row.updatedAt.toISOString(),
  };
}

/** The courier's last position, when the courier has reported one. */
function positionOf(courier: repo.CourierRow | null): CourierPosition | undefined {
  if (!courier || courier.latitude === null || courier.longitude === null || !courier.locationUpdatedAt) return undefined;
  return { courierId: courier.id, latitude: courier.latitude, longitude: courier.longitude, at: courier.locationUpdatedAt.toISOString() };
}

function locationOf(orderId: string, courier: repo.CourierRow, stored: boolean): OperatorCourierLocation {
  return {
    orderId,
    courierId: courier.id,
    stored,
    latitude: courier.latitude,
    longitude: courier.longitude,
    locationUpdatedAt: iso(courier.locationUpdatedAt),
  };
}

function summaryOf(row: repo.OrderRow): Omit<OperatorOrder, 'history'> {
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    branchId: row.branchId,
    status: row.status,
    courierStatus: row.courierStatus,
    courierId: row.courierId,
    isPaid: row.isPaid,
    paidAt: iso(row.paidAt),
    refundedAt: iso(row.refundedAt),
    paymentExpiresAt: row.isPaid ? null : iso(row.paymentExpiresAt),
    paymentType: row.paymentType,
    serviceType: row.serviceType,
    totalPrice: tiyinToSom(row.totalPrice),
    reason: row.reason,
    deliveryAt: iso(row.deliveryAt),
    createdDate: row.createdAt.toISOString(),
    acceptedTime: iso(row.acceptedAt),
    readyTime: iso(row.readyTime),
    deliveredAt: iso(row.deliveredAt),
  };
}

function refused(from: string, to: string, reason: string): never {
  throw conflict('ORDER_STATUS_TRANSITION_NOT_ALLOWED', { from, to, reason });
}

export function createOperatorService(options: OperatorServiceOptions): OperatorService {
  const { db } = options;

  async function present(row: repo.OrderRow): Promise<OperatorOrder> {
    const history = await repo.listHistory(db, row.merchantId, row.id);
    return {
      ...summaryOf(row),
      history: history.map((entry) => ({
        status: entry.status,
        courierStatus: entry.courierStatus,
        reason: entry.changeReason,
        comment: entry.comment,
        actorType: entry.actorType,
        actorId: entry.actorId,
        at: entry.createdAt.toISOString(),
      })),
    };
  }

  async function publishCommitted(row: repo.OrderRow): Promise<void> {
    try {
      await options.publish(eventOf(row));
    } catch (error) {
      // The change is committed; a lost live event only delays what the customer sees until a reload.
      options.onPublishError?.(error);
    }
  }

  /** Locks the order, lets `change` decide and write, commits, then publishes; null from `change` = nothing changed. */
  async function changeOrder(
    actor: OrderActor,
    orderId: string,
    change: (tx: Transaction, order: repo.OrderRow) => Promise<repo.OrderRow | null>,
  ): Promise<OperatorOrder> {
    const outcome = await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, actor.merchantId, orderId);
      // Another merchant's order looks exactly like a missing one.
      if (!order) throw notFound('ORDER_NOT_FOUND');
      actor.guard?.(order);
      const changed = await change(tx, order);
      if (changed && actor.audit) await actor.audit(tx, order, changed);
      return { row: changed ?? order, changed: changed !== null };
    });
    if (outcome.changed) await publishCommitted(outcome.row);
    return present(outcome.row);
  }

  /**
   * Read before the transaction: settings come from cached services on the pool, and a query outside
   * the transaction while it holds the only connection (PGlite) would wait for it forever.
   */
  async function cashbackPercentOf(merchantId: string): Promise<number> {
    const merchant = await options.findMerchant(merchantId);
    return merchant ? options.cashbackPercent(merchant) : 0;
  }

  async function settleCashback(tx: Executor, order: repo.OrderRow, to: OrderStatus, percent: number): Promise<void> {
    const cashback = options.cashback;
    if (!cashback || !order.userId) return;
    const input = { merchantId: order.merchantId, userId: order.userId, orderId: order.id };
    if (to === 'CANCELED') {
      await cashback.refund(tx, input);
    } else if (to === 'CLOSED') {
      // On what the products cost after every discount: cashback spent on this order does not earn again.
      const amountTiyin = cashbackEarnedOn(order.productPrice - order.productDiscount, percent);
      if (amountTiyin > 0) await cashback.earn(tx, { ...input, amountTiyin });
    }
  }

  return {
    findKey: (keyHash) => repo.findOperatorKey(db, keyHash),

    async getOrder(operator, orderId) {
      const row = await repo.findOrder(db, operator.merchantId, orderId);
      if (!row) throw notFound('ORDER_NOT_FOUND');
      return present(row);
    },

    async listOrders(operator, query) {
      const { rows, total } = await repo.listOrders(db, operator.merchantId, query);
      return {
        content: rows.map(summaryOf),
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      };
    },

    async changeStatus(changer, orderId, request) {
      const actor = actorOf(changer);
      const percent = request.status === 'CLOSED' && options.cashback ? await cashbackPercentOf(actor.merchantId) : 0;
      return changeOrder(actor, orderId, async (tx, order) => {
        const verdict = orderStatusTransition(stateOf(order), request.status);
        if (!verdict.ok) refused(order.status, request.status, verdict.reason);
        const to = request.status;
        const updated = await repo.updateOrder(tx, order, {
          status: to,
          ...(to === 'CANCELED' && request.reason ? { reason: request.reason } : {}),
          stampAcceptedAt: to === 'ACCEPTED',
          stampReadyTime: to === 'DONE',
          // CLOSED straight from DONE is a hand-over at the counter or table: that is when it was delivered.
          stampDeliveredAt: to === 'DELIVERED' || to === 'CLOSED',
        });
        await repo.insertHistory(tx, {
          merchantId: order.merchantId,
          orderId: order.id,
          status: to,
          courierStatus: updated.courierStatus,
          changeReason: 'CHANGE_STATUS',
          comment: request.reason ?? null,
          actorType: actor.actorType,
          actorId: actor.actorId,
        });
        await settleCashback(tx, updated, to, percent);
        return updated;
      });
    },

    changeCourierStatus(changer, orderId, request) {
      const actor = actorOf(changer);
      return changeOrder(actor, orderId, async (tx, order) => {
        const verdict = courierStatusTransition(stateOf(order), request.courierStatus);
        if (!verdict.ok) refused(order.courierStatus ?? 'NONE', request.courierStatus, verdict.reason);
        if (request.courierId !== undefined && !(await repo.courierExists(tx, order.merchantId, request.courierId))) {
          throw badRequest('COURIER_NOT_FOUND');
        }
        const updated = await repo.updateOrder(tx, order, {
          courierStatus: request.courierStatus,
          ...(request.courierId !== undefined ? { courierId: request.courierId } : {}),
        });
        await repo.insertHistory(tx, {
          merchantId: order.merchantId,
          orderId: order.id,
          status: updated.status,
          courierStatus: request.courierStatus,
          changeReason: 'CHANGE_COURIER_STATUS',
          comment: null,
          actorType: actor.actorType,
          actorId: actor.actorId,
        });
        return updated;
      });
    },

    assignCourier(changer, orderId, request) {
      const actor = actorOf(changer);
      return changeOrder(actor, orderId, async (tx, order) => {
        if (!hasCourier(order.serviceType)) refused(order.courierStatus ?? 'NONE', request.courierStatus ?? 'PERFORMER_FOUND', 'NO_COURIER_FOR_SERVICE');
        if (isFinalOrderStatus(order.status)) refused(order.courierStatus ?? 'NONE', request.courierStatus ?? 'PERFORMER_FOUND', 'FINAL');
        let to: CourierStatus | null = request.courierStatus ?? null;
        if (to === null) {
          const found = courierStatusTransition(stateOf(order), 'PERFORMER_FOUND');
          if (found.ok) to = 'PERFORMER_FOUND';
          else if (order.courierStatus && COURIER_HAS_GOODS.has(order.courierStatus)) refused(order.courierStatus, 'PERFORMER_FOUND', 'NOT_ALLOWED');
          else if (order.courierStatus === null) refused('NONE', 'PERFORMER_FOUND', found.reason);
          // Already found or at the branch: another courier takes over at the same step.
          else to = order.courierStatus;
        } else {
          const verdict = courierStatusTransition(stateOf(order), to);
          if (!verdict.ok) refused(order.courierStatus ?? 'NONE', to, verdict.reason);
        }
        if (!(await repo.courierExists(tx, order.merchantId, request.courierId))) throw badRequest('COURIER_NOT_FOUND');
        if (to === order.courierStatus && request.courierId === order.courierId) return null;
        const updated = await repo.updateOrder(tx, order, { courierStatus: to, courierId: request.courierId });
        await repo.insertHistory(tx, {
          merchantId: order.merchantId,
          orderId: order.id,
          status: updated.status,
          courierStatus: to,
          changeReason: 'CHANGE_COURIER_STATUS',
          comment: null,
          actorType: actor.actorType,
          actorId: actor.actorId,
        });
        return updated;
      });
    },

    markPaid(changer, orderId) {
      const actor = actorOf(changer);
      return changeOrder(actor, orderId, async (tx, order) => {
        // Paying twice changes nothing: the same answer, no second history row.
        if (order.isPaid) return null;
        if (isFinalOrderStatus(order.status)) refused(order.status, 'PAID', 'FINAL');
        // Money paid online is confirmed by the provider's callback alone, or money and order could disagree.
        if (isPaidOnline(order.paymentType)) throw conflict('PAID_ONLINE_BY_PROVIDER', { paymentType: order.paymentType });
        const updated = await repo.updateOrder(tx, order, { isPaid: true });
        await repo.insertHistory(tx, {
          merchantId: order.merchantId,
          orderId: order.id,
          status: updated.status,
          courierStatus: updated.courierStatus,
          changeReason: 'PAID',
          comment: null,
          actorType: actor.actorType,
          actorId: actor.actorId,
        });
        return updated;
      });
    },

    async updateCourierLocation(operator, orderId, request) {
      const order = await repo.findOrder(db, operator.merchantId, orderId);
      // Another merchant's order looks exactly like a missing one.
      if (!order) throw notFound('ORDER_NOT_FOUND');
      if (order.serviceType !== 'DELIVERY') throw conflict('COURIER_LOCATION_NOT_ALLOWED', { reason: 'NOT_DELIVERY' });
      if (isFinalOrderStatus(order.status)) throw conflict('COURIER_LOCATION_NOT_ALLOWED', { reason: 'FINAL', status: order.status });
      // Handed over: where the courier goes next is none of this customer's business.
      if (order.status === 'DELIVERED') throw conflict('COURIER_LOCATION_NOT_ALLOWED', { reason: 'DELIVERED', status: order.status });
      const courier = order.courierId ? await repo.findCourier(db, order.merchantId, order.courierId) : null;
      if (!courier) throw conflict('NO_COURIER');

      // Per order, not per courier: one device carrying two orders reports for each of them.
      const interval = options.courierLocationIntervalSeconds ?? 1;
      const limits = options.limits;
      if (limits) {
        const taken = await limits.take([{ rule: { name: 'courier-location', points: 1, durationSeconds: interval }, key: order.id }]);
        if (!taken.ok) return { stored: false, location: locationOf(order.id, courier, false) };
      }

      const updated = await repo.storeCourierLocation(db, order.merchantId, courier.id, request);
      if (!updated) throw conflict('NO_COURIER');
      const at = updated.locationUpdatedAt ?? new Date();
      try {
        await options.publishCourier?.({
          merchantId: order.merchantId,
          orderId: order.id,
          courierId: updated.id,
          latitude: request.latitude,
          longitude: request.longitude,
          heading: request.heading ?? null,
          accuracy: request.accuracy ?? null,
          at: at.toISOString(),
        });
      } catch (error) {
        // The position is stored: the next one (or a reload) shows the courier.
        options.onPublishError?.(error);
      }
      return { stored: true, location: locationOf(order.id, updated, true) };
    },

    async currentEvent(merchantId, orderId) {
      const row = await repo.findOrder(db, merchantId, orderId);
      if (!row) return null;
      const courier = row.courierId ? await repo.findCourier(db, merchantId, row.courierId) : null;
      const position = positionOf(courier);
      return position ? { ...eventOf(row), courier: position } : eventOf(row);
    },

    async publishCurrent(merchantId, orderId) {
      const row = await repo.findOrder(db, merchantId, orderId);
      if (row) await publishCommitted(row);
    },
  };
}
