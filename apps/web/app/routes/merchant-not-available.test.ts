// /merchantNotAvailable looks the merchant up again: a working brand goes back to its menu with
// nothing cleared; only an unknown merchant has every cookie expired (and the page clears storage).
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { testMerchant } from '../lib/test-merchant.ts';
import { loader } from './merchant-not-available.tsx';

type LoaderArgs = Parameters<typeof loader>[0];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json({ error: { code: 'MERCHANT_NOT_FOUND', description: { uz: 'x', ru: 'x', eng: 'Merchant not found' } } }, 404);

function context(apiFetch: AppLoadContext['apiFetch']): AppLoadContext {
  return { config: { defaultMerchant: 'demo', baseDomain: null }, apiFetch } satisfies AppLoadContext;
}

const merchants: Record<string, ReturnType<typeof testMerchant>> = {
  demo: testMerchant(),
  closed: testMerchant({ sub: 'closed', isActive: false }),
};
const api = context(async (path: string) => {
  const sub = /\/merchants\/sub\/(.+)$/.exec(path)?.[1];
  const found = sub ? merchants[decodeURIComponent(sub)] : undefined;
  return found ? json(found) : notFound();
});
const down = context(async () => {
  throw new Error('connection refused');
});

const COOKIES = 'dk_token_demo=secret; merchant=11111111-1111-4111-8111-111111111111; lang=ru';

interface Outcome {
  status: number;
  location: string | null;
  setCookies: string[];
  body: { cleared: boolean; retryHref: string } | null;
}

/** The loader's answer, thrown or returned, as status, redirect, Set-Cookie headers and data. */
async function open(url: string, ctx: AppLoadContext): Promise<Outcome> {
  const args = { request: new Request(url, { headers: { Cookie: COOKIES } }), params: {}, context: ctx } as unknown as LoaderArgs;
  let answer: unknown;
  try {
    answer = await loader(args);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get('Location'), setCookies: thrown.headers.getSetCookie(), body: null };
  }
  // React Router's data() wraps the body with its response init.
  const wrapped = answer as { data?: Outcome['body']; init?: { headers?: HeadersInit } };
  if (wrapped && 'init' in wrapped && 'data' in wrapped) {
    return { status: 200, location: null, setCookies: new Headers(wrapped.init?.headers).getSetCookie(), body: wrapped.data ?? null };
  }
  return { status: 200, location: null, setCookies: [], body: answer as Outcome['body'] };
}

describe('/merchantNotAvailable', () => {
  it('sends the customer of a working brand back to the menu, clearing nothing', async () => {
    const outcome = await open('http://demo.localhost:3000/merchantNotAvailable', api);
    expect(outcome).toMatchObject({ status: 302, location: '/', setCookies: [] });
  });

  it('keeps a brand chosen with ?vendor=, and sends an inactive brand to /blocked', async () => {
    expect(await open('http://localhost:3000/merchantNotAvailable?vendor=demo', api)).toMatchObject({ status: 302, location: '/?vendor=demo', setCookies: [] });
    expect(await open('http://closed.localhost:3000/merchantNotAvailable', api)).toMatchObject({ status: 302, location: '/blocked', setCookies: [] });
  });

  it('expires every cookie and asks the page to clear storage for a merchant the API does not know', async () => {
    const outcome = await open('http://nosuch.localhost:3000/merchantNotAvailable', api);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ cleared: true, retryHref: '/' });
    expect(outcome.setCookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['dk_token_demo', 'lang', 'merchant']);
    expect(outcome.setCookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect((await open('http://localhost:3000/merchantNotAvailable?vendor=nosuch', api)).body).toEqual({ cleared: true, retryHref: '/?vendor=nosuch' });
  });

  it('clears nothing when the lookup itself failed', async () => {
    const outcome = await open('http://demo.localhost:3000/merchantNotAvailable', down);
    expect(outcome).toEqual({ status: 200, location: null, setCookies: [], body: { cleared: false, retryHref: '/' } });
  });
});
