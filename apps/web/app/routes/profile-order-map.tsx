// /profile/orders/:id/map: the signed-in customer's order on a map (branch, destination, the courier's
// live position). Unknown ids and other customers' orders are a 404, as on the order page.
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { OrderMapView } from '../features/orders/order-map-view.tsx';
import { loadOrderMap } from '../features/orders/order-map.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { OrderNotFoundBoundary } from '../features/orders/order-not-found.tsx';
import type { Route } from './+types/profile-order-map';

// Leaflet's stylesheet only where a map is drawn.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletStyles }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  return loadOrderMap(context, session, params.id);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = translator(languageFromMatches(matches), 'orders');
  return [
    { title: documentTitle(matches, loaderData ? t('map.title', { number: loaderData.order.number }) : t('detail.notFoundTitle')) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ProfileOrderMap({ loaderData }: Route.ComponentProps) {
  // Another order starts with its own live state, not the previous one's.
  return <OrderMapView key={loaderData.order.id} {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OrderNotFoundBoundary error={error} />;
}
