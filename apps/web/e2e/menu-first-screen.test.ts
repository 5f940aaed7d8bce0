// The home menu sends its first screen and draws the rest on the device: in real Chromium against the
// built server. The server's page holds the first categories' cards, the LCP image preloaded and
// responsive images; the later categories keep their room and are drawn as the customer gets to them,
// by scrolling, by the category bar or by a `/#category-…` link, and search still finds every product.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Category, Group, Overalls } from '@dastarkhan/domain/contracts/catalogue';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '../app/features/catalogue/locales.ts';
import { launchBrowser, openPhonePage } from './browser.ts';
import { apiUrl, getAs } from './http.ts';

/** Fetching the menu, drawing and a smooth scroll take a moment on a busy machine. */
const SETTLED = { timeout: 10_000 };

let browser: Browser;
let categories: Category[];
let first: Category;
let last: Category;
/** The group of the last category (the demo shows group tabs: the bar lists one group's categories). */
let lastGroup: Group;

/** Where the top of a section is, in page coordinates. */
const sectionTop = (page: Page, categoryId: string) =>
  page.evaluate((id) => {
    const section = document.getElementById(`category-${id}`);
    return section ? section.getBoundingClientRect().top + window.scrollY : NaN;
  }, categoryId);

/**
 * The section's top is on the screen, in its upper part (the last sections cannot scroll up to the
 * header: the page ends below them).
 */
const isOnScreen = (page: Page, categoryId: string) =>
  page.evaluate((id) => {
    const top = document.getElementById(`category-${id}`)?.getBoundingClientRect().top ?? NaN;
    return top >= 0 && top < window.innerHeight * 0.75;
  }, categoryId);

const isDrawn = (page: Page, categoryId: string) =>
  page.evaluate((id) => {
    const section = document.getElementById(`category-${id}`);
    return section !== null && !section.hasAttribute('aria-busy') && section.querySelector('[data-testid="product-list-placeholder"]') === null;
  }, categoryId);

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(apiUrl('/api/products/v1/overalls?type=WEB'), { headers: { merchant: DEMO.merchantIds.demo } });
  const groups = (await response.json()) as Overalls;
  categories = groups.flatMap((group) => group.categories);
  lastGroup = groups.at(-1)!;
  first = categories[0]!;
  last = categories.at(-1)!;
  if (categories.length < 4 || last.products.length === 0) throw new Error('the demo menu needs several categories and a last one with products');
});

afterAll(async () => {
  await browser?.close();
});

describe('the home page as the server sends it', () => {
  it('has the first categories\' cards and only the room of the later ones', async () => {
    const { status, body } = await getAs('demo', '/');
    expect(status).toBe(200);
    expect(body.includes(`id="category-${first.id}"`)).toBe(true);
    expect(body.includes(`href="/product/${first.products[0]!.id}"`), 'a card of the first category').toBe(true);
    // The last category is there (the bar, the anchor, the scroll spy need it), busy, without its cards.
    const lastSection = new RegExp(`<section id="category-${last.id}"[^>]*aria-busy="true"`);
    expect(lastSection.test(body), 'the last category waits for its cards').toBe(true);
    expect(body.includes(`href="/product/${last.products[0]!.id}"`), 'a card of the last category').toBe(false);
    expect(body.includes('data-testid="product-list-placeholder"')).toBe(true);
  });

  it('preloads the LCP image at high priority and sizes every product image for the screen', async () => {
    const { body } = await getAs('demo', '/');
    const image = first.products[0]!.image!.replace(/^\/api\/images\//, '');
    const preloads = body.match(/<link rel="preload" as="image"[^>]*>/gi) ?? [];
    const lcp = preloads.find((link) => link.includes(image));
    expect(lcp, 'the first card\'s image is preloaded').toBeDefined();
    expect(lcp).toMatch(/fetchpriority="high"/i);
    expect(lcp).toMatch(/imagesrcset="[^"]*format=auto[^"]* \d+w/i);
    expect(lcp).toMatch(/imagesizes="/i);

    // In the menu's sections: the first card's image at high priority, every other one lazy, each with width variants.
    const sections = body.slice(body.indexOf(`<section id="category-${first.id}"`), body.indexOf('</main>'));
    const cardImages = sections.match(/<img [^>]*>/gi) ?? [];
    expect(cardImages.length).toBeGreaterThan(4);
    const [firstCard, ...others] = cardImages;
    expect(firstCard).toContain(image);
    expect(firstCard).toMatch(/fetchpriority="high"/i);
    expect(firstCard).toMatch(/width="\d+" height="\d+"/);
    for (const img of [firstCard!, ...others]) expect(img).toMatch(/srcset="[^"]*q=75&amp;format=auto \d+w, [^"]* \d+w"/i);
    for (const img of others) {
      expect(img).toMatch(/loading="lazy"/);
      expect(img).not.toMatch(/fetchpriority/i);
    }
  });

  it('answers the image in the best format the browser takes', async () => {
    const path = `${first.products[0]!.image}?w=240&h=180&q=75&format=auto`;
    const avif = await fetch(apiUrl(path), { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const webp = await fetch(apiUrl(path), { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
  });
});

describe('the home page on a phone', () => {
  it('draws a later category\'s cards when the customer scrolls to it, where its room was kept', async () => {
    const page = await openPhonePage(browser, 'demo', '/');
    await page.locator(`#category-${first.id}`).waitFor();
    const keptAt = await sectionTop(page, last.id);
    const lastCard = page.locator(`#category-${last.id}`).getByRole('link', { name: new RegExp(last.products[0]!.name.uz) });
    for (let step = 0; step < 100 && !(await lastCard.first().isVisible()); step++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(40);
    }
    await expect.poll(() => lastCard.first().isVisible(), SETTLED).toBe(true);
    expect(await isDrawn(page, last.id)).toBe(true);
    // The placeholders stood as tall as the cards: the last section moved by a few pixels at most.
    const drawnAt = await sectionTop(page, last.id);
    expect(Math.abs(drawnAt - keptAt) / keptAt).toBeLessThan(0.05);
    await page.context().close();
  });

  it('lands a /#category link to the last category on it, with its cards', async () => {
    const page = await openPhonePage(browser, 'demo', `/#category-${last.id}`);
    await expect.poll(() => isDrawn(page, last.id), SETTLED).toBe(true);
    await expect.poll(() => isOnScreen(page, last.id), SETTLED).toBe(true);
    expect(await page.locator(`#category-${last.id}`).getByText(last.products[0]!.name.uz).first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("draws the later cards in the page's language from a menu fetched with that language's texts only", async () => {
    const page = await openPhonePage(browser, 'demo', '/ru');
    const menuRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products/v1/overalls')) menuRequests.push(request.url());
    });
    await page.goto(new URL(`/#category-${last.id}`, page.url()).toString());
    await expect.poll(() => isDrawn(page, last.id), SETTLED).toBe(true);
    expect(await page.locator(`#category-${last.id}`).getByText(last.products[0]!.name.ru).first().isVisible()).toBe(true);
    expect(menuRequests.length).toBeGreaterThan(0);
    expect(menuRequests.every((url) => new URL(url).searchParams.get('lang') === 'ru')).toBe(true);
    await page.context().close();
  });

  it('jumps to the last group and to its last category from the bar', async () => {
    const page = await openPhonePage(browser, 'demo', '/');
    const nav = page.getByRole('navigation', { name: catalogueMessages.uz.menu.categoriesNav });
    // The demo shows group tabs; the category chips are the current group's.
    await nav.getByRole('link', { name: lastGroup.name.uz, exact: true }).click();
    const groupFirst = lastGroup.categories[0]!;
    await expect.poll(async () => (await isDrawn(page, groupFirst.id)) && (await isOnScreen(page, groupFirst.id)), SETTLED).toBe(true);
    await nav.getByRole('link', { name: last.name.uz, exact: true }).click();
    await expect.poll(async () => (await isDrawn(page, last.id)) && (await isOnScreen(page, last.id)), SETTLED).toBe(true);
    expect(await page.locator(`#category-${last.id}`).getByText(last.products[0]!.name.uz).first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('finds a product of the last category in search', async () => {
    const page = await openPhonePage(browser, 'demo', '/search');
    const product = last.products[0]!;
    await page.getByRole('searchbox', { name: catalogueMessages.uz.search.label }).fill(product.name.uz);
    await expect.poll(() => page.getByRole('link', { name: new RegExp(product.name.uz) }).first().isVisible(), SETTLED).toBe(true);
    await page.context().close();
  });
});
