// One Chromium per test file, with the flags this machine needs and a throw-away profile.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/** Storefront URL of a merchant: its subdomain of localhost (Chromium resolves *.localhost itself). */
export function storeUrl(sub: string | null, path = '/'): string {
  const port = inject('port');
  return `http://${sub ? `${sub}.` : ''}localhost:${port}${path}`;
}

export async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
}

/** A page in a fresh phone-sized context, opened on the merchant's storefront at `path`. */
export async function openPhonePage(browser: Browser, sub: string | null, path: string): Promise<Page> {
  const page = await (await newPhoneContext(browser)).newPage();
  await page.goto(storeUrl(sub, path));
  return page;
}
