// The console's reviews in real Chromium: a customer's order at the 24/7 branch is closed and rated through the API,
// then a manager opens Reviews from the console's navigation, sees the review with its stars, comment, product grade
// and order link, and the grade filter keeps it for its own grade and hides it for another.
import { randomUUID } from 'node:crypto';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { SignedIn } from '@dastarkhan/domain/contracts/account';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewsMessages } from '../app/console/features/reviews/locales.ts';
import { consoleMessages } from '../app/console/layout/locales.ts';
import { launchBrowser } from './browser.ts';
import { signInToConsole } from './console-sign-in.ts';
import { callApi } from './http.ts';
import { fill, placeOrderAs, smsCode, uniquePhone } from './shopper.ts';

// The console opens in Uzbek.
const r = reviewsMessages.uz;
const somsa = DEMO.products.somsa;
const comment = `Sovuq keldi ${randomUUID().slice(0, 8)}`;

let browser: Browser;
let manager: BrowserContext;
let page: Page;
let order: Order;

async function moveOrder(orderId: string, status: string): Promise<void> {
  const moved = await callApi<unknown>('PUT', `/api/operator/v1/orders/${orderId}/status`, { status }, { 'x-operator-key': DEMO.operatorKey });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

/** A customer's cash pick-up at the 24/7 branch (open whatever the hour), closed, then rated 2 of 5 with its somsa 1 of 5. */
async function reviewedOrder(): Promise<Order> {
  const phone = uniquePhone('95');
  const sentAfter = Date.now() - 1_000;
  expect((await callApi('POST', '/api/users/v1/auth/login', { phone })).status).toBe(200);
  const confirmed = await callApi<SignedIn>('POST', '/api/users/v1/auth/confirm', { phone, code: await smsCode(phone, sentAfter) });
  const auth = { authorization: `Bearer ${confirmed.body.token}` };
  const placed = await placeOrderAs(auth, {
    serviceType: 'PICK_UP',
    branchId: DEMO.roundTheClockBranchId,
    paymentType: 'CASH',
    cartItems: [{ productId: somsa.id, quantity: 2 }],
  });
  for (const status of ['ACCEPTED', 'DONE', 'CLOSED']) await moveOrder(placed.id, status);
  const review = await callApi<unknown>(
    'POST',
    `/api/orders/v1/orders/${placed.id}/review`,
    { grade: 2, comment, products: [{ productId: somsa.id, grade: 1, comment: 'Yumshoq emas' }] },
    auth,
  );
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  return placed;
}

beforeAll(async () => {
  order = await reviewedOrder();
  browser = await launchBrowser();
  manager = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await manager.newPage();
  await signInToConsole(page, 'manager');
});

afterAll(async () => {
  await manager?.close();
  await browser?.close();
});

describe('console reviews', () => {
  it("shows the customer's review with its grade, comment and products, and the grade filter hides it for another grade", async () => {
    await page.getByRole('link', { name: consoleMessages.uz.nav.reviews, exact: true }).first().click();
    await page.waitForURL(/\/console\/reviews$/);
    await page.getByRole('heading', { level: 1, name: r.title }).waitFor();

    const review = page.getByRole('article', { name: fill(r.order, { number: order.number }), exact: true });
    await review.waitFor();
    await review.getByText(comment).waitFor();
    await review.getByRole('img', { name: fill(r.stars, { value: 2 }), exact: true }).waitFor();
    const product = review.getByRole('list', { name: r.products }).getByRole('listitem');
    expect(await product.textContent()).toContain(somsa.name.uz);
    await product.getByRole('img', { name: fill(r.stars, { value: 1 }), exact: true }).waitFor();
    expect(await review.getByRole('link', { name: fill(r.order, { number: order.number }) }).getAttribute('href')).toBe(`/console/orders/${order.id}`);
    // The summary counts it: the bar of grade 2 has at least one review.
    const bar = page
      .getByRole('list', { name: r.summary.distribution })
      .getByRole('link', { name: new RegExp(`^${fill(r.summary.bar, { grade: 2, count: '' })}[1-9]`) });
    await bar.waitFor();

    const filters = page.getByRole('form', { name: r.filters.label });
    await filters.getByLabel(r.filters.grade).selectOption('2');
    await filters.getByRole('button', { name: r.filters.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('grade') === '2');
    await review.getByText(comment).waitFor();

    await page.getByRole('form', { name: r.filters.label }).getByLabel(r.filters.grade).selectOption('5');
    await page.getByRole('form', { name: r.filters.label }).getByRole('button', { name: r.filters.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('grade') === '5');
    await page.getByRole('heading', { level: 1, name: r.title }).waitFor();
    await expect.poll(() => page.getByText(comment).count()).toBe(0);
    expect(await review.count()).toBe(0);

    await page.getByRole('form', { name: r.filters.label }).getByLabel(r.filters.grade).selectOption('low');
    await page.getByRole('form', { name: r.filters.label }).getByRole('button', { name: r.filters.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('grade') === 'low');
    await review.getByText(comment).waitFor();
  });
});
