// Bodies of the console's reports (apps/api/src/modules/console/reports-*.ts): orders and revenue over a range of
// the merchant's calendar days, with breakdowns and top products. Money in so'm.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { PAYMENT_TYPES, SERVICE_TYPES } from '../enums.ts';
import { CONTENT_LANGUAGES } from '../i18n.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/** The longest range one report covers (a year, leap day included). */
export const MAX_REPORT_DAYS = 366;

/** A calendar date YYYY-MM-DD that exists: zod's ISO date checks the calendar (2025-02-30 and 2025-02-29 are refused). */
export const ReportDaySchema = z.iso.date();

/** Days from `from` to `to`, both included (calendar arithmetic, no time zone involved). */
export function reportDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const ReportFilterShape = {
  /** First day, in the merchant's time zone. */
  from: ReportDaySchema,
  /** Last day (included). */
  to: ReportDaySchema,
  branchId: z.uuid().optional(),
  serviceType: z.enum(SERVICE_TYPES).optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
};

function checkRange(query: { from: string; to: string }, context: z.RefinementCtx): void {
  const days = reportDayCount(query.from, query.to);
  if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'The range ends before it starts' });
  else if (days > MAX_REPORT_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `The range is longer than ${MAX_REPORT_DAYS} days` });
}

// Not registered by id: @fastify/swagger cannot expand a referenced schema into query parameters.
export const ReportQuerySchema = z.object(ReportFilterShape).superRefine(checkRange);
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** The CSV exports also take the language of their header row and branch names (default: the request's language). */
export const ReportExportQuerySchema = z
  .object({ ...ReportFilterShape, lang: z.enum(CONTENT_LANGUAGES).optional() })
  .superRefine(checkRange);
export type ReportExportQuery = z.infer<typeof ReportExportQuerySchema>;

/**
 * Figures of a set of orders. `orders` and `revenue` cover the orders that count as sales: not cancelled, and
 * for online payment types only once paid (an unpaid online order is money that may never arrive; it is
 * `awaitingPayment` instead). In-person payments (cash, terminal) count from the moment the order is placed.
 */
const FiguresShape = {
  orders: z.number().int(),
  /** Sum of what the customers pay (total price: products after discounts, delivery, service fee, less cashback). */
  revenue: z.number(),
  /** revenue / orders (0 without orders). */
  averageBasket: z.number(),
  cancelled: z.number().int(),
  /** Online-paid orders not cancelled and not (or no longer) paid: not in orders or revenue. */
  awaitingPayment: z.number().int(),
};

export const ReportFiguresSchema = z.object(FiguresShape).register(contractRegistry, { id: 'ReportFigures' });
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;

export const ReportTopProductSchema = z
  .object({
    /** Null when the product was deleted since (its name is then the one on the orders). */
    productId: z.uuid().nullable(),
    name: LocalizedTextSchema,
    quantity: z.number().int(),
    /** Line totals after discounts (options included). */
    revenue: z.number(),
  })
  .register(contractRegistry, { id: 'ReportTopProduct' });
export type ReportTopProduct = z.infer<typeof ReportTopProductSchema>;

export const ReportSummarySchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** The merchant's time zone: every day of the report is a calendar day there. */
    timezone: z.string(),
    totals: ReportFiguresSchema,
    /** Every day of the range, in order, days without orders included. */
    days: z.array(z.object({ day: z.string(), ...FiguresShape })),
    /** Branches with orders in the range, by revenue. */
    branches: z.array(z.object({ branchId: z.uuid(), name: LocalizedTextSchema, ...FiguresShape })),
    serviceTypes: z.array(z.object({ serviceType: z.enum(SERVICE_TYPES), ...FiguresShape })),
    paymentTypes: z.array(z.object({ paymentType: z.enum(PAYMENT_TYPES), ...FiguresShape })),
    /** The 10 best sellers of the counted orders, by units and by revenue. */
    topProducts: z.object({ byQuantity: z.array(ReportTopProductSchema), byRevenue: z.array(ReportTopProductSchema) }),
    /** The merchant's branches (for the filter). */
    branchOptions: z.array(z.object({ id: z.uuid(), name: LocalizedTextSchema })),
  })
  .register(contractRegistry, { id: 'ReportSummary' });
export type ReportSummary = z.infer<typeof ReportSummarySchema>;
