import { describe, expect, it } from 'vitest';
import { brandAddress } from './brand-links.ts';

const from = (page: string, sub: string, domainUrl: string | null = null, baseDomain: string | null = null) =>
  brandAddress({ sub, domainUrl, pageUrl: new URL(page), baseDomain });

describe('brandAddress', () => {
  it('swaps the subdomain on the same parent domain, scheme and port', () => {
    expect(from('http://demo.localhost:3000/product/1', 'shop')).toBe('http://shop.localhost:3000/');
    expect(from('https://www.demo.dastarkhan.uz/', 'shop', null, 'dastarkhan.uz')).toBe('https://shop.dastarkhan.uz/');
    expect(from('https://demo.dastarkhan.localhost/', 'shop', null, 'dastarkhan.localhost')).toBe('https://shop.dastarkhan.localhost/');
  });

  it('picks the brand by ?vendor= on a bare host', () => {
    expect(from('http://127.0.0.1:3000/basket?vendor=demo', 'shop')).toBe('http://127.0.0.1:3000/?vendor=shop');
    expect(from('http://localhost:3000/', 'shop')).toBe('http://localhost:3000/?vendor=shop');
    // A host outside the base domain is not a merchant subdomain.
    expect(from('https://food.example.com/', 'shop', null, 'dastarkhan.uz')).toBe('https://food.example.com/?vendor=shop');
  });

  it("prefers the brand's own domain, and never links to a non-web address", () => {
    expect(from('http://demo.localhost:3000/', 'shop', 'shop.uz')).toBe('https://shop.uz/');
    expect(from('http://demo.localhost:3000/', 'shop', 'https://shop.uz/menu')).toBe('https://shop.uz/menu');
    expect(from('http://demo.localhost:3000/', 'shop', 'javascript:alert(1)')).toBe('http://shop.localhost:3000/');
    expect(from('http://demo.localhost:3000/', 'shop', '  ')).toBe('http://shop.localhost:3000/');
  });
});
