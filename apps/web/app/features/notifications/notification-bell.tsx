// The bell in the header of a signed-in customer's pages (where the merchant switched notifications
// on), with the unread count. The count comes from a small resource route after hydration, so no page
// waits for it; React Router reloads it after every form submission, so reading the list clears it.
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useStorefront } from '../../lib/storefront.ts';
import { BellIcon } from './icons.tsx';

export const UNREAD_COUNT_PATH = '/notifications/unread-count';

export function NotificationBell() {
  const { settings } = useStorefront();
  const signedIn = useCurrentUser() !== null;
  if (!signedIn || !settings.notificationsActive) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useTranslation('notifications');
  const fetcher = useFetcher<{ unreadCount: number }>({ key: 'notification-unread-count' });
  const { load } = fetcher;

  useEffect(() => {
    void load(UNREAD_COUNT_PATH);
    // Back to a tab left open: there may be news.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load(UNREAD_COUNT_PATH);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [load]);

  const unread = fetcher.data?.unreadCount ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={unread > 0 ? t('bell.labelUnread', { unread }) : t('bell.label')}
      className="relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-ink/5"
      data-testid="notification-bell"
    >
      <BellIcon />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute top-0.5 end-0.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-surface"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
