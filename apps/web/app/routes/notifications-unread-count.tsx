// Resource route (no page): the header bell's unread count; 0 for guests and where notifications are off.
import { data } from 'react-router';
import { loadUnreadCount } from '../features/notifications/notifications.server.ts';
import type { Route } from './+types/notifications-unread-count';

export async function loader({ request, context }: Route.LoaderArgs) {
  // The customer's own number: never kept by a shared cache.
  return data({ unreadCount: await loadUnreadCount(request, context) }, { headers: { 'Cache-Control': 'private, no-store' } });
}
