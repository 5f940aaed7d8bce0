// Business rules of merchants, cities and branches, and their public shapes (money in so'm).
import { LRUCache } from 'lru-cache';
import type { Database } from '@dastarkhan/db/client';
import type { Branch, WorkHours } from '@dastarkhan/domain/contracts/branch';
import type { City, Merchant } from '@dastarkhan/domain/contracts/merchant';
import { SERVICE_TYPES, WEEK_DAYS, type SmsGateway as SmsGatewayName } from '@dastarkhan/domain/enums';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { notFound } from '../../errors.ts';
import type { InvalidationBus } from '../../plugins/invalidation-bus.ts';
import { deepFreeze, TenantCache } from '../../plugins/tenant-cache.ts';
import * as repo from './repo.ts';

export function toMerchant(row: repo.MerchantRow): Merchant {
  return {
    id: row.id,
    sub: row.sub,
    name: row.name,
    logo: row.logo,
    color: row.color,
    kind: row.kind,
    isActive: row.isActive,
    mainCityId: row.mainCityId,
    latitude: row.latitude,
    longitude: row.longitude,
    domainUrl: row.domainUrl,
    timezone: row.timezone,
    yandexMapKey: row.yandexMapKey,
    appId: row.appId,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
  };
}

export function toCity(row: repo.CityRow): City {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    isMain: row.isMain,
    isTaximeter: row.isTaximeter,
    taximeterComment: row.taximeterComment,
  };
}

const DAY_ORDER = new Map<string, number>(WEEK_DAYS.map((day, index) => [day, index]));
const TYPE_ORDER = new Map<string, number>(SERVICE_TYPES.map((type, index) => [type, index]));

/** Work hours grouped by service type (spec order), days Monday to Sunday. */
export function groupWorkHours(rows: readonly repo.WorkHoursRow[]): WorkHours[] {
  const byType = new Map<repo.WorkHoursRow['serviceType'], repo.WorkHoursRow[]>();
  for (const row of rows) {
    const list = byType.get(row.serviceType) ?? [];
    list.push(row);
    byType.set(row.serviceType, list);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => (TYPE_ORDER.get(a) ?? 99) - (TYPE_ORDER.get(b) ?? 99))
    .map(([type, days]) => ({
      type,
      days: [...days]
        .sort((a, b) => (DAY_ORDER.get(a.weekDay) ?? 9) - (DAY_ORDER.get(b.weekDay) ?? 9))
        .map((day) => ({
          weekName: day.weekDay,
          open: day.open,
          close: day.close,
          extraOpen: day.extraOpen,
          extraClose: day.extraClose,
          isDayOff: day.isDayOff,
        })),
    }));
}

export function toBranch(row: repo.BranchRow, workHours: readonly repo.WorkHoursRow[]): Branch {
  return {
    id: row.id,
    merchantId: row.merchantId,
    cityId: row.cityId,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    bookingPhone: row.bookingPhone,
    isActive: row.isActive,
    isMain: row.isMain,
    deliveryPrice: tiyinToSom(row.deliveryPrice),
    distance: row.distance,
    deliveryStart: row.deliveryStart,
    deliveryEnd: row.deliveryEnd,
    open: row.open,
    close: row.close,
    workHours: groupWorkHours(workHours),
    settings: {
      bookingEnabled: row.bookingEnabled,
      deliveryEnabled: row.deliveryEnabled,
      dineinEnabled: row.dineinEnabled,
      expressEnabled: row.expressEnabled,
      kitchenEnabled: row.kitchenEnabled,
      payOfficeEnabled: row.payOfficeEnabled,
      pickupEnabled: row.pickupEnabled,
      storageEnabled: row.storageEnabled,
      yandexEnabled: row.yandexEnabled,
      directorId: row.directorId,
      merchantId: row.merchantId,
    },
  };
}

/** Topic on the invalidation bus: a merchant's own record, its settings or its cities changed. */
export const MERCHANT_TOPIC = 'merchant';

export interface MerchantsService {
  /** Unknown or deleted → 404 MERCHANT_NOT_FOUND; inactive merchants are answered (the storefront shows /blocked). */
  getBySub(sub: string): Promise<Merchant>;
  /** For the merchant context: null when unknown or deleted. */
  findById(id: string): Promise<Merchant | null>;
  /** Existing (not deleted) merchants among `ids`. */
  findManyByIds(ids: readonly string[]): Promise<Merchant[]>;
  listCities(merchantId: string): Promise<City[]>;
  listBranches(merchantId: string, filter?: { cityId?: string | undefined }): Promise<Branch[]>;
  /** A branch of this merchant; another merchant's id is 404 like an unknown one. */
  getBranch(merchantId: string, branchId: string): Promise<Branch>;
  activeBranchIds(merchantId: string): Promise<Set<string>>;
  /** Secrets and rules of sign-in (SMS gateway, Telegram bot, allowed countries); never sent to a client. */
  getAccountSettings(merchantId: string): Promise<MerchantAccountSettings>;
  /**
   * Call after the merchant is created, changed or deleted, or its settings or cities change: every instance drops what
   * it cached of that merchant (this service's entries and the settings service's).
   */
  invalidateMerchant(merchantId: string): Promise<void>;
  close(): void;
}

/** What sign-in needs to know about a merchant. Secrets: keep them on the server. */
export interface MerchantAccountSettings {
  merchantId: string;
  sms: { gateway: SmsGatewayName; username: string; password: string; sender: string | null } | null;
  telegramBotToken: string | null;
  /** Calling codes (without `+`) whose numbers may sign in, e.g. ['998']. */
  allowedCallingCodes: string[];
}

export interface MerchantsServiceOptions {
  db: Database;
  bus: InvalidationBus;
  /** How long a merchant and its cities are reused without a change being announced. */
  ttlSeconds: number;
}

// Bounds the cached lookups: ids come from request headers, subdomains from Host headers.
const MAX_CACHED_MERCHANTS = 10_000;

export function createMerchantsService(options: MerchantsServiceOptions): MerchantsService {
  const { db } = options;
  const ttlMs = options.ttlSeconds * 1000;
  // Unknown ids are remembered too (as null), so a stream of bogus merchant headers costs one query each per TTL.
  const merchantsById = new TenantCache<Merchant | null>({ ttlMs, maxSize: MAX_CACHED_MERCHANTS });
  const citiesByMerchant = new TenantCache<City[]>({ ttlMs, maxSize: MAX_CACHED_MERCHANTS });
  // One branch with its hours, read by every order placed; unknown ids are remembered as null like merchants.
  const branchesById = new TenantCache<Branch | null>({ ttlMs, maxSize: MAX_CACHED_MERCHANTS });
  // Subdomain → merchant id. The merchant itself comes from `merchantsById` (dropped on change) and
  // is checked to still carry the subdomain, so a stale mapping only costs a query, never a wrong answer.
  const idsBySub = new LRUCache<string, string>({ max: MAX_CACHED_MERCHANTS });
  const unsubscribe = options.bus.subscribe((topic, merchantId) => {
    if (topic !== MERCHANT_TOPIC) return;
    merchantsById.invalidate(merchantId);
    citiesByMerchant.invalidate(merchantId);
    branchesById.invalidate(merchantId);
  });

  const findById = (id: string): Promise<Merchant | null> =>
    merchantsById.get(id, 'merchant', async () => {
      const row = await repo.findMerchantById(db, id);
      return row ? deepFreeze(toMerchant(row)) : null;
    });

  async function withWorkHours(merchantId: string, rows: repo.BranchRow[]): Promise<Branch[]> {
    const hours = await repo.listWorkHours(
      db,
      merchantId,
      rows.map((row) => row.id),
    );
    const byBranch = new Map<string, repo.WorkHoursRow[]>();
    for (const hour of hours) {
      const list = byBranch.get(hour.branchId) ?? [];
      list.push(hour);
      byBranch.set(hour.branchId, list);
    }
    return rows.map((row) => toBranch(row, byBranch.get(row.id) ?? []));
  }

  return {
    async getAccountSettings(merchantId) {
      const row = await repo.findMerchantById(db, merchantId);
      if (!row) throw notFound('MERCHANT_NOT_FOUND', { merchantId });
      const hasSms = row.smsGateway !== null && Boolean(row.smsUsername) && Boolean(row.smsPassword);
      return {
        merchantId: row.id,
        sms: hasSms
          ? { gateway: row.smsGateway as SmsGatewayName, username: row.smsUsername ?? '', password: row.smsPassword ?? '', sender: row.smsSender }
          : null,
        telegramBotToken: row.telegramBotToken?.trim() || null,
        allowedCallingCodes: row.allowedCountryCodes.length > 0 ? [...row.allowedCountryCodes] : ['998'],
      };
    },

    async getBySub(sub) {
      const normalized = sub.trim().toLowerCase();
      const knownId = idsBySub.get(normalized);
      if (knownId !== undefined) {
        const merchant = await findById(knownId);
        if (merchant?.sub === normalized) return merchant;
        idsBySub.delete(normalized);
      }
      const row = await repo.findMerchantBySub(db, normalized);
      if (!row) throw notFound('MERCHANT_NOT_FOUND', { sub });
      idsBySub.set(normalized, row.id);
      return toMerchant(row);
    },
    findById,
    async findManyByIds(ids) {
      return (await repo.findMerchantsByIds(db, ids)).map(toMerchant);
    },
    listCities(merchantId) {
      return citiesByMerchant.get(merchantId, 'cities', async () => deepFreeze((await repo.listCities(db, merchantId)).map(toCity)));
    },
    async listBranches(merchantId, filter) {
      return withWorkHours(merchantId, await repo.listActiveBranches(db, merchantId, filter?.cityId));
    },
    async getBranch(merchantId, branchId) {
      const branch = await branchesById.get(merchantId, `branch:${branchId.toLowerCase()}`, async () => {
        const row = await repo.findBranch(db, merchantId, branchId);
        if (!row) return null;
        const [withHours] = await withWorkHours(merchantId, [row]);
        return withHours ? deepFreeze(withHours) : null;
      });
      if (!branch) throw notFound('BRANCH_NOT_FOUND', { branchId });
      return branch;
    },
    async activeBranchIds(merchantId) {
      return new Set(await repo.listActiveBranchIds(db, merchantId));
    },
    async invalidateMerchant(merchantId) {
      await options.bus.publish(MERCHANT_TOPIC, merchantId);
    },
    close() {
      unsubscribe();
      merchantsById.clear();
      citiesByMerchant.clear();
      branchesById.clear();
      idsBySub.clear();
    },
  };
}
