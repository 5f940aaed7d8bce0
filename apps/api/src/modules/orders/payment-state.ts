// What a payment does to an order: paid, refunded, or cancelled for want of payment. Called by the
// payments module inside its own transaction, so that the provider's record and the order change together.
import type { Executor } from '@dastarkhan/db/client';
import type { PaymentType } from '@dastarkhan/domain/enums';
import type { CashbackService } from '../cashback/service.ts';
import * as repo from './repo.ts';

export type OrderRow = repo.OrderRow;

/** Statuses of an order the merchant has not taken yet: a refund or a missing payment cancels it. */
const NOT_STARTED_STATUSES = ['CREATED', 'AT_TIME', 'OPEN'] as const;

export function isNotStarted(order: Pick<OrderRow, 'status'>): boolean {
  return (NOT_STARTED_STATUSES as readonly string[]).includes(order.status);
}

export interface OrderPaymentState {
  cashback: Pick<CashbackService, 'refund'>;
}

/** The order, locked until the caller's transaction ends; null when the merchant has no such order. */
export function lockOrderForPayment(tx: Executor, merchantId: string, orderId: string): Promise<OrderRow | null> {
  return repo.findOrder(tx, merchantId, orderId, { lock: true });
}

export function findOrderForPayment(ex: Executor, merchantId: string, orderId: string): Promise<OrderRow | null> {
  return repo.findOrder(ex, merchantId, orderId);
}

/** Marks the order paid by `provider`; an order already paid is left as it is (changed: false). */
export async function markOrderPaid(tx: Executor, order: OrderRow, at: Date, provider: PaymentType): Promise<{ row: OrderRow; changed: boolean }> {
  if (order.isPaid) return { row: order, changed: false };
  const row = await repo.updateOrderPayment(
    tx,
    order.merchantId,
    order.id,
    { isPaid: true, paidAt: at, refundedAt: null },
    {
      merchantId: order.merchantId,
      orderId: order.id,
      status: order.status,
      courierStatus: order.courierStatus,
      changeReason: 'PAID',
      actorType: 'PROVIDER',
      actorId: provider,
      createdAt: at,
    },
  );
  return { row, changed: true };
}

/**
 * The provider gave the money back: the order is no longer paid, and one the merchant has not started is
 * cancelled (with its cashback given back). One already in the kitchen stays for the staff to decide.
 */
export async function markOrderRefunded(
  tx: Executor,
  order: OrderRow,
  at: Date,
  provider: PaymentType,
  deps: OrderPaymentState,
): Promise<{ row: OrderRow; changed: boolean }> {
  if (order.refundedAt && !order.isPaid) return { row: order, changed: false };
  const cancel = isNotStarted(order);
  const row = await repo.updateOrderPayment(
    tx,
    order.merchantId,
    order.id,
    { isPaid: false, refundedAt: at, ...(cancel ? { status: 'CANCELED' as const, reason: 'Payment refunded' } : {}) },
    {
      merchantId: order.merchantId,
      orderId: order.id,
      status: cancel ? 'CANCELED' : order.status,
      courierStatus: order.courierStatus,
      changeReason: cancel ? 'PAID_AND_CHANGE_STATUS' : 'PAID',
      comment: 'Payment refunded by the provider',
      actorType: 'PROVIDER',
      actorId: provider,
      createdAt: at,
    },
  );
  if (cancel && order.userId && order.cashbackUsed > 0)
    await deps.cashback.refund(tx, { merchantId: order.merchantId, userId: order.userId, orderId: order.id });
  return { row, changed: true };
}

/** Cancels an unpaid order paid online whose time to pay ran out. */
export async function cancelUnpaidOrder(tx: Executor, order: OrderRow, at: Date, deps: OrderPaymentState): Promise<OrderRow> {
  const row = await repo.updateOrderPayment(
    tx,
    order.merchantId,
    order.id,
    { status: 'CANCELED', reason: 'Not paid in time' },
    {
      merchantId: order.merchantId,
      orderId: order.id,
      status: 'CANCELED',
      courierStatus: order.courierStatus,
      changeReason: 'CHANGE_STATUS',
      comment: 'Not paid in time',
      actorType: 'SYSTEM',
      actorId: null,
      createdAt: at,
    },
  );
  if (order.userId && order.cashbackUsed > 0) await deps.cashback.refund(tx, { merchantId: order.merchantId, userId: order.userId, orderId: order.id });
  return row;
}

/** Unpaid online orders whose payment time is over, not yet started by the merchant. */
export function findExpiredUnpaidOrders(ex: Executor, now: Date, limit: number): Promise<Array<Pick<OrderRow, 'id' | 'merchantId'>>> {
  return repo.findExpiredUnpaidOrders(ex, now, NOT_STARTED_STATUSES, limit);
}
