// A tap on a product card opens the product as its category's navigationType says (storefront-core §3):
// in a bottom sheet over the menu (SHEET, the demo's), in a pop-up window (POP_UP), or on its own page
// (FULL_SCREEN). The owner switches the pizza's category through the console's menu API; each test puts
// it back.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../app/features/basket/locales.ts';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, openPhonePage } from './browser.ts';
import { apiUrl, getAs } from './http.ts';
import { setCategoryPresentation, type CategoryPresentation } from './merchant-settings.ts';
import { basketBadge, fill } from './shopper.ts';

const catalogue = catalogueMessages.uz;
const pizza = DEMO.products.pizza;

let browser: Browser;
let pizzaCategoryId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const overalls = (await (await fetch(apiUrl('/api/products/v1/overalls?type=WEB'), { headers: { merchant: DEMO.merchantIds.demo } })).json()) as Overalls;
  const category = overalls.flatMap((group) => group.categories).find((candidate) => candidate.products.some((product) => product.id === pizza.id));
  if (!category) throw new Error('the demo pizza is on no category');
  expect(category.navigationType).toBe('SHEET');
  pizzaCategoryId = category.id;
});

afterAll(async () => {
  await browser?.close();
});

/** The pizza's category presented otherwise for one check, and put back whatever happens. */
async function withPresentation(changes: Partial<CategoryPresentation>, check: () => Promise<void>): Promise<void> {
  const before = await setCategoryPresentation(pizzaCategoryId, changes);
  try {
    await check();
  } finally {
    await setCategoryPresentation(pizzaCategoryId, before);
  }
}

async function openMenu(): Promise<Page> {
  const page = await openPhonePage(browser, 'demo', '/');
  await page.getByRole('heading', { level: 3, name: pizza.name.uz }).first().waitFor();
  return page;
}

const pizzaCard = (page: Page) => page.getByRole('link', { name: new RegExp(pizza.name.uz) }).first();
const productDialog = (page: Page) => page.getByRole('dialog', { name: pizza.name.uz });

describe('GET /product/:id/details', () => {
  it("answers the product with its options and its category's link, or 404 when the menu has no such product", async () => {
    const found = await getAs('demo', `/product/${pizza.id}/details`);
    expect(found.status).toBe(200);
    const details = JSON.parse(found.body) as { product: { id: string; modificationGroups: unknown[] }; category: { id: string; isWithoutCart: boolean } };
    expect(details.product.id).toBe(pizza.id);
    expect(details.product.modificationGroups.length).toBeGreaterThan(0);
    expect(details.category).toEqual(expect.objectContaining({ id: pizzaCategoryId, isWithoutCart: false }));

    const missing = await getAs('demo', '/product/00000000-0000-4000-8000-000000000000/details');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ code: 'PRODUCT_NOT_FOUND' });
    // Another brand's product is not this brand's.
    expect((await getAs('shop', `/product/${pizza.id}/details`)).status).toBe(404);
  });
});

describe('a product opened from the menu', () => {
  it('SHEET: comes up from the bottom over the menu, adds to the basket and goes, leaving the menu where it was', async () => {
    const page = await openMenu();
    await pizzaCard(page).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await pizzaCard(page).click();
    const sheet = productDialog(page);
    await sheet.locator('article').getByRole('heading', { level: 2, name: pizza.name.uz }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // Anchored to the bottom edge of the screen once it has slid in.
    const height = page.viewportSize()!.height;
    await expect.poll(async () => Math.round(((await sheet.boundingBox())?.y ?? 0) + ((await sheet.boundingBox())?.height ?? 0))).toBe(height);

    await sheet.getByRole('button', { name: catalogue.product.addToBasket }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    await page.getByText(fill(basketMessages.uz.add.added, { name: pizza.name.uz })).first().waitFor();
    expect(await basketBadge(page)).toBe('1');
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);

    // Escape closes it without adding anything.
    await pizzaCard(page).click();
    await sheet.locator('article').getByRole('heading', { level: 2, name: pizza.name.uz }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    expect(await basketBadge(page)).toBe('1');
    await page.context().close();
  });

  it('POP_UP: opens in a window in the middle of the screen, closed by its button', async () => {
    await withPresentation({ navigationType: 'POP_UP' }, async () => {
      const page = await openMenu();
      await pizzaCard(page).click();
      const popUp = productDialog(page);
      await popUp.locator('article').getByRole('heading', { level: 2, name: pizza.name.uz }).waitFor();
      const box = (await popUp.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(2);
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
      expect(new URL(page.url()).pathname).toBe('/');
      await popUp.getByRole('button', { name: commonMessages.uz.app.close }).click();
      await expect.poll(() => popUp.count()).toBe(0);
      await page.context().close();
    });
  });

  it('FULL_SCREEN: opens the product page', async () => {
    await withPresentation({ navigationType: 'FULL_SCREEN' }, async () => {
      const page = await openMenu();
      await pizzaCard(page).click();
      await page.waitForURL(`**/product/${pizza.id}`);
      await page.getByRole('heading', { level: 1, name: pizza.name.uz }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.context().close();
    });
  });

  it('says so, with a link to its page, when the product cannot be loaded', async () => {
    const page = await openMenu();
    await page.route('**/product/*/details', (route) => route.fulfill({ status: 503, json: { code: 'UNAVAILABLE' } }));
    await pizzaCard(page).click();
    const sheet = page.getByRole('dialog', { name: catalogue.product.loading });
    await sheet.getByRole('alert').getByText(catalogue.product.loadFailed).waitFor();
    await sheet.getByRole('link', { name: catalogue.product.openPage }).click();
    await page.waitForURL(`**/product/${pizza.id}`);
    await page.getByRole('heading', { level: 1, name: pizza.name.uz }).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
