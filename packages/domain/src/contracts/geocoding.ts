// Geocoding answers in Nominatim's own JSON shape (format=json / jsonv2), so the address picker can read them as Nominatim.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { text } from './text.ts';

export const GEOCODING_FORMATS = ['json', 'jsonv2'] as const;
export type GeocodingFormat = (typeof GEOCODING_FORMATS)[number];

/** Nominatim's address breakdown: road, house_number, suburb, city, state, postcode, country, country_code, ... */
export const NominatimAddressSchema = z
  .record(z.string(), z.string())
  .describe('Address parts as Nominatim names them: road, house_number, neighbourhood, suburb, city_district, city, state, postcode, country, country_code, ...');

export const NominatimPlaceSchema = z
  .object({
    place_id: z.number(),
    licence: z.string().optional().describe('OpenStreetMap data licence; show it as attribution'),
    osm_type: z.string().optional(),
    osm_id: z.number().optional(),
    // Nominatim writes coordinates as decimal strings; they are passed on unchanged.
    lat: z.string().describe('Latitude, a decimal string as Nominatim writes it'),
    lon: z.string().describe('Longitude, a decimal string as Nominatim writes it'),
    class: z.string().optional().describe('format=json'),
    category: z.string().optional().describe('format=jsonv2'),
    type: z.string().optional(),
    place_rank: z.number().optional(),
    importance: z.number().optional(),
    addresstype: z.string().optional(),
    name: z.string().optional(),
    display_name: z.string(),
    address: NominatimAddressSchema.optional(),
    boundingbox: z.array(z.string()).optional().describe('[south, north, west, east] as decimal strings'),
  })
  .register(contractRegistry, { id: 'NominatimPlace' });
export type NominatimPlace = z.infer<typeof NominatimPlaceSchema>;

/** What Nominatim answers (HTTP 200) when nothing is found at a point, e.g. in the sea. */
export const NominatimNoResultSchema = z.object({ error: z.string() }).register(contractRegistry, { id: 'NominatimNoResult' });
export type NominatimNoResult = z.infer<typeof NominatimNoResultSchema>;

export const ReverseGeocodingResultSchema = z.union([NominatimPlaceSchema, NominatimNoResultSchema]);
export type ReverseGeocodingResult = z.infer<typeof ReverseGeocodingResultSchema>;

export const SearchGeocodingResultSchema = z.array(NominatimPlaceSchema);
export type SearchGeocodingResult = z.infer<typeof SearchGeocodingResultSchema>;

// A plain decimal: coercion alone would read an empty `lat=` as 0, a point in the ocean.
const coordinate = (limit: number, description: string) =>
  text()
    .regex(/^[-+]?\d+(\.\d+)?$/, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit))
    .describe(description);

export const ReverseGeocodingQuerySchema = z.object({
  format: z.enum(GEOCODING_FORMATS).default('json'),
  lat: coordinate(90, 'Latitude (WGS84), -90..90'),
  lon: coordinate(180, 'Longitude (WGS84), -180..180'),
});
export type ReverseGeocodingQuery = z.infer<typeof ReverseGeocodingQuerySchema>;

export const SearchGeocodingQuerySchema = z.object({
  format: z.enum(GEOCODING_FORMATS).default('json'),
  q: text(255).min(1).describe('Free-form address or place name'),
});
export type SearchGeocodingQuery = z.infer<typeof SearchGeocodingQuerySchema>;
