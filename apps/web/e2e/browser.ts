// One Chromium per test file, with the flags this machine needs and a throw-away profile.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
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
