// The customer's path through the storefront in real Chromium against the production build.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Overalls, Product } from '@dastarkhan/domain/contracts/catalogue';
import { formatSom, tiyinToSom } from '@dastarkhan/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl, openPhonePage } from './browser.ts';
import { getAs } from './http.ts';

let browser: Browser;
const api = (path: string) => `http://127.0.0.1:${inject('port')}${path}`;
const plain = (text: string) => text.replace(/[\u00a0\u2066\u2069]/g, ' ');

async function demoProduct(id: string): Promise<Product> {
  const overalls = (await (await fetch(api('/api/products/v1/overalls?type=WEB'), { headers: { merchant: DEMO.merchantIds.demo } })).json()) as Overalls;
  const product = overalls.flatMap((group) => group.categories.flatMap((category) => category.products)).find((item) => item.id === id);
  if (!product) throw new Error(`product ${id} is not on the demo menu`);
  return product;
}

const openPage = (path: string, sub: string | null = 'demo'): Promise<Page> => openPhonePage(browser, sub, path);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('menu', () => {
  it('is rendered on the server with product names and prices', async () => {
    const response = await getAs('demo', '/');
    expect(response.status).toBe(200);
    const html = response.body;
    expect(html).toContain(DEMO.products.plov.name.uz);
    expect(html).toContain(formatSom(tiyinToSom(DEMO.products.plov.price), 'uz').replace("'", '&#x27;'));
  });

  it('shows the menu of the brand found by subdomain, and switches language', async () => {
    const page = await openPage('/');
    await expect.poll(() => page.getByText(DEMO.products.plov.name.uz).first().isVisible()).toBe(true);
    const price = plain(formatSom(tiyinToSom(DEMO.products.plov.price), 'uz'));
    expect(plain(await page.locator('main').innerText())).toContain(price);

    await page.getByLabel(commonMessages.uz.language.label).selectOption('ru');
    await expect.poll(() => page.getByText(DEMO.products.plov.name.ru).first().isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^ru/);
    expect(plain(await page.locator('main').innerText())).toContain(plain(formatSom(tiyinToSom(DEMO.products.plov.price), 'ru')));

    // Remembered: a new page load comes back in Russian.
    await page.reload();
    await expect.poll(() => page.getByText(DEMO.products.plov.name.ru).first().isVisible()).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')).toMatchObject({ value: 'ru', sameSite: 'Lax', path: '/' });
    await page.context().close();
  });

  it('opens a product with its gallery, description, calories and option groups', async () => {
    const product = await demoProduct(DEMO.products.pizza.id);
    const page = await openPage('/');
    await page.getByRole('link', { name: new RegExp(product.name.uz) }).first().click();
    // The demo's categories open their products in a bottom sheet over the menu (navigationType SHEET).
    const sheet = page.getByRole('dialog', { name: product.name.uz });
    await expect.poll(() => sheet.locator('article').getByRole('heading', { level: 2, name: product.name.uz }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');

    const text = plain(await sheet.innerText());
    expect(text).toContain(product.description.uz.slice(0, 40));
    if (product.calorie !== null) expect(text).toContain(String(product.calorie));
    for (const group of product.modificationGroups) expect(text).toContain(group.name.uz);
    expect(await sheet.locator('img').count()).toBeGreaterThan(1);

    // The required size group states its rule; choosing a bigger size updates the total.
    const size = product.modificationGroups.find((group) => group.minSelect === 1 && group.maxSelect === 1);
    if (!size) throw new Error('the demo pizza has no required size group');
    expect(text).toContain(catalogueMessages.uz.product.ruleExactly.replace('{{count}}', '1'));
    const bigger = size.options.find((option) => option.price > 0);
    if (!bigger) throw new Error('the demo pizza has no priced size');
    await sheet.getByText(bigger.name.uz, { exact: true }).click();
    const total = plain(formatSom(product.price + bigger.price, 'uz'));
    await expect.poll(async () => plain(await sheet.innerText())).toContain(total);
    await page.context().close();
  });

  it('shows a discount with the old price struck through', async () => {
    const product = await demoProduct(DEMO.products.discounted.id);
    const page = await openPage(`/product/${product.id}`);
    const text = plain(await page.locator('main').innerText());
    expect(text).toContain(`${product.discount}%`);
    expect(await page.locator('main s, main del').first().isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('search', () => {
  it('answers as the customer types and keeps the search history on the device', async () => {
    const page = await openPage('/search');
    const input = page.getByRole('searchbox', { name: catalogueMessages.uz.search.label });
    await input.fill('somsa');
    await expect.poll(() => page.getByText(DEMO.products.somsa.name.uz).first().isVisible()).toBe(true);
    await input.press('Enter');

    await input.fill('zzqqxx');
    await expect.poll(() => page.getByText(catalogueMessages.uz.search.nothingFound).isVisible()).toBe(true);

    await page.goto(storeUrl('demo', '/search'));
    await expect.poll(() => page.getByRole('button', { name: 'somsa' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'somsa' }).click();
    await expect.poll(() => page.getByText(DEMO.products.somsa.name.uz).first().isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('route rules', () => {
  it('moves /ru/1/… into the lang and page cookies and lands on / in Russian', async () => {
    const page = await openPage('/ru/1/basket');
    await page.waitForURL(storeUrl('demo', '/'));
    await expect.poll(() => page.getByText(DEMO.products.plov.name.ru).first().isVisible()).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('ru');
    expect(cookies.find((cookie) => cookie.name === 'page')?.value).toBe('1');
    await page.context().close();
  });

  it('answers an unknown path with a 404 page naming it', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const response = await page.goto(storeUrl('demo', '/no-such-page'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('body').innerText()).toContain('Page not found: /no-such-page');
    await context.close();
  });

  it('does not render error pages for crawlers', async () => {
    const response = await getAs('demo', '/no-such-page', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('<html');
    // The same path for a person is the full 404 page.
    expect((await getAs('demo', '/no-such-page')).body).toContain('Page not found: /no-such-page');
  });
});

describe('merchant resolution', () => {
  it('sends an inactive merchant to /blocked', async () => {
    const page = await openPage('/', 'closed');
    await page.waitForURL(storeUrl('closed', '/blocked'));
    await page.context().close();
  });

  it('clears the device and shows /merchantNotAvailable for an unknown merchant', async () => {
    const page = await openPage('/', null);
    await page.evaluate(() => localStorage.setItem('left-behind', '1'));
    await page.goto(storeUrl(null, '/?vendor=no-such-brand'));
    // The brand asked for stays in the address, so the page (and "try again") looks up the same one.
    await page.waitForURL((url) => url.pathname === '/merchantNotAvailable' && url.searchParams.get('vendor') === 'no-such-brand');
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    await page.context().close();
  });

  it('chooses the merchant by ?vendor= and keeps it while browsing', async () => {
    const page = await openPage('/?vendor=shop', null);
    const rice = DEMO.shopProducts.rice;
    // The product opened over the catalogue comes from the same brand, and so does the next page.
    await page.getByRole('link', { name: new RegExp(rice.name.ru) }).first().click();
    await page.getByRole('dialog', { name: rice.name.ru }).locator('article').getByRole('heading', { name: rice.name.ru }).waitFor();
    await page.goto(storeUrl(null, `/product/${rice.id}`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(rice.name.ru);
    await page.context().close();
  });
});

describe('server rendering per merchant', () => {
  it('renders each brand\'s own menu for its subdomain', async () => {
    // The server renders the first screen of the menu: the first category's cards.
    const shopMenu = (await (await fetch(api('/api/products/v1/overalls?type=WEB'), { headers: { merchant: DEMO.merchantIds.shop } })).json()) as Overalls;
    const shopFirst = shopMenu[0]!.categories[0]!.products[0]!;
    const shop = await getAs('shop', '/');
    expect(shop.status).toBe(200);
    expect(shop.body).toContain(shopFirst.name.ru);
    expect(shop.body).not.toContain(DEMO.products.plov.name.uz);
  });
});
