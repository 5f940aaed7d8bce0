// The console's delivery zones in real Chromium: the owner draws a new zone on /console/delivery with
// leaflet-geoman's polygon tool (mouse clicks on the map), gives it a price and the top priority and saves it;
// then the storefront's delivery tariff prices a point inside it at that price — checked with the customer's
// tariff API and with the console's "price a point" tool — and a point outside it differently. The zone is
// deleted at the end (other files share the server). Then a delivery region: drawn the same way after switching
// the page to regions, saved, still there after a reload, and deleted. Tiles are blocked (offline); the shapes
// draw without them.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { DevSmsMessage, SignedIn } from '@dastarkhan/domain/contracts/account';
import type { PlacesDelivery, PlacesZone } from '@dastarkhan/domain/contracts/console-places';
import type { DeliveryTariff } from '@dastarkhan/domain/contracts/delivery';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesMessages } from '../app/console/features/places/locales.ts';
import { launchBrowser, storeUrl } from './browser.ts';
import { signInToConsole } from './console-sign-in.ts';
import { callApi } from './http.ts';

const p = placesMessages.uz;
const ZONE_NAME = `E2E zone ${Date.now().toString(36)}`;
const REGION_NAME = `E2E region ${Date.now().toString(36)}`;
const PRICE = 13_700;

let browser: Browser;
let owner: BrowserContext;
let page: Page;
let customerToken = '';

/** The owner's console session as request headers (for the checks and the clean-up). */
async function consoleHeaders(): Promise<Record<string, string>> {
  const cookie = (await owner.cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
  const me = await callApi<{ csrfToken: string }>('GET', '/api/console/v1/auth/me', undefined, { cookie });
  return { cookie, 'x-csrf-token': me.body.csrfToken };
}

async function savedZone(): Promise<PlacesZone | undefined> {
  const delivery = await callApi<PlacesDelivery>('GET', '/api/console/v1/delivery', undefined, await consoleHeaders());
  return delivery.body.zones.find((zone) => zone.name === ZONE_NAME);
}

async function savedRegion() {
  const delivery = await callApi<PlacesDelivery>('GET', '/api/console/v1/delivery', undefined, await consoleHeaders());
  return delivery.body.regions.find((region) => region.name === REGION_NAME);
}

/** Draws a square of 80 px around the middle of the map with geoman's polygon tool, closed on its first corner. */
async function drawSquare(map: Locator) {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const corners: [number, number][] = [
    [cx - 40, cy - 40],
    [cx + 40, cy - 40],
    [cx + 40, cy + 40],
    [cx - 40, cy + 40],
  ];
  for (const [x, y] of corners) {
    await page.mouse.click(x, y);
    await page.waitForTimeout(80);
  }
  await page.mouse.click(corners[0]![0], corners[0]![1]);
}

async function customerSignIn(): Promise<string> {
  const phone = `99893${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  expect((await callApi('POST', '/api/users/v1/auth/login', { phone })).status).toBe(200);
  const outbox = await callApi<DevSmsMessage[]>('GET', `/api/dev/sms-outbox?phone=${phone}&merchant=${DEMO.merchantIds.demo}`);
  const confirmed = await callApi<SignedIn>('POST', '/api/users/v1/auth/confirm', { phone, code: outbox.body[0]?.code });
  return confirmed.body.token;
}

function tariffAt(place: { latitude: number; longitude: number }) {
  return callApi<DeliveryTariff>(
    'POST',
    '/api/deliveries/v1/delivery/tariff/client/calculate',
    { productPrice: 60_000, branchId: DEMO.branchIds.amirTemur, ...place },
    { authorization: `Bearer ${customerToken}` },
  );
}

beforeAll(async () => {
  customerToken = await customerSignIn();
  browser = await launchBrowser();
  owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await owner.route('**/*.png', (route) => route.abort());
  page = await owner.newPage();
  await signInToConsole(page, 'owner');
});

afterAll(async () => {
  // Whatever happened above, the zone does not outlive the test: it would price other files' orders.
  const zone = await savedZone().catch(() => undefined);
  if (zone) await callApi('DELETE', `/api/console/v1/delivery/zones/${zone.id}`, undefined, await consoleHeaders());
  const region = await savedRegion().catch(() => undefined);
  if (region) await callApi('DELETE', `/api/console/v1/delivery/regions/${region.id}`, undefined, await consoleHeaders());
  await owner?.close();
  await browser?.close();
});

describe('console delivery zones', () => {
  it('draws a zone on the map, prices it, and the storefront charges that price inside it', async () => {
    await page.goto(storeUrl('demo', '/console/delivery'));
    await page.getByRole('heading', { level: 1, name: p.zones.title }).waitFor();
    const map = page.locator('.leaflet-container');
    await map.waitFor();
    // The demo's zones are drawn (as SVG paths) once Leaflet has fitted the view to the main city.
    await expect.poll(() => page.locator('.leaflet-overlay-pane path').count(), { timeout: 10_000 }).toBeGreaterThan(1);

    await page.getByRole('button', { name: p.zones.draw }).click();
    await page.getByText(p.zones.drawHint).waitFor();
    await drawSquare(map);

    const form = page.getByRole('form', { name: p.zones.newZone });
    await form.waitFor();
    await form.getByLabel(p.zones.name).fill(ZONE_NAME);
    await form.getByLabel(p.zones.price).fill(String(PRICE));
    // Above every demo zone where they overlap.
    await form.getByLabel(p.zones.priority).fill('-1000');
    await form.getByRole('button', { name: p.zones.save }).click();
    await page.getByRole('form', { name: ZONE_NAME }).waitFor();
    await page.locator('[data-zone-id]').filter({ hasText: ZONE_NAME }).waitFor();

    const zone = await savedZone();
    expect(zone).toMatchObject({ price: PRICE, priority: -1000, isActive: true, cityId: DEMO.cityIds.tashkent });
    const ring = zone?.polygon.type === 'Polygon' ? zone.polygon.coordinates[0] : undefined;
    expect(ring).toHaveLength(5);
    const lngs = ring!.map(([lng = 0]) => lng);
    const lats = ring!.map(([, lat = 0]) => lat);
    const inside = { longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2, latitude: (Math.min(...lats) + Math.max(...lats)) / 2 };
    const outside = { longitude: Math.max(...lngs) + (Math.max(...lngs) - Math.min(...lngs)) * 2, latitude: inside.latitude };

    // The storefront's checkout tariff: the zone's price inside, something else outside.
    const priced = await tariffAt(inside);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body).toMatchObject({ price: PRICE, source: 'ZONE', zoneId: zone?.id });
    const elsewhere = await tariffAt(outside);
    expect(elsewhere.body.zoneId).not.toBe(zone?.id);
    expect(elsewhere.body.price).not.toBe(PRICE);

    // The console's "price a point" says the same at the middle of the drawn square.
    await page.getByRole('button', { name: p.quote.start }).click();
    await page.getByText(p.quote.hint).waitFor();
    // The tool's fields sit above the map: it moved down, so the square's middle is measured again.
    const moved = await map.boundingBox();
    if (!moved) throw new Error('the map has no box');
    await page.mouse.click(moved.x + moved.width / 2, moved.y + moved.height / 2);
    await expect.poll(() => page.locator('[data-quote-price]').getAttribute('data-quote-price'), { timeout: 5_000 }).toBe(String(PRICE));

    // Deleting it from the panel puts the old price back.
    await page.getByRole('button', { name: p.quote.stop }).click();
    await page.getByRole('button', { name: p.zones.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: p.common.delete, exact: true }).click();
    await expect.poll(async () => (await savedZone())?.id ?? null).toBeNull();
    expect((await tariffAt(inside)).body.zoneId).not.toBe(zone?.id);
  });

  it('draws a delivery region, keeps it across a reload, and deletes it', async () => {
    await page.goto(storeUrl('demo', '/console/delivery'));
    const map = page.locator('.leaflet-container');
    await map.waitFor();
    await expect.poll(() => page.locator('.leaflet-overlay-pane path').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await page.getByRole('button', { name: p.regions.regionsTab }).click();
    await page.getByRole('heading', { name: p.regions.list }).waitFor();
    await page.getByRole('button', { name: p.regions.draw }).click();
    await page.getByText(p.zones.drawHint).waitFor();
    await drawSquare(map);

    const form = page.getByRole('form', { name: p.regions.newRegion });
    await form.getByLabel(p.regions.name).fill(REGION_NAME);
    await form.getByRole('button', { name: p.regions.save }).click();
    await page.getByRole('form', { name: REGION_NAME }).waitFor();
    expect(await savedRegion()).toMatchObject({ name: REGION_NAME, isActive: true, cityId: DEMO.cityIds.tashkent });

    await page.reload();
    await page.getByRole('button', { name: p.regions.regionsTab }).click();
    await page.locator('[data-region-id]').filter({ hasText: REGION_NAME }).click();
    await page.getByRole('form', { name: REGION_NAME }).getByRole('button', { name: p.regions.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: p.common.delete, exact: true }).click();
    await page.locator('[data-region-id]').filter({ hasText: REGION_NAME }).waitFor({ state: 'detached' });
    expect(await savedRegion()).toBeUndefined();
  });
});
