// SQL of merchant settings (one row per merchant, absent until something is stored).
import type { Database } from '@dastarkhan/db/client';
import type { merchantSettings } from '@dastarkhan/db/schema';

export type MerchantSettingsRow = typeof merchantSettings.$inferSelect;

export async function findMerchantSettings(db: Database, merchantId: string): Promise<MerchantSettingsRow | null> {
  const row = await db.query.merchantSettings.findFirst({ where: (s, { eq }) => eq(s.merchantId, merchantId) });
  return row ?? null;
}
