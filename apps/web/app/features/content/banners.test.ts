// Where a banner leads: products, categories and pages of this storefront in place, other sites only
// when they are safe web or Telegram URLs, nothing for anything else.
import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banners.ts';

const HOST = 'demo.dastarkhan.uz';
const PRODUCT = 'c8817587-6e6d-58ea-abe1-309352b413a6';
const CATEGORY = '0b9b6f0e-2f44-5b0c-9a7b-6d7a3c1e2f10';
const target = (link: string | null, productId: string | null = null) => bannerTarget({ link, productId }, HOST);

describe('bannerTarget', () => {
  it('opens the banner\'s product, whatever the link says', () => {
    expect(target(null, PRODUCT)).toEqual({ kind: 'product', productId: PRODUCT, href: `/product/${PRODUCT}` });
    expect(target('https://example.com/', PRODUCT)).toMatchObject({ kind: 'product', productId: PRODUCT });
  });

  it('reads product and category pages of this site from the link', () => {
    expect(target(`/product/${PRODUCT}`)).toEqual({ kind: 'product', productId: PRODUCT, href: `/product/${PRODUCT}` });
    expect(target(`/category?id=${CATEGORY}`)).toEqual({ kind: 'category', categoryId: CATEGORY, href: `/category?id=${CATEGORY}` });
    // A full URL of this very storefront is a page of it, not another site.
    expect(target(`https://${HOST}/category?id=${CATEGORY}`)).toMatchObject({ kind: 'category', categoryId: CATEGORY });
    expect(target(`http://${HOST}/product/${PRODUCT}`)).toMatchObject({ kind: 'product', productId: PRODUCT });
  });

  it('keeps other paths of this site as pages', () => {
    expect(target('/category')).toEqual({ kind: 'page', href: '/category' });
    expect(target('/about#team')).toEqual({ kind: 'page', href: '/about#team' });
    expect(target('/search?q=osh')).toEqual({ kind: 'page', href: '/search?q=osh' });
  });

  it('opens safe web and Telegram links of other sites as external', () => {
    expect(target('https://example.com/promo?x=1')).toEqual({ kind: 'external', href: 'https://example.com/promo?x=1' });
    expect(target('t.me/dastarkhan')).toEqual({ kind: 'external', href: 'https://t.me/dastarkhan' });
    expect(target('tg://resolve?domain=dastarkhan')).toEqual({ kind: 'external', href: 'tg://resolve?domain=dastarkhan' });
  });

  it('never takes a path that a browser reads as another host for a page of this site', () => {
    for (const link of ['//evil.example/x', '/\\evil.example/x']) {
      expect(target(link), link).toEqual({ kind: 'external', href: 'https://evil.example/x' });
    }
  });

  it('links nowhere for scripts, data and empty links', () => {
    for (const link of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '   ', '', null]) {
      expect(target(link), String(link)).toBeNull();
    }
  });
});
