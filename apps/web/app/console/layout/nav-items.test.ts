// The console navigation shows each role exactly the pages its permissions open.
import { describe, expect, it } from 'vitest';
import { navGroupsFor, navItemsFor, permissionOfPath } from './nav-items.ts';

const paths = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((item) => item.to);

describe('console navigation', () => {
  it('gives the owner every page but the courier deliveries', () => {
    expect(paths('OWNER')).toEqual([
      '/console/orders',
      '/console/stop-list',
      '/console/reservations',
      '/console/menu',
      '/console/reports',
      '/console/reviews',
      '/console/branches',
      '/console/delivery',
      '/console/promos',
      '/console/settings',
      '/console/theme',
      '/console/content',
      '/console/integrations',
      '/console/staff',
      '/console/audit',
      '/console/account',
    ]);
  });

  it('gives a manager the service, menu, reports and reviews but no brand, staff or audit', () => {
    expect(paths('MANAGER')).toEqual(['/console/orders', '/console/stop-list', '/console/reservations', '/console/menu', '/console/reports', '/console/reviews', '/console/account']);
  });

  it('gives an operator the board, the stop-list and the reservations only', () => {
    expect(paths('OPERATOR')).toEqual(['/console/orders', '/console/stop-list', '/console/reservations', '/console/account']);
  });

  it('gives a courier the deliveries and the account, never the menu', () => {
    expect(paths('COURIER')).toEqual(['/console/deliveries', '/console/account']);
    expect(navGroupsFor('COURIER').map((group) => group.group)).toEqual(['service', 'team']);
  });
});

describe('permissionOfPath', () => {
  it('names the permission of a page and of the pages below it', () => {
    expect(permissionOfPath('/console/menu')).toBe('menu.read');
    expect(permissionOfPath('/console/menu/products/42')).toBe('menu.read');
    expect(permissionOfPath('/console/orders/7/')).toBe('orders.read');
    expect(permissionOfPath('/console/delivery')).toBe('brand.read');
    expect(permissionOfPath('/console/deliveries')).toBe('deliveries.read');
    expect(permissionOfPath('/console/account')).toBeNull();
    expect(permissionOfPath('/console')).toBeNull();
  });
});
