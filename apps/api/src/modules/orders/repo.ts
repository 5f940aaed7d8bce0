// SQL of orders: the fresh product facts an order is priced from, the order rows and their history,
// order numbers, idempotency keys, dining tables and waiter calls.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import {
  branches,
  couriers,
  diningTables,
  halls,
  idempotencyKeys,
  modificationGroups,
  modificationOptions,
  orderItems,
  orders,
  orderStatusHistory,
  products,
  waiterCalls,
} from '@dastarkhan/db/schema';
import type { OrderStatus } from '@dastarkhan/domain/enums';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@dastarkhan/domain/contracts/order';
import { loadReviews, type ReviewRecord } from './review-repo.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemInsert = typeof orderItems.$inferInsert;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type HistoryInsert = typeof orderStatusHistory.$inferInsert;
export type { PaymentMethodRow } from '../settings/repo.ts';
export type ProductRow = typeof products.$inferSelect;
export type OptionRow = typeof modificationOptions.$inferSelect;
export type GroupRow = typeof modificationGroups.$inferSelect;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type TableRow = typeof diningTables.$inferSelect;

export interface ProductForOrder {
  product: ProductRow;
  /** Whether the product has an active row in the order's branch. */
  inBranch: boolean;
  /** Its category is shown without a basket (isWithoutCart): listed for information, never ordered. */
  withoutCart: boolean;
  groups: Array<GroupRow & { options: OptionRow[] }>;
}

/**
 * The merchant's products among `productIds` with their option groups, read inside the order
 * transaction rather than from the catalogue cache: the price charged must be the price stored now.
 * One statement gives the products, whether each is sold in the branch and whether it has option groups;
 * a second, only when some have, gives those groups with their active options.
 */
export async function findProductsForOrder(ex: Executor, merchantId: string, branchId: string, productIds: readonly string[]): Promise<Map<string, ProductForOrder>> {
  const found = new Map<string, ProductForOrder>();
  if (productIds.length === 0) return found;
  // Written out: in a one-table select Drizzle leaves column names unqualified, which inside these
  // subqueries would name the subquery's own columns.
  const productRows = await ex
    .select({
      product: products,
      inBranch: sql<boolean>`exists (select 1 from product_branches pb where pb.merchant_id = ${merchantId} and pb.branch_id = ${branchId} and pb.is_active and pb.product_id = products.id)`,
      hasGroups: sql<boolean>`exists (select 1 from modification_groups mg where mg.merchant_id = ${merchantId} and mg.product_id = products.id)`,
      withoutCart: sql<boolean>`exists (select 1 from categories c where c.merchant_id = ${merchantId} and c.id = products.category_id and c.is_without_cart)`,
    })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, [...productIds])));
  const withGroups = productRows.filter((row) => row.hasGroups).map((row) => row.product.id);
  const groupRows =
    withGroups.length === 0
      ? []
      : await ex
          .select({ group: modificationGroups, option: modificationOptions })
          .from(modificationGroups)
          .leftJoin(
            modificationOptions,
            and(eq(modificationOptions.merchantId, modificationGroups.merchantId), eq(modificationOptions.groupId, modificationGroups.id), eq(modificationOptions.isActive, true)),
          )
          .where(and(eq(modificationGroups.merchantId, merchantId), inArray(modificationGroups.productId, withGroups)))
          .orderBy(asc(modificationGroups.priority), asc(modificationGroups.id), asc(modificationOptions.priority));
  const groupsById = new Map<string, GroupRow & { options: OptionRow[] }>();
  for (const { group, option } of groupRows) {
    let entry = groupsById.get(group.id);
    if (!entry) groupsById.set(group.id, (entry = { ...group, options: [] }));
    if (option) entry.options.push(option);
  }
  const groups = [...groupsById.values()];
  for (const { product, inBranch, withoutCart } of productRows) {
    found.set(product.id, { product, inBranch, withoutCart, groups: groups.filter((group) => group.productId === product.id) });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Idempotency keys

const keyWhere = (merchantId: string, userId: string, key: string) =>
  and(eq(idempotencyKeys.merchantId, merchantId), eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Records the answer given to `key`, as the last write of the caller's transaction. True: recorded (a new
 * key, or an expired row taken over). False: a live row holds the key, and the caller must roll back and
 * answer from that row. On PostgreSQL a concurrent request with the same key waits here until the first
 * one's transaction ends: it then finds the first answer (and drops the order it wrote), or records its
 * own if the first rolled back.
 */
export async function recordIdempotentResponse(
  ex: Executor,
  row: { merchantId: string; userId: string; key: string; requestHash: string; responseStatus: number; responseBody: unknown },
): Promise<boolean> {
  const recorded = await ex
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.merchantId, idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: row.requestHash, responseStatus: row.responseStatus, responseBody: row.responseBody, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`),
    })
    .returning({ key: idempotencyKeys.key });
  return recorded.length > 0;
}

export async function findIdempotencyKey(ex: Executor, merchantId: string, userId: string, key: string): Promise<IdempotencyRow | null> {
  const [row] = await ex.select().from(idempotencyKeys).where(keyWhere(merchantId, userId, key)).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Orders

/**
 * The merchant's next order number, from its sequence: no lock is held until the order transaction ends,
 * so the merchant's other orders go on meanwhile. A transaction that fails after this leaves a gap.
 */
export { nextOrderNumber, nextOrderNumberSql } from '@dastarkhan/db/order-numbers';

/**
 * Writes the order with its items and first status in one statement (the order's id is chosen here, so
 * the items and the status need not wait for it), and answers the rows as stored: the order as returned,
 * the items and the status as written, the status stamped with the order's time (both are the
 * transaction's now()).
 */
export async function insertOrder(
  ex: Executor,
  order: Omit<OrderInsert, 'id' | 'number'>,
  number: number | SQL,
  items: ReadonlyArray<Omit<OrderItemRow, 'orderId'>>,
  history: Omit<HistoryRow, 'id' | 'orderId' | 'createdAt'>,
): Promise<{ row: OrderRow; items: OrderItemRow[]; history: HistoryRow[] }> {
  const orderId = randomUUID();
  const itemRows = items.map((item) => ({ ...item, orderId }));
  const historyRow = { ...history, id: randomUUID(), orderId };
  const writeHistory = ex.$with('written_history').as(ex.insert(orderStatusHistory).values(historyRow));
  const writes = itemRows.length > 0 ? [writeHistory, ex.$with('written_items').as(ex.insert(orderItems).values(itemRows))] : [writeHistory];
  const [row] = await ex
    .with(...writes)
    .insert(orders)
    .values({ ...order, id: orderId, number })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  // The order loadOrderDetails reads them in: item ids are time-ordered with the basket position.
  itemRows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { row, items: itemRows, history: [{ ...historyRow, createdAt: row.createdAt }] };
}

export async function findOrder(ex: Executor, merchantId: string, orderId: string, options: { lock?: boolean } = {}): Promise<OrderRow | null> {
  const query = ex
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateOrderStatus(ex: Executor, merchantId: string, orderId: string, status: OrderStatus, history: HistoryInsert): Promise<OrderRow> {
  const [row] = await ex
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)))
    .returning();
  if (!row) throw new Error('order vanished during its update');
  await ex.insert(orderStatusHistory).values(history);
  return row;
}

/** The order's payment columns (and its status, when the payment change moves it), with a history row. */
export async function updateOrderPayment(
  ex: Executor,
  merchantId: string,
  orderId: string,
  patch: Partial<Pick<OrderInsert, 'isPaid' | 'paidAt' | 'refundedAt' | 'status' | 'reason'>>,
  history: HistoryInsert,
): Promise<OrderRow> {
  const [row] = await ex
    .update(orders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)))
    .returning();
  if (!row) throw new Error('order vanished during its update');
  await ex.insert(orderStatusHistory).values(history);
  return row;
}

/** Orders paid online still unpaid past their payment time and not yet taken by the merchant (oldest first). */
export async function findExpiredUnpaidOrders(ex: Executor, now: Date, statuses: readonly OrderStatus[], limit: number): Promise<Array<Pick<OrderRow, 'id' | 'merchantId'>>> {
  return ex
    .select({ id: orders.id, merchantId: orders.merchantId })
    .from(orders)
    .where(and(isNotNull(orders.paymentExpiresAt), lt(orders.paymentExpiresAt, now), eq(orders.isPaid, false), inArray(orders.status, [...statuses])))
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(limit);
}

export async function hideOrder(ex: Executor, merchantId: string, orderId: string): Promise<void> {
  await ex
    .update(orders)
    .set({ isHidden: true, updatedAt: sql`now()` })
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
}

const listWhere = (merchantId: string, userId: string, statuses: readonly OrderStatus[]) =>
  and(eq(orders.merchantId, merchantId), eq(orders.userId, userId), eq(orders.isHidden, false), inArray(orders.status, [...statuses]));

/** A customer's visible orders in `statuses`, newest first. */
export async function listOrders(
  ex: Executor,
  merchantId: string,
  userId: string,
  statuses: readonly OrderStatus[],
  page: { offset: number; limit: number } | null,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = listWhere(merchantId, userId, statuses);
  const query = ex.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number));
  const [rows, totals] = await Promise.all([page ? query.limit(page.limit).offset(page.offset) : query, ex.select({ total: count() }).from(orders).where(where)]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export interface OrderDetails {
  items: OrderItemRow[];
  history: HistoryRow[];
  branchNames: Map<string, (typeof branches.$inferSelect)['name']>;
  couriers: Map<string, Pick<typeof couriers.$inferSelect, 'id' | 'name' | 'phone' | 'latitude' | 'longitude' | 'locationUpdatedAt'>>;
  /** The customer's review of each reviewed order. */
  reviews: Map<string, ReviewRecord>;
}

/** Items, history, branch names, couriers and reviews of a set of orders of one merchant, in six queries side by side. */
export async function loadOrderDetails(ex: Executor, merchantId: string, rows: readonly OrderRow[]): Promise<OrderDetails> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { items: [], history: [], branchNames: new Map(), couriers: new Map(), reviews: new Map() };
  const branchIds = [...new Set(rows.map((row) => row.branchId))];
  const courierIds = [...new Set(rows.flatMap((row) => (row.courierId ? [row.courierId] : [])))];
  const [items, history, branchRows, courierRows, reviews] = await Promise.all([
    ex
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.merchantId, merchantId), inArray(orderItems.orderId, ids)))
      // Item ids are time-ordered (UUIDv7 with the basket position): this is the basket's order.
      .orderBy(asc(orderItems.id)),
    ex
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.merchantId, merchantId), inArray(orderStatusHistory.orderId, ids)))
      .orderBy(asc(orderStatusHistory.createdAt)),
    ex
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(and(eq(branches.merchantId, merchantId), inArray(branches.id, branchIds))),
    courierIds.length === 0
      ? Promise.resolve([])
      : ex
          .select({
            id: couriers.id,
            name: couriers.name,
            phone: couriers.phone,
            latitude: couriers.latitude,
            longitude: couriers.longitude,
            locationUpdatedAt: couriers.locationUpdatedAt,
          })
          .from(couriers)
          .where(and(eq(couriers.merchantId, merchantId), inArray(couriers.id, courierIds))),
    loadReviews(ex, merchantId, ids),
  ]);
  return {
    items,
    history,
    branchNames: new Map(branchRows.map((row) => [row.id, row.name])),
    couriers: new Map(courierRows.map((row) => [row.id, row])),
    reviews,
  };
}

// ---------------------------------------------------------------------------------------------
// Dine-in

export async function findTable(ex: Executor, merchantId: string, tableId: string): Promise<TableRow | null> {
  const [row] = await ex
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.merchantId, merchantId), eq(diningTables.id, tableId)))
    .limit(1);
  return row ?? null;
}

/** An active table of an active hall, with the hall's name (a QR code's landing). */
export async function findActiveTableWithHall(ex: Executor, merchantId: string, tableId: string): Promise<{ table: TableRow; hallName: string } | null> {
  const [row] = await ex
    .select({ table: diningTables, hallName: halls.name })
    .from(diningTables)
    .innerJoin(halls, and(eq(halls.id, diningTables.hallId), eq(halls.merchantId, diningTables.merchantId)))
    .where(and(eq(diningTables.merchantId, merchantId), eq(diningTables.id, tableId), eq(diningTables.isActive, true), eq(halls.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Records a call unless the table already has one the staff have not answered (a double tap calls once). */
export async function callWaiter(ex: Executor, call: { merchantId: string; branchId: string; tableId: string; userId: string }): Promise<void> {
  const [open] = await ex
    .select({ id: waiterCalls.id })
    .from(waiterCalls)
    .where(and(eq(waiterCalls.merchantId, call.merchantId), eq(waiterCalls.tableId, call.tableId), inArray(waiterCalls.status, ['CALLING', 'CALLED'])))
    .limit(1);
  if (open) {
    await ex.update(waiterCalls).set({ updatedAt: sql`now()` }).where(eq(waiterCalls.id, open.id));
    return;
  }
  await ex.insert(waiterCalls).values(call);
}

export async function countOpenWaiterCalls(ex: Executor, merchantId: string, tableId: string): Promise<number> {
  const [row] = await ex
    .select({ total: count() })
    .from(waiterCalls)
    .where(and(eq(waiterCalls.merchantId, merchantId), eq(waiterCalls.tableId, tableId), inArray(waiterCalls.status, ['CALLING', 'CALLED'])));
  return Number(row?.total ?? 0);
}
