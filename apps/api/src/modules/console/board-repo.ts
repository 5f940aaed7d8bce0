// SQL of the console's orders board: today's orders (and older open ones) with what a card shows in one query,
// an order's detail (items, history with staff names), a courier's deliveries.
import { and, asc, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { branches, couriers, diningTables, merchants, orderItems, orderStatusHistory, orders, staff, users } from '@dastarkhan/db/schema';
import type { OrderStatus, ServiceType } from '@dastarkhan/domain/enums';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

/** Statuses still under way: older orders in them stay on the board until someone finishes them. */
const FINAL_STATUSES: OrderStatus[] = ['CLOSED', 'CANCELED'];
const OPEN_STATUSES: OrderStatus[] = ['AT_TIME', 'CREATED', 'OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY', 'DELIVERED'];

/** The order with the names a card shows: branch, customer, courier. */
export interface BoardRow {
  order: OrderRow;
  branchName: typeof branches.$inferSelect.name;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerPhone: string | null;
  courierName: string | null;
}

const boardColumns = {
  order: orders,
  branchName: branches.name,
  customerFirstName: users.firstName,
  customerLastName: users.lastName,
  customerPhone: users.phone,
  courierName: couriers.name,
};

function boardSelect(ex: Executor) {
  return ex
    .select(boardColumns)
    .from(orders)
    .innerJoin(branches, and(eq(branches.id, orders.branchId), eq(branches.merchantId, orders.merchantId)))
    .leftJoin(users, and(eq(users.id, orders.userId), eq(users.merchantId, orders.merchantId)))
    .leftJoin(couriers, and(eq(couriers.id, orders.courierId), eq(couriers.merchantId, orders.merchantId)));
}

/** The merchant's time zone and the start of its today (the database's clock), or null when there is no such merchant. */
export async function merchantDay(ex: Executor, merchantId: string): Promise<{ timezone: string; since: Date } | null> {
  const [row] = await ex
    .select({
      timezone: merchants.timezone,
      since: sql<string>`(date_trunc('day', now() at time zone ${merchants.timezone}) at time zone ${merchants.timezone})`,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row ? { timezone: row.timezone, since: new Date(row.since) } : null;
}

/**
 * Orders created since `since`, plus older ones not final. The ids come from two index scans (merchant +
 * created_at for today, branch + status for the old open ones) so the board stays fast on a long history.
 */
export async function listBoard(
  ex: Executor,
  merchantId: string,
  filter: { since: Date; branchId?: string | undefined; serviceType?: ServiceType | undefined },
): Promise<BoardRow[]> {
  const open = sql.join(
    OPEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const since = sql`${filter.since.toISOString()}::timestamptz`;
  const ids = sql`${orders.id} in (
    select t.id from orders t where t.merchant_id = ${merchantId} and t.created_at >= ${since}
    union
    select o.id from orders o
    where o.merchant_id = ${merchantId} and o.status in (${open})
      and o.branch_id in (select b.id from branches b where b.merchant_id = ${merchantId})
  )`;
  const conditions: SQL[] = [eq(orders.merchantId, merchantId), ids];
  if (filter.branchId) conditions.push(eq(orders.branchId, filter.branchId));
  if (filter.serviceType) conditions.push(eq(orders.serviceType, filter.serviceType));
  return boardSelect(ex)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.number));
}

export async function findBoardOrder(ex: Executor, merchantId: string, orderId: string): Promise<BoardRow | null> {
  const [row] = await boardSelect(ex)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}

export async function listItems(ex: Executor, merchantId: string, orderId: string): Promise<ItemRow[]> {
  return ex
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.merchantId, merchantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
}

export interface HistoryRow {
  entry: typeof orderStatusHistory.$inferSelect;
  staffName: string | null;
}

/** Oldest first, with the staff member's name for console changes. */
export async function listHistory(ex: Executor, merchantId: string, orderId: string): Promise<HistoryRow[]> {
  return ex
    .select({ entry: orderStatusHistory, staffName: staff.name })
    .from(orderStatusHistory)
    .leftJoin(
      staff,
      and(eq(orderStatusHistory.actorType, 'STAFF'), eq(sql`${staff.id}::text`, orderStatusHistory.actorId), eq(staff.merchantId, orderStatusHistory.merchantId)),
    )
    .where(and(eq(orderStatusHistory.merchantId, merchantId), eq(orderStatusHistory.orderId, orderId)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

export async function findTableName(ex: Executor, merchantId: string, tableId: string): Promise<string | null> {
  const [row] = await ex
    .select({ name: diningTables.name, number: diningTables.number })
    .from(diningTables)
    .where(and(eq(diningTables.merchantId, merchantId), eq(diningTables.id, tableId)))
    .limit(1);
  return row ? row.name || String(row.number) : null;
}

export async function listBranches(ex: Executor, merchantId: string) {
  return ex
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.merchantId, merchantId))
    .orderBy(asc(branches.id));
}

export async function listCouriers(ex: Executor, merchantId: string) {
  return ex
    .select({ id: couriers.id, name: couriers.name, phone: couriers.phone, branchId: couriers.branchId })
    .from(couriers)
    .where(eq(couriers.merchantId, merchantId))
    .orderBy(asc(couriers.name), asc(couriers.id));
}

/** The courier's orders that are not final, oldest first (the order they are usually carried in). */
export async function listDeliveries(ex: Executor, merchantId: string, courierId: string): Promise<BoardRow[]> {
  return boardSelect(ex)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.courierId, courierId), notInArray(orders.status, FINAL_STATUSES)))
    .orderBy(asc(orders.createdAt));
}
