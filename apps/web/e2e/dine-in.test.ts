// The QR table menu in real Chromium: a table's link seats the customer (banner, the table's own menu),
// a dead link says so, and leaving the table brings the ordinary web menu back.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dineInMessages } from '../app/features/dine-in/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { fill } from './shopper.ts';

const t = dineInMessages.uz;
/** Sold on the QR table menu (and by operators) only. */
const TEAPOT = DEMO.products.dineInOnly;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('QR table menu', () => {
  it('seats the customer at the table of the link, shows the table menu, and leaves the table', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const base = storeUrl('demo', '').replace(/\/$/, '');
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(TEAPOT.name.uz, { exact: true }).count()).toBe(0);

    await page.goto(`${base}/?table=${DEMO.tableIds.tashkentCity5}`);
    const banner = page.getByTestId('table-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(fill(t.seated, { number: 5 }));
    expect(await banner.innerText()).toContain('Asosiy zal');
    // The link's parameter is gone from the address; the page now shows the table's (QR) menu.
    await page.waitForURL(`${base}/`);
    await expect.poll(() => page.getByText(TEAPOT.name.uz, { exact: true }).count()).toBeGreaterThan(0);
    const stored = await page.evaluate((key) => localStorage.getItem(key), `dk:${DEMO.merchantIds.demo}:order-draft`);
    expect(JSON.parse(stored ?? '{}').state.checkout).toMatchObject({ serviceType: 'DINE_IN', branchId: DEMO.roundTheClockBranchId, table: { id: DEMO.tableIds.tashkentCity5, number: 5 } });

    // Still seated after a reload.
    await page.reload();
    await banner.waitFor();

    await page.getByRole('button', { name: t.leave }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'dk_table_demo')).toBe(false);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(TEAPOT.name.uz, { exact: true }).count()).toBe(0);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('says so when the link names no table of this brand', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const base = storeUrl('demo', '').replace(/\/$/, '');
    await page.goto(`${base}/?table=${crypto.randomUUID()}`);
    await page.getByRole('alert').filter({ hasText: t.invalidTable }).waitFor();
    expect(await page.getByTestId('table-banner').count()).toBe(0);
    // A table of another brand seats nobody here either (the shop opens in Russian).
    await page.goto(`${storeUrl('shop', '/').replace(/\/$/, '')}/?table=${DEMO.tableIds.tashkentCity5}`);
    await page.getByRole('alert').filter({ hasText: dineInMessages.ru.invalidTable }).waitFor();
    expect(await page.getByTestId('table-banner').count()).toBe(0);
    await context.close();
  });

  it('follows the Telegram start parameter of a table link', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const base = storeUrl('demo', '').replace(/\/$/, '');
    // No init data: the launch is recognised from the hash; signing in is not needed to be seated.
    await page.goto(`${base}/?tgId=42#tgWebAppStartParam=table_${DEMO.tableIds.tashkentCity10}&tgWebAppVersion=8.0`);
    const banner = page.getByTestId('table-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(fill(t.seated, { number: 10 }));
    expect(await banner.innerText()).toContain('Terrasa');
    await context.close();
  });
});
