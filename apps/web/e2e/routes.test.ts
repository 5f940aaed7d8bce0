// Every path of the spec's route table answers with its page (server-rendered), in its layout.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describe, expect, it } from 'vitest';
import { getAs } from './http.ts';

const SPEC_PATHS = [
  '/', '/about', '/extra', '/extra2', '/extr3', '/extra4', '/basket', '/search', '/offerta', '/privacy', '/category',
  '/login', '/login/confirm', '/branches', '/branches/map', `/product/${DEMO.products.plov.id}`, '/vacancy',
  '/profile', '/profile/user', '/profile/promos', '/profile/favorites', '/profile/orders', '/profile/orders/1',
  '/profile/orders/1/map', '/profile/cards', '/profile/cards/create', '/profile/cards/confirm', '/profile/address',
  '/profile/address/create', '/checkout', '/checkout/confirm', '/choose-address', '/address/pickup', '/address/pickup2',
  '/address/delivery', '/merchantNotAvailable',
];

const get = (path: string, sub = 'demo') => getAs(sub, path);

describe('route table', () => {
  it.each(SPEC_PATHS)('%s answers 200 with a page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = response.body;
    expect(html).toContain('<html');
    expect(html).not.toContain('Page not found');
  });

  it('opens the vacancy pages from the list', async () => {
    const list = (await get('/vacancy')).body;
    const link = /href="(\/vacancy\/[0-9a-f-]{36})"/.exec(list)?.[1];
    expect(link).toBeDefined();
    expect((await get(link!)).status).toBe(200);
  });

  it('shows /blocked only to an inactive merchant', async () => {
    expect((await get('/blocked', 'closed')).status).toBe(200);
    const active = await get('/blocked');
    expect(active.status).toBe(302);
    expect(active.headers.location).toBe('/');
  });
});
