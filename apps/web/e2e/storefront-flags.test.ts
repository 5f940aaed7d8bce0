// Web-settings flags of the storefront's frame and basket, switched by the owner through the console's API
// and followed by the pages (demo brand, in Uzbek): mapType (Yandex tiles with a key), isNavigationViewEnabled
// (the phone's tab bar or the header's links), chatActive (the header's "write to us"), balanceActive with
// isVisibleAtProfileTop (the profile's cashback card and its place), cashbeckHeaderActive (the header's
// balance chip), cartPageActive (a menu without a basket), the basket's recommended products
// (isCartRecommendation) and multiTabNavigationEnabled (the home menu one group at a time).
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../app/features/basket/locales.ts';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { apiUrl } from './http.ts';
import { withWebSettings } from './merchant-settings.ts';
import { fill, signIn, uniquePhone } from './shopper.ts';

const common = commonMessages.uz;
const basket = basketMessages.uz;
const catalogue = catalogueMessages.uz;
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

describe('storefront flags', () => {
  it("shows the header's chat button only with chatActive, leading to the merchant's Telegram", async () => {
    await page.goto(`${base()}/`);
    await page.getByRole('link', { name: common.nav.searchMenu }).waitFor();
    expect(await page.getByTestId('chat-link').count()).toBe(0);
    await withWebSettings({ chatActive: true }, async () => {
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
    await withWebSettings({ isNavigationViewEnabled: false }, async () => {
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

    await withWebSettings({ isVisibleAtProfileTop: false, cashbeckHeaderActive: true }, async () => {
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

    await withWebSettings({ balanceActive: false }, async () => {
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
      await withWebSettings({ mapType: 'YANDEX', yandexMapsApiKey: '0f3c2a7e-5b1d-4c8e-9a6f-2d4b8c1e7a90' }, async () => {
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
    await withWebSettings({ cartPageActive: false }, async () => {
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

  it('shows the home menu one group at a time with multiTabNavigationEnabled, switched by the group tabs and by a category link', async () => {
    const response = await fetch(apiUrl('/api/products/v1/overalls?type=WEB'), { headers: { merchant: DEMO.merchantIds.demo } });
    const groups = ((await response.json()) as Overalls).filter((group) => group.categories.length > 0);
    const [firstGroup, secondGroup] = groups;
    if (!firstGroup || !secondGroup) throw new Error('the demo menu needs two groups');
    const sectionsOf = (target: Page, group: (typeof groups)[number]) =>
      Promise.all(group.categories.map((category) => target.locator(`#category-${category.id}`).count())).then((counts) => counts.reduce((a, b) => a + b, 0));
    const isSelected = (target: Page, group: (typeof groups)[number]) =>
      target.getByRole('tablist', { name: catalogue.menu.groupsNav }).getByRole('tab', { name: group.name.uz, exact: true }).getAttribute('aria-selected');

    // Off: one continuous menu with every group's sections.
    await page.goto(`${base()}/`);
    await page.locator(`#category-${firstGroup.categories[0]!.id}`).waitFor();
    for (const group of groups) expect(await sectionsOf(page, group), group.name.uz).toBe(group.categories.length);
    expect(await page.getByRole('tablist').count()).toBe(0);

    await withWebSettings({ multiTabNavigationEnabled: true, groupView: 'TABS' }, async () => {
      await page.goto(`${base()}/`);
      await expect.poll(() => isSelected(page, firstGroup)).toBe('true');
      expect(await sectionsOf(page, firstGroup)).toBe(firstGroup.categories.length);
      expect(await sectionsOf(page, secondGroup)).toBe(0);

      await page.getByRole('tab', { name: secondGroup.name.uz, exact: true }).click();
      await expect.poll(() => sectionsOf(page, secondGroup)).toBe(secondGroup.categories.length);
      expect(await sectionsOf(page, firstGroup)).toBe(0);
      expect(await isSelected(page, secondGroup)).toBe('true');
      expect(await isSelected(page, firstGroup)).toBe('false');
      // The category bar lists the shown group's categories; its first category's cards get drawn.
      const bar = page.getByRole('navigation', { name: catalogue.menu.categoriesNav });
      await bar.getByRole('link', { name: secondGroup.categories[0]!.name.uz, exact: true }).waitFor();
      expect(await bar.getByRole('link', { name: firstGroup.categories[0]!.name.uz, exact: true }).count()).toBe(0);
      const secondFirst = secondGroup.categories[0]!;
      await page.locator(`#category-${secondFirst.id}`).getByText(secondFirst.products[0]!.name.uz).first().waitFor();

      // Back from a product page: the group the customer chose is still the one shown.
      await page.goto(`${base()}/product/${secondFirst.products[0]!.id}`);
      await page.goBack();
      await expect.poll(() => isSelected(page, secondGroup)).toBe('true');
      expect(await sectionsOf(page, firstGroup)).toBe(0);

      // A link to a category of the second group, opened afresh (the server renders the first group): it lands there.
      const fresh = await newPhoneContext(browser);
      const linked = await fresh.newPage();
      try {
        const target = secondGroup.categories.at(-1)!;
        await linked.goto(`${base()}/#category-${target.id}`);
        await expect.poll(() => isSelected(linked, secondGroup)).toBe('true');
        expect(await sectionsOf(linked, firstGroup)).toBe(0);
        const section = linked.locator(`#category-${target.id}`);
        await section.getByText(target.products[0]!.name.uz).first().waitFor();
        const onScreen = () => section.evaluate((element) => element.getBoundingClientRect().top >= 0 && element.getBoundingClientRect().top < window.innerHeight * 0.75);
        await expect.poll(onScreen).toBe(true);
      } finally {
        await fresh.close();
      }
    });
  });
});
