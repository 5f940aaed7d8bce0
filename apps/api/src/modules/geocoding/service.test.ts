import { describe, expect, it } from 'vitest';
import type { City, Merchant } from '@dastarkhan/domain/contracts/merchant';
import { isAppError } from '../../errors.ts';
import { GeocoderError, type Geocoder, type SearchRequest } from '../../integrations/geocoder/nominatim.ts';
import { createRateLimits } from '../../plugins/rate-limit.ts';
import { biasCentre, createGeocodingService, normaliseQuery } from './service.ts';

const merchant = { id: '00000000-0000-4000-8000-000000000001', mainCityId: null, latitude: 39.65, longitude: 66.96 } as Merchant;
const city = (id: string, latitude: number, longitude: number, isMain = false) => ({ id, latitude, longitude, isMain }) as City;
const context = { merchant, ip: '198.51.100.1', language: 'uz' as const };

function serviceWith(geocoder: Partial<Geocoder>, cities: City[] = []) {
  return createGeocodingService({
    geocoder: { reverse: () => Promise.reject(new Error('unused')), search: () => Promise.resolve([]), ...geocoder },
    listCities: () => Promise.resolve(cities),
    limits: createRateLimits(),
    cacheTtlSeconds: 60,
    countryCodes: 'uz',
    clientRequestsPerMinute: 0,
  });
}

describe('geocoding service', () => {
  it('answers 503 NOMINATIM_ERROR when every upstream slot is taken, 502 when Nominatim fails', async () => {
    const busy = serviceWith({ reverse: () => Promise.reject(new GeocoderError('busy', 'no slot')) });
    const failing = serviceWith({ reverse: () => Promise.reject(new GeocoderError('status', 'HTTP 500', 500)) });
    for (const [service, status] of [
      [busy, 503],
      [failing, 502],
    ] as const) {
      const error = await service.reverse(context, { lat: 41.3, lon: 69.2, format: 'json' }).catch((caught: unknown) => caught);
      expect(isAppError(error) && { code: error.code, status: error.httpStatus }).toEqual({ code: 'NOMINATIM_ERROR', status });
    }
  });

  it("biases search to the main city, else the merchant's own point, else nothing", async () => {
    const asked: SearchRequest[] = [];
    const search = (request: SearchRequest) => {
      asked.push(request);
      return Promise.resolve([]);
    };
    await serviceWith({ search }, [city('a', 41.3, 69.24, true)]).search(context, { q: 'x', format: 'json' });
    await serviceWith({ search }).search(context, { q: 'x', format: 'json' });
    await serviceWith({ search }).search({ ...context, merchant: { ...merchant, latitude: null, longitude: null } }, { q: 'x', format: 'json' });
    const centres = asked.map((request) => request.viewbox && { lat: (request.viewbox.south + request.viewbox.north) / 2, lon: (request.viewbox.west + request.viewbox.east) / 2 });
    expect(centres[0]?.lat).toBeCloseTo(41.3, 3);
    expect(centres[0]?.lon).toBeCloseTo(69.24, 3);
    expect(centres[1]?.lat).toBeCloseTo(39.65, 3);
    expect(centres[2]).toBeNull();
  });

  it('prefers the configured main city over other cities', () => {
    const cities = [city('b', 39.65, 66.96), city('a', 41.3, 69.24)];
    expect(biasCentre({ ...merchant, mainCityId: 'a' }, cities)).toEqual({ lat: 41.3, lon: 69.24 });
  });

  it('normalises queries for the cache', () => {
    expect(normaliseQuery('  Amir\tTemur   ko‘chasi ')).toBe('amir temur ko‘chasi');
    expect(normaliseQuery('ＡＢＣ')).toBe('abc');
  });
});
