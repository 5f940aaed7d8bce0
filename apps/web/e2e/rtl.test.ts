// Arabic reads right to left (spec: storefront texts in seven languages, ar among them), checked by
// geometry in real Chromium on a phone: the page says dir="rtl", the tab bar starts at the right,
// the back arrow sits at the right edge, a sheet's close button at its left (end) edge, and Leaflet's
// zoom buttons at the right (start) edge. Also the goods wording of a GOODS merchant (issue 16).
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchesMessages } from '../app/features/branches/locales.ts';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';

const WIDTH = 390;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone page of `sub` at `path` with the lang cookie set (map tiles blocked: offline). */
async function openIn(sub: string, language: string, path: string): Promise<Page> {
  const context = await newPhoneContext(browser);
  await context.addCookies([{ name: 'lang', value: language, url: storeUrl(sub, '/') }]);
  await context.route('**/*.png', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(storeUrl(sub, path));
  return page;
}

async function centreX(page: Page, selector: ReturnType<Page['locator']>): Promise<number> {
  await selector.waitFor();
  const box = await selector.boundingBox();
  if (!box) throw new Error('element has no box');
  return box.x + box.width / 2;
}

describe('Arabic, right to left', () => {
  it('marks the page rtl and starts the tab bar at the right edge', async () => {
    const page = await openIn('demo', 'ar', '/');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    const tabs = page.getByRole('navigation', { name: commonMessages.ar.nav.main }).last().getByRole('link');
    await expect.poll(() => tabs.count()).toBeGreaterThan(2);
    // The first destination (the menu) is the rightmost one.
    expect(await centreX(page, tabs.first())).toBeGreaterThan(await centreX(page, tabs.last()));
    await page.context().close();
  });

  it('puts the product page back arrow at the right edge, mirrored', async () => {
    const page = await openIn('demo', 'ar', `/product/${DEMO.products.somsa.id}`);
    const back = page.getByRole('link', { name: catalogueMessages.ar.product.back }).or(page.getByRole('button', { name: catalogueMessages.ar.product.back })).first();
    expect(await centreX(page, back)).toBeGreaterThan(WIDTH / 2);
    // The arrow icon is flipped (rtl:-scale-x-100, Tailwind's `scale` property): a horizontal mirror.
    const scale = await back.locator('svg').first().evaluate((svg) => getComputedStyle(svg).scale);
    expect(scale).toMatch(/^-1\b/);
    await page.context().close();
  });

  it('mirrors the map: zoom buttons at the right (start) edge, a sheet closing from its left (end) edge', async () => {
    const text = branchesMessages.ar.map;
    const page = await openIn('demo', 'ar', '/branches/map');
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    expect(await centreX(page, page.locator('.leaflet-control-zoom'))).toBeGreaterThan(WIDTH / 2);

    await page.getByRole('button', { name: text.showList }).click();
    const list = page.getByRole('list', { name: text.showList });
    await list.getByRole('button').first().click();
    const sheet = page.getByRole('dialog').last();
    await sheet.waitFor();
    expect(await centreX(page, sheet.getByRole('button', { name: commonMessages.ar.app.close }))).toBeLessThan(WIDTH / 2);
    await page.context().close();
  });
});

describe('goods wording', () => {
  it('the GOODS shop says catalogue and items where the FOOD demo says menu', async () => {
    const shop = await openIn('shop', 'ru', '/');
    await shop.getByRole('heading', { level: 1, name: catalogueMessages.ru.menu.title_goods }).waitFor();
    const shopTabs = shop.getByRole('navigation', { name: commonMessages.ru.nav.main }).last();
    await shopTabs.getByRole('link', { name: commonMessages.ru.nav.menu_goods }).waitFor();
    await shop.goto(storeUrl('shop', '/search'));
    await shop.getByPlaceholder(catalogueMessages.ru.search.placeholder_goods).waitFor();
    await shop.context().close();

    const demo = await openIn('demo', 'ru', '/');
    await demo.getByRole('heading', { level: 1, name: catalogueMessages.ru.menu.title }).waitFor();
    expect(catalogueMessages.ru.menu.title).not.toBe(catalogueMessages.ru.menu.title_goods);
    await demo.context().close();
  });
});
