// Stories and notifications over HTTP: the web-settings flags (403 when off), story order, expiry and
// slides; the customer's notifications newest first with per-customer read state of broadcasts, the
// unread count, marking read (idempotent), and nothing of another customer or merchant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { NotificationPageSchema, StorySchema, UnreadCountSchema } from '@dastarkhan/domain/contracts/notifications';
import { authHeaders, createTestApp, execSql, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;

interface Customer {
  headers: Record<string, string>;
  userId: string;
}

const text = (value: string) => JSON.stringify({ uz: value, ru: value, eng: value });

describe(`stories and notifications (${describeDatabase()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customer(merchantId = demo): Promise<Customer> {
    const { token, user } = await signIn(t.app, merchantId, freshPhone().digits);
    return { headers: authHeaders(merchantId, token), userId: user.id };
  }

  async function setFlag(merchantId: string, flag: 'storiesActive' | 'notificationsActive', on: boolean): Promise<void> {
    await execSql(t.database, `update merchant_settings set web = web || jsonb_build_object($2::text, $3::boolean) where merchant_id = $1`, [merchantId, flag, on]);
    await t.app.services.merchants.invalidateMerchant(merchantId);
  }

  /** A notification of `merchantId` (to `userId`, or to everyone), `minutesAgo` old. */
  async function notify(merchantId: string, title: string, options: { userId?: string | null; minutesAgo?: number } = {}): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      t.database,
      `insert into notifications (merchant_id, user_id, title, body, created_at)
       values ($1, $2, $3::jsonb, $4::jsonb, now() - make_interval(mins => $5)) returning id`,
      [merchantId, options.userId ?? null, text(title), text(`${title} body`), options.minutesAgo ?? 0],
    );
    return row!.id;
  }

  const list = async (c: Customer, query = '') => {
    const res = await t.app.inject({ url: `/api/notifications/v1/notifications${query}`, headers: c.headers });
    expect(res.statusCode, res.body).toBe(200);
    return NotificationPageSchema.parse(res.json());
  };
  const unread = async (c: Customer) => {
    const res = await t.app.inject({ url: '/api/notifications/v1/notifications/unread-count', headers: c.headers });
    expect(res.statusCode, res.body).toBe(200);
    return UnreadCountSchema.parse(res.json()).unreadCount;
  };
  const markRead = (c: Customer, id: string) => t.app.inject({ method: 'POST', url: `/api/notifications/v1/notifications/${id}/read`, headers: c.headers });
  const readAll = (c: Customer) => t.app.inject({ method: 'POST', url: '/api/notifications/v1/notifications/read-all', headers: c.headers });

  describe('stories', () => {
    it('lists the demo stories by priority with their slides, each slide timed', async () => {
      const res = await t.app.inject({ url: '/api/notifications/v2/stories', headers: { merchant: demo } });
      expect(res.statusCode, res.body).toBe(200);
      const stories = StorySchema.array().parse(res.json());
      expect(stories.length).toBeGreaterThanOrEqual(3);
      expect(stories.map((story) => story.priority)).toEqual([...stories.map((story) => story.priority)].sort((a, b) => a - b));
      for (const story of stories) {
        expect(story.slides.length).toBeGreaterThanOrEqual(2);
        expect(story.cover).toMatch(/^\/api\/images\//);
        for (const slide of story.slides) {
          expect(slide.durationMs).toBeGreaterThanOrEqual(1000);
          // The seed's pictures exist: the image endpoint serves every slide.
          const image = await t.app.inject({ url: slide.image });
          expect(image.statusCode, slide.image).toBe(200);
        }
      }
      expect(stories[0]!.slides[0]!.durationMs).toBe(5000);
    });

    it('leaves out expired, switched-off and slide-less stories, and applies the priority', async () => {
      const before = StorySchema.array().parse((await t.app.inject({ url: '/api/notifications/v2/stories', headers: { merchant: demo } })).json());
      const [first, second, third] = before;
      await execSql(t.database, `update stories set expires_at = now() - interval '1 minute' where id = $1`, [first!.id]);
      await execSql(t.database, `update stories set is_active = false where id = $1`, [second!.id]);
      await execSql(t.database, `update stories set priority = -5 where id = $1`, [before.at(-1)!.id]);
      await execSql(
        t.database,
        `insert into stories (merchant_id, title, slides, priority) values ($1, $2::jsonb, '[{"title":null}]'::jsonb, 1)`,
        [demo, text('No pictures')],
      );
      await t.app.services.merchants.invalidateMerchant(demo);
      const after = StorySchema.array().parse((await t.app.inject({ url: '/api/notifications/v2/stories', headers: { merchant: demo } })).json());
      expect(after.map((story) => story.id)).toEqual([before.at(-1)!.id, third!.id, ...before.slice(3, -1).map((story) => story.id)]);
      expect(after.some((story) => story.title.eng === 'No pictures')).toBe(false);
    });

    it('keeps each merchant to its own stories', async () => {
      const demoIds = new Set(
        StorySchema.array()
          .parse((await t.app.inject({ url: '/api/notifications/v2/stories', headers: { merchant: demo } })).json())
          .map((story) => story.id),
      );
      await setFlag(shop, 'storiesActive', true);
      try {
        const res = await t.app.inject({ url: '/api/notifications/v2/stories', headers: { merchant: shop } });
        expect(res.statusCode).toBe(200);
        const shopStories = StorySchema.array().parse(res.json());
        expect(shopStories.filter((story) => demoIds.has(story.id))).toEqual([]);
      } finally {
        await setFlag(shop, 'storiesActive', false);
      }
    });

    it('answers 403 STORIES_DISABLED with localized texts when stories are switched off', async () => {
      const res = await t.app.inject({ url: '/api/notifications/v2/stories', headers: { merchant: shop } });
      expect(res.statusCode).toBe(403);
      const error = res.json().error;
      expect(error.code).toBe('STORIES_DISABLED');
      expect(error.description.ru).toBe('Истории отключены');
      await setFlag(demo, 'storiesActive', false);
      try {
        expect((await t.app.inject({ url: '/api/notifications/v2/stories', headers: { merchant: demo } })).statusCode).toBe(403);
      } finally {
        await setFlag(demo, 'storiesActive', true);
      }
    });
  });

  describe('notifications', () => {
    it('needs a signed-in customer', async () => {
      const res = await t.app.inject({ url: '/api/notifications/v1/notifications', headers: { merchant: demo } });
      expect(res.statusCode).toBe(401);
    });

    it('lists personal and broadcast notifications newest first, paged, with the unread count', async () => {
      const alice = await customer();
      const personal = await notify(demo, 'For Alice', { userId: alice.userId, minutesAgo: 1 });
      const page = await list(alice);
      // The seed's three broadcasts and Alice's own, newest first.
      expect(page.content[0]!.id).toBe(personal);
      expect(page.content[0]!.personal).toBe(true);
      const times = page.content.map((n) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(page.totalElements).toBe(4);
      expect(page.unreadCount).toBe(4);
      expect(page.content.every((n) => !n.isRead)).toBe(true);
      expect(await unread(alice)).toBe(4);

      const first = await list(alice, '?page=0&size=3');
      const second = await list(alice, '?page=1&size=3');
      expect(first.content).toHaveLength(3);
      expect(second.content).toHaveLength(1);
      expect(first.totalPages).toBe(2);
      expect(second.unreadCount).toBe(4);
      expect(new Set([...first.content, ...second.content].map((n) => n.id)).size).toBe(4);
      expect((await t.app.inject({ url: '/api/notifications/v1/notifications?size=500', headers: alice.headers })).statusCode).toBe(400);
    });

    it('keeps the read state of a broadcast per customer, and marking is idempotent', async () => {
      const alice = await customer();
      const bob = await customer();
      const broadcast = await notify(demo, 'Everyone');
      const aliceBefore = await unread(alice);
      const bobBefore = await unread(bob);

      const first = await markRead(alice, broadcast);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ unreadCount: aliceBefore - 1 });
      const again = await markRead(alice, broadcast);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ unreadCount: aliceBefore - 1 });

      expect((await list(alice)).content.find((n) => n.id === broadcast)?.isRead).toBe(true);
      expect((await list(bob)).content.find((n) => n.id === broadcast)?.isRead).toBe(false);
      expect(await unread(bob)).toBe(bobBefore);

      const all = await readAll(bob);
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json()).toEqual({ unreadCount: 0 });
      expect((await readAll(bob)).json()).toEqual({ unreadCount: 0 });
      expect((await list(bob)).content.every((n) => n.isRead)).toBe(true);
      // Bob reading everything leaves Alice's count alone.
      expect(await unread(alice)).toBe(aliceBefore - 1);

      // A notification sent after "read all" is unread again.
      await notify(demo, 'Later');
      expect(await unread(bob)).toBe(1);
    });

    it('records a personal notification as read on the notification itself', async () => {
      const alice = await customer();
      const personal = await notify(demo, 'Your order', { userId: alice.userId });
      expect((await markRead(alice, personal)).statusCode).toBe(200);
      const [row] = await queryRows<{ read_at: Date | null }>(t.database, 'select read_at from notifications where id = $1', [personal]);
      expect(row!.read_at).not.toBeNull();
    });

    it("never shows or marks another customer's personal notification, or another merchant's", async () => {
      const alice = await customer();
      const bob = await customer();
      const forAlice = await notify(demo, 'Only Alice', { userId: alice.userId });
      const shopBroadcast = await notify(shop, 'Shop news');
      expect((await list(bob)).content.map((n) => n.id)).not.toContain(forAlice);
      expect((await list(alice)).content.map((n) => n.id)).not.toContain(shopBroadcast);

      const foreign = await markRead(bob, forAlice);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe('NOTIFICATION_NOT_FOUND');
      expect((await markRead(alice, shopBroadcast)).statusCode).toBe(404);
      expect((await markRead(alice, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      // Bob's "read all" does not touch Alice's notification.
      await readAll(bob);
      expect((await list(alice)).content.find((n) => n.id === forAlice)?.isRead).toBe(false);

      // The shop's customer sees the shop's broadcast, none of the demo's.
      await setFlag(shop, 'notificationsActive', true);
      try {
        const shopper = await customer(shop);
        const ids = (await list(shopper)).content.map((n) => n.id);
        expect(ids).toContain(shopBroadcast);
        expect(ids).not.toContain(forAlice);
        expect(ids.every((id) => id === shopBroadcast)).toBe(true);
      } finally {
        await setFlag(shop, 'notificationsActive', false);
      }
    });

    it('shows a new customer only the broadcasts of the lookback window before they signed up', async () => {
      const old = await notify(demo, 'Last year', { minutesAgo: 365 * 24 * 60 });
      const recent = await notify(demo, 'Last week', { minutesAgo: 7 * 24 * 60 });
      const carol = await customer();
      const ids = (await list(carol)).content.map((n) => n.id);
      expect(ids).toContain(recent);
      expect(ids).not.toContain(old);
      expect((await markRead(carol, old)).statusCode).toBe(404);
    });

    it('answers 403 NOTIFICATIONS_DISABLED on every notification call when notifications are off', async () => {
      const alice = await customer();
      const id = await notify(demo, 'Off', { userId: alice.userId });
      await setFlag(demo, 'notificationsActive', false);
      try {
        for (const res of [
          await t.app.inject({ url: '/api/notifications/v1/notifications', headers: alice.headers }),
          await t.app.inject({ url: '/api/notifications/v1/notifications/unread-count', headers: alice.headers }),
          await markRead(alice, id),
          await readAll(alice),
        ]) {
          expect(res.statusCode).toBe(403);
          expect(res.json().error.code).toBe('NOTIFICATIONS_DISABLED');
          expect(res.json().error.description.uz).toBeTruthy();
        }
      } finally {
        await setFlag(demo, 'notificationsActive', true);
      }
      expect(await unread(alice)).toBeGreaterThan(0);
    });
  });
});
