// /profile/orders/:id/map in real Chromium against the built server: a delivery order's branch and
// address as markers, then the courier the operator assigns appearing and moving as its device reports
// positions, without a reload and without the map re-zooming under the customer; the order page links
// to it. Tiles are blocked (offline); the markers are div icons and draw without them.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { DEMO_MERCHANT } from '@dastarkhan/db/seed/demo-merchant';
import type { OperatorCourierLocation } from '@dastarkhan/domain/contracts/operator';
import type { Order, OrderRequest } from '@dastarkhan/domain/contracts/order';
import { formatTimeAt } from '@dastarkhan/domain/date-format';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi as call } from './http.ts';
import { ordersMessages } from '../app/features/orders/locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { fill, placeOrderAs, signIn, uniquePhone } from './shopper.ts';

// The demo brand opens in Uzbek.
const uz = ordersMessages.uz;
const BRANCH_ID = DEMO.roundTheClockBranchId;
const branch = DEMO_MERCHANT.branches.find((candidate) => candidate.key === 'tashkent-city')!;
const courier = branch.couriers!.find((candidate) => candidate.key === 'dilshod')!;
const COURIER_ID = DEMO.courierIds.dilshod;
// Inside the demo's central "Markaz" delivery zone.
const HOME = { latitude: 41.31, longitude: 69.28 };
const operator = { 'x-operator-key': DEMO.operatorKey };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;


/** Places a delivery to HOME for the signed-in customer: a total of 0 first, for the API to say its own. */
async function placeDelivery(): Promise<Order> {
  const auth = { authorization: `Bearer ${token}` };
  const request: Omit<OrderRequest, 'totalPrice'> = {
    serviceType: 'DELIVERY',
    branchId: BRANCH_ID,
    paymentType: 'CASH',
    address: { name: 'Uy', streetName: 'Amir Temur', houseNumber: '1', ...HOME },
    cartItems: [{ productId: DEMO.products.somsa.id, quantity: 3 }],
  };
  return placeOrderAs(auth, request);
}

async function operatorCall(method: string, path: string, body: unknown): Promise<unknown> {
  const answer = await call<unknown>(method, path, body, operator);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

async function sendPosition(orderId: string, place: { latitude: number; longitude: number }): Promise<OperatorCourierLocation> {
  const stored = (await operatorCall('PUT', `/api/operator/v1/orders/${orderId}/courier-location`, place)) as OperatorCourierLocation;
  expect(stored.stored).toBe(true);
  return stored;
}

const positionText = () => page.getByTestId('courier-position').innerText();
const marker = (kind: string) => page.locator(`.leaflet-marker-icon[data-marker-kind="${kind}"]`);
const markerPlace = async (kind: string) => {
  const element = marker(kind);
  return (await element.count()) === 0 ? null : { latitude: Number(await element.getAttribute('data-latitude')), longitude: Number(await element.getAttribute('data-longitude')) };
};

/** Where a marker sits on the screen once the map has stopped moving (fits are animated). */
async function settledBox(locator: Locator): Promise<{ x: number; y: number }> {
  let last = '';
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await page.waitForTimeout(150)) {
    const box = await locator.boundingBox();
    const now = box ? `${Math.round(box.x)},${Math.round(box.y)}` : '';
    if (now && now === last) return { x: Math.round(box!.x), y: Math.round(box!.y) };
    last = now;
  }
  throw new Error('the map did not settle');
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  // No internet here: tiles would only time out.
  await context.route('**/*.png', (route) => route.abort());
  page = await context.newPage();
  await page.goto(storeUrl('demo', '/profile/orders'));
  await page.waitForURL('**/login?next=%2Fprofile%2Forders');
  await signIn(page, uniquePhone('96'));
  await page.waitForURL(storeUrl('demo', '/profile/orders'));
  token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
  expect(token).not.toBe('');
});

afterAll(async () => {
  await browser?.close();
});

describe('order tracking map', () => {
  it('opens from the order page of a delivery', async () => {
    const order = await placeDelivery();
    await page.goto(storeUrl('demo', `/profile/orders/${order.id}`));
    await page.getByRole('heading', { level: 1, name: fill(uz.order.number, { number: order.number }), exact: true }).waitFor();
    await page.getByRole('link', { name: uz.map.link }).click();
    await page.waitForURL(`**/profile/orders/${order.id}/map`);
    await page.getByRole('heading', { level: 1, name: fill(uz.map.title, { number: order.number }) }).waitFor();
    // Back goes to the order.
    await page.getByRole('link', { name: commonMessages.uz.app.back }).click();
    await page.waitForURL(`**/profile/orders/${order.id}`);
  });

  it('shows branch and address, then the assigned courier moving live without a reload or a re-zoom', async () => {
    const order = await placeDelivery();
    await page.goto(storeUrl('demo', `/profile/orders/${order.id}/map`));
    await page.getByRole('heading', { level: 1, name: fill(uz.map.title, { number: order.number }) }).waitFor();

    const branchMarker = page.getByRole('button', { name: fill(uz.map.branchMarker, { name: branch.name.uz }) });
    const homeMarker = page.getByRole('button', { name: uz.map.destination, exact: true });
    await branchMarker.waitFor({ timeout: 15_000 });
    await homeMarker.waitFor();
    expect(await markerPlace('branch')).toEqual({ latitude: branch.latitude, longitude: branch.longitude });
    expect(await markerPlace('destination')).toEqual(HOME);
    expect(await marker('courier').count()).toBe(0);
    expect(await page.getByTestId('map-legend').innerText()).toContain(uz.map.destination);
    expect(await positionText()).toBe(uz.map.noPosition);
    expect(await page.getByTestId('order-status').innerText()).toBe(uz.status.CREATED);

    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await operatorCall('PUT', `/api/operator/v1/orders/${order.id}/status`, { status: 'ACCEPTED' });
    await operatorCall('PUT', `/api/operator/v1/orders/${order.id}/courier-status`, { courierStatus: 'PERFORMER_LOOK_UP', courierId: COURIER_ID });
    await expect.poll(() => page.getByTestId('order-status').innerText(), { timeout: 15_000 }).toBe(uz.status.ACCEPTED);
    const call = page.getByRole('link', { name: fill(uz.detail.callCourier, { name: courier.name }) });
    await call.waitFor({ timeout: 15_000 });
    expect(await call.getAttribute('href')).toBe(`tel:+${courier.phone.replace(/\D/g, '')}`);

    const first = await sendPosition(order.id, { latitude: 41.305, longitude: 69.275 });
    await expect.poll(() => markerPlace('courier'), { timeout: 15_000 }).toEqual({ latitude: 41.305, longitude: 69.275 });
    expect(await positionText()).toBe(fill(uz.map.positionAt, { time: formatTimeAt(first.locationUpdatedAt!, 'Asia/Tashkent', 'uz') }));
    await page.getByRole('button', { name: fill(uz.map.courierMarker, { name: courier.name }) }).waitFor();

    // The courier's arrival refits the map once; after that the view stays where it is.
    const before = await settledBox(homeMarker);
    // Positions closer than a second apart are dropped by the API.
    await page.waitForTimeout(1_100);
    const second = await sendPosition(order.id, { latitude: 41.335, longitude: 69.24 });
    await expect.poll(() => markerPlace('courier'), { timeout: 15_000 }).toEqual({ latitude: 41.335, longitude: 69.24 });
    await expect.poll(positionText).toBe(fill(uz.map.positionAt, { time: formatTimeAt(second.locationUpdatedAt!, 'Asia/Tashkent', 'uz') }));
    expect(await settledBox(homeMarker)).toEqual(before);

    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  it("is a 404 for an order that is not the customer's", async () => {
    const response = await page.goto(storeUrl('demo', '/profile/orders/00000000-0000-4000-8000-000000000000/map'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: uz.detail.notFoundTitle }).waitFor();
  });
});
