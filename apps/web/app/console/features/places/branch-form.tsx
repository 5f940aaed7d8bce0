// A branch's details: localized name and address, city, place, phone, services, flat delivery price and radius.
// Creates a branch (then opens it) or saves the changes of an existing one.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlacesBranch, PlacesCity } from '@dastarkhan/domain/contracts/console-places';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { LocalizedInput } from '../../ui/localized-input.tsx';
import { MoneyInput, NumberInput } from '../../ui/number-input.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { DEFAULT_CENTRE, nameOf } from './place-text.ts';

interface BranchDraft {
  cityId: string;
  name: LocalizedText;
  address: LocalizedText;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  isActive: boolean;
  isMain: boolean;
  deliveryEnabled: boolean;
  pickupEnabled: boolean;
  dineinEnabled: boolean;
  deliveryPrice: number | null;
  distance: number | null;
}

function draftOf(branch: PlacesBranch | null, cities: PlacesCity[]): BranchDraft {
  if (branch) {
    return { ...branch, phone: branch.phone ?? '' };
  }
  const city = cities.find((entry) => entry.isMain) ?? cities[0];
  return {
    cityId: city?.id ?? '',
    name: { uz: '', ru: '', eng: '' },
    address: { uz: '', ru: '', eng: '' },
    latitude: city?.latitude ?? DEFAULT_CENTRE.latitude,
    longitude: city?.longitude ?? DEFAULT_CENTRE.longitude,
    phone: '',
    isActive: true,
    isMain: false,
    deliveryEnabled: true,
    pickupEnabled: true,
    dineinEnabled: false,
    deliveryPrice: 0,
    distance: null,
  };
}

export function BranchForm({ branch, cities, onDone }: { branch: PlacesBranch | null; cities: PlacesCity[]; onDone?: () => void }) {
  const t = useConsoleT('places');
  const language = useConsoleLanguage();
  const navigate = useNavigate();
  const { mutate, pending, error } = useConsoleMutation();
  const [draft, setDraft] = useState<BranchDraft>(() => draftOf(branch, cities));
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof BranchDraft>(key: K, value: BranchDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };

  async function save() {
    const body = {
      cityId: draft.cityId,
      name: draft.name,
      address: draft.address,
      latitude: draft.latitude,
      longitude: draft.longitude,
      phone: draft.phone.trim() || null,
      isActive: draft.isActive,
      isMain: draft.isMain,
      deliveryEnabled: draft.deliveryEnabled,
      pickupEnabled: draft.pickupEnabled,
      dineinEnabled: draft.dineinEnabled,
      deliveryPrice: draft.deliveryPrice ?? 0,
      distance: draft.distance,
    };
    const result = await mutate<PlacesBranch>(branch ? `/branches/${branch.id}` : '/branches', { method: branch ? 'PUT' : 'POST', body });
    if (!result) return;
    if (!branch) {
      await navigate(`/console/branches/${result.id}`);
      return;
    }
    setSaved(true);
    onDone?.();
  }

  return (
    <form
      aria-label={t('branch.form')}
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4 md:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <LocalizedInput label={t('branch.name')} value={draft.name} onChange={(value) => set('name', value)} maxLength={300} />
      <LocalizedInput label={t('branch.address')} value={draft.address} onChange={(value) => set('address', value)} maxLength={300} />
      <Field label={t('branch.city')}>
        <Select
          value={draft.cityId}
          onValueChange={(value) => set('cityId', value)}
          options={cities.map((city) => ({ value: city.id, label: nameOf(city.name, language) }))}
        />
      </Field>
      <Field label={t('branch.phone')}>
        <TextInput type="tel" value={draft.phone} maxLength={32} onChange={(event) => set('phone', event.target.value)} />
      </Field>
      <Field label={t('branch.latitude')}>
        <NumberInput value={draft.latitude} onChange={(value) => set('latitude', value)} decimals={6} />
      </Field>
      <Field label={t('branch.longitude')}>
        <NumberInput value={draft.longitude} onChange={(value) => set('longitude', value)} decimals={6} />
      </Field>
      <Field label={t('branch.deliveryPrice')} hint={t('branch.deliveryPriceHint')}>
        <MoneyInput value={draft.deliveryPrice} onChange={(value) => set('deliveryPrice', value)} />
      </Field>
      <Field label={t('branch.radius')} hint={t('branch.radiusHint')}>
        <NumberInput value={draft.distance} onChange={(value) => set('distance', value)} decimals={1} min={0} />
      </Field>
      <fieldset className="flex flex-col gap-2 md:col-span-2">
        <legend className="mb-1 text-sm font-medium">{t('branches.services')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Switch checked={draft.deliveryEnabled} onCheckedChange={(value) => set('deliveryEnabled', value)} label={t('services.DELIVERY')} />
          <Switch checked={draft.pickupEnabled} onCheckedChange={(value) => set('pickupEnabled', value)} label={t('services.PICK_UP')} />
          <Switch checked={draft.dineinEnabled} onCheckedChange={(value) => set('dineinEnabled', value)} label={t('services.DINE_IN')} />
          <Switch checked={draft.isActive} onCheckedChange={(value) => set('isActive', value)} label={t('branch.active')} />
          <Switch checked={draft.isMain} onCheckedChange={(value) => set('isMain', value)} label={t('branch.main')} />
        </div>
      </fieldset>
      <ErrorBanner error={error} className="md:col-span-2" />
      <div className="flex items-center gap-3 md:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('common.saving') : branch ? t('common.save') : t('branch.create')}
        </Button>
        {onDone && !branch ? (
          <Button variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        ) : null}
        {saved ? (
          <span role="status" className="text-sm text-success">
            {t('common.saved')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
