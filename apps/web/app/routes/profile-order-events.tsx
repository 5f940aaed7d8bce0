// Resource route /profile/orders/:id/events: the order's live status events (Server-Sent Events) relayed
// from the API with the customer's session, so the browser never holds the bearer token.
import { relayOrderEvents } from '../features/orders/orders.server.ts';
import { requireSession } from '../lib/session.server.ts';
import type { Route } from './+types/profile-order-events';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  return relayOrderEvents(request, context, session, params.id);
}
