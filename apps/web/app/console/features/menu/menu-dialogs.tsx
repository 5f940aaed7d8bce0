// The menu page's dialogs: create or rename a group or a category, and confirm a deletion.
import { useEffect, useState } from 'react';
import type { MenuGroup } from '@dastarkhan/domain/contracts/console-menu';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { LocalizedInput } from '../../ui/localized-input.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { EMPTY_TEXT, errorAt, fieldErrorsOf, nameOf } from './menu-model.ts';

export interface EntityValues {
  name: LocalizedText;
  isActive: boolean;
  groupId?: string;
}

export interface EntityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: 'group' | 'category';
  /** The values to edit; null = a new one. */
  initial: EntityValues | null;
  /** Groups to choose from (categories only). */
  groups?: readonly MenuGroup[];
  pending: boolean;
  error: unknown;
  onSubmit: (values: EntityValues) => void | Promise<void>;
}

export function EntityDialog({ open, onOpenChange, kind, initial, groups = [], pending, error, onSubmit }: EntityDialogProps) {
  const t = useConsoleT('menu');
  const language = useConsoleLanguage();
  const [values, setValues] = useState<EntityValues>(initial ?? { name: { ...EMPTY_TEXT }, isActive: true });
  // Every opening starts from the values given (a rename of another row, or a blank new one).
  useEffect(() => {
    if (open) setValues(initial ?? { name: { ...EMPTY_TEXT }, isActive: true, ...(kind === 'category' ? { groupId: groups[0]?.id } : {}) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening only
  }, [open]);
  const errors = fieldErrorsOf(error);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={kind === 'group' ? t('dialogs.groupTitle') : t('dialogs.categoryTitle')}
      confirmLabel={initial ? t('actions.save') : t('actions.create')}
      pending={pending}
      error={error}
      onConfirm={() => onSubmit(values)}
    >
      <LocalizedInput label={t('dialogs.name')} value={values.name} onChange={(name) => setValues({ ...values, name })} maxLength={200} error={errorAt(errors, 'name')} />
      {kind === 'category' ? (
        <Field label={t('dialogs.group')} error={errorAt(errors, 'groupId')}>
          <Select
            value={values.groupId ?? ''}
            options={groups.map((group) => ({ value: group.id, label: nameOf(group.name, language) }))}
            onValueChange={(groupId) => setValues({ ...values, groupId })}
          />
        </Field>
      ) : null}
      <Switch checked={values.isActive} onCheckedChange={(isActive) => setValues({ ...values, isActive })} label={t('dialogs.active')} />
    </ConfirmDialog>
  );
}
