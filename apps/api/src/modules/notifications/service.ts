// Stories of the home page and the customer's notifications, each behind its web-settings flag.
import type { Database } from '@dastarkhan/db/client';
import type { StorySlide } from '@dastarkhan/db/schema';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import {
  STORY_SLIDE_DEFAULT_MS,
  STORY_SLIDE_MAX_MS,
  STORY_SLIDE_MIN_MS,
  type Notification,
  type NotificationListQuery,
  type NotificationPage,
  type Story,
  type StorySlideView,
  type UnreadCount,
} from '@dastarkhan/domain/contracts/notifications';
import { forbidden, notFound } from '../../errors.ts';
import type { InvalidationBus } from '../../plugins/invalidation-bus.ts';
import { TenantCache } from '../../plugins/tenant-cache.ts';
import { MERCHANT_TOPIC } from '../merchants/service.ts';
import type { SettingsService } from '../settings/service.ts';
import * as repo from './repo.ts';

/** The signed-in customer of a notification call. */
export interface NotificationContext {
  merchant: Merchant;
  userId: string;
}

export interface NotificationsService {
  /** Active, unexpired stories by priority; 403 STORIES_DISABLED when the merchant switched stories off. */
  listStories(merchant: Merchant, now?: Date): Promise<Story[]>;
  listNotifications(ctx: NotificationContext, query: NotificationListQuery): Promise<NotificationPage>;
  unreadCount(ctx: NotificationContext): Promise<UnreadCount>;
  /** 404 NOTIFICATION_NOT_FOUND for one the customer may not see. Idempotent. */
  markRead(ctx: NotificationContext, id: string): Promise<UnreadCount>;
  markAllRead(ctx: NotificationContext): Promise<UnreadCount>;
  close(): void;
}

export interface NotificationsServiceDeps {
  db: Database;
  settings: SettingsService;
  /** Story changes are announced with the merchant's (MERCHANT_TOPIC), as banners are. */
  bus: InvalidationBus;
  ttlSeconds: number;
}

const MAX_CACHED_MERCHANTS = 10_000;

function slideDuration(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return STORY_SLIDE_DEFAULT_MS;
  return Math.min(STORY_SLIDE_MAX_MS, Math.max(STORY_SLIDE_MIN_MS, Math.round(value)));
}

/** Slides are free-form jsonb: one without an image cannot be shown and is left out. */
function toSlides(slides: readonly StorySlide[] | null): StorySlideView[] {
  return (slides ?? [])
    .filter((slide) => typeof slide?.image === 'string' && slide.image.trim() !== '')
    .map((slide) => ({
      image: slide.image,
      title: slide.title ?? null,
      link: typeof slide.link === 'string' && slide.link.trim() !== '' ? slide.link : null,
      durationMs: slideDuration(slide.durationMs),
    }));
}

function toStory(row: repo.StoryRow): Story | null {
  const slides = toSlides(row.slides);
  const first = slides[0];
  if (!first) return null;
  return {
    id: row.id,
    title: row.title,
    cover: row.cover?.trim() ? row.cover : first.image,
    priority: row.priority,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    slides,
  };
}

function toNotification(row: repo.NotificationWithState): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    personal: row.userId !== null,
    isRead: row.isRead,
  };
}

export function createNotificationsService(deps: NotificationsServiceDeps): NotificationsService {
  const { db, settings } = deps;
  // Every home page of a brand with stories asks for them: read once per merchant, filtered by expiry
  // on each request (an expiring story needs no invalidation).
  const storyCache = new TenantCache<readonly { expiresAt: Date | null; story: Story }[]>({
    ttlMs: deps.ttlSeconds * 1000,
    maxSize: MAX_CACHED_MERCHANTS,
  });
  const unsubscribe = deps.bus.subscribe((topic, merchantId) => {
    if (topic === MERCHANT_TOPIC) storyCache.invalidate(merchantId);
  });

  async function requireNotifications(merchant: Merchant): Promise<void> {
    if (!(await settings.getWebSettings(merchant)).notificationsActive) throw forbidden('NOTIFICATIONS_DISABLED');
  }
  const readerOf = (ctx: NotificationContext): repo.Reader => ({ merchantId: ctx.merchant.id, userId: ctx.userId });

  return {
    async listStories(merchant, now = new Date()) {
      if (!(await settings.getWebSettings(merchant)).storiesActive) throw forbidden('STORIES_DISABLED');
      const listed = await storyCache.get(merchant.id, 'active', async () =>
        (await repo.listActiveStories(db, merchant.id)).flatMap((row) => {
          const story = toStory(row);
          return story ? [{ expiresAt: row.expiresAt, story }] : [];
        }),
      );
      return listed.filter((entry) => entry.expiresAt === null || entry.expiresAt > now).map((entry) => entry.story);
    },
    async listNotifications(ctx, query) {
      await requireNotifications(ctx.merchant);
      const reader = readerOf(ctx);
      const [rows, counts] = await Promise.all([
        repo.listNotifications(db, reader, query.page, query.size),
        repo.countNotifications(db, reader),
      ]);
      return {
        content: rows.map(toNotification),
        page: query.page,
        size: query.size,
        totalElements: counts.total,
        totalPages: Math.ceil(counts.total / query.size),
        unreadCount: counts.unread,
      };
    },
    async unreadCount(ctx) {
      await requireNotifications(ctx.merchant);
      return { unreadCount: await repo.countUnread(db, readerOf(ctx)) };
    },
    async markRead(ctx, id) {
      await requireNotifications(ctx.merchant);
      const reader = readerOf(ctx);
      if (!(await repo.markRead(db, reader, id))) throw notFound('NOTIFICATION_NOT_FOUND', { id });
      return { unreadCount: await repo.countUnread(db, reader) };
    },
    async markAllRead(ctx) {
      await requireNotifications(ctx.merchant);
      const reader = readerOf(ctx);
      await repo.markAllRead(db, reader);
      return { unreadCount: await repo.countUnread(db, reader) };
    },
    close() {
      unsubscribe();
      storyCache.clear();
    },
  };
}
