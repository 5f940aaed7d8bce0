// `/address/pickup` (opens on the map) and `/address/pickup2` (opens on the list): the branch picker as
// a page. Choosing a branch makes the order a pick-up from it and goes back to `?back=` (a path of
// this shop, /checkout by default).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { useBasket, useBasketStore } from '../features/basket/use-basket.ts';
import { BranchPicker } from '../features/branches/branch-picker.tsx';
import { mapBranches } from '../features/branches/map-branches.ts';
import { apiGet } from '../lib/api.server.ts';
import { notFound } from '../lib/content.server.ts';
import { translator } from '../lib/i18n.ts';
import { safeNextPath } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { DeviceOnly } from '../ui/device-only.tsx';
import { mapTiles } from '../ui/map/map-tiles.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/address-pickup';

/** The list variant of the page; the other one opens on the map. */
const LIST_PATH = '/address/pickup2';

// Leaflet's stylesheet only where a map is drawn.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const storefront = await requireStorefront(request, context);
  if (!storefront.settings.pickupActive) notFound();
  const url = new URL(request.url);
  const all = await apiGet<Branch[]>(context, '/api/users/v1/branches', { merchantId: storefront.merchant.id });
  return {
    tiles: mapTiles(context, storefront),
    branches: mapBranches(all, storefront.merchant.timezone, new Date()),
    view: url.pathname === LIST_PATH ? ('list' as const) : ('map' as const),
    back: safeNextPath(url.searchParams.get('back'), '/checkout'),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'branches')('picker.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function AddressPickupPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('branches');
  const { tiles, branches, view, back } = loaderData;
  return (
    <div className="mx-auto flex min-h-full max-w-3xl flex-col">
      <PageHeader title={t('picker.title')} backTo={back} />
      {/* The order's branch lives on the device: the picker is drawn there. */}
      <DeviceOnly>
        <PickupPicker tiles={tiles} branches={branches} view={view} back={back} />
      </DeviceOnly>
    </div>
  );
}

function PickupPicker({ tiles, branches, view, back }: Route.ComponentProps['loaderData']) {
  const navigate = useNavigate();
  const store = useBasketStore();
  const currentBranchId = useBasket((state) => state.checkout.branchId);
  return (
    <BranchPicker
      // Keyed by the variant: going from one to the other starts the picker afresh.
      key={view}
      branches={branches}
      tiles={tiles}
      currentBranchId={currentBranchId}
      initialView={view}
      mapClassName="h-[calc(100dvh-22rem)] min-h-64"
      onSelect={(branchId) => {
        store.getState().updateCheckout({ serviceType: 'PICK_UP', branchId });
        void navigate(back);
      }}
    />
  );
}
