// The console's access in real Chromium: the owner signs in, sees the owner's navigation, creates a staff
// account and finds it in the audit log; wrong passwords lock an account; a courier has no menu editor
// and is shown the 403 page when opening it directly. Each actor has a fresh browser context.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, storeUrl } from './browser.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];

/** A desktop-sized context with the console in English (its texts are what the test reads). */
async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  await context.addCookies([{ name: 'dk_console_lang', value: 'eng', url: storeUrl('demo', '/') }]);
  return context.newPage();
}

async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto(storeUrl('demo', '/console/login'));
  await page.getByLabel('Email or phone').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Console navigation' });
}

/** A console API write from the signed-in page (its cookie, CSRF token and merchant). */
async function consoleWrite<T>(page: Page, method: string, path: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const me = (await (await fetch('/api/console/v1/auth/me')).json()) as { csrfToken: string; merchant: { id: string } };
      const response = await fetch(`/api/console/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken, merchant: me.merchant.id },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { method, path, body },
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('console access', () => {
  let owner: Page;

  it('signs the owner in to the board with the owner navigation, without the storefront chrome', async () => {
    owner = await freshPage();
    await signIn(owner, 'owner@demo.localhost', 'demo-owner-password');
    await owner.waitForURL(/\/console\/orders$/);
    await expect.poll(() => nav(owner).getByRole('link', { name: 'Staff' }).isVisible()).toBe(true);
    expect(await nav(owner).getByRole('link', { name: 'Audit log' }).isVisible()).toBe(true);
    expect(await owner.getByTestId('console-staff-role').first().textContent()).toBe('Owner');
    expect(await owner.locator('meta[name="robots"][content="noindex"]').count()).toBeGreaterThan(0);
    // The storefront's header and tab bar link the basket; the console has none of it.
    expect(await owner.locator('a[href="/basket"]').count()).toBe(0);
  });

  it('creates a manager account, and the audit log shows its staff.create entry', async () => {
    const email = `manager-${Date.now()}@demo.localhost`;
    await nav(owner).getByRole('link', { name: 'Staff' }).click();
    await owner.waitForURL(/\/console\/staff$/);
    await owner.getByRole('button', { name: 'New account' }).click();
    const form = owner.getByRole('form', { name: 'New staff account' });
    await form.getByLabel('Name').fill('Second manager');
    await form.getByLabel('Role').selectOption('MANAGER');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Initial password').fill('manager-password-2');
    await form.getByRole('button', { name: 'Create account' }).click();
    await owner.getByRole('status').filter({ hasText: 'Account created' }).waitFor();
    const row = owner.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Manager');

    await nav(owner).getByRole('link', { name: 'Audit log' }).click();
    await owner.waitForURL(/\/console\/audit$/);
    const entry = owner.locator('[data-testid="audit-entry"][data-action="staff.create"]').first();
    await entry.locator('summary').click();
    await entry.getByRole('cell', { name: email }).waitFor();
    expect(await entry.locator('tr[data-change="added"]').filter({ hasText: email }).count()).toBe(1);
  });

  it('locks an account after 5 wrong passwords and says how long to wait', async () => {
    const email = `lockout-${Date.now()}@demo.localhost`;
    const created = await consoleWrite(owner, 'POST', '/staff', { name: 'Lock-out test', email, role: 'OPERATOR', password: 'right-password-1' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const stranger = await freshPage();
    await stranger.goto(storeUrl('demo', '/console/login'));
    await stranger.getByLabel('Email or phone').fill(email);
    const error = stranger.getByTestId('console-login-error');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await stranger.getByLabel('Password').fill(`wrong-password-${attempt}`);
      const answered = stranger.waitForResponse((response) => response.url().endsWith('/api/console/v1/auth/login'));
      await stranger.getByRole('button', { name: 'Sign in' }).click();
      expect((await answered).status()).toBe(attempt < 5 ? 401 : 429);
      await error.waitFor();
      expect(await error.textContent()).toBe(attempt < 5 ? 'Wrong login or password' : 'Too many wrong attempts. Try again in 15 minutes.');
    }
    // Even the right password waits out the lock-out.
    await stranger.getByLabel('Password').fill('right-password-1');
    const answered = stranger.waitForResponse((response) => response.url().endsWith('/api/console/v1/auth/login'));
    await stranger.getByRole('button', { name: 'Sign in' }).click();
    expect((await answered).status()).toBe(429);
    expect(stranger.url()).toContain('/console/login');
  });

  it('gives a courier no menu editor: no Menu entry, and the 403 page when opened directly', async () => {
    const courier = await freshPage();
    await signIn(courier, 'courier@demo.localhost', 'demo-courier-password');
    await courier.waitForURL(/\/console\/deliveries$/);
    await nav(courier).getByRole('link', { name: 'My account' }).waitFor();
    expect(await nav(courier).getByRole('link', { name: 'Menu', exact: true }).count()).toBe(0);
    expect(await nav(courier).getByRole('link', { name: 'Staff' }).count()).toBe(0);

    await courier.goto(storeUrl('demo', '/console/menu'));
    const forbidden = courier.getByTestId('console-forbidden');
    await forbidden.waitFor();
    expect(await forbidden.textContent()).toContain('Your role cannot open this page.');
    expect(await forbidden.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/console/deliveries');
    // Still inside the console's chrome: the navigation is there.
    expect(await nav(courier).getByRole('link', { name: 'Deliveries' }).isVisible()).toBe(true);
  });
});
