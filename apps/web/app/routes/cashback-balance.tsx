// Resource route (JSON, no page): the signed-in customer's cashback balance for the header's chip
// (cashbeckHeaderActive), read after the page is on the device so shared pages stay shared.
import { notFound } from '../lib/content.server.ts';
import { backgroundSession } from '../lib/session.server.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { balanceShown, loadShownBalance } from '../features/cashback/cashback-balance.server.ts';
import type { Route } from './+types/cashback-balance';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!balanceShown((await requireStorefront(request, context)).settings)) notFound();
  const session = await backgroundSession(request, context);
  const balance = session ? await loadShownBalance(context, session) : null;
  return Response.json({ balance }, { headers: { 'Cache-Control': 'no-store' } });
}
