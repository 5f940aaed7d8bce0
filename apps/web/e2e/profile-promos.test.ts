// The customer's promo codes page in real Chromium, as a customer of the demo brand (in Uzbek): the profile's
// "Promo codes" leads to the brand's public codes (WELCOME10, MINUS15K) and none of its private ones; a code is
// copied to the clipboard and applied, and the basket shows it applied with its discount. With promoActive
// switched off by the owner, the profile has no link and /profile/promos is a 404.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { formatSom } from '@dastarkhan/domain/money';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../app/features/account/locales.ts';
import { basketMessages } from '../app/features/basket/locales.ts';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { promosMessages } from '../app/features/promos/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { setWebSettings } from './merchant-settings.ts';
import { fill, signIn, som, uniquePhone } from './shopper.ts';

const p = promosMessages.uz;
const account = accountMessages.uz;
const basket = basketMessages.uz;
const catalogue = catalogueMessages.uz;
const somsa = DEMO.products.somsa;
const base = () => storeUrl('demo', '').replace(/\/$/, '');
const plain = (text: string) => text.replace(/[\u00a0\u2066\u2069]/g, ' ');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let restore: Partial<WebSettings> | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  // The Copy button writes to the clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
  page = await context.newPage();
});

afterAll(async () => {
  // The demo brand keeps promo codes on for the other browser tests, whatever happened here.
  if (restore) await setWebSettings(restore);
  await context?.close();
  await browser?.close();
});

const ticket = (code: string) => page.getByTestId('promo-ticket').filter({ has: page.getByTestId('promo-code').getByText(code, { exact: true }) });
const promosLink = () => page.getByRole('link', { name: account.profile.promos });

describe('promo codes page', () => {
  it('lists the public codes from the profile; a code is copied, applied, and the basket takes it off', async () => {
    // Enough somsa for WELCOME10's minimum (the products must cost more than 50 000 so'm).
    const quantity = Math.floor(50_000 / (somsa.price / 100)) + 1;
    await page.goto(`${base()}/product/${somsa.id}`);
    await page.getByRole('button', { name: catalogue.product.addToBasket }).click();
    await page.getByTestId('basket-toast').waitFor();
    await page.goto(`${base()}/basket`);
    for (let n = 1; n < quantity; n += 1) await page.getByRole('button', { name: basket.page.increase }).click();

    await page.goto(`${base()}/profile`);
    await page.waitForURL('**/login?next=%2Fprofile');
    await signIn(page, uniquePhone('94'));
    await page.waitForURL(`${base()}/profile`);
    await promosLink().click();
    await page.waitForURL(`${base()}/profile/promos`);
    await page.getByRole('heading', { level: 1, name: p.page.title }).waitFor();

    const codes = await page.getByTestId('promo-code').allInnerTexts();
    // MINUS15K ends in 90 days, WELCOME10 never: the one ending first comes first. The private codes never show.
    expect(codes).toEqual(['MINUS15K', 'WELCOME10']);
    const text = plain(await page.locator('main').innerText());
    for (const hidden of ['FREEDELIVERY', 'EXPIRED', 'FUTURE', 'PAUSED']) expect(text).not.toContain(hidden);

    const welcome = plain(await ticket('WELCOME10').innerText());
    expect(welcome).toContain('−10 %');
    expect(welcome).toContain(p.card.onProducts);
    expect(welcome).toContain(plain(fill(p.card.minPrice, { amount: formatSom(50_000, 'uz') })));
    expect(welcome).toContain(p.card.firstOrder);
    expect(welcome).toContain(p.card.noEnd);
    const minus = plain(await ticket('MINUS15K').innerText());
    expect(minus).toContain(plain(`−${formatSom(15_000, 'uz')}`));
    expect(minus).toContain(plain(fill(p.card.minPrice, { amount: formatSom(100_000, 'uz') })));
    // "<day>-<month>, <year> gacha amal qiladi", in the project's own Uzbek month names.
    expect(minus).toMatch(/\d{1,2}-(yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr), \d{4}.* gacha amal qiladi/);
    expect(minus).not.toContain(p.card.firstOrder);

    await ticket('WELCOME10').getByRole('button', { name: fill(p.card.copyLabel, { code: 'WELCOME10' }) }).click();
    await ticket('WELCOME10').getByRole('button', { name: p.card.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');

    await ticket('WELCOME10').getByRole('button', { name: fill(p.card.applyLabel, { code: 'WELCOME10' }) }).click();
    await page.waitForURL(`${base()}/basket`);
    await expect.poll(() => page.getByTestId('promo-applied').innerText()).toBe(fill(basket.promo.applied, { code: 'WELCOME10' }));
    const products = (quantity * somsa.price) / 100;
    await expect.poll(async () => som(await page.getByTestId('basket-promo-discount').locator('dd').innerText())).toBe(Math.round(products * 0.1));
  });

  it('has no profile link and no page while the brand has promo codes switched off', async () => {
    restore = await setWebSettings({ promoActive: false });
    await page.goto(`${base()}/profile`);
    await page.getByRole('link', { name: account.profile.orders }).waitFor();
    expect(await promosLink().count()).toBe(0);
    const response = await page.goto(`${base()}/profile/promos`);
    expect(response?.status()).toBe(404);

    await setWebSettings(restore);
    restore = null;
    await page.goto(`${base()}/profile`);
    await promosLink().waitFor();
  });
});
