// Stories and notifications in real Chromium, as a customer of the demo brand (in Uzbek): the stories
// row on the menu, the full-screen viewer (progress, taps, hold to pause, swipes, closing), the ring
// that greys once a story was watched (kept on the device), no row with storiesActive off; the header
// bell's unread count for a signed-in customer, /notifications marking them read, and no bell, link
// or page with notificationsActive off.
import { DEMO_MERCHANT } from '@dastarkhan/db/seed/demo-merchant';
import type { Story } from '@dastarkhan/domain/contracts/notifications';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsMessages } from '../app/features/notifications/locales.ts';
import { storiesMessages } from '../app/features/stories/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { callApi, getAs } from './http.ts';
import { setWebSettings } from './merchant-settings.ts';
import { fill, signIn, uniquePhone } from './shopper.ts';

const s = storiesMessages.uz;
const n = notificationsMessages.uz;
const base = () => storeUrl('demo', '').replace(/\/$/, '');
/** Round trips to the server on a busy machine take longer than expect.poll's default second. */
const WAIT = { timeout: 10_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function demoStories(): Promise<Story[]> {
  const { status, body } = await callApi<Story[]>('GET', '/api/notifications/v2/stories');
  expect(status).toBe(200);
  return body;
}

async function newPage(): Promise<Page> {
  return (await newPhoneContext(browser)).newPage();
}

describe('stories', () => {
  it('opens a story full screen: the bar fills, taps turn slides, holding pauses, and the watched ring greys after a reload', async () => {
    const stories = await demoStories();
    expect(stories.length).toBeGreaterThanOrEqual(3);
    const [first, second] = stories as [Story, Story];
    const title = (story: Story) => story.title.uz;

    const page = await newPage();
    await page.goto(`${base()}/`);
    const row = page.getByRole('region', { name: s.row.label });
    await row.waitFor();
    const covers = row.getByTestId('story-cover');
    expect(await covers.count()).toBe(stories.length);
    expect(await covers.first().getAttribute('data-seen')).toBe('false');
    // Above the banners, and nothing of the viewer in the page until a story is opened.
    expect(await page.getByTestId('story-viewer').count()).toBe(0);

    await row.getByRole('button', { name: fill(s.row.open, { title: title(first) }) }).click();
    const viewer = page.getByRole('dialog', { name: fill(s.viewer.label, { title: title(first) }) });
    await viewer.waitFor();
    const stage = viewer.getByTestId('story-stage');
    const state = (name: string) => page.getByTestId('story-viewer').getAttribute(`data-${name}`);
    const barProgress = (index: number) => viewer.getByTestId('story-bar').nth(index).locator('div').getAttribute('data-progress');
    expect(await viewer.getByTestId('story-bar').count()).toBe(first.slides.length);

    // The first bar fills by itself.
    await expect.poll(async () => Number(await barProgress(0)), { timeout: 4000 }).toBeGreaterThan(0.1);
    expect(await state('slide')).toBe('0');

    // Press and hold pauses the clock; letting go resumes it without turning the slide.
    const box = (await stage.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => state('paused'), WAIT).toBe('true');
    const heldAt = Number(await barProgress(0));
    await page.waitForTimeout(700);
    expect(Number(await barProgress(0))).toBeCloseTo(heldAt, 2);
    await page.mouse.up();
    await expect.poll(() => state('paused'), WAIT).toBe('false');
    expect(await state('slide')).toBe('0');

    // The pause button stops the clock too (so the taps below race no timer).
    await viewer.getByRole('button', { name: s.viewer.pause }).click();
    await expect.poll(() => state('paused'), WAIT).toBe('true');
    await viewer.getByRole('button', { name: s.viewer.play }).waitFor();

    // A tap on the right half is the next slide (the first bar is full), the left half goes back.
    await stage.click({ position: { x: box.width * 0.8, y: box.height / 2 } });
    await expect.poll(() => state('slide'), WAIT).toBe('1');
    expect(await barProgress(0)).toBe('1.000');
    await stage.click({ position: { x: box.width * 0.2, y: box.height / 2 } });
    await expect.poll(() => state('slide'), WAIT).toBe('0');

    // Through to the last slide, then the close button; the dialog is gone and the cover has the focus back.
    for (let slide = 1; slide < first.slides.length; slide += 1) {
      await stage.click({ position: { x: box.width * 0.8, y: box.height / 2 } });
      await expect.poll(() => state('slide'), WAIT).toBe(String(slide));
    }
    await viewer.getByRole('button', { name: s.viewer.close }).click();
    await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('story-cover');

    // Watched to its end on this device: the ring greys, also after a reload; the next story's does not.
    await page.reload();
    await expect.poll(() => covers.first().getAttribute('data-seen'), WAIT).toBe('true');
    await row.getByRole('button', { name: fill(s.row.openSeen, { title: title(first) }) }).waitFor();
    expect(await covers.nth(1).getAttribute('data-seen')).toBe('false');

    // A swipe to the left brings the next story; Escape closes; a swipe down closes too.
    await covers.first().click();
    await viewer.waitFor();
    const sbox = (await stage.boundingBox())!;
    await page.mouse.move(sbox.x + sbox.width * 0.8, sbox.y + sbox.height / 2);
    await page.mouse.down();
    await page.mouse.move(sbox.x + sbox.width * 0.2, sbox.y + sbox.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => state('story'), WAIT).toBe(second.id);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);

    await covers.nth(1).click();
    await page.getByTestId('story-viewer').waitFor();
    await page.mouse.move(sbox.x + sbox.width / 2, sbox.y + sbox.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(sbox.x + sbox.width / 2, sbox.y + sbox.height * 0.8, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);
    await page.context().close();
  });

  it('turns slides by themselves after each slide\'s time, and not at all with reduced motion', async () => {
    const [first] = (await demoStories()) as [Story];
    const page = await newPage();
    await page.goto(`${base()}/`);
    const row = page.getByRole('region', { name: s.row.label });
    await row.getByTestId('story-cover').first().click();
    const viewer = page.getByTestId('story-viewer');
    await viewer.waitFor();
    await expect.poll(() => viewer.getAttribute('data-slide'), { timeout: first.slides[0]!.durationMs + 8000 }).toBe('1');
    await page.keyboard.press('Escape');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await row.getByTestId('story-cover').first().click();
    await viewer.waitFor();
    await page.waitForTimeout(first.slides[0]!.durationMs + 1000);
    expect(await viewer.getAttribute('data-slide')).toBe('0');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.getAttribute('data-slide'), WAIT).toBe('1');
    await page.context().close();
  });

  it('shows no row, and the API refuses them, while the owner has stories switched off', async () => {
    const before = await setWebSettings({ storiesActive: false });
    try {
      expect((await callApi<unknown>('GET', '/api/notifications/v2/stories')).status).toBe(403);
      const response = await getAs('demo', '/');
      expect(response.status).toBe(200);
      expect(response.body.includes('data-testid="stories"'), 'a stories row').toBe(false);
      const page = await newPage();
      await page.goto(`${base()}/`);
      await page.getByTestId('banners').waitFor();
      expect(await page.getByRole('region', { name: s.row.label }).count()).toBe(0);
      await page.context().close();
    } finally {
      await setWebSettings(before);
    }
    expect((await getAs('demo', '/')).body.includes('data-testid="stories"')).toBe(true);
  });
});

describe('notifications', () => {
  const seeded = DEMO_MERCHANT.notifications ?? [];

  it('sends a guest to sign in first, and shows no bell to guests', async () => {
    const page = await newPage();
    await page.goto(`${base()}/`);
    await page.getByRole('region', { name: s.row.label }).waitFor();
    expect(await page.getByTestId('notification-bell').count()).toBe(0);
    await page.goto(`${base()}/notifications`);
    await page.waitForURL('**/login?next=%2Fnotifications');
    await page.context().close();
  });

  it('shows a signed-in customer the bell with the unread count; the list marks them read and the count drops to 0', async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    const page = await newPage();
    await page.goto(`${base()}/login`);
    await signIn(page, uniquePhone('97'));
    await page.waitForURL(`${base()}/`);
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label'), WAIT).toBe(fill(n.bell.labelUnread, { unread: seeded.length }));
    expect(await page.getByTestId('notification-badge').innerText()).toBe(String(seeded.length));

    await bell.click();
    await page.waitForURL(`${base()}/notifications`);
    await page.getByRole('heading', { level: 1, name: n.page.title }).waitFor();
    const items = page.getByRole('list', { name: n.list.label }).getByTestId('notification');
    expect(await items.count()).toBe(seeded.length);
    // Newest first, each marked new for this visit, with a date.
    const newest = [...seeded].sort((a, b) => a.hoursAgo - b.hoursAgo)[0]!;
    expect(await items.first().getByRole('heading').innerText()).toBe(newest.title.uz);
    expect(await page.getByTestId('notification').and(page.locator('[data-unread="true"]')).count()).toBe(seeded.length);
    expect(await items.first().locator('time').innerText()).toMatch(/\d{1,2}:\d{2}/);
    // Opening the page read them: the badge goes.
    await expect.poll(() => page.getByTestId('notification-badge').count(), WAIT).toBe(0);
    expect(await bell.getAttribute('aria-label')).toBe(n.bell.label);

    await page.reload();
    await page.getByRole('list', { name: n.list.label }).waitFor();
    expect(await page.locator('[data-testid="notification"][data-unread="true"]').count()).toBe(0);
    await page.goto(`${base()}/profile`);
    await page.locator('main').getByRole('link', { name: n.profile.link }).waitFor();

    // Switched off by the owner: no bell, no profile link, and the page is a 404.
    const before = await setWebSettings({ notificationsActive: false });
    try {
      await page.goto(`${base()}/profile`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.locator('main').getByRole('link', { name: n.profile.link }).count()).toBe(0);
      expect(await page.getByTestId('notification-bell').count()).toBe(0);
      const response = await page.goto(`${base()}/notifications`);
      expect(response?.status()).toBe(404);
    } finally {
      await setWebSettings(before);
    }
    await page.goto(`${base()}/`);
    await page.getByTestId('notification-bell').waitFor();
    await page.context().close();
  });

  it('answers 404 to a guest too while notifications are off', async () => {
    const before = await setWebSettings({ notificationsActive: false });
    try {
      expect((await getAs('demo', '/notifications')).status).toBe(404);
    } finally {
      await setWebSettings(before);
    }
    // Switched on again, a guest is sent to sign in.
    const again = await getAs('demo', '/notifications');
    expect(again.status).toBe(302);
    expect(String(again.headers.location)).toContain('/login?next=%2Fnotifications');
  });
});
