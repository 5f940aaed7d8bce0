// The whole ordering path in real Chromium, as issue 4 asks: sign in, add a pizza with its size and an
// extra topping, apply WELCOME10, check out for pick-up with cash, see the order, and watch the
// restaurant (the operator key) move it to cooking on the open page without a reload.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { basketMessages } from '../app/features/basket/locales.ts';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { checkoutMessages } from '../app/features/checkout/locales.ts';
import { ordersMessages } from '../app/features/orders/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { getAs } from './http.ts';
import { basketBadge, choosePickupBranch, fill, signIn, som, uniquePhone } from './shopper.ts';

const basket = basketMessages.uz;
const catalogue = catalogueMessages.uz;
const checkout = checkoutMessages.uz;
const orders = ordersMessages.uz;
const PIZZA = DEMO.products.pizza;
const ORDER_URL = /\/profile\/orders\/([0-9a-f-]{36})$/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function moveOrder(orderId: string, status: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${inject('port')}/api/operator/v1/orders/${orderId}/status`, {
    method: 'PUT',
    headers: { 'x-operator-key': DEMO.operatorKey, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('ordering, end to end', () => {
  it('signs in, orders a configured pizza with WELCOME10 for pick-up in cash, and follows it to cooking live', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const base = storeUrl('demo', '').replace(/\/$/, '');

    await page.goto(`${base}/login?next=%2F`);
    await signIn(page, uniquePhone('94'));
    await page.waitForURL(`${base}/`);

    // Two pizzas of 30 cm with one extra mozzarella each, from the product page.
    await page.goto(`${base}/product/${PIZZA.id}`);
    await page.getByRole('heading', { level: 1, name: PIZZA.name.uz }).waitFor();
    await page.getByRole('radio', { name: /30 sm/ }).check();
    await page.getByRole('button', { name: fill(catalogue.product.addOne, { name: 'Motsarella' }) }).click();
    await page.getByRole('button', { name: catalogue.product.addToBasket }).click();
    await page.getByTestId('basket-toast').waitFor();
    await page.goto(`${base}/basket`);
    await page.getByRole('button', { name: basket.page.increase }).click();
    await expect.poll(() => basketBadge(page)).toBe('2');

    await page.getByLabel(basket.promo.label, { exact: true }).fill(DEMO.promoCodes.welcome);
    await page.getByRole('button', { name: basket.promo.apply }).click();
    await page.getByTestId('promo-applied').waitFor();
    const basketTotal = som(await page.getByTestId('basket-total').innerText());
    const discount = som(await page.getByTestId('basket-promo-discount').locator('dd').innerText());
    expect(discount).toBeGreaterThan(0);

    await page.getByRole('link', { name: basket.checkout }).click();
    await page.waitForURL(`${base}/checkout`);
    await page.getByRole('radio', { name: checkout.service.PICK_UP, exact: true }).check();
    await choosePickupBranch(page, 'Tashkent City (24/7)');
    await page.getByRole('radio', { name: checkout.timing.asap }).check();
    await page.getByRole('radio', { name: 'Naqd pul' }).check();
    await page.getByRole('button', { name: checkout.page.continue }).click();
    await page.waitForURL(`${base}/checkout/confirm`);
    await expect.poll(() => page.getByRole('button', { name: checkout.confirm.place }).isEnabled()).toBe(true);
    // The confirmation charges what the basket showed: the same pricing function on both pages.
    expect(som(await page.getByTestId('checkout-total').innerText())).toBe(basketTotal);
    await page.getByRole('button', { name: checkout.confirm.place }).click();
    await page.waitForURL(ORDER_URL);
    const orderId = ORDER_URL.exec(page.url())![1]!;

    // The order as the customer's API sees it: the promo applied, pick-up, cash, the total charged.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')!.value;
    const order = JSON.parse((await getAs('demo', `/api/orders/v1/orders/${orderId}`, { authorization: `Bearer ${token}`, merchant: DEMO.merchantIds.demo })).body) as Order;
    expect(order).toMatchObject({ serviceType: 'PICK_UP', paymentType: 'CASH', promoCode: DEMO.promoCodes.welcome, totalPrice: basketTotal, status: 'CREATED' });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 2 });
    expect(order.items[0]!.modifications.map((option) => option.name.uz).join(' ')).toContain('Motsarella');

    await page.getByRole('heading', { level: 1, name: fill(orders.order.number, { number: order.number }), exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe(orders.status.CREATED);
    expect(await basketBadge(page)).toBe('0');

    // The restaurant accepts it and starts cooking; the open page follows without being reloaded.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await moveOrder(orderId, 'ACCEPTED');
    await moveOrder(orderId, 'COOKING');
    await expect.poll(() => page.getByTestId('order-status').innerText(), { timeout: 15_000 }).toBe(orders.status.COOKING);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await context.close();
  });
});
