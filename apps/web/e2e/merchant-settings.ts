// Switching a merchant's web settings the way its owner does, through the console's API (session cookie and
// CSRF token), for browser tests that check the storefront follows a flag. Each change is undone by the caller.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { ConsolePolicy, OrderRules } from '@dastarkhan/domain/contracts/console-brand';
import type { MenuCategory, MenuTree } from '@dastarkhan/domain/contracts/console-menu';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import type { PolicyType } from '@dastarkhan/domain/enums';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { DEMO_STAFF } from './console-sign-in.ts';
import { apiUrl } from './http.ts';


interface OwnerSession {
  cookie: string;
  csrfToken: string;
}

async function signInOwner(merchantId: string): Promise<OwnerSession> {
  const response = await fetch(apiUrl('/api/console/v1/auth/login'), {
    method: 'POST',
    headers: { merchant: merchantId, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STAFF.owner),
  });
  if (!response.ok) throw new Error(`console sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const me = (await response.json()) as { csrfToken: string };
  return { cookie, csrfToken: me.csrfToken };
}

/**
 * One sign-in per merchant for the test file: the console limits sign-ins per address, and a file that
 * switches many settings would otherwise run into it (429 CONSOLE_TOO_MANY_ATTEMPTS).
 */
const ownerSessions = new Map<string, Promise<OwnerSession>>();

/** Headers of the console's API as the merchant's signed-in owner. */
async function ownerHeaders(merchantId: string): Promise<Record<string, string>> {
  let signingIn = ownerSessions.get(merchantId);
  if (!signingIn) {
    signingIn = signInOwner(merchantId);
    ownerSessions.set(merchantId, signingIn);
    // A failed sign-in is not kept: the next call tries again.
    signingIn.catch(() => ownerSessions.delete(merchantId));
  }
  const session = await signingIn;
  return { merchant: merchantId, cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
}

/** Changes only the given web settings of the demo merchant (as its owner) and answers what they were before. */
export async function setWebSettings(changes: Partial<WebSettings>, merchantId: string = DEMO.merchantIds.demo): Promise<Partial<WebSettings>> {
  const headers = await ownerHeaders(merchantId);
  const current = await fetch(apiUrl('/api/console/v1/settings/web'), { headers });
  if (!current.ok) throw new Error(`reading web settings answered ${current.status}`);
  const before = (await current.json()) as WebSettings;
  const changed = await fetch(apiUrl('/api/console/v1/settings/web'), { method: 'PUT', headers, body: JSON.stringify(changes) });
  if (!changed.ok) throw new Error(`changing web settings answered ${changed.status}: ${await changed.text()}`);
  return Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof WebSettings]])) as Partial<WebSettings>;
}

/** The merchant's web settings changed for one check, and put back whatever happens. */
export async function withWebSettings(changes: Partial<WebSettings>, check: () => Promise<void>, merchantId: string = DEMO.merchantIds.demo): Promise<void> {
  const before = await setWebSettings(changes, merchantId);
  try {
    await check();
  } finally {
    await setWebSettings(before, merchantId);
  }
}

/**
 * Changes only the given order rules of the demo merchant (as its owner) and answers what they were before.
 * Some storefront switches (isSmsConfirmationRequiredPerOrder, shouldValidateDeliveryArea) are order rules.
 */
export async function setOrderRules(changes: Partial<OrderRules>, merchantId: string = DEMO.merchantIds.demo): Promise<Partial<OrderRules>> {
  const headers = await ownerHeaders(merchantId);
  const current = await fetch(apiUrl('/api/console/v1/settings/order'), { headers });
  if (!current.ok) throw new Error(`reading order rules answered ${current.status}`);
  const before = (await current.json()) as OrderRules;
  const changed = await fetch(apiUrl('/api/console/v1/settings/order'), { method: 'PUT', headers, body: JSON.stringify(changes) });
  if (!changed.ok) throw new Error(`changing order rules answered ${changed.status}: ${await changed.text()}`);
  return Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof OrderRules]])) as Partial<OrderRules>;
}

/**
 * Writes one of the demo merchant's pages (a policy document or an extra page, console content editor) as its
 * owner and answers the text it had before, for the caller to write back.
 */
export async function setPageText(type: PolicyType, text: LocalizedText, merchantId: string = DEMO.merchantIds.demo): Promise<LocalizedText> {
  const headers = await ownerHeaders(merchantId);
  const current = await fetch(apiUrl('/api/console/v1/content/policies'), { headers });
  if (!current.ok) throw new Error(`reading the pages answered ${current.status}`);
  const before = ((await current.json()) as ConsolePolicy[]).find((page) => page.type === type);
  if (!before) throw new Error(`the console lists no page ${type}`);
  const changed = await fetch(apiUrl(`/api/console/v1/content/policies/${type}`), { method: 'PUT', headers, body: JSON.stringify({ text }) });
  if (!changed.ok) throw new Error(`writing page ${type} answered ${changed.status}: ${await changed.text()}`);
  return before.text;
}

/** How a category is presented on the storefront: what the console's menu editor sets per category. */
export type CategoryPresentation = Pick<MenuCategory, 'viewType' | 'scrollType' | 'navigationType' | 'isWithoutCart'>;

/** Changes how one of the merchant's categories is presented (as its owner) and answers what it was before. */
export async function setCategoryPresentation(
  categoryId: string,
  changes: Partial<CategoryPresentation>,
  merchantId: string = DEMO.merchantIds.demo,
): Promise<Partial<CategoryPresentation>> {
  const headers = await ownerHeaders(merchantId);
  const current = await fetch(apiUrl('/api/console/v1/menu'), { headers });
  if (!current.ok) throw new Error(`reading the menu answered ${current.status}`);
  const before = ((await current.json()) as MenuTree).groups.flatMap((group) => group.categories).find((category) => category.id === categoryId);
  if (!before) throw new Error(`the console's menu has no category ${categoryId}`);
  const changed = await fetch(apiUrl(`/api/console/v1/menu/categories/${categoryId}`), { method: 'PATCH', headers, body: JSON.stringify(changes) });
  if (!changed.ok) throw new Error(`changing category ${categoryId} answered ${changed.status}: ${await changed.text()}`);
  return Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof CategoryPresentation]])) as Partial<CategoryPresentation>;
}
