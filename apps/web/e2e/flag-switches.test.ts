// Issue 16: every web-settings switch that no other browser test turns, turned by the demo's owner through
// the console's API and followed by the storefront (demo brand, in Uzbek, on a phone). One row per switch:
// the change (from the demo's current value to the other one), the page, and what the page shows for it.
// Each row opens its page with the demo's value, switches (withWebSettings puts the value back afterwards),
// opens it again and expects the opposite. Where a switch also closes a route, the probe asks the server
// for that route with the page's own session (a fetch from the page): "404 when off" is an answer, not something drawn.
// The checkout rows need a signed-in customer with a basket: signed in once, one somsa added, pick-up at the
// 24/7 branch (the hour of the run does not matter); the cashback row needs a balance (one closed order) and
// the cancel row an order the customer may still cancel.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Order, OrderRequest } from '@dastarkhan/domain/contracts/order';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { formatPhone } from '@dastarkhan/domain/phone';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../app/features/account/locales.ts';
import { basketMessages } from '../app/features/basket/locales.ts';
import { checkoutMessages } from '../app/features/checkout/locales.ts';
import { contentMessages } from '../app/features/content/locales.ts';
import { dineInMessages } from '../app/features/dine-in/locales.ts';
import { ordersMessages } from '../app/features/orders/locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { callApi } from './http.ts';
import { withWebSettings } from './merchant-settings.ts';
import { fill, placeOrderAs, signIn, uniquePhone } from './shopper.ts';

const common = commonMessages.uz;
const account = accountMessages.uz;
const basket = basketMessages.uz;
const c = checkoutMessages.uz;
const o = ordersMessages.uz;
const SOMSA = DEMO.products.somsa;
const base = () => storeUrl('demo', '').replace(/\/$/, '');

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The demo's web settings as the run found them: each row starts from them. */
let demo: WebSettings;
/** An order the customer may still cancel (a cash pick-up, just placed). */
let openOrder: Order;

// ----- What a page shows -----

/** Whether the page's footer links to `label` (a company page, a social page, an app). */
const footerLink = (label: string) => async () => (await page.locator('footer').getByRole('link', { name: label, exact: true }).count()) > 0;
/** Whether the profile's list (the page's main part) has the entry `label`. */
const profileEntry = (label: string) => async () => (await page.locator('main').getByRole('link', { name: label, exact: true }).count()) > 0;
/**
 * Whether the footer shows the merchant's phone (the `phone` setting) above its pages. The demo's contacts list
 * (`contacts`, not switched here) holds the same number, so the links in that list are not counted.
 */
const mainPhone = async () => {
  const name = formatPhone(demo.phone.url);
  const footer = page.locator('footer');
  return (await footer.getByRole('link', { name, exact: true }).count()) > (await footer.locator('dl').getByRole('link', { name, exact: true }).count());
};
/** Whether the server answers the storefront route 200 (else 404) to this customer's session (asked from the page). */
const answers = (path: string) => async () => {
  const status = await page.evaluate(async (url) => (await fetch(url, { redirect: 'manual' })).status, path);
  expect([200, 404], `${path} answered ${status}`).toContain(status);
  return status === 200;
};
/** Whether checkout offers the service (its radio). */
const serviceOffered = (service: 'DELIVERY' | 'PICK_UP' | 'DINE_IN') => async () =>
  (await page.getByRole('radio', { name: c.service[service], exact: true }).count()) > 0;
/** Whether checkout's payment section offers the method (its radio's value is the method's type; its name is the merchant's). */
const paymentOffered = (type: string) => async () =>
  (await page.getByTestId('checkout-payment').locator(`input[name="paymentType"][value="${type}"]`).count()) > 0;

type Probe = () => Promise<boolean>;

interface Row {
  /** The switch, as the README's table names it. */
  name: string;
  /** The page the row opens (a function where it depends on what beforeAll made). */
  path: string | (() => string);
  /** Something on the page that is there once the page has loaded, whatever the switch (the probes then count at once). */
  ready: () => Promise<void>;
  /** The change to the demo's current settings: the switch's other value. */
  change: (current: WebSettings) => Partial<WebSettings>;
  /** Whether the storefront should show the feature with these settings. */
  shown: (settings: WebSettings) => boolean;
  /** Each answers whether the feature is there; all must equal `shown`. */
  probes: Probe[];
  /** Run before the row's first visit (seating at a table). */
  before?: () => Promise<void>;
}

type BooleanFlag = {
  [K in keyof WebSettings]: WebSettings[K] extends boolean ? K : never;
}[keyof WebSettings];
type LinkSetting = 'phone' | 'telegram' | 'instagram' | 'facebook';
type AppLink = 'iosAppLink' | 'androidAppLink' | 'telegramBotLink';

const profileReady = () => page.locator('main').getByRole('link', { name: account.profile.orders, exact: true }).waitFor();
const footerReady = () => page.locator('footer').waitFor();
// The menu's first screen and its banner row come with the page (the rest of the menu is drawn later).
const menuReady = () => page.getByRole('heading', { level: 1 }).first().waitFor();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The "+" of any card on the menu's first screen ("Add {{name}} to basket", whatever the product). */
const [beforeName = '', afterName = ''] = basket.add.quickAdd.split(/\{\{-?\s*name\s*\}\}/);
const anyQuickAdd = new RegExp(`^${escapeRegExp(beforeName)}.+${escapeRegExp(afterName)}$`);
const checkoutReady = () => page.getByRole('button', { name: c.page.continue }).waitFor();

const flag = (name: BooleanFlag, path: Row['path'], ready: Row['ready'], probes: Probe[], extra: Partial<Row> = {}): Row => ({
  name,
  path,
  ready,
  change: (current) => ({ [name]: !current[name] }) as Partial<WebSettings>,
  shown: (settings) => settings[name],
  probes,
  ...extra,
});

/** A footer link `{url, active}`: its `active` turned; one with no URL (the demo's Facebook) gets one and is switched on. */
const link = (name: LinkSetting, probe: Probe, url: string): Row => ({
  name: `${name}.active`,
  path: '/offerta',
  ready: footerReady,
  change: (current) => ({ [name]: current[name].url ? { ...current[name], active: !current[name].active } : { url, active: true } }) as Partial<WebSettings>,
  shown: (settings) => settings[name].active && settings[name].url !== '',
  probes: [probe],
});

/** An app link: set to an address when the demo has none, emptied when it has one. */
const appLink = (name: AppLink, label: string, url: string): Row => ({
  name,
  path: '/offerta',
  ready: footerReady,
  change: (current) => ({ [name]: current[name] ? '' : url }) as Partial<WebSettings>,
  shown: (settings) => settings[name] !== '',
  probes: [footerLink(label)],
});

/** A storefront language's switch: whether the language picker offers it. */
const languageFlag = (code: 'ru' | 'eng' | 'kz' | 'tr' | 'zh' | 'ar'): Row =>
  flag(`${code}Active`, '/offerta', footerReady, [async () => (await page.locator(`select option[value="${code}"]`).count()) > 0]);

/** A setting with a value rather than on/off: `shown` is "has the demo's value", the change is another value. */
const valued = <K extends keyof WebSettings>(name: K, other: WebSettings[K], path: string, ready: Row['ready'], probe: Probe): Row => ({
  name,
  path,
  ready,
  change: () => ({ [name]: other }) as Partial<WebSettings>,
  shown: (settings) => JSON.stringify(settings[name]) === JSON.stringify(demo[name]),
  probes: [probe],
});

const ROWS: Row[] = [
  // Company pages: the profile's entry, the footer's link and the route itself.
  flag('aboutMerchantActive', '/profile', profileReady, [profileEntry(account.profile.about), footerLink(common.footer.about), answers('/about')]),
  flag('branchesActive', '/profile', profileReady, [
    profileEntry(account.profile.branches),
    footerLink(common.footer.branches),
    answers('/branches'),
    answers('/branches/map'),
  ]),
  flag('vacanciesActive', '/profile', profileReady, [profileEntry(account.profile.vacancies), footerLink(common.footer.vacancies), answers('/vacancy')]),
  flag('termsOfUseActive', '/profile', profileReady, [profileEntry(account.profile.terms), footerLink(common.footer.offerta), answers('/offerta')]),
  flag('privacyActive', '/profile', profileReady, [profileEntry(account.profile.privacy), footerLink(common.footer.privacy), answers('/privacy')]),
  // Saved cards: the profile's entry and the cards page (paying an order with a saved card is cards.test.ts's).
  flag('cardActive', '/profile', profileReady, [profileEntry(account.profile.cards), answers('/profile/cards')]),
  // The menu: the banner row, the cards' quick "+".
  flag('bannersActive', '/', menuReady, [async () => (await page.getByRole('region', { name: contentMessages.uz.banners.title }).count()) > 0]),
  flag('cartInMainActive', '/', menuReady, [async () => (await page.getByRole('button', { name: anyQuickAdd }).count()) > 0]),
  // Checkout's services (pick-up also has its branch-map page) and payment methods.
  flag('deliveryActive', '/checkout', checkoutReady, [serviceOffered('DELIVERY'), answers('/address/delivery')]),
  flag('pickupActive', '/checkout', checkoutReady, [serviceOffered('PICK_UP'), answers('/address/pickup')]),
  flag('cashActive', '/checkout', checkoutReady, [paymentOffered('CASH')]),
  flag('terminalActive', '/checkout', checkoutReady, [paymentOffered('TERMINAL')]),
  flag('paymeActive', '/checkout', checkoutReady, [paymentOffered('PAYME')]),
  flag('clickActive', '/checkout', checkoutReady, [paymentOffered('CLICK')]),
  flag('uzumActive', '/checkout', checkoutReady, [paymentOffered('UZUM')]),
  // Spending cashback: the basket's toggle (the customer has a balance from a closed order).
  flag('cashbackActive', '/basket', () => page.getByTestId('basket-line').first().waitFor(), [
    async () => (await page.getByText(basket.cashback.use, { exact: true }).count()) > 0,
  ]),
  // The order page's "cancel order" while the order may still be cancelled.
  flag(
    'cancelOrderActive',
    () => `/profile/orders/${openOrder.id}`,
    () => page.getByRole('heading', { level: 1 }).first().waitFor(),
    [async () => (await page.getByRole('button', { name: o.actions.cancel, exact: true }).count()) > 0],
  ),
  // The footer's contacts and links.
  link('phone', mainPhone, 'tel:+998712001000'),
  link('telegram', footerLink(common.footer.telegram), 'https://t.me/dastarkhan_demo'),
  link('instagram', footerLink(common.footer.instagram), 'https://instagram.com/dastarkhan.demo'),
  link('facebook', footerLink(common.footer.facebook), 'https://facebook.com/dastarkhan.demo'),
  appLink('iosAppLink', common.footer.appStore, 'https://apps.apple.com/app/id1000000000'),
  appLink('androidAppLink', common.footer.googlePlay, 'https://play.google.com/store/apps/details?id=uz.dastarkhan.demo'),
  appLink('telegramBotLink', common.footer.telegramBot, 'https://t.me/dastarkhan_demo_bot'),
  // Languages the picker offers (Uzbek, the demo's main language, stays on).
  languageFlag('ru'),
  languageFlag('eng'),
  languageFlag('kz'),
  languageFlag('tr'),
  languageFlag('zh'),
  languageFlag('ar'),
  // The look: the brand colour (the page's --brand), dark mode, the footer's left line.
  valued('mainColor', '#1D4ED8', '/offerta', footerReady, async () =>
    (await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toUpperCase())) === demo.mainColor.toUpperCase(),
  ),
  flag('isDark', '/offerta', footerReady, [async () => (await page.locator('html[data-theme="dark"]').count()) > 0]),
  // The names: the header's brand, the pages' title; the language of a visitor who chose none (the customer here never did).
  valued('brand', 'Sinov Oshxonasi', '/offerta', footerReady, async () => (await page.locator('header').getByText(demo.brand, { exact: true }).count()) > 0),
  // The site title is the home page's (inner pages carry the short brand).
  valued('title', 'Sinov oshxonasi — menyu', '/', menuReady, async () => (await page.title()) === demo.title),
  valued('mainLanguage', 'ru', '/offerta', footerReady, async () => (await page.locator('html').getAttribute('lang'))?.startsWith(demo.mainLanguage) === true),
  valued('leftCopyWrite', { uz: '© Sinov', ru: '© Тест', eng: '© Test' }, '/offerta', footerReady, async () =>
    (await page.locator('footer').getByText(demo.leftCopyWrite.uz, { exact: true }).count()) > 0,
  ),
  valued('rightCopyWrite', { uz: 'Sinov platformasida', ru: 'На тестовой платформе', eng: 'On a test platform' }, '/offerta', footerReady, async () =>
    (await page.locator('footer').getByText(demo.rightCopyWrite.uz, { exact: true }).count()) > 0,
  ),
  // Dine-in is the QR table menu: seated at a table (the link's ?table=), checkout offers the table and nothing else.
  // Last: the customer stays seated.
  flag('dineInActive', '/checkout', checkoutReady, [serviceOffered('DINE_IN')], {
    before: async () => {
      await page.goto(`${base()}/?table=${DEMO.tableIds.tashkentCity5}`);
      await page.getByTestId('table-banner').waitFor();
    },
  }),
];

/** The basket's draft as the storefront keeps it in localStorage (zustand's persisted state), as far as this test reads it. */
interface Draft {
  state?: { lines?: unknown[]; checkout: Record<string, unknown> };
}

async function customerHeaders(): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'dk_token_demo')?.value ?? '';
  return { authorization: `Bearer ${token}` };
}

async function moveOrder(orderId: string, status: string): Promise<void> {
  const moved = await callApi<unknown>('PUT', `/api/operator/v1/orders/${orderId}/status`, { status }, { 'x-operator-key': DEMO.operatorKey });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

beforeAll(async () => {
  demo = (await callApi<WebSettings>('GET', '/api/support/v1/merchant/settings/web')).body;
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  await page.goto(`${base()}/login`);
  await signIn(page, uniquePhone('94'));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // A cashback balance (the demo credits a percent of a closed order), and an order still open to cancel.
  const auth = await customerHeaders();
  const pickUp: Omit<OrderRequest, 'totalPrice'> = {
    serviceType: 'PICK_UP',
    branchId: DEMO.roundTheClockBranchId,
    paymentType: 'CASH',
    cartItems: [{ productId: SOMSA.id, quantity: 2 }],
  };
  const closed = await placeOrderAs(auth, pickUp);
  for (const status of ['ACCEPTED', 'DONE', 'CLOSED']) await moveOrder(closed.id, status);
  openOrder = await placeOrderAs(auth, pickUp);

  // One somsa in the basket, for a pick-up at the branch open around the clock.
  await page.goto(`${base()}/`);
  await page.getByRole('button', { name: fill(basket.add.quickAdd, { name: SOMSA.name.uz }) }).first().click();
  const key = `dk:${DEMO.merchantIds.demo}:order-draft`;
  // Waited for in the stored draft (expect.poll is for tests, not for beforeAll).
  await page.waitForFunction((draftKey) => (JSON.parse(localStorage.getItem(draftKey) ?? '{}') as Draft).state?.lines?.length === 1, key);
  await page.evaluate(
    ({ draftKey, branchId }) => {
      const draft = JSON.parse(localStorage.getItem(draftKey) ?? '{}') as Required<Draft>;
      draft.state.checkout = { ...draft.state.checkout, serviceType: 'PICK_UP', branchId };
      localStorage.setItem(draftKey, JSON.stringify(draft));
    },
    { draftKey: key, branchId: DEMO.roundTheClockBranchId },
  );
}, 60_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('every web-settings switch, turned by the owner, is followed by the storefront', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const path = () => `${base()}${typeof row.path === 'string' ? row.path : row.path()}`;
    const look = async (): Promise<boolean[]> => {
      await page.goto(path(), { waitUntil: 'domcontentloaded' });
      // The badge is drawn from the device's basket (one somsa): once it shows, the page is past hydration.
      await page.locator('[data-testid="basket-badge"]:visible').first().waitFor();
      await row.ready();
      const seen: boolean[] = [];
      for (const probe of row.probes) seen.push(await probe());
      return seen;
    };
    const change = row.change(demo);
    const before = row.shown(demo);
    const after = row.shown({ ...demo, ...change });
    expect(after, 'the change switches the feature').toBe(!before);

    await row.before?.();
    expect(await look(), `with the demo's ${JSON.stringify(before)}`).toEqual(row.probes.map(() => before));
    await withWebSettings(change, async () => {
      expect(await look(), `switched to ${JSON.stringify(change)}`).toEqual(row.probes.map(() => after));
    });
  });

  it('seats nobody from a table link while dineInActive is off, and says why', async () => {
    expect(demo.dineInActive).toBe(true);
    await withWebSettings({ dineInActive: false }, async () => {
      await page.goto(`${base()}/?table=${DEMO.tableIds.tashkentCity10}`);
      await page.getByRole('alert').filter({ hasText: dineInMessages.uz.dineInOff }).waitFor();
      expect(await page.getByTestId('table-banner').count()).toBe(0);
    });
  });
});
