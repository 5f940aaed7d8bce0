// The address picker in real Chromium against the built server and the fake Nominatim: the map is
// moved with the keyboard (tiles blocked, none needed), the street under the pin shows, confirm opens
// the add-address sheet, and saving lands in the order draft (guest: and the device list) or in the
// profile (signed in: the same point again updates, not adds). Outside the demo's delivery regions the
// 'Out of Service zone' text shows and confirm is off; a failing lookup shows 'Error in nominatim' clear
// of the top buttons, and when the lookup fails or finds no street the customer types street and house.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_NOMINATIM_NO_STREET, FAKE_NOMINATIM_OUTAGE } from '../../api/src/testing/fake-nominatim.ts';
import { addressesMessages } from '../app/features/addresses/locales.ts';
import { addressPickerMessages } from '../app/features/addresses/picker-locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { signIn, uniquePhone } from './shopper.ts';

// The demo brand opens in Uzbek.
const text = addressPickerMessages.uz;
const DEMO_ID = DEMO.merchantIds.demo;
// What the fake Nominatim answers for any point north of the equator.
const STREET = "Amir Temur ko'chasi 12";

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await newPhoneContext(browser);
  contexts.push(context);
  // No internet here: the map works without its tiles.
  await context.route('**/*.png', (route) => route.abort());
  return context.newPage();
}

const map = (page: Page) => page.getByRole('application', { name: text.map.label });
const card = (page: Page) => page.getByTestId('picker-address');
const confirm = (page: Page) => page.getByRole('button', { name: text.card.confirm });
const byHand = (page: Page) => page.getByRole('button', { name: text.card.enterByHand });
const back = (page: Page) => page.getByRole('link', { name: commonMessages.uz.app.back });
const searchButton = (page: Page) => page.getByRole('button', { name: text.top.search });

/** Moves the map to a point the way a customer can: "show my location" with the browser's location there. */
async function locateAt(page: Page, point: { latitude: number; longitude: number }): Promise<void> {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(point);
  await page.getByRole('button', { name: text.card.locate }).click();
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** Moves the map with the keyboard (Leaflet pans 80 px per arrow press, zooms with +/-), as a customer without a mouse would. */
async function press(page: Page, key: string, times: number): Promise<void> {
  await map(page).focus();
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    // Let each step's animation end, so every press moves the map.
    await page.waitForTimeout(300);
  }
}

async function openPicker(page: Page, path: string): Promise<void> {
  await page.goto(storeUrl('demo', path));
  await map(page).waitFor({ timeout: 15_000 });
}

async function storage<T>(page: Page, name: string): Promise<T | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), `dk:${DEMO_ID}:${name}`);
  return raw === null ? null : (JSON.parse(raw) as T);
}

interface StoredAddress {
  id: string | null;
  name: string;
  streetName: string;
  houseNumber: string;
  description: string;
  latitude: number;
  longitude: number;
  office: string;
  floor: string;
}

describe('address picker', () => {
  it('saves a guest\'s address from the map into the order draft and the device list, then goes back', async () => {
    const page = await newPage();
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/address/geocode?lat=')) lookups.push(request.url());
    });
    await openPicker(page, '/address/delivery?back=/checkout');
    // The starting point (the city's centre) is looked up by itself.
    await expect.poll(() => card(page).innerText(), { timeout: 10_000 }).toContain(STREET);
    const before = lookups.length;
    await press(page, 'ArrowDown', 3);
    await expect.poll(() => lookups.length, { timeout: 10_000 }).toBeGreaterThan(before);
    await expect.poll(() => card(page).innerText(), { timeout: 10_000 }).toContain(STREET);
    // Lookups happen when the map rests, not on every frame of the three pans.
    await page.waitForTimeout(800);
    expect(lookups.length - before).toBeLessThanOrEqual(3);

    await confirm(page).click();
    const sheet = page.getByRole('dialog', { name: text.details.title });
    await sheet.waitFor();
    await expect.poll(() => sheet.getByTestId('details-address').innerText()).toContain(STREET);
    await sheet.getByLabel(text.details.office).fill('45');
    await sheet.getByLabel(text.details.floor).fill('3');
    await sheet.getByRole('button', { name: text.details.save }).click();

    // Back to checkout, which asks a guest to sign in first.
    await page.waitForURL((url) => url.pathname === '/checkout' || url.searchParams.get('next') === '/checkout', { timeout: 10_000 });
    const draft = await storage<{ state: { checkout: { serviceType: string; address: StoredAddress } } }>(page, 'order-draft');
    const address = draft?.state.checkout.address;
    expect(draft?.state.checkout.serviceType).toBe('DELIVERY');
    expect(address).toMatchObject({ streetName: "Amir Temur ko'chasi", houseNumber: '12', office: '45', floor: '3' });
    expect(address?.id).toMatch(/-front$/);
    // South of the city's centre (the map moved down), inside Tashkent.
    expect(address?.latitude).toBeLessThan(41.2995);
    expect(address?.latitude).toBeGreaterThan(41.25);
    expect(address?.longitude).toBeCloseTo(69.2401, 3);
    const device = await storage<StoredAddress[]>(page, 'address');
    expect(device).toHaveLength(1);
    expect(device?.[0]).toMatchObject({ id: address?.id, latitude: address?.latitude, longitude: address?.longitude, office: '45', floor: '3' });
  });

  it('says "Out of Service zone" and keeps confirm off far outside the delivery regions', async () => {
    const page = await newPage();
    await openPicker(page, '/address/delivery');
    await expect.poll(() => card(page).innerText(), { timeout: 10_000 }).toContain(STREET);
    expect(await confirm(page).isEnabled()).toBe(true);

    // Zoom out (14 → 10) and go west of Tashkent, into the steppe (still north of the equator).
    await press(page, 'Minus', 4);
    await press(page, 'ArrowLeft', 8);
    const outOfZone = page.getByTestId('out-of-zone');
    await outOfZone.waitFor({ timeout: 10_000 });
    expect(await outOfZone.innerText()).toContain(text.card.outOfZone);
    expect(await outOfZone.innerText()).toContain(text.card.outOfZoneHint);
    expect(await confirm(page).isDisabled()).toBe(true);

    // Back over the city: allowed again.
    await press(page, 'ArrowRight', 8);
    await expect.poll(() => outOfZone.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => confirm(page).isEnabled(), { timeout: 10_000 }).toBe(true);
  });

  it("shows 'Error in nominatim' when the lookup fails, hides it after a few seconds, and still lets the address be typed", async () => {
    const page = await newPage();
    await page.route('**/address/geocode**', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'nominatim' }) }),
    );
    await openPicker(page, '/address/delivery');
    const notice = page.getByRole('alert').filter({ hasText: text.notice.nominatimTitle });
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.innerText()).toContain(text.notice.nominatimText);
    expect(await confirm(page).count()).toBe(0);
    expect(await byHand(page).isEnabled()).toBe(true);
    await expect.poll(() => notice.count(), { timeout: 8_000 }).toBe(0);
  });

  it('lets a guest type street and house by hand when Nominatim answers 502, and saves them at the pin; the notice leaves the top buttons free', async () => {
    const page = await newPage();
    // Where the pin rests is the point last looked up (resizing the window may nudge the map a little).
    let pin = { latitude: NaN, longitude: NaN };
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/address/geocode' && url.searchParams.has('lat')) pin = { latitude: Number(url.searchParams.get('lat')), longitude: Number(url.searchParams.get('lon')) };
    });
    await openPicker(page, '/address/delivery?back=/checkout');
    await expect.poll(() => card(page).innerText(), { timeout: 10_000 }).toContain(STREET);
    // The fake Nominatim answers 502 for reverse lookups in its outage area (inside Tashkent's delivery region).
    const outage = FAKE_NOMINATIM_OUTAGE.centre;
    await locateAt(page, outage);
    const notice = page.getByTestId('picker-notice');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.innerText()).toContain(text.notice.nominatimTitle);

    // Nothing the customer needs is under the notice: back, search, and the way forward, on small and large phones and a desktop.
    for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 740 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      const noticeBox = await box(notice);
      for (const control of [back(page), searchButton(page), byHand(page)]) {
        expect(overlaps(noticeBox, await box(control)), `${viewport.width}x${viewport.height}`).toBe(false);
      }
      expect(noticeBox.x).toBeGreaterThanOrEqual(0);
      expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(viewport.width);
    }
    await page.setViewportSize({ width: 360, height: 740 });

    await expect.poll(() => card(page).innerText(), { timeout: 10_000 }).toContain(text.card.lookupFailed);
    expect(pin.latitude).toBeCloseTo(outage.latitude, 3);
    expect(pin.longitude).toBeCloseTo(outage.longitude, 3);
    await byHand(page).click();
    const sheet = page.getByRole('dialog', { name: text.details.title });
    await sheet.waitFor();
    // A street is needed: saving without one says so and stays.
    await sheet.getByRole('button', { name: text.details.save }).click();
    await sheet.getByText(text.details.streetRequired).waitFor();
    expect(new URL(page.url()).pathname).toBe('/address/delivery');

    await sheet.getByLabel(text.details.street, { exact: true }).fill("Yangi Sergeli ko'chasi");
    await sheet.getByLabel(text.details.house, { exact: true }).fill('7A');
    await sheet.getByLabel(text.details.office).fill('12');
    await sheet.getByRole('button', { name: text.details.save }).click();

    await page.waitForURL((url) => url.pathname === '/checkout' || url.searchParams.get('next') === '/checkout', { timeout: 10_000 });
    const draft = await storage<{ state: { checkout: { serviceType: string; address: StoredAddress } } }>(page, 'order-draft');
    const address = draft?.state.checkout.address;
    expect(draft?.state.checkout.serviceType).toBe('DELIVERY');
    expect(address).toMatchObject({ streetName: "Yangi Sergeli ko'chasi", houseNumber: '7A', office: '12', latitude: pin.latitude, longitude: pin.longitude });
    expect(address?.description).toContain("Yangi Sergeli ko'chasi 7A");
    const device = await storage<StoredAddress[]>(page, 'address');
    expect(device?.[0]).toMatchObject({ id: address?.id, streetName: "Yangi Sergeli ko'chasi", houseNumber: '7A', latitude: pin.latitude, longitude: pin.longitude });
  });

  it('saves a typed street to the profile where Nominatim finds no street, keeping the district it found', async () => {
    const page = await newPage();
    await page.goto(storeUrl('demo', '/profile/address/create'));
    await page.waitForURL('**/login?next=%2Fprofile%2Faddress%2Fcreate');
    await signIn(page, uniquePhone('93'));
    await page.waitForURL(storeUrl('demo', '/profile/address/create'));
    await map(page).waitFor({ timeout: 15_000 });
    const district = FAKE_NOMINATIM_NO_STREET.centre;
    await locateAt(page, district);
    await expect.poll(() => card(page).innerText(), { timeout: 10_000 }).toContain(text.card.noStreet);
    expect(await card(page).innerText()).toContain('Yangihayot tumani');

    await byHand(page).click();
    const sheet = page.getByRole('dialog', { name: text.details.title });
    await sheet.waitFor();
    expect(await sheet.getByLabel(text.details.street, { exact: true }).inputValue()).toBe('');
    await sheet.getByLabel(text.details.street, { exact: true }).fill("Navro'z ko'chasi");
    await sheet.getByLabel(text.details.house, { exact: true }).fill('5');
    await sheet.getByRole('button', { name: text.details.save }).click();
    await page.waitForURL(storeUrl('demo', '/profile/address'), { timeout: 10_000 });
    await expect.poll(() => page.getByTestId('address-card').first().innerText()).toContain("Navro'z ko'chasi 5");

    const book = await page.evaluate(() => fetch('/addresses', { headers: { Accept: 'application/json' } }).then((response) => response.json()));
    const saved = (book as { addresses: StoredAddress[] }).addresses[0];
    expect(saved).toMatchObject({ streetName: "Navro'z ko'chasi", houseNumber: '5', latitude: district.latitude, longitude: district.longitude });
    expect(saved?.description).toContain('Yangihayot tumani');
  });

  it('finds places by text and moves the map to the one chosen', async () => {
    const page = await newPage();
    await openPicker(page, '/address/delivery');
    await page.getByRole('button', { name: text.top.search }).click();
    const sheet = page.getByRole('dialog', { name: text.search.title });
    await sheet.getByLabel(text.search.label).fill('nowhere at all');
    await sheet.getByText(text.search.nothingFound).waitFor({ timeout: 10_000 });

    await sheet.getByLabel(text.search.label).fill('Chilonzor');
    const results = sheet.getByRole('list', { name: text.search.results }).getByRole('button');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBe(2);
    // The fake's first place is at 41.3111, 69.2797: the map flies there and that point is looked up.
    const lookedUp = page.waitForRequest((request) => request.url().includes('/address/geocode?lat=41.3111&lon=69.2797'), { timeout: 10_000 });
    await results.first().click();
    await lookedUp;
    await expect.poll(() => sheet.count()).toBe(0);
    await expect.poll(() => card(page).innerText(), { timeout: 10_000 }).toContain(STREET);
  });

  it('moves the map to the chosen city, and to the customer\'s location when allowed', async () => {
    const page = await newPage();
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 41.35, longitude: 69.3 });
    await openPicker(page, '/address/delivery');
    // The demo brand has two cities: the switch is there and flies the map to Samarkand's centre.
    const toSamarkand = page.waitForRequest((request) => request.url().includes('/address/geocode?lat=39.6542&lon=66.9597'), { timeout: 10_000 });
    await page.getByLabel(text.top.city).selectOption({ label: 'Samarqand' });
    await toSamarkand;

    const toCustomer = page.waitForRequest((request) => request.url().includes('/address/geocode?lat=41.35&lon=69.3'), { timeout: 10_000 });
    await page.getByRole('button', { name: text.card.locate }).click();
    await toCustomer;
    // Back in Tashkent's region: the switch follows.
    await expect.poll(async () => page.getByLabel(text.top.city).locator('option:checked').innerText()).toBe('Toshkent');
  });

  it('asks to allow location access when the browser refuses it', async () => {
    const page = await newPage();
    await page.context().clearPermissions();
    await openPicker(page, '/address/delivery');
    await page.getByRole('button', { name: text.card.locate }).click();
    const notice = page.getByRole('alert').filter({ hasText: text.notice.locationTitle });
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.innerText()).toContain(text.notice.locationText);
  });

  it('adds an address to a signed-in profile, and the same point again updates it instead of adding one', async () => {
    const page = await newPage();
    await page.goto(storeUrl('demo', '/profile/address/create'));
    await page.waitForURL('**/login?next=%2Fprofile%2Faddress%2Fcreate');
    await signIn(page, uniquePhone('97'));
    await page.waitForURL(storeUrl('demo', '/profile/address/create'));
    await map(page).waitFor({ timeout: 15_000 });

    const addAt = async (fill: (sheet: ReturnType<Page['getByRole']>) => Promise<void>) => {
      await press(page, 'ArrowUp', 2);
      await expect.poll(() => confirm(page).isEnabled(), { timeout: 10_000 }).toBe(true);
      await confirm(page).click();
      const sheet = page.getByRole('dialog', { name: text.details.title });
      await sheet.waitFor();
      await fill(sheet);
      await sheet.getByRole('button', { name: text.details.save }).click();
      await page.waitForURL(storeUrl('demo', '/profile/address'), { timeout: 10_000 });
    };

    await addAt((sheet) => sheet.getByLabel(text.details.name).fill('Uy'));
    const cards = page.getByTestId('address-card');
    await expect.poll(() => cards.count()).toBe(1);
    await cards.getByRole('heading', { name: 'Uy' }).waitFor();

    await page.getByRole('link', { name: addressesMessages.uz.list.add }).click();
    await page.waitForURL(storeUrl('demo', '/profile/address/create'));
    await map(page).waitFor({ timeout: 15_000 });
    await addAt(async (sheet) => {
      // The saved address within the tolerance is reused: its name comes prefilled.
      await expect.poll(() => sheet.getByLabel(text.details.name).inputValue(), { timeout: 10_000 }).toBe('Uy');
      await sheet.getByLabel(text.details.floor).fill('7');
    });
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => cards.first().innerText()).toContain(addressesMessages.uz.list.floor.replace('{{value}}', '7'));
  });
});
