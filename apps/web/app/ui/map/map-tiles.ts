// Raster tile source of the maps: from the deployment config (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), handed to
// the page by its loader so a self-hosted tile server needs no rebuild; or Yandex's tiles where the merchant
// chose a Yandex map (mapType) and entered its Tiles API key.
import type { AppLoadContext } from 'react-router';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import type { Language } from '@dastarkhan/domain/i18n';

export interface MapTiles {
  tileUrl: string;
  tileAttribution: string;
}

/** Matches the API config defaults; used when the load context has no map config (unit tests). */
export const DEFAULT_MAP_TILES: MapTiles = {
  tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

// Labels in the page's language where Yandex draws it; Russian for Kazakh pages, English elsewhere.
const YANDEX_LANGUAGE: Record<Language, string> = { uz: 'uz_UZ', ru: 'ru_RU', eng: 'en_US', kz: 'ru_RU', tr: 'tr_TR', zh: 'en_US', ar: 'en_US' };

/**
 * Yandex's Tiles API (web_mercator by default, so Leaflet's usual projection fits): the key is a client key
 * the merchant restricts to its domains in Yandex's cabinet, as every browser map key is.
 */
export function yandexTiles(apiKey: string, language: Language): MapTiles {
  const query = `x={x}&y={y}&z={z}&l=map&lang=${YANDEX_LANGUAGE[language]}&apikey=${encodeURIComponent(apiKey)}`;
  return {
    tileUrl: `https://tiles.api-maps.yandex.ru/v1/tiles/?${query}`,
    tileAttribution: '&copy; <a href="https://yandex.ru/legal/maps_termsofuse/">Yandex</a>',
  };
}

/**
 * The tiles of a storefront's maps. `storefront` absent (the console): the deployment's. A Yandex map type
 * without a key falls back to the deployment's tiles rather than to a map that would not load.
 */
export function mapTiles(
  context: Pick<AppLoadContext, 'config'>,
  storefront?: { settings: Pick<WebSettings, 'mapType' | 'yandexMapsApiKey'>; language: Language },
): MapTiles {
  if (storefront && storefront.settings.mapType !== 'LEAFLET' && storefront.settings.yandexMapsApiKey !== '') {
    return yandexTiles(storefront.settings.yandexMapsApiKey, storefront.language);
  }
  return context.config.map ?? DEFAULT_MAP_TILES;
}
