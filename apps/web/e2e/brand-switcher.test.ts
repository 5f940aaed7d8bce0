// The brand switcher on the home page in real Chromium: the merchant's brands, each storefront one tap
// away with its own session and basket (spec §4 Multi-brand).
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { DEMO_MERCHANT } from '@dastarkhan/db/seed/demo-merchant';
import { SHOP_MERCHANT } from '@dastarkhan/db/seed/shop-catalogue';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountMessages } from '../app/features/account/locales.ts';
import { basketMessages } from '../app/features/basket/locales.ts';
import { contentMessages } from '../app/features/content/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { getAs } from './http.ts';
import { basketBadge, fill, signIn, uniquePhone } from './shopper.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A brand's link in the switcher, whatever the page language (demo opens in Uzbek, shop in Russian). */
const brandLink = (page: Page, name: RegExp) => page.getByTestId('brand-switcher').getByRole('link', { name });
const DEMO_NAME = new RegExp(`^(${escapeRegExp(DEMO_MERCHANT.name.uz)}|${escapeRegExp(DEMO_MERCHANT.name.ru)})`);
const SHOP_NAME = new RegExp(`^(${escapeRegExp(SHOP_MERCHANT.name.uz)}|${escapeRegExp(SHOP_MERCHANT.name.ru)})`);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('brand switcher', () => {
  it('opens the sister brand on its subdomain as a guest with its own basket, and back keeps the sign-in and basket', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const phone = uniquePhone('93');
    await page.goto(storeUrl('demo', '/login?next=%2F'));
    await signIn(page, phone);
    await page.waitForURL(storeUrl('demo', '/'));

    const somsa = DEMO.products.somsa;
    await page.getByRole('button', { name: fill(basketMessages.uz.add.quickAdd, { name: somsa.name.uz }) }).first().click();
    await expect.poll(() => basketBadge(page)).toBe('1');

    // Both brands, titled in the page language, the current one marked.
    const switcher = page.getByTestId('brand-switcher');
    await switcher.getByRole('heading', { name: contentMessages.uz.brands.title }).waitFor();
    expect(await switcher.getByRole('link').count()).toBe(2);
    const demoLink = brandLink(page, DEMO_NAME);
    expect(await demoLink.getAttribute('aria-current')).toBe('page');
    // Screen readers hear which brand this is; the chip shows the name.
    expect(await demoLink.innerText()).toContain(DEMO_MERCHANT.name.uz);
    expect(await demoLink.innerText()).toContain(contentMessages.uz.brands.current);
    const shopLink = brandLink(page, SHOP_NAME);
    expect(await shopLink.getAttribute('aria-current')).toBeNull();
    expect(await shopLink.getAttribute('href')).toBe(storeUrl('shop', '/'));

    await shopLink.click();
    await page.waitForURL(storeUrl('shop', '/'));
    await expect.poll(() => brandLink(page, SHOP_NAME).getAttribute('aria-current')).toBe('page');
    // Demo's basket is not here, and the demo customer is a guest of the shop.
    expect(await basketBadge(page)).toBe('0');
    await page.goto(storeUrl('shop', '/profile'));
    await page.waitForURL(storeUrl('shop', '/login?next=%2Fprofile'));

    // Back through the shop's switcher: still signed in at demo, the basket kept.
    await page.goto(storeUrl('shop', '/'));
    await brandLink(page, DEMO_NAME).click();
    await page.waitForURL(storeUrl('demo', '/'));
    await expect.poll(() => basketBadge(page)).toBe('1');
    await page.goto(storeUrl('demo', '/profile'));
    await page.getByRole('heading', { level: 1, name: accountMessages.uz.profile.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await context.close();
  });

  it('links by ?vendor= on a bare host, the current brand marked', async () => {
    const port = inject('port');
    const bare = await getAs('unused', '/?vendor=shop', { host: `localhost:${port}` });
    expect(bare.status).toBe(200);
    expect(bare.body).toContain('data-testid="brand-switcher"');
    expect(bare.body).toContain(`href="http://localhost:${port}/?vendor=demo"`);
    expect(bare.body).toMatch(new RegExp(`href="http://localhost:${port}/\\?vendor=shop" aria-current="page"`));
  });
});
