// The saved-addresses page in real Chromium against the built server: a guest is sent to sign in,
// the empty state, two addresses saved through the API listed newest first with their extras, delete
// only after confirming (cancelling keeps it), gone after a reload, and an address deleted elsewhere
// meanwhile answered with the "no longer exists" message. Addresses are saved with the browser's token.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { User } from '@dastarkhan/domain/contracts/account';
import type { Address, AddressRequest } from '@dastarkhan/domain/contracts/address';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesMessages } from '../app/features/addresses/locales.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { callApi } from './http.ts';
import { fill, signIn, uniquePhone } from './shopper.ts';

// The demo brand opens in Uzbek.
const uz = addressesMessages.uz;
const DEMO_ID = DEMO.merchantIds.demo;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let userId: string;

/** The API as the signed-in customer of the browser (its token). */
function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return callApi<T>(method, path, body, { authorization: `Bearer ${token}` });
}

async function saveAddress(request: Partial<AddressRequest> & Pick<AddressRequest, 'latitude' | 'longitude'>): Promise<Address> {
  const saved = await call<Address>('POST', `/api/users/v1/addresses/user/${userId}`, { type: 'HOUSE', ...request });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body;
}

const cards = () => page.getByTestId('address-card');
const cardNamed = (name: string) => cards().filter({ has: page.getByRole('heading', { name, exact: true }) });

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  // A guest asking for the addresses is sent to sign in and comes back to them.
  await page.goto(storeUrl('demo', '/profile/address'));
  await page.waitForURL('**/login?next=%2Fprofile%2Faddress');
  await signIn(page, uniquePhone('95'));
  await page.waitForURL(storeUrl('demo', '/profile/address'));
  await page.getByRole('heading', { level: 1, name: uz.page.title }).waitFor();
  token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
  expect(token).not.toBe('');
  userId = (await call<User>('GET', '/api/users/v1/users/me')).body.id;
});

afterAll(async () => {
  await browser?.close();
});

describe('saved addresses page', () => {
  it('shows the empty state with the way to add an address', async () => {
    await page.getByRole('heading', { name: uz.list.emptyTitle }).waitFor();
    expect(await page.getByRole('link', { name: uz.list.add }).getAttribute('href')).toBe('/profile/address/create');
  });

  it('lists saved addresses newest first and deletes one only after confirming', async () => {
    const home = await saveAddress({
      type: 'APARTMENT',
      name: 'Uy',
      streetName: 'Amir Temur',
      houseNumber: '15',
      details: { office: '42', entrance: '3', floor: '7', domophone: '42K' },
      description: 'Amir Temur ko‘chasi, 15',
      comment: 'Eshik oldida qo‘ng‘iroq qiling',
      latitude: 41.3111,
      longitude: 69.2797,
    });
    const work = await saveAddress({ name: 'Ish', streetName: 'Navoiy', houseNumber: '2', latitude: 41.3251, longitude: 69.2401 });

    await page.reload();
    await cards().nth(1).waitFor();
    expect(await cards().count()).toBe(2);
    // Newest first.
    expect(await cards().nth(0).getByRole('heading').innerText()).toBe(work.name);
    const homeText = await cardNamed(home.name).innerText();
    expect(homeText).toContain('Amir Temur 15');
    for (const extra of [fill(uz.list.flat, { value: '42' }), fill(uz.list.entrance, { value: '3' }), fill(uz.list.floor, { value: '7' }), fill(uz.list.intercom, { value: '42K' })]) {
      expect(homeText).toContain(extra);
    }
    expect(homeText).toContain('Eshik oldida qo‘ng‘iroq qiling');
    expect(await page.getByRole('link', { name: uz.list.add }).getAttribute('href')).toBe('/profile/address/create');

    // "No" leaves it.
    await page.getByRole('button', { name: fill(uz.list.delete, { name: work.name }) }).click();
    const dialog = page.getByRole('dialog', { name: uz.remove.title });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(work.name);
    await dialog.getByRole('button', { name: uz.remove.keep, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cards().count()).toBe(2);

    // "Yes" deletes it; the list follows without a reload.
    await page.getByRole('button', { name: fill(uz.list.delete, { name: work.name }) }).click();
    await dialog.getByRole('button', { name: uz.remove.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cards().count()).toBe(1);
    expect(await cardNamed(work.name).count()).toBe(0);

    await page.reload();
    await cardNamed(home.name).waitFor();
    expect(await cards().count()).toBe(1);
    const listed = await call<Address[]>('GET', `/api/users/v1/addresses/merchant/${DEMO_ID}/user/${userId}`);
    expect(listed.body.map((address) => address.id)).toEqual([home.id]);
  });

  it('says an address deleted elsewhere no longer exists, and drops it from the list', async () => {
    const gone = await saveAddress({ name: 'Dacha', streetName: 'Bobur', houseNumber: '9', latitude: 41.2801, longitude: 69.2101 });
    await page.reload();
    await cardNamed(gone.name).waitFor();

    await page.getByRole('button', { name: fill(uz.list.delete, { name: gone.name }) }).click();
    const dialog = page.getByRole('dialog', { name: uz.remove.title });
    await dialog.waitFor();
    expect((await call<null>('DELETE', `/api/users/v1/addresses/${gone.id}`)).status).toBe(204);
    await dialog.getByRole('button', { name: uz.remove.confirm, exact: true }).click();
    expect(await dialog.getByRole('alert').innerText()).toBe(uz.errors.notFound);
    await expect.poll(() => cardNamed(gone.name).count()).toBe(0);
  });
});
