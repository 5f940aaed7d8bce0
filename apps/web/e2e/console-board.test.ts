// The console's orders board in real Chromium against the built server: an operator signs in, a customer's
// delivery order arrives on the board live (sound aside: the title badge counts it), and the operator takes it
// from new to closed with the board's buttons while the customer's order page follows each step without a reload.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Order, OrderRequest } from '@dastarkhan/domain/contracts/order';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../app/console/features/access/locales.ts';
import { boardMessages } from '../app/console/features/board/locales.ts';
import { ordersMessages } from '../app/features/orders/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { placeOrderAs, signIn, uniquePhone } from './shopper.ts';

// The demo brand (and its console, without a language cookie) opens in Uzbek.
const board = boardMessages.uz;
const access = accessMessages.uz;
const customerTexts = ordersMessages.uz;

let browser: Browser;
let customer: Page;
let operator: Page;
let token: string;

/** Places an order for the customer signed in in the browser. */
async function placeOrder(request: Omit<OrderRequest, 'totalPrice'>): Promise<Order> {
  return placeOrderAs({ authorization: `Bearer ${token}` }, request);
}

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);

beforeAll(async () => {
  browser = await launchBrowser();
  const customerContext = await newPhoneContext(browser);
  customer = await customerContext.newPage();
  await customer.goto(storeUrl('demo', '/login'));
  await signIn(customer, uniquePhone('94'));
  await customer.waitForURL((url) => !url.pathname.startsWith('/login'));
  token = (await customerContext.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
  expect(token).not.toBe('');

  const operatorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  operator = await operatorContext.newPage();
  await operator.goto(storeUrl('demo', '/console/login'));
  await operator.getByLabel(access.login.login).fill('operator@demo.localhost');
  await operator.getByLabel(access.login.password).fill('demo-operator-password');
  await operator.getByRole('button', { name: access.login.submit, exact: true }).click();
  await operator.waitForURL(storeUrl('demo', '/console/orders'));
  await operator.getByRole('heading', { level: 1, name: board.title }).waitFor();
});

afterAll(async () => {
  await browser?.close();
});

describe('console orders board', () => {
  it('shows a new order live and takes it from new to closed while the customer page follows', async () => {
    // Live before the order exists: it must arrive without a reload.
    await operator.getByText(board.live.on).waitFor();
    await markDocument(operator);

    const order = await placeOrder({
      serviceType: 'DELIVERY',
      branchId: DEMO.roundTheClockBranchId,
      paymentType: 'CASH',
      deliveryType: 'CUSTOM',
      address: { streetName: 'Amir Temur', houseNumber: '15', latitude: 41.31, longitude: 69.28 },
      cartItems: [{ productId: DEMO.products.somsa.id, quantity: 2 }],
    });
    await customer.goto(storeUrl('demo', `/profile/orders/${order.id}`));
    const customerStatus = customer.getByTestId('order-status');
    await expect.poll(() => customerStatus.innerText(), { timeout: 10_000 }).toBe(customerTexts.status.CREATED);
    await markDocument(customer);

    const card = operator.locator(`article[data-order-id="${order.id}"]`);
    await card.waitFor({ timeout: 10_000 });
    expect(await operator.locator('[data-column="new"]').locator(`article[data-order-id="${order.id}"]`).count()).toBe(1);
    expect(await card.innerText()).toContain(`#${order.number}`);
    // Counted in the title until someone looks.
    await expect.poll(() => operator.title()).toMatch(/^\(\d+\) /);

    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED'] as const) {
      await card.getByRole('button', { name: board.action[status], exact: true }).click();
      await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe(status);
      await expect.poll(() => customerStatus.innerText(), { timeout: 10_000 }).toBe(customerTexts.status[status]);
    }
    expect(await operator.locator('[data-column="closed"]').locator(`article[data-order-id="${order.id}"]`).count()).toBe(1);
    // Clicking was looking: the badge is gone.
    expect(await operator.title()).not.toMatch(/^\(\d+\) /);
    // Neither page reloaded.
    expect(await sameDocument(operator)).toBe(true);
    expect(await sameDocument(customer)).toBe(true);
  });
});
