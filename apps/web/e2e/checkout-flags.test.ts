// The ordering switches of issue 16 in real Chromium, as a signed-in customer of the demo brand (in
// Uzbek): with receiverActive, productComment and isSmsConfirmationRequiredPerOrder on, a pick-up at the
// 24/7 branch for someone else, with a note on the basket line, confirmed with the code from the SMS; the
// order page shows the receiver and the note. With the switches off none of it is offered.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../app/features/basket/locales.ts';
import { checkoutMessages } from '../app/features/checkout/locales.ts';
import { ordersMessages } from '../app/features/orders/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { getAs } from './http.ts';
import { setOrderRules, setWebSettings } from './merchant-settings.ts';
import { basketBadge, choosePickupBranch, fill, signIn, smsCode, uniquePhone } from './shopper.ts';

const c = checkoutMessages.uz;
const basket = basketMessages.uz;
const o = ordersMessages.uz;
const SOMSA = DEMO.products.somsa;
const ORDER_URL = /\/profile\/orders\/([0-9a-f-]{36})$/;
const ROUND_THE_CLOCK = 'Tashkent City (24/7)';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const phone = uniquePhone('93');
const base = () => storeUrl('demo', '').replace(/\/$/, '');

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  // Signed in once, through /login.
  await page.goto(`${base()}/login`);
  await signIn(page, phone);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function addSomsa(): Promise<void> {
  await page.goto(`${base()}/`);
  await page.getByRole('button', { name: fill(basket.add.quickAdd, { name: SOMSA.name.uz }) }).first().click();
  await expect.poll(() => basketBadge(page)).toBe('1');
}

/** At /checkout: a pick-up now at the branch open around the clock (the hour of the run does not matter). */
async function pickUpAtRoundTheClock(): Promise<void> {
  await page.goto(`${base()}/checkout`);
  await page.getByRole('button', { name: c.page.continue }).waitFor();
  await page.getByRole('radio', { name: c.service.PICK_UP, exact: true }).check();
  await choosePickupBranch(page, ROUND_THE_CLOCK);
  await expect.poll(() => page.getByRole('radio', { name: c.timing.asap }).isChecked()).toBe(true);
}

async function customerHeaders(): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
  return { authorization: `Bearer ${token}`, merchant: DEMO.merchantIds.demo };
}

describe('checkout switches', () => {
  it('with the switches off: no line comment, no receiver, and "Place order" places the order without a code', async () => {
    await addSomsa();
    await page.goto(`${base()}/basket`);
    await page.getByTestId('basket-line').waitFor();
    expect(await page.getByTestId('line-comment-add').count()).toBe(0);
    await pickUpAtRoundTheClock();
    expect(await page.getByTestId('checkout-receiver').count()).toBe(0);
    expect(await page.getByText(c.receiver.toggle).count()).toBe(0);
    await page.getByRole('button', { name: c.page.continue }).click();
    await page.waitForURL(`${base()}/checkout/confirm`);
    await expect.poll(() => page.getByRole('button', { name: c.confirm.place }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: c.confirm.place }).click();
    await page.waitForURL(ORDER_URL);
    expect(await page.getByRole('dialog', { name: c.smsConfirm.title }).count()).toBe(0);
    expect(await page.getByTestId('order-receiver').count()).toBe(0);
  });

  it('with the switches on: orders for someone else, with a note on the line, confirmed by the SMS code', async () => {
    const webBefore = await setWebSettings({ receiverActive: true, productComment: true });
    const rulesBefore = await setOrderRules({ isSmsConfirmationRequiredPerOrder: true });
    try {
      await addSomsa();
      // The note is written on the basket line and kept with it.
      await page.goto(`${base()}/basket`);
      await page.getByTestId('line-comment-add').click();
      await page.getByLabel(fill(basket.comment.label, { name: SOMSA.name.uz })).fill('Piyozsiz, iltimos');

      await pickUpAtRoundTheClock();
      const receiver = page.getByTestId('checkout-receiver');
      await receiver.getByLabel(c.receiver.toggle).check();
      await receiver.getByLabel(c.receiver.name).fill('Aziza');
      // Half a number keeps "Continue" closed with its reason.
      await receiver.getByLabel(c.receiver.phone).fill('90 765');
      await expect.poll(() => page.getByTestId('checkout-blockers').innerText()).toContain(c.blockers.receiver);
      expect(await page.getByRole('button', { name: c.page.continue }).isDisabled()).toBe(true);
      await receiver.getByLabel(c.receiver.phone).fill('+998 90 765 43 21');
      await page.getByRole('button', { name: c.page.continue }).click();

      await page.waitForURL(`${base()}/checkout/confirm`);
      await page.getByTestId('confirm-receiver').waitFor();
      expect(await page.getByTestId('confirm-receiver').innerText()).toContain('Aziza');
      expect(await page.getByTestId('confirm-line-comment').innerText()).toContain('Piyozsiz, iltimos');
      await expect.poll(() => page.getByRole('button', { name: c.confirm.place }).isEnabled()).toBe(true);

      // "Place order" asks for the code sent to the customer's own phone first.
      const asked = Date.now() - 2_000;
      await page.getByRole('button', { name: c.confirm.place }).click();
      const sheet = page.getByRole('dialog', { name: c.smsConfirm.title });
      await sheet.waitFor();
      const code = await smsCode(phone, asked);
      // A wrong code is refused in the sheet; nothing is placed.
      await sheet.getByLabel(c.smsConfirm.codeLabel).pressSequentially(code === '000000' ? '111111' : '000000');
      await sheet.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
      expect(page.url()).toBe(`${base()}/checkout/confirm`);
      await sheet.getByLabel(c.smsConfirm.codeLabel).fill('');
      await sheet.getByLabel(c.smsConfirm.codeLabel).pressSequentially(code);
      await page.waitForURL(ORDER_URL);
      const orderId = ORDER_URL.exec(page.url())?.[1] ?? '';

      // The order page shows who receives it and the line's note.
      await page.getByTestId('order-receiver').waitFor();
      expect(await page.getByTestId('order-receiver').innerText()).toContain('Aziza');
      expect(await page.getByTestId('order-receiver').innerText()).toContain('+998 90 765 43 21');
      expect(await page.getByText(o.detail.receiver).count()).toBeGreaterThan(0);
      expect(await page.getByTestId('receipt-item-comment').innerText()).toBe('Piyozsiz, iltimos');

      const order = JSON.parse((await getAs('demo', `/api/orders/v1/orders/${orderId}`, await customerHeaders())).body) as Order;
      expect(order).toMatchObject({ serviceType: 'PICK_UP', branch: { id: DEMO.roundTheClockBranchId }, receiverName: 'Aziza', receiverPhone: '998907654321' });
      expect(order.items.map((item) => item.comment)).toEqual(['Piyozsiz, iltimos']);
    } finally {
      await setOrderRules(rulesBefore);
      await setWebSettings(webBefore);
    }
  });
});
