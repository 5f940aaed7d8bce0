// /console/delivery (owner): the delivery zones on a map — drawn and edited with leaflet-geoman, priced and
// prioritised in a side panel — the delivery regions, and "price a point" with the storefront's own tariff.
import type { PlacesDelivery } from '@dastarkhan/domain/contracts/console-places';
import geomanStyles from '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css?url';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import type { Route } from './+types/delivery-zones';
import { mapTiles } from '../../ui/map/map-tiles.ts';
import { consoleLoad } from '../lib/console-api.server.ts';
import { useConsoleT } from '../lib/console-i18n.ts';
import { ConsolePage } from '../ui/console-page.tsx';
import { ZonesEditor } from '../features/places/zones-editor.tsx';

// Leaflet's and geoman's stylesheets only where the map is drawn.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: leafletStyles },
  { rel: 'stylesheet', href: geomanStyles },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const delivery = await consoleLoad<PlacesDelivery>(request, context, '/delivery');
  return { delivery, tiles: mapTiles(context) };
}

export default function DeliveryZones({ loaderData }: Route.ComponentProps) {
  const t = useConsoleT('places');
  return (
    <ConsolePage title={t('zones.title')} description={t('zones.description')}>
      <ZonesEditor delivery={loaderData.delivery} tiles={loaderData.tiles} />
    </ConsolePage>
  );
}
