// The storefront as a Telegram Mini App in real Chromium: the page is opened the way Telegram opens
// it (init data in the hash) and the Telegram client is a stub that records what the bundled
// telegram-web-app.js posts and answers the phone request with a contact signed by the bot token.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { SignedIn, User } from '@dastarkhan/domain/contracts/account';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signContact, signInitData, type TestTelegramUser } from '../../api/src/testing/telegram.ts';
import { telegramMessages } from '../app/features/telegram/locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';

const BOT_TOKEN = '123456789:DEMO_BOT_TOKEN_FOR_LOCAL_USE_ONLY';
const MERCHANT = DEMO.merchantIds.demo;
const TOKEN_COOKIE = 'dk_token_demo';
const t = telegramMessages.uz;

// Telegram Desktop's night theme.
const NIGHT_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
};

let browser: Browser;
const api = (path: string) => `http://127.0.0.1:${inject('port')}${path}`;
// Ids far from real ones, different per run: the suite may share a server with other files.
let nextTelegramId = 7_000_000_000 + (Date.now() % 1_000_000) * 100;

function telegramUser(firstName: string): TestTelegramUser {
  nextTelegramId += 1;
  return { id: nextTelegramId, first_name: firstName, language_code: 'uz' };
}

function launchUrl(initData: string, path = '/'): string {
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(NIGHT_THEME),
  });
  return `${storeUrl('demo', path)}#${hash.toString()}`;
}

interface StubOptions {
  /** Signed `response` handed over through getRequestedContact after the customer shares. */
  contact?: string;
  /** How the customer answers each phone request in turn ('sent' or 'cancelled'). */
  phoneAnswers?: string[];
}

/**
 * A Telegram client stand-in: telegram-web-app.js talks to window.TelegramWebviewProxy on
 * desktop and mobile clients, and the client answers through Telegram.WebView.receiveEvent.
 */
async function telegramContext(options: StubOptions = {}): Promise<BrowserContext> {
  const context = await newPhoneContext(browser);
  await context.addInitScript((stub: StubOptions) => {
    const events: { type: string; data: unknown }[] = [];
    const answers = [...(stub.phoneAnswers ?? [])];
    const receive = (type: string, data: unknown) =>
      setTimeout(() => (window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d: unknown): void } } }).Telegram.WebView.receiveEvent(type, data), 30);
    Object.assign(window, {
      __tgEvents: events,
      TelegramWebviewProxy: {
        postEvent(type: string, json: string) {
          const data: unknown = json ? JSON.parse(json) : null;
          events.push({ type, data });
          if (type === 'web_app_request_phone') receive('phone_requested', { status: answers.shift() ?? 'cancelled' });
          const call = data as { req_id?: string; method?: string } | null;
          if (type === 'web_app_invoke_custom_method' && call?.method === 'getRequestedContact') {
            receive('custom_method_invoked', { req_id: call.req_id, result: stub.contact ?? '' });
          }
        },
      },
    });
  }, options);
  return context;
}

async function events(page: Page): Promise<{ type: string; data: unknown }[]> {
  return page.evaluate(() => (window as unknown as { __tgEvents?: { type: string; data: unknown }[] }).__tgEvents ?? []);
}

async function backButtonVisible(page: Page): Promise<boolean | null> {
  const setups = (await events(page)).filter((event) => event.type === 'web_app_setup_back_button');
  const last = setups.at(-1)?.data as { is_visible?: boolean } | undefined;
  return last ? last.is_visible === true : null;
}

async function sessionToken(context: BrowserContext): Promise<string | null> {
  return (await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)?.value ?? null;
}

async function me(token: string): Promise<User> {
  const response = await fetch(api('/api/users/v1/users/me'), { headers: { merchant: MERCHANT, authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as User;
}

/** A Telegram customer whose phone the shop already knows (shared once before). */
async function knownCustomer(user: TestTelegramUser, phone: string): Promise<void> {
  const response = await fetch(api('/api/webbot/v1/users/login'), {
    method: 'POST',
    headers: { merchant: MERCHANT, 'content-type': 'application/json' },
    body: JSON.stringify({
      initData: signInitData({ user }, BOT_TOKEN),
      phone,
      firstName: user.first_name,
      contact: signContact({ phone_number: phone, first_name: user.first_name, user_id: user.id }, BOT_TOKEN),
    }),
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as SignedIn).user.phone).toBe(phone);
}

/** The profile page of a signed-in customer: their name, and no sign-in form. */
async function expectProfileOf(page: Page, firstName: string): Promise<void> {
  await page.waitForURL('**/profile');
  await expect.poll(async () => (await page.locator('main').innerText()).includes(firstName), { timeout: 10_000 }).toBe(true);
  expect(await page.locator('input[type="tel"]').count()).toBe(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('Telegram Mini App', () => {
  it('signs a known customer in without a form, in Telegram colours, with the back button following navigation', async () => {
    const user = telegramUser('Aziza');
    const phone = '998935550101';
    await knownCustomer(user, phone);

    const context = await telegramContext();
    const page = await context.newPage();
    const sessionPosts: string[] = [];
    const offSite: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'POST' && url.pathname.startsWith('/telegram/session')) sessionPosts.push(request.url());
      if (!url.hostname.endsWith('localhost') && url.protocol !== 'data:') offSite.push(request.url());
    });
    await page.goto(launchUrl(signInitData({ user }, BOT_TOKEN)));

    await expect.poll(() => sessionToken(context), { timeout: 15_000 }).not.toBeNull();
    expect((await me((await sessionToken(context)) as string)).phone).toBe(phone);
    const posted = (await events(page)).map((event) => event.type);
    expect(posted).toContain('web_app_ready');
    expect(posted).toContain('web_app_expand');
    // The phone is known: nobody asks for it.
    expect(posted).not.toContain('web_app_request_phone');

    // Telegram's night theme on the page, the brand's button colour replaced by Telegram's.
    const look = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      brand: getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
      canvas: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
    }));
    expect(look).toEqual({ theme: 'dark', brand: '#5288C1', canvas: 'rgb(35, 46, 60)', text: 'rgb(245, 245, 245)' });

    // Home: no back button. Profile: the customer's name, and the back button.
    await expect.poll(() => backButtonVisible(page)).toBe(false);
    // The page learnt who the customer is without a reload: Profile leads to the profile, not to sign-in.
    const profileTab = page.getByRole('link', { name: commonMessages.uz.nav.profile }).last();
    await expect.poll(() => profileTab.getAttribute('href')).toBe('/profile');
    await profileTab.click();
    await expectProfileOf(page, 'Aziza');
    await expect.poll(() => backButtonVisible(page)).toBe(true);

    // Telegram's back button goes back, and hides itself on the home page.
    await page.evaluate(() => (window as unknown as { Telegram: { WebView: { receiveEvent(t: string): void } } }).Telegram.WebView.receiveEvent('back_button_pressed'));
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => backButtonVisible(page)).toBe(false);

    // One sign-in for the launch, however the customer moves around.
    await page.reload();
    await expect.poll(async () => (await events(page)).some((event) => event.type === 'web_app_ready')).toBe(true);
    expect(sessionPosts).toHaveLength(1);
    // Telegram's script came with the storefront's own files, not from telegram.org.
    expect(offSite).toEqual([]);
    await context.close();
  });

  it('asks a new Telegram customer for the contact and signs them in with that phone', async () => {
    const user = telegramUser('Bobur');
    const phone = '998935550102';
    const contact = signContact({ phone_number: phone, first_name: 'Bobur', user_id: user.id }, BOT_TOKEN);
    const context = await telegramContext({ contact, phoneAnswers: ['sent'] });
    const page = await context.newPage();
    await page.goto(launchUrl(signInitData({ user }, BOT_TOKEN), '/profile'));

    await expect.poll(async () => (await events(page)).some((event) => event.type === 'web_app_request_phone'), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => {
      const token = await sessionToken(context);
      return token ? (await me(token)).phone : null;
    }, { timeout: 15_000 }).toBe(phone);
    expect((await me((await sessionToken(context)) as string)).telegramId).toBe(user.id);

    // The page follows without a reload: the profile of the new customer.
    await page.goto(storeUrl('demo', '/profile'));
    await expectProfileOf(page, 'Bobur');
    expect(await page.locator('[data-telegram-notice]').count()).toBe(0);
    await context.close();
  });

  it('explains a refused contact, does not ask again on every page, and asks when the customer taps the button', async () => {
    const user = telegramUser('Dilnoza');
    const phone = '998935550103';
    const contact = signContact({ phone_number: phone, first_name: 'Dilnoza', user_id: user.id }, BOT_TOKEN);
    const context = await telegramContext({ contact, phoneAnswers: ['cancelled', 'sent'] });
    const phoneRequests = async (page: Page) => (await events(page)).filter((event) => event.type === 'web_app_request_phone').length;

    const page = await context.newPage();
    await page.goto(launchUrl(signInitData({ user }, BOT_TOKEN)));
    await expect.poll(() => page.getByText(t.contactDeclined).isVisible(), { timeout: 15_000 }).toBe(true);
    // Signed in from Telegram, without a phone yet.
    expect((await me((await sessionToken(context)) as string)).phone).toBeNull();

    // Browsing on and reloading: nobody asks again in this tab.
    await page.getByRole('link', { name: commonMessages.uz.nav.search }).last().click();
    await page.waitForURL('**/search');
    expect(await phoneRequests(page)).toBe(1);
    await page.reload();
    await expect.poll(async () => (await events(page)).some((event) => event.type === 'web_app_ready')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await phoneRequests(page)).toBe(0);
    expect((await me((await sessionToken(context)) as string)).phone).toBeNull();

    // Opening the Mini App again asks again; this time the customer taps "share" after refusing once.
    const again = await context.newPage();
    await again.goto(launchUrl(signInitData({ user }, BOT_TOKEN)));
    await expect.poll(() => again.getByText(t.contactDeclined).isVisible(), { timeout: 15_000 }).toBe(true);
    await again.getByRole('button', { name: t.shareContact }).click();
    await expect.poll(async () => (await me((await sessionToken(context)) as string)).phone, { timeout: 15_000 }).toBe(phone);
    await expect.poll(() => again.locator('[data-telegram-notice]').count()).toBe(0);
    await context.close();
  });

  it('leaves a visitor with forged init data a guest, with a quiet notice and no retry loop', async () => {
    const user = telegramUser('Forged');
    const context = await telegramContext();
    const page = await context.newPage();
    const sessionPosts: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/telegram/session')) sessionPosts.push(response.status());
    });
    await page.goto(launchUrl(signInitData({ user }, '987654321:NOT_THE_SHOPS_BOT_TOKEN')));

    await expect.poll(() => page.getByText(t.signInFailed).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(sessionPosts).toEqual([401]);
    expect(await sessionToken(context)).toBeNull();
    // Still a working shop for a guest, and ordering still needs sign-in.
    await page.goto(storeUrl('demo', '/profile'));
    await page.waitForURL(/\/login/);
    expect(sessionPosts).toEqual([401]);
    await context.close();
  });

  it('loads nothing of Telegram for an ordinary visitor', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(storeUrl('demo', '/'));
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // The bundled telegram-web-app.js talks to this proxy; no script the visitor downloaded mentions it.
    expect((await Promise.all(scripts)).filter((source) => source.includes('TelegramWebviewProxy')).length).toBe(0);
    const state = await page.evaluate(() => ({
      telegram: 'Telegram' in window,
      telegramAttribute: document.documentElement.hasAttribute('data-telegram'),
    }));
    expect(state).toEqual({ telegram: false, telegramAttribute: false });
    await context.close();
  });
});
