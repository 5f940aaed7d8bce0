// /profile/orders: the signed-in customer's orders, active or archived (`?tab=archive`), ten a page (`?page=2`).
import { OrderListView } from '../features/orders/order-list-view.tsx';
import { readOrderListQuery } from '../features/orders/order-paging.ts';
import { loadOrderList } from '../features/orders/orders.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/profile-orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  return loadOrderList(context, session, readOrderListQuery(new URL(request.url).searchParams));
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'orders')('page.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  return <OrderListView {...loaderData} />;
}
