// A branch's weekly hours per service: opening and closing time of each day, an optional second interval,
// day off, a "24/7" shortcut, and "copy Monday to all days". Saves one service at a time.
import { useState } from 'react';
import type { WorkHours } from '@dastarkhan/domain/contracts/branch';
import { PLACES_SERVICE_TYPES } from '@dastarkhan/domain/contracts/console-places';
import { WEEK_DAYS, type WeekDay } from '@dastarkhan/domain/enums';
import { isAllDay } from '@dastarkhan/domain/work-hours';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleT } from '../../lib/console-i18n.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { INPUT_CLASSES } from '../../ui/field.tsx';
import { Switch } from '../../ui/switch.tsx';

type Service = (typeof PLACES_SERVICE_TYPES)[number];

interface DayDraft {
  weekName: WeekDay;
  open: string;
  close: string;
  hasExtra: boolean;
  extraOpen: string;
  extraClose: string;
  isDayOff: boolean;
}

interface ServiceDraft {
  roundTheClock: boolean;
  days: DayDraft[];
}

function draftOf(workHours: readonly WorkHours[], type: Service): ServiceDraft {
  const entry = workHours.find((hours) => hours.type === type);
  const days = WEEK_DAYS.map((weekName): DayDraft => {
    const day = entry?.days.find((candidate) => candidate.weekName === weekName);
    // A day the branch never set is closed on the storefront: shown as a day off, with usual times ready.
    if (!day) return { weekName, open: '10:00', close: '22:00', hasExtra: false, extraOpen: '', extraClose: '', isDayOff: true };
    return {
      weekName,
      open: day.open ?? '10:00',
      close: day.close ?? '22:00',
      hasExtra: Boolean(day.extraOpen && day.extraClose),
      extraOpen: day.extraOpen ?? '',
      extraClose: day.extraClose ?? '',
      isDayOff: day.isDayOff,
    };
  });
  const roundTheClock = days.every((day) => !day.isDayOff && !day.hasExtra && isAllDay({ open: day.open, close: day.close }));
  return { roundTheClock, days };
}

const minutes = (clock: string) => {
  const [hours = 0, mins = 0] = clock.split(':').map(Number);
  return hours * 60 + mins;
};

// A 24-hour "HH:MM" text field: the browser's time picker shows AM/PM in an English browser, and a shop's hours
// are written the way its sign reads.
const TIME_CLASSES = `${INPUT_CLASSES.replace('w-full', '')} w-20 text-center tabular-nums`;

function TimeInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <input
      type="text"
      inputMode="numeric"
      aria-label={label}
      value={value}
      required
      maxLength={5}
      placeholder="09:00"
      pattern="([01][0-9]|2[0-3]):[0-5][0-9]"
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        // "9:00" or "900" becomes "09:00"; anything else is left for the API to name.
        const digits = event.target.value.replace(/\D/g, '');
        if (/^\d{3,4}$/.test(digits)) onChange(`${digits.slice(0, -2).padStart(2, '0')}:${digits.slice(-2)}`);
      }}
      className={TIME_CLASSES}
    />
  );
}

export function HoursEditor({ branchId, workHours }: { branchId: string; workHours: WorkHours[] }) {
  const t = useConsoleT('places');
  const [service, setService] = useState<Service>('DELIVERY');
  const [drafts, setDrafts] = useState<Record<Service, ServiceDraft>>(
    () => Object.fromEntries(PLACES_SERVICE_TYPES.map((type) => [type, draftOf(workHours, type)])) as Record<Service, ServiceDraft>,
  );
  const { mutate, pending, error } = useConsoleMutation();
  const [saved, setSaved] = useState(false);
  const draft = drafts[service];

  const update = (change: (current: ServiceDraft) => ServiceDraft) => {
    setSaved(false);
    setDrafts((current) => ({ ...current, [service]: change(current[service]) }));
  };
  const setDay = (index: number, patch: Partial<DayDraft>) =>
    update((current) => ({ ...current, days: current.days.map((day, at) => (at === index ? { ...day, ...patch } : day)) }));

  async function save() {
    const body = {
      hours: [
        {
          type: service,
          roundTheClock: draft.roundTheClock,
          days: draft.roundTheClock
            ? []
            : draft.days.map((day) => ({
                weekName: day.weekName,
                open: day.isDayOff ? null : day.open || null,
                close: day.isDayOff ? null : day.close || null,
                extraOpen: !day.isDayOff && day.hasExtra ? day.extraOpen || null : null,
                extraClose: !day.isDayOff && day.hasExtra ? day.extraClose || null : null,
                isDayOff: day.isDayOff,
              })),
        },
      ],
    };
    if (await mutate(`/branches/${branchId}/hours`, { method: 'PUT', body })) setSaved(true);
  }

  const copyMonday = () =>
    update((current) => {
      const [monday] = current.days;
      if (!monday) return current;
      return { ...current, days: current.days.map((day) => ({ ...monday, weekName: day.weekName })) };
    });

  return (
    <section aria-labelledby="hours-heading" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <h2 id="hours-heading" className="text-lg font-bold">
        {t('hours.title')}
      </h2>
      <div role="tablist" aria-label={t('hours.service')} className="flex flex-wrap gap-2">
        {PLACES_SERVICE_TYPES.map((type) => (
          <Button key={type} role="tab" aria-selected={type === service} size="sm" variant={type === service ? 'primary' : 'secondary'} onClick={() => setService(type)}>
            {t(`services.${type}`)}
          </Button>
        ))}
      </div>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="flex flex-wrap items-center gap-4">
          <Switch checked={draft.roundTheClock} onCheckedChange={(value) => update((current) => ({ ...current, roundTheClock: value }))} label={t('hours.roundTheClock')} />
          {draft.roundTheClock ? <span className="text-sm text-muted">{t('hours.roundTheClockHint')}</span> : null}
          {draft.roundTheClock ? null : (
            <Button size="sm" variant="ghost" onClick={copyMonday}>
              {t('hours.copyMonday')}
            </Button>
          )}
        </div>
        {draft.roundTheClock ? null : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{`${t('hours.title')} · ${t(`services.${service}`)}`}</caption>
              <thead>
                <tr className="text-start text-muted">
                  <th scope="col" className="px-2 py-1 text-start font-semibold">
                    {t('hours.day')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start font-semibold">
                    {t('hours.dayOff')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start font-semibold">
                    {`${t('hours.open')} – ${t('hours.close')}`}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start font-semibold">
                    {t('hours.extra')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.days.map((day, index) => {
                  const dayName = t(`days.${day.weekName}`);
                  const overnight = !day.isDayOff && day.open && day.close && day.open !== day.close && minutes(day.close) < minutes(day.open);
                  return (
                    <tr key={day.weekName} className="border-t border-line" data-day={day.weekName}>
                      <th scope="row" className="px-2 py-2 text-start font-medium whitespace-nowrap">
                        {dayName}
                      </th>
                      <td className="px-2 py-2">
                        <Switch checked={day.isDayOff} onCheckedChange={(value) => setDay(index, { isDayOff: value })} aria-label={`${dayName}: ${t('hours.dayOff')}`} />
                      </td>
                      <td className="px-2 py-2">
                        {day.isDayOff ? null : (
                          <div className="flex flex-wrap items-center gap-1">
                            <TimeInput label={`${dayName}: ${t('hours.open')}`} value={day.open} onChange={(value) => setDay(index, { open: value })} />
                            <span aria-hidden="true">–</span>
                            <TimeInput label={`${dayName}: ${t('hours.close')}`} value={day.close} onChange={(value) => setDay(index, { close: value })} />
                            {overnight ? <span className="text-xs text-muted">{t('hours.pastMidnight')}</span> : null}
                          </div>
                        )}
                      </td>
                      <td className="px-2 py-2">
                        {day.isDayOff ? null : day.hasExtra ? (
                          <div className="flex flex-wrap items-center gap-1">
                            <TimeInput label={`${dayName}: ${t('hours.extra')} ${t('hours.open')}`} value={day.extraOpen} onChange={(value) => setDay(index, { extraOpen: value })} />
                            <span aria-hidden="true">–</span>
                            <TimeInput label={`${dayName}: ${t('hours.extra')} ${t('hours.close')}`} value={day.extraClose} onChange={(value) => setDay(index, { extraClose: value })} />
                            <Button size="sm" variant="ghost" aria-label={`${dayName}: ${t('hours.removeExtra')}`} onClick={() => setDay(index, { hasExtra: false, extraOpen: '', extraClose: '' })}>
                              ×
                            </Button>
                          </div>
                        ) : (
                          <Button size="sm" variant="ghost" onClick={() => setDay(index, { hasExtra: true, extraOpen: day.extraOpen || '17:00', extraClose: day.extraClose || '23:00' })}>
                            {`+ ${t('hours.addExtra')}`}
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <ErrorBanner error={error} />
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? t('common.saving') : t('hours.save')}
          </Button>
          {saved ? (
            <span role="status" className="text-sm text-success">
              {t('common.saved')}
            </span>
          ) : null}
        </div>
      </form>
    </section>
  );
}
