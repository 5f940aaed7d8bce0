// The /notifications page: the customer's notifications, newest first, the unread ones marked. Opening
// the page marks them all read (the marks stay for this visit, so the customer still sees what is new).
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import { useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ApiImage } from '../../ui/api-image.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { BellIcon } from './icons.tsx';
import type { NotificationItem, NotificationListData } from './notifications.server.ts';
import { pageHref } from './paging.ts';

export function NotificationListView({ page, totalPages, unreadCount, items }: NotificationListData) {
  const { t } = useTranslation('notifications');
  const fetcher = useFetcher({ key: 'notifications-read-all' });
  const { submit } = fetcher;
  // What was new when the page opened; marking read must not make the marks vanish under the reader's eyes.
  const [fresh] = useState(() => new Set(items.filter((item) => !item.isRead).map((item) => item.id)));

  useEffect(() => {
    if (unreadCount > 0) void submit({ intent: 'read-all' }, { method: 'post', action: '/notifications' });
    // Once per opening of the page (the route keys this view by page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="mx-auto max-w-2xl pb-6">
      <PageHeader title={t('page.title')} backTo="/profile" />
      {items.length === 0 ? (
        <EmptyState icon={<BellIcon />} title={t('list.emptyTitle')} description={t('list.emptyText')} />
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t('list.label')} data-testid="notification-list">
          {items.map((item) => (
            <NotificationCard key={item.id} item={item} isNew={fresh.has(item.id)} />
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <nav className="mt-6 flex items-center justify-between gap-3 text-sm" aria-label={t('list.pageOf', { page, total: totalPages })}>
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="rounded-full px-4 py-2 font-semibold text-ink ring-1 ring-line hover:bg-ink/5">
              {t('list.newer')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">{t('list.pageOf', { page, total: totalPages })}</span>
          {page < totalPages ? (
            <Link to={pageHref(page + 1)} className="rounded-full px-4 py-2 font-semibold text-ink ring-1 ring-line hover:bg-ink/5">
              {t('list.older')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function NotificationCard({ item, isNew }: { item: NotificationItem; isNew: boolean }) {
  const { t } = useTranslation('notifications');
  const { merchant } = useStorefront();
  const language = useLanguage();
  return (
    <li
      className={`flex gap-3 rounded-2xl p-4 ring-1 ${isNew ? 'bg-brand/10 ring-brand/40' : 'bg-surface ring-line'}`}
      data-testid="notification"
      data-unread={isNew ? 'true' : 'false'}
    >
      {item.image ? <ApiImage src={item.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-xl object-cover" /> : null}
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <h2 className="min-w-0 flex-1 font-semibold leading-snug text-ink">{item.title}</h2>
          {isNew ? (
            <span className="shrink-0 rounded-full bg-brand px-2 py-0.5 text-[11px] font-bold text-brand-contrast">{t('list.unread')}</span>
          ) : null}
        </div>
        {item.body ? <p className="mt-1 whitespace-pre-line text-sm text-ink/80">{item.body}</p> : null}
        <p className="mt-2 text-xs text-muted">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, merchant.timezone, language)}</time>
        </p>
      </div>
    </li>
  );
}
