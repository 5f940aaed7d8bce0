// Business rules of merchants, cities and branches, and their public shapes (money in so'm).
import type { Database } from '@dastarkhan/db/client';
import type { Branch, WorkHours } from '@dastarkhan/domain/contracts/branch';
import type { City, Merchant } from '@dastarkhan/domain/contracts/merchant';
import { SERVICE_TYPES, WEEK_DAYS } from '@dastarkhan/domain/enums';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { notFound } from '../../errors.ts';
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
}

export function createMerchantsService(db: Database): MerchantsService {
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
    async getBySub(sub) {
      const row = await repo.findMerchantBySub(db, sub.trim().toLowerCase());
      if (!row) throw notFound('MERCHANT_NOT_FOUND', { sub });
      return toMerchant(row);
    },
    async findById(id) {
      const row = await repo.findMerchantById(db, id);
      return row ? toMerchant(row) : null;
    },
    async findManyByIds(ids) {
      return (await repo.findMerchantsByIds(db, ids)).map(toMerchant);
    },
    async listCities(merchantId) {
      return (await repo.listCities(db, merchantId)).map(toCity);
    },
    async listBranches(merchantId, filter) {
      return withWorkHours(merchantId, await repo.listActiveBranches(db, merchantId, filter?.cityId));
    },
    async getBranch(merchantId, branchId) {
      const row = await repo.findBranch(db, merchantId, branchId);
      if (!row) throw notFound('BRANCH_NOT_FOUND', { branchId });
      const [branch] = await withWorkHours(merchantId, [row]);
      if (!branch) throw notFound('BRANCH_NOT_FOUND', { branchId });
      return branch;
    },
    async activeBranchIds(merchantId) {
      return new Set(await repo.listActiveBranchIds(db, merchantId));
    },
  };
}
