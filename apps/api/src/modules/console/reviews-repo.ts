// SQL of the console's reviews: a page of the merchant's order reviews newest first (keyset on created_at, id) with
// their orders, branches and customers, the product grades written with them, and the grades' summary.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '@dastarkhan/db/client';
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export interface ReviewScope {
  merchantId: string;
  timezone: string;
  branchId?: string | undefined;
  /** Calendar days (YYYY-MM-DD, both included) in `timezone` on which the reviews were written. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Grades the list keeps: the filter's `low` is a range, one grade is a range of one. */
export interface GradeRange {
  min: number;
  max: number;
}

export interface ReviewCursor {
  /** created_at in UTC with microseconds: a JS Date would lose them, and reviews of one millisecond be skipped. */
  at: string;
  id: string;
}

/** The reviews of the scope. Days are the merchant's: the instants from the start of `from` to the start of the day after `to` there. */
function scopeWhere(scope: ReviewScope): SQL {
  const conditions = [sql`r.merchant_id = ${scope.merchantId}`];
  if (scope.branchId) conditions.push(sql`o.branch_id = ${scope.branchId}`);
  if (scope.from) conditions.push(sql`r.created_at >= (${scope.from}::date)::timestamp at time zone ${scope.timezone}`);
  if (scope.to) conditions.push(sql`r.created_at < (${scope.to}::date + 1)::timestamp at time zone ${scope.timezone}`);
  return sql.join(conditions, sql` and `);
}

export interface ReviewRow {
  id: string;
  orderId: string;
  orderNumber: number;
  branchId: string;
  branchName: LocalizedText;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  receiverName: string | null;
  grade: number;
  comment: string | null;
  cursorAt: string;
}

/** Up to `size` reviews of the scope and grades, newest first, older than `cursor`. */
export async function listReviews(
  db: Executor,
  scope: ReviewScope,
  grades: GradeRange | null,
  cursor: ReviewCursor | null,
  size: number,
): Promise<ReviewRow[]> {
  const gradeWhere = grades ? sql`and r.grade between ${grades.min} and ${grades.max}` : sql``;
  const before = cursor ? sql`and (r.created_at, r.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select r.id, r.order_id, o.number, o.branch_id, b.name as branch_name, u.first_name, u.last_name, u.phone, o.receiver_name,
               r.grade, r.comment, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
          from order_reviews r
          join orders o on o.id = r.order_id and o.merchant_id = r.merchant_id
          join branches b on b.id = o.branch_id and b.merchant_id = o.merchant_id
          left join users u on u.id = r.user_id and u.merchant_id = r.merchant_id
         where ${scopeWhere(scope)} ${gradeWhere} ${before}
         order by r.created_at desc, r.id desc
         limit ${size}`,
  );
  return rows.map((row) => ({
    id: row.id as string,
    orderId: row.order_id as string,
    orderNumber: Number(row.number),
    branchId: row.branch_id as string,
    branchName: row.branch_name as LocalizedText,
    firstName: (row.first_name as string | null) ?? null,
    lastName: (row.last_name as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    receiverName: (row.receiver_name as string | null) ?? null,
    grade: Number(row.grade),
    comment: (row.comment as string | null) ?? null,
    cursorAt: row.cursor_at as string,
  }));
}

export interface ProductGradeRow {
  orderId: string;
  productId: string;
  name: LocalizedText;
  grade: number;
  comment: string | null;
}

/**
 * The product grades written with the reviews of these orders: one review's grades share its instant
 * (one transaction), so within it the best come first, then by product id (a stable order).
 */
export async function listProductGrades(db: Executor, merchantId: string, orderIds: readonly string[]): Promise<ProductGradeRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select g.order_id, g.product_id, p.name, g.grade, g.comment
          from product_grades g
          join products p on p.id = g.product_id and p.merchant_id = g.merchant_id
         where g.merchant_id = ${merchantId} and g.order_id in (${sql.join(
           orderIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
         order by g.created_at, g.grade desc, g.product_id`,
  );
  return rows.map((row) => ({
    orderId: row.order_id as string,
    productId: row.product_id as string,
    name: row.name as LocalizedText,
    grade: Number(row.grade),
    comment: (row.comment as string | null) ?? null,
  }));
}

export interface GradeCountsRow {
  grade: number;
  count: number;
}

/** How many reviews of the scope gave each grade (grades nobody gave are absent). */
export async function gradeCounts(db: Executor, scope: ReviewScope): Promise<GradeCountsRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select r.grade, count(*)::int as count
          from order_reviews r
          join orders o on o.id = r.order_id and o.merchant_id = r.merchant_id
         where ${scopeWhere(scope)}
         group by r.grade`,
  );
  return rows.map((row) => ({ grade: Number(row.grade), count: Number(row.count) }));
}
