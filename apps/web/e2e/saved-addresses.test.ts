// Saved addresses in real Chromium against the built server (demo brand, Uzbek): a guest's device
// addresses on /choose-address (choose one for the order, delete without asking), the same addresses
// pushed to the profile after sign-in (the order's address swapped for the saved one), and at checkout
// the saved-addresses drawer: change the address, the zone's delivery price, delete only after "yes".
import { randomUUID } from 'node:crypto';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { User } from '@dastarkhan/domain/contracts/account';
import type { Address } from '@dastarkhan/domain/contracts/address';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesMessages } from '../app/features/addresses/locales.ts';
import { basketMessages } from '../app/features/basket/locales.ts';
import { checkoutMessages } from '../app/features/checkout/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { callApi } from './http.ts';
import { basketBadge, fill, signIn, som, uniquePhone } from './shopper.ts';

const a = addressesMessages.uz;
const c = checkoutMessages.uz;
const basket = basketMessages.uz;
const DEMO_ID = DEMO.merchantIds.demo;
const DEVICE_KEY = `dk:${DEMO_ID}:address`;
const DRAFT_KEY = `dk:${DEMO_ID}:order-draft`;

/** A device address as the map picker keeps it for a guest (generated id with the front-end marker). */
function deviceAddress(name: string, streetName: string, latitude: number, longitude: number) {
  return {
    id: `${randomUUID()}-front`,
    name,
    description: `${streetName} 1, Toshkent`,
    cityId: null,
    streetName,
    houseNumber: '1',
    latitude,
    longitude,
    office: '',
    entrance: '',
    floor: '',
    domophone: '',
    comment: '',
  };
}

// Uy is in the Markaz zone (10 000 so'm in the demo seed).
const HOME = deviceAddress('Uy', 'Amir Temur', 41.31, 69.28);
const WORK = deviceAddress('Ish', 'Navoiy', 41.3251, 69.2401);
const COTTAGE = deviceAddress('Dacha', 'Bobur', 41.2801, 69.2101);

let browser: Browser;
let context: BrowserContext;
let page: Page;

const rows = () => page.getByTestId('saved-address');
const rowNamed = (name: string) => rows().filter({ hasText: name });
/** A row's first button chooses the address (the second deletes it). */
const chooseButton = (name: string) => rowNamed(name).getByRole('button').first();

async function stored<T>(key: string): Promise<T | null> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key) as Promise<T | null>;
}

type StoredDraft = { state: { checkout: { serviceType: string | null; address: { id: string | null; name: string } | null } } };
const draftAddress = async () => (await stored<StoredDraft>(DRAFT_KEY))?.state.checkout.address ?? null;


let token = '';
let userId = '';
async function profileAddresses(): Promise<Address[]> {
  const listed = await callApi<Address[]>('GET', `/api/users/v1/addresses/merchant/${DEMO_ID}/user/${userId}`, undefined, { authorization: `Bearer ${token}` });
  expect(listed.status).toBe(200);
  return listed.body;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  // No internet here: map tiles are not needed.
  await context.route('**/*.png', (route) => route.abort());
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('saved addresses', () => {
  it("lists a guest's device addresses on /choose-address, deletes one at once and chooses one for the order", async () => {
    await page.goto(storeUrl('demo', '/'));
    await page.evaluate(([key, list]) => localStorage.setItem(key as string, list as string), [DEVICE_KEY, JSON.stringify([HOME, WORK, COTTAGE])]);

    await page.goto(storeUrl('demo', '/choose-address?back=/'));
    await page.getByRole('heading', { level: 1, name: a.drawer.title }).waitFor();
    await expect.poll(() => rows().count()).toBe(3);
    expect(await rows().nth(0).innerText()).toContain('Uy');
    expect(await page.getByRole('link', { name: a.drawer.add }).getAttribute('href')).toBe('/address/delivery?back=%2F');

    // A guest's address goes without a confirmation.
    await page.getByRole('button', { name: fill(a.list.delete, { name: 'Dacha' }) }).click();
    await expect.poll(() => rows().count()).toBe(2);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await stored<Array<{ name: string }>>(DEVICE_KEY))?.map((address) => address.name)).toEqual(['Uy', 'Ish']);

    // Choosing sets the order's address (for delivery) and goes back.
    await chooseButton('Uy').click();
    await page.waitForURL(storeUrl('demo', '/'));
    expect(await draftAddress()).toMatchObject({ id: HOME.id, name: 'Uy' });
    expect((await stored<StoredDraft>(DRAFT_KEY))?.state.checkout.serviceType).toBe('DELIVERY');
  });

  it('pushes the device addresses to the profile after sign-in and orders to the saved one', async () => {
    await page.goto(storeUrl('demo', '/login'));
    await signIn(page, uniquePhone('98'));
    await page.waitForURL(storeUrl('demo', '/'));
    token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
    expect(token).not.toBe('');
    userId = (await callApi<User>('GET', '/api/users/v1/users/me', undefined, { authorization: `Bearer ${token}` })).body.id;

    await expect.poll(async () => (await profileAddresses()).map((address) => address.name).sort()).toEqual(['Ish', 'Uy']);
    // The device keeps nothing the profile now has, and the order's address is the profile's.
    await expect.poll(() => stored(DEVICE_KEY)).toBeNull();
    const savedHome = (await profileAddresses()).find((address) => address.name === 'Uy');
    await expect.poll(async () => (await draftAddress())?.id).toBe(savedHome?.id);
  });

  it('changes the address at checkout through the drawer, prices it, and deletes only after "yes"', async () => {
    await page.goto(storeUrl('demo', '/'));
    await page.getByRole('button', { name: fill(basket.add.quickAdd, { name: DEMO.products.somsa.name.uz }) }).first().click();
    await expect.poll(() => basketBadge(page)).toBe('1');
    await page.goto(storeUrl('demo', '/checkout'));
    await page.getByRole('radio', { name: c.service.DELIVERY, exact: true }).check();
    const card = page.getByTestId('delivery-address-card');
    await expect.poll(() => card.innerText()).toContain('Uy');
    await expect.poll(async () => som(await page.getByTestId('summary-delivery').locator('dd').innerText())).toBe(10_000);

    // The drawer lists the profile's addresses with the order's marked; another one replaces it.
    await card.getByRole('button', { name: c.address.change }).click();
    const drawer = page.getByRole('dialog', { name: a.drawer.title });
    await drawer.waitFor();
    await expect.poll(() => rows().count()).toBe(2);
    expect(await chooseButton('Uy').getAttribute('aria-current')).toBe('true');
    expect(await chooseButton('Ish').getAttribute('aria-current')).toBeNull();
    await chooseButton('Ish').click();
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => card.innerText()).toContain('Ish');

    // A signed-in customer's address is deleted only after confirming: "no" keeps it, "yes" deletes it.
    await card.getByRole('button', { name: c.address.change }).click();
    await drawer.waitFor();
    await expect.poll(() => rows().count()).toBe(2);
    await page.getByRole('button', { name: fill(a.list.delete, { name: 'Uy' }) }).click();
    const confirm = page.getByRole('dialog', { name: a.remove.title });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('Uy');
    await confirm.getByRole('button', { name: a.remove.keep, exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await rows().count()).toBe(2);
    expect((await profileAddresses()).length).toBe(2);

    await page.getByRole('button', { name: fill(a.list.delete, { name: 'Uy' }) }).click();
    await confirm.getByRole('button', { name: a.remove.confirm, exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rows().count()).toBe(1);
    expect((await profileAddresses()).map((address) => address.name)).toEqual(['Ish']);

    // Deleting the order's own address leaves the order without one; with nothing left to choose
    // from, "choose an address" goes straight to the map picker.
    await page.getByRole('button', { name: fill(a.list.delete, { name: 'Ish' }) }).click();
    await confirm.getByRole('button', { name: a.remove.confirm, exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rows().count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await draftAddress()).toBeNull();
    const choose = page.getByRole('link', { name: c.address.choose });
    await choose.waitFor();
    expect(await choose.getAttribute('href')).toBe('/address/delivery?back=%2Fcheckout');
  });
});
