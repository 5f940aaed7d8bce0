// Security in the built server and real Chromium: relayed live streams never stop the process, the way
// back after sign-in stays on the site, and pages carry a Content-Security-Policy that lets exactly the
// site's own scripts run and only Telegram frame the storefront.
import http from 'node:http';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { SignedIn } from '@dastarkhan/domain/contracts/account';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { apiUrl, callApi, getAs } from './http.ts';
import { signIn, smsCode, uniquePhone } from './shopper.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customer: SignedIn;

/** A customer signed in through the API (as the Mini App or another device would). */
async function apiCustomer(): Promise<SignedIn> {
  const phone = uniquePhone('95');
  const asked = Date.now() - 2_000;
  expect((await callApi('POST', '/api/users/v1/auth/login', { phone })).status).toBe(200);
  const confirmed = await callApi<SignedIn>('POST', '/api/users/v1/auth/confirm', { phone, code: await smsCode(phone, asked) });
  expect(confirmed.status).toBe(200);
  return confirmed.body;
}

async function placePickUp(token: string): Promise<Order> {
  const auth = { authorization: `Bearer ${token}` };
  const request = { serviceType: 'PICK_UP', branchId: DEMO.roundTheClockBranchId, paymentType: 'CASH', cartItems: [{ productId: DEMO.products.somsa.id, quantity: 1 }] };
  const first = await callApi<{ error: { details: { totals: { totalPrice: number } } } }>('POST', '/api/orders/v1/orders', { ...request, totalPrice: 0 }, auth);
  const created = await callApi<Order>('POST', '/api/orders/v1/orders', { ...request, totalPrice: first.body.error.details.totals.totalPrice }, auth);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function healthy(): Promise<number> {
  return (await fetch(apiUrl('/api/health'))).status;
}

/** Opens the relayed stream over a raw socket, reads its first bytes, then drops the connection. */
function dropAfterFirstBytes(path: string, cookie: string): Promise<number> {
  const port = inject('port');
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host: `demo.localhost:${port}`, cookie, accept: 'text/event-stream' } }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  await page.goto(storeUrl('demo', '/login?next=%2Fprofile'));
  await signIn(page, uniquePhone('94'));
  await page.waitForURL(storeUrl('demo', '/profile'));
  customer = { token: (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '' } as SignedIn;
  expect(customer.token).not.toBe('');
});

afterAll(async () => {
  await browser?.close();
});

describe('relayed live order streams', () => {
  it('answer every error path without stopping the server', async () => {
    const stranger = await apiCustomer();
    const theirOrder = await placePickUp(stranger.token);
    const ownOrder = await placePickUp(customer.token);
    const cookie = `dk_token_demo=${customer.token}`;
    const events = (id: string, cookieHeader = cookie) => getAs('demo', `/profile/orders/${id}/events`, { cookie: cookieHeader, accept: 'text/event-stream' });

    // Before the fix, the first of these ended the process (ERR_INVALID_STATE in the relay).
    for (const [id, status] of [
      [theirOrder.id, 404],
      ['00000000-0000-4000-8000-000000000000', 404],
      ['not-an-order', 404],
    ] as const) {
      expect((await events(id)).status, id).toBe(status);
      expect(await healthy()).toBe(200);
    }
    // A token the API no longer knows: the stream stops and the session cookie goes.
    const stale = await events(ownOrder.id, 'dk_token_demo=tok_0123456789abcdef0123456789abcdef');
    expect([204, 302]).toContain(stale.status);
    expect(await healthy()).toBe(200);
    // The customer's own stream, dropped by the client mid-way, several times.
    for (let i = 0; i < 3; i += 1) expect(await dropAfterFirstBytes(`/profile/orders/${ownOrder.id}/events`, cookie)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await healthy()).toBe(200);

    // And in the browser: the order page follows the order live, then the customer leaves it.
    await page.goto(storeUrl('demo', `/profile/orders/${ownOrder.id}`));
    await page.getByTestId('order-timeline').waitFor();
    await page.goto(storeUrl('demo', '/'));
    expect(await healthy()).toBe(200);
  });
});

describe('the way back after sign-in', () => {
  it('never leaves the site, whatever `next` says', async () => {
    const home = new URL(storeUrl('demo', '/'));
    for (const next of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%5Cevil.example', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example']) {
      const response = await page.goto(storeUrl('demo', `/login?next=${next}`));
      expect(response?.status(), next).toBeLessThan(500);
      const landed = new URL(page.url());
      expect(landed.host, next).toBe(home.host);
      expect(landed.pathname, next).toBe('/profile');
    }
  });

  it('answers a control character or non-ASCII `next` without an error', async () => {
    for (const next of ['%2Fa%0D%0ASet-Cookie%3A%20x%3D1', '%2F%D0%BF%D0%BB%D0%BE%D0%B2']) {
      const response = await getAs('demo', `/login?next=${next}`, { cookie: `dk_token_demo=${customer.token}` });
      expect(response.status, next).toBe(302);
      const location = String(response.headers.location);
      expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true);
      expect(response.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringContaining('x=1'));
    }
  });
});

describe('Content-Security-Policy', () => {
  it('lets the storefront run with no violation, and draws a new nonce for every rendering', async () => {
    const violations: string[] = [];
    const guest = await (await newPhoneContext(browser)).newPage();
    guest.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const first = await guest.goto(storeUrl('demo', '/'));
    const policy = first?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(policy).toContain("frame-ancestors 'self' https://web.telegram.org");
    expect(policy).not.toContain('unsafe-eval');
    // The inline scripts ran (they carry the nonce): React Router's context and route modules are there.
    await guest.getByRole('heading', { level: 1 }).first().waitFor();
    await guest.waitForFunction(() => '__reactRouterContext' in window && '__reactRouterRouteModules' in window);
    await guest.goto(storeUrl('demo', '/branches/map'));
    await guest.waitForLoadState('networkidle');
    await guest.goto(storeUrl('demo', '/basket'));
    await guest.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    // A page rendered for each request gets a new nonce each time. (A page every visitor gets alike is
    // sent as rendered, its nonce included, for a few seconds: shared-pages.test.ts.)
    const basketPolicy = (await getAs('demo', '/basket')).headers['content-security-policy'];
    expect(basketPolicy).toMatch(/'nonce-/);
    expect((await getAs('demo', '/basket')).headers['content-security-policy']).not.toBe(basketPolicy);
    await guest.context().close();
  });

  it('keeps other sites from framing the storefront', async () => {
    const framer = await (await newPhoneContext(browser)).newPage();
    const refused: string[] = [];
    framer.on('console', (message) => {
      if (/frame-ancestors/i.test(message.text())) refused.push(message.text());
    });
    // A page of another origin (the bare 127.0.0.1 host) that frames the demo storefront.
    await framer.goto(apiUrl('/api/health'));
    await framer.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, storeUrl('demo', '/'));
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await framer.context().close();
  });
});
