import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { testMerchant } from '../lib/test-merchant.ts';
import type { TelegramSessionAnswer } from '../lib/telegram.ts';
import { action } from './telegram-session.tsx';

type ActionArgs = Parameters<typeof action>[0];

const INIT_DATA = 'user=%7B%22id%22%3A42%2C%22first_name%22%3A%22Ali%22%7D&auth_date=1700000000&hash=abc123';
const TOKEN = 't'.repeat(43);
const USER = { id: '22222222-2222-4222-8222-222222222222', phone: null, firstName: 'Ali', lastName: null, birthday: null, gender: null, image: null, language: null, telegramId: 42, createdDate: '2025-01-01T00:00:00+05:00' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, code: string, eng = code) => json({ error: { code, description: { uz: `${code} uz`, ru: `${code} ru`, eng } } }, status);

interface Call {
  path: string;
  body: unknown;
  authorization: string | null;
  merchant: string | null;
}

/** A fake API for the demo merchant; `webbot` answers the Telegram calls. */
function fakeContext(webbot: (path: string, body: Record<string, unknown>) => Response) {
  const calls: Call[] = [];
  const context = {
    config: { defaultMerchant: 'demo', baseDomain: null },
    async apiFetch(path: string, init?: RequestInit) {
      const headers = new Headers(init?.headers);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ path, body, authorization: headers.get('authorization'), merchant: headers.get('merchant') });
      if (path === '/api/users/v1/merchants/sub/demo') return json(testMerchant());
      if (path === '/api/support/v1/merchant/settings/web') return json({});
      if (path.startsWith('/api/users/v1/city-merchant/')) return json([]);
      if (path.startsWith('/api/webbot/')) return webbot(path, body);
      return json({}, 404);
    },
  } satisfies AppLoadContext;
  return { context, calls };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://demo.localhost:3000/telegram/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://demo.localhost:3000', ...headers },
    body: JSON.stringify(body),
  });
}

async function run(request: Request, context: AppLoadContext): Promise<{ status: number; body: TelegramSessionAnswer; cookies: string[] }> {
  const response = (await action({ request, context, params: {} } as unknown as ActionArgs)) as Response;
  return { status: response.status, body: (await response.json()) as TelegramSessionAnswer, cookies: response.headers.getSetCookie() };
}

const cookieNames = (cookies: string[]) => cookies.map((cookie) => cookie.split('=')[0]).sort();

describe('POST /telegram/session', () => {
  it('signs in with the init data: token and init-data cookies, and says whether the phone is needed', async () => {
    const { context, calls } = fakeContext((path) => {
      if (path === '/api/webbot/v1/users/token') return json({ token: TOKEN, user: USER });
      if (path === '/api/webbot/v1/users/auth') return json({ isPhoneVerificationRequired: true });
      return json({}, 404);
    });
    const result = await run(post({ intent: 'sign-in', initData: INIT_DATA }), context);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true, isPhoneVerificationRequired: true });
    expect(cookieNames(result.cookies)).toEqual(['dk_tg_demo', 'dk_token_demo']);
    expect(result.cookies.find((cookie) => cookie.startsWith('dk_token_demo='))).toContain(`dk_token_demo=${TOKEN}`);
    expect(result.cookies.every((cookie) => cookie.includes('HttpOnly'))).toBe(true);

    const token = calls.find((call) => call.path === '/api/webbot/v1/users/token');
    expect(token).toMatchObject({ body: { initData: INIT_DATA }, merchant: testMerchant().id, authorization: null });
    // The check carries the new token.
    expect(calls.find((call) => call.path === '/api/webbot/v1/users/auth')).toMatchObject({ authorization: `Bearer ${TOKEN}`, body: { initData: INIT_DATA } });
  });

  it('leaves a visitor with forged or expired init data a guest, saying why', async () => {
    for (const code of ['TELEGRAM_INIT_DATA_INVALID', 'TELEGRAM_INIT_DATA_EXPIRED']) {
      const { context } = fakeContext(() => apiError(401, code));
      const result = await run(post({ intent: 'sign-in', initData: INIT_DATA }), context);
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ ok: false, code, message: `${code} uz` });
      expect(result.cookies).toEqual([]);
    }
  });

  it('refuses init data of 10 characters or fewer without calling the API', async () => {
    const { context, calls } = fakeContext(() => json({}, 500));
    const result = await run(post({ intent: 'sign-in', initData: '0123456789' }), context);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: false, code: 'TELEGRAM_INIT_DATA_MISSING' });
    expect(calls.some((call) => call.path.startsWith('/api/webbot/'))).toBe(false);
  });

  it('completes sign-in with the shared contact: a new token cookie', async () => {
    const { context, calls } = fakeContext((path) =>
      path === '/api/webbot/v1/users/login' ? json({ token: 'n'.repeat(43), user: { ...USER, phone: '998901234567' } }) : json({}, 404),
    );
    const contact = 'contact=%7B%7D&auth_date=1700000000&hash=def';
    const result = await run(post({ intent: 'login', initData: INIT_DATA, phone: '+998901234567', firstName: 'Ali', contact }), context);
    expect(result.body).toEqual({ ok: true, isPhoneVerificationRequired: false });
    expect(result.cookies.find((cookie) => cookie.startsWith('dk_token_demo='))).toContain('n'.repeat(43));
    expect(calls.find((call) => call.path === '/api/webbot/v1/users/login')?.body).toEqual({
      initData: INIT_DATA,
      phone: '+998901234567',
      firstName: 'Ali',
      lastName: null,
      contact,
    });
  });

  it("passes on the API's refusal of a phone in the customer's language", async () => {
    const { context } = fakeContext(() => apiError(409, 'PHONE_TAKEN'));
    const result = await run(post({ intent: 'login', initData: INIT_DATA, phone: '+998901234567', firstName: 'Ali' }), context);
    expect(result.status).toBe(409);
    expect(result.body).toEqual({ ok: false, code: 'PHONE_TAKEN', message: 'PHONE_TAKEN uz' });
  });

  it('checks the phone of the signed-in customer with their token', async () => {
    const { context, calls } = fakeContext(() => json({ isPhoneVerificationRequired: false }));
    const guest = await run(post({ intent: 'check', initData: INIT_DATA }), context);
    expect(guest.status).toBe(401);

    const result = await run(post({ intent: 'check', initData: INIT_DATA }, { Cookie: `dk_token_demo=${TOKEN}` }), context);
    expect(result.body).toEqual({ ok: true, isPhoneVerificationRequired: false });
    expect(result.cookies).toEqual([]);
    expect(calls.filter((call) => call.path === '/api/webbot/v1/users/auth')).toHaveLength(1);
    expect(calls.find((call) => call.path === '/api/webbot/v1/users/auth')?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('refuses a post from another site (login CSRF) before calling the API', async () => {
    const { context, calls } = fakeContext(() => json({ token: TOKEN, user: USER }));
    const result = await run(post({ intent: 'sign-in', initData: INIT_DATA }, { Origin: 'https://evil.example' }), context);
    expect(result.status).toBe(403);
    expect(result.cookies).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('answers 502 when the API fails, and keeps the customer signed in when only the phone check fails', async () => {
    const down = fakeContext(() => json({}, 503));
    expect((await run(post({ intent: 'sign-in', initData: INIT_DATA }), down.context)).status).toBe(502);

    const checkDown = fakeContext((path) => (path === '/api/webbot/v1/users/token' ? json({ token: TOKEN, user: USER }) : json({}, 503)));
    const result = await run(post({ intent: 'sign-in', initData: INIT_DATA }), checkDown.context);
    expect(result.body).toEqual({ ok: true, isPhoneVerificationRequired: false });
    expect(cookieNames(result.cookies)).toEqual(['dk_tg_demo', 'dk_token_demo']);
  });
});
