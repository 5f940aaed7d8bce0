// Loader and action side of the notifications page and the header bell: a page of the customer's
// notifications in the page's language, marking them read, and the unread count. Everything is a 404
// (page) or nothing (bell) where the merchant switched notifications off.
import type { AppLoadContext } from 'react-router';
import { redirect } from 'react-router';
import { NotificationPageSchema, UnreadCountSchema, type NotificationPage } from '@dastarkhan/domain/contracts/notifications';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { notFound } from '../../lib/content.server.ts';
import { apiRequest } from '../../lib/api.server.ts';
import { authorized, jsonBody, optionalSession, requireSession, sessionRequest, type Session } from '../../lib/session.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Storefront } from '../../lib/storefront.ts';
import { pageHref } from './paging.ts';

const API = '/api/notifications/v1/notifications';
export const NOTIFICATIONS_PER_PAGE = 20;

export interface NotificationItem {
  id: string;
  title: string;
  body: string;
  image: string | null;
  createdAt: string;
  isRead: boolean;
}

export interface NotificationListData {
  /** One-based, as the address bar shows it. */
  page: number;
  totalPages: number;
  unreadCount: number;
  items: NotificationItem[];
}

function requireNotificationsEnabled(storefront: Storefront): void {
  if (!storefront.settings.notificationsActive) notFound();
}

/** The flag first (switched off: 404 for guests too, the page does not exist), then the sign-in. */
export async function requireNotificationsSession(request: Request, context: AppLoadContext): Promise<Session> {
  requireNotificationsEnabled(await requireStorefront(request, context));
  return requireSession(request, context);
}

export async function loadNotificationList(context: AppLoadContext, session: Session, page: number): Promise<NotificationListData> {
  const answer = await sessionRequest<NotificationPage>(context, session, `${API}?page=${page - 1}&size=${NOTIFICATIONS_PER_PAGE}`);
  const parsed = NotificationPageSchema.parse(answer);
  // A page past the last one (the list shrank, or a typed URL) shows the last one.
  if (parsed.totalPages > 0 && page > parsed.totalPages) throw redirect(pageHref(parsed.totalPages));
  const { language } = session.storefront;
  return {
    page,
    totalPages: Math.max(1, parsed.totalPages),
    unreadCount: parsed.unreadCount,
    items: parsed.content.map((item) => ({
      id: item.id,
      title: pickLocalized(item.title, language),
      body: pickLocalized(item.body, language),
      image: item.image,
      createdAt: item.createdAt,
      isRead: item.isRead,
    })),
  };
}

/** Marks everything read (what opening the page does); answers the unread count left. */
export async function markAllRead(context: AppLoadContext, session: Session): Promise<number> {
  const answer = await sessionRequest<unknown>(context, session, `${API}/read-all`, jsonBody('POST'));
  return UnreadCountSchema.parse(answer).unreadCount;
}

/**
 * The header badge's number: 0 for guests, where notifications are off, and whenever it cannot be
 * had. Not even a revoked session redirects from here: a background badge must not reload the page
 * under the customer; their next navigation finds the stale session and says so (spec §6, §8).
 */
export async function loadUnreadCount(request: Request, context: AppLoadContext): Promise<number> {
  try {
    const storefront = await requireStorefront(request, context);
    if (!storefront.settings.notificationsActive) return 0;
    const session = await optionalSession(request, context);
    if (!session) return 0;
    const answer = await apiRequest<unknown>(context, `${API}/unread-count`, authorized(storefront, session.token));
    return UnreadCountSchema.parse(answer).unreadCount;
  } catch {
    return 0;
  }
}
