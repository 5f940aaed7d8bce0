// The menu page's dialogs: create or edit a group or a category (a category with how the storefront shows it), and confirm a deletion.
import { useEffect, useState } from 'react';
import type { MenuCategory, MenuGroup } from '@dastarkhan/domain/contracts/console-menu';
import { NAVIGATION_TYPES, SCROLL_TYPES, VIEW_TYPES } from '@dastarkhan/domain/enums';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { LocalizedInput } from '../../ui/localized-input.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { EMPTY_TEXT, errorAt, fieldErrorsOf, nameOf } from './menu-model.ts';

/** How the storefront shows a category, as the dialog edits it; textColor '' = the storefront's own colour. */
export interface CategoryPresentation {
  viewType: MenuCategory['viewType'];
  scrollType: MenuCategory['scrollType'];
  navigationType: MenuCategory['navigationType'];
  isWithoutCart: boolean;
  textColor: string;
}

/** What a new category gets (the same as the API's defaults). */
export const DEFAULT_PRESENTATION: CategoryPresentation = { viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET', isWithoutCart: false, textColor: '' };

export function presentationOf(category: MenuCategory): CategoryPresentation {
  return {
    viewType: category.viewType,
    scrollType: category.scrollType,
    navigationType: category.navigationType,
    isWithoutCart: category.isWithoutCart,
    textColor: category.textColor ?? '',
  };
}

/** The presentation as the API takes it: an empty colour is null (the storefront's own). */
export function presentationBody(presentation: CategoryPresentation) {
  return { ...presentation, textColor: presentation.textColor.trim() === '' ? null : presentation.textColor.trim() };
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface EntityValues {
  name: LocalizedText;
  isActive: boolean;
  groupId?: string;
  /** Categories only. */
  presentation?: CategoryPresentation;
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
    if (open) setValues(initial ?? { name: { ...EMPTY_TEXT }, isActive: true, ...(kind === 'category' ? { groupId: groups[0]?.id, presentation: { ...DEFAULT_PRESENTATION } } : {}) });
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
      {kind === 'category' ? (
        <PresentationFields
          value={values.presentation ?? DEFAULT_PRESENTATION}
          onChange={(presentation) => setValues({ ...values, presentation })}
          errors={errors}
        />
      ) : null}
    </ConfirmDialog>
  );
}

function PresentationFields({ value, onChange, errors }: { value: CategoryPresentation; onChange: (value: CategoryPresentation) => void; errors: Record<string, string> }) {
  const t = useConsoleT('menu');
  const set = <K extends keyof CategoryPresentation>(key: K, next: CategoryPresentation[K]) => onChange({ ...value, [key]: next });
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{t('dialogs.presentation.title')}</legend>
      <Field label={t('dialogs.presentation.viewType')} error={errorAt(errors, 'viewType')}>
        <Select
          value={value.viewType}
          options={VIEW_TYPES.map((type) => ({ value: type, label: t(`dialogs.presentation.viewTypes.${type}`) }))}
          onValueChange={(next) => set('viewType', next as CategoryPresentation['viewType'])}
        />
      </Field>
      <Field label={t('dialogs.presentation.scrollType')} error={errorAt(errors, 'scrollType')}>
        <Select
          value={value.scrollType}
          options={SCROLL_TYPES.map((type) => ({ value: type, label: t(`dialogs.presentation.scrollTypes.${type}`) }))}
          onValueChange={(next) => set('scrollType', next as CategoryPresentation['scrollType'])}
        />
      </Field>
      <Field label={t('dialogs.presentation.navigationType')} error={errorAt(errors, 'navigationType')}>
        <Select
          value={value.navigationType}
          options={NAVIGATION_TYPES.map((type) => ({ value: type, label: t(`dialogs.presentation.navigationTypes.${type}`) }))}
          onValueChange={(next) => set('navigationType', next as CategoryPresentation['navigationType'])}
        />
      </Field>
      <div className="flex flex-col gap-1">
        <Switch checked={value.isWithoutCart} onCheckedChange={(isWithoutCart) => set('isWithoutCart', isWithoutCart)} label={t('dialogs.presentation.withoutCart')} />
        <p className="text-xs text-muted">{t('dialogs.presentation.withoutCartHint')}</p>
        {errorAt(errors, 'isWithoutCart') ? <p className="text-xs font-medium text-danger">{errorAt(errors, 'isWithoutCart')}</p> : null}
      </div>
      <Field label={t('dialogs.presentation.textColor')} hint={t('dialogs.presentation.textColorHint')} error={errorAt(errors, 'textColor')}>
        <div className="flex items-center gap-2">
          <TextInput value={value.textColor} onChange={(event) => set('textColor', event.target.value)} placeholder="#1d3557" maxLength={7} spellCheck={false} className="font-mono" />
          {/* The picker needs a colour; until one is chosen it starts from black and sets the field only when moved. */}
          <input
            type="color"
            aria-label={t('dialogs.presentation.textColorPicker')}
            value={HEX_COLOR.test(value.textColor) ? value.textColor.toLowerCase() : '#000000'}
            onChange={(event) => set('textColor', event.target.value)}
            className="h-10 w-14 shrink-0 rounded-xl border border-line bg-surface"
          />
          {value.textColor !== '' ? (
            <button type="button" className="shrink-0 text-sm text-muted underline" onClick={() => set('textColor', '')}>
              {t('dialogs.presentation.textColorClear')}
            </button>
          ) : null}
        </div>
      </Field>
    </fieldset>
  );
}
