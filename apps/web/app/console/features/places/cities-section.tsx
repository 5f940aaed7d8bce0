// The merchant's cities on the branches page: a list with an inline editor and a form to add one.
import { useState } from 'react';
import type { PlacesCity } from '@dastarkhan/domain/contracts/console-places';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { LocalizedInput } from '../../ui/localized-input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { DEFAULT_CENTRE, nameOf } from './place-text.ts';

interface CityDraft {
  name: LocalizedText;
  latitude: number | null;
  longitude: number | null;
  isMain: boolean;
  isActive: boolean;
  priority: number | null;
}

const draftOf = (city: PlacesCity | null): CityDraft =>
  city
    ? { name: city.name, latitude: city.latitude, longitude: city.longitude, isMain: city.isMain, isActive: city.isActive, priority: city.priority }
    : { name: { uz: '', ru: '', eng: '' }, latitude: DEFAULT_CENTRE.latitude, longitude: DEFAULT_CENTRE.longitude, isMain: false, isActive: true, priority: 0 };

function CityForm({ city, onDone }: { city: PlacesCity | null; onDone: () => void }) {
  const t = useConsoleT('places');
  const { mutate, pending, error } = useConsoleMutation();
  const [draft, setDraft] = useState<CityDraft>(() => draftOf(city));
  const set = <K extends keyof CityDraft>(key: K, value: CityDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function save() {
    const body = { ...draft, priority: draft.priority ?? 0 };
    const saved = await mutate(city ? `/cities/${city.id}` : '/cities', { method: city ? 'PUT' : 'POST', body });
    if (saved) onDone();
  }

  return (
    <form
      className="grid gap-3 rounded-2xl border border-line bg-canvas/50 p-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <LocalizedInput label={t('cities.name')} value={draft.name} onChange={(value) => set('name', value)} className="sm:col-span-2" maxLength={300} />
      <Field label={t('cities.latitude')}>
        <NumberInput value={draft.latitude} onChange={(value) => set('latitude', value)} decimals={6} />
      </Field>
      <Field label={t('cities.longitude')}>
        <NumberInput value={draft.longitude} onChange={(value) => set('longitude', value)} decimals={6} />
      </Field>
      <Field label={t('cities.priority')}>
        <NumberInput value={draft.priority} onChange={(value) => set('priority', value)} />
      </Field>
      <div className="flex flex-col justify-end gap-2">
        <Switch checked={draft.isMain} onCheckedChange={(value) => set('isMain', value)} label={t('cities.main')} />
        <Switch checked={draft.isActive} onCheckedChange={(value) => set('isActive', value)} label={t('cities.active')} />
      </div>
      <ErrorBanner error={error} className="sm:col-span-2" />
      <FormActions pending={pending} onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}

export function CitiesSection({ cities }: { cities: PlacesCity[] }) {
  const t = useConsoleT('places');
  const language = useConsoleLanguage();
  // 'new', a city id, or null.
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="cities-heading" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="cities-heading" className="text-lg font-bold">
          {t('cities.title')}
        </h2>
        {editing === null ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
            {t('cities.add')}
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? <CityForm city={null} onDone={() => setEditing(null)} /> : null}
      {cities.length === 0 ? <p className="text-sm text-muted">{t('cities.empty')}</p> : null}
      <ul className="flex flex-col divide-y divide-line">
        {cities.map((city) => (
          <li key={city.id} className="py-2">
            {editing === city.id ? (
              <CityForm city={city} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{nameOf(city.name, language)}</span>
                {city.isMain ? <Badge tone="brand">{t('cities.mainBadge')}</Badge> : null}
                {city.isActive ? null : <Badge>{t('common.inactive')}</Badge>}
                <span className="text-xs text-muted tabular-nums">
                  {city.latitude.toFixed(4)}, {city.longitude.toFixed(4)}
                </span>
                <Button size="sm" variant="ghost" className="ms-auto" onClick={() => setEditing(city.id)}>
                  {t('common.edit')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
