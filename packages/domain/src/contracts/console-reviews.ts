// Bodies of the console's reviews (apps/api/src/modules/console/reviews-*.ts): what customers said about their closed
// orders and the products in them, newest first, with the grades' summary over the same filters.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { ReportDaySchema } from './console-reports.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { rawText } from './text.ts';

export const REVIEW_GRADES = [5, 4, 3, 2, 1] as const;
/** A grade filter: one grade, or `low` for every grade up to 3 (the reviews that need an answer). */
export const REVIEW_GRADE_FILTERS = ['5', '4', '3', '2', '1', 'low'] as const;
export type ReviewGradeFilter = (typeof REVIEW_GRADE_FILTERS)[number];
export const LOW_GRADE_MAX = 3;
export const MAX_REVIEWS_PAGE = 100;

export const ReviewQuerySchema = z
  .object({
    grade: z.enum(REVIEW_GRADE_FILTERS).optional(),
    branchId: z.uuid().optional(),
    /** First day (in the merchant's time zone) of the reviews' writing. */
    from: ReportDaySchema.optional(),
    /** Last day (included). */
    to: ReportDaySchema.optional(),
    /** `nextCursor` of the previous page. */
    cursor: rawText().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_REVIEWS_PAGE).default(20),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: 'The range ends before it starts' });
  });
export type ReviewQuery = z.infer<typeof ReviewQuerySchema>;

const grade = z.number().int().min(1).max(5);

export const ConsoleReviewSchema = z
  .object({
    id: z.uuid(),
    order: z.object({ id: z.uuid(), number: z.number().int() }),
    branch: z.object({ id: z.uuid(), name: LocalizedTextSchema }),
    customer: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
    grade,
    comment: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The products graded with the review, in the order they were written. */
    products: z.array(z.object({ productId: z.uuid(), name: LocalizedTextSchema, grade, comment: z.string().nullable() })),
  })
  .register(contractRegistry, { id: 'ConsoleReview' });
export type ConsoleReview = z.infer<typeof ConsoleReviewSchema>;

/**
 * The reviews of the branch and date filters, whatever the grade filter: the distribution stays whole while the
 * list shows one grade, so the page can offer every grade as a filter with its count.
 */
export const ReviewSummarySchema = z
  .object({
    count: z.number().int(),
    /** Average order grade rounded to 2 decimals; null without reviews. */
    average: z.number().nullable(),
    /** Every grade from 5 down to 1, with 0 where there are none. */
    byGrade: z.array(z.object({ grade, count: z.number().int() })),
  })
  .register(contractRegistry, { id: 'ConsoleReviewSummary' });
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReviewPageSchema = z
  .object({
    summary: ReviewSummarySchema,
    reviews: z.array(ConsoleReviewSchema),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** The merchant's time zone: the days of `from` and `to` are calendar days there. */
    timezone: z.string(),
    /** The merchant's branches (for the filter). */
    branchOptions: z.array(z.object({ id: z.uuid(), name: LocalizedTextSchema })),
  })
  .register(contractRegistry, { id: 'ConsoleReviewPage' });
export type ReviewPage = z.infer<typeof ReviewPageSchema>;
