import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { User } from '@dastarkhan/domain/contracts/account';
import {
  endSessionCookies,
  optionalSession,
  requireSession,
  revokeSession,
  rootAccount,
  safeNextPath,
  sessionCookies,
  sessionRequest,
  tokenCookieName,
} from './session.server.ts';
import { testMerchant } from './test-merchant.ts';

const DEMO_ID = '11111111-1111-4111-8111-111111111111';
const SHOP_ID = '22222222-2222-4222-8222-222222222222';
const TOKEN = 'tok_0123456789abcdef0123456789abcdef';

const user: User = {
  id: '33333333-3333-4333-8333-333333333333',
  phone: '998901234567',
  firstName: 'Aziza',
  lastName: null,
  birthday: null,
  gender: null,
  image: null,
  language: null,
  telegramId: null,
  createdDate: '2025-01-01T00:00:00+05:00',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, code: string) => json({ error: { code, description: { uz: code, ru: code, eng: code } } }, status);

interface Call {
  path: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fake API: two merchants, /me answering per token, and whatever `routes` add; records every call. */
function fakeContext(options: { me?: (token: string | null) => Response; routes?: Record<string, () => Response> } = {}) {
  const calls: Call[] = [];
  const merchants: Record<string, ReturnType<typeof testMerchant>> = {
    demo: testMerchant({ id: DEMO_ID, sub: 'demo' }),
    shop: testMerchant({ id: SHOP_ID, sub: 'shop' }),
  };
  const context = {
    config: { defaultMerchant: 'demo', baseDomain: null },
    async apiFetch(path: string, init?: RequestInit) {
      const headers = new Headers(init?.headers);
      calls.push({ path, method: init?.method ?? 'GET', headers, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const bySub = /^\/api\/users\/v1\/merchants\/sub\/(.+)$/.exec(path);
      if (bySub) return json(merchants[bySub[1] ?? '']);
      if (path === '/api/support/v1/merchant/settings/web') return json({});
      if (path.startsWith('/api/users/v1/city-merchant/')) return json([]);
      if (path === '/api/users/v1/users/me') {
        const token = headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
        return options.me ? options.me(token) : token === TOKEN ? json(user) : apiError(401, 'SESSION_EXPIRED');
      }
      const route = options.routes?.[`${init?.method ?? 'GET'} ${path}`];
      return route ? route() : apiError(404, 'NOT_FOUND');
    },
  } satisfies AppLoadContext;
  return { context, calls };
}

const request = (url: string, cookie?: string, init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string>) } });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
}

describe('the customer of a request', () => {
  it('is the user the API knows for the brand\'s token cookie, asked with bearer, merchant and language', async () => {
    const { context, calls } = fakeContext();
    const session = await optionalSession(request('http://demo.localhost/profile', `lang=ru; ${tokenCookieName('demo')}=${TOKEN}`), context);
    expect(session?.user.firstName).toBe('Aziza');
    const me = calls.find((call) => call.path === '/api/users/v1/users/me');
    expect(me?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(me?.headers.get('merchant')).toBe(DEMO_ID);
    expect(me?.headers.get('language')).toBe('ru');
  });

  it('is a guest on another brand: the token cookie belongs to one brand only', async () => {
    const { context, calls } = fakeContext();
    const cookie = `${tokenCookieName('demo')}=${TOKEN}`;
    expect(await optionalSession(request('http://shop.localhost/', cookie), context)).toBeNull();
    expect(calls.some((call) => call.path === '/api/users/v1/users/me')).toBe(false);
  });

  it('ends a session the API refuses: cookie expired, to / with the stale-session notice', async () => {
    const { context } = fakeContext({ me: () => apiError(401, 'SESSION_EXPIRED') });
    const response = await thrown(optionalSession(request('http://demo.localhost/profile', `${tokenCookieName('demo')}=${TOKEN}`), context));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    // A whole document loads, so nothing of the old session stays in the page.
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith(`${tokenCookieName('demo')}=`))).toContain('Max-Age=0');
    expect(cookies.find((cookie) => cookie.startsWith('dk_notice='))).toContain('session-expired');
  });

  it('sends a guest to /login with the way back', async () => {
    const { context } = fakeContext();
    const response = await thrown(requireSession(request('http://demo.localhost/profile/orders?tab=archive'), context));
    expect(response.headers.get('Location')).toBe(`/login?next=${encodeURIComponent('/profile/orders?tab=archive')}`);
  });

  it('turns a 401 of any later call into the stale-session redirect', async () => {
    const { context } = fakeContext({ routes: { 'PUT /api/users/v1/users/phone': () => apiError(401, 'SESSION_EXPIRED') } });
    const session = await optionalSession(request('http://demo.localhost/', `${tokenCookieName('demo')}=${TOKEN}`), context);
    if (!session) throw new Error('expected a session');
    const response = await thrown(sessionRequest(context, session, '/api/users/v1/users/phone', { method: 'PUT' }));
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes('session-expired'))).toBe(true);
  });
});

describe('root account data', () => {
  it('shows a pending notice once and drops its cookie', async () => {
    const { context } = fakeContext();
    const account = await rootAccount(request('http://demo.localhost/', 'dk_notice=signed-out'), context);
    expect(account).toMatchObject({ user: null, notice: 'signed-out' });
    expect(account.setCookies).toEqual([expect.stringMatching(/^dk_notice=; Max-Age=0/)]);
    expect((await rootAccount(request('http://demo.localhost/', 'dk_notice=evil'), context)).notice).toBeNull();
  });

  it('keeps pages usable as a guest\'s when the API cannot answer', async () => {
    const { context } = fakeContext({ me: () => apiError(503, 'SERVICE_UNAVAILABLE') });
    const account = await rootAccount(request('http://demo.localhost/', `${tokenCookieName('demo')}=${TOKEN}`), context);
    expect(account.user).toBeNull();
  });
});

describe('session cookies', () => {
  it('keeps the token HttpOnly per brand, Secure on https; logout expires only the token', async () => {
    const { context } = fakeContext();
    const storefront = (await optionalSession(request('http://demo.localhost/', `${tokenCookieName('demo')}=${TOKEN}`), context))?.storefront;
    if (!storefront) throw new Error('expected a storefront');
    const [token] = sessionCookies(request('https://demo.example.uz/'), storefront, TOKEN);
    expect(token).toMatch(/^dk_token_demo=tok_/);
    expect(token).toContain('HttpOnly');
    expect(token).toContain('Secure');
    expect(endSessionCookies(storefront)).toEqual([expect.stringMatching(/^dk_token_demo=; Max-Age=0/)]);
  });
});

describe('logout on the API', () => {
  async function signedIn(context: AppLoadContext) {
    const session = await optionalSession(request('http://demo.localhost/', `${tokenCookieName('demo')}=${TOKEN}`), context);
    if (!session) throw new Error('expected a session');
    return session;
  }

  it('uses the bot variant with the init data inside Telegram', async () => {
    const { context, calls } = fakeContext({ routes: { 'POST /api/webbot/v1/users/logout': () => new Response(null, { status: 204 }) } });
    await revokeSession(context, await signedIn(context), 'query_id=AAE&user=%7B%7D&hash=abc');
    const call = calls.find((entry) => entry.path === '/api/webbot/v1/users/logout');
    expect(call?.body).toEqual({ initData: 'query_id=AAE&user=%7B%7D&hash=abc', language: 'uz' });
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('uses the ordinary variant otherwise, and does not fail when the token is already dead', async () => {
    const { context, calls } = fakeContext({ routes: { 'POST /api/users/v1/users/logout': () => apiError(401, 'SESSION_EXPIRED') } });
    await expect(revokeSession(context, await signedIn(context), null)).resolves.toBeUndefined();
    expect(calls.some((entry) => entry.path === '/api/users/v1/users/logout' && entry.method === 'POST')).toBe(true);
  });
});

describe('the way back after sign-in', () => {
  it('stays on this site', () => {
    expect(safeNextPath('/checkout?step=2')).toBe('/checkout?step=2');
    for (const raw of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null]) expect(safeNextPath(raw)).toBe('/');
  });

  it('refuses what a browser would turn into another site, and what no header can carry', () => {
    // Browsers strip tab, CR and LF inside URLs: "/\t/evil.example" is "//evil.example" to them.
    for (const raw of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/%0D%0A', '/a\u0000b', '/x\\..\\evil', '/./\\evil.example']) {
      expect(safeNextPath(raw), JSON.stringify(raw)).toBe(raw === '/%0D%0A' ? '/%0D%0A' : '/');
    }
    expect(safeNextPath('/.//evil.example')).toBe('/');
  });

  it('keeps non-ASCII paths, percent-encoded so they fit a Location header', () => {
    const next = safeNextPath('/category/плов?q=ош');
    expect(next).toBe('/category/%D0%BF%D0%BB%D0%BE%D0%B2?q=%D0%BE%D1%88');
    expect(() => new Headers({ Location: next })).not.toThrow();
  });

  it('never leads back to the sign-in pages themselves', () => {
    expect(safeNextPath('/login/confirm?phone=1', '/profile')).toBe('/profile');
    expect(safeNextPath('/login', '/profile')).toBe('/profile');
  });
});
