// The order pages' server side against a fake API: 404 for orders that are not the customer's, the
// list's page math, the actions' answers, and the live-events relay (headers, stream, stop codes).
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { User } from '@dastarkhan/domain/contracts/account';
import type { OrderPage } from '@dastarkhan/domain/contracts/order';
import { WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import type { Session } from '../../lib/session.server.ts';
import { testMerchant } from '../../lib/test-merchant.ts';
import { ordersMessages } from './locales.ts';
import { loadOrder, loadOrderList, orderAction, relayOrderEvents } from './orders.server.ts';

const ORDER_ID = '44444444-4444-4444-8444-444444444444';
const TOKEN = 'tok_0123456789abcdef0123456789abcdef';
const user = { id: '33333333-3333-4333-8333-333333333333' } as User;
const session: Session = {
  storefront: { merchant: testMerchant(), settings: WebSettingsSchema.parse({}), cities: [], language: 'uz' },
  token: TOKEN,
  user,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, code: string) => json({ error: { code, description: { uz: code, ru: code, eng: code } } }, status);

interface Call {
  path: string;
  method: string;
  headers: Headers;
  signal: AbortSignal | null | undefined;
}

function fakeContext(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const context = {
    config: { defaultMerchant: 'demo', baseDomain: null },
    clientIp: '203.0.113.9',
    async apiFetch(path: string, init?: RequestInit) {
      const call = { path, method: init?.method ?? 'GET', headers: new Headers(init?.headers), signal: init?.signal };
      calls.push(call);
      return answer(call);
    },
  } satisfies AppLoadContext;
  return { context, calls };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

const statusOf = (error: unknown) => (error instanceof Response ? error.status : (error as { init?: { status?: number } }).init?.status);

describe('loadOrder', () => {
  it("is a 404 for another customer's order, an unknown one and an id that is not one", async () => {
    for (const answer of [apiError(404, 'ORDER_NOT_FOUND'), apiError(403, 'USER_FORBIDDEN')]) {
      const { context } = fakeContext(() => answer.clone());
      expect(statusOf(await thrown(loadOrder(context, session, ORDER_ID)))).toBe(404);
    }
    const { context, calls } = fakeContext(() => json({}));
    expect(statusOf(await thrown(loadOrder(context, session, 'not-an-id')))).toBe(404);
    expect(calls).toHaveLength(0);
  });
});

describe('loadOrderList', () => {
  const page = (totalPages: number): OrderPage => ({ content: [], page: 0, size: 10, totalElements: totalPages * 10, totalPages });

  it('asks for the displayed page minus one with the bearer token', async () => {
    const { context, calls } = fakeContext(() => json(page(3)));
    const list = await loadOrderList(context, session, { tab: 'archive', page: 2 });
    expect(list).toEqual({ query: { tab: 'archive', page: 2 }, orders: [], totalPages: 3 });
    expect(calls[0]?.path).toBe(`/api/orders/v1/orders/user/${user.id}?page=1&size=10&onlyArchive=true`);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('redirects a page past the last one to the last one', async () => {
    const { context } = fakeContext(() => json(page(2)));
    const error = await thrown(loadOrderList(context, session, { tab: 'active', page: 7 }));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).headers.get('Location')).toBe('/profile/orders?page=2');
  });
});

describe('orderAction', () => {
  const form = (intent: string) => {
    const body = new FormData();
    body.set('intent', intent);
    return body;
  };
  // The order page as the customer's browser posted to it (the storefront behind its own host and port).
  const pageRequest = new Request(`https://demo.example.uz:8443/profile/orders/${ORDER_ID}`, { method: 'POST' });

  it('cancels with PUT and answers ok; a refusal is the Uzbek explanation', async () => {
    const ok = fakeContext(() => json({}));
    const done = (await orderAction(pageRequest, ok.context, session, ORDER_ID, form('cancel'))) as { data: unknown };
    expect(done.data).toEqual({ intent: 'cancel', ok: true });
    expect(ok.calls[0]).toMatchObject({ path: `/api/orders/v1/orders/${ORDER_ID}/cancel`, method: 'PUT' });

    const refused = fakeContext(() => apiError(409, 'ORDER_NOT_CANCELLABLE'));
    const answer = (await orderAction(pageRequest, refused.context, session, ORDER_ID, form('cancel'))) as { data: unknown; init: { status: number } };
    expect(answer.data).toEqual({ intent: 'cancel', ok: false, error: ordersMessages.uz.errors.notCancellable });
    expect(answer.init.status).toBe(400);
  });

  it('hides and goes back to the archive; calls the waiter with POST', async () => {
    const { context, calls } = fakeContext((call) => (call.path.endsWith('/hide') ? new Response(null, { status: 204 }) : json({ status: 'CALLED' })));
    const hidden = (await orderAction(pageRequest, context, session, ORDER_ID, form('hide'))) as Response;
    expect(hidden.headers.get('Location')).toBe('/profile/orders?tab=archive');
    const called = (await orderAction(pageRequest, context, session, ORDER_ID, form('call-waiter'))) as { data: unknown };
    expect(called.data).toEqual({ intent: 'call-waiter', ok: true });
    expect(calls.map((call) => `${call.method} ${call.path.split('/').pop()}`)).toEqual(['PUT hide', 'POST call-waiter']);
  });

  const checkout = {
    orderId: ORDER_ID,
    paymentType: 'PAYME',
    amount: 33_000,
    url: 'https://checkout.paycom.uz/bT0xMjM=',
    returnUrl: `https://demo.example.uz:8443/profile/orders/${ORDER_ID}`,
    sandbox: false,
    expiresAt: '2026-03-10T07:30:00.000Z',
  };

  it("pay: asks the API for the payment link as the customer, back to this order page, then leaves the app for it", async () => {
    const { context, calls } = fakeContext(() => json(checkout));
    const answer = (await orderAction(pageRequest, context, session, ORDER_ID, form('pay'))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(checkout.url);
    // A document redirect: React Router leaves the app instead of looking for a route of its own.
    expect(answer.headers.get('X-Remix-Reload-Document')).toBe('true');

    const call = calls[0]!;
    const asked = new URL(call.path, 'http://api.local');
    expect(asked.pathname).toBe(`/api/payments/v2/checkout/${ORDER_ID}`);
    expect(asked.searchParams.get('returnUrl')).toBe(`https://demo.example.uz:8443/profile/orders/${ORDER_ID}`);
    expect(asked.searchParams.get('lang')).toBe('uz');
    expect(call.method).toBe('GET');
    expect(call.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    // The sandbox page is built on the host the customer uses, not the API's own.
    expect(call.headers.get('x-forwarded-host')).toBe('demo.example.uz:8443');
    expect(call.headers.get('x-forwarded-proto')).toBe('https');
  });

  it('pay: says so when the order is paid already or can no longer be paid, and when the provider page cannot be had', async () => {
    const cases: Array<[Response, string]> = [
      [apiError(409, 'ORDER_ALREADY_PAID'), ordersMessages.uz.errors.alreadyPaid],
      [apiError(409, 'ORDER_NOT_PAYABLE'), ordersMessages.uz.errors.notPayable],
      [apiError(409, 'PAYMENT_PROVIDER_NOT_CONFIGURED'), ordersMessages.uz.errors.payUnavailable],
      [apiError(503, 'API_UNREACHABLE'), ordersMessages.uz.errors.payUnavailable],
      // An answer that is not a payment link is never followed.
      [json({ url: 'https://checkout.paycom.uz/x' }), ordersMessages.uz.errors.payUnavailable],
      [json({ ...checkout, url: 'javascript:alert(1)' }), ordersMessages.uz.errors.payUnavailable],
    ];
    for (const [response, text] of cases) {
      const { context } = fakeContext(() => response.clone());
      const answer = (await orderAction(pageRequest, context, session, ORDER_ID, form('pay'))) as { data: unknown; init: { status: number } };
      expect(answer.data).toEqual({ intent: 'pay', ok: false, error: text });
    }
  });

  it('refuses an unknown intent without calling the API', async () => {
    const { context, calls } = fakeContext(() => json({}));
    const answer = (await orderAction(pageRequest, context, session, ORDER_ID, form('delete'))) as { init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(calls).toHaveLength(0);
  });
});

describe('relayOrderEvents', () => {
  const sse = (text: string) =>
    new Response(new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode(text)), controller.close()) }), {
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    });

  it("streams the API's events through with the session's token, the merchant, the customer's address and the browser's signal", async () => {
    const { context, calls } = fakeContext(() => sse('event: state\ndata: {}\n\n'));
    const abort = new AbortController();
    const request = new Request(`http://demo.localhost/profile/orders/${ORDER_ID}/events`, { signal: abort.signal });
    const response = await relayOrderEvents(request, context, session, ORDER_ID);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toContain('no-cache');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(await response.text()).toBe('event: state\ndata: {}\n\n');
    const call = calls[0]!;
    expect(call.path).toBe(`/api/orders/v1/orders/${ORDER_ID}/events`);
    expect(call.headers.get('accept')).toBe('text/event-stream');
    expect(call.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(call.headers.get('merchant')).toBe(session.storefront.merchant.id);
    expect(call.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    abort.abort();
    expect(call.signal?.aborted).toBe(true);
  });

  it("passes a missing order on as a bodiless 404 and a refused token as 204 (EventSource stops), ending the session", async () => {
    const request = new Request(`http://demo.localhost/profile/orders/${ORDER_ID}/events`);
    const missing = await relayOrderEvents(request, fakeContext(() => apiError(404, 'ORDER_NOT_FOUND')).context, session, ORDER_ID);
    expect(missing.status).toBe(404);
    expect(missing.body).toBeNull();
    const stale = await relayOrderEvents(request, fakeContext(() => apiError(401, 'SESSION_EXPIRED')).context, session, ORDER_ID);
    expect(stale.status).toBe(204);
    expect(stale.headers.getSetCookie().some((cookie) => cookie.startsWith('dk_token_demo=;'))).toBe(true);
    expect((await relayOrderEvents(request, fakeContext(() => json({})).context, session, 'nope')).status).toBe(404);
  });
});
