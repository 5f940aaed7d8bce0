// Resource route (no page): `GET /address/geocode?lat=&lon=` (the address at the picker's centre) and
// `?q=` (places for the search drawer), through the API's Nominatim proxy. 502 `{error:'nominatim'}`
// when geocoding fails (the picker's 'Error in nominatim'), 400 for a query that is neither.
import { geocode } from '../features/addresses/geocode.server.ts';
import type { Route } from './+types/address-geocode';

export function loader({ request, context }: Route.LoaderArgs) {
  return geocode(request, context);
}
