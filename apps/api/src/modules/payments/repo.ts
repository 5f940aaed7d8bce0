// SQL of the payments module: the merchant's provider accounts, provider transactions, the callback
// journal and saved cards.
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { orderItems, paymentCallbacks, paymentCards, paymentMethods, paymentTransactions, products } from '@dastarkhan/db/schema';
import type { PaymentType } from '@dastarkhan/domain/enums';

export type TransactionRow = typeof paymentTransactions.$inferSelect;
export type TransactionInsert = typeof paymentTransactions.$inferInsert;
export type CallbackInsert = typeof paymentCallbacks.$inferInsert;
export type CardRow = typeof paymentCards.$inferSelect;
export type CardInsert = typeof paymentCards.$inferInsert;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function findPaymentMethod(ex: Executor, merchantId: string, type: PaymentType): Promise<PaymentMethodRow | null> {
  const [row] = await ex
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.type, type)))
    .limit(1);
  return row ?? null;
}

/**
 * Merges `patch` into the merchant's provider credentials (Payme ChangePassword sets a new key). Nothing
 * caches credentials: the next callback reads the new value.
 */
export async function mergePaymentMethodCredentials(ex: Executor, merchantId: string, type: PaymentType, patch: Record<string, string>): Promise<boolean> {
  const rows = await ex
    .update(paymentMethods)
    .set({ credentials: sql`${paymentMethods.credentials} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.type, type)))
    .returning({ id: paymentMethods.id });
  return rows.length > 0;
}

/** One line of an order as a fiscal receipt needs it: the stored snapshot plus the product's IKPU (MXIK) code. */
export interface ReceiptLineRow {
  name: typeof orderItems.$inferSelect.name;
  modifications: typeof orderItems.$inferSelect.modifications;
  quantity: number;
  linePrice: number;
  lineDiscount: number;
  /** Null when the product has no code or was deleted since. */
  mxikCode: string | null;
}

/** The order's lines in basket order (item ids are time-and-position ordered), for Payme's fiscal detail. */
export function listReceiptLines(ex: Executor, merchantId: string, orderId: string): Promise<ReceiptLineRow[]> {
  return ex
    .select({
      name: orderItems.name,
      modifications: orderItems.modifications,
      quantity: orderItems.quantity,
      linePrice: orderItems.linePrice,
      lineDiscount: orderItems.lineDiscount,
      mxikCode: products.mxikCode,
    })
    .from(orderItems)
    .leftJoin(products, and(eq(products.id, orderItems.productId), eq(products.merchantId, orderItems.merchantId)))
    .where(and(eq(orderItems.merchantId, merchantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
}

export async function findTransaction(
  ex: Executor,
  provider: PaymentType,
  providerTransactionId: string,
  options: { lock?: boolean } = {},
): Promise<TransactionRow | null> {
  const query = ex
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, provider), eq(paymentTransactions.providerTransactionId, providerTransactionId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findTransactionBySeq(ex: Executor, merchantId: string, provider: PaymentType, seq: number): Promise<TransactionRow | null> {
  const [row] = await ex
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.merchantId, merchantId), eq(paymentTransactions.provider, provider), eq(paymentTransactions.seq, seq)))
    .limit(1);
  return row ?? null;
}

/** The order's payments, oldest first. */
export function listOrderTransactions(ex: Executor, merchantId: string, orderId: string): Promise<TransactionRow[]> {
  return ex
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.merchantId, merchantId), eq(paymentTransactions.orderId, orderId)))
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.seq));
}

export async function insertTransaction(ex: Executor, values: TransactionInsert): Promise<TransactionRow> {
  const [row] = await ex.insert(paymentTransactions).values(values).returning();
  if (!row) throw new Error('payment transaction insert returned nothing');
  return row;
}

export async function updateTransaction(
  ex: Executor,
  id: string,
  patch: Partial<Pick<TransactionInsert, 'state' | 'reason' | 'performTime' | 'cancelTime' | 'fiscalData' | 'raw'>>,
): Promise<TransactionRow> {
  const [row] = await ex
    .update(paymentTransactions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, id))
    .returning();
  if (!row) throw new Error('payment transaction vanished during its update');
  return row;
}

/** A provider's transactions of one merchant whose provider time is within [from, to], oldest first (Payme GetStatement). */
export function listTransactionsByProviderTime(ex: Executor, merchantId: string, provider: PaymentType, from: number, to: number): Promise<TransactionRow[]> {
  return ex
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.merchantId, merchantId),
        eq(paymentTransactions.provider, provider),
        gte(paymentTransactions.providerTime, from),
        lte(paymentTransactions.providerTime, to),
      ),
    )
    .orderBy(asc(paymentTransactions.providerTime), asc(paymentTransactions.seq));
}

export async function recordCallback(ex: Executor, values: CallbackInsert): Promise<void> {
  await ex.insert(paymentCallbacks).values(values);
}

// Saved cards ------------------------------------------------------------------------------------

export function listCards(ex: Executor, merchantId: string, userId: string): Promise<CardRow[]> {
  return ex
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.merchantId, merchantId), eq(paymentCards.userId, userId)))
    .orderBy(desc(paymentCards.createdAt));
}

export async function findCard(ex: Executor, merchantId: string, userId: string, cardId: string): Promise<CardRow | null> {
  const [row] = await ex
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.merchantId, merchantId), eq(paymentCards.userId, userId), eq(paymentCards.id, cardId)))
    .limit(1);
  return row ?? null;
}

export async function findCardByToken(ex: Executor, provider: string, providerToken: string): Promise<CardRow | null> {
  const [row] = await ex
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.provider, provider), eq(paymentCards.providerToken, providerToken)))
    .limit(1);
  return row ?? null;
}

export async function insertCard(ex: Executor, values: CardInsert): Promise<CardRow> {
  const [row] = await ex.insert(paymentCards).values(values).returning();
  if (!row) throw new Error('card insert returned nothing');
  return row;
}

/** Saves the card unless its token is saved already (by anyone): null then, the caller reads who has it. */
export async function insertCardUnlessSaved(ex: Executor, values: CardInsert): Promise<CardRow | null> {
  const [row] = await ex.insert(paymentCards).values(values).onConflictDoNothing({ target: [paymentCards.provider, paymentCards.providerToken] }).returning();
  return row ?? null;
}

export async function deleteCard(ex: Executor, merchantId: string, userId: string, cardId: string): Promise<boolean> {
  const rows = await ex
    .delete(paymentCards)
    .where(and(eq(paymentCards.merchantId, merchantId), eq(paymentCards.userId, userId), eq(paymentCards.id, cardId)))
    .returning({ id: paymentCards.id });
  return rows.length > 0;
}
