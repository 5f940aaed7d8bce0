// Favourites in real Chromium, as a customer of the demo brand (in Uzbek): a guest's heart is kept on the
// device, and joins the profile after sign-in; /profile/favorites lists the favourites and loses a card whose
// heart is taken off; the product page's heart is the same state; with favouriteActive switched off by the
// owner, no heart, no profile link and no page remain.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Favourite } from '@dastarkhan/domain/contracts/favourite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../app/features/account/locales.ts';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { callApi } from './http.ts';
import { setWebSettings } from './merchant-settings.ts';
import { fill, signIn, uniquePhone } from './shopper.ts';

const t = catalogueMessages.uz;
const account = accountMessages.uz;
const plov = DEMO.products.plov;
/** On the home page's first screen (the rest of the menu comes as the customer scrolls). */
const buxoro = DEMO.products.discounted;
const base = () => storeUrl('demo', '').replace(/\/$/, '');

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const heart = (name: string, kept: boolean) => page.getByRole('button', { name: fill(kept ? t.favourites.remove : t.favourites.add, { name }) }).first();

async function favouritesOf(token: string, userId: string): Promise<string[]> {
  const answer = await callApi<Favourite[]>('GET', `/api/products/v1/favourite/all?userId=${userId}&isFavourite=true`, undefined, { authorization: `Bearer ${token}` });
  expect(answer.status).toBe(200);
  return answer.body.map((favourite) => favourite.productId);
}

describe('favourites', () => {
  it("keeps a guest's heart on the device, pushes it to the profile after sign-in, and lists it on /profile/favorites", async () => {
    await page.goto(`${base()}/product/${plov.id}`);
    const add = heart(plov.name.uz, false);
    await add.click();
    await expect.poll(() => heart(plov.name.uz, true).getAttribute('aria-pressed')).toBe('true');
    // Kept on the device: a reload still shows it.
    await page.reload();
    await expect.poll(() => heart(plov.name.uz, true).getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${base()}/profile/favorites`);
    await page.waitForURL('**/login?next=%2Fprofile%2Ffavorites');
    await signIn(page, uniquePhone('93'));
    await page.waitForURL(`${base()}/profile/favorites`);
    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
    const me = await callApi<{ id: string }>('GET', '/api/users/v1/users/me', undefined, { authorization: `Bearer ${token}` });
    await expect.poll(() => favouritesOf(token, me.body.id)).toEqual([plov.id]);
    // The device's copy is gone once the page has the profile's answer (which may land just after the API has it).
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), `dk:${DEMO.merchantIds.demo}:favourites`)).toBeNull();

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([plov.name.uz]);
  });

  it('adds from a menu card, shows the same state on the product page, and drops a card whose heart is taken off', async () => {
    await page.goto(`${base()}/`);
    await heart(buxoro.name.uz, false).click();
    await expect.poll(() => heart(buxoro.name.uz, true).getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${base()}/product/${buxoro.id}`);
    await expect.poll(() => heart(buxoro.name.uz, true).getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${base()}/profile/favorites`);
    // Newest first.
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([buxoro.name.uz, plov.name.uz]);
    await heart(plov.name.uz, true).click();
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([buxoro.name.uz]);
    await heart(buxoro.name.uz, true).click();
    await expect.poll(() => page.getByText(t.favourites.emptyTitle).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText(t.favourites.emptyTitle).isVisible()).toBe(true);
  });

  it('hides every heart, the profile link and the page while the owner has favourites switched off', async () => {
    const before = await setWebSettings({ favouriteActive: false });
    try {
      await page.goto(`${base()}/`);
      await page.getByRole('heading', { level: 3, name: buxoro.name.uz }).first().waitFor();
      expect(await page.getByTestId('favourite-button').count()).toBe(0);
      await page.goto(`${base()}/profile`);
      await page.getByRole('link', { name: account.profile.orders }).first().waitFor();
      expect(await page.getByRole('link', { name: account.profile.favourites }).count()).toBe(0);
      const response = await page.goto(`${base()}/profile/favorites`);
      expect(response?.status()).toBe(404);
    } finally {
      await setWebSettings(before);
    }
    await page.goto(`${base()}/profile`);
    await expect.poll(() => page.getByRole('link', { name: account.profile.favourites }).count()).toBe(1);
  });
});
