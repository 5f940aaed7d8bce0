// The branch filter of the console's list pages (reports, reviews, reservations): the `branchId` of their
// GET forms, every branch or one, each by its name in the console's language.
import { pickLocalized, type LocalizedText } from '@dastarkhan/domain/i18n';
import { useConsoleLanguage } from '../lib/console-i18n.ts';
import { Field } from './field.tsx';
import { Select } from './select.tsx';

interface BranchFilterProps {
  label: string;
  /** The empty choice: every branch. */
  allLabel: string;
  branches: readonly { id: string; name: LocalizedText }[];
  /** The branch the page's address filters by, if any. */
  value: string | null | undefined;
}

export function BranchFilter({ label, allLabel, branches, value }: BranchFilterProps) {
  const language = useConsoleLanguage();
  return (
    <Field label={label}>
      {/* Keyed by the value: a filter the address changes (a link, back) resets the uncontrolled select. */}
      <Select
        name="branchId"
        defaultValue={value ?? ''}
        key={`branch-${value ?? ''}`}
        placeholder={allLabel}
        options={branches.map((branch) => ({ value: branch.id, label: pickLocalized(branch.name, language) ?? branch.id }))}
      />
    </Field>
  );
}
