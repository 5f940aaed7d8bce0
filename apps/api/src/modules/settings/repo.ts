// SQL of merchant settings (one row per merchant, absent until something is stored).
import type { Database } from '@dastarkhan/db/client';
import { paymentMethods, type merchantSettings } from '@dastarkhan/db/schema';
import { and, asc, eq } from 'drizzle-orm';

export type MerchantSettingsRow = typeof merchantSettings.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function findMerchantSettings(db: Database, merchantId: string): Promise<MerchantSettingsRow | null> {
  const row = await db.query.merchantSettings.findFirst({ where: (s, { eq }) => eq(s.merchantId, merchantId) });
  return row ?? null;
}

/** The merchant's active payment methods, in the order the checkout lists them. */
export async function listActivePaymentMethods(db: Database, merchantId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.priority), asc(paymentMethods.type));
}
