// Pages every visitor without a session gets alike (the menu, a product, about) are rendered once and
// served as they are for a few seconds, against the built server: the same bytes and ETag for the next
// visitor, a 304 for a browser that holds them, a page that still runs in Chromium (its scripts' nonce
// is the page's own), and nothing of one visitor's own ever shared.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../app/features/basket/locales.ts';
import { launchBrowser, openPhonePage } from './browser.ts';
import { getAs } from './http.ts';
import { basketBadge, fill } from './shopper.ts';

const basket = basketMessages.uz;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('shared pages', () => {
  it('sends the next visitor the same rendering of the menu, and a browser holding it a 304', async () => {
    const first = await getAs('demo', '/about');
    const second = await getAs('demo', '/about');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(String(first.headers.vary)).toMatch(/Cookie/);
    // One rendering: the same nonce in the policy and the page, the same bytes, the same ETag.
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(first.body).toContain(`nonce="${nonce}"`);
    expect(second.headers['set-cookie']).toEqual([`merchant=${DEMO.merchantIds.demo}; Max-Age=31536000; Path=/; SameSite=Lax`]);

    const revalidated = await getAs('demo', '/about', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');

    // Another language is another page.
    const russian = await getAs('demo', '/about', { cookie: 'lang=ru' });
    expect(russian.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(russian.headers.etag).not.toBe(first.headers.etag);
    expect(russian.body).toContain('lang="ru"');
  });

  it('runs in the browser from the shared copy: the menu hydrates and takes a product to the basket', async () => {
    // Kept by the host before the browser asks for it.
    expect((await getAs('demo', '/')).headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    const violations: string[] = [];
    const page = await openPhonePage(browser, 'demo', '/');
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.reload();
    const somsa = DEMO.products.somsa;
    await page.getByRole('button', { name: fill(basket.add.quickAdd, { name: somsa.name.uz }) }).first().click();
    // The badge is drawn from the device's basket: only a page whose scripts run shows it.
    await expect.poll(() => basketBadge(page)).toBe('1');
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("never shares what is one visitor's own: a session, a table seat, crawlers, pages not the same for all", async () => {
    const own: [string, Record<string, string>][] = [
      ['/', { cookie: `dk_token_demo=${'0123456789abcdef'.repeat(2)}` }],
      ['/', { cookie: 'merchant=x; dk_notice=stale-session' }],
      ['/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
      [`/?table=${DEMO.tableIds.tashkentCity5}`, {}],
      ['/basket', {}],
      ['/login', {}],
    ];
    for (const [path, headers] of own) {
      const res = await getAs('demo', path, headers);
      expect(res.headers['cache-control'], `${path} ${JSON.stringify(headers)}`).toBeUndefined();
      expect(res.headers.etag, `${path} ${JSON.stringify(headers)}`).toBeUndefined();
    }
  });
});
