// The reservations page: today / tomorrow / a date and the branch and status filters (a GET form, so the
// day is in the URL), then the day's bookings grouped by time, each with its guest, chairs, place, phone,
// status and the moves its status allows (canceling asks first).
import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { ConsoleReservation, ConsoleReservations } from '@dastarkhan/domain/contracts/console-reservations';
import { RESERVATION_STATUSES, type ReservationStatus } from '@dastarkhan/domain/contracts/reservation';
import { formatWeekdayDate, formatTimeAt } from '@dastarkhan/domain/date-format';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone, phoneHref } from '@dastarkhan/domain/phone';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ConsolePage } from '../../ui/console-page.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { DAY_PRESETS, groupByTime, presetDay, reservationPageSearch, type ReservationPageQuery } from './reservation-day.ts';
import { BranchFilter } from '../../ui/branch-filter.tsx';

export interface ReservationsPageData {
  list: ConsoleReservations;
  query: ReservationPageQuery;
  /** The merchant's calendar date now. */
  today: string;
}

const TONE: Record<ReservationStatus, BadgeTone> = { NEW: 'warning', CONFIRMED: 'info', DONE: 'success', CANCELED: 'neutral' };

function ReservationCard({ reservation, time, canWrite }: { reservation: ConsoleReservation; time: string; canWrite: boolean }) {
  const t = useConsoleT('reservations');
  const language = useConsoleLanguage();
  const mutation = useConsoleMutation();
  const [cancelOpen, setCancelOpen] = useState(false);
  const name = reservation.customer.name ?? t('guest');
  const href = phoneHref(reservation.customer.phone);
  const forward = reservation.allowedStatuses.filter((status) => status !== 'CANCELED');
  const move = (status: ReservationStatus) => mutation.mutate(`/reservations/${reservation.id}/status`, { body: { status } });

  return (
    <li data-testid="console-reservation" data-id={reservation.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{name}</p>
          <p className="text-sm text-muted">
            {t('chairs', { count: reservation.chairs })} · {pickLocalized(reservation.branch.name, language)}
          </p>
        </div>
        <Badge tone={TONE[reservation.status]}>
          <span data-testid="console-reservation-status">{t(`status.${reservation.status}`)}</span>
        </Badge>
      </div>
      {reservation.place ? <p className="text-sm">{t('place', { place: reservation.place })}</p> : null}
      {reservation.comment ? <p className="text-sm whitespace-pre-line break-words">{t('comment', { comment: reservation.comment })}</p> : null}
      {href ? (
        <a href={href} className="self-start text-sm font-medium text-brand-ink underline underline-offset-2" aria-label={t('call', { phone: formatPhone(reservation.customer.phone) })}>
          {formatPhone(reservation.customer.phone)}
        </a>
      ) : null}
      {canWrite && reservation.allowedStatuses.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {forward.map((status, index) => (
            <Button key={status} size="sm" variant={index === 0 ? 'primary' : 'secondary'} disabled={mutation.pending} onClick={() => void move(status)} data-action={status}>
              {t(`action.${status}`)}
            </Button>
          ))}
          {reservation.allowedStatuses.includes('CANCELED') ? (
            <Button size="sm" variant="ghost" className="text-danger" disabled={mutation.pending} onClick={() => setCancelOpen(true)} data-action="CANCELED">
              {t('action.CANCELED')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ErrorBanner error={cancelOpen ? null : mutation.error} onDismiss={mutation.reset} />
      <ConfirmDialog
        open={cancelOpen}
        onOpenChange={(open) => {
          setCancelOpen(open);
          if (!open) mutation.reset();
        }}
        title={t('cancel.title', { name, time })}
        description={t('cancel.description')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        tone="danger"
        pending={mutation.pending}
        error={mutation.error}
        onConfirm={async () => {
          if (await move('CANCELED')) setCancelOpen(false);
        }}
      />
    </li>
  );
}

export function ReservationsView({ data, canWrite }: { data: ReservationsPageData; canWrite: boolean }) {
  const t = useConsoleT('reservations');
  const language = useConsoleLanguage();
  const { list, query, today } = data;
  const timeOf = (reservation: ConsoleReservation) => formatTimeAt(reservation.reservedAt, list.timezone, language);
  const groups = groupByTime(list.reservations, timeOf);
  const holding = list.reservations.filter((reservation) => reservation.status === 'NEW' || reservation.status === 'CONFIRMED');
  const chairs = holding.reduce((sum, reservation) => sum + reservation.chairs, 0);
  const dayLabel = formatWeekdayDate(query.day, language, { capitalize: true });

  return (
    <ConsolePage title={t('title')} description={t('description', { timezone: list.timezone })}>
      <nav aria-label={t('filters.days')} className="flex flex-wrap gap-2">
        {DAY_PRESETS.map((preset) => {
          const day = presetDay(preset, today);
          return (
            <Link
              key={preset}
              to={`?${reservationPageSearch({ ...query, day })}`}
              aria-current={query.day === day ? 'page' : undefined}
              className={buttonClasses(query.day === day ? 'primary' : 'secondary', 'sm')}
            >
              {t(`filters.${preset}`)}
            </Link>
          );
        })}
      </nav>

      <Form method="get" aria-label={t('filters.label')} className="grid grid-cols-1 gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <Field label={t('filters.date')}>
          <TextInput type="date" name="day" defaultValue={query.day} key={`day-${query.day}`} required />
        </Field>
        <BranchFilter label={t('filters.branch')} allLabel={t('filters.allBranches')} branches={list.branches} value={query.branchId} />
        <Field label={t('filters.status')}>
          <Select
            name="status"
            defaultValue={query.status ?? ''}
            key={`status-${query.status ?? ''}`}
            placeholder={t('filters.allStatuses')}
            options={RESERVATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          />
        </Field>
        <Button type="submit" variant="secondary">
          {t('filters.apply')}
        </Button>
      </Form>

      <h2 className="text-lg font-semibold" data-testid="reservations-day">
        {t('day', { day: dayLabel, count: holding.length, chairs })}
      </h2>

      {groups.length === 0 ? (
        <EmptyState title={t('empty.title')} description={t('empty.description')} headingLevel={3} />
      ) : (
        <div className="flex flex-col gap-6">
          {groups.map((group) => (
            <section key={group.time} aria-label={t('time', { time: group.time })} className="flex flex-col gap-2" data-testid="reservations-time">
              <h3 className="text-base font-bold tabular-nums">{group.time}</h3>
              <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
                {group.reservations.map((reservation) => (
                  <ReservationCard key={reservation.id} reservation={reservation} time={group.time} canWrite={canWrite} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </ConsolePage>
  );
}
