// The merchant's content and the pages around the menu, in real Chromium against the built server:
// banners on top of the menu (and none when the brand switched them off), the 404 page inside the
// brand's storefront, and /merchantNotAvailable clearing the device only for an unknown merchant.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { SHOP_MERCHANT } from '@dastarkhan/db/seed/shop-catalogue';
import type { Banner } from '@dastarkhan/domain/contracts/content';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { contentMessages } from '../app/features/content/locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl, openPhonePage } from './browser.ts';
import { callApi, getAs } from './http.ts';
import { basketBadge, signIn, uniquePhone } from './shopper.ts';

// The demo brand opens in Uzbek.
const texts = contentMessages.uz.banners;
const common = commonMessages.uz;
const catalogue = catalogueMessages.uz;
const SOMSA = DEMO.products.somsa;

let browser: Browser;

/** Text as React writes it into HTML (apostrophes and ampersands escaped). */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

async function demoBanners(): Promise<Banner[]> {
  const { status, body } = await callApi<Banner[]>('GET', '/api/support/v1/banner');
  expect(status).toBe(200);
  // The demo seeds three: a promo code without a link, one for a product, one for the categories.
  expect(body.length).toBeGreaterThanOrEqual(3);
  return body;
}

const phonePage = (sub: string | null, path: string): Promise<Page> => openPhonePage(browser, sub, path);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('banners', () => {
  it('are server-rendered at the top of the demo menu, each named by its title and linking to its target', async () => {
    const banners = await demoBanners();
    const response = await getAs('demo', '/');
    expect(response.status).toBe(200);
    const html = response.body;
    // (Checked as booleans: a failure should not print the whole menu page.)
    const inPage = (fragment: string) => expect(html.includes(fragment), `server HTML has ${fragment}`).toBe(true);
    for (const banner of banners) inPage(`alt="${inHtml(banner.title.uz)}"`);
    const forProduct = banners.find((banner) => banner.productId)!;
    inPage(`href="/product/${forProduct.productId}"`);
    inPage('href="/category"');
    // Above the menu's first category.
    expect(html.indexOf('data-testid="banners"')).toBeGreaterThan(-1);
    expect(html.indexOf('data-testid="banners"')).toBeLessThan(html.indexOf('id="category-'));

    const page = await phonePage('demo', '/');
    const region = page.getByRole('region', { name: texts.title });
    await region.waitFor();
    expect(await region.getByRole('listitem').count()).toBe(banners.length);
    // Each linked banner's accessible name is its title (the image's alt text).
    await region.getByRole('link', { name: forProduct.title.uz, exact: true }).waitFor();
    const images = region.locator('img');
    expect(await images.first().getAttribute('loading')).toBe('eager');
    for (let index = 1; index < banners.length; index++) expect(await images.nth(index).getAttribute('loading')).toBe('lazy');
    // Resized by the image endpoint rather than the 1200-pixel original, in the format the browser takes best.
    expect(await images.first().getAttribute('src')).toMatch(/^\/api\/images\/\w+\?w=\d+&h=\d+&q=75&format=auto$/);
    expect(await images.first().getAttribute('srcset')).toMatch(/ \d+w, .* \d+w$/);

    // A row that scrolls sideways and snaps card by card on a phone.
    const row = await region.getByRole('list').evaluate((list) => {
      const style = getComputedStyle(list);
      return { snap: style.scrollSnapType, overflow: style.overflowX, scrollable: list.scrollWidth > list.clientWidth };
    });
    expect(row).toEqual({ snap: 'x mandatory', overflow: 'auto', scrollable: true });
    await page.context().close();
  });

  it('leads to the banner\'s product, or to the categories', async () => {
    const banners = await demoBanners();
    const forProduct = banners.find((banner) => banner.productId)!;
    const forCategories = banners.find((banner) => banner.link === '/category')!;
    const overalls = (await callApi<Overalls>('GET', '/api/products/v1/overalls?type=WEB')).body;
    const product = overalls.flatMap((group) => group.categories.flatMap((category) => category.products)).find((item) => item.id === forProduct.productId)!;

    const page = await phonePage('demo', '/');
    const region = page.getByRole('region', { name: texts.title });
    await region.getByRole('link', { name: forProduct.title.uz, exact: true }).click();
    await page.waitForURL(`**/product/${forProduct.productId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(product.name.uz);

    await page.goBack();
    await page.waitForURL(storeUrl('demo', '/'));
    await region.getByRole('link', { name: forCategories.title.uz, exact: true }).click();
    await page.waitForURL('**/category');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(catalogue.category.title);
    await page.context().close();
  });

  it('are not shown by a brand that switched them off, though it has banners', async () => {
    const settings = (await callApi<WebSettings>('GET', '/api/support/v1/merchant/settings/web', undefined, {}, DEMO.merchantIds.shop)).body;
    expect(settings.bannersActive).toBe(false);
    const seeded = SHOP_MERCHANT.banners[0]!.title.ru;

    const shopMenu = (await callApi<Overalls>('GET', '/api/products/v1/overalls?type=WEB', undefined, {}, DEMO.merchantIds.shop)).body;
    const response = await getAs('shop', '/');
    expect(response.status).toBe(200);
    // The server renders the first screen of the menu: the first category's cards.
    expect(response.body.includes(inHtml(shopMenu[0]!.categories[0]!.products[0]!.name.ru)), 'the menu is there').toBe(true);
    expect(response.body.includes('data-testid="banners"'), 'a banner row').toBe(false);
    expect(response.body.includes(inHtml(seeded)), 'the seeded banner').toBe(false);

    const page = await phonePage('shop', '/');
    await page.getByText(DEMO.shopProducts.rice.name.ru).first().waitFor();
    expect(await page.getByRole('region', { name: contentMessages.ru.banners.title }).count()).toBe(0);
    await page.context().close();
  });
});

describe('the 404 page', () => {
  it('shows the spec\'s line inside the brand\'s storefront on a phone, with a way back to the menu', async () => {
    const brand = (await callApi<WebSettings>('GET', '/api/support/v1/merchant/settings/web')).body.brand;
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const response = await page.goto(storeUrl('demo', '/no-such-page'));
    expect(response?.status()).toBe(404);

    expect(await page.locator('header').first().innerText()).toContain(brand);
    await page.getByRole('heading', { level: 1, name: common.errors.notFoundTitle }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Page not found: /no-such-page');
    // The phone's tab bar is there too.
    await page.getByRole('navigation').getByRole('link', { name: common.nav.menu }).first().waitFor();

    await page.locator('main').getByRole('link', { name: common.errors.toMenu }).click();
    await page.waitForURL(storeUrl('demo', '/'));
    await page.getByText(DEMO.products.plov.name.uz).first().waitFor();
    await context.close();
  });

  it('speaks the customer\'s language around the spec\'s line', async () => {
    const context = await newPhoneContext(browser);
    await context.addCookies([{ name: 'lang', value: 'ru', domain: 'demo.localhost', path: '/' }]);
    const page = await context.newPage();
    expect((await page.goto(storeUrl('demo', '/no/such/page')))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: commonMessages.ru.errors.notFoundTitle }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Page not found: /no/such/page');
    await page.locator('main').getByRole('link', { name: commonMessages.ru.errors.toMenu }).waitFor();
    await context.close();
  });

  it('keeps the storefront and the way back for a product that does not exist', async () => {
    const brand = (await callApi<WebSettings>('GET', '/api/support/v1/merchant/settings/web')).body.brand;
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const response = await page.goto(storeUrl('demo', '/product/00000000-0000-4000-8000-000000000000'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('header').first().innerText()).toContain(brand);
    await page.getByRole('heading', { level: 1, name: catalogue.product.notFoundTitle }).waitFor();
    await page.locator('main').getByRole('link', { name: catalogue.product.backToMenu }).click();
    await page.waitForURL(storeUrl('demo', '/'));
    await context.close();
  });
});

describe('/merchantNotAvailable', () => {
  it('opened on a working brand keeps the customer signed in and the basket, and shows the menu', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto(storeUrl('demo', '/login'));
    await signIn(page, uniquePhone());
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await page.goto(storeUrl('demo', `/product/${SOMSA.id}`));
    await page.getByRole('button', { name: catalogue.product.addToBasket }).click();
    await page.getByTestId('basket-toast').waitFor();
    await expect.poll(() => basketBadge(page)).toBe('1');
    const stored = await page.evaluate(() => localStorage.length);
    expect(stored).toBeGreaterThan(0);

    await page.goto(storeUrl('demo', '/merchantNotAvailable'));
    await page.waitForURL(storeUrl('demo', '/'));
    await page.getByText(DEMO.products.plov.name.uz).first().waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('dk_token_demo');
    expect(await page.evaluate(() => localStorage.length)).toBe(stored);
    await expect.poll(() => basketBadge(page)).toBe('1');

    // Still signed in: the profile opens instead of the sign-in page.
    await page.goto(storeUrl('demo', '/profile'));
    expect(new URL(page.url()).pathname).toBe('/profile');
    await context.close();
  });

  it('clears the cookies and storage of a merchant that does not exist, and only its own', async () => {
    const context = await newPhoneContext(browser);
    await context.addCookies([
      { name: 'dk_token_demo', value: 'kept-for-demo', domain: 'demo.localhost', path: '/', httpOnly: true },
      { name: 'dk_token_nosuch', value: 'left-behind', domain: 'nosuch.localhost', path: '/', httpOnly: true },
      { name: 'merchant', value: 'left-behind', domain: 'nosuch.localhost', path: '/' },
    ]);
    const page = await context.newPage();
    const response = await page.goto(storeUrl('nosuch', '/merchantNotAvailable'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: common.unavailable.title }).waitFor();
    await page.evaluate(() => {
      localStorage.setItem('left-behind', '1');
      sessionStorage.setItem('left-behind', '1');
    });

    // Any page of the unknown merchant leads here, and everything it stored goes.
    await page.goto(storeUrl('nosuch', '/basket'));
    await page.waitForURL(storeUrl('nosuch', '/merchantNotAvailable'));
    await expect.poll(() => page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.filter((cookie) => cookie.domain === 'nosuch.localhost')).toEqual([]);
    expect(cookies.find((cookie) => cookie.name === 'dk_token_demo')?.value).toBe('kept-for-demo');
    await context.close();
  });
});
