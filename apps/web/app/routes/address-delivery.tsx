// /address/delivery?back=<path>: the map picker for the order's delivery address (map layout). Saving
// makes the address the order's and goes back (a path of this site; /checkout by default).
import { useTranslation } from 'react-i18next';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { AddressPicker } from '../features/addresses/address-picker.tsx';
import { loadPicker } from '../features/addresses/picker.server.ts';
import { notFound } from '../lib/content.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/address-delivery';

// Leaflet's stylesheet only where a map is drawn.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Without delivery (deliveryActive off) no order has a delivery address to choose.
  if (!(await requireStorefront(request, context)).settings.deliveryActive) notFound();
  return loadPicker(request, context, '/checkout');
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'addressPicker')('page.deliveryTitle')) },
  { name: 'robots', content: 'noindex' },
];

export default function AddressDelivery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('addressPicker');
  // The map layout's main area has padding for ordinary pages; the picker goes edge to edge.
  return <AddressPicker data={loaderData} purpose="order" title={t('page.deliveryTitle')} className="-mx-4 -mt-2 h-[calc(100%+0.5rem)]" />;
}
