// The add-address sheet of the picker: the looked-up street and line, then the customer's name for the
// address and the apartment extras (flat/office, intercom, entrance, floor). What is typed stays in the
// fields when saving fails; the error is said in the sheet.
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FIELD_CLASSES, LABEL_CLASSES } from '../checkout/form-styles.ts';
import type { AddressExtras } from './picker-rules.ts';

export interface AddressDetailsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The street line and the one-line description of the point being saved. */
  street: string;
  description: string;
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

export function AddressDetailsDrawer({ open, onOpenChange, street, description, extras, onExtrasChange, onSave, saving, error }: AddressDetailsDrawerProps) {
  const { t } = useTranslation('addressPicker');
  const formId = useId();
  const nameId = useId();
  const change = (key: keyof AddressExtras, value: string) => onExtrasChange({ ...extras, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave();
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
      <div className="mb-4 rounded-2xl bg-canvas p-3" data-testid="details-address">
        <p className="font-bold text-ink break-words">{street}</p>
        {description && description !== street ? <p className="mt-0.5 text-sm text-muted break-words">{description}</p> : null}
      </div>
      <form id={formId} onSubmit={submit} className="grid grid-cols-2 gap-3">
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
