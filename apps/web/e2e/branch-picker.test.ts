// The branch picker in real Chromium, as a signed-in customer of the demo brand (in Uzbek): at checkout
// the pick-up branch is a card whose "change" opens the picker drawer, where a branch closed today is
// greyed and cannot be chosen and another is chosen on its sheet; /address/pickup2 is the picker as a
// page that returns to `back`; a delivery comes from the branch that serves the address, and the basket
// shows that address's delivery price (or that it is out of the zone), following the address itself.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { DEMO_MERCHANT } from '@dastarkhan/db/seed/demo-merchant';
import { zonedInstant } from '@dastarkhan/domain/zoned-time';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../app/features/basket/locales.ts';
import { branchesMessages } from '../app/features/branches/locales.ts';
import { checkoutMessages } from '../app/features/checkout/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { fill, signIn, som, uniquePhone } from './shopper.ts';

const b = branchesMessages.uz;
const c = checkoutMessages.uz;
const basket = basketMessages.uz;
const TZ = 'Asia/Tashkent';
const DRAFT_KEY = `dk:${DEMO.merchantIds.demo}:order-draft`;
const seedBranch = (key: string) => {
  const branch = DEMO_MERCHANT.branches.find((candidate) => candidate.key === key);
  if (!branch) throw new Error(`seed changed: no branch ${key}`);
  return branch;
};
const chilonzor = seedBranch('chilonzor');
const yunusobod = seedBranch('yunusobod');
const amirTemur = seedBranch('amir-temur');
const tashkentCity = seedBranch('tashkent-city');

/** Noon of the next Sunday on the brand's clock: Chilonzor's day off (its seed hours), the others open. */
function nextSundayNoon(): Date {
  const sunday = new Date();
  while (new Intl.DateTimeFormat('en-US', { timeZone: TZ, weekday: 'long' }).format(sunday) !== 'Sunday') sunday.setTime(sunday.getTime() + 24 * 60 * 60 * 1000);
  return zonedInstant(new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(sunday), '12:00', TZ);
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const base = () => storeUrl('demo', '').replace(/\/$/, '');

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  // Offline: no map tiles (the markers are div icons and draw without them).
  await context.route('**/*.png', (route) => route.abort());
  page = await context.newPage();
  // The page's clock (not the server's) says whether a branch is open: a Sunday, whatever day the suite runs.
  await page.clock.setFixedTime(nextSundayNoon());
  await page.goto(`${base()}/`);
  await page.getByRole('button', { name: fill(basket.add.quickAdd, { name: DEMO.products.somsa.name.uz }) }).first().click();
  // (expect.poll cannot run in beforeAll.)
  await page.locator('[data-testid="basket-badge"]:visible [aria-hidden="true"]', { hasText: /^1$/ }).waitFor();
  await page.goto(`${base()}/checkout`);
  await page.waitForURL('**/login?next=%2Fcheckout');
  await signIn(page, uniquePhone('99'));
  await page.waitForURL(`${base()}/checkout`);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function draftCheckout(): Promise<{ serviceType: string | null; branchId: string | null }> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
  return (JSON.parse(stored ?? '{}') as { state: { checkout: { serviceType: string | null; branchId: string | null } } }).state.checkout;
}

/** Writes the draft's service and address as a saved address would (the page must be of the shop). */
async function deliverTo(latitude: number, longitude: number, description: string): Promise<void> {
  await page.evaluate(
    ({ key, address }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { state: { checkout: Record<string, unknown> } };
      stored.state.checkout.serviceType = 'DELIVERY';
      stored.state.checkout.address = address;
      localStorage.setItem(key, JSON.stringify(stored));
    },
    {
      key: DRAFT_KEY,
      address: { id: null, name: '', description, cityId: DEMO.cityIds.tashkent, streetName: description, houseNumber: '', latitude, longitude, office: '', entrance: '', floor: '', domophone: '', comment: '' },
    },
  );
}

/** Delivers to the point, then opens checkout with it. */
async function checkoutDeliveringTo(latitude: number, longitude: number, description: string): Promise<void> {
  await deliverTo(latitude, longitude, description);
  await page.goto(`${base()}/checkout`);
  await page.getByRole('button', { name: c.page.continue }).waitFor();
}

describe('branch picker', () => {
  it('greys the branch closed today and chooses another on its sheet', async () => {
    await page.getByRole('radio', { name: c.service.PICK_UP, exact: true }).check();
    const section = page.getByTestId('pickup-branches');
    // The main branch until the customer picks another.
    await section.getByTestId('pickup-branch').getByText(amirTemur.name.uz, { exact: true }).waitFor();

    await section.getByRole('button', { name: b.picker.change }).click();
    const picker = page.getByRole('dialog', { name: b.picker.title });
    await picker.waitFor();
    // The map first: Chilonzor's marker opens its sheet, where it cannot be chosen today.
    await picker.getByRole('button', { name: fill(b.map.marker, { name: chilonzor.name.uz }) }).click({ timeout: 15_000 });
    const closedSheet = page.getByRole('dialog', { name: chilonzor.name.uz });
    await closedSheet.getByText(b.picker.closedTodayHint).waitFor();
    expect(await closedSheet.getByRole('button', { name: b.picker.select }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await closedSheet.waitFor({ state: 'detached' });

    await picker.getByRole('button', { name: b.map.showList }).click();
    const list = picker.getByRole('list', { name: b.map.showList });
    const closedItem = list.getByRole('button', { name: new RegExp(chilonzor.name.uz) });
    await closedItem.waitFor();
    expect(await closedItem.getAttribute('data-closed-today')).toBe('');
    expect(await closedItem.isDisabled()).toBe(true);
    expect(await closedItem.innerText()).toContain(b.map.closedToday);
    // Only pick-up branches are listed: not the delivery-only kitchen.
    expect(await list.getByText(seedBranch('ulugbek').name.uz).count()).toBe(0);

    await list.getByRole('button', { name: new RegExp(yunusobod.name.uz) }).click();
    const sheet = page.getByRole('dialog', { name: yunusobod.name.uz });
    // Today's hours with the extra interval.
    await sheet.getByText('10:00–15:00, 17:00–23:30').waitFor();
    await sheet.getByRole('button', { name: b.picker.select }).click();
    await picker.waitFor({ state: 'detached' });

    await section.getByTestId('pickup-branch').getByText(yunusobod.name.uz, { exact: true }).waitFor();
    expect(await draftCheckout()).toMatchObject({ serviceType: 'PICK_UP', branchId: DEMO.branchIds.yunusobod });
  });

  it('opens on the order’s branch and selects with the footer button', async () => {
    const section = page.getByTestId('pickup-branches');
    await section.getByRole('button', { name: b.picker.change }).click();
    const picker = page.getByRole('dialog', { name: b.picker.title });
    const confirm = picker.getByRole('button', { name: fill(b.picker.confirm, { name: yunusobod.name.uz }) });
    await confirm.waitFor();
    await picker.getByRole('button', { name: b.map.showList }).click();
    expect(await picker.getByRole('list', { name: b.map.showList }).getByRole('button', { name: new RegExp(yunusobod.name.uz) }).getAttribute('aria-current')).toBe('true');
    await confirm.click();
    await picker.waitFor({ state: 'detached' });
    expect(await draftCheckout()).toMatchObject({ branchId: DEMO.branchIds.yunusobod });
  });

  it('/address/pickup2 opens on the list, and choosing goes back to checkout with that branch', async () => {
    await page.goto(`${base()}/address/pickup2?back=/checkout`);
    await page.getByRole('heading', { level: 1, name: b.picker.title }).waitFor();
    const list = page.getByRole('list', { name: b.map.showList });
    await list.getByRole('button', { name: new RegExp(tashkentCity.name.uz.replace(/[()/]/g, '\\$&')) }).click();
    await page.getByRole('dialog', { name: tashkentCity.name.uz }).getByRole('button', { name: b.picker.select }).click();
    await page.waitForURL(`${base()}/checkout`);
    await page.getByTestId('pickup-branch').getByText(tashkentCity.name.uz, { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: c.service.PICK_UP, exact: true }).isChecked()).toBe(true);
    expect(await draftCheckout()).toMatchObject({ serviceType: 'PICK_UP', branchId: DEMO.roundTheClockBranchId });
  });

  it('/address/pickup opens on the map and refuses a path of another site as `back`', async () => {
    await page.goto(`${base()}/address/pickup?back=//evil.example/checkout`);
    await page.getByRole('button', { name: fill(b.map.marker, { name: amirTemur.name.uz }) }).click({ timeout: 15_000 });
    await page.getByRole('dialog', { name: amirTemur.name.uz }).getByRole('button', { name: b.picker.select }).click();
    await page.waitForURL(`${base()}/checkout`);
    expect(await draftCheckout()).toMatchObject({ serviceType: 'PICK_UP', branchId: DEMO.branchIds.amirTemur });
  });

  it('delivers from the branch that serves the address, and follows the address when it moves', async () => {
    // By Yunusobod's branch, 5 km north of the main one (Amir Temur): the nearest that delivers there.
    await checkoutDeliveringTo(41.365, 69.287, "Bog'ishamol ko'chasi, 10");
    const line = page.getByTestId('delivery-branch');
    await expect.poll(() => line.innerText()).toContain(fill(c.branch.deliveryFrom, { branch: yunusobod.name.uz }));
    await expect.poll(async () => (await draftCheckout()).branchId).toBe(DEMO.branchIds.yunusobod);

    // Next to Amir Temur: the delivery moves there.
    await checkoutDeliveringTo(41.3146, 69.2826, "Amir Temur ko'chasi, 13");
    await expect.poll(() => line.innerText()).toContain(fill(c.branch.deliveryFrom, { branch: amirTemur.name.uz }));
    await expect.poll(async () => (await draftCheckout()).branchId).toBe(DEMO.branchIds.amirTemur);
  });

  it("shows the address's delivery price in the basket, and says when the address is out of the zone", async () => {
    // The draft still delivers next to Amir Temur: the Markaz zone's 10 000 so'm.
    await page.goto(`${base()}/basket`);
    const delivery = page.getByTestId('basket-delivery');
    await expect.poll(() => delivery.innerText()).toContain("Amir Temur ko'chasi, 13");
    await expect.poll(async () => som(await delivery.locator('dd').innerText())).toBe(10_000);
    // The total counts it: one somsa, the 3 000 service fee and the delivery.
    expect(som(await page.getByTestId('basket-total').innerText())).toBe(DEMO.products.somsa.price / 100 + 3_000 + 10_000);

    // Just south of the Tashkent region: Chilonzor (4 km away) would deliver, but the brand validates its area.
    await checkoutDeliveringTo(41.25, 69.2, 'Dala');
    await expect.poll(async () => (await draftCheckout()).branchId).toBe(DEMO.branchIds.chilonzor);
    await page.goto(`${base()}/basket`);
    await expect.poll(() => page.getByTestId('basket-out-of-zone').innerText()).toContain(c.blockers.outOfZone.split(':')[0]!);

    // An address chosen without passing checkout: the basket itself moves the delivery to the branch
    // that serves it, and prices it from there.
    await deliverTo(41.3146, 69.2826, "Amir Temur ko'chasi, 13");
    await page.reload();
    await expect.poll(async () => (await draftCheckout()).branchId).toBe(DEMO.branchIds.amirTemur);
    await expect.poll(async () => som(await delivery.locator('dd').innerText())).toBe(10_000);
    expect(await page.getByTestId('basket-out-of-zone').count()).toBe(0);
  });
});
