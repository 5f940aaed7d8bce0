// A searchable choice of one of the merchant's products (an ARIA combobox): typing filters the menu by the
// product's or its category's name in any language; arrows and Enter pick, Escape puts the choice back.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { pickLocalized, type LocalizedText } from '@dastarkhan/domain/i18n';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Field, TextInput } from '../../ui/field.tsx';

export interface PickableProduct {
  id: string;
  name: LocalizedText;
  category: LocalizedText;
  isActive: boolean;
}

/** How many matches are listed at once (a menu has hundreds; the search narrows it). */
const SHOWN = 50;

const folded = (value: string) => value.toLocaleLowerCase().replace(/[ʻʼ‘’`']/g, "'").trim();

/** The products whose name or category contains every word of the query, in the menu's order. */
export function matchProducts(products: readonly PickableProduct[], query: string): PickableProduct[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return products.slice(0, SHOWN);
  const matches = products.filter((product) => {
    const haystack = folded([product.name.uz, product.name.ru, product.name.eng, product.category.uz, product.category.ru, product.category.eng].join(' '));
    return words.every((word) => haystack.includes(word));
  });
  return matches.slice(0, SHOWN);
}

export function ProductPicker({
  products,
  value,
  onChange,
  label,
  hint,
}: {
  products: readonly PickableProduct[];
  value: string | null;
  onChange: (productId: string | null) => void;
  label: string;
  hint?: string;
}) {
  const t = useConsoleT('brand');
  const language = useConsoleLanguage();
  const listId = useId();
  // null: not searching, the input shows the chosen product.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const nameOf = (product: PickableProduct) => pickLocalized(product.name, language) || '—';
  const chosen = products.find((product) => product.id === value);
  const matches = useMemo(() => (query === null ? [] : matchProducts(products, query)), [products, query]);
  // The first choice is "no product".
  const options: (PickableProduct | null)[] = [null, ...matches];
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(product: PickableProduct | null) {
    onChange(product?.id ?? null);
    setQuery(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setQuery('');
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      // Picks the highlighted product instead of submitting the banner's form.
      event.preventDefault();
      choose(options[active] ?? null);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setQuery(null);
    }
  }

  return (
    <Field label={label} hint={hint}>
      <div className="relative">
        <TextInput
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={open ? query : chosen ? nameOf(chosen) : (value ?? '')}
          placeholder={chosen ? nameOf(chosen) : t('content.productSearch')}
          onClick={() => {
            if (!open) setQuery('');
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery(null)}
        />
        {open ? (
          <ul role="listbox" id={listId} aria-label={label} className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-line bg-surface py-1 shadow-lg">
            {options.map((product, index) => (
              <li
                key={product?.id ?? 'none'}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the input, so that its blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(product)}
                className={['flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm', index === active ? 'bg-ink/8' : ''].join(' ')}
              >
                {product ? (
                  <>
                    <span className="min-w-0 flex-1 truncate font-medium">{nameOf(product)}</span>
                    <span className="shrink-0 text-xs text-muted">
                      {[pickLocalized(product.category, language), product.isActive ? '' : t('content.hiddenProduct')].filter(Boolean).join(' · ')}
                    </span>
                  </>
                ) : (
                  <span className="text-muted">{t('content.noProduct')}</span>
                )}
              </li>
            ))}
            {matches.length === 0 ? (
              <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-muted">
                {t('content.noMatches')}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </Field>
  );
}
