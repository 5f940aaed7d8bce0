// The bounds of a review (grades 1–5, comment length), without zod: the storefront's stars read them on every
// menu page, and the contracts' schemas (which pull zod into a bundle) only where a review is sent.

export const REVIEW_GRADE_MIN = 1;
export const REVIEW_GRADE_MAX = 5;
/** Longest comment of the order or of one product, after trimming. */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** More products than an order can hold (100 cart lines) is never a real review. */
export const REVIEW_PRODUCTS_MAX = 100;
