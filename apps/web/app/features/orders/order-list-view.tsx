// The /profile/orders page: the active and archive tabs, a page of order cards, and the pager.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import { useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BackIcon, ChevronIcon, ClockIcon } from '../../ui/icons.tsx';
import { Money } from '../../ui/money.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ReceiptIcon } from './icons.tsx';
import { itemSummary, serviceLabel } from './order-format.ts';
import { orderListHref, pagerItems, type OrderListQuery, type OrderTab } from './order-paging.ts';
import type { OrderCardData, OrderListData } from './orders.server.ts';
import { PaidChip, StatusChip } from './status-chip.tsx';

export function OrderListView({ query, orders, totalPages }: OrderListData) {
  const { t } = useTranslation('orders');
  return (
    <div className="mx-auto max-w-2xl pb-6">
      <PageHeader title={t('page.title')} backTo="/profile" />
      <OrderTabs current={query.tab} />
      {orders.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title={query.tab === 'active' ? t('list.emptyActiveTitle') : t('list.emptyArchiveTitle')}
          description={query.tab === 'active' ? t('list.emptyActiveText') : t('list.emptyArchiveText')}
          action={
            <ButtonLink to="/" size="lg">
              {t('list.toMenu')}
            </ButtonLink>
          }
        />
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label={query.tab === 'active' ? t('list.active') : t('list.archive')}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
      <Pager query={query} totalPages={totalPages} />
    </div>
  );
}

function OrderTabs({ current }: { current: OrderTab }) {
  const { t } = useTranslation('orders');
  const tabs: { tab: OrderTab; label: string }[] = [
    { tab: 'active', label: t('list.active') },
    { tab: 'archive', label: t('list.archive') },
  ];
  // Links, not an ARIA tablist: each tab is its own address (shareable, back button works).
  return (
    <nav aria-label={t('list.tabs')} className="flex gap-1 rounded-2xl bg-ink/[0.05] p-1">
      {tabs.map(({ tab, label }) => (
        <Link
          key={tab}
          to={orderListHref({ tab, page: 1 })}
          aria-current={tab === current ? 'page' : undefined}
          className={`flex min-h-10 flex-1 items-center justify-center rounded-xl px-3 text-[15px] font-semibold transition-colors ${
            tab === current ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink'
          }`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

function OrderCard({ order }: { order: OrderCardData }) {
  const { t } = useTranslation('orders');
  const { merchant } = useStorefront();
  const language = useLanguage();
  const summary = itemSummary(order.items);
  return (
    <li>
      <Link
        to={`/profile/orders/${order.id}`}
        data-testid="order-card"
        className="flex flex-col gap-2 rounded-3xl bg-surface p-4 ring-1 ring-line transition-colors hover:bg-ink/[0.025]"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-[17px] font-bold text-ink">{t('order.number', { number: order.number })}</h2>
          <StatusChip status={order.status} />
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-muted">
          <span className="inline-flex items-center gap-1 tabular-nums">
            <ClockIcon className="size-4" />
            <time dateTime={order.createdDate}>{formatDateTime(order.createdDate, merchant.timezone, language)}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span>{serviceLabel(t, order.serviceType)}</span>
          {order.branchName ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{order.branchName}</span>
            </>
          ) : null}
        </p>
        {summary.text ? (
          <p className="line-clamp-2 text-[15px] text-ink">
            {summary.text}
            {summary.more > 0 ? <span className="text-muted"> {t('list.more', { count: summary.more })}</span> : null}
          </p>
        ) : null}
        <div className="mt-1 flex items-center justify-between gap-3">
          <span className="flex items-baseline gap-2">
            <Money som={order.totalPrice} className="text-[17px] font-extrabold text-ink" />
            <PaidChip state={order.paymentState} />
          </span>
          <ChevronIcon className="size-5 shrink-0 text-muted" />
        </div>
      </Link>
    </li>
  );
}

const PAGE_LINK = 'grid size-10 place-items-center rounded-full text-[15px] font-semibold tabular-nums transition-colors';

function Pager({ query, totalPages }: { query: OrderListQuery; totalPages: number }) {
  const { t } = useTranslation('orders');
  const items = pagerItems(query.page, totalPages);
  if (items.length === 0) return null;
  const href = (page: number) => orderListHref({ ...query, page });
  return (
    <nav aria-label={t('list.pager')} className="mt-6 flex items-center justify-center gap-1">
      {query.page > 1 ? (
        <Link to={href(query.page - 1)} className={`${PAGE_LINK} text-ink hover:bg-ink/5`} aria-label={t('list.previous')}>
          <BackIcon className="size-5" />
        </Link>
      ) : null}
      {items.map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item.page}
            to={href(item.page)}
            aria-label={t('list.page', { page: item.page })}
            aria-current={item.page === query.page ? 'page' : undefined}
            className={`${PAGE_LINK} ${item.page === query.page ? 'bg-ink text-surface' : 'text-ink hover:bg-ink/5'}`}
          >
            {item.page}
          </Link>
        ),
      )}
      {query.page < totalPages ? (
        <Link to={href(query.page + 1)} className={`${PAGE_LINK} text-ink hover:bg-ink/5`} aria-label={t('list.next')}>
          <ChevronIcon className="size-5" />
        </Link>
      ) : null}
    </nav>
  );
}
