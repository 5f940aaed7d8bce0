// Rating a completed order in real Chromium, as a customer of the demo brand (in Uzbek): the order page
// of a CLOSED order offers "Rate your order" (stars as a keyboard-usable radio group), the rating is
// sent and then shown read-only with thanks, also after a reload; the product's new average appears
// on its card in the menu and on its page.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Overalls, ProductGrade } from '@dastarkhan/domain/contracts/catalogue';
import type { Order, OrderRequest } from '@dastarkhan/domain/contracts/order';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersMessages } from '../app/features/orders/locales.ts';
import { formatGrade } from '../app/features/reviews/product-grades.ts';
import { reviewsMessages } from '../app/features/reviews/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { callApi } from './http.ts';
import { fill, placeOrderAs, signIn, uniquePhone } from './shopper.ts';

// The demo brand opens in Uzbek.
const t = reviewsMessages.uz;
const orders = ordersMessages.uz;
/** On the home page's first screen. */
const buxoro = DEMO.products.discounted;
const somsa = DEMO.products.somsa;
const BRANCH = DEMO.roundTheClockBranchId;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

const stars = (value: number) => fill(t.stars.value, { value, max: 5 });

async function moveOrder(orderId: string, status: string): Promise<void> {
  const moved = await callApi<unknown>('PUT', `/api/operator/v1/orders/${orderId}/status`, { status }, { 'x-operator-key': DEMO.operatorKey });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

/** The default choice of every required option group of a product on the web menu. */
async function requiredOptions(productId: string): Promise<{ optionId: string; count: number }[]> {
  const { body } = await callApi<Overalls>('GET', '/api/products/v1/overalls?type=WEB', undefined, {});
  const product = body.flatMap((group) => group.categories.flatMap((category) => category.products)).find((candidate) => candidate.id === productId);
  expect(product, `${productId} on the web menu`).toBeDefined();
  return product!.modificationGroups
    .filter((group) => group.minSelect > 0)
    .map((group) => ({ optionId: (group.options.find((option) => option.isDefault) ?? group.options[0]!).id, count: 1 }));
}

async function gradeOf(productId: string): Promise<ProductGrade | null> {
  const { status, body } = await callApi<ProductGrade[]>('GET', '/api/products/v1/grade', undefined, {});
  expect(status).toBe(200);
  return body.find((grade) => grade.productId === productId) ?? null;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  await page.goto(storeUrl('demo', '/profile/orders'));
  await page.waitForURL('**/login?next=%2Fprofile%2Forders');
  await signIn(page, uniquePhone('93'));
  await page.waitForURL(storeUrl('demo', '/profile/orders'));
  token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
  expect(token).not.toBe('');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('order review', () => {
  it('rates a completed order and a product, keeps the rating, and shows the grade on the card and the product page', async () => {
    const request: Omit<OrderRequest, 'totalPrice'> = {
      serviceType: 'PICK_UP',
      branchId: BRANCH,
      paymentType: 'CASH',
      cartItems: [
        { productId: buxoro.id, quantity: 1, modifications: await requiredOptions(buxoro.id) },
        { productId: somsa.id, quantity: 2, modifications: await requiredOptions(somsa.id) },
      ],
    };
    const order: Order = await placeOrderAs({ authorization: `Bearer ${token}` }, request);
    const before = await gradeOf(buxoro.id);

    // Not completed yet: nothing to rate.
    await page.goto(storeUrl('demo', `/profile/orders/${order.id}`));
    await page.getByRole('heading', { level: 1, name: fill(orders.order.number, { number: order.number }), exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: t.form.title }).count()).toBe(0);

    for (const status of ['ACCEPTED', 'DONE', 'CLOSED']) await moveOrder(order.id, status);
    await page.reload();
    const form = page.getByRole('region', { name: t.form.title });
    await form.waitFor();

    // The order's stars: a radio group, chosen with the keyboard (3, then the arrow moves to 4).
    const orderStars = form.getByRole('group', { name: t.form.orderGrade });
    await orderStars.getByRole('radio', { name: stars(3), exact: true }).check();
    await orderStars.getByRole('radio', { name: stars(3), exact: true }).press('ArrowRight');
    expect(await orderStars.getByRole('radio', { name: stars(4), exact: true }).isChecked()).toBe(true);
    expect(await orderStars.getByRole('radio', { name: stars(3), exact: true }).isChecked()).toBe(false);
    await form.locator('textarea[name="comment"]').fill('Issiq va o‘z vaqtida');

    // Each product has its own stars; its comment opens once it has some.
    const buxoroRow = form.getByTestId('order-review-product').filter({ hasText: buxoro.name.uz });
    expect(await buxoroRow.getByRole('button', { name: t.form.productComment }).count()).toBe(0);
    await buxoroRow.getByRole('group', { name: fill(t.form.productGrade, { name: buxoro.name.uz }) }).getByRole('radio', { name: stars(5), exact: true }).check();
    await buxoroRow.getByRole('button', { name: t.form.productComment }).click();
    await buxoroRow.getByRole('textbox').fill('Juda mazali');
    await form.getByRole('button', { name: t.form.submit }).click();

    const done = page.getByRole('region', { name: t.done.title });
    await done.waitFor();
    const shownStars = async () => done.getByRole('img').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    expect(await shownStars()).toEqual([stars(4), stars(5)]);
    expect(await done.innerText()).toContain('Issiq va o‘z vaqtida');
    expect(await done.innerText()).toContain('Juda mazali');
    // The somsa was left without stars: not rated.
    expect(await done.innerText()).not.toContain(somsa.name.uz);

    await page.reload();
    await page.getByRole('region', { name: t.done.title }).waitFor();
    expect(await shownStars()).toEqual([stars(4), stars(5)]);
    expect(await page.getByRole('button', { name: t.form.submit }).count()).toBe(0);

    const after = await gradeOf(buxoro.id);
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    const average = formatGrade(after!.grade, 'uz');

    // The card on the menu's first screen.
    await page.goto(storeUrl('demo', '/'));
    const card = page.getByRole('link').filter({ hasText: buxoro.name.uz }).first();
    const cardGrade = card.getByTestId('product-card-grade');
    await cardGrade.waitFor();
    expect(await cardGrade.innerText()).toBe(average);
    expect(await cardGrade.getAttribute('aria-label')).toBe(fill(t.grade.average, { grade: average }));

    // The product page: the average and how many rated it.
    await page.goto(storeUrl('demo', `/product/${buxoro.id}`));
    const summary = page.getByTestId('product-grade');
    await summary.waitFor();
    expect((await summary.innerText()).replace(/\s+/g, ' ')).toBe(`${average} · ${fill(t.grade.ratings_other, { count: after!.count })}`);
  });
});
