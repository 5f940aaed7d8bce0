// /notifications: the signed-in customer's notifications (404 where the merchant switched them off; a
// guest signs in first). The action marks them all read, which the page does on opening.
import { NotificationListView } from '../features/notifications/notification-list-view.tsx';
import { loadNotificationList, markAllRead, requireNotificationsSession } from '../features/notifications/notifications.server.ts';
import { readPage } from '../features/notifications/paging.ts';
import { translator } from '../lib/i18n.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/notifications';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireNotificationsSession(request, context);
  return loadNotificationList(context, session, readPage(new URL(request.url).searchParams));
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireNotificationsSession(request, context);
  return { unreadCount: await markAllRead(context, session) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'notifications')('page.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function Notifications({ loaderData }: Route.ComponentProps) {
  return <NotificationListView key={loaderData.page} {...loaderData} />;
}
