// Storefront content: policy texts, the brand list, banners in their window, vacancies.
import type { Database } from '@dastarkhan/db/client';
import type { Banner, BrandEntry, ExtraPageLink, Policy, Vacancy } from '@dastarkhan/domain/contracts/content';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { EXTRA_PAGE_PATHS, EXTRA_PAGE_TYPES, isExtraPageType, splitExtraPage } from '@dastarkhan/domain/extra-pages';
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
  /** The extra pages with text, in path order: what the storefront links (empty pages are never linked). */
  listExtraPages(merchant: Merchant): Promise<readonly ExtraPageLink[]>;
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
  // The home page of a multi-brand merchant shows its brand list: the entries are read once per catalogue
  // merchant; the sisters themselves come from the merchants service's cache, dropped when one changes.
  const brandRows = new TenantCache<readonly repo.BrandRow[]>({ ttlMs: deps.ttlSeconds * 1000, maxSize: MAX_CACHED_MERCHANTS });
  // Every storefront page links the extra pages (footer): the list is read once per merchant; the console's
  // page edits announce a merchant change, which drops it.
  const extraPages = new TenantCache<readonly ExtraPageLink[]>({ ttlMs: deps.ttlSeconds * 1000, maxSize: MAX_CACHED_MERCHANTS });
  const unsubscribe = deps.bus.subscribe((topic, merchantId) => {
    if (topic !== MERCHANT_TOPIC) return;
    banners.invalidate(merchantId);
    extraPages.invalidate(merchantId);
    brandRows.invalidate(merchantId);
  });
  return {
    async getPolicy(merchant, type) {
      const row = await repo.findPolicy(db, merchant.id, type);
      if (!row) throw notFound('POLICY_NOT_FOUND', { type });
      return { type: row.type, text: row.text };
    },
    listExtraPages(merchant) {
      return extraPages.get(merchant.id, 'extra-pages', async () => {
        const rows = await repo.listPolicies(db, merchant.id, EXTRA_PAGE_TYPES);
        const links: ExtraPageLink[] = [];
        for (const type of EXTRA_PAGE_TYPES) {
          const row = rows.find((candidate) => candidate.type === type);
          if (!row || !isExtraPageType(row.type)) continue;
          const title: LocalizedText = {
            uz: splitExtraPage(row.text.uz).title,
            ru: splitExtraPage(row.text.ru).title,
            eng: splitExtraPage(row.text.eng).title,
          };
          // A page with no text in any language is not linked (the page itself answers 404).
          if (!title.uz && !title.ru && !title.eng) continue;
          links.push({ type, path: EXTRA_PAGE_PATHS[type], title });
        }
        return Object.freeze(links);
      });
    },
    async listBrands(merchant) {
      const rows = await brandRows.get(merchant.id, 'brands', () => repo.listBrands(db, merchant.id));
      // The merchant's own entry is answered like any other when it lists itself: the storefront marks it
      // as the current brand. A sister that was deleted or switched off is not linked to.
      const sisters = await Promise.all(rows.map((row) => (row.merchantId === merchant.id ? merchant : deps.merchants.findById(row.merchantId))));
      const entries: BrandEntry[] = [];
      rows.forEach((row, index) => {
        const sister = sisters[index];
        if (!sister?.isActive) return;
        entries.push({
          id: row.id,
          merchantId: row.merchantId,
          sub: sister.sub,
          name: row.name,
          // The entry's own address wins; else the sister's custom domain, if it has one.
          domainUrl: row.domainUrl?.trim() || sister.domainUrl?.trim() || null,
          color: row.color,
          image: row.image,
        });
      });
      return entries;
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
      brandRows.clear();
      extraPages.clear();
    },
  };
}
