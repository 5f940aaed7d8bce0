// Online payment in real Chromium against the built server (NODE_ENV=test, so the demo brand's payment
// links lead to the local sandbox page, which plays the provider's real protocol against our callback
// endpoints): checkout offers Payme, Click and Uzum; an order placed with Payme goes to the payment
// page ("back" from there lands on the order) and comes back paid; staff may accept it only then. An order left unpaid shows the time left
// and "Pay"; declining leaves it unpaid; a payment, and then a refund, arriving while its page is open
// show up without a reload.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Order, OrderRequest } from '@dastarkhan/domain/contracts/order';
import type { PaymentCheckout } from '@dastarkhan/domain/contracts/payments';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPaymeId, paymeRequest } from '../../api/src/modules/payments/provider-side.ts';
import { basketMessages } from '../app/features/basket/locales.ts';
import { checkoutMessages } from '../app/features/checkout/locales.ts';
import { ordersMessages } from '../app/features/orders/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { apiUrl, callApi } from './http.ts';
import { basketBadge, choosePickupBranch, fill, placeOrderAs, signIn, som, uniquePhone } from './shopper.ts';

const c = checkoutMessages.uz;
const o = ordersMessages.uz;
const basket = basketMessages.uz;
const SOMSA = DEMO.products.somsa;
const MERCHANT = DEMO.merchantIds.demo;
/** The demo brand's Payme account (seed): what Payme signs its calls to us with. */
const PAYME_KEY = 'demo-payme-key';
const ORDER_URL = /\/profile\/orders\/([0-9a-f-]{36})$/;
const SANDBOX_URL = /\/api\/dev\/pay\/payme\/([0-9a-f-]{36})\?/;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
const base = () => storeUrl('demo', '').replace(/\/$/, '');
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  await page.goto(`${base()}/login?next=%2F`);
  await signIn(page, uniquePhone('95'));
  await page.waitForURL(`${base()}/`);
  token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
  expect(token).not.toBe('');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Staff moving the order through the operator API: the HTTP status and the error's reason, if any. */
async function operatorSets(orderId: string, status: string): Promise<{ status: number; reason: unknown }> {
  const answer = await callApi<{ error?: { details?: { reason?: unknown } } }>('PUT', `/api/operator/v1/orders/${orderId}/status`, { status }, { 'x-operator-key': DEMO.operatorKey });
  return { status: answer.status, reason: answer.body?.error?.details?.reason };
}

/** A pick-up at the 24/7 branch (open whatever the hour), paid with Payme, placed through the API as the signed-in customer. */
async function placePaymeOrder(): Promise<Order> {
  const request: Omit<OrderRequest, 'totalPrice'> = {
    serviceType: 'PICK_UP',
    branchId: DEMO.roundTheClockBranchId,
    paymentType: 'PAYME',
    cartItems: [{ productId: SOMSA.id, quantity: 1 }],
  };
  return placeOrderAs(auth(), request);
}

/** Payme's side of its Merchant API for one transaction, signed with the demo brand's key. */
async function paymeCalls(method: string, params: unknown): Promise<{ result?: Record<string, unknown>; error?: unknown }> {
  const request = paymeRequest(MERCHANT, { key: PAYME_KEY }, method, params);
  const response = await fetch(apiUrl(request.url), { method: 'POST', headers: request.headers, body: request.body });
  expect(response.status).toBe(200);
  return (await response.json()) as { result?: Record<string, unknown>; error?: unknown };
}

const paidChip = () => page.getByTestId('order-paid');
const payButton = () => page.getByRole('button', { name: o.pay.button, exact: true });

async function openOrder(order: Pick<Order, 'id' | 'number'>): Promise<void> {
  await page.goto(`${base()}/profile/orders/${order.id}`);
  await page.getByRole('heading', { level: 1, name: fill(o.order.number, { number: order.number }), exact: true }).waitFor();
}

describe('online payment', () => {
  it('pays a Payme pick-up on the payment page and comes back to the order, paid; staff may accept it only then', async () => {
    await page.goto(`${base()}/`);
    await page.getByRole('button', { name: fill(basket.add.quickAdd, { name: SOMSA.name.uz }) }).first().click();
    await expect.poll(() => basketBadge(page)).toBe('1');
    await page.goto(`${base()}/checkout`);
    await page.getByRole('button', { name: c.page.continue }).waitFor();
    await page.getByRole('radio', { name: c.service.PICK_UP, exact: true }).check();
    await choosePickupBranch(page, 'Tashkent City (24/7)');
    await expect.poll(() => page.getByRole('radio', { name: c.timing.asap }).isChecked()).toBe(true);

    // Every online method the demo brand switched on for the web, beside cash and the terminal.
    const payment = page.getByTestId('checkout-payment');
    for (const name of ['Naqd pul', 'Payme', 'Click', 'Uzum Bank']) await payment.getByRole('radio', { name }).waitFor();
    expect(await payment.innerText()).not.toContain('tez orada');
    await payment.getByRole('radio', { name: 'Payme' }).check();
    const note = page.getByTestId('online-payment-note');
    expect(await note.innerText()).toContain(fill(c.payment.onlineNext, { provider: 'Payme' }));
    // The demo brand pays on the sandbox page: the customer is told no money moves.
    expect(await note.innerText()).toContain(c.payment.sandbox);

    await page.getByRole('button', { name: c.page.continue }).click();
    await page.waitForURL(`${base()}/checkout/confirm`);
    expect(await page.getByTestId('confirm-payment').innerText()).toBe('Payme');
    const placeAndPay = page.getByRole('button', { name: c.confirm.placeAndPay });
    await expect.poll(() => placeAndPay.isEnabled()).toBe(true);
    const shownTotal = som(await page.getByTestId('checkout-total').innerText());
    await placeAndPay.click();

    // Straight on to the payment page of the order just placed.
    await page.waitForURL(SANDBOX_URL);
    const orderId = SANDBOX_URL.exec(page.url())?.[1] ?? '';
    await page.getByRole('heading', { name: /Payme/ }).waitFor();
    expect(som(await page.locator('.amount').innerText())).toBe(shownTotal);

    // On the storefront's own host (the sandbox stands in for the provider's site).
    expect(new URL(page.url()).host).toBe(new URL(base()).host);
    // Not paid yet: the restaurant cannot take it on.
    expect(await operatorSets(orderId, 'ACCEPTED')).toEqual({ status: 409, reason: 'NOT_PAID' });

    // "Back" from the payment page lands on the order (never on an emptied checkout), which offers "Pay" again.
    await page.goBack();
    await page.waitForURL(`${base()}/profile/orders/${orderId}`);
    expect(await paidChip().innerText()).toBe(o.order.unpaid);
    await payButton().click();
    await page.waitForURL(SANDBOX_URL);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(ORDER_URL);
    expect(ORDER_URL.exec(page.url())?.[1]).toBe(orderId);
    await page.getByTestId('order-payment').waitFor();
    expect(await paidChip().innerText()).toBe(o.order.paid);
    expect(await page.getByTestId('order-payment').innerText()).toContain('Payme');
    expect(await payButton().count()).toBe(0);
    // Paid online: the money goes back only through the provider, so the customer no longer cancels.
    expect(await page.getByRole('button', { name: o.actions.cancel }).count()).toBe(0);
    // The order emptied the basket before the customer left for the payment page.
    await expect.poll(() => basketBadge(page)).toBe('0');

    const order = await callApi<Order>('GET', `/api/orders/v1/orders/${orderId}`, undefined, auth());
    expect(order.body).toMatchObject({ paymentType: 'PAYME', isPaid: true, paymentState: 'paid', totalPrice: shownTotal, paymentExpiresAt: null });

    // Paid: staff accept it, and the open page follows.
    expect(await operatorSets(orderId, 'ACCEPTED')).toEqual({ status: 200, reason: undefined });
    await expect.poll(() => page.getByTestId('order-status').innerText(), { timeout: 15_000 }).toBe(o.status.ACCEPTED);
  });

  it('shows an order left unpaid as unpaid with the time left and "Pay"; declining on the payment page leaves it so', async () => {
    const order = await placePaymeOrder();
    expect(order).toMatchObject({ isPaid: false, paymentState: 'unpaid' });
    expect(order.paymentExpiresAt).not.toBeNull();
    await openOrder(order);

    expect(await paidChip().innerText()).toBe(o.order.unpaid);
    const due = page.getByTestId('order-payment');
    expect(await due.getByRole('heading', { name: o.pay.title }).count()).toBe(1);
    // The demo brand gives 30 minutes to pay: the countdown starts just under that and runs down.
    const countdown = due.getByRole('timer');
    const first = await countdown.innerText();
    expect(first).toMatch(/^\d\d:[0-5]\d$/);
    const seconds = (text: string) => Number(text.split(':')[0]) * 60 + Number(text.split(':')[1]);
    expect(seconds(first)).toBeGreaterThan(25 * 60);
    expect(seconds(first)).toBeLessThanOrEqual(30 * 60);
    await expect.poll(async () => seconds(await countdown.innerText()), { timeout: 5_000 }).toBeLessThan(seconds(first));
    expect(await due.innerText()).toContain('Payme');

    // "Pay" leads to the payment page; "Decline" there comes back to the order, still to pay.
    await payButton().click();
    await page.waitForURL(SANDBOX_URL);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.waitForURL(`${base()}/profile/orders/${order.id}`);
    await page.getByTestId('order-payment').waitFor();
    expect(await paidChip().innerText()).toBe(o.order.unpaid);
    await payButton().waitFor();
    expect((await callApi<Order>('GET', `/api/orders/v1/orders/${order.id}`, undefined, auth())).body.isPaid).toBe(false);

    // The card of the list says so too.
    await page.goto(`${base()}/profile/orders`);
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: fill(o.order.number, { number: order.number }), exact: true }) });
    expect(await card.getByTestId('order-paid').innerText()).toBe(o.order.unpaid);
  });

  it('turns an open order page to paid, then to refunded, as Payme calls us, without a reload', async () => {
    const order = await placePaymeOrder();
    await openOrder(order);
    await payButton().waitFor();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // The payment link the page would follow, asked the way the storefront asks it.
    const link = await callApi<PaymentCheckout>('GET', `/api/payments/v2/checkout/${order.id}?lang=uz`, undefined, auth());
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ orderId: order.id, paymentType: 'PAYME', amount: order.totalPrice, sandbox: true });

    // Payme's own calls: create the transaction, then perform it.
    const paymeId = newPaymeId();
    const amount = Math.round(order.totalPrice * 100);
    expect((await paymeCalls('CreateTransaction', { id: paymeId, time: Date.now(), amount, account: { order_id: order.id } })).error).toBeUndefined();
    expect((await paymeCalls('PerformTransaction', { id: paymeId })).error).toBeUndefined();

    await expect.poll(() => paidChip().innerText(), { timeout: 15_000 }).toBe(o.order.paid);
    await expect.poll(() => payButton().count()).toBe(0);

    // Payme gives the money back before the restaurant took the order: refunded, and canceled.
    expect((await paymeCalls('CancelTransaction', { id: paymeId, reason: 5 })).error).toBeUndefined();
    await expect.poll(() => paidChip().innerText(), { timeout: 15_000 }).toBe(o.order.refunded);
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe(o.status.CANCELED);
    expect(await page.getByTestId('order-payment').innerText()).toContain(o.pay.refunded.split('{{')[0]!.trim());
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
});
