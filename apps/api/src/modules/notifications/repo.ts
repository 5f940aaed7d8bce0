// SQL of stories and of the customer's notifications with their per-customer read state.
import { and, asc, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@dastarkhan/db/client';
import { notificationReads, notifications, users, type stories } from '@dastarkhan/db/schema';

export type StoryRow = typeof stories.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A notification sent to everyone reaches the customers who were there to receive it, plus those
 * who signed up shortly after: a customer who registers today should see this week's offer, not a
 * year of old announcements all marked unread on their first visit (the badge would be meaningless).
 */
export const BROADCAST_LOOKBACK_DAYS = 30;

export interface Reader {
  merchantId: string;
  userId: string;
}

/** The notifications a customer may see: their own, and the merchant's broadcasts since they signed up (less the lookback). */
function visibleTo(reader: Reader): SQL {
  const signedUp = sql`(select ${users.createdAt} from ${users} where ${users.id} = ${reader.userId} and ${users.merchantId} = ${reader.merchantId})`;
  return and(
    eq(notifications.merchantId, reader.merchantId),
    or(
      eq(notifications.userId, reader.userId),
      and(isNull(notifications.userId), gte(notifications.createdAt, sql`${signedUp} - make_interval(days => ${BROADCAST_LOOKBACK_DAYS})`)),
    ),
  )!;
}

/** Personal notifications also carry read_at; broadcasts are read per customer in notification_reads. */
const isRead = sql<boolean>`(${notifications.readAt} is not null or ${notificationReads.userId} is not null)`;

function withReads(reader: Reader) {
  return and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, reader.userId));
}

/** The merchant's switched-on stories by priority, whatever their expiry (the caller filters by time). */
export async function listActiveStories(db: Database, merchantId: string): Promise<StoryRow[]> {
  return db.query.stories.findMany({
    where: (s, ops) => ops.and(ops.eq(s.merchantId, merchantId), ops.eq(s.isActive, true)),
    orderBy: (s) => [asc(s.priority), asc(s.id)],
  });
}

export interface NotificationWithState extends NotificationRow {
  isRead: boolean;
}

/** One page of the customer's notifications, newest first. */
export async function listNotifications(db: Database, reader: Reader, page: number, size: number): Promise<NotificationWithState[]> {
  const rows = await db
    .select({ notification: notifications, isRead })
    .from(notifications)
    .leftJoin(notificationReads, withReads(reader))
    .where(visibleTo(reader))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size)
    .offset(page * size);
  return rows.map((row) => ({ ...row.notification, isRead: Boolean(row.isRead) }));
}

export async function countNotifications(db: Database, reader: Reader): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where not ${isRead}))::int`,
    })
    .from(notifications)
    .leftJoin(notificationReads, withReads(reader))
    .where(visibleTo(reader));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Unread only: what the header badge asks on every page, one index-backed count. */
export async function countUnread(db: Database, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .leftJoin(notificationReads, withReads(reader))
    .where(and(visibleTo(reader), sql`not ${isRead}`));
  return Number(row?.unread ?? 0);
}

/** Marks one notification read for the customer; false when they may not see it (unknown, another customer's or merchant's). */
export async function markRead(db: Database, reader: Reader, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: notifications.id, userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.id, id), visibleTo(reader)))
      .limit(1);
    if (!row) return false;
    await tx.insert(notificationReads).values({ merchantId: reader.merchantId, notificationId: id, userId: reader.userId }).onConflictDoNothing();
    if (row.userId !== null) {
      await tx.update(notifications).set({ readAt: sql`now()` }).where(and(eq(notifications.id, id), isNull(notifications.readAt)));
    }
    return true;
  });
}

/** Marks every notification the customer can see read; already read ones keep their first read time. */
export async function markAllRead(db: Database, reader: Reader): Promise<void> {
  await db.transaction(async (tx) => {
    // Column names are bare in the insert list (Drizzle would qualify them); the select reads the table unaliased.
    await tx.execute(sql`
      insert into ${notificationReads} (merchant_id, notification_id, user_id)
      select ${notifications.merchantId}, ${notifications.id}, ${reader.userId}::uuid from ${notifications}
      where ${visibleTo(reader)}
      on conflict do nothing`);
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.merchantId, reader.merchantId), eq(notifications.userId, reader.userId), isNull(notifications.readAt)));
  });
}
