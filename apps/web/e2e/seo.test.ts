// What crawlers and an installing phone read, per merchant host, against the built server: robots.txt,
// sitemap.xml and the web app manifest the page links to (fetched by Chromium the way it installs).
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhonePage } from './browser.ts';
import { callApi, getAs } from './http.ts';

const productIds = (menu: Overalls) => menu.flatMap((group) => group.categories.flatMap((category) => category.products.map((product) => product.id)));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('robots.txt and sitemap.xml', () => {
  it("point crawlers at each merchant host's own pages and products", async () => {
    const port = inject('port');
    const robots = await getAs('demo', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /profile');
    expect(robots.body).toContain(`Sitemap: http://demo.localhost:${port}/sitemap.xml`);

    const sitemap = await getAs('demo', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>http://demo.localhost:${port}/</loc>`);
    const demoMenu = (await callApi<Overalls>('GET', '/api/products/v1/overalls?type=WEB')).body;
    const shopMenu = (await callApi<Overalls>('GET', '/api/products/v1/overalls?type=WEB', undefined, {}, DEMO.merchantIds.shop)).body;
    for (const id of productIds(demoMenu)) expect(sitemap.body).toContain(`<loc>http://demo.localhost:${port}/product/${id}</loc>`);
    expect(productIds(shopMenu).some((id) => sitemap.body.includes(id))).toBe(false);

    // A store picked with ?vendor= on a shared host keeps it in every URL.
    const byQuery = await getAs('unused', '/robots.txt?vendor=shop', { host: `localhost:${port}` });
    expect(byQuery.body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml?vendor=shop`);
    const shopSitemap = await getAs('unused', '/sitemap.xml?vendor=shop', { host: `localhost:${port}` });
    expect(shopSitemap.body).toContain(`<loc>http://localhost:${port}/product/${productIds(shopMenu)[0]}?vendor=shop</loc>`);
  });
});

describe('the web app manifest', () => {
  it("links a manifest with the brand's name, colour and icon, which Chromium can fetch and show", async () => {
    const page = await openPhonePage(browser, 'demo', '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    const brand = await page.evaluate(() => document.title);
    const manifest = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'include' });
      return { type: response.headers.get('content-type'), body: (await response.json()) as { name: string; theme_color: string; display: string; start_url: string; icons: { src: string; sizes: string }[] } };
    }, href!);
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    expect(manifest.body).toMatchObject({ display: 'standalone', start_url: '/', theme_color: themeColor });
    expect(brand).toContain(manifest.body.name);
    const largest = manifest.body.icons.find((icon) => icon.sizes === '512x512')!;
    const icon = await page.evaluate(async (src) => {
      const response = await fetch(src);
      const bitmap = await createImageBitmap(await response.blob());
      return { status: response.status, type: response.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
    }, largest.src);
    expect(icon).toEqual({ status: 200, type: 'image/png', width: 512, height: 512 });
    await page.context().close();
  });
});
