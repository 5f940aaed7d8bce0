// /branches/map: the merchant's pick-up branches on a map (or as a list), a city dropdown when
// several cities have them; a marker or a list item opens a sheet with name, today's hours, phone
// and address. A branch closed today is greyed, both as a marker and in the list.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { BranchCitySelect, BranchListItem, BranchViewToggle, useBranchMarkers, type BranchView } from '../features/branches/branch-browser.tsx';
import { BranchSheet } from '../features/branches/branch-details.tsx';
import { mapBranches } from '../features/branches/map-branches.ts';
import { apiGet } from '../lib/api.server.ts';
import { notFound } from '../lib/content.server.ts';
import { translator } from '../lib/i18n.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { StoreIcon } from '../ui/icons.tsx';
import { mapTiles } from '../ui/map/map-tiles.ts';
import { MapView } from '../ui/map/map-view.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/branches-map';

// Leaflet's stylesheet only where a map is drawn.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const storefront = await requireStorefront(request, context);
  if (!storefront.settings.branchesActive) notFound();
  const all = await apiGet<Branch[]>(context, '/api/users/v1/branches', { merchantId: storefront.merchant.id });
  const branches = mapBranches(all, storefront.merchant.timezone, new Date());
  const cities = storefront.cities.filter((city) => branches.some((branch) => branch.cityId === city.id));
  const preferred =
    cities.find((city) => city.id === storefront.merchant.mainCityId) ?? cities.find((city) => city.isMain) ?? cities[0] ?? storefront.cities[0];
  return {
    tiles: mapTiles(context, storefront),
    cities: cities.map((city) => ({ id: city.id, name: city.name, latitude: city.latitude, longitude: city.longitude })),
    cityId: preferred?.id ?? null,
    // Where the map looks before (or without) markers: the city, else Tashkent.
    center: preferred ? { latitude: preferred.latitude, longitude: preferred.longitude } : { latitude: 41.3111, longitude: 69.2797 },
    branches,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: documentTitle(matches, translator(languageFromMatches(matches), 'branches')('map.title')) }];

export default function BranchesMapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('branches');
  const { tiles, cities, center, branches } = loaderData;
  const [cityId, setCityId] = useState(loaderData.cityId);
  const [view, setView] = useState<BranchView>('map');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const inCity = useMemo(() => (cities.length > 1 && cityId ? branches.filter((branch) => branch.cityId === cityId) : branches), [branches, cities.length, cityId]);
  const city = cities.find((entry) => entry.id === cityId);
  const markers = useBranchMarkers(inCity);
  const selected = branches.find((branch) => branch.id === selectedId) ?? null;

  return (
    <div className="mx-auto flex h-full max-w-3xl flex-col pb-4">
      <PageHeader title={t('map.title')} backTo="/branches" />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <BranchViewToggle view={view} onChange={setView} />
        <BranchCitySelect cities={cities} cityId={cityId} onChange={setCityId} />
      </div>
      {inCity.length === 0 ? (
        <EmptyState icon={<StoreIcon />} title={t('map.empty')} />
      ) : view === 'map' ? (
        <MapView
          tiles={tiles}
          markers={markers}
          fallbackCenter={city ? { latitude: city.latitude, longitude: city.longitude } : center}
          onMarkerClick={setSelectedId}
          loadingLabel={t('map.loading')}
          className="h-[60dvh] min-h-72 w-full overflow-hidden rounded-3xl ring-1 ring-line"
        />
      ) : (
        <ul className="grid gap-3" aria-label={t('map.showList')}>
          {inCity.map((branch) => (
            <li key={branch.id}>
              <BranchListItem branch={branch} onOpen={setSelectedId} />
            </li>
          ))}
        </ul>
      )}
      <BranchSheet branch={selected} onClose={() => setSelectedId(null)} />
    </div>
  );
}
