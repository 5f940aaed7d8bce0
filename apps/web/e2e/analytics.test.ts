// The merchant's analytics in a real browser: Yandex Metrica and Google Tag Manager switched on for the
// demo merchant load their scripts only once the page is interactive, only while their flags are on and
// their ids valid, with the page's CSP naming their hosts, and hear about client-side page views. The
// providers' hosts are answered by local stubs (an empty script): nothing leaves this machine.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { getAs } from './http.ts';
import { withWebSettings } from './merchant-settings.ts';

const METRICA_ID = '98765432';
const GTM_ID = 'GTM-TEST123';
const TRACKER_HOSTS = /^https:\/\/(mc\.yandex\.[a-z.]+|yastatic\.net|[a-z.]*googletagmanager\.com|connect\.facebook\.net|www\.facebook\.com|gso\.amocrm\.(ru|com))\//;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Every request the page made to a tracker's host (answered by the stub). */
  requests: string[];
}

async function watchedPage(): Promise<Watched> {
  const context = await newPhoneContext(browser);
  const requests: string[] = [];
  // Anything outside this machine is refused; the trackers' hosts get an empty script.
  await context.route((url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost') && url.hostname !== '127.0.0.1', (route) => route.abort());
  await context.route(TRACKER_HOSTS, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return { context, page: await context.newPage(), requests };
}

/** Waits until the page has loaded and the browser has had time to go idle (the loader's fallback is 3 s). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForTimeout(4000);
}

describe("the merchant's analytics", () => {
  it('loads no tracker while the flags are off', async () => {
    const { context, page, requests } = await watchedPage();
    const response = await page.goto(storeUrl('demo', '/'));
    await settle(page);
    expect(requests).toEqual([]);
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).not.toMatch(/yandex|googletagmanager|facebook|amocrm/);
    expect(await page.evaluate(() => typeof (window as { ym?: unknown }).ym)).toBe('undefined');
    await context.close();
  });

  it('loads Metrica and Tag Manager after the page is interactive, allows exactly their hosts, and reports client-side page views', async () => {
    await withWebSettings({ yandexMetricsEnabled: true, yandexMetricsId: METRICA_ID, tagManagerActive: true, tagManagerId: GTM_ID, metaPixelActive: false, amoCRMActive: false }, async () => {
      const { context, page, requests } = await watchedPage();
      const response = await page.goto(storeUrl('demo', '/'));
      const csp = response!.headers()['content-security-policy']!;
      const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src '))!;
      expect(scriptSrc).toContain('https://mc.yandex.ru');
      expect(scriptSrc).toContain('https://www.googletagmanager.com');
      expect(scriptSrc).not.toMatch(/facebook|amocrm/);

      await expect.poll(() => requests.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      expect(requests).toContain('https://mc.yandex.ru/metrika/tag.js');
      expect(requests).toContain(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);
      expect(requests.some((url) => /facebook|amocrm/.test(url))).toBe(false);

      // Requested after the document's load event (hydrated and interactive), never by the server's HTML.
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const starts = (part: string) => performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))?.startTime ?? -1;
        return { loadEnd: navigation.loadEventEnd, metrica: starts('mc.yandex.ru/metrika/tag.js'), gtm: starts('googletagmanager.com/gtm.js') };
      });
      expect(timing.loadEnd).toBeGreaterThan(0);
      expect(timing.metrica).toBeGreaterThanOrEqual(timing.loadEnd);
      expect(timing.gtm).toBeGreaterThanOrEqual(timing.loadEnd);
      const html = await getAs('demo', '/');
      expect(html.body).not.toMatch(/mc\.yandex\.ru|googletagmanager\.com\/gtm\.js/);

      // The counter was started with the merchant's id (the stub script leaves the calls queued).
      const queued = () => page.evaluate(() => ({ ym: (window as unknown as { ym: { a: unknown[][] } }).ym.a, dataLayer: (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer }));
      expect((await queued()).ym[0]).toEqual([Number(METRICA_ID), 'init', expect.objectContaining({ webvisor: false })]);
      expect((await queued()).dataLayer[0]).toMatchObject({ event: 'gtm.js' });

      // A client-side navigation is a page view for both, without reloading their scripts.
      const link = page.locator('a[href="/search"]:visible').first();
      const href = await link.getAttribute('href');
      await link.click();
      await page.waitForURL(`**${href}`);
      await expect
        .poll(async () => (await queued()).ym.some((call) => call[1] === 'hit' && String(call[2]).endsWith(href!)), { timeout: 5000 })
        .toBe(true);
      await expect.poll(async () => (await queued()).dataLayer.some((entry) => entry.event === 'page_view' && String(entry.page_location).endsWith(href!))).toBe(true);
      expect(requests.filter((url) => url.includes('tag.js'))).toHaveLength(1);
      await context.close();
    });
  });

  it("loads Meta Pixel and amoCRM's button with the merchant's ids, allows their hosts, and counts client-side page views for the pixel", async () => {
    const pixelId = '1812468492405013';
    const amo = { id: '413126', hash: 'a41b728aa658401aa52ee005b83d9ec15b0bce3002e394f179251d00b5c88620' };
    const settings = { metaPixelActive: true, metaPixelId: pixelId, amoCRMActive: true, amoCRMId: amo.id, amoCRMHash: amo.hash, yandexMetricsEnabled: false, tagManagerActive: false };
    await withWebSettings(settings, async () => {
      const { context, page, requests } = await watchedPage();
      const response = await page.goto(storeUrl('demo', '/'));
      const scriptSrc = response!.headers()['content-security-policy']!.split('; ').find((part) => part.startsWith('script-src '))!;
      expect(scriptSrc).toContain('https://connect.facebook.net');
      expect(scriptSrc).toContain('https://gso.amocrm.ru');
      expect(scriptSrc).not.toMatch(/yandex|googletagmanager/);

      await expect.poll(() => requests.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      expect(requests).toContain('https://connect.facebook.net/en_US/fbevents.js');
      expect(requests).toContain('https://gso.amocrm.ru/js/button.js');
      expect(requests.some((url) => /yandex|googletagmanager/.test(url))).toBe(false);
      expect((await getAs('demo', '/')).body).not.toMatch(/fbevents\.js|amocrm/);

      // The stub scripts leave the calls queued: the pixel was started with its id, the button with the merchant's installation.
      const state = () =>
        page.evaluate(() => {
          const win = window as unknown as { fbq: { queue: unknown[][] }; amo_social_button: { id: string; hash: string } };
          return { pixel: win.fbq.queue, amo: { id: win.amo_social_button.id, hash: win.amo_social_button.hash } };
        });
      expect((await state()).pixel.slice(0, 2)).toEqual([
        ['init', pixelId],
        ['track', 'PageView'],
      ]);
      expect((await state()).amo).toEqual(amo);

      await page.locator('a[href="/search"]:visible').first().click();
      await page.waitForURL('**/search');
      await expect.poll(async () => (await state()).pixel.filter((call) => call[0] === 'track' && call[1] === 'PageView').length, { timeout: 5000 }).toBe(2);
      await context.close();
    });
  });

  it('loads nothing for a flag that is on with an id of the wrong format', async () => {
    await withWebSettings({ tagManagerActive: true, tagManagerId: 'GTM-1"><script>alert(1)</script>', yandexMetricsEnabled: true, yandexMetricsId: 'counter 1' }, async () => {
      const { context, page, requests } = await watchedPage();
      const response = await page.goto(storeUrl('demo', '/'));
      await settle(page);
      expect(requests).toEqual([]);
      expect(response!.headers()['content-security-policy']).not.toMatch(/yandex|googletagmanager/);
      await context.close();
    });
  });
});
