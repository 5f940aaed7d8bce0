// Every path of the spec's route table answers with its page (server-rendered), in its layout.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { DevSmsMessage, SignedIn } from '@dastarkhan/domain/contracts/account';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getAs } from './http.ts';

const SPEC_PATHS = [
  // /extra2, /extr3 and /extra4 are empty in the demo: 404 (extra-pages.test.ts).
  '/', '/about', '/extra', '/basket', '/search', '/offerta', '/privacy', '/category',
  '/login', '/login/confirm?phone=998901234567&resend=0', '/branches', '/branches/map', `/product/${DEMO.products.plov.id}`, '/vacancy',
  '/choose-address', '/address/pickup', '/address/pickup2', '/address/delivery',
];

/** Pages of the signed-in customer (spec §1, §6): a guest is sent to sign in first. */
const SIGNED_IN_PATHS = [
  '/profile', '/profile/user', '/profile/promos', '/profile/favorites', '/profile/orders', '/profile/cards', '/profile/cards/create', '/profile/cards/confirm', '/profile/address',
  '/profile/address/create', '/checkout', '/checkout/confirm',
];

const get = (path: string, sub = 'demo', headers: Record<string, string> = {}) => getAs(sub, path, headers);

/** A customer signed in through the API with the code from the dev outbox; its token cookie. */
async function signedInCookie(): Promise<string> {
  const api = (path: string) => `http://127.0.0.1:${inject('port')}${path}`;
  const phone = `99891${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const headers = { merchant: DEMO.merchantIds.demo, 'content-type': 'application/json' };
  expect((await fetch(api('/api/users/v1/auth/login'), { method: 'POST', headers, body: JSON.stringify({ phone }) })).status).toBe(200);
  const outbox = await fetch(api(`/api/dev/sms-outbox?phone=${phone}&merchant=${DEMO.merchantIds.demo}`));
  const code = ((await outbox.json()) as DevSmsMessage[])[0]?.code;
  const confirmed = await fetch(api('/api/users/v1/auth/confirm'), { method: 'POST', headers, body: JSON.stringify({ phone, code }) });
  return `dk_token_demo=${((await confirmed.json()) as SignedIn).token}`;
}

/** The page's markup without its scripts: the texts of the page's language travel in the hydration data. */
const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

let cookie: string;
beforeAll(async () => {
  cookie = await signedInCookie();
});

describe('route table', () => {
  it.each(SPEC_PATHS)('%s answers 200 with a page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = response.body;
    expect(html).toContain('<html');
    expect(markupOf(html)).not.toContain('Page not found');
  });

  it.each(SIGNED_IN_PATHS)('%s answers 200 with a page to a customer, and sends a guest to sign in', async (path) => {
    const response = await get(path, 'demo', { cookie });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<html');
    expect(markupOf(response.body)).not.toContain('Page not found');
    const guest = await get(path);
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe(`/login?next=${encodeURIComponent(path)}`);
  });

  it.each(['/profile/orders/1', '/profile/orders/1/map'])('%s sends a guest to sign in, and answers a customer 404 for an order that is not theirs', async (path) => {
    const response = await get(path, 'demo', { cookie });
    expect(response.status).toBe(404);
    expect(response.body).toContain('<html');
    const guest = await get(path);
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe(`/login?next=${encodeURIComponent(path)}`);
  });

  it('opens the vacancy pages from the list', async () => {
    const list = (await get('/vacancy')).body;
    const link = /href="(\/vacancy\/[0-9a-f-]{36})"/.exec(list)?.[1];
    expect(link).toBeDefined();
    expect((await get(link!)).status).toBe(200);
  });

  it('shows /merchantNotAvailable only for a merchant that does not exist', async () => {
    const unknown = await get('/merchantNotAvailable', 'nosuch');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain('<html');
    // A working brand's customer goes back to the menu, their cookies untouched.
    const working = await get('/merchantNotAvailable', 'demo', { cookie });
    expect(working.status).toBe(302);
    expect(working.headers.location).toBe('/');
    expect(working.headers['set-cookie']).toBeUndefined();
    const closed = await get('/merchantNotAvailable', 'closed');
    expect(closed.status).toBe(302);
    expect(closed.headers.location).toBe('/blocked');
  });

  it('shows /blocked only to an inactive merchant', async () => {
    expect((await get('/blocked', 'closed')).status).toBe(200);
    const active = await get('/blocked');
    expect(active.status).toBe(302);
    expect(active.headers.location).toBe('/');
  });
});
