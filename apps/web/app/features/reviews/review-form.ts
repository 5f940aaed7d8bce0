// The review form's fields and how the page's action reads them into the API's request body (pure:
// shared by the form, the action and their tests).
import type { OrderReviewRequest } from '@dastarkhan/domain/contracts/order-review';
import { REVIEW_GRADE_MAX, REVIEW_GRADE_MIN } from '@dastarkhan/domain/review-rules';
import { isUuid } from '@dastarkhan/domain/ids';

export const REVIEW_INTENT = 'review';

const PRODUCT_GRADE = 'productGrade.';
const PRODUCT_COMMENT = 'productComment.';

export const productGradeField = (productId: string) => `${PRODUCT_GRADE}${productId}`;
export const productCommentField = (productId: string) => `${PRODUCT_COMMENT}${productId}`;

function gradeOf(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^\d$/.test(value)) return null;
  const grade = Number(value);
  return grade >= REVIEW_GRADE_MIN && grade <= REVIEW_GRADE_MAX ? grade : null;
}

function textOf(value: FormDataEntryValue | null): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

/**
 * The request body of a review form, or null when the order's own grade is missing. A product without
 * stars is not graded (the form offers a product's comment only once its stars are chosen).
 */
export function reviewRequestOf(form: FormData): OrderReviewRequest | null {
  const grade = gradeOf(form.get('grade'));
  if (grade === null) return null;
  const products: NonNullable<OrderReviewRequest['products']> = [];
  for (const [key, value] of form.entries()) {
    if (!key.startsWith(PRODUCT_GRADE)) continue;
    const productId = key.slice(PRODUCT_GRADE.length);
    const productGrade = gradeOf(value);
    if (!isUuid(productId) || productGrade === null || products.some((product) => product.productId === productId)) continue;
    products.push({ productId, grade: productGrade, comment: textOf(form.get(productCommentField(productId))) });
  }
  return { grade, comment: textOf(form.get('comment')), products };
}
