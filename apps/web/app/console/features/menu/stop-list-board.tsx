// The stop-list during service: pick the branch, find the product, one big tap stops or returns it. The
// tap shows at once and is rolled back (with the reason) if the API refuses it.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StopList, StopListItem } from '@dastarkhan/domain/contracts/console-menu';
import { formatSom } from '@dastarkhan/domain/money';
import { imageUrl } from '../../../ui/api-image.tsx';
import { consoleFetch, useConsoleSession } from '../../lib/console-client.ts';
import { errorMessage, useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Field, TextInput } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { nameOf } from './menu-model.ts';

type Filter = 'all' | 'stopped' | 'available';

/** Stopped in every branch shown (one branch: stopped there). */
function stoppedCount(item: StopListItem): number {
  return item.branches.filter((entry) => entry.stopped).length;
}

export function StopListBoard({ list, branchId }: { list: StopList; branchId: string | null }) {
  const t = useConsoleT('menu');
  const language = useConsoleLanguage();
  const me = useConsoleSession();
  const navigate = useNavigate();
  const [items, setItems] = useState(list.items);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  // A new answer of the loader (another branch, a revalidation) replaces the local copy.
  useEffect(() => setItems(list.items), [list.items]);

  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return items.filter((item) => {
      const stopped = stoppedCount(item) > 0;
      if (filter === 'stopped' && !stopped) return false;
      if (filter === 'available' && stopped) return false;
      if (!needle) return true;
      return [item.name.uz, item.name.ru, item.name.eng, item.categoryName.uz, item.categoryName.ru, item.categoryName.eng].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      );
    });
  }, [items, query, filter]);
  const totalStopped = items.filter((item) => stoppedCount(item) > 0).length;

  async function toggle(item: StopListItem) {
    // In "all branches", a product available anywhere is stopped everywhere; a fully stopped one returns everywhere.
    const stopped = stoppedCount(item) < item.branches.length;
    const previous = item;
    const optimistic = { ...item, branches: item.branches.map((entry) => ({ ...entry, stopped })) };
    setFailure(null);
    setItems((current) => current.map((entry) => (entry.productId === item.productId ? optimistic : entry)));
    setPending((current) => new Set(current).add(item.productId));
    try {
      const saved = await consoleFetch<StopListItem>('/stop-list', {
        method: 'PUT',
        body: { productId: item.productId, ...(branchId ? { branchId } : {}), stopped },
        csrfToken: me.csrfToken,
        merchantId: me.merchant.id,
        language,
      });
      setItems((current) =>
        current.map((entry) => {
          if (entry.productId !== item.productId) return entry;
          const states = new Map(saved.branches.map((state) => [state.branchId, state.stopped]));
          return { ...entry, branches: entry.branches.map((state) => ({ ...state, stopped: states.get(state.branchId) ?? state.stopped })) };
        }),
      );
    } catch (error) {
      setItems((current) => current.map((entry) => (entry.productId === item.productId ? previous : entry)));
      setFailure(t('stop.failed', { name: nameOf(item.name, language), message: errorMessage(error, language) }));
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(item.productId);
        return next;
      });
    }
  }

  const branchOptions = list.branches.map((branch) => ({ value: branch.id, label: nameOf(branch.name, language) }));
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <Field label={t('stop.branch')}>
          <Select
            value={branchId ?? ''}
            placeholder={t('stop.allBranches')}
            options={branchOptions}
            onValueChange={(value) => void navigate(value ? `?branch=${encodeURIComponent(value)}` : '?', { replace: true, preventScrollReset: true })}
          />
        </Field>
        <Field label={t('stop.search')}>
          <TextInput type="search" value={query} placeholder={t('stop.searchPlaceholder')} onChange={(event) => setQuery(event.target.value)} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t('stop.filter')} className="flex gap-1 rounded-2xl bg-ink/5 p-1">
          {(['all', 'stopped', 'available'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={['min-h-9 rounded-xl px-3 text-sm font-semibold', filter === value ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink'].join(' ')}
            >
              {t(`stop.filters.${value}`)}
            </button>
          ))}
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {t('stop.count', { stopped: totalStopped, total: items.length })}
        </p>
      </div>
      {failure ? (
        <p role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-semibold text-danger">
          {failure}
        </p>
      ) : null}
      {visible.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted">{t('stop.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('stop.title')}>
          {visible.map((item) => {
            const count = stoppedCount(item);
            const total = item.branches.length;
            const stopped = count === total && total > 0;
            const name = nameOf(item.name, language);
            const state = stopped ? t('stop.stopped') : count > 0 ? t('stop.partly', { count, total }) : t('stop.available');
            return (
              <li
                key={item.productId}
                data-testid="stop-list-item"
                data-stopped={stopped || undefined}
                className={['flex items-center gap-3 rounded-2xl border bg-surface p-2 ps-3', stopped ? 'border-danger/40' : 'border-line'].join(' ')}
              >
                {item.image ? <img src={imageUrl(item.image, 96, 96)} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-xl object-cover" /> : null}
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{name}</p>
                  <p className="truncate text-xs text-muted">
                    {nameOf(item.categoryName, language)} · {formatSom(item.price, language)}
                    {item.isActive ? null : ` · ${t('stop.hiddenInMenu')}`}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void toggle(item)}
                  disabled={pending.has(item.productId)}
                  aria-label={stopped ? t('stop.toggleResume', { name }) : t('stop.toggleStop', { name })}
                  aria-busy={pending.has(item.productId) || undefined}
                  className={[
                    'min-h-14 w-32 shrink-0 rounded-2xl px-3 text-sm font-bold transition-colors sm:w-40',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-70',
                    stopped ? 'bg-danger text-white' : count > 0 ? 'bg-amber-500/20 text-amber-900 dark:text-amber-200' : 'bg-success/15 text-success',
                  ].join(' ')}
                >
                  {state}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
