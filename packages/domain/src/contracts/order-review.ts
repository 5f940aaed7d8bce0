// Request and response bodies of a customer's review of a closed order: a grade of the order and of
// each of its products (1–5) with optional comments; the product grades feed `GET /products/v1/grade`.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { multilineText } from './text.ts';

import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_GRADE_MAX, REVIEW_GRADE_MIN, REVIEW_PRODUCTS_MAX } from '../review-rules.ts';

export { REVIEW_COMMENT_MAX_LENGTH, REVIEW_GRADE_MAX, REVIEW_GRADE_MIN, REVIEW_PRODUCTS_MAX };

const grade = () => z.number().int().min(REVIEW_GRADE_MIN).max(REVIEW_GRADE_MAX);
// Blank after trimming is the same as no comment (stored as null).
const comment = () => multilineText(REVIEW_COMMENT_MAX_LENGTH).nullish();

export const ProductReviewRequestSchema = z.object({
  productId: z.uuid().describe('A product of the order'),
  grade: grade(),
  comment: comment(),
});

/** `POST /orders/v1/orders/{id}/review`. */
export const OrderReviewRequestSchema = z
  .object({
    grade: grade().describe('The whole order, 1–5'),
    comment: comment(),
    products: z
      .array(ProductReviewRequestSchema)
      .max(REVIEW_PRODUCTS_MAX)
      .default([])
      .describe('Grades of products of the order, each at most once; products left out are not graded'),
  })
  .register(contractRegistry, { id: 'OrderReviewRequest' });
export type OrderReviewRequest = z.input<typeof OrderReviewRequestSchema>;
export type ParsedOrderReviewRequest = z.output<typeof OrderReviewRequestSchema>;

/** The review as the order carries it (`Order.review`): null until the customer rated the order. */
export const OrderReviewSchema = z
  .object({
    grade: z.number().int(),
    comment: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The products graded with this review, in the order's item order. */
    products: z.array(z.object({ productId: z.uuid(), grade: z.number().int(), comment: z.string().nullable() })),
  })
  .register(contractRegistry, { id: 'OrderReview' });
export type OrderReview = z.infer<typeof OrderReviewSchema>;
