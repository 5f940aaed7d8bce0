// Customer accounts in real Chromium against the built server: SMS sign-in with the code read from
// the dev outbox, the guards, the profile and its phone change, logout, deletion, sessions per
// brand and a session revoked behind the browser's back.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { SignedIn, User } from '@dastarkhan/domain/contracts/account';
import { formatPhone } from '@dastarkhan/domain/phone';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signContact, signInitData } from '../../api/src/testing/telegram.ts';
import { accountMessages } from '../app/features/account/locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { getAs } from './http.ts';
import { smsCode, uniquePhone } from './shopper.ts';

const uz = accountMessages.uz;
const TOKEN_COOKIE = 'dk_token_demo';

let browser: Browser;
let demoId: string;
const api = (path: string) => `http://127.0.0.1:${inject('port')}${path}`;
const plain = (text: string) => text.replace(/[\u00a0\u2066\u2069]/g, ' ');

/**
 * Another customer who owns `phone`, made through the Mini App sign-in (a shared contact), so no
 * code went to the number: the API limits how often a number may be sent codes, and tells whether
 * a number is taken only within that limit.
 */
async function customerOwning(phone: string): Promise<void> {
  const user = { id: 8_000_000_000 + Math.floor(Math.random() * 1_000_000_000), first_name: 'Boshqa' };
  const response = await fetch(api('/api/webbot/v1/users/login'), {
    method: 'POST',
    headers: { merchant: demoId, 'content-type': 'application/json' },
    body: JSON.stringify({
      initData: signInitData({ user }, DEMO.telegramBotToken),
      phone,
      firstName: user.first_name,
      contact: signContact({ phone_number: phone, first_name: user.first_name, user_id: user.id }, DEMO.telegramBotToken),
    }),
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as SignedIn).user.phone).toBe(phone);
}

async function tokenOf(context: BrowserContext, name = TOKEN_COOKIE): Promise<string | null> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value ?? null;
}

async function mainText(page: Page): Promise<string> {
  return plain(await page.locator('main').innerText());
}

/** The first step: the phone typed key by key into the masked field, then "Get code". */
async function requestCode(page: Page, phone: string): Promise<void> {
  const field = page.getByLabel(uz.login.phoneLabel);
  await field.click();
  await field.press('End');
  await field.pressSequentially(phone.slice(3));
  expect(await field.inputValue()).toBe(formatPhone(phone));
  await page.getByRole('button', { name: uz.login.submit }).click();
  await page.waitForURL('**/login/confirm?**');
}

/** Signs in through the pages from wherever the page is (it must be on /login). */
async function signInHere(page: Page, phone: string): Promise<void> {
  const asked = Date.now() - 2_000;
  await requestCode(page, phone);
  const code = await smsCode(phone, asked);
  // Six digits submit the form by themselves.
  await page.getByLabel(uz.confirm.codeLabel).pressSequentially(code);
}

/** A new phone-sized browser signed in at demo, on /profile. */
async function signedInPage(phone = uniquePhone('90')): Promise<{ page: Page; phone: string }> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await page.goto(storeUrl('demo', '/profile'));
  await page.waitForURL('**/login?next=%2Fprofile');
  await signInHere(page, phone);
  await page.waitForURL(storeUrl('demo', '/profile'));
  // The address changes before React has rendered the new page.
  await page.getByRole('heading', { level: 1, name: uz.profile.title }).waitFor();
  return { page, phone };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const merchant = await getAs('demo', '/api/users/v1/merchants/sub/demo');
  demoId = (JSON.parse(merchant.body) as { id: string }).id;
  expect(demoId).toBe(DEMO.merchantIds.demo);
});

afterAll(async () => {
  await browser?.close();
});

describe('sign-in', () => {
  it('signs in with the SMS code and lands back where the customer was going', async () => {
    const { page, phone } = await signedInPage();
    expect(await mainText(page)).toContain(formatPhone(phone));
    const cookie = (await page.context().cookies()).find((entry) => entry.name === TOKEN_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await fetch(api('/api/users/v1/users/me'), { headers: { merchant: demoId, authorization: `Bearer ${cookie?.value}` } });
    expect(((await me.json()) as User).phone).toBe(phone);
    // A signed-in customer opening /login goes on to the profile.
    await page.goto(storeUrl('demo', '/login'));
    await page.waitForURL(storeUrl('demo', '/profile'));
    await page.context().close();
  });

  it('shows the wrong-code message in the page language and accepts the right code after it', async () => {
    const context = await newPhoneContext(browser);
    await context.addCookies([{ name: 'lang', value: 'ru', url: storeUrl('demo', '/') }]);
    const page = await context.newPage();
    const phone = uniquePhone('90');
    await page.goto(storeUrl('demo', '/login?next=%2Fsearch'));
    const asked = Date.now() - 2_000;
    const field = page.getByLabel(accountMessages.ru.login.phoneLabel);
    await field.fill(phone.slice(3));
    await page.getByRole('button', { name: accountMessages.ru.login.submit }).click();
    await page.waitForURL('**/login/confirm?**');
    await expect.poll(() => mainText(page)).toContain(formatPhone(phone));
    expect(await mainText(page)).toMatch(/Новый код можно получить через \d+ с/);

    const code = await smsCode(phone, asked);
    const wrong = code.replace(/.$/, (digit) => String((Number(digit) + 1) % 10));
    const codeField = page.getByLabel(accountMessages.ru.confirm.codeLabel);
    await codeField.pressSequentially(wrong);
    await expect.poll(() => mainText(page)).toContain('Введен неверный код или срок действия SMS-кода истек');
    await expect.poll(() => codeField.inputValue()).toBe('');

    await codeField.pressSequentially(code);
    await page.waitForURL(storeUrl('demo', '/search'));
    expect(await tokenOf(context)).not.toBeNull();
    await context.close();
  });

  it('answers a resend inside the waiting time with how long to wait', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const phone = uniquePhone('90');
    await page.goto(storeUrl('demo', '/login'));
    await requestCode(page, phone);
    // The page was told the wait is over; the API knows better.
    const url = new URL(page.url());
    url.searchParams.set('resend', '0');
    await page.goto(url.toString());
    await page.getByRole('button', { name: uz.confirm.resend }).click();
    await expect.poll(() => mainText(page)).toMatch(/Juda ko'p urinish\. \d+ soniyadan keyin qayta urinib ko'ring/);
    await context.close();
  });

  it('works without JavaScript: plain form posts from phone to signed in', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const phone = uniquePhone('90');
    await page.goto(storeUrl('demo', '/login'));
    const asked = Date.now() - 2_000;
    await page.getByLabel(uz.login.phoneLabel).fill(`+${phone}`);
    await page.getByRole('button', { name: uz.login.submit }).click();
    await page.waitForURL('**/login/confirm?**');
    await page.getByLabel(uz.confirm.codeLabel).fill(await smsCode(phone, asked));
    await page.getByRole('button', { name: uz.confirm.submit }).click();
    await page.waitForURL(storeUrl('demo', '/'));
    expect(await tokenOf(context)).not.toBeNull();
    await context.close();
  });
});

describe('sign-in guards', () => {
  it('sends a guest from checkout, the profile pages and order tracking to /login with the way back; the basket stays open', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    for (const path of ['/checkout', '/profile/orders', '/profile/orders/7/map']) {
      await page.goto(storeUrl('demo', path));
      await page.waitForURL(storeUrl('demo', `/login?next=${encodeURIComponent(path)}`));
      expect(await page.getByLabel(uz.login.phoneLabel).isVisible()).toBe(true);
    }
    await page.goto(storeUrl('demo', '/basket'));
    expect(new URL(page.url()).pathname).toBe('/basket');
    // The tab bar's Profile leads a guest to sign-in.
    await page.getByRole('navigation', { name: commonMessages.uz.nav.main }).last().getByRole('link', { name: commonMessages.uz.nav.profile }).click();
    await page.waitForURL(storeUrl('demo', '/login?next=%2Fprofile'));
    await context.close();
  });
});

describe('profile', () => {
  it('shows the spec\'s areas and the customer\'s details', async () => {
    const { page, phone } = await signedInPage();
    const text = await mainText(page);
    for (const label of [uz.profile.orders, uz.profile.addresses, uz.profile.promos, uz.profile.logout, uz.profile.deleteAccount, uz.profile.noName]) {
      expect(text).toContain(label);
    }
    expect(text).toContain(formatPhone(phone));
    await page.context().close();
  });

  it('edits the personal information with the spec\'s validation texts; the name shows on the profile after a reload', async () => {
    const { page } = await signedInPage();
    await page.getByRole('link', { name: new RegExp(uz.profile.personal) }).click();
    await page.waitForURL('**/profile/user');

    await page.getByRole('button', { name: uz.user.save }).click();
    await expect.poll(() => mainText(page)).toContain(uz.errors.required);

    await page.getByLabel(uz.user.firstName, { exact: true }).fill('Aziza');
    await page.getByLabel(uz.user.lastName).fill('Karimova');
    await page.getByLabel(uz.user.birthday).fill('2999-01-01');
    await page.getByRole('button', { name: uz.user.save }).click();
    await expect.poll(() => mainText(page)).toContain(uz.errors.birthdayFuture);

    await page.getByLabel(uz.user.birthday).fill('1994-03-08');
    await page.getByText(uz.user.female, { exact: true }).click();
    await page.getByRole('button', { name: uz.user.save }).click();
    await expect.poll(() => mainText(page)).toContain(uz.user.saved);

    await page.goto(storeUrl('demo', '/profile'));
    await page.reload();
    await expect.poll(() => page.getByTestId('profile-name').innerText()).toBe('Aziza Karimova');
    await page.goto(storeUrl('demo', '/profile/user'));
    expect(await page.getByLabel(uz.user.birthday).inputValue()).toBe('1994-03-08');
    expect(await page.getByRole('radio', { name: uz.user.female }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('changes the phone with a code sent to the new number, and refuses a number of another account', async () => {
    const { page } = await signedInPage();
    const taken = uniquePhone('90');
    await customerOwning(taken);
    await page.goto(storeUrl('demo', '/profile/user'));

    await page.getByRole('button', { name: uz.user.changePhone }).click();
    const sheet = page.getByRole('dialog', { name: uz.phoneChange.title });
    await sheet.getByLabel(uz.phoneChange.newPhone).fill(taken.slice(3));
    await sheet.getByRole('button', { name: uz.phoneChange.sendCode }).click();
    await expect.poll(() => sheet.innerText()).toContain(uz.errors.phoneTaken);

    const fresh = uniquePhone('90');
    const asked = Date.now() - 2_000;
    await sheet.getByLabel(uz.phoneChange.newPhone).fill(fresh.slice(3));
    await sheet.getByRole('button', { name: uz.phoneChange.sendCode }).click();
    await expect.poll(async () => plain(await sheet.innerText())).toContain(formatPhone(fresh));
    await sheet.getByLabel(uz.confirm.codeLabel).pressSequentially(await smsCode(fresh, asked));

    await expect.poll(() => sheet.isVisible()).toBe(false);
    await expect.poll(() => mainText(page)).toContain(uz.phoneChange.changed);
    await expect.poll(async () => plain(await page.getByTestId('profile-phone').innerText())).toBe(formatPhone(fresh));
    await page.context().close();
  });
});

describe('logout and deletion', () => {
  it('logs out to the menu as a guest: the brand\'s stored state is gone, other brands\' and the merchant key stay', async () => {
    const { page } = await signedInPage();
    await page.evaluate(
      ({ demo, shop }) => {
        localStorage.setItem(`dk:${demo}:order-draft`, '{"items":[1]}');
        localStorage.setItem(`dk:${shop}:order-draft`, '{"items":[2]}');
        sessionStorage.setItem('dk:step', 'payment');
      },
      { demo: demoId, shop: DEMO.merchantIds.shop },
    );
    await page.getByRole('button', { name: uz.profile.logout }).click();
    await page.waitForURL(storeUrl('demo', '/'));
    await expect.poll(() => page.getByText(uz.notices['signed-out']).isVisible()).toBe(true);

    const stored = await page.evaluate(
      ({ demo, shop }) => ({
        demo: localStorage.getItem(`dk:${demo}:order-draft`),
        shop: localStorage.getItem(`dk:${shop}:order-draft`),
        session: sessionStorage.getItem('dk:step'),
      }),
      { demo: demoId, shop: DEMO.merchantIds.shop },
    );
    expect(stored).toEqual({ demo: null, shop: '{"items":[2]}', session: null });
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === TOKEN_COOKIE)).toBeUndefined();
    expect(cookies.find((cookie) => cookie.name === 'merchant')?.value).toBe(demoId);

    await page.goto(storeUrl('demo', '/profile'));
    await page.waitForURL(storeUrl('demo', '/login?next=%2Fprofile'));
    await page.context().close();
  });

  it('deletes the account only after a confirmation that says it is irreversible', async () => {
    const { page } = await signedInPage();
    const token = await tokenOf(page.context());
    await page.getByRole('button', { name: uz.profile.deleteAccount }).click();
    const sheet = page.getByRole('dialog', { name: uz.profile.deleteTitle });
    expect(await sheet.innerText()).toContain(uz.profile.deleteText);
    await sheet.getByRole('button', { name: uz.profile.deleteCancel }).click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/profile');

    await page.getByRole('button', { name: uz.profile.deleteAccount }).click();
    await page.getByRole('dialog', { name: uz.profile.deleteTitle }).getByRole('button', { name: uz.profile.deleteConfirm }).click();
    await page.waitForURL(storeUrl('demo', '/'));
    await expect.poll(() => page.getByText(uz.notices['account-deleted']).isVisible()).toBe(true);
    expect(await tokenOf(page.context())).toBeNull();
    const me = await fetch(api('/api/users/v1/users/me'), { headers: { merchant: demoId, authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await page.context().close();
  });
});

describe('sessions', () => {
  it('keeps a session per brand: signed in at demo, a guest at shop, still signed in back at demo', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const phone = uniquePhone('90');
    // One host, brands chosen by ?vendor=: both brands' cookies live in the same jar.
    await page.goto(storeUrl(null, '/?vendor=demo'));
    await page.goto(storeUrl(null, '/login?next=%2Fprofile'));
    await signInHere(page, phone);
    await page.waitForURL(storeUrl(null, '/profile'));

    await page.goto(storeUrl(null, '/?vendor=shop'));
    await page.goto(storeUrl(null, '/profile'));
    await page.waitForURL(storeUrl(null, '/login?next=%2Fprofile'));

    await page.goto(storeUrl(null, '/?vendor=demo'));
    await page.goto(storeUrl(null, '/profile'));
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await mainText(page)).toContain(formatPhone(phone));
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain('dk_token_demo');
    expect(names).not.toContain('dk_token_shop');
    await context.close();
  });

  it('sends a customer whose session was revoked elsewhere to / with the stale-session message', async () => {
    const { page } = await signedInPage();
    await page.goto(storeUrl('demo', '/'));
    const token = await tokenOf(page.context());
    const revoked = await fetch(api('/api/users/v1/users/logout'), { method: 'POST', headers: { merchant: demoId, authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(204);

    // The next navigation (in the page, no reload) finds out.
    await page.getByRole('navigation', { name: commonMessages.uz.nav.main }).last().getByRole('link', { name: commonMessages.uz.nav.profile }).click();
    await expect.poll(() => page.getByText(uz.notices['session-expired']).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await tokenOf(page.context())).toBeNull();
    // Shown once: the next page load has no notice.
    await page.reload();
    expect(await page.getByText(uz.notices['session-expired']).count()).toBe(0);
    await page.context().close();
  });
});
