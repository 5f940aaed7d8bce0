// The QR table menu in real Chromium: a table's link seats the customer (banner, the table's own menu),
// a dead link says so, and leaving the table brings the ordinary web menu back.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dastarkhan/domain/i18n';
import { basketMessages } from '../app/features/basket/locales.ts';
import { checkoutMessages } from '../app/features/checkout/locales.ts';
import { dineInMessages } from '../app/features/dine-in/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { basketBadge, fill, signIn, uniquePhone } from './shopper.ts';

const t = dineInMessages.uz;
/** Sold on the QR table menu (and by operators) only. */
const TEAPOT = DEMO.products.dineInOnly;
const c = checkoutMessages.uz;

let browser: Browser;

/** The menu page draws the categories below its first screen after loading: waits until every one is drawn. */
async function wholeMenuDrawn(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('product-list-placeholder').count(), { timeout: 20_000 }).toBe(0);
}

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
    await wholeMenuDrawn(page);
    expect(await page.getByText(TEAPOT.name.uz, { exact: true }).count()).toBe(0);

    await page.goto(`${base}/?table=${DEMO.tableIds.tashkentCity5}`);
    const banner = page.getByTestId('table-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(fill(t.seated, { number: 5 }));
    expect(await banner.innerText()).toContain('Asosiy zal');
    // The link's parameter is gone from the address; the page now shows the table's (QR) menu.
    await page.waitForURL(`${base}/`);
    await wholeMenuDrawn(page);
    expect(await page.getByText(TEAPOT.name.uz, { exact: true }).count()).toBeGreaterThan(0);
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
    await wholeMenuDrawn(page);
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
    // A table of another brand seats nobody here either; the shop (in Russian) has no dine-in at all (dineInActive off), and says so.
    await page.goto(`${storeUrl('shop', '/').replace(/\/$/, '')}/?table=${DEMO.tableIds.tashkentCity5}`);
    await page.getByRole('alert').filter({ hasText: dineInMessages.ru.dineInOff }).waitFor();
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

  it('offers only dine-in at checkout while seated, and the table banner fits a 360 px phone in every language', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const base = storeUrl('demo', '').replace(/\/$/, '');
    await page.goto(`${base}/?table=${DEMO.tableIds.tashkentCity5}`);
    await page.getByTestId('table-banner').waitFor();
    await page.waitForURL(`${base}/`);
    await page.getByRole('button', { name: fill(basketMessages.uz.add.quickAdd, { name: DEMO.products.somsa.name.uz }) }).first().click();
    await expect.poll(() => basketBadge(page)).toBe('1');

    await page.goto(`${base}/checkout`);
    await page.waitForURL('**/login?next=%2Fcheckout');
    await signIn(page, uniquePhone('94'));
    await page.waitForURL(`${base}/checkout`);
    await page.getByRole('button', { name: c.page.continue }).waitFor();
    // Seated at a table: the order is served there, neither delivered nor collected.
    expect(await page.getByTestId('checkout-table').innerText()).toContain(fill(c.table.where, { number: 5, hall: 'Asosiy zal', branch: 'Tashkent City (24/7)' }));
    expect(await page.getByRole('radio', { name: c.service.DINE_IN, exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: c.service.DELIVERY, exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: c.service.PICK_UP, exact: true }).count()).toBe(0);
    expect(await page.locator('input[name="serviceType"]').count()).toBe(1);

    await page.setViewportSize({ width: 360, height: 740 });
    for (const language of LANGUAGES) {
      await context.addCookies([{ name: 'lang', value: language, url: storeUrl('demo', '/') }]);
      await page.goto(`${base}/`);
      const banner = page.getByTestId('table-banner');
      await banner.waitFor();
      expect(await banner.innerText(), language).toContain(fill(dineInMessages[language].seated, { number: 5 }));
      const fit = await banner.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const outside = [...element.querySelectorAll('*')].filter((child) => {
          const inner = child.getBoundingClientRect();
          return inner.left < box.left - 0.5 || inner.right > box.right + 0.5;
        });
        // "You are at table N" reads as one line, not squeezed into a narrow column beside the button.
        const title = element.querySelector('[data-testid="table-banner-title"]') ?? element.querySelector('p')!;
        const style = getComputedStyle(title);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
        const titleLines = Math.round(title.getBoundingClientRect().height / lineHeight);
        return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, left: box.left, right: box.right, viewport: document.documentElement.clientWidth, outside: outside.length, titleLines };
      });
      expect(fit.scrollWidth, `${language}: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.left, language).toBeGreaterThanOrEqual(0);
      expect(fit.right, language).toBeLessThanOrEqual(fit.viewport);
      expect(fit.outside, language).toBe(0);
      expect(fit.titleLines, language).toBe(1);
    }
    await context.close();
  });
});
