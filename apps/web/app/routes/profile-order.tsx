// /profile/orders/:id: one order of the signed-in customer, kept current by its live events; the
// action cancels it, hides it, calls the waiter or leaves for its online payment
// (intent=cancel|hide|call-waiter|pay), or rates it once it is completed (intent=review). Repeating
// it happens on the device (the basket lives there).
// Unknown ids and other customers' orders are a 404. Payment providers send the customer back here.
import type { ShouldRevalidateFunction } from 'react-router';
import { OrderDetailView } from '../features/orders/order-detail-view.tsx';
import { loadOrder, loadOrderTable, loadRepeatProducts, orderAction } from '../features/orders/orders.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { OrderNotFoundBoundary } from '../features/orders/order-not-found.tsx';
import type { Route } from './+types/profile-order';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  const order = await loadOrder(context, session, params.id);
  const [table, products] = await Promise.all([loadOrderTable(context, session, order), loadRepeatProducts(request, context, order)]);
  // The time left to pay is counted from the server's clock, not the device's.
  return { order, table, products, serverTime: new Date().toISOString() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireSession(request, context);
  return orderAction(request, context, session, params.id, await request.formData());
}

// Calling the waiter changes nothing the page shows from its loader.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'call-waiter' ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = translator(languageFromMatches(matches), 'orders');
  return [
    { title: documentTitle(matches, loaderData ? t('order.number', { number: loaderData.order.number }) : t('detail.notFoundTitle')) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ProfileOrder({ loaderData }: Route.ComponentProps) {
  // A new order starts with its own state (live event, sheets, the waiter button), not the previous one's.
  return <OrderDetailView key={loaderData.order.id} {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OrderNotFoundBoundary error={error} />;
}
