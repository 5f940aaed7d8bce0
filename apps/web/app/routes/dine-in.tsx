// Resource route (no page): `POST /dine-in` with intent=leave forgets the customer's table (the seat
// cookie), so the storefront shows the ordinary web menu again.
import { data } from 'react-router';
import { leaveSeatCookie } from '../features/dine-in/table.server.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/dine-in';

export async function action({ request, context }: Route.ActionArgs) {
  const storefront = await requireStorefront(request, context);
  const intent = (await request.formData()).get('intent');
  if (intent !== 'leave') return data({ ok: false }, { status: 400 });
  return data({ ok: true }, { headers: { 'Set-Cookie': leaveSeatCookie(storefront) } });
}
