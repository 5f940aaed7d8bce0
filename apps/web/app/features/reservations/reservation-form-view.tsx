// The /reservations/new page: choose a branch that takes bookings, a day and a time inside its hall's
// hours (shown), the number of chairs, an optional place and comment; or call the branch instead.
// Days and times are computed from the loader's clock, so the server's HTML and the hydrated page agree.
import { useId, useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  RESERVATION_COMMENT_MAX_LENGTH,
  RESERVATION_MAX_CHAIRS,
  RESERVATION_MIN_CHAIRS,
  RESERVATION_PLACE_MAX_LENGTH,
} from '@dastarkhan/domain/contracts/reservation';
import { formatClock } from '@dastarkhan/domain/date-format';
import { formatDayHours } from '@dastarkhan/domain/hours-format';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone, phoneHref } from '@dastarkhan/domain/phone';
import { reservationDays, reservationHoursOn, reservationTimesOn } from '@dastarkhan/domain/reservation-times';
import { useLanguage } from '../../lib/use-language.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ClockIcon, MinusIcon, PhoneIcon, PlusIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { dayLabel, type BookableBranch } from './booking.ts';
import { CalendarIcon } from './icons.tsx';

const LABEL = 'mb-1.5 block text-[15px] font-semibold text-ink';
const FIELD =
  'block h-12 w-full rounded-2xl border border-line bg-surface px-4 text-[16px] text-ink placeholder:text-muted/70 ' +
  'transition-colors hover:border-ink/40 focus:border-ink focus-visible:outline-offset-0 aria-[invalid=true]:border-danger';
const DEFAULT_CHAIRS = 2;
/** The evening is when most tables are booked: the form starts there when the day offers it. */
const PREFERRED_TIME = '19:00';

export interface ReservationFormProps {
  branches: BookableBranch[];
  /** The branch to start with (?branch= from the branches page). */
  initialBranchId: string | null;
  /** The loader's clock (ISO). */
  now: string;
  timeZone: string;
  /** The refusal of the last submit, and the field it is about. */
  error: { message: string; field: string | null } | null;
}

export function ReservationFormView({ branches, initialBranchId, now: nowIso, timeZone, error }: ReservationFormProps) {
  const { t } = useTranslation('reservations');
  const language = useLanguage();
  const id = useId();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const now = useMemo(() => new Date(nowIso), [nowIso]);

  const [branchId, setBranchId] = useState(() => branches.find((branch) => branch.id === initialBranchId)?.id ?? branches[0]?.id ?? '');
  const branch = branches.find((candidate) => candidate.id === branchId) ?? branches[0];
  const days = useMemo(() => (branch ? reservationDays(branch, timeZone, now) : []), [branch, timeZone, now]);
  const [pickedDay, setDay] = useState<string | null>(null);
  const day = pickedDay && days.includes(pickedDay) ? pickedDay : (days[0] ?? '');
  const times = useMemo(() => (branch && day ? reservationTimesOn(branch, day, timeZone, now) : []), [branch, day, timeZone, now]);
  const [pickedTime, setTime] = useState<string | null>(null);
  const time = pickedTime && times.includes(pickedTime) ? pickedTime : times.includes(PREFERRED_TIME) ? PREFERRED_TIME : (times[0] ?? '');
  const [chairs, setChairs] = useState(DEFAULT_CHAIRS);

  if (!branch) {
    return (
      <div className="mx-auto max-w-xl pb-6">
        <PageHeader title={t('page.newTitle')} backTo="/reservations" />
        <EmptyState icon={<CalendarIcon />} title={t('form.noBranches')} />
      </div>
    );
  }

  const hours = day ? formatDayHours(reservationHoursOn(branch, day), language) : '';
  const tel = phoneHref(branch.phone);
  const timeError = error && (error.field === 'reservedAt' || error.field === 'branchId') ? error.message : null;

  return (
    <div className="mx-auto max-w-xl pb-6">
      <PageHeader title={t('page.newTitle')} backTo="/reservations" />
      <Form method="post" className="flex flex-col gap-5 rounded-3xl bg-surface p-5 ring-1 ring-line">
        <div>
          <label htmlFor={`${id}-branch`} className={LABEL}>
            {t('form.branch')}
          </label>
          <select
            id={`${id}-branch`}
            name="branchId"
            value={branch.id}
            onChange={(event) => setBranchId(event.target.value)}
            className={FIELD}
            aria-invalid={error?.field === 'branchId' ? true : undefined}
          >
            {branches.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {pickLocalized(candidate.name, language)}
              </option>
            ))}
          </select>
          {pickLocalized(branch.address, language) ? <p className="mt-1.5 text-sm text-muted">{pickLocalized(branch.address, language)}</p> : null}
        </div>

        {days.length === 0 ? (
          <p className="text-[15px] text-muted">{t('form.noTimes')}</p>
        ) : (
          <div>
            <div className="grid grid-cols-2 gap-3">
              <div>
                <label htmlFor={`${id}-day`} className={LABEL}>
                  {t('form.day')}
                </label>
                <select id={`${id}-day`} name="day" value={day} onChange={(event) => setDay(event.target.value)} className={FIELD}>
                  {days.map((candidate) => (
                    <option key={candidate} value={candidate}>
                      {dayLabel(candidate, now, timeZone, language, { today: t('form.today'), tomorrow: t('form.tomorrow') })}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-time`} className={LABEL}>
                  {t('form.time')}
                </label>
                <select
                  id={`${id}-time`}
                  name="time"
                  value={time}
                  onChange={(event) => setTime(event.target.value)}
                  className={`${FIELD} tabular-nums`}
                  aria-invalid={timeError ? true : undefined}
                  aria-describedby={timeError ? `${id}-error` : undefined}
                >
                  {times.map((candidate) => (
                    <option key={candidate} value={candidate}>
                      {formatClock(candidate, language)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {hours ? (
              <p className="mt-2 flex items-center gap-2 text-sm text-muted" data-testid="reservation-hours">
                <ClockIcon className="size-4 shrink-0" />
                {t('form.hours', { hours })}
              </p>
            ) : null}
          </div>
        )}

        <div>
          <span id={`${id}-chairs-label`} className={LABEL}>
            {t('form.chairs')}
          </span>
          <div className="flex items-center gap-3" role="group" aria-labelledby={`${id}-chairs-label`}>
            <button
              type="button"
              onClick={() => setChairs((value) => Math.max(RESERVATION_MIN_CHAIRS, value - 1))}
              disabled={chairs <= RESERVATION_MIN_CHAIRS}
              aria-label={t('form.fewer')}
              className="flex size-12 items-center justify-center rounded-full bg-canvas text-ink ring-1 ring-line transition-colors hover:bg-ink/5 disabled:opacity-40"
            >
              <MinusIcon className="size-5" />
            </button>
            <output className="min-w-10 text-center text-xl font-bold text-ink tabular-nums" aria-live="polite" data-testid="reservation-chairs">
              {chairs}
            </output>
            <button
              type="button"
              onClick={() => setChairs((value) => Math.min(RESERVATION_MAX_CHAIRS, value + 1))}
              disabled={chairs >= RESERVATION_MAX_CHAIRS}
              aria-label={t('form.more')}
              className="flex size-12 items-center justify-center rounded-full bg-canvas text-ink ring-1 ring-line transition-colors hover:bg-ink/5 disabled:opacity-40"
            >
              <PlusIcon className="size-5" />
            </button>
            <input type="hidden" name="chairs" value={chairs} />
          </div>
        </div>

        <div>
          <label htmlFor={`${id}-place`} className={LABEL}>
            {t('form.place')}
            <span className="ms-1.5 text-sm font-normal text-muted">({t('form.optional')})</span>
          </label>
          <input id={`${id}-place`} name="place" maxLength={RESERVATION_PLACE_MAX_LENGTH} placeholder={t('form.placePlaceholder')} className={FIELD} autoComplete="off" />
        </div>

        <div>
          <label htmlFor={`${id}-comment`} className={LABEL}>
            {t('form.comment')}
            <span className="ms-1.5 text-sm font-normal text-muted">({t('form.optional')})</span>
          </label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            rows={3}
            maxLength={RESERVATION_COMMENT_MAX_LENGTH}
            placeholder={t('form.commentPlaceholder')}
            className={`${FIELD} h-auto min-h-24 resize-y py-3`}
          />
        </div>

        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {error.message}
          </p>
        ) : null}

        <Button type="submit" size="lg" block disabled={sending || !time}>
          {sending ? <Spinner size={20} /> : null}
          {sending ? t('form.sending') : t('form.submit')}
        </Button>

        {tel && branch.phone ? (
          <p className="flex flex-wrap items-center justify-center gap-2 text-[15px] text-muted">
            <span>{t('form.orCall')}</span>
            <a href={tel} className="inline-flex items-center gap-1.5 font-semibold text-ink underline-offset-4 hover:underline" data-testid="reservation-call">
              <PhoneIcon className="size-4" />
              <span dir="ltr">{formatPhone(branch.phone)}</span>
            </a>
          </p>
        ) : null}
      </Form>
    </div>
  );
}
