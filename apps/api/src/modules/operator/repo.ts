// SQL of the operator API: key lookup, the order row locked for a change, its history, the staff list.
// Change times are the database's clock (now() of the transaction), the same as the history rows'.
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@dastarkhan/db/client';
import { couriers, merchants, operatorKeys, orderStatusHistory, orders } from '@dastarkhan/db/schema';
import type { OrderStatus } from '@dastarkhan/domain/enums';
import type { OperatorIdentity } from '../../plugins/operator-auth.ts';

export type OrderRow = typeof orders.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type HistoryInsert = typeof orderStatusHistory.$inferInsert;

/** A live key of a merchant that is not deleted. */
export async function findOperatorKey(ex: Executor, keyHash: string): Promise<OperatorIdentity | null> {
  const [row] = await ex
    .select({ keyId: operatorKeys.id, merchantId: operatorKeys.merchantId, name: operatorKeys.name })
    .from(operatorKeys)
    .innerJoin(merchants, eq(merchants.id, operatorKeys.merchantId))
    .where(and(eq(operatorKeys.keyHash, keyHash), isNull(operatorKeys.revokedAt), eq(merchants.deleted, false)))
    .limit(1);
  return row ?? null;
}

export async function findOrder(ex: Executor, merchantId: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await ex
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)))
    .limit(1);
  return row ?? null;
}

/** The order of the merchant, locked until the transaction ends: concurrent changes queue up behind it. */
export async function lockOrder(tx: Transaction, merchantId: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export type OrderPatch = Partial<
  Pick<OrderRow, 'status' | 'courierStatus' | 'courierId' | 'isPaid' | 'reason'> & {
    /** Set to the transaction's now() when true and not yet set. */
    stampAcceptedAt: boolean;
    stampReadyTime: boolean;
    stampDeliveredAt: boolean;
  }
>;

export async function updateOrder(tx: Transaction, order: OrderRow, patch: OrderPatch): Promise<OrderRow> {
  const { stampAcceptedAt, stampReadyTime, stampDeliveredAt, ...values } = patch;
  const now = sql`now()`;
  const [row] = await tx
    .update(orders)
    .set({
      ...values,
      ...(stampAcceptedAt && !order.acceptedAt ? { acceptedAt: now } : {}),
      ...(stampReadyTime && !order.readyTime ? { readyTime: now } : {}),
      ...(stampDeliveredAt && !order.deliveredAt ? { deliveredAt: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.merchantId, order.merchantId)))
    .returning();
  if (!row) throw new Error(`order ${order.id} vanished while locked`);
  return row;
}

export async function insertHistory(tx: Transaction, values: HistoryInsert): Promise<HistoryRow> {
  const [row] = await tx.insert(orderStatusHistory).values(values).returning();
  if (!row) throw new Error('history row not inserted');
  return row;
}

/** Oldest first: the order's timeline. */
export async function listHistory(ex: Executor, merchantId: string, orderId: string): Promise<HistoryRow[]> {
  return ex
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.merchantId, merchantId)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

export async function courierExists(ex: Executor, merchantId: string, courierId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: couriers.id })
    .from(couriers)
    .where(and(eq(couriers.id, courierId), eq(couriers.merchantId, merchantId)))
    .limit(1);
  return row !== undefined;
}

/** A page of the merchant's orders, newest first. */
export async function listOrders(
  ex: Executor,
  merchantId: string,
  filter: { status?: OrderStatus | undefined; page: number; size: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(eq(orders.merchantId, merchantId), filter.status ? eq(orders.status, filter.status) : undefined);
  const [rows, totals] = await Promise.all([
    ex
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    ex.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type CourierRow = typeof couriers.$inferSelect;

export async function findCourier(ex: Executor, merchantId: string, courierId: string): Promise<CourierRow | null> {
  const [row] = await ex
    .select()
    .from(couriers)
    .where(and(eq(couriers.id, courierId), eq(couriers.merchantId, merchantId)))
    .limit(1);
  return row ?? null;
}

/** Stores the courier's position stamped with the database's clock; null when the courier is not there. */
export async function storeCourierLocation(
  ex: Executor,
  merchantId: string,
  courierId: string,
  position: { latitude: number; longitude: number },
): Promise<CourierRow | null> {
  const [row] = await ex
    .update(couriers)
    .set({ latitude: position.latitude, longitude: position.longitude, locationUpdatedAt: sql`now()` })
    .where(and(eq(couriers.id, courierId), eq(couriers.merchantId, merchantId)))
    .returning();
  return row ?? null;
}
