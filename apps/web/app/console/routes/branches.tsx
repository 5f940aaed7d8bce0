// /console/branches (owner): the brand's branches with city, services and whether each is open now; a new
// branch; and the cities.
import { useState } from 'react';
import { Link } from 'react-router';
import type { BranchesPage } from '@dastarkhan/domain/contracts/console-places';
import type { Route } from './+types/branches';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';
import { useConsoleLanguage, useConsoleT } from '../lib/console-i18n.ts';
import { Badge } from '../ui/badge.tsx';
import { ConsolePage } from '../ui/console-page.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { BranchForm } from '../features/places/branch-form.tsx';
import { CitiesSection } from '../features/places/cities-section.tsx';
import { nameOf } from '../features/places/place-text.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<BranchesPage> {
  return consoleLoad<BranchesPage>(request, context, '/branches');
}

const SERVICES = ['DELIVERY', 'PICK_UP', 'DINE_IN'] as const;

export default function Branches({ loaderData }: Route.ComponentProps) {
  const t = useConsoleT('places');
  const language = useConsoleLanguage();
  const [creating, setCreating] = useState(false);
  const { branches, cities } = loaderData;
  const cityName = (id: string) => {
    const city = cities.find((entry) => entry.id === id);
    return city ? nameOf(city.name, language) : '—';
  };
  const enabled = (branch: BranchesPage['branches'][number], service: (typeof SERVICES)[number]) =>
    service === 'DELIVERY' ? branch.deliveryEnabled : service === 'PICK_UP' ? branch.pickupEnabled : branch.dineinEnabled;

  return (
    <ConsolePage
      title={t('branches.title')}
      description={t('branches.description')}
      actions={
        <>
          <ButtonLink to="/console/delivery" variant="secondary">
            {t('branches.deliveryLink')}
          </ButtonLink>
          {creating ? null : <Button onClick={() => setCreating(true)}>{t('branches.add')}</Button>}
        </>
      }
    >
      {creating ? (
        <section aria-labelledby="new-branch-heading" className="flex flex-col gap-2">
          <h2 id="new-branch-heading" className="text-lg font-bold">
            {t('branch.newTitle')}
          </h2>
          <BranchForm branch={null} cities={cities} onDone={() => setCreating(false)} />
        </section>
      ) : null}
      <DataTable
        caption={t('branches.title')}
        rows={branches}
        rowKey={(branch) => branch.id}
        empty={t('branches.empty')}
        rowClassName={(branch) => (branch.isActive ? undefined : 'opacity-60')}
        columns={[
          {
            key: 'name',
            header: t('branches.name'),
            cell: (branch) => (
              <span className="flex flex-wrap items-center gap-2">
                <Link to={`/console/branches/${branch.id}`} className="font-semibold text-ink underline-offset-2 hover:underline">
                  {nameOf(branch.name, language)}
                </Link>
                {branch.isMain ? <Badge tone="brand">{t('branches.main')}</Badge> : null}
                {branch.isActive ? null : <Badge>{t('common.inactive')}</Badge>}
              </span>
            ),
          },
          { key: 'city', header: t('branches.city'), cell: (branch) => cityName(branch.cityId) },
          {
            key: 'services',
            header: t('branches.services'),
            cell: (branch) => (
              <span className="flex flex-wrap gap-1">
                {SERVICES.filter((service) => enabled(branch, service)).map((service) => (
                  <Badge key={service} tone="info">
                    {t(`services.${service}`)}
                  </Badge>
                ))}
              </span>
            ),
          },
          {
            key: 'open',
            header: t('branches.openNow'),
            cell: (branch) =>
              branch.openNow.length > 0 ? (
                <Badge tone="success">{branch.openNow.map((service) => t(`services.${service}`)).join(', ')}</Badge>
              ) : (
                <Badge tone="neutral">{t('branches.closedNow')}</Badge>
              ),
          },
          { key: 'tables', header: t('branches.tables'), align: 'end', cell: (branch) => <span className="tabular-nums">{branch.tableCount}</span> },
        ]}
      />
      <CitiesSection cities={cities} />
    </ConsolePage>
  );
}
