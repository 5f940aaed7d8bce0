// Nominatim adapter (reverse and search, format json/jsonv2): identifying User-Agent, one upstream slot per call, a deadline.
import type { z } from 'zod';
import {
  ReverseGeocodingResultSchema,
  SearchGeocodingResultSchema,
  type GeocodingFormat,
  type ReverseGeocodingResult,
  type SearchGeocodingResult,
} from '@dastarkhan/domain/contracts/geocoding';
import { SlotBusyError, type UpstreamSlot } from './upstream-slot.ts';

export type GeocoderFailure = 'busy' | 'timeout' | 'unreachable' | 'status' | 'malformed';

/** Nominatim could not be asked or did not answer usefully; the message names no customer data. */
export class GeocoderError extends Error {
  constructor(
    readonly reason: GeocoderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GeocoderError';
  }
}

/** West, south, east and north edges in degrees. */
export interface ViewBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface ReverseRequest {
  lat: number;
  lon: number;
  format: GeocodingFormat;
  /** Nominatim `accept-language`, e.g. "uz" or "en". */
  language: string;
}

export interface SearchRequest {
  q: string;
  format: GeocodingFormat;
  language: string;
  /** Comma-separated ISO 3166-1 alpha-2 codes, e.g. "uz". */
  countryCodes: string;
  /** Preferred area: results inside rank first, results outside still come (bounded=0). */
  viewbox: ViewBox | null;
}

export interface Geocoder {
  reverse(request: ReverseRequest): Promise<ReverseGeocodingResult>;
  search(request: SearchRequest): Promise<SearchGeocodingResult>;
}

export interface NominatimOptions {
  /** e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** The usage policy asks for one that identifies the application. */
  userAgent: string;
  timeoutMs: number;
  /** Taken before every call: the global request rate. */
  slot: UpstreamSlot;
}

export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<S extends z.ZodType>(path: string, params: Record<string, string>, schema: S): Promise<z.output<S>> {
    try {
      await options.slot.take();
    } catch (error) {
      if (error instanceof SlotBusyError) throw new GeocoderError('busy', error.message);
      throw error;
    }
    const url = `${base}${path}?${new URLSearchParams(params).toString()}`;
    const signal = AbortSignal.timeout(options.timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, { headers: { 'user-agent': options.userAgent, accept: 'application/json' }, signal });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw new GeocoderError('timeout', `Nominatim ${path}: no answer within ${options.timeoutMs} ms`);
      const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
      const reason = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : String(error);
      throw new GeocoderError('unreachable', `Nominatim ${path}: unreachable (${reason})`);
    }
    if (status < 200 || status >= 300) {
      throw new GeocoderError('status', `Nominatim ${path}: HTTP ${status}: ${text.replace(/\s+/g, ' ').slice(0, 200)}`, status);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GeocoderError('malformed', `Nominatim ${path}: the answer is not JSON`, status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GeocoderError('malformed', `Nominatim ${path}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`, status);
    return parsed.data;
  }

  return {
    reverse(request) {
      return call(
        '/reverse',
        {
          format: request.format,
          lat: String(request.lat),
          lon: String(request.lon),
          addressdetails: '1',
          'accept-language': request.language,
        },
        ReverseGeocodingResultSchema,
      );
    },
    search(request) {
      const params: Record<string, string> = {
        format: request.format,
        q: request.q,
        addressdetails: '1',
        limit: '10',
        'accept-language': request.language,
      };
      if (request.countryCodes) params.countrycodes = request.countryCodes;
      if (request.viewbox) {
        const { west, south, east, north } = request.viewbox;
        // Nominatim's order: <x1>,<y1>,<x2>,<y2> = lon,lat of two opposite corners.
        params.viewbox = `${west},${north},${east},${south}`;
        params.bounded = '0';
      }
      return call('/search', params, SearchGeocodingResultSchema);
    },
  };
}
