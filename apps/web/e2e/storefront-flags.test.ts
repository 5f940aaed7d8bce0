// Web-settings flags of the storefront's frame and basket, switched by the owner through the console's API
// and followed by the pages (demo brand, in Uzbek): mapType (Yandex tiles with a key), isNavigationViewEnabled
// (the phone's tab bar or the header's links), chatActive (the header's "write to us"), balanceActive with
// isVisibleAtProfileTop (the profile's cashback card and its place), cashbeckHeaderActive (the header's
// balance chip), cartPageActive (a menu without a basket) and the basket's recommended products
// (isCartRecommendation).
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../app/features/basket/locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { setWebSettings } from './merchant-settings.ts';
import { fill, signIn, uniquePhone } from './shopper.ts';

const common = commonMessages.uz;
const basket = basketMessages.uz;
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

/** The merchant's settings changed for one check, and put back whatever happens. */
async function withSettings(changes: Parameters<typeof setWebSettings>[0], check: () => Promise<void>): Promise<void> {
  const before = await setWebSettings(changes);
  try {
    await check();
  } finally {
    await setWebSettings(before);
  }
}

describe('storefront flags', () => {
  it("shows the header's chat button only with chatActive, leading to the merchant's Telegram", async () => {
    await page.goto(`${base()}/`);
    await page.getByRole('link', { name: common.nav.searchMenu }).waitFor();
    expect(await page.getByTestId('chat-link').count()).toBe(0);
    await withSettings({ chatActive: true }, async () => {
      await page.goto(`${base()}/`);
      const chat = page.getByRole('link', { name: common.nav.chat });
      expect(await chat.getAttribute('href')).toBe('https://t.me/dastarkhan_demo');
    });
  });

  it("moves the phone's tab bar into the header when isNavigationViewEnabled is off", async () => {
    const tabBarLinks = () => page.locator('nav.fixed').getByRole('link', { name: common.nav.basket }).count();
    const headerLink = () => page.locator('header').getByRole('link', { name: common.nav.basket });
    await page.goto(`${base()}/`);
    expect(await tabBarLinks()).toBe(1);
    expect(await headerLink().isVisible()).toBe(false);
    await withSettings({ isNavigationViewEnabled: false }, async () => {
      await page.goto(`${base()}/`);
      await headerLink().waitFor();
      expect(await tabBarLinks()).toBe(0);
      await headerLink().click();
      await page.waitForURL(`${base()}/basket`);
    });
  });

  it('puts the cashback balance on the profile where isVisibleAtProfileTop says, and in the header with cashbeckHeaderActive', async () => {
    await page.goto(`${base()}/profile`);
    await page.waitForURL('**/login?next=%2Fprofile');
    await signIn(page, uniquePhone('97'));
    await page.waitForURL(`${base()}/profile`);
    const card = page.getByTestId('profile-balance');
    await card.waitFor();
    expect(await card.textContent()).toContain(common.cashback.title);
    // At the top: right after the personal card, before the first section.
    const before = await page.evaluate(() => {
      const balance = document.querySelector('[data-testid="profile-balance"]');
      const section = document.querySelector('main section:not([data-testid])');
      return Boolean(balance && section && balance.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(before).toBe(true);
    expect(await page.getByTestId('header-balance').count()).toBe(0);

    await withSettings({ isVisibleAtProfileTop: false, cashbeckHeaderActive: true }, async () => {
      await page.reload();
      await page.getByTestId('profile-balance').waitFor();
      const after = await page.evaluate(() => {
        const balance = document.querySelector('[data-testid="profile-balance"]');
        const section = document.querySelector('main section:not([data-testid])');
        return Boolean(balance && section && balance.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_PRECEDING);
      });
      expect(after).toBe(true);
      const chip = page.getByTestId('header-balance');
      await chip.waitFor();
      // A new customer has earned nothing yet: the chip says so, in the page's money format.
      const amount = (await chip.textContent()) ?? '';
      expect(amount).toMatch(/^0\s/);
      expect(await chip.getAttribute('aria-label')).toBe(fill(common.cashback.headerLabel, { amount }));
    });

    await withSettings({ balanceActive: false }, async () => {
      await page.reload();
      await page.getByTestId('profile-name').waitFor();
      expect(await page.getByTestId('profile-balance').count()).toBe(0);
    });
  });

  it("draws the maps with Yandex's tiles where the merchant chose Yandex and gave its key, else with the deployment's", async () => {
    const tileHosts: string[] = [];
    // Nothing outside is reachable here: every tile is answered empty, and only its host is recorded.
    await page.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
      (route) => {
        tileHosts.push(new URL(route.request().url()).hostname);
        return route.fulfill({ status: 204 });
      },
    );
    try {
      await page.goto(`${base()}/branches/map`);
      await expect.poll(() => tileHosts.some((host) => host.endsWith('tile.openstreetmap.org'))).toBe(true);
      expect(tileHosts).not.toContain('tiles.api-maps.yandex.ru');
      await withSettings({ mapType: 'YANDEX', yandexMapsApiKey: '0f3c2a7e-5b1d-4c8e-9a6f-2d4b8c1e7a90' }, async () => {
        // Off the map first: tiles the last map still had in flight are not this map's.
        await page.goto('about:blank');
        tileHosts.length = 0;
        await page.goto(`${base()}/branches/map`);
        await expect.poll(() => tileHosts.includes('tiles.api-maps.yandex.ru')).toBe(true);
        expect(tileHosts.filter((host) => host.endsWith('tile.openstreetmap.org'))).toEqual([]);
      });
    } finally {
      await page.unrouteAll();
    }
  });

  it('shows the menu without a basket while cartPageActive is off: no basket tab, no adding, no basket or checkout page', async () => {
    const plov = DEMO.products.discounted;
    await withSettings({ cartPageActive: false }, async () => {
      await page.goto(`${base()}/`);
      await page.getByRole('heading', { level: 3, name: plov.name.uz }).first().waitFor();
      expect(await page.getByRole('link', { name: common.nav.basket }).count()).toBe(0);
      expect(await page.getByRole('button', { name: fill(basket.add.quickAdd, { name: plov.name.uz }) }).count()).toBe(0);
      await page.goto(`${base()}/product/${plov.id}`);
      await page.getByTestId('product-without-cart').waitFor();
      expect((await page.goto(`${base()}/basket`))?.status()).toBe(404);
      // The customer signed in above: checkout is not there either.
      expect((await page.goto(`${base()}/checkout`))?.status()).toBe(404);
    });
    await page.goto(`${base()}/`);
    await page.getByRole('button', { name: fill(basket.add.quickAdd, { name: plov.name.uz }) }).waitFor();
  });

  it("offers the merchant's recommended products under the basket's lines, less what the basket holds", async () => {
    /** On the home page's first screen, with a quick add. */
    const plov = DEMO.products.discounted;
    await page.goto(`${base()}/`);
    await page.getByRole('button', { name: fill(basket.add.quickAdd, { name: plov.name.uz }) }).click();
    await page.goto(`${base()}/basket`);
    const row = page.getByTestId('cart-recommendations');
    await row.waitFor();
    expect(await row.getByRole('heading', { name: basket.recommendations.title }).count()).toBe(1);
    const names = await row.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain(plov.name.uz);
    // Adding one from the row puts it in the basket and takes it out of the row.
    const first = names[0] ?? '';
    await row.getByRole('button', { name: fill(basket.add.quickAdd, { name: first }) }).click();
    await expect.poll(() => row.getByRole('heading', { level: 3 }).allTextContents()).not.toContain(first);
  });
});
