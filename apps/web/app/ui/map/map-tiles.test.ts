// Which tiles a storefront's maps load: the deployment's, or Yandex's where the merchant chose a Yandex map and
// gave its key; and that only a Yandex-shaped key can be saved into a tile URL.
import { describe, expect, it } from 'vitest';
import { WebSettingsUpdateRequestSchema } from '@dastarkhan/domain/contracts/console-brand';
import { DEFAULT_MAP_TILES, mapTiles } from './map-tiles.ts';

const KEY = '0f3c2a7e-5b1d-4c8e-9a6f-2d4b8c1e7a90';
const context = { config: { map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileAttribution: 'Example' } } } as Parameters<typeof mapTiles>[0];

describe('mapTiles', () => {
  it("uses the deployment's tiles for OSM, for the console and for a Yandex map without a key", () => {
    expect(mapTiles(context)).toEqual(context.config.map);
    expect(mapTiles(context, { settings: { mapType: 'LEAFLET', yandexMapsApiKey: KEY }, language: 'uz' })).toEqual(context.config.map);
    expect(mapTiles(context, { settings: { mapType: 'YANDEX', yandexMapsApiKey: '' }, language: 'uz' })).toEqual(context.config.map);
    expect(mapTiles({ config: {} } as Parameters<typeof mapTiles>[0])).toEqual(DEFAULT_MAP_TILES);
  });

  it("uses Yandex's Tiles API with the merchant's key, labelled in the page's language", () => {
    const tiles = mapTiles(context, { settings: { mapType: 'YANDEX', yandexMapsApiKey: KEY }, language: 'ru' });
    const url = new URL(tiles.tileUrl.replace('{x}', '1').replace('{y}', '2').replace('{z}', '3'));
    expect(url.origin).toBe('https://tiles.api-maps.yandex.ru');
    expect(Object.fromEntries(url.searchParams)).toEqual({ x: '1', y: '2', z: '3', l: 'map', lang: 'ru_RU', apikey: KEY });
    expect(tiles.tileAttribution).toContain('Yandex');
    expect(mapTiles(context, { settings: { mapType: 'LAMENU_YANDEX', yandexMapsApiKey: KEY }, language: 'uz' }).tileUrl).toContain('lang=uz_UZ');
  });

  it('saves only an empty key or one shaped like a Yandex key', () => {
    expect(WebSettingsUpdateRequestSchema.safeParse({ yandexMapsApiKey: KEY }).success).toBe(true);
    expect(WebSettingsUpdateRequestSchema.safeParse({ yandexMapsApiKey: '' }).success).toBe(true);
    expect(WebSettingsUpdateRequestSchema.safeParse({ yandexMapsApiKey: 'x&l=sat' }).success).toBe(false);
  });
});
