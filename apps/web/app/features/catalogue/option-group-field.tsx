// One modification group on the product page: its rule ("Choose 1", "Up to 3", Required), and its
// options as radios (single choice), checkboxes, or steppers (an option that can be taken twice).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModificationGroup } from '@dastarkhan/domain/contracts/catalogue';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { applyPercentDiscount, formatSom, somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { selectedInGroup, setOptionCount, type OptionSelection } from '@dastarkhan/domain/product-options';
import { useLanguage } from '../../lib/use-language.ts';
import { ApiImage } from '../../ui/api-image.tsx';
import { CheckIcon, MinusIcon, PlusIcon } from '../../ui/icons.tsx';

interface OptionGroupFieldProps {
  group: ModificationGroup;
  selection: OptionSelection;
  /** The product's discount applies to option prices too. */
  discount: number;
  withImages: boolean;
  onChange: (next: OptionSelection) => void;
}

const STEP_BUTTON = 'grid h-8 w-8 place-items-center rounded-full bg-canvas text-ink ring-1 ring-line transition hover:bg-line/50 disabled:cursor-not-allowed disabled:opacity-40';

function useGroupRule(group: Pick<ModificationGroup, 'minSelect' | 'maxSelect'>): string {
  const { t } = useTranslation('catalogue');
  if (group.minSelect === group.maxSelect) return t('product.ruleExactly', { count: group.minSelect });
  if (group.minSelect === 0) return t('product.ruleUpTo', { max: group.maxSelect });
  return t('product.ruleRange', { min: group.minSelect, max: group.maxSelect });
}

export function OptionGroupField({ group, selection, discount, withImages, onChange }: OptionGroupFieldProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const titleId = useId();
  const ruleId = useId();
  const statusId = useId();
  const rule = useGroupRule(group);
  const selected = selectedInGroup(group, selection);
  const required = group.minSelect > 0;
  const met = selected >= group.minSelect;
  const single = group.maxSelect === 1;

  const priceOf = (price: number) => {
    const som = tiyinToSom(applyPercentDiscount(somToTiyin(price), discount));
    return som > 0 ? t('product.optionPrice', { price: formatSom(som, language) }) : null;
  };

  return (
    <section
      role="group"
      aria-labelledby={titleId}
      aria-describedby={`${ruleId} ${statusId}`}
      className={`rounded-2xl bg-surface p-4 ring-1 transition-colors ${required && !met ? 'ring-2 ring-amber-400' : 'ring-line'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-base font-bold text-ink">
            {pickLocalized(group.name, language)}
          </h3>
          <p id={ruleId} className="mt-0.5 text-sm text-muted">
            {rule}
            {required && !met && selected > 0 && <> · {t('product.remaining', { count: group.minSelect - selected })}</>}
          </p>
        </div>
        <GroupStatus id={statusId} required={required} met={met} />
      </div>
      <ul className="mt-2 divide-y divide-line">
        {single && !required && (
          <li>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 py-2">
              <input
                type="radio"
                name={group.id}
                checked={selected === 0}
                onChange={() => onChange(clearGroup(group, selection))}
                className={RADIO}
              />
              <span className="flex-1 text-[15px] text-ink">{t('product.none')}</span>
            </label>
          </li>
        )}
        {group.options.map((option) => {
          const count = selection[option.id] ?? 0;
          const name = pickLocalized(option.name, language);
          const price = priceOf(option.price);
          const picture = withImages && option.image ? (
            <ApiImage src={option.image} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-lg object-cover" />
          ) : null;

          if (single) {
            return (
              <li key={option.id}>
                <label className="flex min-h-12 cursor-pointer items-center gap-3 py-2">
                  <input type="radio" name={group.id} checked={count > 0} onChange={() => onChange(setOptionCount(group, selection, option.id, 1))} className={RADIO} />
                  {picture}
                  <span className="flex-1 text-[15px] text-ink">{name}</span>
                  {price && <span className="text-sm font-medium whitespace-nowrap text-muted">{price}</span>}
                </label>
              </li>
            );
          }

          const canAdd = (setOptionCount(group, selection, option.id, count + 1)[option.id] ?? 0) > count;
          if (option.maxCount > 1) {
            return (
              <li key={option.id} className="flex min-h-12 items-center gap-3 py-2">
                {picture}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-[15px] text-ink">{name}</span>
                  {price && <span className="text-sm text-muted">{price}</span>}
                </span>
                <span className="flex items-center gap-2">
                  {count > 0 && (
                    <>
                      <button type="button" className={STEP_BUTTON} aria-label={t('product.removeOne', { name })} onClick={() => onChange(setOptionCount(group, selection, option.id, count - 1))}>
                        <MinusIcon width={16} height={16} />
                      </button>
                      <span aria-live="polite" className="min-w-5 text-center text-[15px] font-semibold text-ink tabular-nums">
                        {count}
                      </span>
                    </>
                  )}
                  <button type="button" className={STEP_BUTTON} aria-label={t('product.addOne', { name })} disabled={!canAdd} onClick={() => onChange(setOptionCount(group, selection, option.id, count + 1))}>
                    <PlusIcon width={16} height={16} />
                  </button>
                </span>
              </li>
            );
          }

          return (
            <li key={option.id}>
              <label className={`flex min-h-12 items-center gap-3 py-2 ${count === 0 && !canAdd ? 'cursor-not-allowed opacity-50' : 'cursor-pointer'}`}>
                <span className="relative grid place-items-center">
                  <input
                    type="checkbox"
                    checked={count > 0}
                    disabled={count === 0 && !canAdd}
                    onChange={(event) => onChange(setOptionCount(group, selection, option.id, event.target.checked ? 1 : 0))}
                    className={`peer ${CHECKBOX}`}
                  />
                  <CheckIcon width={14} height={14} strokeWidth={3} className="pointer-events-none absolute text-surface opacity-0 peer-checked:opacity-100" />
                </span>
                {picture}
                <span className="flex-1 text-[15px] text-ink">{name}</span>
                {price && <span className="text-sm font-medium whitespace-nowrap text-muted">{price}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const RADIO = 'h-5 w-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-line bg-surface transition-all checked:border-[6px] checked:border-ink';
const CHECKBOX = 'h-5 w-5 shrink-0 cursor-pointer appearance-none rounded-md border-2 border-line bg-surface transition-colors checked:border-ink checked:bg-ink disabled:cursor-not-allowed';

function clearGroup(group: ModificationGroup, selection: OptionSelection): OptionSelection {
  const next = { ...selection };
  for (const option of group.options) delete next[option.id];
  return next;
}

function GroupStatus({ id, required, met }: { id: string; required: boolean; met: boolean }) {
  const { t } = useTranslation('catalogue');
  if (!required) return <span id={id} className="shrink-0 rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold text-muted">{t('product.optional')}</span>;
  if (met) {
    return (
      <span id={id} className="inline-flex shrink-0 items-center gap-1 rounded-full bg-success/15 px-2.5 py-1 text-xs font-semibold text-success">
        <CheckIcon width={14} height={14} strokeWidth={3} />
        {t('product.done')}
      </span>
    );
  }
  return <span id={id} className="shrink-0 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">{t('product.required')}</span>;
}
