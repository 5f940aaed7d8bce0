// The console's reservations in real Chromium: a customer books two tables at the 24/7 branch for tomorrow
// through the API; the operator opens the reservations, switches to tomorrow and the branch, finds both under
// their times with the guest's phone, confirms one and cancels the other after confirming; the customer's own
// list (the storefront's API) then shows the new statuses.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { SignedIn } from '@dastarkhan/domain/contracts/account';
import type { Reservation } from '@dastarkhan/domain/contracts/reservation';
import { addDays, localDate } from '@dastarkhan/domain/zoned-time';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationsMessages } from '../app/console/features/reservations/locales.ts';
import { consoleMessages } from '../app/console/layout/locales.ts';
import { launchBrowser, storeUrl } from './browser.ts';
import { signInToConsole } from './console-sign-in.ts';
import { callApi } from './http.ts';
import { smsCode, uniquePhone } from './shopper.ts';

const r = reservationsMessages.uz;
const TZ = 'Asia/Tashkent';
const branch = DEMO.roundTheClockBranchId;

let browser: Browser;
let operator: BrowserContext;
let page: Page;
let customer: Record<string, string>;
let phone: string;
const tomorrow = addDays(localDate(new Date(), TZ), 1);
const booked: Record<'early' | 'late', Reservation> = {} as Record<'early' | 'late', Reservation>;

async function book(chairs: number, time: string, place: string): Promise<Reservation> {
  const created = await callApi<Reservation>('POST', '/api/users/v1/reservations', { branchId: branch, chairs, reservedAt: `${tomorrow}T${time}:00+05:00`, place }, customer);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const mine = async () => (await callApi<Reservation[]>('GET', '/api/users/v1/reservations', undefined, customer)).body;

beforeAll(async () => {
  phone = uniquePhone('93');
  const sentAfter = Date.now() - 1_000;
  expect((await callApi('POST', '/api/users/v1/auth/login', { phone })).status).toBe(200);
  const confirmed = await callApi<SignedIn>('POST', '/api/users/v1/auth/confirm', { phone, code: await smsCode(phone, sentAfter) });
  customer = { authorization: `Bearer ${confirmed.body.token}` };
  // Odd minutes, so that no other test's booking shares their time groups.
  booked.early = await book(3, '11:17', 'Deraza yonida');
  booked.late = await book(5, '21:43', 'Terrasa');

  browser = await launchBrowser();
  operator = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await operator.newPage();
  await signInToConsole(page, 'operator');
});

afterAll(async () => {
  await operator?.close();
  await browser?.close();
});

describe('console reservations', () => {
  it("shows tomorrow's bookings by time, confirms one and cancels the other, and the customer sees it", async () => {
    // The operator's navigation leads there.
    await page.getByRole('link', { name: consoleMessages.uz.nav.reservations }).first().click();
    await page.waitForURL(/\/console\/reservations/);
    await page.getByRole('heading', { level: 1, name: r.title }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: r.filters.today }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('link', { name: r.filters.tomorrow }).click();
    await page.waitForURL((url) => url.searchParams.get('day') === tomorrow);
    await page.getByLabel(r.filters.branch, { exact: true }).selectOption(branch);
    await page.getByRole('button', { name: r.filters.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('branchId') === branch && url.searchParams.get('day') === tomorrow);

    const early = page.locator(`[data-testid="console-reservation"][data-id="${booked.early.id}"]`);
    const late = page.locator(`[data-testid="console-reservation"][data-id="${booked.late.id}"]`);
    await early.waitFor();
    // Under their times on the merchant's clock.
    expect(await page.getByRole('region', { name: r.time.replace('{{time}}', '11:17') }).locator(`[data-id="${booked.early.id}"]`).count()).toBe(1);
    expect(await page.getByRole('region', { name: r.time.replace('{{time}}', '21:43') }).locator(`[data-id="${booked.late.id}"]`).count()).toBe(1);
    const text = await early.innerText();
    expect(text).toContain(r.chairs.replace('{{count}}', '3'));
    expect(text).toContain(r.place.replace('{{place}}', 'Deraza yonida'));
    expect(await early.getByRole('link').getAttribute('href')).toBe(`tel:+${phone.replace(/\D/g, '')}`);
    expect(await early.getByTestId('console-reservation-status').innerText()).toBe(r.status.NEW);

    await early.getByRole('button', { name: r.action.CONFIRMED }).click();
    await expect.poll(() => early.getByTestId('console-reservation-status').innerText()).toBe(r.status.CONFIRMED);
    expect(await early.getByRole('button', { name: r.action.CONFIRMED }).count()).toBe(0);
    await expect.poll(async () => (await mine()).find((reservation) => reservation.id === booked.early.id)?.status).toBe('CONFIRMED');

    // Canceling asks first; "keep" keeps it.
    await late.getByRole('button', { name: r.action.CANCELED }).click();
    await page.getByRole('button', { name: r.cancel.keep }).click();
    expect(await late.getByTestId('console-reservation-status').innerText()).toBe(r.status.NEW);
    await late.getByRole('button', { name: r.action.CANCELED }).click();
    await page.getByRole('button', { name: r.cancel.confirm }).click();
    await expect.poll(() => late.getByTestId('console-reservation-status').innerText()).toBe(r.status.CANCELED);
    expect(await late.getByRole('button').count()).toBe(0);

    const after = await mine();
    expect(after.find((reservation) => reservation.id === booked.late.id)).toMatchObject({ status: 'CANCELED', upcoming: false, cancellable: false });
    expect(after.find((reservation) => reservation.id === booked.early.id)).toMatchObject({ status: 'CONFIRMED', upcoming: true });
  });

  it('shows the empty state for a day without bookings', async () => {
    await page.goto(storeUrl('demo', `/console/reservations?day=${addDays(tomorrow, 59)}&branchId=${DEMO.branchIds.chilonzor}`));
    await page.getByRole('heading', { name: r.empty.title }).waitFor();
    expect(await page.getByTestId('console-reservation').count()).toBe(0);
  });
});
