// The add-address sheet of the picker: the looked-up street and line (or, when the lookup failed or found
// no street, the street and house typed by hand), then the customer's name for the address and the
// apartment extras (flat/office, intercom, entrance, floor). What is typed stays in the fields when saving
// fails; the error is said in the sheet.
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FIELD_CLASSES, LABEL_CLASSES } from '../checkout/form-styles.ts';
import { HOUSE_MAX, STREET_MAX, type AddressExtras, type TypedStreet } from './picker-rules.ts';

/** The street typed by hand, when the lookup could not give one. */
export interface ManualStreet {
  value: TypedStreet;
  onChange: (value: TypedStreet) => void;
}

export interface AddressDetailsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The street line and the one-line description of the point being saved ('' when unknown). */
  street: string;
  description: string;
  /** Set when the customer types the street and house (the lookup failed or found no street). */
  manual: ManualStreet | null;
  extras: AddressExtras;
  onExtrasChange: (extras: AddressExtras) => void;
  onSave: () => void;
  saving: boolean;
  error: string | null;
}

/** The fields in the order of the spec; `autoComplete` helps browsers that remember a flat number. */
const FIELDS = [
  { key: 'office', label: 'details.office', autoComplete: 'address-line2', inputMode: 'text' },
  { key: 'domophone', label: 'details.domophone', autoComplete: 'off', inputMode: 'text' },
  { key: 'entrance', label: 'details.entrance', autoComplete: 'off', inputMode: 'numeric' },
  { key: 'floor', label: 'details.floor', autoComplete: 'off', inputMode: 'numeric' },
] as const;

/** The API keeps at most this many characters of a name and of each extra (AddressRequestSchema). */
const NAME_MAX = 200;
const EXTRA_MAX = 20;

export function AddressDetailsDrawer({ open, onOpenChange, street, description, manual, extras, onExtrasChange, onSave, saving, error }: AddressDetailsDrawerProps) {
  const { t } = useTranslation('addressPicker');
  const formId = useId();
  const nameId = useId();
  const streetRef = useRef<HTMLInputElement>(null);
  // Said only after a save without a street, so an empty field is not an error before the customer tried.
  const [missingStreet, setMissingStreet] = useState(false);
  // A new showing of the sheet starts without that error.
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) setMissingStreet(false);
  }
  const change = (key: keyof AddressExtras, value: string) => onExtrasChange({ ...extras, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (manual && !manual.value.streetName.trim()) {
      setMissingStreet(true);
      streetRef.current?.focus();
      return;
    }
    onSave();
  };
  const changeStreet = (value: TypedStreet) => {
    if (value.streetName.trim()) setMissingStreet(false);
    manual?.onChange(value);
  };

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('details.title')}
      footer={
        <div className="flex flex-col gap-2.5">
          {error ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" form={formId} size="lg" block disabled={saving}>
            {saving ? <Spinner size={20} /> : null}
            {saving ? t('details.saving') : t('details.save')}
          </Button>
        </div>
      }
    >
      {street || description ? (
        <div className="mb-4 rounded-2xl bg-canvas p-3" data-testid="details-address">
          {street ? <p className="font-bold text-ink break-words">{street}</p> : null}
          {description && description !== street ? <p className="mt-0.5 text-sm text-muted break-words">{description}</p> : null}
        </div>
      ) : null}
      <form id={formId} onSubmit={submit} noValidate className="grid grid-cols-2 gap-3">
        {manual ? <StreetFields ref={streetRef} value={manual.value} onChange={changeStreet} missing={missingStreet && !manual.value.streetName.trim()} /> : null}
        <div className="col-span-2">
          <label htmlFor={nameId} className={LABEL_CLASSES}>
            {t('details.name')}
          </label>
          <input id={nameId} value={extras.name} maxLength={NAME_MAX} onChange={(event) => change('name', event.target.value)} className={FIELD_CLASSES} />
        </div>
        {FIELDS.map((field) => (
          <DetailField key={field.key} label={t(field.label)} value={extras[field.key]} autoComplete={field.autoComplete} inputMode={field.inputMode} onChange={(value) => change(field.key, value)} />
        ))}
      </form>
    </Drawer>
  );
}

function StreetFields({ ref, value, onChange, missing }: { ref: Ref<HTMLInputElement>; value: TypedStreet; onChange: (value: TypedStreet) => void; missing: boolean }) {
  const { t } = useTranslation('addressPicker');
  const streetId = useId();
  const houseId = useId();
  const errorId = useId();
  const hintId = useId();
  return (
    <div className="col-span-2 grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3" data-testid="manual-street">
      <div>
        <label htmlFor={streetId} className={LABEL_CLASSES}>
          {t('details.street')}
        </label>
        <input
          ref={ref}
          id={streetId}
          value={value.streetName}
          maxLength={STREET_MAX}
          autoComplete="address-line1"
          aria-invalid={missing}
          aria-describedby={missing ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => onChange({ ...value, streetName: event.target.value })}
          className={FIELD_CLASSES}
        />
      </div>
      <div>
        <label htmlFor={houseId} className={LABEL_CLASSES}>
          {t('details.house')}
        </label>
        <input
          id={houseId}
          value={value.houseNumber}
          maxLength={HOUSE_MAX}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => onChange({ ...value, houseNumber: event.target.value })}
          className={FIELD_CLASSES}
        />
      </div>
      {missing ? (
        <p id={errorId} role="alert" className="col-span-2 -mt-1 text-sm font-medium text-danger">
          {t('details.streetRequired')}
        </p>
      ) : null}
      <p id={hintId} className="col-span-2 -mt-1 text-sm text-muted">
        {t('details.pinHint')}
      </p>
    </div>
  );
}

function DetailField({ label, value, autoComplete, inputMode, onChange }: { label: string; value: string; autoComplete: string; inputMode: 'text' | 'numeric'; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <input id={id} value={value} maxLength={EXTRA_MAX} autoComplete={autoComplete} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} className={FIELD_CLASSES} />
    </div>
  );
}
