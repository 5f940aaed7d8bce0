// The product editor's option groups (name, min/max) and their options (name, price, max count, default,
// available): added, removed and reordered here, saved with the product in one request.
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { Button } from '../../../ui/button.tsx';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Field } from '../../ui/field.tsx';
import { LocalizedInput } from '../../ui/localized-input.tsx';
import { MoneyInput, NumberInput } from '../../ui/number-input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { EMPTY_TEXT, errorAt, moved, nameOf, newKey, type OptionDraft, type OptionGroupDraft } from './menu-model.ts';
import { DragGrip, SortableList } from './sortable-list.tsx';

export interface OptionGroupsEditorProps {
  groups: OptionGroupDraft[];
  onChange: (groups: OptionGroupDraft[]) => void;
  errors: Record<string, string>;
}

const newOption = (): OptionDraft => ({ key: newKey(), name: { ...EMPTY_TEXT }, price: 0, maxCount: 1, isDefault: false, isActive: true });

export function OptionGroupsEditor({ groups, onChange, errors }: OptionGroupsEditorProps) {
  const t = useConsoleT('menu');
  const language = useConsoleLanguage();
  const update = (index: number, group: OptionGroupDraft) => onChange(groups.map((entry, at) => (at === index ? group : entry)));
  return (
    <div className="flex flex-col gap-3">
      <SortableList
        label={t('editor.options')}
        items={groups}
        idOf={(group) => group.key}
        onReorder={(keys) => onChange(keys.map((key) => groups.find((group) => group.key === key)!))}
        className="flex flex-col gap-3"
        renderItem={(group, handle) => {
          const index = groups.indexOf(group);
          const path = `optionGroups.${index}`;
          const minMaxWrong = group.minSelect !== null && group.maxSelect !== null && group.minSelect > group.maxSelect;
          return (
            <fieldset data-testid="option-group" className="flex flex-col gap-3 rounded-2xl border border-line bg-canvas/40 p-3">
              <legend className="sr-only">{t('editor.optionGroup', { n: index + 1 })}</legend>
              <div className="flex items-start gap-2">
                <DragGrip handle={handle} label={t('actions.dragHandle', { name: nameOf(group.name, language) })} />
                <LocalizedInput
                  className="flex-1"
                  label={t('editor.optionGroupName')}
                  value={group.name}
                  onChange={(name: LocalizedText) => update(index, { ...group, name })}
                  maxLength={200}
                  error={errorAt(errors, `${path}.name`)}
                />
              </div>
              <div className="grid grid-cols-2 gap-3 sm:max-w-xs">
                <Field label={t('editor.minSelect')} error={minMaxWrong ? t('editor.minMax') : errorAt(errors, `${path}.minSelect`)}>
                  <NumberInput value={group.minSelect} min={0} onChange={(minSelect) => update(index, { ...group, minSelect })} />
                </Field>
                <Field label={t('editor.maxSelect')} error={errorAt(errors, `${path}.maxSelect`)}>
                  <NumberInput value={group.maxSelect} min={1} onChange={(maxSelect) => update(index, { ...group, maxSelect })} />
                </Field>
              </div>
              {errorAt(errors, `${path}.options`) && !Object.keys(errors).some((key) => key.startsWith(`${path}.options.`)) ? (
                <p className="text-xs font-medium text-danger">{errorAt(errors, `${path}.options`)}</p>
              ) : null}
              <ul className="flex flex-col gap-2" aria-label={nameOf(group.name, language)}>
                {group.options.map((option, optionIndex) => {
                  const at = `${path}.options.${optionIndex}`;
                  const setOption = (next: OptionDraft) => update(index, { ...group, options: group.options.map((entry, i) => (i === optionIndex ? next : entry)) });
                  return (
                    <li key={option.key} data-testid="option" className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-2">
                      <LocalizedInput label={t('editor.optionName')} value={option.name} onChange={(name) => setOption({ ...option, name })} maxLength={200} error={errorAt(errors, `${at}.name`)} />
                      <div className="grid grid-cols-2 gap-2">
                        <Field label={t('editor.optionPrice')} error={errorAt(errors, `${at}.price`)}>
                          <MoneyInput value={option.price} onChange={(price) => setOption({ ...option, price })} />
                        </Field>
                        <Field label={t('editor.maxCount')} error={errorAt(errors, `${at}.maxCount`)}>
                          <NumberInput value={option.maxCount} min={1} onChange={(maxCount) => setOption({ ...option, maxCount })} />
                        </Field>
                      </div>
                      <div className="flex flex-wrap gap-x-5 gap-y-2">
                        <Switch checked={option.isDefault} onCheckedChange={(isDefault) => setOption({ ...option, isDefault })} label={t('editor.isDefault')} />
                        <Switch checked={option.isActive} onCheckedChange={(isActive) => setOption({ ...option, isActive })} label={t('editor.optionActive')} />
                      </div>
                      <div className="flex flex-wrap gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={optionIndex === 0}
                          onClick={() => update(index, { ...group, options: moved(group.options, optionIndex, optionIndex - 1) })}
                        >
                          ↑ {t('actions.moveUp')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={optionIndex === group.options.length - 1}
                          onClick={() => update(index, { ...group, options: moved(group.options, optionIndex, optionIndex + 1) })}
                        >
                          ↓ {t('actions.moveDown')}
                        </Button>
                        <Button size="sm" variant="ghost" className="ms-auto text-danger" onClick={() => update(index, { ...group, options: group.options.filter((_, i) => i !== optionIndex) })}>
                          {t('editor.removeOption')}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <div className="flex flex-wrap justify-between gap-2">
                <Button size="sm" variant="secondary" onClick={() => update(index, { ...group, options: [...group.options, newOption()] })}>
                  + {t('editor.addOption')}
                </Button>
                <Button size="sm" variant="ghost" className="text-danger" onClick={() => onChange(groups.filter((_, at) => at !== index))}>
                  {t('editor.removeOptionGroup')}
                </Button>
              </div>
            </fieldset>
          );
        }}
      />
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => onChange([...groups, { key: newKey(), name: { ...EMPTY_TEXT }, minSelect: 0, maxSelect: 1, options: [newOption()] }])}
      >
        + {t('editor.addOptionGroup')}
      </Button>
    </div>
  );
}
