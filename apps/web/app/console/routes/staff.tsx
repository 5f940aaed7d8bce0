// Staff accounts of the brand (owner): who signs in with which role, their second factor and lock-out;
// new accounts, changes, and the couriers a courier account delivers as.
import { useState } from 'react';
import type { ConsoleCourier, Staff } from '@dastarkhan/domain/contracts/console';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import type { Route } from './+types/staff';
import { Button } from '../../ui/button.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';
import { useConsoleSession } from '../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../lib/console-i18n.ts';
import { Badge } from '../ui/badge.tsx';
import { ConsolePage } from '../ui/console-page.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { CourierCreateForm, StaffCreateForm, StaffEditDialog } from '../features/access/staff-forms.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [staff, couriers] = await Promise.all([
    consoleLoad<Staff[]>(request, context, '/staff'),
    consoleLoad<ConsoleCourier[]>(request, context, '/couriers'),
  ]);
  return { staff, couriers };
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const { staff, couriers } = loaderData;
  const t = useConsoleT('access');
  const shell = useConsoleT('console');
  const language = useConsoleLanguage();
  const me = useConsoleSession();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Staff | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const timezone = me.merchant.timezone;
  const at = (iso: string | null) => (iso ? formatDateTime(iso, timezone, language) : t('staff.never'));

  return (
    <ConsolePage
      title={t('staff.title')}
      description={t('staff.description')}
      actions={
        <Button onClick={() => setCreating((open) => !open)} aria-expanded={creating}>
          {t('staff.add')}
        </Button>
      }
    >
      {notice ? (
        <p role="status" className="rounded-2xl bg-success/10 px-4 py-2 text-sm font-medium text-success">
          {notice}
        </p>
      ) : null}
      {creating ? (
        <StaffCreateForm
          couriers={couriers}
          onDone={() => {
            setCreating(false);
            setNotice(t('staff.created'));
          }}
        />
      ) : null}
      <DataTable
        caption={t('staff.table')}
        rows={staff}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'name',
            header: t('staff.columns.name'),
            cell: (row) => (
              <span className="font-medium">
                {row.name}
                {row.id === me.staff.id ? <span className="ms-1 text-xs text-muted">({t('staff.you')})</span> : null}
              </span>
            ),
          },
          { key: 'login', header: t('staff.columns.login'), cell: (row) => <span className="break-all">{[row.email, row.phone].filter(Boolean).join(' · ')}</span> },
          { key: 'role', header: t('staff.columns.role'), cell: (row) => <Badge tone={row.role === 'OWNER' ? 'brand' : 'neutral'}>{shell(`roles.${row.role}`)}</Badge> },
          {
            key: 'totp',
            header: t('staff.columns.twoFactor'),
            cell: (row) => <Badge tone={row.totpEnabled ? 'success' : 'neutral'}>{row.totpEnabled ? t('staff.twoFactorOn') : t('staff.twoFactorOff')}</Badge>,
          },
          {
            key: 'status',
            header: t('staff.columns.status'),
            cell: (row) => {
              const locked = row.lockedUntil !== null && new Date(row.lockedUntil).getTime() > Date.now();
              return (
                <span className="flex flex-wrap gap-1">
                  <Badge tone={row.isActive ? 'success' : 'danger'}>{row.isActive ? t('staff.active') : t('staff.inactive')}</Badge>
                  {locked && row.lockedUntil ? <Badge tone="warning">{t('staff.locked', { time: at(row.lockedUntil) })}</Badge> : null}
                </span>
              );
            },
          },
          { key: 'lastLogin', header: t('staff.columns.lastLogin'), cell: (row) => <span className="whitespace-nowrap text-muted">{at(row.lastLoginAt)}</span> },
          {
            key: 'actions',
            header: <span className="sr-only">{t('staff.columns.actions')}</span>,
            align: 'end',
            cell: (row) => (
              <Button size="sm" variant="secondary" onClick={() => setEditing(row)} aria-label={`${t('staff.edit')}: ${row.name}`}>
                {t('staff.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <StaffEditDialog
          key={editing.id}
          staff={editing}
          couriers={couriers}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onDone={() => {
            setEditing(null);
            setNotice(t('staff.saved'));
          }}
        />
      ) : null}
      <section className="mt-4 flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5" aria-labelledby="couriers-heading">
        <div>
          <h2 id="couriers-heading" className="text-lg font-bold">
            {t('staff.couriers.title')}
          </h2>
          <p className="text-sm text-muted">{t('staff.couriers.description')}</p>
        </div>
        {couriers.length === 0 ? (
          <p className="text-sm text-muted">{t('staff.couriers.empty')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {couriers.map((courier) => (
              <li key={courier.id} className="rounded-full bg-canvas px-3 py-1 text-sm">
                {courier.name}
                {courier.phone ? <span className="text-muted"> · {courier.phone}</span> : null}
              </li>
            ))}
          </ul>
        )}
        <CourierCreateForm onDone={() => setNotice(t('staff.couriers.created'))} />
      </section>
    </ConsolePage>
  );
}
