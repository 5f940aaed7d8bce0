// Loader side of the address picker pages: map tiles, the merchant's cities and delivery regions, whether
// it refuses addresses outside them, and where to go back to (a path of this site only).
import type { AppLoadContext } from 'react-router';
import { DeliveryAreasSchema } from '@dastarkhan/domain/contracts/delivery';
import { ApiRequestError } from '../../lib/api.server.ts';
import { safeNextPath, storefrontRequest } from '../../lib/session.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Storefront } from '../../lib/storefront.ts';
import { mapTiles, type MapTiles } from '../../ui/map/map-tiles.ts';
import { loadOrderSettings } from '../basket/basket.server.ts';
import type { PickerCity, PickerRegion } from './picker-rules.ts';

export interface PickerData {
  tiles: MapTiles;
  cities: PickerCity[];
  mainCityId: string | null;
  /** null when they could not be loaded (the picker then leaves the area check to the server). */
  regions: PickerRegion[] | null;
  validateDeliveryArea: boolean;
  /** Where the back link and a saved address lead. */
  back: string;
}

/** Spec §8: a failed call in the picker flows goes on quietly; the order is checked by the API anyway. */
async function loadRegions(context: AppLoadContext, storefront: Storefront): Promise<PickerRegion[] | null> {
  try {
    const areas = DeliveryAreasSchema.safeParse(await storefrontRequest<unknown>(context, storefront, '/api/users/v1/region'));
    return areas.success ? areas.data.regions.map((region) => ({ cityId: region.cityId, polygon: region.polygon })) : null;
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}

export async function loadPicker(request: Request, context: AppLoadContext, defaultBack: string): Promise<PickerData> {
  const storefront = await requireStorefront(request, context);
  const [orderSettings, regions] = await Promise.all([loadOrderSettings(context, storefront), loadRegions(context, storefront)]);
  const { cities, merchant } = storefront;
  return {
    tiles: mapTiles(context, storefront),
    cities: cities.map((city) => ({ id: city.id, name: city.name, latitude: city.latitude, longitude: city.longitude })),
    mainCityId: merchant.mainCityId ?? cities.find((city) => city.isMain)?.id ?? null,
    regions,
    validateDeliveryArea: orderSettings.shouldValidateDeliveryArea,
    back: safeNextPath(new URL(request.url).searchParams.get('back'), defaultBack),
  };
}
