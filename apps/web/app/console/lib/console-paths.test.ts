// The sign-in page returns only to console pages of this site, whatever `next` it is given.
import { describe, expect, it } from 'vitest';
import { consoleLoginPath, safeNextPath } from './console-paths.ts';

describe('safeNextPath', () => {
  it('keeps console pages with their query and hash', () => {
    expect(safeNextPath('/console')).toBe('/console');
    expect(safeNextPath('/console/orders?branch=1&service=delivery')).toBe('/console/orders?branch=1&service=delivery');
    expect(safeNextPath('/console/menu/products/abc#options')).toBe('/console/menu/products/abc#options');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const next of [
      'https://evil.example/console',
      '//evil.example/console',
      '/\\evil.example/console',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/console\t//evil',
      '/\t/evil.example/console',
      ' /console',
    ]) {
      expect(safeNextPath(next), next).toBeNull();
    }
  });

  it('refuses storefront pages, look-alike prefixes and the sign-in page itself', () => {
    expect(safeNextPath('/')).toBeNull();
    expect(safeNextPath('/profile')).toBeNull();
    expect(safeNextPath('/consoleevil')).toBeNull();
    expect(safeNextPath('/console/../profile')).toBeNull();
    expect(safeNextPath('/console/login')).toBeNull();
    expect(safeNextPath('/console/login?next=/console/orders')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath('')).toBeNull();
  });

  it('builds the sign-in link with an encoded next only when it is safe', () => {
    expect(consoleLoginPath('/console/orders?branch=1')).toBe('/console/login?next=%2Fconsole%2Forders%3Fbranch%3D1');
    expect(consoleLoginPath('//evil.example')).toBe('/console/login');
    expect(consoleLoginPath()).toBe('/console/login');
  });
});
