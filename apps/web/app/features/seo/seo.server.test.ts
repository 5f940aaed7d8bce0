import { describe, expect, it } from 'vitest';
import { WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import type { Storefront } from '../../lib/storefront.ts';
import { robotsTxt, sitemapPaths, sitemapXml, webManifest, withVendor } from './seo.server.ts';

const menu = [
  { categories: [{ id: 'c1', products: [{ id: 'p1' }, { id: 'p2' }] }, { id: 'c2', products: [] }] },
  { categories: [{ id: 'c3', products: [{ id: 'p1' }] }] },
] as unknown as Overalls;

const storefront = (settings: Record<string, unknown> = {}, language = 'ru'): Storefront =>
  ({
    merchant: { id: 'm', sub: 'demo', name: { uz: 'Oshxona', ru: 'Кухня', eng: 'Kitchen' }, logo: null },
    settings: WebSettingsSchema.parse(settings),
    cities: [],
    language,
  }) as unknown as Storefront;

describe('robots.txt', () => {
  it('keeps crawlers out of customers’ pages and points at the host’s sitemap', () => {
    const text = robotsTxt('https://demo.example.uz', '');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/profile', '/basket', '/checkout', '/login', '/console']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://demo.example.uz/sitemap.xml');
    expect(robotsTxt('http://localhost:3000', '?vendor=shop')).toContain('Sitemap: http://localhost:3000/sitemap.xml?vendor=shop');
  });
});

describe('sitemap.xml', () => {
  it('lists the pages the settings switch on, every category and every product once', () => {
    const defaults = WebSettingsSchema.parse({});
    expect(sitemapPaths(defaults, menu)).toEqual(['/', '/about', '/branches', '/offerta', '/privacy', '/category?id=c1', '/product/p1', '/product/p2', '/category?id=c2', '/category?id=c3']);
    const bare = WebSettingsSchema.parse({ aboutMerchantActive: false, branchesActive: false, termsOfUseActive: false, privacyActive: false, vacanciesActive: true });
    expect(sitemapPaths(bare, [])).toEqual(['/', '/vacancy']);
  });

  it('writes absolute, escaped URLs, keeping a ?vendor= choice', () => {
    const xml = sitemapXml('http://localhost:3000', '?vendor=shop', ['/', '/category?id=c1']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>http://localhost:3000/?vendor=shop</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/category?id=c1&amp;vendor=shop</loc>');
    expect(withVendor('/a', '')).toBe('/a');
  });
});

describe('web app manifest', () => {
  it("names the brand in the page's language, with its colour and its icon at 192 and 512 px", () => {
    const manifest = webManifest(storefront({ mainColor: '#D6342C', favicon: '/api/images/abc' }, 'ar'), '');
    expect(manifest).toMatchObject({ name: 'Kitchen', short_name: 'Kitchen', lang: 'ar', dir: 'rtl', start_url: '/', scope: '/', display: 'standalone', theme_color: '#D6342C' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    expect(manifest.icons[2]!.src).toBe('/api/images/abc?w=512&h=512&format=png');
  });

  it('uses the site title and brand, the dark canvas, the fallback plate without an icon, and keeps ?vendor=', () => {
    const manifest = webManifest(storefront({ brand: 'Shop', title: 'Shop — goods', isDark: true }, 'uz'), '?vendor=shop');
    expect(manifest).toMatchObject({ name: 'Shop — goods', short_name: 'Shop', start_url: '/?vendor=shop', background_color: '#121416' });
    expect(manifest.icons).toEqual([expect.objectContaining({ type: 'image/svg+xml', sizes: 'any' })]);
  });
});
