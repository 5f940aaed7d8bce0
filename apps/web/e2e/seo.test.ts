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

/** The content of `<meta property|name="key" content="…">` in server-rendered HTML (entities decoded). */
function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:+]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match ? match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'") : null;
}

/** Every JSON-LD document of the page, parsed (a broken one fails the test here). */
function jsonLd(html: string): Record<string, any>[] { // eslint-disable-line @typescript-eslint/no-explicit-any
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

describe('Open Graph tags and schema.org JSON-LD', () => {
  it('describe the merchant as a Restaurant with its menu on the home page, with an absolute share picture', async () => {
    const port = inject('port');
    const origin = `http://demo.localhost:${port}`;
    const home = await getAs('demo', '/');
    expect(home.status).toBe(200);
    expect(metaContent(home.body, 'og:url')).toBe(`${origin}/`);
    expect(metaContent(home.body, 'og:type')).toBe('website');
    expect(metaContent(home.body, 'og:title')).toBeTruthy();
    expect(metaContent(home.body, 'og:description')).toBeTruthy();
    expect(metaContent(home.body, 'og:locale')).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(metaContent(home.body, 'twitter:card')).toMatch(/^summary/);
    const image = metaContent(home.body, 'og:image')!;
    expect(image.startsWith(`${origin}/api/images/`)).toBe(true);
    const picture = await getAs('demo', image.slice(origin.length));
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/(png|jpeg)/);

    const [business] = jsonLd(home.body);
    expect(business).toMatchObject({ '@context': 'https://schema.org', '@type': 'Restaurant', url: `${origin}/` });
    expect(business!.name).toBe(metaContent(home.body, 'og:site_name'));
    expect(business!.address?.streetAddress).toBeTruthy();
    expect(business!.geo).toMatchObject({ '@type': 'GeoCoordinates' });
    expect(business!.telephone).toMatch(/^\+998/);
    const demoMenu = (await callApi<Overalls>('GET', '/api/products/v1/overalls?type=WEB')).body;
    const items = (business!.hasMenu.hasMenuSection as { hasMenuItem: { url: string; offers: { price: string; priceCurrency: string } }[] }[]).flatMap((section) => section.hasMenuItem);
    // The menu stops after 100 products (JSON_LD_MENU_ITEMS); the demo has more.
    expect(items.length).toBe(Math.min(productIds(demoMenu).length, 100));
    for (const item of items) {
      expect(item.offers.priceCurrency).toBe('UZS');
      expect(Number(item.offers.price)).toBeGreaterThan(0);
      expect(item.url.startsWith(`${origin}/product/`)).toBe(true);
    }
  });

  it('describe a product page as a Product with its offer and its own photo', async () => {
    const port = inject('port');
    const origin = `http://demo.localhost:${port}`;
    const demoMenu = (await callApi<Overalls>('GET', '/api/products/v1/overalls?type=WEB')).body;
    const product = demoMenu.flatMap((group) => group.categories.flatMap((category) => category.products)).find((candidate) => candidate.image)!;
    const page = await getAs('demo', `/product/${product.id}`);
    expect(page.status).toBe(200);
    expect(metaContent(page.body, 'og:type')).toBe('product');
    expect(metaContent(page.body, 'og:url')).toBe(`${origin}/product/${product.id}`);
    expect(page.body).toContain(`<link rel="canonical" href="${origin}/product/${product.id}"/>`);
    expect(metaContent(page.body, 'og:image')).toBe(`${origin}${product.image}?w=1200&h=630&format=jpeg`);
    expect(metaContent(page.body, 'twitter:card')).toBe('summary_large_image');
    const [ld] = jsonLd(page.body);
    expect(ld).toMatchObject({ '@type': 'Product', url: `${origin}/product/${product.id}`, offers: { '@type': 'Offer', priceCurrency: 'UZS' } });
    expect(metaContent(page.body, 'og:title')).toContain(ld!.name);
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
