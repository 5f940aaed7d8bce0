// Layout flags of the menu and the product, switched by the owner through the console's API and
// followed by the pages (demo brand, in Uzbek): categoryView (the category bar as tabs or chips),
// isCategoryImageVisible (pictures in the category bar) and modificationViewType (pictures beside a
// product's options).
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { withWebSettings } from './merchant-settings.ts';

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

const categoryBar = () => page.getByRole('navigation', { name: catalogue.menu.categoriesNav });
/** The bar's category links (above them may be the group tabs). */
const categoryLinks = () => categoryBar().locator('li[data-category] a');

async function openMenu(): Promise<void> {
  await page.goto(`${base()}/`);
  await categoryBar().getByRole('link').first().waitFor();
}

/** The corner radius of the category bar's first link, px: a chip is round (9999px), a tab is not. */
const firstCategoryRadius = () => categoryLinks().first().evaluate((link) => parseFloat(getComputedStyle(link).borderTopLeftRadius));

describe('layout flags', () => {
  it('draws the category bar as tabs (categoryView TABS) or as round chips (CHIPS)', async () => {
    await openMenu();
    expect(await firstCategoryRadius()).toBeLessThan(20);
    await withWebSettings({ categoryView: 'CHIPS' }, async () => {
      await openMenu();
      expect(await firstCategoryRadius()).toBeGreaterThan(100);
    });
  });

  it("shows each category's picture in the bar only with isCategoryImageVisible", async () => {
    await openMenu();
    expect(await categoryLinks().locator('img').count()).toBe(0);
    await withWebSettings({ isCategoryImageVisible: true }, async () => {
      await openMenu();
      const links = await categoryLinks().count();
      expect(links).toBeGreaterThan(1);
      // Every demo category has a picture.
      expect(await categoryLinks().locator('img').count()).toBe(links);
    });
  });

  it("shows a picture beside each option that has one with modificationViewType FULL_IMAGE, names only otherwise", async () => {
    const mozzarella = () => page.locator('li', { hasText: 'Motsarella' }).last();
    await page.goto(`${base()}/product/${DEMO.products.pizza.id}`);
    await mozzarella().waitFor();
    expect(await mozzarella().locator('img').count()).toBe(0);
    await withWebSettings({ modificationViewType: 'FULL_IMAGE' }, async () => {
      await page.goto(`${base()}/product/${DEMO.products.pizza.id}`);
      await mozzarella().waitFor();
      const picture = mozzarella().locator('img');
      expect(await picture.count()).toBe(1);
      await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
      // The sizes have no pictures in the demo: they stay names.
      expect(await page.locator('li', { hasText: '30 sm' }).last().locator('img').count()).toBe(0);
    });
  });
});
