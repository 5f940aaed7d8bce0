// What the browser tests do as a customer of the demo brand (in Uzbek): a phone number of their own,
// signing in through /login with the code from the dev SMS outbox, reading the basket badge, and
// reading texts and money off the page.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { DevSmsMessage } from '@dastarkhan/domain/contracts/account';
import type { Order, OrderRequest } from '@dastarkhan/domain/contracts/order';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accountMessages } from '../app/features/account/locales.ts';
import { branchesMessages } from '../app/features/branches/locales.ts';
import { callApi, getAs } from './http.ts';

const account = accountMessages.uz;

/** An Uzbek mobile number of its own (digits, +998 9X …): the API limits codes per phone. */
export function uniquePhone(operator = '90'): string {
  return `998${operator}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** A catalogue text with its {{placeholders}} filled in, as i18next renders it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{-?\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key]));
}

/** The digits of a money text ("94 000 so'm" → 94000). */
export function som(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

/** The newest code the console SMS gateway "sent" to `phone` since `sentAfter`, polled for up to 10 s. */
export async function smsCode(phone: string, sentAfter: number, sub = 'demo', merchantId: string = DEMO.merchantIds.demo): Promise<string> {
  // Polled by hand rather than with expect.poll, so that it also works in beforeAll.
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const response = await getAs(sub, `/api/dev/sms-outbox?phone=${phone}&merchant=${merchantId}`);
    const messages = JSON.parse(response.body) as DevSmsMessage[];
    const code = messages.find((message) => message.code && Date.parse(message.sentAt) >= sentAfter)?.code;
    if (code) return code;
  }
  throw new Error(`no sign-in code reached ${phone}`);
}

/** Signs in on the /login page the browser is on: types the number, then the code (six digits submit by themselves). */
export async function signIn(page: Page, phone: string): Promise<void> {
  const asked = Date.now() - 2_000;
  const field = page.getByLabel(account.login.phoneLabel);
  await field.click();
  await field.press('End');
  await field.pressSequentially(phone.slice(3));
  await page.getByRole('button', { name: account.login.submit }).click();
  await page.waitForURL('**/login/confirm?**');
  await page.getByLabel(account.confirm.codeLabel).pressSequentially(await smsCode(phone, asked));
}

/** The number on the visible basket badge (the tab bar on a phone); '0' when there is none. */
export async function basketBadge(page: Page): Promise<string> {
  const visible = page.locator('[data-testid="basket-badge"]:visible');
  return (await visible.count()) === 0 ? '0' : visible.locator('[aria-hidden="true"]').innerText();
}

const branches = branchesMessages.uz;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** At checkout (pick-up): opens the branch picker, finds the branch in its list and chooses it on its sheet. */
export async function choosePickupBranch(page: Page, name: string): Promise<void> {
  const section = page.getByTestId('pickup-branches');
  await section.getByRole('button', { name: new RegExp(`^(${escapeRegExp(branches.picker.change)}|${escapeRegExp(branches.picker.chooseBranch)})$`) }).click();
  const picker = page.getByRole('dialog', { name: branches.picker.title });
  await picker.getByRole('button', { name: branches.map.showList }).click();
  await picker.getByRole('list', { name: branches.map.showList }).getByRole('button', { name: new RegExp(escapeRegExp(name)) }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: branches.picker.select }).click();
  await section.getByTestId('pickup-branch').getByText(name, { exact: true }).waitFor();
}

/**
 * Places an order through the API as the customer whose headers are given (their bearer token). The first
 * attempt carries a total of 0, so the API answers 409 PRICE_CHANGED with its own totals; the second sends that total.
 */
export async function placeOrderAs(auth: Record<string, string>, request: Omit<OrderRequest, 'totalPrice'>): Promise<Order> {
  const first = await callApi<{ error: { code: string; details: { totals: { totalPrice: number } } } }>('POST', '/api/orders/v1/orders', { ...request, totalPrice: 0 }, auth);
  expect(first.body.error?.code, JSON.stringify(first.body)).toBe('PRICE_CHANGED');
  const created = await callApi<Order>('POST', '/api/orders/v1/orders', { ...request, totalPrice: first.body.error.details.totals.totalPrice }, auth);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}
