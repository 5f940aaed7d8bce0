// Table reservations in real Chromium, as a customer of the demo brand (in Uzbek, which Chromium's Intl does
// not know: dates come from the project's own wording): a guest is sent to sign in, books a table for four at
// the 24/7 branch tomorrow at 19:00 within the hours the form shows, sees it in the list, and cancels it after
// confirming; with bookingActive switched off the profile has no link and the pages answer 404.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Reservation } from '@dastarkhan/domain/contracts/reservation';
import { formatWeekdayDate } from '@dastarkhan/domain/date-format';
import { AROUND_THE_CLOCK } from '@dastarkhan/domain/hours-format';
import { addDays, localDate } from '@dastarkhan/domain/zoned-time';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../app/features/account/locales.ts';
import { reservationsMessages } from '../app/features/reservations/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { callApi } from './http.ts';
import { setWebSettings } from './merchant-settings.ts';
import { fill, signIn, uniquePhone } from './shopper.ts';

const t = reservationsMessages.uz;
const account = accountMessages.uz;
const TZ = 'Asia/Tashkent';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
const base = () => storeUrl('demo', '').replace(/\/$/, '');

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  // A guest asking for the reservations is sent to sign in and comes back to them.
  await page.goto(`${base()}/reservations`);
  await page.waitForURL('**/login?next=%2Freservations');
  await signIn(page, uniquePhone('95'));
  await page.waitForURL(`${base()}/reservations`);
  token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
  expect(token).not.toBe('');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('table reservations', () => {
  it('books a table for four at the 24/7 branch tomorrow at 19:00, lists it, and cancels it', async () => {
    await page.getByRole('heading', { name: t.list.emptyTitle }).waitFor();
    // The profile leads here.
    await page.goto(`${base()}/profile`);
    await page.getByRole('link', { name: t.profile.link }).click();
    await page.waitForURL(`${base()}/reservations`);
    await page.getByRole('link', { name: t.list.book }).click();
    await page.waitForURL(`${base()}/reservations/new`);

    await page.getByLabel(t.form.branch, { exact: true }).selectOption(DEMO.roundTheClockBranchId);
    // The hall's hours of the chosen day are shown: around the clock here.
    await expect.poll(() => page.getByTestId('reservation-hours').innerText()).toBe(fill(t.form.hours, { hours: AROUND_THE_CLOCK.uz }));
    // The branch's booking line, to call instead.
    expect(await page.getByTestId('reservation-call').getAttribute('href')).toBe('tel:+998712001016');

    const tomorrow = addDays(localDate(new Date(), TZ), 1);
    const day = page.getByLabel(t.form.day, { exact: true });
    await day.selectOption(tomorrow);
    expect(await day.locator('option:checked').innerText()).toBe(t.form.tomorrow);
    await page.getByLabel(t.form.time, { exact: true }).selectOption('19:00');
    // Two chairs to start with; the stepper makes four.
    expect(await page.getByTestId('reservation-chairs').innerText()).toBe('2');
    await page.getByRole('button', { name: t.form.more }).click();
    await page.getByRole('button', { name: t.form.more }).click();
    expect(await page.getByTestId('reservation-chairs').innerText()).toBe('4');
    await page.getByLabel(t.form.place).fill('Terrasa');
    await page.getByLabel(t.form.comment).fill("Tug'ilgan kun");
    await page.getByRole('button', { name: t.form.submit }).click();

    await page.waitForURL(/\/reservations\?booked=/);
    await page.getByRole('status').filter({ hasText: t.list.booked }).waitFor();
    const row = page.getByTestId('reservations-upcoming').getByTestId('reservation');
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    // "Shanba, 29-noyabr, 19:00": the project's Uzbek words, not the runtime's ("M11 29").
    expect(await row.getByTestId('reservation-when').innerText()).toBe(`${formatWeekdayDate(tomorrow, 'uz', { capitalize: true })}, 19:00`);
    expect(text).toContain('Tashkent City (24/7)');
    expect(text).toContain(fill(t.list.chairs, { chairs: 4 }));
    expect(text).toContain(fill(t.list.place, { place: 'Terrasa' }));
    expect(await row.getByTestId('reservation-status').innerText()).toBe(t.status.NEW);

    const booked = await callApi<Reservation[]>('GET', '/api/users/v1/reservations', undefined, { authorization: `Bearer ${token}` });
    expect(booked.body).toEqual([expect.objectContaining({ chairs: 4, place: 'Terrasa', comment: "Tug'ilgan kun", status: 'NEW' })]);
    expect(booked.body[0]!.branch.id).toBe(DEMO.roundTheClockBranchId);
    // 19:00 on the merchant's clock, whatever the zone of the machine running the browser.
    expect(Date.parse(booked.body[0]!.reservedAt)).toBe(Date.parse(`${tomorrow}T19:00:00+05:00`));

    // Cancel asks first; "no" keeps it.
    await row.getByRole('button', { name: t.list.cancel }).click();
    await page.getByRole('button', { name: t.remove.keep }).click();
    await expect.poll(() => page.getByRole('button', { name: t.remove.confirm }).count()).toBe(0);
    await row.getByRole('button', { name: t.list.cancel }).click();
    await page.getByRole('button', { name: t.remove.confirm }).click();

    const past = page.getByTestId('reservations-past').getByTestId('reservation');
    await expect.poll(() => past.count()).toBe(1);
    expect(await past.getByTestId('reservation-status').innerText()).toBe(t.status.CANCELED);
    expect(await page.getByTestId('reservations-upcoming').count()).toBe(0);
    expect(await past.getByRole('button', { name: t.list.cancel }).count()).toBe(0);
    const after = await callApi<Reservation[]>('GET', '/api/users/v1/reservations', undefined, { authorization: `Bearer ${token}` });
    expect(after.body.map((reservation) => reservation.status)).toEqual(['CANCELED']);
  });

  it('hides the profile link and the pages while the owner has bookings switched off', async () => {
    const before = await setWebSettings({ bookingActive: false });
    try {
      await page.goto(`${base()}/profile`);
      await page.getByRole('link', { name: account.profile.orders }).first().waitFor();
      expect(await page.getByRole('link', { name: t.profile.link }).count()).toBe(0);
      expect((await page.goto(`${base()}/reservations`))?.status()).toBe(404);
      expect((await page.goto(`${base()}/reservations/new`))?.status()).toBe(404);
    } finally {
      await setWebSettings(before);
    }
    await page.goto(`${base()}/profile`);
    await expect.poll(() => page.getByRole('link', { name: t.profile.link }).count()).toBe(1);
  });
});
