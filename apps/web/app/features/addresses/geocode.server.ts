// Server side of /address/geocode: the picker's reverse geocoding (?lat=&lon=) and place search (?q=)
// through the API's Nominatim proxy, with the merchant, the customer's language and (when signed in)
// the session's token; any failure of Nominatim or of our limit on it becomes one 502 for the page.
import { data, type AppLoadContext } from 'react-router';
import {
  ReverseGeocodingQuerySchema,
  ReverseGeocodingResultSchema,
  SearchGeocodingQuerySchema,
  SearchGeocodingResultSchema,
} from '@dastarkhan/domain/contracts/geocoding';
import { ApiRequestError, apiRequest, type ApiOptions } from '../../lib/api.server.ts';
import { authorized, readSessionToken, storefrontCall } from '../../lib/session.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { toGeocodedPlace, type GeocodedPlace, type GeocodeFailure, type ReverseGeocodeAnswer, type SearchGeocodeAnswer } from './geocoded-place.ts';

const failure = (error: GeocodeFailure['error'], status: number) => data<GeocodeFailure>({ error }, { status });

/** GETs `path` from the API; null when the answer is not in Nominatim's shape (as bad as a failure for the customer). */
async function askApi<T>(context: AppLoadContext, path: string, options: ApiOptions, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }): Promise<T | null> {
  const parsed = schema.safeParse(await apiRequest<unknown>(context, path, { ...options, method: 'GET' }));
  return parsed.success ? parsed.data : null;
}

export async function geocode(request: Request, context: AppLoadContext) {
  const storefront = await requireStorefront(request, context);
  const params = new URL(request.url).searchParams;
  const token = readSessionToken(request, storefront);
  const options = token ? authorized(storefront, token) : storefrontCall(storefront);
  try {
    if (params.has('lat') || params.has('lon')) {
      const query = ReverseGeocodingQuerySchema.safeParse({ lat: params.get('lat') ?? '', lon: params.get('lon') ?? '' });
      if (!query.success) return failure('invalid', 400);
      const search = new URLSearchParams({ format: 'json', lat: String(query.data.lat), lon: String(query.data.lon) });
      const answer = await askApi(context, `/api/notifications/v1/nominatim/reverse?${search}`, options, ReverseGeocodingResultSchema);
      if (!answer) return failure('nominatim', 502);
      // Nominatim's "nothing here" (`{error: 'Unable to geocode'}`, e.g. in a lake) is no place, not a failure.
      return data<ReverseGeocodeAnswer>({ place: 'place_id' in answer ? toGeocodedPlace(answer) : null });
    }
    const query = SearchGeocodingQuerySchema.safeParse({ q: params.get('q') ?? '' });
    if (!query.success) return failure('invalid', 400);
    const search = new URLSearchParams({ format: 'json', q: query.data.q });
    const answer = await askApi(context, `/api/notifications/v1/nominatim/search?${search}`, options, SearchGeocodingResultSchema);
    if (!answer) return failure('nominatim', 502);
    return data<SearchGeocodeAnswer>({ places: answer.map(toGeocodedPlace).filter((place): place is GeocodedPlace => place !== null) });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // 502/503 (Nominatim failed, timed out or our global limit is full), 429 (this client's limit), unreachable API: "try later".
    return error.status === 400 ? failure('invalid', 400) : failure('nominatim', 502);
  }
}
