// The draft of Payme's fiscal receipt settings on the integrations page and the part of it a save sends:
// only the fields that changed, package codes as the whole list (blank rows left out), codes without spaces.
import type { PaymeFiscal, PaymeFiscalUpdate } from '@dastarkhan/domain/contracts/console-brand';

export interface PackageCodeRow {
  /** Stable React key of the row (never sent). */
  key: string;
  ikpu: string;
  packageCode: string;
}

export interface FiscalDraft {
  vatPercent: number | null;
  serviceFeeCode: string;
  packageCodes: PackageCodeRow[];
}

let rows = 0;
export function newPackageCodeRow(): PackageCodeRow {
  rows += 1;
  return { key: `package-${rows}`, ikpu: '', packageCode: '' };
}

export function fiscalDraftOf(fiscal: PaymeFiscal): FiscalDraft {
  return {
    vatPercent: fiscal.vatPercent,
    serviceFeeCode: fiscal.serviceFeeCode,
    packageCodes: fiscal.packageCodes.map((pair) => ({ ...newPackageCodeRow(), ikpu: pair.ikpu, packageCode: pair.packageCode })),
  };
}

/** Codes are often copied with spaces between digit groups (tasnif.soliq.uz shows them so). */
export const codeOf = (value: string) => value.replace(/\s+/g, '');

const isBlank = (row: PackageCodeRow) => codeOf(row.ikpu) === '' && codeOf(row.packageCode) === '';

/** Each row's index in the list a save sends (undefined for a blank row): the API names fields by that index. */
export function sentIndexes(draft: FiscalDraft): Array<number | undefined> {
  let next = 0;
  return draft.packageCodes.map((row) => (isBlank(row) ? undefined : next++));
}

/** What a save sends for the fiscal settings; null when nothing changed. */
export function fiscalUpdateOf(saved: PaymeFiscal, draft: FiscalDraft): PaymeFiscalUpdate | null {
  const update: PaymeFiscalUpdate = {};
  const vatPercent = draft.vatPercent ?? 0;
  if (vatPercent !== saved.vatPercent) update.vatPercent = vatPercent;
  const serviceFeeCode = codeOf(draft.serviceFeeCode);
  if (serviceFeeCode !== saved.serviceFeeCode) update.serviceFeeCode = serviceFeeCode;
  const packageCodes = draft.packageCodes.filter((row) => !isBlank(row)).map((row) => ({ ikpu: codeOf(row.ikpu), packageCode: codeOf(row.packageCode) }));
  if (JSON.stringify(packageCodes) !== JSON.stringify(saved.packageCodes)) update.packageCodes = packageCodes;
  return Object.keys(update).length > 0 ? update : null;
}
