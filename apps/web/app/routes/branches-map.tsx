// /branches/map: the merchant's pick-up branches on a map (or as a list), a city dropdown when
// several cities have them; a marker or a list item opens a sheet with name, today's hours, phone
// and address. A branch closed today is greyed, both as a marker and in the list.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone, phoneHref } from '@dastarkhan/domain/phone';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { mapBranches, type MapBranch } from '../features/branches/map-branches.ts';
import { apiGet } from '../lib/api.server.ts';
import { notFound } from '../lib/content.server.ts';
import { translator } from '../lib/i18n.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { useLanguage } from '../lib/use-language.ts';
import { Drawer } from '../ui/drawer.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { ClockIcon, PhoneIcon, PinIcon, StoreIcon } from '../ui/icons.tsx';
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
    tiles: mapTiles(context),
    cities: cities.map((city) => ({ id: city.id, name: city.name, latitude: city.latitude, longitude: city.longitude })),
    cityId: preferred?.id ?? null,
    // Where the map looks before (or without) markers: the city, else Tashkent.
    center: preferred ? { latitude: preferred.latitude, longitude: preferred.longitude } : { latitude: 41.3111, longitude: 69.2797 },
    branches,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: documentTitle(matches, translator(languageFromMatches(matches), 'branches')('map.title')) }];

function hoursText(intervals: MapBranch['intervals']): string {
  return intervals.map((interval) => `${interval.open}–${interval.close}`).join(', ');
}

function BranchHours({ branch }: { branch: MapBranch }) {
  const { t } = useTranslation('branches');
  const { t: tc } = useTranslation('common');
  if (branch.closedToday) return <span className="font-semibold text-danger">{t('map.closedToday')}</span>;
  return (
    <span>
      <span className="text-muted">{t('map.pickupToday')}: </span>
      <span className="font-semibold text-ink tabular-nums" dir="ltr">
        {hoursText(branch.intervals)}
      </span>
      <span className={`ms-2 inline-block rounded-full px-2 py-0.5 text-xs font-bold ${branch.openNow ? 'bg-success/10 text-success' : 'bg-ink/5 text-muted'}`}>
        {branch.openNow ? tc('branches.openNow') : tc('branches.closedNow')}
      </span>
    </span>
  );
}

function BranchSheet({ branch, onClose }: { branch: MapBranch | null; onClose: () => void }) {
  const { t } = useTranslation('branches');
  const language = useLanguage();
  const tel = branch ? phoneHref(branch.phone) : null;
  const address = branch ? pickLocalized(branch.address, language) : '';
  return (
    <Drawer open={branch !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={branch ? pickLocalized(branch.name, language) : t('map.title')}>
      {branch ? (
        <div className="grid gap-4 text-[15px]">
          <div className="flex items-start gap-3">
            <ClockIcon className="mt-0.5 size-5 shrink-0 text-muted" />
            <div>
              <BranchHours branch={branch} />
            </div>
          </div>
          {tel && branch.phone ? (
            <div className="flex items-start gap-3">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-muted" />
              <span className="sr-only">{t('map.phone')}</span>
              <div>
                <a href={tel} className="font-semibold text-ink underline-offset-2 hover:underline" dir="ltr">
                  {formatPhone(branch.phone)}
                </a>
              </div>
            </div>
          ) : null}
          {address ? (
            <div className="flex items-start gap-3">
              <PinIcon className="mt-0.5 size-5 shrink-0 text-muted" />
              <span className="sr-only">{t('map.address')}</span>
              <div>{address}</div>
            </div>
          ) : null}
        </div>
      ) : null}
    </Drawer>
  );
}

export default function BranchesMapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('branches');
  const language = useLanguage();
  const { tiles, cities, center, branches } = loaderData;
  const [cityId, setCityId] = useState(loaderData.cityId);
  const [view, setView] = useState<'map' | 'list'>('map');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const inCity = useMemo(() => (cities.length > 1 && cityId ? branches.filter((branch) => branch.cityId === cityId) : branches), [branches, cities.length, cityId]);
  const city = cities.find((entry) => entry.id === cityId);
  const markers = useMemo(
    () =>
      inCity.map((branch) => ({
        id: branch.id,
        place: { latitude: branch.latitude, longitude: branch.longitude },
        label: t('map.marker', { name: pickLocalized(branch.name, language) }),
        muted: branch.closedToday,
      })),
    [inCity, language, t],
  );
  const selected = branches.find((branch) => branch.id === selectedId) ?? null;

  const toggleClass = (active: boolean) =>
    `inline-flex h-9 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors ${active ? 'bg-ink text-surface' : 'text-ink hover:bg-canvas'}`;

  return (
    <div className="mx-auto flex h-full max-w-3xl flex-col pb-4">
      <PageHeader title={t('map.title')} backTo="/branches" />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t('map.view')} className="flex min-w-48 rounded-full bg-surface p-1 ring-1 ring-line">
          <button type="button" aria-pressed={view === 'map'} className={toggleClass(view === 'map')} onClick={() => setView('map')}>
            {t('map.showMap')}
          </button>
          <button type="button" aria-pressed={view === 'list'} className={toggleClass(view === 'list')} onClick={() => setView('list')}>
            {t('map.showList')}
          </button>
        </div>
        {cities.length > 1 ? (
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            <span>{t('map.city')}</span>
            <select
              value={cityId ?? ''}
              onChange={(event) => setCityId(event.target.value)}
              className="h-10 rounded-full bg-surface px-3 text-[15px] ring-1 ring-line"
            >
              {cities.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {pickLocalized(entry.name, language)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
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
              <button
                type="button"
                onClick={() => setSelectedId(branch.id)}
                data-closed-today={branch.closedToday ? '' : undefined}
                className={`w-full rounded-3xl p-4 text-start ring-1 ring-line ${branch.closedToday ? 'bg-canvas' : 'bg-surface shadow-sm hover:bg-canvas'}`}
              >
                <span className={`block text-base font-bold ${branch.closedToday ? 'text-muted' : 'text-ink'}`}>{pickLocalized(branch.name, language)}</span>
                <span className="mt-1 block text-sm text-ink/80">{pickLocalized(branch.address, language)}</span>
                <span className="mt-2 block text-sm">
                  <BranchHours branch={branch} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <BranchSheet branch={selected} onClose={() => setSelectedId(null)} />
    </div>
  );
}
