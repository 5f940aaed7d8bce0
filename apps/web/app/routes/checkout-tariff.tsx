// Resource route (no page): `POST /checkout/tariff` asks the API what delivering to a point from a branch
// costs (its zone's price or the branch's tariff), for checkout to show before the order is placed.
import { data } from 'react-router';
import { quoteDelivery } from '../features/delivery-quote/delivery-quote.server.ts';
import { optionalSession } from '../lib/session.server.ts';
import type { Route } from './+types/checkout-tariff';

export async function action({ request, context }: Route.ActionArgs) {
  const session = await optionalSession(request, context);
  if (!session) return data({ status: 'failed' as const }, { status: 401 });
  return quoteDelivery(context, session, await request.formData());
}
