// Rules of the console's brand places: cities (one main), branches and their weekly hours, halls and tables
// (numbers unique per branch, QR codes), delivery regions and priced zones, branch tariffs. Every write is one
// transaction with its audit entry; what the storefront caches is invalidated once it is committed.
import QRCode from 'qrcode';
import type { Executor } from '@dastarkhan/db/client';
import type { WorkHours } from '@dastarkhan/domain/contracts/branch';
import type {
  BranchCreateSchema,
  BranchDetail,
  BranchesPage,
  BranchHoursUpdateSchema,
  BranchUpdate,
  CityUpdate,
  CityWriteSchema,
  HallUpdateSchema,
  HallWriteSchema,
  PlacesBranch,
  PlacesCity,
  PlacesDelivery,
  PlacesHall,
  PlacesRegion,
  PlacesTable,
  PlacesTariff,
  PlacesZone,
  PriceQuoteQuerySchema,
  RegionUpdateSchema,
  RegionWriteSchema,
  TableUpdateSchema,
  TableWriteSchema,
  TariffUpdateSchema,
  TariffWriteSchema,
  ZoneUpdate,
  ZoneWriteSchema,
} from '@dastarkhan/domain/contracts/console-places';
import type { DeliveryTariff } from '@dastarkhan/domain/contracts/delivery';
import { WEEK_DAYS, type ServiceType } from '@dastarkhan/domain/enums';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { DEFAULT_TIME_ZONE, todayHours } from '@dastarkhan/domain/work-hours';
import type { z } from 'zod';
import { conflict, notFound } from '../../errors.ts';
import { groupWorkHours } from '../merchants/service.ts';
import type { StaffActor } from './actor.ts';
import { recordAudit } from './audit.ts';
import * as repo from './brand-places-repo.ts';
import type { ConsoleDeps } from './deps.ts';

type Out<S extends z.ZodType> = z.output<S>;

/** What the storefront caches of a change: the merchant's record and cities, or its branches as well. */
type Changed = 'cities' | 'branches' | 'delivery' | 'tables';

const OPEN_NOW_TYPES: readonly ServiceType[] = ['DELIVERY', 'PICK_UP', 'DINE_IN'];

function toCity(row: repo.CityRow): PlacesCity {
  return { id: row.id, name: row.name, latitude: row.latitude, longitude: row.longitude, isMain: row.isMain, isActive: row.isActive, priority: row.priority };
}

function toTable(row: repo.TableRow): PlacesTable {
  return { id: row.id, hallId: row.hallId, branchId: row.branchId, number: row.number, name: row.name, isActive: row.isActive };
}

function toRegion(row: repo.RegionRow): PlacesRegion {
  return { id: row.id, cityId: row.cityId, name: row.name, polygon: row.polygon, isActive: row.isActive };
}

function toZone(row: repo.ZoneRow): PlacesZone {
  return {
    id: row.id,
    cityId: row.cityId,
    branchId: row.branchId,
    name: row.name,
    polygon: row.polygon,
    color: row.color,
    price: tiyinToSom(row.price),
    priority: row.priority,
    isActive: row.isActive,
  };
}

function toTariff(row: repo.TariffRow): PlacesTariff {
  return {
    id: row.id,
    branchId: row.branchId,
    name: row.name,
    basePrice: tiyinToSom(row.basePrice),
    baseDistanceM: row.baseDistanceM,
    pricePerKm: tiyinToSom(row.pricePerKm),
    freeDeliveryThreshold: row.freeDeliveryThreshold === null ? null : tiyinToSom(row.freeDeliveryThreshold),
    isActive: row.isActive,
  };
}

/** Which of the branch's services are open at `at` on the merchant's clock. */
function openServices(workHours: readonly WorkHours[], row: repo.BranchRow, timeZone: string, at: Date): ServiceType[] {
  const enabled: Record<string, boolean> = { DELIVERY: row.deliveryEnabled, PICK_UP: row.pickupEnabled, DINE_IN: row.dineinEnabled };
  return OPEN_NOW_TYPES.filter((type) => row.isActive && enabled[type] && todayHours({ workHours }, type, timeZone, at).openNow);
}

function toBranch(row: repo.BranchRow, hours: readonly repo.WorkHoursRow[], tableCount: number, timeZone: string, at: Date): PlacesBranch {
  const workHours = groupWorkHours(hours);
  return {
    id: row.id,
    cityId: row.cityId,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    isActive: row.isActive,
    isMain: row.isMain,
    deliveryEnabled: row.deliveryEnabled,
    pickupEnabled: row.pickupEnabled,
    dineinEnabled: row.dineinEnabled,
    deliveryPrice: tiyinToSom(row.deliveryPrice),
    distance: row.distance,
    workHours,
    openNow: openServices(workHours, row, timeZone, at),
    tableCount,
  };
}

/** The table's QR link: the storefront seats whoever opens `/?table=<id>` at that table (features/dine-in). */
export function tableLink(origin: string, tableId: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('table', tableId);
  return url.toString();
}

export interface BrandPlacesService {
  listCities(actor: StaffActor): Promise<PlacesCity[]>;
  createCity(actor: StaffActor, body: Out<typeof CityWriteSchema>): Promise<PlacesCity>;
  updateCity(actor: StaffActor, id: string, body: CityUpdate): Promise<PlacesCity>;

  listBranches(actor: StaffActor): Promise<BranchesPage>;
  branchDetail(actor: StaffActor, id: string): Promise<BranchDetail>;
  createBranch(actor: StaffActor, body: Out<typeof BranchCreateSchema>): Promise<PlacesBranch>;
  updateBranch(actor: StaffActor, id: string, body: BranchUpdate): Promise<PlacesBranch>;
  setHours(actor: StaffActor, id: string, body: Out<typeof BranchHoursUpdateSchema>): Promise<PlacesBranch>;

  listHalls(actor: StaffActor, branchId: string): Promise<PlacesHall[]>;
  createHall(actor: StaffActor, branchId: string, body: Out<typeof HallWriteSchema>): Promise<PlacesHall>;
  updateHall(actor: StaffActor, id: string, body: Out<typeof HallUpdateSchema>): Promise<PlacesHall>;
  deleteHall(actor: StaffActor, id: string): Promise<void>;
  createTable(actor: StaffActor, hallId: string, body: Out<typeof TableWriteSchema>): Promise<PlacesTable>;
  updateTable(actor: StaffActor, id: string, body: Out<typeof TableUpdateSchema>): Promise<PlacesTable>;
  deleteTable(actor: StaffActor, id: string): Promise<void>;
  tableQrSvg(actor: StaffActor, id: string, requestOrigin: string): Promise<{ svg: string; link: string }>;

  delivery(actor: StaffActor): Promise<PlacesDelivery>;
  createZone(actor: StaffActor, body: Out<typeof ZoneWriteSchema>): Promise<PlacesZone>;
  updateZone(actor: StaffActor, id: string, body: ZoneUpdate): Promise<PlacesZone>;
  deleteZone(actor: StaffActor, id: string): Promise<void>;
  createRegion(actor: StaffActor, body: Out<typeof RegionWriteSchema>): Promise<PlacesRegion>;
  updateRegion(actor: StaffActor, id: string, body: Out<typeof RegionUpdateSchema>): Promise<PlacesRegion>;
  deleteRegion(actor: StaffActor, id: string): Promise<void>;
  listTariffs(actor: StaffActor, branchId?: string): Promise<PlacesTariff[]>;
  createTariff(actor: StaffActor, body: Out<typeof TariffWriteSchema>): Promise<PlacesTariff>;
  updateTariff(actor: StaffActor, id: string, body: Out<typeof TariffUpdateSchema>): Promise<PlacesTariff>;
  deleteTariff(actor: StaffActor, id: string): Promise<void>;
  /** What the storefront's checkout would charge for a delivery to the point (the same service computes it). */
  quote(actor: StaffActor, query: Out<typeof PriceQuoteQuerySchema>): Promise<DeliveryTariff>;
}

const defined = <T extends object>(value: T): Partial<T> => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export function createBrandPlacesService(deps: ConsoleDeps): BrandPlacesService {
  const { db, services } = deps;

  async function merchantOf(actor: StaffActor) {
    const merchant = await services.merchants.findById(actor.merchantId);
    if (!merchant) throw notFound('MERCHANT_NOT_FOUND', { merchantId: actor.merchantId });
    return merchant;
  }

  /** Tells every instance what changed, after the commit (a cache refilled before it would keep the old rows). */
  async function changed(merchantId: string, what: Changed): Promise<void> {
    switch (what) {
      case 'cities':
        await services.merchants.invalidateMerchant(merchantId);
        return;
      case 'branches':
        // The merchant's cached record (main city) and the catalogue's set of active branches, which decides
        // what each branch sells.
        await services.merchants.invalidateMerchant(merchantId);
        await services.catalogue.invalidateCatalogue(merchantId);
        return;
      case 'delivery':
      case 'tables':
        // The delivery service and the table lookup read their rows on every request: nothing is cached to drop.
        return;
    }
  }

  async function cityOrThrow(ex: Executor, merchantId: string, id: string) {
    const row = await repo.findCity(ex, merchantId, id);
    if (!row) throw notFound('CITY_NOT_FOUND', { cityId: id });
    return row;
  }

  async function branchOrThrow(ex: Executor, merchantId: string, id: string) {
    const row = await repo.findBranch(ex, merchantId, id);
    if (!row) throw notFound('BRANCH_NOT_FOUND', { branchId: id });
    return row;
  }

  async function hallOrThrow(ex: Executor, merchantId: string, id: string) {
    const row = await repo.findHall(ex, merchantId, id);
    if (!row) throw notFound('HALL_NOT_FOUND', { hallId: id });
    return row;
  }

  async function tableOrThrow(ex: Executor, merchantId: string, id: string) {
    const row = await repo.findTable(ex, merchantId, id);
    if (!row) throw notFound('TABLE_NOT_FOUND', { tableId: id });
    return row;
  }

  async function branchView(ex: Executor, actor: StaffActor, row: repo.BranchRow): Promise<PlacesBranch> {
    const [hours, counts, merchant] = await Promise.all([repo.listWorkHours(ex, actor.merchantId, [row.id]), repo.countTablesByBranch(ex, actor.merchantId), merchantOf(actor)]);
    return toBranch(row, hours, counts.get(row.id) ?? 0, merchant.timezone || DEFAULT_TIME_ZONE, new Date());
  }

  async function hallsOf(ex: Executor, merchantId: string, branchId: string): Promise<PlacesHall[]> {
    const [hallRows, tableRows] = await Promise.all([repo.listHalls(ex, merchantId, branchId), repo.listTables(ex, merchantId, branchId)]);
    return hallRows.map((hall) => ({
      id: hall.id,
      branchId: hall.branchId,
      name: hall.name,
      isActive: hall.isActive,
      tables: tableRows.filter((table) => table.hallId === hall.id).map(toTable),
    }));
  }

  /** A table number is unique per branch: answered as a clear 409 rather than the constraint's 500. */
  async function checkTableNumber(ex: Executor, merchantId: string, branchId: string, number: number, exceptId?: string): Promise<void> {
    const existing = await repo.findTableByNumber(ex, merchantId, branchId, number);
    if (existing && existing.id !== exceptId) throw conflict('TABLE_NUMBER_TAKEN', { field: 'number', number, tableId: existing.id });
  }

  function onTableConstraint(error: unknown, number: number | undefined): never {
    if (repo.pgCode(error) === '23505') throw conflict('TABLE_NUMBER_TAKEN', { field: 'number', number });
    throw error;
  }

  /** A zone's branch must be one of the merchant's branches, in the zone's city. */
  async function checkZoneRefs(ex: Executor, merchantId: string, cityId: string, branchId: string | null): Promise<void> {
    await cityOrThrow(ex, merchantId, cityId);
    if (branchId === null) return;
    const branch = await branchOrThrow(ex, merchantId, branchId);
    if (branch.cityId !== cityId) throw conflict('ZONE_BRANCH_OTHER_CITY', { field: 'branchId', branchId, cityId });
  }

  return {
    // --- cities -----------------------------------------------------------------------------------
    async listCities(actor) {
      return (await repo.listCities(db, actor.merchantId)).map(toCity);
    },

    async createCity(actor, body) {
      const row = await db.transaction(async (tx) => {
        if (body.isMain) await repo.clearMainCity(tx, actor.merchantId);
        const created = await repo.insertCity(tx, { merchantId: actor.merchantId, ...body });
        if (created.isMain) await repo.setMerchantMainCity(tx, actor.merchantId, created.id);
        await recordAudit(tx, actor, { action: 'city.create', entity: 'city', entityId: created.id, before: null, after: toCity(created) });
        return created;
      });
      await changed(actor.merchantId, 'cities');
      return toCity(row);
    },

    async updateCity(actor, id, body) {
      const row = await db.transaction(async (tx) => {
        const before = await cityOrThrow(tx, actor.merchantId, id);
        if (body.isMain) await repo.clearMainCity(tx, actor.merchantId, id);
        const after = await repo.updateCity(tx, actor.merchantId, id, defined(body));
        if (!after) throw notFound('CITY_NOT_FOUND', { cityId: id });
        if (body.isMain) await repo.setMerchantMainCity(tx, actor.merchantId, id);
        await recordAudit(tx, actor, { action: 'city.update', entity: 'city', entityId: id, before: toCity(before), after: toCity(after) });
        return after;
      });
      await changed(actor.merchantId, 'cities');
      return toCity(row);
    },

    // --- branches ---------------------------------------------------------------------------------
    async listBranches(actor) {
      const [rows, cityRows, counts, merchant] = await Promise.all([
        repo.listBranches(db, actor.merchantId),
        repo.listCities(db, actor.merchantId),
        repo.countTablesByBranch(db, actor.merchantId),
        merchantOf(actor),
      ]);
      const hours = await repo.listWorkHours(
        db,
        actor.merchantId,
        rows.map((row) => row.id),
      );
      const at = new Date();
      const timeZone = merchant.timezone || DEFAULT_TIME_ZONE;
      return {
        branches: rows.map((row) =>
          toBranch(
            row,
            hours.filter((hour) => hour.branchId === row.id),
            counts.get(row.id) ?? 0,
            timeZone,
            at,
          ),
        ),
        cities: cityRows.map(toCity),
      };
    },

    async branchDetail(actor, id) {
      const row = await branchOrThrow(db, actor.merchantId, id);
      const [branch, halls, tariffs, cityRows] = await Promise.all([
        branchView(db, actor, row),
        hallsOf(db, actor.merchantId, id),
        repo.listTariffs(db, actor.merchantId, id),
        repo.listCities(db, actor.merchantId),
      ]);
      return { branch, halls, tariffs: tariffs.map(toTariff), cities: cityRows.map(toCity) };
    },

    async createBranch(actor, body) {
      const row = await db.transaction(async (tx) => {
        await cityOrThrow(tx, actor.merchantId, body.cityId);
        const created = await repo.insertBranch(tx, { merchantId: actor.merchantId, ...body, deliveryPrice: somToTiyin(body.deliveryPrice) });
        if (created.isMain) await repo.clearMainBranch(tx, actor.merchantId, created.id);
        await recordAudit(tx, actor, { action: 'branch.create', entity: 'branch', entityId: created.id, before: null, after: created });
        return created;
      });
      await changed(actor.merchantId, 'branches');
      return branchView(db, actor, row);
    },

    async updateBranch(actor, id, body) {
      const row = await db.transaction(async (tx) => {
        const before = await branchOrThrow(tx, actor.merchantId, id);
        if (body.cityId !== undefined) await cityOrThrow(tx, actor.merchantId, body.cityId);
        const { deliveryPrice, ...rest } = body;
        const after = await repo.updateBranch(tx, actor.merchantId, id, defined({ ...rest, deliveryPrice: deliveryPrice === undefined ? undefined : somToTiyin(deliveryPrice) }));
        if (!after) throw notFound('BRANCH_NOT_FOUND', { branchId: id });
        if (body.isMain) await repo.clearMainBranch(tx, actor.merchantId, id);
        await recordAudit(tx, actor, { action: 'branch.update', entity: 'branch', entityId: id, before, after });
        return after;
      });
      await changed(actor.merchantId, 'branches');
      return branchView(db, actor, row);
    },

    async setHours(actor, id, body) {
      const row = await db.transaction(async (tx) => {
        const branch = await branchOrThrow(tx, actor.merchantId, id);
        const types: ServiceType[] = body.hours.map((entry) => entry.type);
        const before = groupWorkHours((await repo.listWorkHours(tx, actor.merchantId, [id])).filter((hour) => types.includes(hour.serviceType)));
        const rows = body.hours.flatMap((entry) => {
          // 00:00–00:00 is how the storefront reads "around the clock" (work-hours.ts isAllDay).
          const days = entry.roundTheClock
            ? WEEK_DAYS.map((weekName) => ({ weekName, open: '00:00', close: '00:00', extraOpen: null, extraClose: null, isDayOff: false }))
            : entry.days;
          return days.map((day) => ({
            merchantId: actor.merchantId,
            branchId: id,
            serviceType: entry.type,
            weekDay: day.weekName,
            // A day off keeps no times: the storefront shows it closed whatever they say.
            open: day.isDayOff ? null : day.open,
            close: day.isDayOff ? null : day.close,
            extraOpen: day.isDayOff ? null : day.extraOpen,
            extraClose: day.isDayOff ? null : day.extraClose,
            isDayOff: day.isDayOff,
          }));
        });
        await repo.replaceWorkHours(tx, actor.merchantId, id, types, rows);
        const after = groupWorkHours(rows.map((hour, index) => ({ ...hour, id: String(index) })));
        await recordAudit(tx, actor, { action: 'branch.hours', entity: 'branch', entityId: id, before, after });
        return branch;
      });
      await changed(actor.merchantId, 'branches');
      return branchView(db, actor, row);
    },

    // --- halls and tables -------------------------------------------------------------------------
    async listHalls(actor, branchId) {
      await branchOrThrow(db, actor.merchantId, branchId);
      return hallsOf(db, actor.merchantId, branchId);
    },

    async createHall(actor, branchId, body) {
      const row = await db.transaction(async (tx) => {
        await branchOrThrow(tx, actor.merchantId, branchId);
        const created = await repo.insertHall(tx, { merchantId: actor.merchantId, branchId, ...body });
        await recordAudit(tx, actor, { action: 'hall.create', entity: 'hall', entityId: created.id, before: null, after: created });
        return created;
      });
      await changed(actor.merchantId, 'tables');
      return { id: row.id, branchId: row.branchId, name: row.name, isActive: row.isActive, tables: [] };
    },

    async updateHall(actor, id, body) {
      const row = await db.transaction(async (tx) => {
        const before = await hallOrThrow(tx, actor.merchantId, id);
        const after = (await repo.updateHall(tx, actor.merchantId, id, defined(body))) ?? before;
        await recordAudit(tx, actor, { action: 'hall.update', entity: 'hall', entityId: id, before, after });
        return after;
      });
      await changed(actor.merchantId, 'tables');
      const tables = (await repo.listTables(db, actor.merchantId, row.branchId)).filter((table) => table.hallId === id).map(toTable);
      return { id: row.id, branchId: row.branchId, name: row.name, isActive: row.isActive, tables };
    },

    async deleteHall(actor, id) {
      try {
        await db.transaction(async (tx) => {
          const before = await hallOrThrow(tx, actor.merchantId, id);
          const tables = (await repo.listTables(tx, actor.merchantId, before.branchId)).filter((table) => table.hallId === id).map(toTable);
          await repo.deleteHall(tx, actor.merchantId, id);
          await recordAudit(tx, actor, { action: 'hall.delete', entity: 'hall', entityId: id, before: { ...before, tables }, after: null });
        });
      } catch (error) {
        // Orders keep pointing at the hall and its tables: history is not rewritten.
        if (repo.pgCode(error) === '23503') throw conflict('HALL_IN_USE', { hallId: id });
        throw error;
      }
      await changed(actor.merchantId, 'tables');
    },

    async createTable(actor, hallId, body) {
      const row = await db
        .transaction(async (tx) => {
          const hall = await hallOrThrow(tx, actor.merchantId, hallId);
          await checkTableNumber(tx, actor.merchantId, hall.branchId, body.number);
          const created = await repo.insertTable(tx, { merchantId: actor.merchantId, hallId, branchId: hall.branchId, ...body });
          await recordAudit(tx, actor, { action: 'table.create', entity: 'table', entityId: created.id, before: null, after: toTable(created) });
          return created;
        })
        .catch((error: unknown) => onTableConstraint(error, body.number));
      await changed(actor.merchantId, 'tables');
      return toTable(row);
    },

    async updateTable(actor, id, body) {
      const row = await db
        .transaction(async (tx) => {
          const before = await tableOrThrow(tx, actor.merchantId, id);
          if (body.hallId !== undefined && body.hallId !== before.hallId) {
            const hall = await hallOrThrow(tx, actor.merchantId, body.hallId);
            if (hall.branchId !== before.branchId) throw conflict('HALL_OTHER_BRANCH', { field: 'hallId', hallId: body.hallId });
          }
          if (body.number !== undefined) await checkTableNumber(tx, actor.merchantId, before.branchId, body.number, id);
          const after = (await repo.updateTable(tx, actor.merchantId, id, defined(body))) ?? before;
          await recordAudit(tx, actor, { action: 'table.update', entity: 'table', entityId: id, before: toTable(before), after: toTable(after) });
          return after;
        })
        .catch((error: unknown) => onTableConstraint(error, body.number));
      await changed(actor.merchantId, 'tables');
      return toTable(row);
    },

    async deleteTable(actor, id) {
      try {
        await db.transaction(async (tx) => {
          const before = await tableOrThrow(tx, actor.merchantId, id);
          await repo.deleteTable(tx, actor.merchantId, id);
          await recordAudit(tx, actor, { action: 'table.delete', entity: 'table', entityId: id, before: toTable(before), after: null });
        });
      } catch (error) {
        if (repo.pgCode(error) === '23503') throw conflict('TABLE_IN_USE', { tableId: id });
        throw error;
      }
      await changed(actor.merchantId, 'tables');
    },

    async tableQrSvg(actor, id, requestOrigin) {
      const [table, merchant] = await Promise.all([tableOrThrow(db, actor.merchantId, id), merchantOf(actor)]);
      // The merchant's own domain when it has one (printed codes outlive the host the owner signed in on),
      // else the host the console runs on, which is the merchant's storefront host.
      let origin = requestOrigin;
      if (merchant.domainUrl) {
        try {
          origin = new URL(/^https?:\/\//i.test(merchant.domainUrl) ? merchant.domainUrl : `https://${merchant.domainUrl}`).origin;
        } catch {
          origin = requestOrigin;
        }
      }
      const link = tableLink(origin, table.id);
      const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { svg, link };
    },

    // --- delivery ---------------------------------------------------------------------------------
    async delivery(actor) {
      const [zones, regions, tariffs, cityRows, branchRows] = await Promise.all([
        repo.listZones(db, actor.merchantId),
        repo.listRegions(db, actor.merchantId),
        repo.listTariffs(db, actor.merchantId),
        repo.listCities(db, actor.merchantId),
        repo.listBranches(db, actor.merchantId),
      ]);
      return {
        zones: zones.map(toZone),
        regions: regions.map(toRegion),
        tariffs: tariffs.map(toTariff),
        cities: cityRows.map(toCity),
        branches: branchRows.map((row) => ({
          id: row.id,
          name: row.name,
          cityId: row.cityId,
          latitude: row.latitude,
          longitude: row.longitude,
          deliveryEnabled: row.deliveryEnabled,
          isActive: row.isActive,
        })),
      };
    },

    async createZone(actor, body) {
      const row = await db.transaction(async (tx) => {
        await checkZoneRefs(tx, actor.merchantId, body.cityId, body.branchId);
        const created = await repo.insertZone(tx, { merchantId: actor.merchantId, ...body, price: somToTiyin(body.price) });
        await recordAudit(tx, actor, { action: 'delivery_zone.create', entity: 'delivery_zone', entityId: created.id, before: null, after: toZone(created) });
        return created;
      });
      await changed(actor.merchantId, 'delivery');
      return toZone(row);
    },

    async updateZone(actor, id, body) {
      const row = await db.transaction(async (tx) => {
        const before = await repo.findZone(tx, actor.merchantId, id);
        if (!before) throw notFound('DELIVERY_ZONE_NOT_FOUND', { zoneId: id });
        if (body.cityId !== undefined || body.branchId !== undefined) {
          await checkZoneRefs(tx, actor.merchantId, body.cityId ?? before.cityId, body.branchId === undefined ? before.branchId : body.branchId);
        }
        const { price, ...rest } = body;
        const after = (await repo.updateZone(tx, actor.merchantId, id, defined({ ...rest, price: price === undefined ? undefined : somToTiyin(price) }))) ?? before;
        await recordAudit(tx, actor, { action: 'delivery_zone.update', entity: 'delivery_zone', entityId: id, before: toZone(before), after: toZone(after) });
        return after;
      });
      await changed(actor.merchantId, 'delivery');
      return toZone(row);
    },

    async deleteZone(actor, id) {
      await db.transaction(async (tx) => {
        const before = await repo.findZone(tx, actor.merchantId, id);
        if (!before) throw notFound('DELIVERY_ZONE_NOT_FOUND', { zoneId: id });
        await repo.deleteZone(tx, actor.merchantId, id);
        await recordAudit(tx, actor, { action: 'delivery_zone.delete', entity: 'delivery_zone', entityId: id, before: toZone(before), after: null });
      });
      await changed(actor.merchantId, 'delivery');
    },

    async createRegion(actor, body) {
      const row = await db.transaction(async (tx) => {
        if (body.cityId) await cityOrThrow(tx, actor.merchantId, body.cityId);
        const created = await repo.insertRegion(tx, { merchantId: actor.merchantId, ...body });
        await recordAudit(tx, actor, { action: 'delivery_region.create', entity: 'delivery_region', entityId: created.id, before: null, after: toRegion(created) });
        return created;
      });
      await changed(actor.merchantId, 'delivery');
      return toRegion(row);
    },

    async updateRegion(actor, id, body) {
      const row = await db.transaction(async (tx) => {
        const before = await repo.findRegion(tx, actor.merchantId, id);
        if (!before) throw notFound('DELIVERY_REGION_NOT_FOUND', { regionId: id });
        if (body.cityId) await cityOrThrow(tx, actor.merchantId, body.cityId);
        const after = (await repo.updateRegion(tx, actor.merchantId, id, defined(body))) ?? before;
        await recordAudit(tx, actor, { action: 'delivery_region.update', entity: 'delivery_region', entityId: id, before: toRegion(before), after: toRegion(after) });
        return after;
      });
      await changed(actor.merchantId, 'delivery');
      return toRegion(row);
    },

    async deleteRegion(actor, id) {
      await db.transaction(async (tx) => {
        const before = await repo.findRegion(tx, actor.merchantId, id);
        if (!before) throw notFound('DELIVERY_REGION_NOT_FOUND', { regionId: id });
        await repo.deleteRegion(tx, actor.merchantId, id);
        await recordAudit(tx, actor, { action: 'delivery_region.delete', entity: 'delivery_region', entityId: id, before: toRegion(before), after: null });
      });
      await changed(actor.merchantId, 'delivery');
    },

    async listTariffs(actor, branchId) {
      if (branchId) await branchOrThrow(db, actor.merchantId, branchId);
      return (await repo.listTariffs(db, actor.merchantId, branchId)).map(toTariff);
    },

    async createTariff(actor, body) {
      const row = await db.transaction(async (tx) => {
        await branchOrThrow(tx, actor.merchantId, body.branchId);
        const created = await repo.insertTariff(tx, {
          merchantId: actor.merchantId,
          branchId: body.branchId,
          name: body.name,
          basePrice: somToTiyin(body.basePrice),
          baseDistanceM: body.baseDistanceM,
          pricePerKm: somToTiyin(body.pricePerKm),
          freeDeliveryThreshold: body.freeDeliveryThreshold === null ? null : somToTiyin(body.freeDeliveryThreshold),
          isActive: body.isActive,
        });
        await recordAudit(tx, actor, { action: 'delivery_tariff.create', entity: 'delivery_tariff', entityId: created.id, before: null, after: toTariff(created) });
        return created;
      });
      await changed(actor.merchantId, 'delivery');
      return toTariff(row);
    },

    async updateTariff(actor, id, body) {
      const row = await db.transaction(async (tx) => {
        const before = await repo.findTariff(tx, actor.merchantId, id);
        if (!before) throw notFound('DELIVERY_TARIFF_NOT_FOUND', { tariffId: id });
        const tiyinOrNull = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? null : somToTiyin(value));
        const after =
          (await repo.updateTariff(
            tx,
            actor.merchantId,
            id,
            defined({
              name: body.name,
              basePrice: tiyinOrNull(body.basePrice) ?? undefined,
              baseDistanceM: body.baseDistanceM,
              pricePerKm: tiyinOrNull(body.pricePerKm) ?? undefined,
              freeDeliveryThreshold: tiyinOrNull(body.freeDeliveryThreshold),
              isActive: body.isActive,
            }),
          )) ?? before;
        await recordAudit(tx, actor, { action: 'delivery_tariff.update', entity: 'delivery_tariff', entityId: id, before: toTariff(before), after: toTariff(after) });
        return after;
      });
      await changed(actor.merchantId, 'delivery');
      return toTariff(row);
    },

    async deleteTariff(actor, id) {
      await db.transaction(async (tx) => {
        const before = await repo.findTariff(tx, actor.merchantId, id);
        if (!before) throw notFound('DELIVERY_TARIFF_NOT_FOUND', { tariffId: id });
        await repo.deleteTariff(tx, actor.merchantId, id);
        await recordAudit(tx, actor, { action: 'delivery_tariff.delete', entity: 'delivery_tariff', entityId: id, before: toTariff(before), after: null });
      });
      await changed(actor.merchantId, 'delivery');
    },

    async quote(actor, query) {
      const merchant = await merchantOf(actor);
      return services.delivery.calculateTariff(merchant, {
        latitude: query.lat,
        longitude: query.lon,
        productPrice: query.productPrice,
        branchId: query.branchId ?? null,
      });
    },
  };
}
