// `/checkout`: the order form for a signed-in customer (guests sign in first and come back here).
import type { ShouldRevalidateFunction } from 'react-router';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { translator } from '../lib/i18n.ts';
import { isReadOnlyAction } from '../lib/read-only-actions.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { loadCheckout } from '../features/checkout/checkout.server.ts';
import { CheckoutView } from '../features/checkout/checkout-view.tsx';
import type { Route } from './+types/checkout';

// Leaflet's stylesheet for the branch picker's map.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context);
}

// Asking for a delivery price changes nothing this page loaded.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) => (isReadOnlyAction(formAction) ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'checkout')('page.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return <CheckoutView data={loaderData} />;
}
