// HTTP routes of stories (spec: GET /notifications/v2/stories, only if storiesActive) and of the
// signed-in customer's notifications (list, unread count, mark read), only if notificationsActive.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { NotificationListQuerySchema, NotificationPageSchema, StorySchema, UnreadCountSchema } from '@dastarkhan/domain/contracts/notifications';
import type { NotificationContext, NotificationsService } from './service.ts';

const tags = ['notifications'];
const disabledError = ApiErrorSchema.describe('NOTIFICATIONS_DISABLED: the merchant switched notifications off');

function contextOf(request: FastifyRequest): NotificationContext {
  return { merchant: request.merchant, userId: request.user.id };
}

export function registerNotificationRoutes(app: FastifyInstance, deps: { notifications: NotificationsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = deps;

  r.get(
    '/api/notifications/v2/stories',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'Active, unexpired stories by priority, each with its slides',
        response: { 200: z.array(StorySchema), 403: ApiErrorSchema.describe('STORIES_DISABLED: the merchant switched stories off') },
      },
    },
    (request) => notifications.listStories(request.merchant),
  );

  r.get(
    '/api/notifications/v1/notifications',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The customer's notifications (their own and those sent to every customer), newest first, a page at a time (zero-based), with the unread count",
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationPageSchema, 403: disabledError },
      },
    },
    (request) => notifications.listNotifications(contextOf(request), request.query),
  );

  r.get(
    '/api/notifications/v1/notifications/unread-count',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'How many of them the customer has not read (the header badge)', response: { 200: UnreadCountSchema, 403: disabledError } },
    },
    (request) => notifications.unreadCount(contextOf(request)),
  );

  r.post(
    '/api/notifications/v1/notifications/read-all',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Marks every notification read (idempotent); answers the unread count left', response: { 200: UnreadCountSchema, 403: disabledError } },
    },
    (request) => notifications.markAllRead(contextOf(request)),
  );

  r.post(
    '/api/notifications/v1/notifications/:id/read',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Marks one notification read (idempotent); answers the unread count left',
        params: z.object({ id: z.uuid() }),
        response: {
          200: UnreadCountSchema,
          403: disabledError,
          404: ApiErrorSchema.describe("NOTIFICATION_NOT_FOUND (also another customer's or merchant's)"),
        },
      },
    },
    (request) => notifications.markRead(contextOf(request), request.params.id),
  );
}
