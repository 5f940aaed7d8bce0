// The order pages in real Chromium against the built server: the list's tabs, the order page, a status
// the operator changes arriving live without a reload, cancel with confirmation, hide, call the waiter,
// repeat into the basket, and the 404 of an order that is not the customer's. Orders are placed
// through the API with the token of the customer signed in in the browser.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import type { Order, OrderRequest } from '@dastarkhan/domain/contracts/order';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi as call } from './http.ts';
import { ordersMessages } from '../app/features/orders/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { basketBadge, fill, placeOrderAs, signIn, uniquePhone } from './shopper.ts';

// The demo brand opens in Uzbek.
const uz = ordersMessages.uz;
const BRANCH = DEMO.roundTheClockBranchId;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;


/** Places an order for the customer signed in in the browser. */
async function placeOrder(request: Omit<OrderRequest, 'totalPrice'>): Promise<Order> {
  return placeOrderAs({ authorization: `Bearer ${token}` }, request);
}

const pickUp = (cartItems: OrderRequest['cartItems']): Omit<OrderRequest, 'totalPrice'> => ({ serviceType: 'PICK_UP', branchId: BRANCH, paymentType: 'CASH', cartItems });

async function moveOrder(orderId: string, status: string): Promise<void> {
  const moved = await call<unknown>('PUT', `/api/operator/v1/orders/${orderId}/status`, { status }, { 'x-operator-key': DEMO.operatorKey });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

/** The default choice of every required option group of a product on a channel's menu. */
async function requiredOptions(productId: string, channel: string): Promise<{ optionId: string; count: number }[]> {
  const { body } = await call<Overalls>('GET', `/api/products/v1/overalls?type=${channel}`, undefined, {});
  const product = body.flatMap((group) => group.categories.flatMap((category) => category.products)).find((candidate) => candidate.id === productId);
  expect(product, `${productId} on the ${channel} menu`).toBeDefined();
  return product!.modificationGroups
    .filter((group) => group.minSelect > 0)
    .map((group) => ({ optionId: (group.options.find((option) => option.isDefault) ?? group.options[0]!).id, count: 1 }));
}

const orderTitle = (order: Pick<Order, 'number'>) => fill(uz.order.number, { number: order.number });
const currentStep = () => page.getByTestId('order-timeline').locator('[aria-current="step"]').innerText();

async function openOrder(order: Order): Promise<void> {
  await page.goto(storeUrl('demo', `/profile/orders/${order.id}`));
  await page.getByRole('heading', { level: 1, name: orderTitle(order), exact: true }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  // A guest asking for the orders is sent to sign in and comes back to them.
  await page.goto(storeUrl('demo', '/profile/orders'));
  await page.waitForURL('**/login?next=%2Fprofile%2Forders');
  await signIn(page, uniquePhone('93'));
  await page.waitForURL(storeUrl('demo', '/profile/orders'));
  await page.getByRole('heading', { level: 1, name: uz.page.title }).waitFor();
  token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
  expect(token).not.toBe('');
});

afterAll(async () => {
  await browser?.close();
});

describe('order pages', () => {
  it('lists a new order under Active, opens it, and shows the operator moving it to cooking without a reload', async () => {
    await page.getByRole('heading', { name: uz.list.emptyActiveTitle }).waitFor();
    const order = await placeOrder(pickUp([{ productId: DEMO.products.somsa.id, quantity: 2 }]));

    await page.goto(storeUrl('demo', '/profile/orders'));
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: orderTitle(order), exact: true }) });
    await card.waitFor();
    expect(await card.getByTestId('order-status').innerText()).toBe(uz.status.CREATED);
    expect(await card.innerText()).toContain(`${DEMO.products.somsa.name.uz} × 2`);
    expect(await card.innerText()).toContain(uz.service.PICK_UP);
    // Not in the archive.
    await page.getByRole('link', { name: uz.list.archive }).click();
    await page.waitForURL('**/profile/orders?tab=archive');
    await page.getByRole('heading', { name: uz.list.emptyArchiveTitle }).waitFor();

    await page.getByRole('link', { name: uz.list.active }).click();
    await card.click();
    await page.waitForURL(`**/profile/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: orderTitle(order), exact: true }).waitFor();
    expect(await currentStep()).toContain(uz.status.CREATED);
    // Pick-up: no courier steps on its way.
    expect(await page.getByTestId('order-timeline').innerText()).not.toContain(uz.status.ON_WAY);
    expect(await page.getByTestId('receipt-item').innerText()).toContain(DEMO.products.somsa.name.uz);

    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await moveOrder(order.id, 'ACCEPTED');
    await moveOrder(order.id, 'COOKING');
    await expect.poll(() => page.getByTestId('order-status').innerText(), { timeout: 15_000 }).toBe(uz.status.COOKING);
    await expect.poll(currentStep).toContain(uz.status.COOKING);
    expect(await page.getByTestId('order-timeline').locator('[data-state="done"]').allInnerTexts()).toEqual([
      expect.stringContaining(uz.status.CREATED),
      expect.stringContaining(uz.status.ACCEPTED),
    ]);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // Accepted: the customer can no longer cancel it.
    expect(await page.getByRole('button', { name: uz.actions.cancel }).count()).toBe(0);
  });

  it('cancels an order only after confirming, then hides it from the history', async () => {
    const order = await placeOrder(pickUp([{ productId: DEMO.products.somsa.id, quantity: 1 }]));
    await openOrder(order);

    await page.getByRole('button', { name: uz.actions.cancel }).click();
    const dialog = page.getByRole('dialog', { name: fill(uz.actions.cancelTitle, { number: order.number }) });
    await dialog.waitFor();
    // Nothing happened yet: the confirmation is the step that cancels.
    expect(await page.getByTestId('order-status').innerText()).toBe(uz.status.CREATED);
    await dialog.getByRole('button', { name: uz.actions.cancelConfirm }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe(uz.status.CANCELED);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('order-timeline').locator('[data-state="canceled"]').innerText()).toContain(uz.status.CANCELED);
    expect(await page.getByRole('button', { name: uz.actions.cancel }).count()).toBe(0);

    await page.getByRole('button', { name: uz.actions.hide }).click();
    const hideDialog = page.getByRole('dialog', { name: fill(uz.actions.hideTitle, { number: order.number }) });
    await hideDialog.getByRole('button', { name: uz.actions.hideConfirm, exact: true }).click();
    await page.waitForURL('**/profile/orders?tab=archive');
    await page.getByRole('heading', { level: 1, name: uz.page.title }).waitFor();
    await page.getByRole('link', { name: uz.list.archive, exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: orderTitle(order), exact: true }).count()).toBe(0);
  });

  it('repeats an order into the basket, naming what the menu no longer sells', async () => {
    // A Telegram-only combo, ordered in the bot: the web menu does not sell it.
    const combo = DEMO.products.telegramOnly;
    const order = await placeOrder({
      ...pickUp([
        { productId: DEMO.products.somsa.id, quantity: 2 },
        { productId: combo.id, quantity: 1, modifications: await requiredOptions(combo.id, 'TG') },
      ]),
      orderDevice: 'TELEGRAM_BOT',
    });
    await openOrder(order);
    expect(await basketBadge(page)).toBe('0');

    await page.getByRole('button', { name: uz.actions.repeat }).click();
    const sheet = page.getByRole('dialog', { name: uz.repeat.title });
    await sheet.waitFor();
    expect(await sheet.getByRole('status').innerText()).toBe(fill(uz.repeat.added, { count: 2 }));
    expect(await sheet.getByTestId('repeat-refused').innerText()).toContain(fill(uz.repeat.gone, { name: combo.name.uz }));
    await expect.poll(() => basketBadge(page)).toBe('2');

    await sheet.getByRole('link', { name: uz.repeat.openBasket }).click();
    await page.waitForURL(storeUrl('demo', '/basket'));
    await expect.poll(() => page.getByTestId('basket-line').count()).toBe(1);
    expect(await page.getByTestId('basket-line-quantity').innerText()).toBe('2');
  });

  it('calls the waiter to the table of a dine-in order: calling, then on the way', async () => {
    const order = await placeOrder({
      serviceType: 'DINE_IN',
      branchId: BRANCH,
      tableId: DEMO.tableIds.tashkentCity5,
      paymentType: 'CASH',
      cartItems: [{ productId: DEMO.products.somsa.id, quantity: 1 }],
    });
    await openOrder(order);
    expect(await page.getByText(fill(uz.detail.tableNumber, { number: 5 })).count()).toBe(1);
    await page.getByRole('button', { name: uz.actions.callWaiter }).click();
    await page.getByRole('button', { name: uz.actions.waiterCalled }).waitFor();
    expect(await page.getByRole('button', { name: uz.actions.waiterCalled }).isDisabled()).toBe(true);
  });

  it('shows a delivery address as text with its entrance and floor, and cash or terminal orders the shop finished as paid', async () => {
    const order = await placeOrder({
      serviceType: 'DELIVERY',
      branchId: BRANCH,
      paymentType: 'CASH',
      deliveryType: 'CUSTOM',
      address: { streetName: "Amir Temur ko'chasi", houseNumber: '15', office: '12', entrance: '3', floor: '4', latitude: 41.31, longitude: 69.28 },
      cartItems: [{ productId: DEMO.products.somsa.id, quantity: 2 }],
    });
    await openOrder(order);
    const where = page.getByTestId('order-address');
    expect(await where.innerText()).toContain("Amir Temur ko'chasi, 15");
    expect(await where.innerText()).toContain(`${uz.detail.office}: 12`);
    expect(await where.innerText()).toContain(`${uz.detail.entrance}: 3`);
    expect(await where.innerText()).toContain(`${uz.detail.floor}: 4`);
    expect(await page.locator('body').innerText()).not.toMatch(/41[.,]31\d*\s*,\s*69[.,]28/);
    // Cash goes to the courier at the door: until then it is still to be paid.
    expect(await page.getByTestId('order-paid').innerText()).toBe(uz.order.unpaid);

    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED']) await moveOrder(order.id, status);
    const terminal = await placeOrder({ ...pickUp([{ productId: DEMO.products.somsa.id, quantity: 1 }]), paymentType: 'TERMINAL' });
    for (const status of ['ACCEPTED', 'DONE', 'CLOSED']) await moveOrder(terminal.id, status);

    for (const finished of [order, terminal]) {
      await openOrder(finished);
      expect(await page.getByTestId('order-status').innerText()).toBe(uz.status.CLOSED);
      expect(await page.getByTestId('order-paid').innerText()).toBe(uz.order.paid);
    }
    await page.goto(storeUrl('demo', '/profile/orders?tab=archive'));
    for (const finished of [order, terminal]) {
      const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: orderTitle(finished), exact: true }) });
      await card.waitFor();
      expect(await card.getByTestId('order-paid').innerText()).toBe(uz.order.paid);
    }
  });

  it('answers an order id that is not one of the customer’s with the not-found page', async () => {
    const response = await page.goto(storeUrl('demo', '/profile/orders/00000000-0000-4000-8000-000000000000'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: uz.detail.notFoundTitle }).waitFor();
    await page.getByRole('link', { name: uz.detail.backToOrders }).click();
    await page.waitForURL(storeUrl('demo', '/profile/orders'));
  });
});
