// Rules of the console's orders board and a courier's deliveries: reads shaped for cards and the detail page;
// every change goes through the operator service (the same status machine and history as the operator API),
// as the signed-in staff member, with its audit row in the change's transaction.
import type { Database } from '@dastarkhan/db/client';
import {
  BOARD_COLUMN_OF_STATUS,
  COURIER_REPORTED_STATUSES,
  type Board,
  type BoardAddress,
  type BoardCourier,
  type BoardCourierRequest,
  type BoardOrder,
  type BoardOrderDetail,
  type BoardQuery,
  type BoardStatusRequest,
  type Deliveries,
  type Delivery,
  type DeliveryCourierStatusRequest,
} from '@dastarkhan/domain/contracts/console-board';
import type { CourierStatus } from '@dastarkhan/domain/enums';
import { tiyinToSom } from '@dastarkhan/domain/money';
import {
  customerPaymentState,
  isFinalOrderStatus,
  isPaidOnline,
  nextCourierStatuses,
  nextOrderStatuses,
  type OrderState,
} from '@dastarkhan/domain/order-status';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { courierAssignable, type OperatorService, type OrderActor } from '../operator/service.ts';
import type { StaffActor } from './actor.ts';
import { recordAudit } from './audit.ts';
import * as repo from './board-repo.ts';

export interface BoardService {
  board(staff: StaffActor, query: BoardQuery): Promise<Board>;
  detail(staff: StaffActor, orderId: string): Promise<BoardOrderDetail>;
  changeStatus(staff: StaffActor, orderId: string, request: BoardStatusRequest): Promise<BoardOrderDetail>;
  assignCourier(staff: StaffActor, orderId: string, request: BoardCourierRequest): Promise<BoardOrderDetail>;
  markPaid(staff: StaffActor, orderId: string): Promise<BoardOrderDetail>;
  couriers(staff: StaffActor): Promise<BoardCourier[]>;
  deliveries(staff: StaffActor): Promise<Deliveries>;
  reportCourierStatus(staff: StaffActor, orderId: string, request: DeliveryCourierStatusRequest): Promise<Delivery>;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const REPORTED: ReadonlySet<CourierStatus> = new Set(COURIER_REPORTED_STATUSES);

function stateOf(order: repo.OrderRow): OrderState {
  return { status: order.status, serviceType: order.serviceType, paymentType: order.paymentType, isPaid: order.isPaid, courierStatus: order.courierStatus };
}

function customerName(row: repo.BoardRow): string | null {
  const name = [row.customerFirstName, row.customerLastName].filter((part) => part && part.trim()).join(' ');
  return name || row.order.receiverName || null;
}

function addressOf(order: repo.OrderRow): BoardAddress | null {
  const snapshot = order.address;
  if (!snapshot) return null;
  const street = [snapshot.streetName, snapshot.houseNumber].filter(Boolean).join(', ');
  const text = [street || snapshot.name, snapshot.description].filter(Boolean).join(' — ');
  return {
    text,
    entrance: snapshot.details?.entrance ?? null,
    floor: snapshot.details?.floor ?? null,
    office: snapshot.details?.office ?? null,
    domophone: snapshot.details?.domophone ?? null,
    comment: snapshot.comment ?? null,
    latitude: order.latitude ?? snapshot.latitude ?? null,
    longitude: order.longitude ?? snapshot.longitude ?? null,
  };
}

function cardOf(row: repo.BoardRow): BoardOrder {
  const { order } = row;
  const state = stateOf(order);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    column: BOARD_COLUMN_OF_STATUS[order.status],
    courierStatus: order.courierStatus,
    serviceType: order.serviceType,
    paymentType: order.paymentType,
    paymentState: customerPaymentState({ ...state, isRefunded: order.refundedAt !== null }),
    isPaid: order.isPaid,
    total: tiyinToSom(order.totalPrice),
    createdAt: order.createdAt.toISOString(),
    deliveryAt: iso(order.deliveryAt),
    branch: { id: order.branchId, name: row.branchName },
    itemCount: order.productCount,
    customerName: customerName(row),
    courier: order.courierId && row.courierName !== null ? { id: order.courierId, name: row.courierName } : null,
    allowedStatuses: nextOrderStatuses(state),
    canMarkPaid: !order.isPaid && !isFinalOrderStatus(order.status) && !isPaidOnline(order.paymentType),
    canAssignCourier: courierAssignable(order),
  };
}

/** What the audit log keeps of an order change: the fields the board moves, nothing personal. */
function auditView(order: repo.OrderRow) {
  return { number: order.number, status: order.status, courierStatus: order.courierStatus, courierId: order.courierId, isPaid: order.isPaid, reason: order.reason };
}

export function createBoardService(deps: { db: Database; operator: OperatorService }): BoardService {
  const { db, operator } = deps;

  function actorFor(staff: StaffActor, action: string, guard?: (order: repo.OrderRow) => void): OrderActor {
    return {
      merchantId: staff.merchantId,
      actorType: 'STAFF',
      actorId: staff.staffId,
      ...(guard ? { guard } : {}),
      audit: (tx, before, after) => recordAudit(tx, staff, { action, entity: 'order', entityId: after.id, before: auditView(before), after: auditView(after) }),
    };
  }

  async function detail(staff: StaffActor, orderId: string): Promise<BoardOrderDetail> {
    const row = await repo.findBoardOrder(db, staff.merchantId, orderId);
    // Another merchant's order looks exactly like a missing one.
    if (!row) throw notFound('ORDER_NOT_FOUND');
    const { order } = row;
    const [items, history, table] = await Promise.all([
      repo.listItems(db, staff.merchantId, order.id),
      repo.listHistory(db, staff.merchantId, order.id),
      order.tableId ? repo.findTableName(db, staff.merchantId, order.tableId) : Promise.resolve(null),
    ]);
    const receiver = order.receiverName || order.receiverPhone ? { name: order.receiverName, phone: order.receiverPhone } : null;
    return {
      ...cardOf(row),
      items: items.map((item) => ({
        id: item.id,
        name: item.name,
        quantity: item.quantity,
        unitPrice: tiyinToSom(item.unitPrice),
        total: tiyinToSom(item.linePrice - item.lineDiscount),
        options: item.modifications.map((option) => ({ name: option.name, count: option.count, price: tiyinToSom(option.price) })),
        comment: item.comment,
      })),
      comment: order.comment,
      courierComment: order.courierComment,
      address: addressOf(order),
      customer: { name: customerName(row), phone: row.customerPhone },
      receiver,
      promoCode: order.promoCode,
      prices: {
        products: tiyinToSom(order.productPrice),
        discount: tiyinToSom(order.productDiscount),
        delivery: tiyinToSom(Math.max(0, order.deliveryPrice - order.deliveryDiscount)),
        serviceFee: tiyinToSom(order.serviceFee),
        cashbackUsed: tiyinToSom(order.cashbackUsed),
        total: tiyinToSom(order.totalPrice),
      },
      reason: order.reason,
      paidAt: iso(order.paidAt),
      refundedAt: iso(order.refundedAt),
      acceptedAt: iso(order.acceptedAt),
      readyAt: iso(order.readyTime),
      deliveredAt: iso(order.deliveredAt),
      table,
      history: history.map(({ entry, staffName }) => ({
        status: entry.status,
        courierStatus: entry.courierStatus,
        reason: entry.changeReason,
        comment: entry.comment,
        actorType: entry.actorType,
        actorName: staffName,
        at: entry.createdAt.toISOString(),
      })),
      allowedCourierStatuses: nextCourierStatuses(stateOf(order)),
    };
  }

  function deliveryOf(row: repo.BoardRow): Delivery {
    const card = cardOf(row);
    const { order } = row;
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      courierStatus: order.courierStatus,
      paymentType: order.paymentType,
      paymentState: card.paymentState,
      total: card.total,
      createdAt: card.createdAt,
      deliveryAt: card.deliveryAt,
      branch: card.branch,
      address: addressOf(order),
      customer: { name: card.customerName, phone: order.receiverPhone || row.customerPhone },
      comment: [order.comment, order.courierComment].filter(Boolean).join('\n') || null,
      itemCount: order.productCount,
      nextCourierStatuses: nextCourierStatuses(stateOf(order)).filter((status) => REPORTED.has(status)),
    };
  }

  function courierOf(staff: StaffActor): string {
    if (!staff.courierId) throw forbidden('CONSOLE_NOT_A_COURIER');
    return staff.courierId;
  }

  return {
    async board(staff, query) {
      const day = await repo.merchantDay(db, staff.merchantId);
      if (!day) throw notFound('MERCHANT_NOT_FOUND');
      const [rows, branches, couriers] = await Promise.all([
        repo.listBoard(db, staff.merchantId, { since: day.since, branchId: query.branchId, serviceType: query.serviceType }),
        repo.listBranches(db, staff.merchantId),
        repo.listCouriers(db, staff.merchantId),
      ]);
      return { since: day.since.toISOString(), timezone: day.timezone, orders: rows.map(cardOf), branches, couriers };
    },

    detail,

    async changeStatus(staff, orderId, request) {
      const reason = request.reason?.trim() || undefined;
      if (request.status === 'CANCELED' && !reason) {
        throw badRequest('ORDER_CANCEL_REASON_REQUIRED', { fields: [{ field: 'reason', message: 'Required to cancel' }] });
      }
      await operator.changeStatus(actorFor(staff, 'order.status'), orderId, { status: request.status, ...(reason ? { reason } : {}) });
      return detail(staff, orderId);
    },

    async assignCourier(staff, orderId, request) {
      await operator.assignCourier(actorFor(staff, 'order.courier'), orderId, request);
      return detail(staff, orderId);
    },

    async markPaid(staff, orderId) {
      await operator.markPaid(actorFor(staff, 'order.paid'), orderId);
      return detail(staff, orderId);
    },

    couriers: (staff) => repo.listCouriers(db, staff.merchantId),

    async deliveries(staff) {
      const rows = await repo.listDeliveries(db, staff.merchantId, courierOf(staff));
      return { deliveries: rows.map(deliveryOf) };
    },

    async reportCourierStatus(staff, orderId, request) {
      const courierId = courierOf(staff);
      // Checked on the locked row: an order handed to another courier meanwhile is not this courier's any more.
      const own = (order: repo.OrderRow) => {
        if (order.courierId !== courierId) throw notFound('ORDER_NOT_FOUND');
      };
      await operator.changeCourierStatus(actorFor(staff, 'order.courier-status', own), orderId, { courierStatus: request.courierStatus });
      const row = await repo.findBoardOrder(db, staff.merchantId, orderId);
      if (!row) throw notFound('ORDER_NOT_FOUND');
      return deliveryOf(row);
    },
  };
}
