// /choose-address: the saved-addresses list as a page (guests see the device's list). Choosing one
// sets the order's address and returns to `?back=` (a path of this shop, /checkout by default);
// "add new address" opens the map picker, which returns there too.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addAddressPath } from '../features/addresses/address-book.ts';
import { SavedAddressList } from '../features/addresses/saved-address-list.tsx';
import { translator } from '../lib/i18n.ts';
import { safeNextPath } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { ButtonLink } from '../ui/button.tsx';
import { DeviceOnly } from '../ui/device-only.tsx';
import { PlusIcon } from '../ui/icons.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/choose-address';

const DEFAULT_BACK = '/checkout';

export function loader({ request }: Route.LoaderArgs) {
  // Only a path of this shop: `back` comes from the address bar and must not lead elsewhere.
  return { back: safeNextPath(new URL(request.url).searchParams.get('back'), DEFAULT_BACK) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'addresses')('drawer.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function ChooseAddress({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('addresses');
  const navigate = useNavigate();
  const { back } = loaderData;
  return (
    <div className="mx-auto max-w-2xl pb-6">
      <PageHeader title={t('drawer.title')} backTo={back} />
      <DeviceOnly>
        <SavedAddressList onChosen={() => void navigate(back)} />
        <ButtonLink to={addAddressPath(back)} size="lg" block className="mt-5">
          <PlusIcon className="size-5" />
          {t('drawer.add')}
        </ButtonLink>
      </DeviceOnly>
    </div>
  );
}
