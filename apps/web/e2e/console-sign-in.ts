// The demo brand's staff signing in to the console the way they do: its login form, landing on the orders board.
import type { Page } from 'playwright-core';
import { accessMessages } from '../app/console/features/access/locales.ts';
import { storeUrl } from './browser.ts';

/** The demo staff's sign-ins (README, "Merchant console"). */
export const DEMO_STAFF = {
  owner: { login: 'owner@demo.localhost', password: 'demo-owner-password' },
  manager: { login: 'manager@demo.localhost', password: 'demo-manager-password' },
  operator: { login: 'operator@demo.localhost', password: 'demo-operator-password' },
} as const;

export async function signInToConsole(page: Page, role: keyof typeof DEMO_STAFF): Promise<void> {
  const login = accessMessages.uz.login;
  await page.goto(storeUrl('demo', '/console/login'));
  await page.getByLabel(login.login).fill(DEMO_STAFF[role].login);
  await page.getByLabel(login.password).fill(DEMO_STAFF[role].password);
  await page.getByRole('button', { name: login.submit }).click();
  await page.waitForURL(/\/console\/orders/);
}
