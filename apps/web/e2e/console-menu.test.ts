// The console's menu in real Chromium: a manager stops a product for the 24/7 branch on the stop-list and
// the storefront stops offering it there (its menu for the branch no longer lists it, a pick-up order from
// a page opened before the stop is refused, and the customer's storefront with that branch chosen shows it
// as unavailable, without an add button); returning it brings it back. Then a manager changes a price in
// the product editor and the storefront shows the new price, and sets how a category is presented (card size,
// how a product opens) in its edit dialog. Everything changed is put back.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import type { MenuCategory, MenuTree } from '@dastarkhan/domain/contracts/console-menu';
import { formatSom } from '@dastarkhan/domain/money';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuMessages } from '../app/console/features/menu/locales.ts';
import { basketMessages } from '../app/features/basket/locales.ts';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { checkoutMessages } from '../app/features/checkout/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { signInToConsole } from './console-sign-in.ts';
import { callApi, getAs } from './http.ts';
import { basketBadge, choosePickupBranch, fill, signIn, uniquePhone } from './shopper.ts';

const m = menuMessages.uz;
const c = checkoutMessages.uz;
const basket = basketMessages.uz;
const catalogue = catalogueMessages.uz;
const H24 = DEMO.roundTheClockBranchId;
/** A product no other browser test touches: no options (one-tap add), sold in every branch. */
const PRODUCT_NAME = 'Chak-chak';
const NOT_AVAILABLE = 'Mahsulot mavjud emas';
const base = () => storeUrl('demo', '').replace(/\/$/, '');
const plain = (text: string) => text.replace(/\s+/g, ' ');

let browser: Browser;
let manager: BrowserContext;
let console_: Page;
let productId = '';
let originalPrice = 0;
let categoryId = '';
/** The product's category as found, to put its presentation back. */
let originalPresentation: Pick<MenuCategory, 'viewType' | 'navigationType'> | null = null;

/** Headers of a console API call as the signed-in manager (the session cookie and its CSRF token), or null when signed out. */
async function managerHeaders(): Promise<Record<string, string> | null> {
  const session = await manager?.cookies().catch(() => []);
  const cookie = session?.map((entry) => `${entry.name}=${entry.value}`).join('; ') ?? '';
  const me = await callApi<{ csrfToken: string }>('GET', '/api/console/v1/auth/me', undefined, { cookie });
  return me.status === 200 ? { cookie, 'x-csrf-token': me.body.csrfToken } : null;
}

async function consoleCategory(id: string): Promise<MenuCategory | undefined> {
  const headers = await managerHeaders();
  if (!headers) throw new Error('the manager is not signed in');
  const tree = await callApi<MenuTree>('GET', '/api/console/v1/menu', undefined, headers);
  return tree.body.groups.flatMap((group) => group.categories).find((category) => category.id === id);
}

async function offeredIn(branchId: string): Promise<string[]> {
  const response = await callApi<Overalls>('GET', `/api/products/v1/overalls?branchId=${branchId}`);
  return response.body.flatMap((group) => group.categories.flatMap((category) => category.products.map((product) => product.id)));
}

async function stopListRow(): Promise<ReturnType<Page['getByTestId']>> {
  const row = console_.getByTestId('stop-list-item').filter({ hasText: PRODUCT_NAME });
  await row.waitFor();
  return row;
}

beforeAll(async () => {
  const menu = await callApi<Overalls>('GET', '/api/products/v1/overalls');
  const product = menu.body.flatMap((group) => group.categories.flatMap((category) => category.products)).find((entry) => entry.name.uz === PRODUCT_NAME);
  if (!product) throw new Error(`the demo menu has no ${PRODUCT_NAME}`);
  productId = product.id;
  originalPrice = product.price;
  categoryId = menu.body.flatMap((group) => group.categories).find((category) => category.products.some((entry) => entry.id === productId))!.id;

  browser = await launchBrowser();
  manager = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  console_ = await manager.newPage();
  await signInToConsole(console_, 'manager');
});

afterAll(async () => {
  // Whatever happened above, the demo data is left as it was found (other files share the server).
  if (productId) {
    const headers = await managerHeaders().catch(() => null);
    if (headers) {
      await callApi('PUT', '/api/console/v1/stop-list', { productId, stopped: false }, headers);
      await callApi('PATCH', `/api/console/v1/menu/products/${productId}`, { price: originalPrice }, headers);
      if (originalPresentation) await callApi('PATCH', `/api/console/v1/menu/categories/${categoryId}`, originalPresentation, headers);
    }
  }
  await manager?.close();
  await browser?.close();
});

describe('console menu', () => {
  it('stops a product for the 24/7 branch: the storefront no longer sells it there; returning it brings it back', async () => {
    // A customer gets to the confirmation of a pick-up at the 24/7 branch while the product is still sold there.
    const customer = await newPhoneContext(browser);
    const shop = await customer.newPage();
    await shop.goto(`${base()}/`);
    const quickAdd = shop.getByRole('button', { name: fill(basket.add.quickAdd, { name: PRODUCT_NAME }) });
    await quickAdd.first().click();
    await expect.poll(() => basketBadge(shop)).toBe('1');
    await shop.goto(`${base()}/checkout`);
    await shop.waitForURL('**/login?next=%2Fcheckout');
    await signIn(shop, uniquePhone('93'));
    await shop.waitForURL(`${base()}/checkout`);
    await shop.getByRole('radio', { name: c.service.PICK_UP, exact: true }).check();
    await choosePickupBranch(shop, 'Tashkent City (24/7)');
    await shop.getByRole('radio', { name: 'Naqd pul' }).check();
    await shop.getByRole('button', { name: c.page.continue }).click();
    await shop.waitForURL(`${base()}/checkout/confirm`);
    const place = shop.getByRole('button', { name: c.confirm.place });
    await expect.poll(() => place.isEnabled()).toBe(true);

    // The manager stops it for that branch.
    await console_.goto(storeUrl('demo', '/console/stop-list'));
    await console_.getByLabel(m.stop.branch).selectOption(H24);
    await console_.waitForURL(new RegExp(`branch=${H24}`));
    await console_.getByLabel(m.stop.search).fill(PRODUCT_NAME);
    const row = await stopListRow();
    await row.getByRole('button', { name: fill(m.stop.toggleStop, { name: PRODUCT_NAME }) }).click();
    // The tap shows at once and stays once the API agreed.
    await row.getByRole('button', { name: fill(m.stop.toggleResume, { name: PRODUCT_NAME }) }).waitFor();
    await expect.poll(() => row.getAttribute('data-stopped')).toBe('true');
    expect(await offeredIn(H24)).not.toContain(productId);
    expect(await offeredIn(DEMO.branchIds.amirTemur)).toContain(productId);

    // The confirmation opened before the stop cannot order it: the API refuses. Opened again, it leaves it out.
    await place.click();
    await expect.poll(async () => plain(await shop.getByTestId('order-error').innerText())).toContain(NOT_AVAILABLE);
    await shop.reload();
    await expect.poll(async () => plain(await shop.locator('main').innerText())).toContain(plain(fill(c.summary.unavailable, { count: 1 })));
    expect(await place.isDisabled()).toBe(true);

    // With the 24/7 branch chosen, the menu marks it (in its place) and offers no add button; its page cannot add it.
    await shop.goto(`${base()}/`);
    const card = shop.getByRole('listitem').filter({ has: shop.getByRole('heading', { name: PRODUCT_NAME, exact: true }) }).first();
    // The menu draws the categories below its first screen after loading.
    await card.waitFor();
    await expect.poll(async () => plain(await card.getByTestId('product-card-unavailable').innerText())).toBe(catalogue.card.notInBranch);
    await expect.poll(() => quickAdd.count()).toBe(0);
    await shop.goto(`${base()}/product/${productId}`);
    await expect.poll(async () => plain(await shop.getByTestId('product-not-in-branch').innerText())).toBe(catalogue.product.notInBranch);
    expect(await shop.getByRole('button', { name: catalogue.product.addToBasket }).isDisabled()).toBe(true);
    await shop.goto(`${base()}/basket`);
    await expect.poll(async () => plain(await shop.getByTestId('basket-line-unavailable').innerText())).toBe(basket.page.notInBranch);

    // Back on sale with one more tap: the menu offers it again and the same order goes through.
    await row.getByRole('button', { name: fill(m.stop.toggleResume, { name: PRODUCT_NAME }) }).click();
    await row.getByRole('button', { name: fill(m.stop.toggleStop, { name: PRODUCT_NAME }) }).waitFor();
    await expect.poll(() => row.getAttribute('data-stopped')).toBe(null);
    expect(await offeredIn(H24)).toContain(productId);
    await shop.goto(`${base()}/`);
    // The badge is drawn from the device's basket, so the page is past hydration once it shows.
    await expect.poll(() => basketBadge(shop)).toBe('1');
    await card.waitFor();
    expect(await card.getByTestId('product-card-unavailable').count()).toBe(0);
    expect(await quickAdd.count()).toBeGreaterThan(0);
    await shop.goto(`${base()}/checkout/confirm`);
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await shop.waitForURL(/\/profile\/orders\/[0-9a-f-]{36}$/);
    await customer.close();
  });

  it("changes a product's price in the editor, and the storefront shows the new price", async () => {
    const newPrice = originalPrice + 1_234;
    // The product's page is kept and shared by the host before the change: saving must drop it.
    expect((await getAs('demo', `/product/${productId}`)).headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    await console_.goto(storeUrl('demo', `/console/menu/products/${productId}`));
    await console_.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor();
    // The product's own price (its label carries the required mark; Chak-chak has no option prices).
    const price = console_.getByLabel(m.editor.price).first();
    await price.fill(String(newPrice));
    await console_.getByRole('button', { name: m.editor.save }).click();
    await console_.getByText(m.editor.saved).waitFor();

    const customer = await newPhoneContext(browser);
    const shop = await customer.newPage();
    await shop.goto(`${base()}/product/${productId}`);
    await expect.poll(async () => plain(await shop.locator('main').innerText())).toContain(plain(formatSom(newPrice, 'uz')));

    // Put back through the editor too.
    await price.fill(String(originalPrice));
    await console_.getByRole('button', { name: m.editor.save }).click();
    await console_.getByText(m.editor.saved).waitFor();
    await shop.reload();
    await expect.poll(async () => plain(await shop.locator('main').innerText())).toContain(plain(formatSom(originalPrice, 'uz')));
    await customer.close();
  });

  it("sets how a category is presented in its edit dialog (a product opens as a full page, small cards), and the API keeps it", async () => {
    const found = await consoleCategory(categoryId);
    if (!found) throw new Error('the console menu has no category of the product');
    const original = { viewType: found.viewType, navigationType: found.navigationType };
    originalPresentation = original;
    // Values the category does not have yet, so a save that changed nothing cannot pass.
    expect(found.navigationType).not.toBe('FULL_SCREEN');
    expect(found.viewType).not.toBe('SMALL');

    const presentation = m.dialogs.presentation;
    const edit = async (values: Pick<MenuCategory, 'viewType' | 'navigationType'>) => {
      await console_.goto(storeUrl('demo', `/console/menu?category=${categoryId}`));
      await console_.getByRole('button', { name: m.actions.edit, exact: true }).click();
      const dialog = console_.getByRole('dialog');
      await dialog.getByLabel(presentation.navigationType).selectOption(values.navigationType);
      await dialog.getByLabel(presentation.viewType).selectOption(values.viewType);
      await dialog.getByRole('button', { name: m.actions.save }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    await edit({ navigationType: 'FULL_SCREEN', viewType: 'SMALL' });
    await expect.poll(async () => (await consoleCategory(categoryId))?.navigationType).toBe('FULL_SCREEN');
    expect((await consoleCategory(categoryId))?.viewType).toBe('SMALL');
    // The options read as the merchant knows them.
    await console_.getByRole('button', { name: m.actions.edit, exact: true }).click();
    const reopened = console_.getByRole('dialog');
    expect(await reopened.getByLabel(presentation.navigationType).locator('option:checked').innerText()).toBe(presentation.navigationTypes.FULL_SCREEN);
    expect(await reopened.getByLabel(presentation.viewType).locator('option:checked').innerText()).toBe(presentation.viewTypes.SMALL);
    await console_.keyboard.press('Escape');
    await reopened.waitFor({ state: 'detached' });

    // Put back through the dialog too.
    await edit(original);
    await expect.poll(async () => (await consoleCategory(categoryId))?.navigationType).toBe(original.navigationType);
    expect((await consoleCategory(categoryId))?.viewType).toBe(original.viewType);
    originalPresentation = null;
  });
});
