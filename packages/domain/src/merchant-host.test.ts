import { describe, expect, it } from 'vitest';
import { hostName, resolveMerchantSub, subFromHost } from './merchant-host.ts';

const base = { defaultMerchant: 'demo', baseDomain: 'dastarkhan.uz' };

describe('resolveMerchantSub', () => {
  it('takes the subdomain of *.localhost, port or not', () => {
    expect(resolveMerchantSub({ ...base, host: 'shop.localhost:3000' })).toEqual({ sub: 'shop', source: 'host' });
    expect(resolveMerchantSub({ ...base, host: 'Shop.LocalHost' })).toEqual({ sub: 'shop', source: 'host' });
  });

  it('takes the subdomain of the base domain', () => {
    expect(resolveMerchantSub({ ...base, host: 'burger.dastarkhan.uz' }).sub).toBe('burger');
    expect(resolveMerchantSub({ ...base, host: 'www.burger.dastarkhan.uz:443' }).sub).toBe('burger');
  });

  it('ignores subdomains of other domains when no base domain matches', () => {
    expect(resolveMerchantSub({ ...base, baseDomain: null, host: 'burger.example.com' })).toEqual({ sub: 'demo', source: 'default' });
  });

  it('prefers the host over ?vendor= and the cookie', () => {
    expect(resolveMerchantSub({ ...base, host: 'demo.localhost', vendorParam: 'shop', vendorCookie: 'closed' })).toEqual({
      sub: 'demo',
      source: 'host',
    });
  });

  it('falls back to ?vendor= on bare hosts, www and IPs', () => {
    for (const host of ['localhost:3000', 'www.dastarkhan.uz', 'dastarkhan.uz', '127.0.0.1:3000', '[::1]:3000', 'www.localhost']) {
      expect(resolveMerchantSub({ ...base, host, vendorParam: ' Shop ' })).toEqual({ sub: 'shop', source: 'param' });
    }
  });

  it('falls back to the vendor cookie, then the default', () => {
    expect(resolveMerchantSub({ ...base, host: 'localhost', vendorCookie: 'shop' })).toEqual({ sub: 'shop', source: 'cookie' });
    expect(resolveMerchantSub({ ...base, host: 'localhost', vendorParam: '', vendorCookie: '' })).toEqual({ sub: 'demo', source: 'default' });
    expect(resolveMerchantSub({ ...base, host: undefined })).toEqual({ sub: 'demo', source: 'default' });
  });

  it('does not trust a malformed vendor cookie', () => {
    expect(resolveMerchantSub({ ...base, host: 'localhost', vendorCookie: '../admin' })).toEqual({ sub: 'demo', source: 'default' });
  });

  it('keeps a malformed ?vendor= so that its lookup fails visibly', () => {
    expect(resolveMerchantSub({ ...base, host: 'localhost', vendorParam: 'no such/shop' })).toEqual({ sub: 'no such/shop', source: 'param' });
  });
});

describe('host parsing', () => {
  it('strips the port and refuses IP literals', () => {
    expect(hostName('Demo.Localhost:3101')).toBe('demo.localhost');
    expect(hostName('10.0.0.1:80')).toBeNull();
    expect(hostName('[2001:db8::1]')).toBeNull();
    expect(hostName('')).toBeNull();
  });

  it('takes the label next to the base', () => {
    expect(subFromHost('a.b.localhost')).toBe('b');
    expect(subFromHost('localhost')).toBeNull();
    expect(subFromHost('evil-dastarkhan.uz', 'dastarkhan.uz')).toBeNull();
  });
});
