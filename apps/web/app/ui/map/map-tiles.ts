// Raster tile source of the maps: from the deployment config (MAP_TILE_URL, MAP_TILE_ATTRIBUTION),
// handed to the page by its loader so a self-hosted tile server needs no rebuild.
import type { AppLoadContext } from 'react-router';

export interface MapTiles {
  tileUrl: string;
  tileAttribution: string;
}

/** Matches the API config defaults; used when the load context has no map config (unit tests). */
export const DEFAULT_MAP_TILES: MapTiles = {
  tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export function mapTiles(context: Pick<AppLoadContext, 'config'>): MapTiles {
  return context.config.map ?? DEFAULT_MAP_TILES;
}
