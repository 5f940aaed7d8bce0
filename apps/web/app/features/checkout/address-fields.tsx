// The delivery address part of /checkout: street, house and the apartment extras, and the device's
// location for the coordinates the API needs. Its own component so the map picker and saved
// addresses (issue 5) can take its place without touching the rest of the form.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddressDraft } from '../basket/basket-model.ts';
import { Button } from '../../ui/button.tsx';
import { PinIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FIELD_CLASSES, LABEL_CLASSES, LEGEND_CLASSES } from './form-styles.ts';

export const EMPTY_ADDRESS: DeliveryAddressDraft = {
  streetName: '',
  houseNumber: '',
  latitude: null,
  longitude: null,
  office: '',
  entrance: '',
  floor: '',
  domophone: '',
  comment: '',
};

/** A position fix older than this is not reused: the customer may have moved. */
const LOCATION_MAX_AGE_MS = 60_000;
const LOCATION_TIMEOUT_MS = 15_000;

type LocateState = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; reason: 'denied' | 'unavailable' | 'unsupported' };

export interface AddressFieldsProps {
  address: DeliveryAddressDraft | null;
  /** Called with the fields that changed; the caller merges them into the draft's latest address. */
  onChange: (patch: Partial<DeliveryAddressDraft>) => void;
}

type TextField = Exclude<keyof DeliveryAddressDraft, 'latitude' | 'longitude'>;

/** The text fields in the order a courier reads them, with their autocomplete hints and widths. */
const FIELDS: ReadonlyArray<{ name: TextField; autoComplete?: string; wide?: boolean; maxLength: number }> = [
  { name: 'streetName', autoComplete: 'address-line1', wide: true, maxLength: 300 },
  { name: 'houseNumber', maxLength: 50 },
  { name: 'office', autoComplete: 'address-line2', maxLength: 20 },
  { name: 'entrance', maxLength: 20 },
  { name: 'floor', maxLength: 20 },
  { name: 'domophone', maxLength: 20 },
  { name: 'comment', wide: true, maxLength: 500 },
];

const LABEL_KEY: Record<TextField, 'street' | 'house' | 'office' | 'entrance' | 'floor' | 'domophone' | 'comment'> = {
  streetName: 'street',
  houseNumber: 'house',
  office: 'office',
  entrance: 'entrance',
  floor: 'floor',
  domophone: 'domophone',
  comment: 'comment',
};

export function AddressFields({ address, onChange }: AddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [locate, setLocate] = useState<LocateState>({ status: 'idle' });
  const current = address ?? EMPTY_ADDRESS;
  const located = current.latitude !== null && current.longitude !== null;
  const statusId = `${id}-location`;

  const locateMe = () => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setLocate({ status: 'failed', reason: 'unsupported' });
      return;
    }
    setLocate({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocate({ status: 'idle' });
        // Only the coordinates: whatever the customer typed while the fix was coming stays.
        onChange({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) });
      },
      (error) => setLocate({ status: 'failed', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, maximumAge: LOCATION_MAX_AGE_MS, timeout: LOCATION_TIMEOUT_MS },
    );
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={LEGEND_CLASSES}>{t('address.legend')}</legend>
      <div className="flex flex-col gap-2 rounded-2xl bg-canvas p-3">
        <Button variant="secondary" onClick={locateMe} disabled={locate.status === 'locating'} aria-describedby={statusId} className="self-start">
          {locate.status === 'locating' ? <Spinner size={18} /> : <PinIcon className="size-5" />}
          {locate.status === 'locating' ? t('address.locating') : t('address.locate')}
        </Button>
        <p id={statusId} role="status" data-testid="address-location" className={`text-sm ${located ? 'font-semibold text-success' : 'text-ink'}`}>
          {located
            ? t('address.located', { coordinates: `${current.latitude!.toFixed(5)}, ${current.longitude!.toFixed(5)}` })
            : locate.status === 'failed'
              ? t(`address.${locate.reason}`)
              : t('address.required')}
        </p>
        {located && locate.status === 'failed' && <p className="text-sm font-medium text-danger">{t(`address.${locate.reason}`)}</p>}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.wide ? 'col-span-2' : undefined}>
            <label htmlFor={`${id}-${field.name}`} className={LABEL_CLASSES}>
              {t(`address.${LABEL_KEY[field.name]}`)}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              value={current[field.name]}
              maxLength={field.maxLength}
              autoComplete={field.autoComplete ?? 'off'}
              onChange={(event) => onChange({ [field.name]: event.target.value })}
              className={FIELD_CLASSES}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Six decimals is about 10 cm: more is noise, and the draft stays readable. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
