// Rules of delivery: the merchant's regions and zones, the branch that serves a point, the service-area check and
// the delivery price (zone price or the branch's distance tariff, free threshold, merchant floor).
import type { Database } from '@dastarkhan/db/client';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import type { DeliveryAreas, DeliveryTariff, DeliveryTariffRequest } from '@dastarkhan/domain/contracts/delivery';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { deliveryPrice, zoneAt, type DeliveryPriceInput } from '@dastarkhan/domain/delivery-tariff';
import { containsPoint, distanceM, type LatLng } from '@dastarkhan/domain/geo';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { notFound, unprocessable } from '../../errors.ts';
import type { MerchantsService } from '../merchants/service.ts';
import type { SettingsService } from '../settings/service.ts';
import * as repo from './repo.ts';

/** Everything that prices a delivery except the product total, which an order knows only once its lines are priced. */
export type DeliveryTerms = Omit<DeliveryPriceInput, 'productTotalTiyin'> & { branchId: string };

export interface DeliveryService {
  getAreas(merchant: Merchant): Promise<DeliveryAreas>;
  /** The active delivering branch for the point: the zone's own branch, else the nearest within its radius; 404 NO_BRANCHES. */
  closestBranch(merchant: Merchant, place: LatLng): Promise<Branch>;
  /** 422 OUT_OF_SERVICE_ZONE when the merchant validates the delivery area and the point is outside every region. */
  checkServiceArea(merchant: Merchant, place: LatLng): Promise<void>;
  /** Area check, then the zone and the branch's tariff that will price a delivery to the point. */
  termsFor(merchant: Merchant, branch: Branch, place: LatLng): Promise<DeliveryTerms>;
  calculateTariff(merchant: Merchant, request: DeliveryTariffRequest): Promise<DeliveryTariff>;
}

export interface DeliveryServiceOptions {
  db: Database;
  merchants: Pick<MerchantsService, 'listBranches' | 'getBranch'>;
  settings: Pick<SettingsService, 'getOrderSettings'>;
}

const delivers = (branch: Branch) => branch.isActive && branch.settings.deliveryEnabled;

export function createDeliveryService(options: DeliveryServiceOptions): DeliveryService {
  const { db, merchants, settings } = options;

  async function closestBranch(merchant: Merchant, place: LatLng): Promise<Branch> {
    const [branches, zones] = await Promise.all([merchants.listBranches(merchant.id), repo.listActiveZones(db, merchant.id)]);
    const candidates = branches.filter(delivers);
    const zone = zoneAt(zones, place);
    const zoneBranch = zone?.branchId ? candidates.find((branch) => branch.id === zone.branchId) : undefined;
    if (zoneBranch) return zoneBranch;
    const nearest = candidates
      .map((branch) => ({ branch, metres: distanceM(branch, place) }))
      // A branch's radius (km) is how far it agrees to deliver; no radius = anywhere.
      .filter(({ branch, metres }) => branch.distance === null || metres <= branch.distance * 1000)
      .sort((a, b) => a.metres - b.metres)[0];
    if (!nearest) throw notFound('NO_BRANCHES', { latitude: place.latitude, longitude: place.longitude });
    return nearest.branch;
  }

  async function checkServiceArea(merchant: Merchant, place: LatLng): Promise<void> {
    const orderSettings = await settings.getOrderSettings(merchant);
    if (!orderSettings.shouldValidateDeliveryArea) return;
    const regions = await repo.listActiveRegions(db, merchant.id);
    if (!regions.some((region) => containsPoint(region.polygon, place))) {
      throw unprocessable('OUT_OF_SERVICE_ZONE', { latitude: place.latitude, longitude: place.longitude });
    }
  }

  async function loadTerms(merchant: Merchant, branch: Branch, place: LatLng): Promise<DeliveryTerms> {
    const [zones, tariff, orderSettings] = await Promise.all([
      repo.listActiveZones(db, merchant.id),
      repo.findActiveTariff(db, merchant.id, branch.id),
      settings.getOrderSettings(merchant),
    ]);
    const zone = zoneAt(zones, place);
    return {
      branchId: branch.id,
      zone: zone ? { id: zone.id, priceTiyin: zone.price } : null,
      tariff: tariff
        ? {
            id: tariff.id,
            basePriceTiyin: tariff.basePrice,
            baseDistanceM: tariff.baseDistanceM,
            pricePerKmTiyin: tariff.pricePerKm,
            freeDeliveryThresholdTiyin: tariff.freeDeliveryThreshold,
          }
        : null,
      flatPriceTiyin: somToTiyin(branch.deliveryPrice),
      straightLineM: distanceM(branch, place),
      minimalDeliveryPriceTiyin: somToTiyin(orderSettings.minimalDeliveryPrice),
    };
  }

  return {
    async getAreas(merchant) {
      const [regions, zones] = await Promise.all([repo.listActiveRegions(db, merchant.id), repo.listActiveZones(db, merchant.id)]);
      return {
        regions: regions.map((row) => ({ id: row.id, merchantId: row.merchantId, cityId: row.cityId, name: row.name, polygon: row.polygon })),
        zones: zones.map((row) => ({
          id: row.id,
          merchantId: row.merchantId,
          cityId: row.cityId,
          branchId: row.branchId,
          name: row.name,
          polygon: row.polygon,
          color: row.color,
          price: tiyinToSom(row.price),
          priority: row.priority,
        })),
      };
    },
    closestBranch,
    checkServiceArea,
    async termsFor(merchant, branch, place) {
      await checkServiceArea(merchant, place);
      return loadTerms(merchant, branch, place);
    },

    async calculateTariff(merchant, request) {
      const place = { latitude: request.latitude, longitude: request.longitude };
      // The area is checked first: outside it, "no branch" would be the wrong thing to tell the customer.
      await checkServiceArea(merchant, place);
      let branch: Branch;
      if (request.branchId) {
        branch = await merchants.getBranch(merchant.id, request.branchId);
        if (!delivers(branch)) throw notFound('BRANCH_NOT_FOUND', { branchId: request.branchId });
      } else {
        branch = await closestBranch(merchant, place);
      }
      const terms = await loadTerms(merchant, branch, place);
      const priced = deliveryPrice({ ...terms, productTotalTiyin: somToTiyin(request.productPrice) });
      const threshold = terms.tariff?.freeDeliveryThresholdTiyin ?? null;
      return {
        tariffId: priced.tariffId,
        zoneId: priced.zoneId,
        branchId: branch.id,
        price: tiyinToSom(priced.priceTiyin),
        distance: priced.distanceM,
        free: priced.free,
        source: priced.source,
        freeDeliveryThreshold: threshold === null ? null : tiyinToSom(threshold),
        minimalDeliveryPrice: tiyinToSom(terms.minimalDeliveryPriceTiyin),
      };
    },
  };
}
