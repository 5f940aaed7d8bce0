import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import type { Category, Overalls, Product } from '@dastarkhan/domain/contracts/catalogue';
import { WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import type { Storefront } from '../../lib/storefront.ts';
import { rootDataFor } from '../../lib/storefront.server.ts';
import { testMerchant } from '../../lib/test-merchant.ts';
import { pageMeta, type PageSeo } from '../catalogue/page-meta.ts';
import { JSON_LD_MENU_ITEMS, mainBranch, openingHours, productJsonLd, shareImage, storefrontJsonLd, type SiteAddress } from './page-seo.server.ts';

const text = (eng: string) => ({ uz: eng, ru: eng, eng });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const site: SiteAddress = { origin: 'https://demo.dastarkhan.uz', vendorQuery: '' };

function product(n: number, extra: Partial<Product> = {}): Product {
  return {
    id: id(n), categoryId: id(100), groupId: id(200), name: text(`Dish ${n}`), description: text('Slow-cooked in a kazan'), image: `/api/images/${id(n)}`, gallery: [],
    price: 45_000, discount: 0, additionalPrice: 0, unit: 'GRAMM', type: 'NONE', count: 1, amount: 1, calorie: null, measure: 350,
    labels: [], tags: [], priority: n, isAvailable: true, maxQuantity: null, timeCookingMin: null, timeCookingMax: null,
    deliveryEnabled: true, isCartRecommendation: false, modificationGroups: [], productBranch: [], ...extra,
  };
}

function category(n: number, products: Product[]): Category {
  return { id: id(100 + n), groupId: id(200), name: text(`Category ${n}`), image: null, priority: n, textColor: null, viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET', isWithoutCart: false, products };
}

function menu(categories: Category[]): Overalls {
  return [{ id: id(200), name: text('Kitchen'), icon: null, image: null, bgColor: null, iconBgColor: null, priority: 0, categories }];
}

const CITY = { id: id(900), name: text('Tashkent'), description: text(''), latitude: 41.3, longitude: 69.2, isMain: true, isTaximeter: false, taximeterComment: text('') };

function storefront(kind: 'FOOD' | 'GOODS' = 'FOOD'): Storefront {
  const settings = WebSettingsSchema.parse({ brand: 'Dastarkhan <Kitchen>', logo: '/api/images/logo', phone: { url: 'tel:+998712001000', active: true } });
  return { merchant: testMerchant({ kind }), settings, cities: [CITY], language: 'eng' };
}

const day = (weekName: Branch['workHours'][number]['days'][number]['weekName'], open: string | null, close: string | null, isDayOff = false) => ({ weekName, open, close, extraOpen: null, extraClose: null, isDayOff });

function branch(extra: Partial<Branch> = {}): Branch {
  return {
    id: id(700), merchantId: testMerchant().id, cityId: CITY.id, name: text('Chilonzor'), address: text('Bunyodkor avenue 1'),
    latitude: 41.28, longitude: 69.2, phone: '+998712001001', bookingPhone: null, isActive: true, isMain: true, deliveryPrice: 0, distance: null,
    deliveryStart: null, deliveryEnd: null, open: '10:00', close: '23:00',
    workHours: [
      { type: 'DELIVERY', days: [day('MONDAY', '09:00', '21:00')] },
      {
        type: 'PICK_UP',
        days: [day('MONDAY', '10:00', '23:00'), day('TUESDAY', '10:00', '23:00'), day('WEDNESDAY', '10:00', '23:00'), day('THURSDAY', '10:00', '23:00'), day('FRIDAY', '10:00', '02:00'), day('SATURDAY', '10:00', '02:00'), day('SUNDAY', null, null, true)],
      },
    ],
    settings: { bookingEnabled: false, deliveryEnabled: true, dineinEnabled: false, expressEnabled: false, kitchenEnabled: true, payOfficeEnabled: false, pickupEnabled: true, storageEnabled: false, yandexEnabled: false, directorId: null, merchantId: testMerchant().id },
    ...extra,
  };
}

/** What a crawler reads: the JSON-LD as it would be written into the page and parsed back. */
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the home page JSON-LD', () => {
  it("describes a restaurant with its phone, main branch's address, geo, hours and menu with prices in UZS", () => {
    const overalls = menu([category(1, [product(1), product(2, { discount: 10, isAvailable: false })]), category(2, [])]);
    const logo = shareImage(site, '/api/images/logo', 'logo');
    const ld = roundTrip(storefrontJsonLd({ site, storefront: storefront(), overalls, branch: branch(), logo }));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Dastarkhan <Kitchen>',
      url: 'https://demo.dastarkhan.uz/',
      logo: 'https://demo.dastarkhan.uz/api/images/logo?w=512&h=512&format=png',
      telephone: '+998712001000',
      address: { '@type': 'PostalAddress', streetAddress: 'Bunyodkor avenue 1', addressLocality: 'Tashkent' },
      geo: { '@type': 'GeoCoordinates', latitude: 41.28, longitude: 69.2 },
    });
    // Pick-up hours (not delivery's), grouped by interval; the night interval closes "before" it opens; Sunday is off.
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((d) => `https://schema.org/${d}`), opens: '10:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'], opens: '10:00', closes: '02:00' },
    ]);
    // An empty category is no menu section.
    expect(ld.hasMenu['@type']).toBe('Menu');
    expect(ld.hasMenu.hasMenuSection).toHaveLength(1);
    const section = ld.hasMenu.hasMenuSection[0];
    expect(section).toMatchObject({ '@type': 'MenuSection', name: 'Category 1', url: `https://demo.dastarkhan.uz/category?id=${id(101)}` });
    expect(section.hasMenuItem[0]).toEqual({
      '@type': 'MenuItem',
      name: 'Dish 1',
      url: `https://demo.dastarkhan.uz/product/${id(1)}`,
      description: 'Slow-cooked in a kazan',
      offers: { '@type': 'Offer', price: '45000.00', priceCurrency: 'UZS' },
    });
    // The discounted price, and a product that cannot be ordered now is out of stock.
    expect(section.hasMenuItem[1].offers).toMatchObject({ price: '40500.00', availability: 'https://schema.org/OutOfStock' });
  });

  it('uses the main branch phone when the contact phone is hidden, and leaves out what is unknown', () => {
    const shop = storefront();
    shop.settings = { ...shop.settings, phone: { url: 'tel:+998712001000', active: false } };
    const ld = roundTrip(storefrontJsonLd({ site, storefront: shop, overalls: menu([]), branch: branch(), logo: null }));
    expect(ld.telephone).toBe('+998712001001');
    expect(ld.logo).toBeUndefined();
    const noBranch = roundTrip(storefrontJsonLd({ site, storefront: shop, overalls: menu([]), branch: null, logo: null }));
    expect(noBranch.address).toBeUndefined();
    expect(noBranch.openingHoursSpecification).toBeUndefined();
    expect(noBranch.telephone).toBeUndefined();
  });

  it(`stops the menu after ${JSON_LD_MENU_ITEMS} products`, () => {
    const many = Array.from({ length: 80 }, (_, i) => product(i + 1));
    const ld = roundTrip(storefrontJsonLd({ site, storefront: storefront(), overalls: menu([category(1, many), category(2, many), category(3, many)]), branch: null, logo: null }));
    const items = (ld.hasMenu.hasMenuSection as { hasMenuItem: unknown[] }[]).flatMap((section) => section.hasMenuItem);
    expect(items).toHaveLength(JSON_LD_MENU_ITEMS);
    expect(ld.hasMenu.hasMenuSection).toHaveLength(2);
  });

  it('describes a GOODS merchant as a Store with an offer catalogue, keeping ?vendor= in its addresses', () => {
    const ld = roundTrip(storefrontJsonLd({ site: { origin: 'http://localhost:3000', vendorQuery: '?vendor=shop' }, storefront: storefront('GOODS'), overalls: menu([category(1, [product(1)])]), branch: null, logo: null }));
    expect(ld['@type']).toBe('Store');
    expect(ld.hasMenu).toBeUndefined();
    expect(ld.url).toBe('http://localhost:3000/?vendor=shop');
    const offer = ld.hasOfferCatalog.itemListElement[0].itemListElement[0];
    expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'UZS', itemOffered: { '@type': 'Product', name: 'Dish 1', url: `http://localhost:3000/product/${id(1)}?vendor=shop` } });
  });
});

describe('the product page JSON-LD', () => {
  it('is a Product with its photo, category, brand and offer', () => {
    const image = shareImage(site, `/api/images/${id(1)}`, 'photo');
    const ld = roundTrip(productJsonLd({ site, storefront: storefront(), product: product(1, { discount: 50 }), category: category(1, []), image }));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Dish 1',
      image: `https://demo.dastarkhan.uz/api/images/${id(1)}?w=1200&h=630&format=jpeg`,
      category: 'Category 1',
      brand: { '@type': 'Brand', name: 'Dastarkhan <Kitchen>' },
      offers: { '@type': 'Offer', price: '22500.00', priceCurrency: 'UZS', availability: 'https://schema.org/InStock', url: `https://demo.dastarkhan.uz/product/${id(1)}`, seller: { '@id': 'https://demo.dastarkhan.uz/#business' } },
    });
  });
});

describe('the main branch and its hours', () => {
  it('is the active main branch, else the first active one', () => {
    const other = branch({ id: id(701), isMain: false });
    expect(mainBranch([other, branch()])?.id).toBe(id(700));
    expect(mainBranch([other, branch({ isActive: false })])?.id).toBe(id(701));
    expect(mainBranch([])).toBeNull();
  });

  it('has no hours without a pick-up, dine-in or delivery schedule', () => {
    expect(openingHours({ workHours: [] })).toEqual([]);
  });
});

describe('the tags of a page', () => {
  const seo: PageSeo = {
    title: 'Plov </script><script>alert(1)</script>',
    description: 'Rice, carrots and lamb',
    url: `https://demo.dastarkhan.uz/product/${id(1)}`,
    type: 'product',
    image: { url: 'https://demo.dastarkhan.uz/api/images/x?w=1200&h=630&format=jpeg', width: 1200, height: 630 },
    jsonLd: { '@context': 'https://schema.org', '@type': 'Product', name: 'Plov </script><script>alert(1)</script>' },
  };
  const root = rootDataFor(storefront());
  const matches = [{ id: 'root', data: root, loaderData: root }];

  it('carry Open Graph, the Twitter card, the canonical address and the JSON-LD', () => {
    const tags = pageMeta(matches, seo);
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: 'og:type', content: 'product' },
        { property: 'og:url', content: seo.url },
        { property: 'og:image', content: seo.image!.url },
        { property: 'og:locale', content: 'en_US' },
        { property: 'og:site_name', content: 'Dastarkhan <Kitchen>' },
        { name: 'twitter:card', content: 'summary_large_image' },
        { tagName: 'link', rel: 'canonical', href: seo.url },
        { 'script:ld+json': seo.jsonLd },
      ]),
    );
    expect(pageMeta(matches, { ...seo, image: { url: 'https://x/logo', width: 512, height: 512 } })).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('write the JSON-LD so that no text in it can end the script element', () => {
    const Stub = createRoutesStub([{ path: '/', Component: Meta, meta: () => pageMeta(matches, seo) }]);
    const html = renderToString(createElement(Stub, { initialEntries: ['/'] }));
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain('<');
    expect(JSON.parse(script![1]!)).toEqual(seo.jsonLd);
  });
});
