// Stories (`GET /notifications/v2/stories`) and the customer's notifications with their read state.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/** How long a slide stays on screen when the merchant gave it no duration. */
export const STORY_SLIDE_DEFAULT_MS = 5000;
/** Bounds of a slide's duration: shorter cannot be read, longer feels stuck. */
export const STORY_SLIDE_MIN_MS = 1000;
export const STORY_SLIDE_MAX_MS = 30_000;

export const StorySlideSchema = z
  .object({
    /** Image path (an /api/images/... path or an absolute URL). */
    image: z.string(),
    title: LocalizedTextSchema.nullable(),
    /** Where "open" on the slide leads: a storefront path or an outside URL. */
    link: z.string().nullable(),
    durationMs: z.number().int().min(STORY_SLIDE_MIN_MS).max(STORY_SLIDE_MAX_MS),
  })
  .register(contractRegistry, { id: 'StorySlide' });
export type StorySlideView = z.infer<typeof StorySlideSchema>;

export const StorySchema = z
  .object({
    id: z.uuid(),
    title: LocalizedTextSchema,
    /** The round cover; the first slide's image when the merchant set none. */
    cover: z.string(),
    priority: z.number().int(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    /** Never empty: a story without slides is not listed. */
    slides: z.array(StorySlideSchema).min(1),
  })
  .register(contractRegistry, { id: 'Story' });
export type Story = z.infer<typeof StorySchema>;

/** Page size of the notification list and the largest a client may ask for. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 50;

export const NotificationListQuerySchema = z.object({
  /** Zero-based, as the order history. */
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE_MAX).default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationSchema = z
  .object({
    id: z.uuid(),
    title: LocalizedTextSchema,
    body: LocalizedTextSchema,
    image: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** Sent to this customer alone (false: to every customer of the merchant). */
    personal: z.boolean(),
    /** Whether this customer has read it (read state of a broadcast is per customer). */
    isRead: z.boolean(),
  })
  .register(contractRegistry, { id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const UnreadCountSchema = z
  .object({ unreadCount: z.number().int().min(0) })
  .register(contractRegistry, { id: 'NotificationUnreadCount' });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const NotificationPageSchema = z
  .object({
    content: z.array(NotificationSchema),
    /** Zero-based. */
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    /** Over every page, not only this one. */
    unreadCount: z.number().int().min(0),
  })
  .register(contractRegistry, { id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;
