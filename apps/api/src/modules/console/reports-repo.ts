// SQL of the console's reports: one scan of the merchant's orders in a range, grouped every way the report
// shows them (GROUPING SETS), the best sellers from their items, and the rows of the CSV export in pages.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '@dastarkhan/db/client';
import { PAYMENT_TYPES, type OrderStatus, type PaymentType, type ServiceType } from '@dastarkhan/domain/enums';
import type { ContentLanguage, LocalizedText } from '@dastarkhan/domain/i18n';
import { isPaidOnline } from '@dastarkhan/domain/order-status';

export interface ReportScope {
  merchantId: string;
  timezone: string;
  /** First and last calendar day (YYYY-MM-DD, included) in `timezone`. */
  from: string;
  to: string;
  branchId?: string | undefined;
  serviceType?: ServiceType | undefined;
  paymentType?: PaymentType | undefined;
}

/** Paid in person (cash, terminal): such an order is a sale as soon as it is placed. */
const IN_PERSON_PAYMENT_TYPES = PAYMENT_TYPES.filter((type) => !isPaidOnline(type));

/**
 * The orders of the scope. The range is the instants between the start of `from` and the start of the day after
 * `to` on the merchant's clock, so the (merchant_id, created_at) index does the work and an order at 23:30 local
 * time belongs to its local day whatever the server's zone.
 */
function scopeWhere(scope: ReportScope): SQL {
  const conditions = [
    sql`o.merchant_id = ${scope.merchantId}`,
    sql`o.created_at >= (${scope.from}::date)::timestamp at time zone ${scope.timezone}`,
    sql`o.created_at < (${scope.to}::date + 1)::timestamp at time zone ${scope.timezone}`,
  ];
  if (scope.branchId) conditions.push(sql`o.branch_id = ${scope.branchId}`);
  if (scope.serviceType) conditions.push(sql`o.service_type = ${scope.serviceType}`);
  if (scope.paymentType) conditions.push(sql`o.payment_type = ${scope.paymentType}`);
  return sql.join(conditions, sql` and `);
}

/** An order that counts as a sale: not cancelled, and paid unless it is paid in person. */
const COUNTED = sql`(o.status <> 'CANCELED' and (o.is_paid or o.payment_type in (${sql.join(
  IN_PERSON_PAYMENT_TYPES.map((type) => sql`${type}`),
  sql`, `,
)})))`;

export interface FiguresRow {
  orders: number;
  /** Tiyin. */
  revenue: number;
  cancelled: number;
  awaitingPayment: number;
}

export interface GroupedFiguresRow extends FiguresRow {
  /** Bitmask of grouping(day, branch_id, service_type, payment_type): 1 bits are the columns NOT grouped by. */
  grouping: number;
  day: string | null;
  branchId: string | null;
  serviceType: ServiceType | null;
  paymentType: PaymentType | null;
}

export const GROUPING = { total: 15, day: 7, branch: 11, serviceType: 13, paymentType: 14 } as const;

/** The totals, and the figures per local day, branch, service type and payment type, in one pass over the orders. */
export async function groupedFigures(db: Executor, scope: ReportScope): Promise<GroupedFiguresRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with scoped as (
          select (o.created_at at time zone ${scope.timezone})::date as day, o.branch_id, o.service_type, o.payment_type,
                 o.status, o.total_price, ${COUNTED} as counted
            from orders o
           where ${scopeWhere(scope)}
        )
        select grouping(day, branch_id, service_type, payment_type)::int as grouping,
               to_char(day, 'YYYY-MM-DD') as day, branch_id, service_type, payment_type,
               (count(*) filter (where counted))::int as orders,
               coalesce(sum(total_price) filter (where counted), 0)::float8 as revenue,
               (count(*) filter (where status = 'CANCELED'))::int as cancelled,
               (count(*) filter (where status <> 'CANCELED' and not counted))::int as awaiting_payment
          from scoped
         group by grouping sets ((), (day), (branch_id), (service_type), (payment_type))`,
  );
  return rows.map((row) => ({
    grouping: Number(row.grouping),
    day: (row.day as string | null) ?? null,
    branchId: (row.branch_id as string | null) ?? null,
    serviceType: (row.service_type as ServiceType | null) ?? null,
    paymentType: (row.payment_type as PaymentType | null) ?? null,
    orders: Number(row.orders),
    revenue: Number(row.revenue),
    cancelled: Number(row.cancelled),
    awaitingPayment: Number(row.awaiting_payment),
  }));
}

export interface TopProductRow {
  productId: string | null;
  name: LocalizedText;
  quantity: number;
  /** Tiyin. */
  revenue: number;
  rankByQuantity: number;
  rankByRevenue: number;
}

/**
 * The `limit` best sellers of the counted orders by units and by revenue (line totals after discounts). Lines are
 * grouped by product id (a product renamed in between counts once, under its current name); a product deleted
 * since has lost its id (ON DELETE SET NULL), so such lines are grouped by the name on the orders instead. Grouping
 * by the uuid alone keeps the hash small: hashing every line's jsonb name doubled the query's time.
 */
export async function topProducts(db: Executor, scope: ReportScope, limit: number): Promise<TopProductRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with per_product as (
          select oi.product_id, case when oi.product_id is null then oi.name end as snapshot,
                 sum(oi.quantity)::float8 as quantity, sum(oi.line_price - oi.line_discount)::float8 as revenue
            from order_items oi
            join orders o on o.id = oi.order_id and o.merchant_id = oi.merchant_id
           where oi.merchant_id = ${scope.merchantId} and ${scopeWhere(scope)} and ${COUNTED}
           group by 1, 2
        ), ranked as (
          select pp.product_id, coalesce(p.name, pp.snapshot) as name, pp.quantity, pp.revenue,
                 row_number() over (order by pp.quantity desc, pp.revenue desc, pp.product_id) as rank_by_quantity,
                 row_number() over (order by pp.revenue desc, pp.quantity desc, pp.product_id) as rank_by_revenue
            from per_product pp
            left join products p on p.id = pp.product_id and p.merchant_id = ${scope.merchantId}
        )
        select product_id, name, quantity, revenue, rank_by_quantity::int as rank_by_quantity, rank_by_revenue::int as rank_by_revenue
          from ranked
         where rank_by_quantity <= ${limit} or rank_by_revenue <= ${limit}`,
  );
  return rows.map((row) => ({
    productId: (row.product_id as string | null) ?? null,
    name: row.name as LocalizedText,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
    rankByQuantity: Number(row.rank_by_quantity),
    rankByRevenue: Number(row.rank_by_revenue),
  }));
}

export interface BranchNameRow {
  id: string;
  name: LocalizedText;
  deleted: boolean;
}

/** Every branch of the merchant, deleted ones too (their old orders still name them). */
export async function listBranchNames(db: Executor, merchantId: string): Promise<BranchNameRow[]> {
  const rows = await queryRows<{ id: string; name: LocalizedText; deleted: boolean }>(
    db,
    sql`select id, name, deleted from branches where merchant_id = ${merchantId} order by is_main desc, created_at, id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, deleted: row.deleted }));
}

export interface ExportRow {
  id: string;
  number: number;
  /** 'YYYY-MM-DD HH:MM' on the merchant's clock. */
  createdLocal: string;
  branchName: LocalizedText | null;
  serviceType: ServiceType;
  paymentType: PaymentType;
  status: OrderStatus;
  isPaid: boolean;
  counted: boolean;
  productCount: number;
  /** "2 × Plov; 1 × Somsa" in the export's language. */
  items: string;
  /** Tiyin, like every amount below. */
  productPrice: number;
  productDiscount: number;
  deliveryPrice: number;
  deliveryDiscount: number;
  serviceFee: number;
  cashbackUsed: number;
  totalPrice: number;
  /** Keyset cursor: created_at in UTC with microseconds (a JS Date would lose them), and the id. */
  cursorAt: string;
}

export interface ExportCursor {
  at: string;
  id: string;
}

/** One page of the export, oldest first, after `cursor`. */
export async function exportPage(db: Executor, scope: ReportScope, language: ContentLanguage, cursor: ExportCursor | null, size: number): Promise<ExportRow[]> {
  const after = cursor ? sql`and (o.created_at, o.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select o.id, o.number, to_char(o.created_at at time zone ${scope.timezone}, 'YYYY-MM-DD HH24:MI') as created_local,
               to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
               b.name as branch_name, o.service_type, o.payment_type, o.status, o.is_paid, ${COUNTED} as counted, o.product_count,
               o.product_price::float8 as product_price, o.product_discount::float8 as product_discount,
               o.delivery_price::float8 as delivery_price, o.delivery_discount::float8 as delivery_discount,
               o.service_fee::float8 as service_fee, o.cashback_used::float8 as cashback_used, o.total_price::float8 as total_price,
               coalesce(items.text, '') as items
          from (select * from orders o where ${scopeWhere(scope)} ${after} order by o.created_at, o.id limit ${size}) o
          left join branches b on b.id = o.branch_id and b.merchant_id = o.merchant_id
          left join lateral (
            select string_agg(oi.quantity || ' × ' || coalesce(nullif(oi.name ->> ${language}, ''), oi.name ->> 'uz', ''), '; ' order by oi.line_price desc, oi.id) as text
              from order_items oi
             where oi.order_id = o.id and oi.merchant_id = o.merchant_id
          ) items on true
         order by o.created_at, o.id`,
  );
  return rows.map((row) => ({
    id: row.id as string,
    number: Number(row.number),
    createdLocal: row.created_local as string,
    cursorAt: row.cursor_at as string,
    branchName: (row.branch_name as LocalizedText | null) ?? null,
    serviceType: row.service_type as ServiceType,
    paymentType: row.payment_type as PaymentType,
    status: row.status as OrderStatus,
    isPaid: Boolean(row.is_paid),
    counted: Boolean(row.counted),
    productCount: Number(row.product_count),
    items: row.items as string,
    productPrice: Number(row.product_price),
    productDiscount: Number(row.product_discount),
    deliveryPrice: Number(row.delivery_price),
    deliveryDiscount: Number(row.delivery_discount),
    serviceFee: Number(row.service_fee),
    cashbackUsed: Number(row.cashback_used),
    totalPrice: Number(row.total_price),
  }));
}
