// The search screen: an input that searches as you type (client-side, over the loader's catalogue),
// the results, and the device's recent searches while the field is empty.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWording } from '../../lib/wording.ts';
import { pickLocalized, type LocalizedText } from '@dastarkhan/domain/i18n';
import { createSearchIndex, normalizeSearchText, search } from '@dastarkhan/domain/search';
import { useLanguage } from '../../lib/use-language.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ClockIcon, CloseIcon, SearchIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { categoryHref, localizeCard, type ProductCardData } from './menu-model.ts';
import { ProductList } from './product-list.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useSearchHistory } from './use-search-history.ts';

/** Spec: the search input takes the focus 500 ms after the screen opens. */
const FOCUS_DELAY_MS = 500;
const DEBOUNCE_MS = 120;

interface SearchViewProps {
  products: readonly ProductCardData[];
  categories: readonly { id: string; name: LocalizedText }[];
  merchantId: string;
}

export function SearchView({ products, categories, merchantId }: SearchViewProps) {
  const { t } = useTranslation('catalogue');
  const wording = useWording();
  const language = useLanguage();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  const settled = useDebouncedValue(query, DEBOUNCE_MS);
  const { history, remember, clear } = useSearchHistory(merchantId);

  const index = useMemo(
    () => createSearchIndex(products, (product) => ({ names: Object.values(product.name), descriptions: Object.values(product.description) })),
    [products],
  );
  const results = useMemo(() => search(index, settled), [index, settled]);
  const resultCards = useMemo(() => {
    const texts = { t, language };
    return results.map((product) => localizeCard(product, texts));
  }, [results, t, language]);
  const searching = normalizeSearchText(settled) !== '';

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus({ preventScroll: true }), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // The query lives in the URL (shareable, server-rendered). Typing replaces the entry and reloads
  // no data: the results are computed here. `written` tells our own URL writes from outside ones.
  const written = useRef(urlQuery);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (settled.trim() === '') next.delete('q');
        else next.set('q', settled);
        return next;
      },
      { replace: true, preventScrollReset: true, defaultShouldRevalidate: false },
    );
  }, [settled, setSearchParams]);

  // A link to /search or /search?q=… (the header, a shared link) puts its query in the field.
  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    setQuery(urlQuery);
  }, [urlQuery]);

  const runAgain = (entry: string) => {
    setQuery(entry);
    remember(entry);
  };

  return (
    <div className="pb-10">
      <PageHeader title={t('search.title')} hideBack />
      <form
        role="search"
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          remember(query);
          inputRef.current?.blur();
        }}
        className="sticky top-(--app-header-height) z-20 -mx-4 bg-canvas/95 px-4 py-3 backdrop-blur-md"
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search.label', wording)}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search.placeholder', wording)}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            className="h-12 w-full rounded-2xl bg-surface ps-12 pe-12 text-base text-ink shadow-sm ring-1 ring-line transition outline-none placeholder:text-muted focus:ring-2 focus:ring-ink [&::-webkit-search-cancel-button]:appearance-none"
          />
          {query !== '' && (
            <button
              type="button"
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
              aria-label={t('search.clear')}
              className="absolute end-2 top-1/2 grid h-9 w-9 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-line/50 hover:text-ink"
            >
              <CloseIcon className="size-[18px]" />
            </button>
          )}
        </div>
      </form>

      {/* Always present, so screen readers announce each new count ("Found: 0" when nothing matches). */}
      <p aria-live="polite" className={searching && results.length > 0 ? 'mt-2 mb-3 text-sm font-medium text-muted' : 'sr-only'}>
        {searching ? t('search.found', { count: results.length }) : ''}
      </p>

      {searching ? (
        results.length > 0 ? (
          <section aria-label={t('search.title')}>
            <ProductList products={resultCards} size="SMALL" scroll="VERTICAL" eagerCount={4} onOpen={() => remember(settled)} />
          </section>
        ) : (
          <EmptyState title={t('search.nothingFound')} description={t('search.nothingFoundHint')} icon={<SearchIcon />} />
        )
      ) : (
        <div className="mt-2 flex flex-col gap-8">
          {history.length > 0 && (
            <section aria-labelledby={`${inputId}-history`}>
              <div className="mb-2 flex items-center justify-between gap-3">
                <h2 id={`${inputId}-history`} className="text-lg font-bold text-ink">
                  {t('search.historyTitle')}
                </h2>
                <button type="button" onClick={clear} className="rounded-lg px-2 py-1 text-sm font-semibold text-muted hover:text-ink">
                  {t('search.clearHistory')}
                </button>
              </div>
              <ul className="divide-y divide-line overflow-hidden rounded-2xl bg-surface ring-1 ring-line">
                {history.map((entry) => (
                  <li key={entry}>
                    <button type="button" onClick={() => runAgain(entry)} className="flex w-full items-center gap-3 px-4 py-3 text-start text-[15px] text-ink hover:bg-canvas focus-visible:-outline-offset-4">
                      <ClockIcon className="size-[18px] shrink-0 text-muted" />
                      <span className="truncate">{entry}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="text-sm text-muted">{t('search.hint')}</p>
          {categories.length > 0 && (
            <section aria-labelledby={`${inputId}-categories`}>
              <h2 id={`${inputId}-categories`} className="mb-3 text-lg font-bold text-ink">
                {t('search.browseCategories')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link
                      to={categoryHref(category.id)}
                      className="inline-flex h-9 items-center rounded-full bg-surface px-4 text-sm font-medium text-ink ring-1 ring-line hover:bg-line/40"
                    >
                      {pickLocalized(category.name, language)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
