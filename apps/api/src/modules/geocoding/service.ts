// Address lookups for the picker through Nominatim: cached, deduplicated, biased to the merchant's city, limited per client.
import { LRUCache } from 'lru-cache';
import type { ReverseGeocodingResult, SearchGeocodingResult, GeocodingFormat } from '@dastarkhan/domain/contracts/geocoding';
import type { City, Merchant } from '@dastarkhan/domain/contracts/merchant';
import type { Language } from '@dastarkhan/domain/i18n';
import { appError, tooManyRequests } from '../../errors.ts';
import { GeocoderError, type Geocoder, type ViewBox } from '../../integrations/geocoder/nominatim.ts';
import type { LimitRule, RateLimits } from '../../plugins/rate-limit.ts';

export interface GeocodingContext {
  merchant: Merchant;
  /** Client address, for the per-client limit. */
  ip: string;
  language: Language;
}

export interface GeocodingService {
  reverse(context: GeocodingContext, query: { lat: number; lon: number; format: GeocodingFormat }): Promise<ReverseGeocodingResult>;
  search(context: GeocodingContext, query: { q: string; format: GeocodingFormat }): Promise<SearchGeocodingResult>;
  close(): void;
}

export interface GeocodingServiceDeps {
  geocoder: Geocoder;
  listCities: (merchantId: string) => Promise<City[]>;
  limits: RateLimits;
  cacheTtlSeconds: number;
  countryCodes: string;
  /** Upstream calls per client address per minute; 0: no limit. */
  clientRequestsPerMinute: number;
  log?: { warn(object: object, message: string): void };
}

/** Nominatim's `accept-language` for each interface language (BCP-47 primary tags). */
const NOMINATIM_LANGUAGE: Record<Language, string> = { uz: 'uz', ru: 'ru', eng: 'en', kz: 'kk', tr: 'tr', zh: 'zh', ar: 'ar' };

// About 30 km each way around the city centre: the whole of Tashkent with its suburbs.
const VIEWBOX_HALF_LAT = 0.27;
const VIEWBOX_HALF_LON = 0.35;

// 5 decimals is about 1 m: the same map centre asked twice (or by two customers) is one upstream call.
const COORDINATE_DECIMALS = 5;

const MAX_CACHED_ANSWERS = 10_000;

type Answer = ReverseGeocodingResult | SearchGeocodingResult;

/** Case, spacing and Unicode forms do not change what Nominatim finds: one cache entry for all of them. */
export function normaliseQuery(q: string): string {
  return q.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The main city's centre, else the merchant's own point, else its first city; null when it has none. */
export function biasCentre(merchant: Merchant, cities: readonly City[]): { lat: number; lon: number } | null {
  const main = cities.find((city) => city.id === merchant.mainCityId) ?? cities.find((city) => city.isMain);
  if (main) return { lat: main.latitude, lon: main.longitude };
  if (merchant.latitude !== null && merchant.longitude !== null) return { lat: merchant.latitude, lon: merchant.longitude };
  const first = cities[0];
  return first ? { lat: first.latitude, lon: first.longitude } : null;
}

function viewboxAround(centre: { lat: number; lon: number }): ViewBox {
  return {
    west: round(centre.lon - VIEWBOX_HALF_LON, 4),
    south: round(centre.lat - VIEWBOX_HALF_LAT, 4),
    east: round(centre.lon + VIEWBOX_HALF_LON, 4),
    north: round(centre.lat + VIEWBOX_HALF_LAT, 4),
  };
}

export function createGeocodingService(deps: GeocodingServiceDeps): GeocodingService {
  const { geocoder, limits } = deps;
  // lru-cache reads ttl 0 as "forever": no TTL means no cache here.
  const cache = deps.cacheTtlSeconds > 0 ? new LRUCache<string, Answer>({ max: MAX_CACHED_ANSWERS, ttl: deps.cacheTtlSeconds * 1000 }) : null;
  const inFlight = new Map<string, Promise<Answer>>();
  const clientRule: LimitRule = { name: 'geocoding-ip', points: deps.clientRequestsPerMinute, durationSeconds: 60 };

  async function lookup<T extends Answer>(key: string, context: GeocodingContext, ask: () => Promise<T>): Promise<T> {
    const cached = cache?.get(key);
    if (cached !== undefined) return cached as T;
    // A second customer asking the same thing while the first call runs shares its answer and its slot.
    const running = inFlight.get(key);
    if (running) return (await running) as T;

    // Only calls that reach Nominatim count: they share one slot per second among all customers.
    const charge = [{ rule: clientRule, key: context.ip }];
    const taken = await limits.take(charge);
    if (!taken.ok) throw tooManyRequests('GEOCODING_TOO_MANY_REQUESTS', taken.retryAfterSeconds);
    // Someone else started (or finished) the same call while the limit was checked: join it for free.
    const meanwhile = cache?.get(key) ?? inFlight.get(key);
    if (meanwhile !== undefined) {
      await limits.giveBack(charge);
      return (await meanwhile) as T;
    }

    const call = ask().then(
      (answer) => {
        cache?.set(key, answer);
        return answer;
      },
      (error: unknown) => {
        throw toAppError(error, deps.log);
      },
    );
    inFlight.set(key, call);
    try {
      return await call;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    reverse(context, query) {
      const lat = round(query.lat, COORDINATE_DECIMALS);
      const lon = round(query.lon, COORDINATE_DECIMALS);
      const language = NOMINATIM_LANGUAGE[context.language];
      const key = `reverse|${query.format}|${language}|${lat}|${lon}`;
      return lookup(key, context, () => geocoder.reverse({ lat, lon, format: query.format, language }));
    },

    async search(context, query) {
      const q = normaliseQuery(query.q);
      const language = NOMINATIM_LANGUAGE[context.language];
      const centre = biasCentre(context.merchant, await deps.listCities(context.merchant.id));
      const viewbox = centre ? viewboxAround(centre) : null;
      const area = viewbox ? `${viewbox.west},${viewbox.south},${viewbox.east},${viewbox.north}` : '-';
      const key = `search|${query.format}|${language}|${deps.countryCodes}|${area}|${q}`;
      return lookup(key, context, () => geocoder.search({ q, format: query.format, language, countryCodes: deps.countryCodes, viewbox }));
    },

    close() {
      cache?.clear();
    },
  };
}

function toAppError(error: unknown, log: GeocodingServiceDeps['log']): unknown {
  if (!(error instanceof GeocoderError)) return error;
  log?.warn({ reason: error.reason, status: error.status, message: error.message }, 'geocoding failed');
  // Saturated: our own limit, not Nominatim's fault; the storefront shows the same "retry later" message.
  return appError('NOMINATIM_ERROR', error.reason === 'busy' ? 503 : 502);
}
