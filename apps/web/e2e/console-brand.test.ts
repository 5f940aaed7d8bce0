// The console's promo codes in real Chromium: the owner creates a code in the console, and a customer applies
// it in the storefront's basket and gets its discount. The code is deleted afterwards (it was never ordered with).
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { ConsolePromo } from '@dastarkhan/domain/contracts/console-brand';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../app/console/features/access/locales.ts';
import { brandMessages } from '../app/console/features/brand/locales.ts';
import { basketMessages } from '../app/features/basket/locales.ts';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { callApi } from './http.ts';
import { signIn, som, uniquePhone } from './shopper.ts';

const b = brandMessages.uz.promos;
const login = accessMessages.uz.login;
const basket = basketMessages.uz;
const catalogue = catalogueMessages.uz;
const SOMSA = DEMO.products.somsa;
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`;
const base = () => storeUrl('demo', '').replace(/\/$/, '');

let browser: Browser;
let owner: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  // Leave the demo data as it was: the promo was never used, so it can be deleted.
  const cookies = await owner?.cookies().catch(() => []);
  const cookie = cookies?.map((entry) => `${entry.name}=${entry.value}`).join('; ') ?? '';
  const me = await callApi<{ csrfToken: string }>('GET', '/api/console/v1/auth/me', undefined, { cookie });
  if (me.status === 200) {
    const headers = { cookie, 'x-csrf-token': me.body.csrfToken };
    const promos = await callApi<ConsolePromo[]>('GET', '/api/console/v1/promos', undefined, headers);
    const created = promos.body.find((promo) => promo.code === CODE);
    if (created) await callApi('DELETE', `/api/console/v1/promos/${created.id}`, undefined, headers);
  }
  await owner?.close();
  await browser?.close();
});

describe('console brand settings', () => {
  it('a promo code created by the owner is applied by a customer in the basket', async () => {
    const page = await owner.newPage();
    await page.goto(storeUrl('demo', '/console/login?next=%2Fconsole%2Fpromos'));
    await page.getByLabel(login.login).fill('owner@demo.localhost');
    await page.getByLabel(login.password).fill('demo-owner-password');
    await page.getByRole('button', { name: login.submit }).click();
    await page.waitForURL(/\/console\/promos/);
    await page.getByRole('heading', { level: 1, name: b.title }).waitFor();

    await page.getByRole('button', { name: b.new }).click();
    const form = page.getByRole('form', { name: b.newTitle });
    await form.getByLabel(b.code, { exact: true }).fill(CODE);
    await form.getByLabel(b.discount, { exact: true }).fill('20');
    await form.getByLabel(b.minPrice, { exact: true }).fill('10000');
    await form.getByRole('button', { name: brandMessages.uz.common.save }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId(`promo-uses-${CODE}`).innerText()).toBe('0');

    // The customer: one somsa (12 000 so'm, above the 10 000 minimum), signed in, the new code applied.
    const shopper = await newPhoneContext(browser);
    const customer = await shopper.newPage();
    await customer.goto(`${base()}/product/${SOMSA.id}`);
    await customer.getByRole('button', { name: catalogue.product.addToBasket }).click();
    await customer.getByTestId('basket-toast').waitFor();
    await customer.goto(`${base()}/basket`);
    await customer.getByRole('link', { name: basket.promo.signIn }).click();
    await customer.waitForURL('**/login?next=%2Fbasket');
    await signIn(customer, uniquePhone('93'));
    await customer.waitForURL(`${base()}/basket`);
    await customer.getByLabel(basket.promo.label, { exact: true }).fill(CODE.toLowerCase());
    await customer.getByRole('button', { name: basket.promo.apply }).click();
    await customer.getByTestId('promo-applied').waitFor();
    const price = SOMSA.price / 100;
    await expect.poll(async () => som(await customer.getByTestId('basket-promo-discount').locator('dd').innerText())).toBe(price * 0.2);
    await shopper.close();
  });
});
