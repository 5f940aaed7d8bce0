// The console's reports in real Chromium: after a customer's order today, a manager opens the reports, sees the
// totals the API computes for the period (in the console's money format) and the product among today's best
// sellers, switches presets, and downloads the orders as CSV (UTF-8 with a BOM).
import { readFile } from 'node:fs/promises';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { SignedIn } from '@dastarkhan/domain/contracts/account';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { formatSom } from '@dastarkhan/domain/money';
import { formatNumber } from '@dastarkhan/domain/number-format';
import type { ReportSummary } from '@dastarkhan/domain/contracts/console-reports';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportsMessages } from '../app/console/features/reports/locales.ts';
import { launchBrowser, storeUrl } from './browser.ts';
import { signInToConsole } from './console-sign-in.ts';
import { callApi } from './http.ts';
import { smsCode, uniquePhone } from './shopper.ts';

const r = reportsMessages.uz;
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

let browser: Browser;
let manager: BrowserContext;
let page: Page;

/** A customer's cash pick-up at the 24/7 branch (open whatever the hour), placed through the API. */
async function placeTodaysOrder(): Promise<void> {
  const phone = uniquePhone('95');
  const sentAfter = Date.now() - 1_000;
  expect((await callApi('POST', '/api/users/v1/auth/login', { phone })).status).toBe(200);
  const confirmed = await callApi<SignedIn>('POST', '/api/users/v1/auth/confirm', { phone, code: await smsCode(phone, sentAfter) });
  const auth = { authorization: `Bearer ${confirmed.body.token}` };
  const request = { serviceType: 'PICK_UP', branchId: DEMO.roundTheClockBranchId, paymentType: 'CASH', cartItems: [{ productId: DEMO.products.somsa.id, quantity: 3 }] };
  const first = await callApi<{ error: { details: { totals: { totalPrice: number } } } }>('POST', '/api/orders/v1/orders', { ...request, totalPrice: 0 }, auth);
  const created = await callApi<Order>('POST', '/api/orders/v1/orders', { ...request, totalPrice: first.body.error.details.totals.totalPrice }, auth);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

beforeAll(async () => {
  await placeTodaysOrder();
  browser = await launchBrowser();
  manager = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = await manager.newPage();
  await signInToConsole(page, 'manager');
});

afterAll(async () => {
  await manager?.close();
  await browser?.close();
});

describe('console reports', () => {
  it("shows the API's totals for the period, switches presets, and downloads the orders as CSV", async () => {
    await page.goto(storeUrl('demo', '/console/reports'));
    await page.getByRole('heading', { level: 1, name: r.title }).waitFor();
    // The default period is the last 7 days, and its preset is marked.
    await expect.poll(() => page.getByRole('link', { name: r.filters.last7 }).getAttribute('aria-current')).toBe('page');
    const from = await page.getByLabel(r.filters.from, { exact: true }).inputValue();
    const to = await page.getByLabel(r.filters.to, { exact: true }).inputValue();

    const cookie = (await manager.cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
    const api = await callApi<ReportSummary>('GET', `/api/console/v1/reports/summary?from=${from}&to=${to}`, undefined, { cookie });
    expect(api.status).toBe(200);
    const totals = page.locator(`dl[aria-label="${r.totals.label}"]`);
    const text = plain((await totals.textContent()) ?? '');
    expect(text).toContain(plain(formatSom(api.body.totals.revenue, 'uz')));
    expect(text).toContain(`${r.totals.orders}${formatNumber(api.body.totals.orders, 'uz')}`.replace(/\s+/g, ' '));

    await page.getByRole('link', { name: r.filters.today }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === to && url.searchParams.get('to') === to);
    await expect.poll(() => page.getByRole('link', { name: r.filters.today }).getAttribute('aria-current')).toBe('page');
    // Today's cash order counts already (paid in person), so its product is among today's best sellers.
    await page.getByRole('table', { name: r.sections.topByQuantity }).getByRole('cell', { name: DEMO.products.somsa.name.uz, exact: true }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: r.download.orders }).click()]);
    expect(download.suggestedFilename()).toBe(`orders-${to}_${to}.csv`);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('Raqam;Yaratilgan;Filial;')).toBe(true);
    const today = await callApi<ReportSummary>('GET', `/api/console/v1/reports/summary?from=${to}&to=${to}`, undefined, { cookie });
    expect(today.body.totals.orders).toBeGreaterThanOrEqual(1);
    // Every order of the day is a row: those that count, the cancelled and those awaiting payment.
    expect(lines.length - 1).toBe(today.body.totals.orders + today.body.totals.cancelled + today.body.totals.awaitingPayment);
  });
});
