// The orders board: filters (branch, service; kept in the URL), the live state, and the columns by status —
// side by side with horizontal scroll on wide screens, one column at a time under a tab bar on a phone.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOARD_COLUMNS, type Board, type BoardColumn } from '@dastarkhan/domain/contracts/console-board';
import { SERVICE_TYPES } from '@dastarkhan/domain/enums';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { ConsolePage } from '../../ui/console-page.tsx';
import { Select } from '../../ui/select.tsx';
import { OrderCard } from './order-card.tsx';
import { useBoardLive } from './use-order-events.ts';

/** Ages on the cards move on without a reload. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function BoardView({ board }: { board: Board }) {
  const t = useConsoleT('board');
  const language = useConsoleLanguage();
  const [params, setParams] = useSearchParams();
  const [active, setActive] = useState<BoardColumn>('new');
  const now = useNow();
  const live = useBoardLive(board.orders.map((order) => order.id));
  const branchId = params.get('branchId') ?? '';
  const serviceType = params.get('serviceType') ?? '';

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const byColumn = new Map<BoardColumn, Board['orders']>(BOARD_COLUMNS.map((column) => [column, []]));
  for (const order of board.orders) byColumn.get(order.column)?.push(order);

  return (
    <ConsolePage
      title={t('title')}
      description={
        <span className="inline-flex items-center gap-2" role="status">
          <span aria-hidden="true" className={`inline-block size-2 rounded-full ${live.connected ? 'bg-success' : 'bg-amber-500'}`} />
          {live.connected ? t('live.on') : t('live.off')}
          {live.unseen.size > 0 ? <strong className="text-brand-ink">· {t('newOrders', { count: live.unseen.size })}</strong> : null}
        </span>
      }
      actions={
        <>
          <Select
            aria-label={t('filters.branch')}
            value={branchId}
            placeholder={t('filters.allBranches')}
            options={board.branches.map((branch) => ({ value: branch.id, label: pickLocalized(branch.name, language) ?? branch.id }))}
            onValueChange={(value) => setFilter('branchId', value)}
            className="w-auto max-w-56"
          />
          <Select
            aria-label={t('filters.service')}
            value={serviceType}
            placeholder={t('filters.allServices')}
            options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`service.${type}`) }))}
            onValueChange={(value) => setFilter('serviceType', value)}
            className="w-auto max-w-48"
          />
        </>
      }
    >
      <div role="tablist" aria-label={t('columnsLabel')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 md:hidden">
        {BOARD_COLUMNS.map((column) => (
          <button
            key={column}
            type="button"
            role="tab"
            aria-selected={active === column}
            onClick={() => setActive(column)}
            className={[
              'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium',
              active === column ? 'bg-ink text-surface' : 'bg-ink/5 text-ink',
            ].join(' ')}
          >
            {t(`columns.${column}`)} <span className="tabular-nums opacity-70">{byColumn.get(column)?.length ?? 0}</span>
          </button>
        ))}
      </div>
      <div className="flex gap-3 overflow-x-auto pb-4 md:snap-x">
        {BOARD_COLUMNS.map((column) => {
          const orders = byColumn.get(column) ?? [];
          return (
            <section
              key={column}
              aria-labelledby={`board-column-${column}`}
              data-column={column}
              className={[
                'w-full shrink-0 flex-col gap-2 rounded-3xl bg-ink/4 p-2 md:flex md:w-72 md:snap-start',
                active === column ? 'flex' : 'hidden',
              ].join(' ')}
            >
              <h2 id={`board-column-${column}`} className="flex items-center justify-between px-2 pt-1 text-sm font-semibold">
                {t(`columns.${column}`)}
                <span className="rounded-full bg-surface px-2 text-xs tabular-nums">{orders.length}</span>
              </h2>
              {orders.length === 0 ? <p className="px-2 py-4 text-center text-xs text-muted">{t('emptyColumn')}</p> : null}
              {orders.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  couriers={board.couriers}
                  timezone={board.timezone}
                  now={now}
                  fresh={live.unseen.has(order.id)}
                  showBranch={!branchId && board.branches.length > 1}
                />
              ))}
            </section>
          );
        })}
      </div>
    </ConsolePage>
  );
}
