// /branches: the merchant's branches of one city (a city switch when there are several), each with
// address, phone and today's pick-up hours on the merchant's clock; a branch closed today is greyed.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import { pickLocalized, type LocalizedText } from '@dastarkhan/domain/i18n';
import { formatDayHours, hoursToday, type HoursToday } from '@dastarkhan/domain/hours-format';
import { formatPhone, phoneHref } from '@dastarkhan/domain/phone';
import { todayHours } from '@dastarkhan/domain/work-hours';
import { apiGet } from '../lib/api.server.ts';
import { notFound } from '../lib/content.server.ts';
import { translator } from '../lib/i18n.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { useLanguage } from '../lib/use-language.ts';
import { ButtonLink } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { ClockIcon, PhoneIcon, PinIcon, StoreIcon } from '../ui/icons.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { CalendarIcon } from '../features/reservations/icons.tsx';
import type { Route } from './+types/branches';
import { SHARED_PAGE } from '../lib/shared-page.ts';

interface BranchCard {
  id: string;
  name: LocalizedText;
  address: LocalizedText;
  phone: string | null;
  isMain: boolean;
  pickupEnabled: boolean;
  /** Takes table reservations (the merchant's bookingActive and the branch's bookingEnabled). */
  bookable: boolean;
  latitude: number;
  longitude: number;
  /** Computed on the server at request time, so the HTML and the hydrated page agree. */
  hours: HoursToday;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const storefront = await requireStorefront(request, context);
  if (!storefront.settings.branchesActive) notFound();
  const branches = await apiGet<Branch[]>(context, '/api/users/v1/branches', { merchantId: storefront.merchant.id });

  const cities = storefront.cities.filter((city) => branches.some((branch) => branch.cityId === city.id));
  const requested = new URL(request.url).searchParams.get('city');
  const preferred = cities.find((city) => city.id === requested) ??
    cities.find((city) => city.id === storefront.merchant.mainCityId) ??
    cities.find((city) => city.isMain) ??
    cities[0];
  const inCity = preferred ? branches.filter((branch) => branch.cityId === preferred.id) : branches;

  const now = new Date();
  const cards: BranchCard[] = inCity
    .map((branch) => {
      const hours = hoursToday(todayHours(branch, 'PICK_UP', storefront.merchant.timezone, now));
      return {
        id: branch.id,
        name: branch.name,
        address: branch.address,
        phone: branch.phone,
        isMain: branch.isMain,
        pickupEnabled: branch.settings.pickupEnabled,
        bookable: storefront.settings.bookingActive && branch.settings.bookingEnabled,
        latitude: branch.latitude,
        longitude: branch.longitude,
        hours: { closedToday: hours.closedToday || !branch.settings.pickupEnabled, intervals: hours.intervals, openNow: hours.openNow && branch.settings.pickupEnabled },
      };
    })
    .sort((a, b) => Number(b.isMain) - Number(a.isMain) || Number(a.hours.closedToday) - Number(b.hours.closedToday));

  return {
    cities: cities.map((city) => ({ id: city.id, name: city.name })),
    cityId: preferred?.id ?? null,
    branches: cards,
  };
}

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: documentTitle(matches, translator(languageFromMatches(matches))('branches.title')) }];

function BranchItem({ branch }: { branch: BranchCard }) {
  const { t } = useTranslation('common');
  const { t: tr } = useTranslation('reservations');
  const language = useLanguage();
  const tel = phoneHref(branch.phone);
  const address = pickLocalized(branch.address, language);
  const closedToday = branch.hours.closedToday;
  const maps = `https://www.google.com/maps/search/?api=1&query=${branch.latitude},${branch.longitude}`;
  return (
    // Closed today: greyed (spec), yet every text keeps its contrast.
    <li className={`rounded-3xl p-5 ring-1 ring-line ${closedToday ? 'bg-canvas' : 'bg-surface shadow-sm'}`}>
      <div className="flex items-start justify-between gap-3">
        <h2 className={`text-lg font-bold leading-snug ${closedToday ? 'text-muted' : 'text-ink'}`}>{pickLocalized(branch.name, language)}</h2>
        {branch.isMain ? <span className="shrink-0 rounded-full bg-brand px-2.5 py-1 text-xs font-bold text-brand-contrast">{t('branches.mainBranch')}</span> : null}
      </div>
      {address ? (
        <p className="mt-2 flex items-start gap-2 text-[15px] text-ink/80">
          <PinIcon className="mt-0.5 size-[18px] shrink-0 text-muted" />
          <span>{address}</span>
        </p>
      ) : null}
      <div className="mt-3 flex items-start gap-2 text-[15px]">
        <ClockIcon className="mt-0.5 size-[18px] shrink-0 text-muted" />
        {!branch.pickupEnabled ? (
          <span className="text-muted">{t('branches.deliveryOnly')}</span>
        ) : closedToday ? (
          <span className="font-semibold text-danger">{t('branches.closedToday')}</span>
        ) : (
          <span>
            <span className="text-muted">{t('branches.pickupToday')}: </span>
            <span className="font-semibold text-ink tabular-nums" data-testid="branch-hours">
              {formatDayHours(branch.hours.intervals, language)}
            </span>
            <span className={`ms-2 inline-block rounded-full px-2 py-0.5 text-xs font-bold ${branch.hours.openNow ? 'bg-success/10 text-success' : 'bg-ink/5 text-muted'}`}>
              {branch.hours.openNow ? t('branches.openNow') : t('branches.closedNow')}
            </span>
          </span>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {tel && branch.phone ? (
          <a
            href={tel}
            aria-label={t('branches.call', { phone: formatPhone(branch.phone) })}
            className="inline-flex h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-canvas"
          >
            <PhoneIcon className="size-4" />
            <span dir="ltr">{formatPhone(branch.phone)}</span>
          </a>
        ) : null}
        <a href={maps} target="_blank" rel="noopener noreferrer" className="inline-flex h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-canvas">
          <PinIcon className="size-4" />
          {t('branches.onMap')}
        </a>
        {branch.bookable ? (
          <Link to={`/reservations/new?branch=${branch.id}`} className="inline-flex h-10 items-center gap-2 rounded-full bg-brand px-4 text-sm font-semibold text-brand-contrast hover:opacity-90">
            <CalendarIcon className="size-4" />
            {tr('branches.book')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

export default function BranchesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('common');
  const { t: tb } = useTranslation('branches');
  const language = useLanguage();
  const { cities, cityId, branches } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('branches.title')}
        actions={
          <ButtonLink to="/branches/map" variant="secondary" size="sm">
            <PinIcon className="size-4" />
            {tb('map.onMap')}
          </ButtonLink>
        }
      />
      {cities.length > 1 ? (
        <nav aria-label={t('branches.city')} className="-mx-4 mb-5 overflow-x-auto px-4">
          <ul className="flex w-max gap-2">
            {cities.map((city) => {
              const current = city.id === cityId;
              return (
                <li key={city.id}>
                  <Link
                    to={`?city=${city.id}`}
                    replace
                    preventScrollReset
                    aria-current={current ? 'page' : undefined}
                    className={`inline-flex h-10 items-center rounded-full px-4 text-[15px] font-semibold transition-colors ${
                      current ? 'bg-ink text-surface' : 'bg-surface text-ink ring-1 ring-line hover:bg-canvas'
                    }`}
                  >
                    {pickLocalized(city.name, language)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {branches.length === 0 ? (
        <EmptyState icon={<StoreIcon />} title={t('branches.empty')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {branches.map((branch) => (
            <BranchItem key={branch.id} branch={branch} />
          ))}
        </ul>
      )}
    </div>
  );
}
