// SQL of order reviews: the review of an order with the product grades given with it, and the products
// an order holds (what may be graded).
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { orderItems, orderReviews, productGrades } from '@dastarkhan/db/schema';

export type OrderReviewRow = typeof orderReviews.$inferSelect;
export type ProductGradeRow = typeof productGrades.$inferSelect;

/** A review with the product grades written with it (the same order). */
export interface ReviewRecord {
  review: OrderReviewRow;
  products: ProductGradeRow[];
}

/**
 * The reviews of a set of orders of one merchant, by order id; orders without one are absent. Two
 * queries side by side: product grades are only ever written with their order's review.
 */
export async function loadReviews(ex: Executor, merchantId: string, orderIds: readonly string[]): Promise<Map<string, ReviewRecord>> {
  const found = new Map<string, ReviewRecord>();
  if (orderIds.length === 0) return found;
  const ids = [...orderIds];
  const [reviews, grades] = await Promise.all([
    ex
      .select()
      .from(orderReviews)
      .where(and(eq(orderReviews.merchantId, merchantId), inArray(orderReviews.orderId, ids))),
    ex
      .select()
      .from(productGrades)
      .where(and(eq(productGrades.merchantId, merchantId), inArray(productGrades.orderId, ids)))
      .orderBy(asc(productGrades.createdAt), asc(productGrades.id)),
  ]);
  for (const review of reviews) found.set(review.orderId, { review, products: [] });
  for (const grade of grades) if (grade.orderId) found.get(grade.orderId)?.products.push(grade);
  return found;
}

/**
 * The ids of the products an order holds that still exist (a deleted product's lines have none), once
 * each, in the basket's order (item ids are time-ordered with the basket position).
 */
export async function orderProductIds(ex: Executor, merchantId: string, orderId: string): Promise<string[]> {
  const rows = await ex
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.merchantId, merchantId), eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .orderBy(asc(orderItems.id));
  return [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
}

export async function hasReview(ex: Executor, merchantId: string, orderId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: orderReviews.id })
    .from(orderReviews)
    .where(and(eq(orderReviews.merchantId, merchantId), eq(orderReviews.orderId, orderId)))
    .limit(1);
  return row !== undefined;
}

/** Writes the review and its product grades; the caller's transaction makes them one change. */
export async function insertReview(
  ex: Executor,
  review: Pick<OrderReviewRow, 'merchantId' | 'orderId' | 'userId' | 'grade' | 'comment'>,
  products: ReadonlyArray<Pick<ProductGradeRow, 'productId' | 'grade' | 'comment'>>,
): Promise<ReviewRecord> {
  const [written] = await ex.insert(orderReviews).values(review).returning();
  if (!written) throw new Error('review insert returned nothing');
  const grades =
    products.length === 0
      ? []
      : await ex
          .insert(productGrades)
          .values(products.map((product) => ({ ...product, merchantId: review.merchantId, userId: review.userId, orderId: review.orderId })))
          .returning();
  return { review: written, products: grades };
}
