// SQL of the console's brand settings: promo codes with their uses, merchant_settings, banners, vacancies,
// policies, payment_methods and the merchant's SMS/Telegram columns. Every query is scoped by the merchant.
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { banners, branches, cities, merchantSettings, merchants, orders, paymentMethods, policies, products, promos, vacancies } from '@dastarkhan/db/schema';
import type { PaymentType, PolicyType } from '@dastarkhan/domain/enums';

export type PromoRow = typeof promos.$inferSelect;
export type PromoInsert = Omit<typeof promos.$inferInsert, 'id' | 'merchantId' | 'createdAt' | 'updatedAt'>;
export type SettingsRow = typeof merchantSettings.$inferSelect;
export type SettingsPatch = Partial<Omit<typeof merchantSettings.$inferInsert, 'merchantId' | 'updatedAt'>>;
export type BannerRow = typeof banners.$inferSelect;
export type BannerInsert = Omit<typeof banners.$inferInsert, 'id' | 'merchantId' | 'createdAt' | 'updatedAt'>;
export type VacancyRow = typeof vacancies.$inferSelect;
export type VacancyInsert = Omit<typeof vacancies.$inferInsert, 'id' | 'merchantId' | 'createdAt' | 'updatedAt'>;
export type PolicyRow = typeof policies.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentMethodInsert = Omit<typeof paymentMethods.$inferInsert, 'id' | 'merchantId' | 'createdAt' | 'updatedAt'>;
export type MerchantSecretsRow = Pick<typeof merchants.$inferSelect, 'smsGateway' | 'smsUsername' | 'smsPassword' | 'smsSender' | 'telegramBotToken'>;

/** SQLSTATE of a unique violation, as pg and PGlite report it (Drizzle keeps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Promo codes

export async function listPromos(ex: Executor, merchantId: string): Promise<Array<PromoRow & { uses: number }>> {
  const uses = ex
    .select({ promoId: orders.promoId, n: count().as('n') })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), ne(orders.status, 'CANCELED'), sql`${orders.promoId} is not null`))
    .groupBy(orders.promoId)
    .as('uses');
  const rows = await ex
    .select({ promo: promos, uses: uses.n })
    .from(promos)
    .leftJoin(uses, eq(uses.promoId, promos.id))
    .where(eq(promos.merchantId, merchantId))
    .orderBy(desc(promos.createdAt), asc(promos.code));
  return rows.map((row) => ({ ...row.promo, uses: Number(row.uses ?? 0) }));
}

export async function findPromo(ex: Executor, merchantId: string, id: string, lock = false): Promise<PromoRow | null> {
  const query = ex
    .select()
    .from(promos)
    .where(and(eq(promos.merchantId, merchantId), eq(promos.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Another promo of the merchant whose code matches case-insensitively (the unique index is on lower(code)). */
export async function findPromoIdByCode(ex: Executor, merchantId: string, code: string): Promise<string | null> {
  const [row] = await ex
    .select({ id: promos.id })
    .from(promos)
    .where(and(eq(promos.merchantId, merchantId), sql`lower(${promos.code}) = ${code.toLowerCase()}`))
    .limit(1);
  return row?.id ?? null;
}

export async function countPromoUses(ex: Executor, merchantId: string, promoId: string, includeCanceled = false): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.promoId, promoId), includeCanceled ? undefined : ne(orders.status, 'CANCELED')));
  return row?.n ?? 0;
}

export async function insertPromo(ex: Executor, merchantId: string, values: PromoInsert): Promise<PromoRow> {
  const [row] = await ex
    .insert(promos)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error('no promo inserted');
  return row;
}

export async function updatePromo(ex: Executor, merchantId: string, id: string, values: Partial<PromoInsert>): Promise<PromoRow> {
  const [row] = await ex
    .update(promos)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(promos.merchantId, merchantId), eq(promos.id, id)))
    .returning();
  if (!row) throw new Error('no promo updated');
  return row;
}

export async function deletePromo(ex: Executor, merchantId: string, id: string): Promise<void> {
  await ex.delete(promos).where(and(eq(promos.merchantId, merchantId), eq(promos.id, id)));
}

// ---------------------------------------------------------------------------------------------
// merchant_settings (one row per merchant, absent until something is stored)

export async function findSettings(ex: Executor, merchantId: string, lock = false): Promise<SettingsRow | null> {
  const query = ex.select().from(merchantSettings).where(eq(merchantSettings.merchantId, merchantId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Writes the fields given, creating the row with defaults for the rest when the merchant has none yet. */
export async function upsertSettings(ex: Executor, merchantId: string, patch: SettingsPatch): Promise<SettingsRow> {
  const [row] = await ex
    .insert(merchantSettings)
    .values({ ...patch, merchantId })
    .onConflictDoUpdate({ target: merchantSettings.merchantId, set: { ...patch, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('no settings written');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Content

export function listBanners(ex: Executor, merchantId: string): Promise<BannerRow[]> {
  return ex.select().from(banners).where(eq(banners.merchantId, merchantId)).orderBy(desc(banners.priority), asc(banners.createdAt));
}

export async function findBanner(ex: Executor, merchantId: string, id: string): Promise<BannerRow | null> {
  const [row] = await ex
    .select()
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertBanner(ex: Executor, merchantId: string, values: BannerInsert): Promise<BannerRow> {
  const [row] = await ex
    .insert(banners)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error('no banner inserted');
  return row;
}

export async function updateBanner(ex: Executor, merchantId: string, id: string, values: Partial<BannerInsert>): Promise<BannerRow> {
  const [row] = await ex
    .update(banners)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .returning();
  if (!row) throw new Error('no banner updated');
  return row;
}

export async function deleteBanner(ex: Executor, merchantId: string, id: string): Promise<void> {
  await ex.delete(banners).where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)));
}

export function listVacancies(ex: Executor, merchantId: string): Promise<VacancyRow[]> {
  return ex.select().from(vacancies).where(eq(vacancies.merchantId, merchantId)).orderBy(desc(vacancies.priority), asc(vacancies.createdAt));
}

export async function findVacancy(ex: Executor, merchantId: string, id: string): Promise<VacancyRow | null> {
  const [row] = await ex
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.merchantId, merchantId), eq(vacancies.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertVacancy(ex: Executor, merchantId: string, values: VacancyInsert): Promise<VacancyRow> {
  const [row] = await ex
    .insert(vacancies)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error('no vacancy inserted');
  return row;
}

export async function updateVacancy(ex: Executor, merchantId: string, id: string, values: Partial<VacancyInsert>): Promise<VacancyRow> {
  const [row] = await ex
    .update(vacancies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vacancies.merchantId, merchantId), eq(vacancies.id, id)))
    .returning();
  if (!row) throw new Error('no vacancy updated');
  return row;
}

export async function deleteVacancy(ex: Executor, merchantId: string, id: string): Promise<void> {
  await ex.delete(vacancies).where(and(eq(vacancies.merchantId, merchantId), eq(vacancies.id, id)));
}

export function listPolicies(ex: Executor, merchantId: string): Promise<PolicyRow[]> {
  return ex.select().from(policies).where(eq(policies.merchantId, merchantId));
}

export async function upsertPolicy(ex: Executor, merchantId: string, type: PolicyType, text: PolicyRow['text']): Promise<PolicyRow> {
  const [row] = await ex
    .insert(policies)
    .values({ merchantId, type, text })
    .onConflictDoUpdate({ target: [policies.merchantId, policies.type], set: { text, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('no policy written');
  return row;
}

/** Whether each id names a row of the merchant (references a banner or vacancy may hold). */
export async function productExists(ex: Executor, merchantId: string, id: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.id, id), eq(products.deleted, false)))
    .limit(1);
  return row !== undefined;
}

export async function cityExists(ex: Executor, merchantId: string, id: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.merchantId, merchantId), eq(cities.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function branchExists(ex: Executor, merchantId: string, id: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.id, id), eq(branches.deleted, false)))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Integrations

export function listPaymentMethods(ex: Executor, merchantId: string): Promise<PaymentMethodRow[]> {
  return ex.select().from(paymentMethods).where(eq(paymentMethods.merchantId, merchantId)).orderBy(asc(paymentMethods.priority), asc(paymentMethods.type));
}

export async function findPaymentMethod(ex: Executor, merchantId: string, type: PaymentType, lock = false): Promise<PaymentMethodRow | null> {
  const query = ex
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.type, type)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function nextPaymentPriority(ex: Executor, merchantId: string): Promise<number> {
  const [row] = await ex
    .select({ max: sql<number | null>`max(${paymentMethods.priority})` })
    .from(paymentMethods)
    .where(eq(paymentMethods.merchantId, merchantId));
  return Number(row?.max ?? 0) + 10;
}

export async function insertPaymentMethod(ex: Executor, merchantId: string, values: PaymentMethodInsert): Promise<PaymentMethodRow> {
  const [row] = await ex
    .insert(paymentMethods)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error('no payment method inserted');
  return row;
}

export async function updatePaymentMethod(ex: Executor, merchantId: string, type: PaymentType, values: Partial<PaymentMethodInsert>): Promise<PaymentMethodRow> {
  const [row] = await ex
    .update(paymentMethods)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.type, type)))
    .returning();
  if (!row) throw new Error('no payment method updated');
  return row;
}

export async function findMerchantSecrets(ex: Executor, merchantId: string, lock = false): Promise<MerchantSecretsRow | null> {
  const query = ex
    .select({
      smsGateway: merchants.smsGateway,
      smsUsername: merchants.smsUsername,
      smsPassword: merchants.smsPassword,
      smsSender: merchants.smsSender,
      telegramBotToken: merchants.telegramBotToken,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  const [row] = lock ? await query.for('no key update') : await query;
  return row ?? null;
}

export async function updateMerchantSecrets(ex: Executor, merchantId: string, values: Partial<MerchantSecretsRow>): Promise<void> {
  await ex
    .update(merchants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(merchants.id, merchantId));
}
