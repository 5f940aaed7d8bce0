// Hours and dates in real Chromium (whose Intl has no Uzbek data), in the demo brand's Uzbek: the
// round-the-clock branch reads "Kecha-kunduz" (the localized 24/7), never 00:00–00:00, on /branches,
// /branches/map, /address/pickup(2) and the checkout's branch picker; checkout's later days and the
// orders list name Uzbek weekdays and months, exactly as Node's full ICU words them. Overnight
// intervals have no pick-up branch in the demo (the night kitchen is delivery-only): they are covered
// by packages/domain/src/hours-format.test.ts.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { DEMO_MERCHANT } from '@dastarkhan/db/seed/demo-merchant';
import type { Order, OrderRequest } from '@dastarkhan/domain/contracts/order';
import { zonedInstant } from '@dastarkhan/domain/zoned-time';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../app/features/basket/locales.ts';
import { branchesMessages } from '../app/features/branches/locales.ts';
import { checkoutMessages } from '../app/features/checkout/locales.ts';
import { ordersMessages } from '../app/features/orders/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { callApi } from './http.ts';
import { choosePickupBranch, fill, signIn, uniquePhone } from './shopper.ts';

const b = branchesMessages.uz;
const c = checkoutMessages.uz;
const TZ = 'Asia/Tashkent';
/** The localized "24/7" of Uzbek. */
const AROUND_THE_CLOCK = 'Kecha-kunduz';
const roundTheClock = DEMO_MERCHANT.branches.find((branch) => branch.key === 'tashkent-city');
if (!roundTheClock) throw new Error('seed changed: no tashkent-city branch');
const NAME = roundTheClock.name.uz;
const NAME_PATTERN = new RegExp(NAME.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
// Friday 27 November 2026, noon in Tashkent: the page's clock in checkout, whatever day the suite runs.
const FRIDAY_NOON = zonedInstant('2026-11-27', '12:00', TZ);

/** How a full ICU (Node's, which has Uzbek) words a date: the oracle the page must match. */
const icuUz = (options: Intl.DateTimeFormatOptions, at: Date) => new Intl.DateTimeFormat('uz', { timeZone: TZ, ...options }).format(at);

let browser: Browser;
const base = () => storeUrl('demo', '').replace(/\/$/, '');

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function expectRoundTheClock(hours: Locator): Promise<void> {
  await expect.poll(() => hours.innerText()).toContain(AROUND_THE_CLOCK);
  const text = await hours.innerText();
  expect(text).not.toContain('00:00');
  expect(text).not.toContain('24:00');
}

async function freshPage(): Promise<Page> {
  const context = await newPhoneContext(browser);
  // Offline: no map tiles (the markers are div icons and draw without them).
  await context.route('**/*.png', (route) => route.abort());
  return context.newPage();
}

describe('a branch open around the clock', () => {
  it('reads 24/7 in Uzbek on /branches', async () => {
    const page = await freshPage();
    await page.goto(`${base()}/branches`);
    await expectRoundTheClock(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME, exact: true }) }));
    await page.context().close();
  });

  it('reads 24/7 in Uzbek on /branches/map, in the list and on its sheet', async () => {
    const page = await freshPage();
    await page.goto(`${base()}/branches/map`);
    await page.getByRole('button', { name: b.map.showList }).click();
    const item = page.getByRole('list', { name: b.map.showList }).getByRole('button', { name: NAME_PATTERN });
    await expectRoundTheClock(item);
    await item.click();
    await expectRoundTheClock(page.getByRole('dialog', { name: NAME }));
    await page.context().close();
  });

  it('reads 24/7 in Uzbek in the pick-up picker pages, on the map sheet and in the list', async () => {
    const page = await freshPage();
    await page.goto(`${base()}/address/pickup`);
    await page.getByRole('button', { name: fill(b.map.marker, { name: NAME }) }).click({ timeout: 15_000 });
    await expectRoundTheClock(page.getByRole('dialog', { name: NAME }));

    await page.goto(`${base()}/address/pickup2`);
    await expectRoundTheClock(page.getByRole('list', { name: b.map.showList }).getByRole('button', { name: NAME_PATTERN }));
    await page.context().close();
  });
});

describe('in checkout and the orders, signed in', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newPhoneContext(browser);
    await context.route('**/*.png', (route) => route.abort());
    page = await context.newPage();
    await page.clock.setFixedTime(FRIDAY_NOON);
    await page.goto(`${base()}/`);
    await page.getByRole('button', { name: fill(basketMessages.uz.add.quickAdd, { name: DEMO.products.somsa.name.uz }) }).first().click();
    await page.locator('[data-testid="basket-badge"]:visible [aria-hidden="true"]', { hasText: /^1$/ }).waitFor();
    await page.goto(`${base()}/checkout`);
    await page.waitForURL('**/login?next=%2Fcheckout');
    await signIn(page, uniquePhone('97'));
    await page.waitForURL(`${base()}/checkout`);
  });

  afterAll(async () => {
    await context?.close();
  });

  it("reads 24/7 in Uzbek on checkout's chosen branch and in its picker drawer", async () => {
    await page.getByRole('radio', { name: c.service.PICK_UP, exact: true }).check();
    await choosePickupBranch(page, NAME);
    await expectRoundTheClock(page.getByTestId('pickup-branch'));

    await page.getByTestId('pickup-branches').getByRole('button', { name: b.picker.change }).click();
    const picker = page.getByRole('dialog', { name: b.picker.title });
    await picker.getByRole('button', { name: b.map.showList }).click();
    await expectRoundTheClock(picker.getByRole('list', { name: b.map.showList }).getByRole('button', { name: NAME_PATTERN }));
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
  });

  it('names the later days with Uzbek weekdays and months', async () => {
    await page.getByRole('radio', { name: c.timing.later }).check();
    const days = page.getByLabel(c.timing.day, { exact: true }).locator('option');
    // Open around the clock: today, tomorrow and the six days after, from Friday 27 November.
    await expect.poll(() => days.count()).toBe(8);
    const labels = await days.allInnerTexts();
    const values = await days.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(values[0]).toBe('2026-11-27');
    expect(labels.slice(0, 2)).toEqual([c.timing.today, c.timing.tomorrow]);
    const expected = values.slice(2).map((day) => {
      const text = icuUz({ weekday: 'long', day: 'numeric', month: 'long' }, zonedInstant(day, '12:00', TZ));
      return text.charAt(0).toUpperCase() + text.slice(1);
    });
    expect(expected[0]).toBe('Yakshanba, 29-noyabr');
    expect(labels.slice(2)).toEqual(expected);
    for (const label of labels) expect(label).not.toMatch(/\bM\d{1,2}\b|\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)\b/);
  });

  it('dates the orders in the list in Uzbek, on the brand clock', async () => {
    const token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
    const auth = { authorization: `Bearer ${token}` };
    const request: Omit<OrderRequest, 'totalPrice'> = {
      serviceType: 'PICK_UP',
      branchId: DEMO.roundTheClockBranchId,
      paymentType: 'CASH',
      cartItems: [{ productId: DEMO.products.somsa.id, quantity: 1 }],
    };
    // The first attempt is answered with the API's own total (409), the second sends it.
    const first = await callApi<{ error: { details: { totals: { totalPrice: number } } } }>('POST', '/api/orders/v1/orders', { ...request, totalPrice: 0 }, auth);
    const created = await callApi<Order>('POST', '/api/orders/v1/orders', { ...request, totalPrice: first.body.error.details.totals.totalPrice }, auth);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body;

    await page.goto(`${base()}/profile/orders`);
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: fill(ordersMessages.uz.order.number, { number: order.number }), exact: true }) });
    const shown = await card.locator('time').innerText();
    // "27-noyabr, 2026, 14:07": day, Uzbek month, year, 24-hour time.
    expect(shown).toBe(icuUz({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, new Date(order.createdDate)));
    expect(shown).toMatch(/^\d{1,2}-(yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr), \d{4}, \d{2}:\d{2}$/);
  });
});
