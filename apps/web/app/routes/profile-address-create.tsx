// /profile/address/create: the map picker that adds an address to the signed-in customer's profile
// (guests sign in first); saving goes back to the list (`?back=`, by default /profile/address).
import { useTranslation } from 'react-i18next';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { AddressPicker } from '../features/addresses/address-picker.tsx';
import { loadPicker } from '../features/addresses/picker.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/profile-address-create';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSession(request, context);
  return loadPicker(request, context, '/profile/address');
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'addressPicker')('page.createTitle')) },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileAddressCreate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('addressPicker');
  return (
    <AddressPicker
      data={loaderData}
      purpose="profile"
      title={t('page.createTitle')}
      className="-mx-4 -mt-4 h-[calc(100dvh-var(--app-header-height)-var(--app-tabbar-height))] min-h-[28rem] overflow-hidden md:mx-0 md:mt-0 md:h-[75dvh] md:rounded-3xl md:ring-1 md:ring-line"
    />
  );
}
