// Rules of order reviews: the customer who placed a CLOSED order grades it and its products once
// (1–5, optional comments); the product grades are what `GET /products/v1/grade` averages.
import type { Database } from '@dastarkhan/db/client';
import type { OrderReview, ParsedOrderReviewRequest } from '@dastarkhan/domain/contracts/order-review';
import type { OrderStatus } from '@dastarkhan/domain/enums';
import { badRequest, conflict, notFound } from '../../errors.ts';
import * as repo from './repo.ts';
import * as reviewRepo from './review-repo.ts';
import type { OrderContext } from './service.ts';

/**
 * Only a CLOSED order is rated: before that the food may not have arrived, and a CANCELED one had
 * nothing to rate.
 */
const REVIEWABLE_STATUS: OrderStatus = 'CLOSED';

export interface OrderReviewService {
  reviewOrder(ctx: OrderContext, orderId: string, request: ParsedOrderReviewRequest): Promise<OrderReview>;
}

/** The review as `Order.review` shows it; product grades in the order of `itemProductIds` (the order's lines). */
export function toOrderReview(record: reviewRepo.ReviewRecord, itemProductIds: ReadonlyArray<string | null>): OrderReview {
  const position = new Map<string, number>();
  itemProductIds.forEach((productId, index) => {
    if (productId && !position.has(productId)) position.set(productId, index);
  });
  const rank = (productId: string) => position.get(productId) ?? Number.MAX_SAFE_INTEGER;
  return {
    grade: record.review.grade,
    comment: record.review.comment,
    createdAt: record.review.createdAt.toISOString(),
    products: [...record.products]
      .sort((a, b) => rank(a.productId) - rank(b.productId))
      .map((grade) => ({ productId: grade.productId, grade: grade.grade, comment: grade.comment })),
  };
}

/** Postgres unique violation, also when Drizzle wraps the driver's error. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const blankToNull = (value: string | null | undefined): string | null => (value ? value : null);

export function createOrderReviewService(options: { db: Database }): OrderReviewService {
  const { db } = options;
  return {
    async reviewOrder(ctx, orderId, request) {
      const merchantId = ctx.merchant.id;
      // Ids are compared as the database writes them (lower case); a client may send upper case.
      const graded = request.products.map((product) => ({ ...product, productId: product.productId.toLowerCase() }));
      const seen = new Set<string>();
      graded.forEach((product, index) => {
        if (seen.has(product.productId)) throw badRequest('REVIEW_PRODUCT_DUPLICATE', { field: `products.${index}.productId`, productId: product.productId });
        seen.add(product.productId);
      });
      const record = await db
        .transaction(async (tx) => {
          // Locked: a double submit waits here and then finds the first review.
          const order = await repo.findOrder(tx, merchantId, orderId, { lock: true });
          // Another customer's order is as unknown as a missing one (the module's rule): ids reveal nothing.
          if (!order || order.userId !== ctx.userId) throw notFound('ORDER_NOT_FOUND', { orderId });
          if (order.status !== REVIEWABLE_STATUS) throw conflict('ORDER_NOT_REVIEWABLE', { status: order.status });
          if (await reviewRepo.hasReview(tx, merchantId, order.id)) throw conflict('ORDER_ALREADY_REVIEWED', { orderId: order.id });
          const orderProducts = await reviewRepo.orderProductIds(tx, merchantId, order.id);
          const inOrder = new Set(orderProducts);
          graded.forEach((product, index) => {
            if (!inOrder.has(product.productId)) {
              throw badRequest('REVIEW_PRODUCT_NOT_IN_ORDER', { field: `products.${index}.productId`, productId: product.productId });
            }
          });
          const written = await reviewRepo.insertReview(
            tx,
            { merchantId, orderId: order.id, userId: ctx.userId, grade: request.grade, comment: blankToNull(request.comment) },
            graded.map((product) => ({ productId: product.productId, grade: product.grade, comment: blankToNull(product.comment) })),
          );
          return { written, orderProducts };
        })
        .catch((error: unknown) => {
          // Two writers on a database without the row lock's wait (or a review written around it): one wins.
          if (isUniqueViolation(error)) throw conflict('ORDER_ALREADY_REVIEWED', { orderId });
          throw error;
        });
      // Product grades are read by `GET /products/v1/grade` straight from the table (no cache), so the
      // averages include this review as soon as it is committed.
      return toOrderReview(record.written, record.orderProducts);
    },
  };
}
