// Resource route (no page): `GET /checkout/closest?lat=&lon=` names the branch that delivers to a point
// (the API's closest branch: the zone's branch, else the nearest within its radius), for checkout to
// follow the address (storefront-core §5). `{branchId: null}` when no branch delivers there or the
// lookup failed: the draft's branch is then cleared (§8); 400 without usable coordinates (§5).
import { data } from 'react-router';
import { closestBranch } from '../features/delivery-quote/closest-branch.server.ts';
import type { Route } from './+types/checkout-closest';

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await closestBranch(request, context);
  return data(answer.body, { status: answer.status });
}
