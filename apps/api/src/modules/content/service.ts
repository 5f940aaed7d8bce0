// Storefront content: policy texts, the brand list, banners in their window, vacancies.
import type { Database } from '@dastarkhan/db/client';
import type { Banner, BrandEntry, Policy, Vacancy } from '@dastarkhan/domain/contracts/content';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import type { PolicyType } from '@dastarkhan/domain/enums';
import { notFound } from '../../errors.ts';
import type { InvalidationBus } from '../../plugins/invalidation-bus.ts';
import { TenantCache } from '../../plugins/tenant-cache.ts';
import { MERCHANT_TOPIC, type MerchantsService } from '../merchants/service.ts';
import type { SettingsService } from '../settings/service.ts';
import * as repo from './repo.ts';

export interface ContentService {
  getPolicy(merchant: Merchant, type: PolicyType): Promise<Policy>;
  listBrands(merchant: Merchant): Promise<BrandEntry[]>;
  /** Empty when the merchant switched banners off. */
  listBanners(merchant: Merchant, now?: Date): Promise<Banner[]>;
  /** Empty when the merchant switched vacancies off. */
  listVacancies(merchant: Merchant): Promise<Vacancy[]>;
  getVacancy(merchant: Merchant, id: string): Promise<Vacancy>;
  close(): void;
}

export interface ContentServiceDeps {
  db: Database;
  merchants: MerchantsService;
  settings: SettingsService;
  /** Banner changes are announced with the merchant's (MERCHANT_TOPIC), which drops its cached banners. */
  bus: InvalidationBus;
  /** How long a merchant's banners are reused without a change being announced. */
  ttlSeconds: number;
}

const MAX_CACHED_MERCHANTS = 10_000;

function isShownAt(row: repo.BannerRow, now: Date): boolean {
  return (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || row.endsAt > now);
}

function toVacancy(row: repo.VacancyRow): Vacancy {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    salary: row.salary,
    cityId: row.cityId,
    branchId: row.branchId,
    priority: row.priority,
  };
}

export function createContentService(deps: ContentServiceDeps): ContentService {
  const { db } = deps;
  // Every home page shows the banners: they are read once per merchant and filtered by their display
  // window on each request, so a window opening or closing needs no invalidation.
  const banners = new TenantCache<readonly repo.BannerRow[]>({ ttlMs: deps.ttlSeconds * 1000, maxSize: MAX_CACHED_MERCHANTS });
  const unsubscribe = deps.bus.subscribe((topic, merchantId) => {
    if (topic === MERCHANT_TOPIC) banners.invalidate(merchantId);
  });
  return {
    async getPolicy(merchant, type) {
      const row = await repo.findPolicy(db, merchant.id, type);
      if (!row) throw notFound('POLICY_NOT_FOUND', { type });
      return { type: row.type, text: row.text };
    },
    async listBrands(merchant) {
      const rows = await repo.listBrands(db, merchant.id);
      // A sister brand that was deleted or switched off must not be linked to.
      const listed = new Set(
        (await deps.merchants.findManyByIds(rows.map((row) => row.merchantId))).filter((m) => m.isActive).map((m) => m.id),
      );
      return rows
        .filter((row) => listed.has(row.merchantId))
        .map((row) => ({ id: row.id, merchantId: row.merchantId, name: row.name, domainUrl: row.domainUrl, color: row.color, image: row.image }));
    },
    async listBanners(merchant, now = new Date()) {
      const settings = await deps.settings.getWebSettings(merchant);
      if (!settings.bannersActive) return [];
      const rows = await banners.get(merchant.id, 'active', () => repo.listActiveBanners(db, merchant.id));
      return rows.filter((row) => isShownAt(row, now)).map((row) => ({
        id: row.id,
        title: row.title,
        image: row.image,
        link: row.link,
        productId: row.productId,
        priority: row.priority,
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
      }));
    },
    async listVacancies(merchant) {
      const settings = await deps.settings.getWebSettings(merchant);
      if (!settings.vacanciesActive) return [];
      return (await repo.listActiveVacancies(db, merchant.id)).map(toVacancy);
    },
    async getVacancy(merchant, id) {
      const settings = await deps.settings.getWebSettings(merchant);
      const row = settings.vacanciesActive ? await repo.findActiveVacancy(db, merchant.id, id) : null;
      if (!row) throw notFound('VACANCY_NOT_FOUND', { id });
      return toVacancy(row);
    },
    close() {
      unsubscribe();
      banners.clear();
    },
  };
}
