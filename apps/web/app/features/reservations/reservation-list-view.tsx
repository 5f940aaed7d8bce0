// The /reservations page: the customer's table reservations, upcoming then past, each with its branch,
// day and time on the merchant's clock, chairs, place, a status chip, the branch's booking phone, and a
// cancel button (asking first) while it is ahead; a just-made booking is greeted and marked.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@dastarkhan/domain/contracts/reservation';
import { formatTimeAt, formatWeekdayDate } from '@dastarkhan/domain/date-format';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone, phoneHref } from '@dastarkhan/domain/phone';
import { localDate } from '@dastarkhan/domain/zoned-time';
import { useLanguage } from '../../lib/use-language.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { ConfirmDeleteDrawer } from '../../ui/confirm-delete-drawer.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CheckIcon, PhoneIcon, PinIcon, PlusIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { statusKey } from './booking.ts';
import { CalendarIcon, ChairIcon } from './icons.tsx';

const CHIP: Record<ReturnType<typeof statusKey>, string> = {
  NEW: 'bg-brand/20 text-ink',
  CONFIRMED: 'bg-success/10 text-success',
  CANCELED: 'bg-danger/10 text-danger',
  DONE: 'bg-ink/5 text-muted',
  PAST: 'bg-ink/5 text-muted',
};

export interface ReservationListProps {
  reservations: Reservation[];
  timeZone: string;
  /** The id of the reservation just made (?booked=), greeted at the top. */
  bookedId: string | null;
}

function useWhen(timeZone: string) {
  const language = useLanguage();
  return (reservation: Reservation) => {
    const date = formatWeekdayDate(localDate(new Date(reservation.reservedAt), timeZone), language, { capitalize: true });
    return { date, time: formatTimeAt(reservation.reservedAt, timeZone, language) };
  };
}

export function ReservationListView({ reservations, timeZone, bookedId }: ReservationListProps) {
  const { t } = useTranslation('reservations');
  const language = useLanguage();
  const when = useWhen(timeZone);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const close = useCallback(() => setCancelling(null), []);
  const upcoming = reservations.filter((reservation) => reservation.upcoming);
  const past = reservations.filter((reservation) => !reservation.upcoming);
  const booked = bookedId ? upcoming.find((reservation) => reservation.id === bookedId) : undefined;
  const book = (
    <ButtonLink to="/reservations/new" size="lg" block={reservations.length > 0}>
      <PlusIcon className="size-5" />
      {t('list.book')}
    </ButtonLink>
  );
  const described = cancelling ? `${pickLocalized(cancelling.branch.name, language)} · ${when(cancelling).date}, ${when(cancelling).time}` : '';

  return (
    <div className="mx-auto max-w-2xl pb-6">
      <PageHeader title={t('page.title')} backTo="/profile" />
      {booked ? (
        <p role="status" className="mb-4 flex items-center gap-2 rounded-2xl bg-success/10 px-4 py-3 text-[15px] font-medium text-success">
          <CheckIcon className="size-5 shrink-0" />
          {t('list.booked')}
        </p>
      ) : null}
      {reservations.length === 0 ? (
        <EmptyState icon={<CalendarIcon />} title={t('list.emptyTitle')} description={t('list.emptyText')} action={book} />
      ) : (
        <>
          {upcoming.length > 0 ? (
            <section aria-labelledby="reservations-upcoming">
              <h2 id="reservations-upcoming" className="mb-2 px-1 text-sm font-bold tracking-wide text-muted uppercase">
                {t('list.upcoming')}
              </h2>
              <ul className="flex flex-col gap-3" data-testid="reservations-upcoming">
                {upcoming.map((reservation) => (
                  <ReservationRow key={reservation.id} reservation={reservation} highlighted={reservation.id === booked?.id} when={when} onCancel={() => setCancelling(reservation)} />
                ))}
              </ul>
            </section>
          ) : null}
          <div className="my-5">{book}</div>
          {past.length > 0 ? (
            <section aria-labelledby="reservations-past">
              <h2 id="reservations-past" className="mb-2 px-1 text-sm font-bold tracking-wide text-muted uppercase">
                {t('list.past')}
              </h2>
              <ul className="flex flex-col gap-3" data-testid="reservations-past">
                {past.map((reservation) => (
                  <ReservationRow key={reservation.id} reservation={reservation} highlighted={false} when={when} onCancel={null} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <ConfirmDeleteDrawer
        item={cancelling ? { id: cancelling.id, description: described } : null}
        action="/reservations"
        texts={{ title: t('remove.title'), confirm: t('remove.confirm'), deleting: t('remove.deleting'), keep: t('remove.keep') }}
        onOpenChange={(open) => (open ? undefined : close())}
      />
    </div>
  );
}

interface RowProps {
  reservation: Reservation;
  highlighted: boolean;
  when: (reservation: Reservation) => { date: string; time: string };
  onCancel: (() => void) | null;
}

function ReservationRow({ reservation, highlighted, when, onCancel }: RowProps) {
  const { t } = useTranslation('reservations');
  const language = useLanguage();
  const { date, time } = when(reservation);
  const status = statusKey(reservation);
  const phone = reservation.branch.bookingPhone;
  const tel = phoneHref(phone);
  const address = pickLocalized(reservation.branch.address, language);
  return (
    <li
      data-testid="reservation"
      data-status={reservation.status}
      className={`rounded-3xl p-4 ring-1 ${highlighted ? 'bg-surface ring-2 ring-brand' : reservation.upcoming ? 'bg-surface ring-line' : 'bg-canvas ring-line'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className={`text-[17px] font-bold ${reservation.upcoming ? 'text-ink' : 'text-muted'}`} data-testid="reservation-when">
            {date}, <span className="tabular-nums">{time}</span>
          </p>
          <p className="text-[15px] font-semibold text-ink" data-testid="reservation-branch">
            {pickLocalized(reservation.branch.name, language)}
          </p>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${CHIP[status]}`} data-testid="reservation-status">
          {t(`status.${status}`)}
        </span>
      </div>
      {address ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-muted">
          <PinIcon className="mt-0.5 size-4 shrink-0" />
          <span>{address}</span>
        </p>
      ) : null}
      <p className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink/80">
        <span className="inline-flex items-center gap-1.5" data-testid="reservation-chairs">
          <ChairIcon className="size-4 text-muted" />
          {t('list.chairs', { chairs: reservation.chairs })}
        </span>
        {reservation.place ? <span>{t('list.place', { place: reservation.place })}</span> : null}
      </p>
      {reservation.comment ? <p className="mt-1.5 text-sm text-muted text-pretty break-words">{reservation.comment}</p> : null}
      {onCancel || (tel && phone && reservation.upcoming) ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {tel && phone && reservation.upcoming ? (
            <a
              href={tel}
              aria-label={t('list.call')}
              className="inline-flex h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-canvas"
            >
              <PhoneIcon className="size-4" />
              <span dir="ltr">{formatPhone(phone)}</span>
            </a>
          ) : null}
          {onCancel && reservation.cancellable ? (
            <button
              type="button"
              onClick={onCancel}
              className="inline-flex h-10 items-center rounded-full border border-line px-4 text-sm font-semibold text-danger hover:bg-danger/5"
            >
              {t('list.cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
