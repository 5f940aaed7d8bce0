// /profile/address: the signed-in customer's saved addresses, newest first; the action deletes one
// (intent=delete) and the list is loaded again. Adding one is /profile/address/create (the map picker).
import type { ShouldRevalidateFunction } from 'react-router';
import { AddressListView } from '../features/addresses/address-list-view.tsx';
import { addressAction, loadAddresses } from '../features/addresses/addresses.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/profile-address';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  return { addresses: await loadAddresses(context, session) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context);
  return addressAction(context, session, await request.formData());
}

// A refused delete (404: already gone elsewhere) still reloads the list, which 4xx answers skip by default.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'delete' ? true : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'addresses')('page.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileAddress({ loaderData }: Route.ComponentProps) {
  return <AddressListView addresses={loaderData.addresses} />;
}
