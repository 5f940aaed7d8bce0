// The "Fiscal receipt" part of the Payme card: VAT, the service fee's IKPU and a package code per IKPU, which
// Payme prints on every receipt (the products' own IKPU codes are set in the product editor).
import { Button } from '../../../ui/button.tsx';
import { useConsoleT } from '../../lib/console-i18n.ts';
import { Field, TextInput } from '../../ui/field.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { newPackageCodeRow, sentIndexes, type FiscalDraft, type PackageCodeRow } from './payme-fiscal.ts';

export interface PaymeFiscalSectionProps {
  draft: FiscalDraft;
  onChange: (draft: FiscalDraft) => void;
  /** API field errors by path (`fiscal.vatPercent`, `fiscal.packageCodes.0.ikpu`…). */
  errors: Record<string, string>;
}

/** Labels of the fiscal fields for the error banner, by the API's field paths. */
export function useFiscalFieldLabels(draft: FiscalDraft | null): Record<string, string> {
  const t = useConsoleT('brand');
  if (!draft) return {};
  const labels: Record<string, string> = {
    fiscal: t('integrations.fiscal.title'),
    'fiscal.vatPercent': t('integrations.fiscal.vatPercent'),
    'fiscal.serviceFeeCode': t('integrations.fiscal.serviceFeeCode'),
    'fiscal.packageCodes': t('integrations.fiscal.packageCodes'),
  };
  for (const [position, index] of sentIndexes(draft).entries()) {
    if (index === undefined) continue;
    labels[`fiscal.packageCodes.${index}.ikpu`] = `${t('integrations.fiscal.row', { n: position + 1 })} · ${t('integrations.fiscal.ikpu')}`;
    labels[`fiscal.packageCodes.${index}.packageCode`] = `${t('integrations.fiscal.row', { n: position + 1 })} · ${t('integrations.fiscal.packageCode')}`;
  }
  return labels;
}

export function PaymeFiscalSection({ draft, onChange, errors }: PaymeFiscalSectionProps) {
  const t = useConsoleT('brand');
  const indexes = sentIndexes(draft);
  const setRow = (key: string, patch: Partial<PackageCodeRow>) => onChange({ ...draft, packageCodes: draft.packageCodes.map((row) => (row.key === key ? { ...row, ...patch } : row)) });
  const rowError = (position: number, field: 'ikpu' | 'packageCode') => {
    const index = indexes[position];
    return index === undefined ? undefined : errors[`fiscal.packageCodes.${index}.${field}`];
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-line p-3" data-testid="payme-fiscal">
      <legend className="px-1 text-sm font-semibold">{t('integrations.fiscal.title')}</legend>
      <p className="text-sm text-muted">{t('integrations.fiscal.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('integrations.fiscal.vatPercent')} hint={t('integrations.fiscal.vatHint')} error={errors['fiscal.vatPercent']}>
          <NumberInput value={draft.vatPercent} min={0} max={100} suffix="%" onChange={(vatPercent) => onChange({ ...draft, vatPercent })} />
        </Field>
        <Field label={t('integrations.fiscal.serviceFeeCode')} hint={t('integrations.fiscal.serviceFeeHint')} error={errors['fiscal.serviceFeeCode']}>
          <TextInput
            value={draft.serviceFeeCode}
            inputMode="numeric"
            maxLength={24}
            spellCheck={false}
            autoComplete="off"
            placeholder="10305001001000000"
            onChange={(event) => onChange({ ...draft, serviceFeeCode: event.target.value })}
          />
        </Field>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">{t('integrations.fiscal.packageCodes')}</h4>
        <p className="text-sm text-muted">{t('integrations.fiscal.packageCodesHint')}</p>
        {draft.packageCodes.length === 0 ? <p className="text-sm text-muted">{t('integrations.fiscal.noPackageCodes')}</p> : null}
        <ul className="flex flex-col gap-2">
          {draft.packageCodes.map((row, position) => (
            <li key={row.key} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto]">
              <Field label={t('integrations.fiscal.ikpu')} error={rowError(position, 'ikpu')}>
                <TextInput value={row.ikpu} inputMode="numeric" maxLength={24} spellCheck={false} autoComplete="off" onChange={(event) => setRow(row.key, { ikpu: event.target.value })} />
              </Field>
              <Field label={t('integrations.fiscal.packageCode')} error={rowError(position, 'packageCode')}>
                <TextInput value={row.packageCode} inputMode="numeric" maxLength={24} spellCheck={false} autoComplete="off" onChange={(event) => setRow(row.key, { packageCode: event.target.value })} />
              </Field>
              <Button
                size="sm"
                variant="ghost"
                className="text-danger"
                aria-label={t('integrations.fiscal.removeRow', { n: position + 1 })}
                onClick={() => onChange({ ...draft, packageCodes: draft.packageCodes.filter((entry) => entry.key !== row.key) })}
              >
                {t('integrations.clear')}
              </Button>
            </li>
          ))}
        </ul>
        <Button size="sm" variant="secondary" className="self-start" onClick={() => onChange({ ...draft, packageCodes: [...draft.packageCodes, newPackageCodeRow()] })}>
          + {t('integrations.fiscal.addPackageCode')}
        </Button>
      </div>
    </fieldset>
  );
}
