// Placing the order against a fake API: an order paid online comes back with its payment link (asked
// as the customer, back to this storefront's order page); an order paid in person, or one with nothing
// left to pay, asks for none; a link the API cannot give leaves the order placed, for the order page's "Pay".
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { User } from '@dastarkhan/domain/contracts/account';
import type { PaymentType } from '@dastarkhan/domain/enums';
import { tokenCookieName } from '../../lib/session.server.ts';
import { testMerchant } from '../../lib/test-merchant.ts';
import { placeOrder, type PlaceOrderResult } from './checkout.server.ts';

const MERCHANT_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '44444444-4444-4444-8444-444444444444';
const TOKEN = 'tok_0123456789abcdef0123456789abcdef';
const PAGE = 'http://demo.localhost:5173/checkout/confirm';
const ORDER_PAGE = `http://demo.localhost:5173/profile/orders/${ORDER_ID}`;
const SANDBOX_URL = `http://demo.localhost:5173/api/dev/pay/payme/${ORDER_ID}?merchant=${MERCHANT_ID}`;

const user = { id: '33333333-3333-4333-8333-333333333333', phone: '998901234567', telegramId: null } as User;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, code: string) => json({ error: { code, description: { uz: code, ru: code, eng: code } } }, status);

interface Call {
  path: string;
  method: string;
  headers: Headers;
}

/** The storefront's own calls (merchant, settings, the customer) answered, the order and the link as told. */
function fakeApi(answers: { order: { paymentType: PaymentType; isPaid: boolean }; link?: () => Response }) {
  const calls: Call[] = [];
  const context = {
    config: { defaultMerchant: 'demo', baseDomain: null },
    async apiFetch(path: string, init?: RequestInit) {
      const call = { path, method: init?.method ?? 'GET', headers: new Headers(init?.headers) };
      calls.push(call);
      if (path === '/api/users/v1/merchants/sub/demo') return json(testMerchant({ id: MERCHANT_ID, sub: 'demo' }));
      if (path === '/api/support/v1/merchant/settings/web') return json({});
      if (path.startsWith('/api/users/v1/city-merchant/')) return json([]);
      if (path === '/api/users/v1/users/me') return json(user);
      if (call.method === 'POST' && path === '/api/orders/v1/orders') return json({ id: ORDER_ID, ...answers.order }, 201);
      if (path.startsWith(`/api/payments/v2/checkout/${ORDER_ID}?`) && answers.link) return answers.link();
      return apiError(404, 'NOT_FOUND');
    },
  } satisfies AppLoadContext;
  return { context, calls };
}

function checkoutLink(url = SANDBOX_URL) {
  return json({ orderId: ORDER_ID, paymentType: 'PAYME', amount: 15_000, url, returnUrl: ORDER_PAGE, sandbox: true, expiresAt: '2026-03-10T07:30:00.000Z' });
}

async function place(context: AppLoadContext): Promise<PlaceOrderResult> {
  const form = new FormData();
  form.set('order', JSON.stringify({ serviceType: 'PICK_UP', paymentType: 'PAYME', cartItems: [], totalPrice: 15_000, later: false }));
  form.set('idempotencyKey', 'checkout-0123456789abcdef');
  const request = new Request(PAGE, { method: 'POST', headers: { Cookie: `${tokenCookieName('demo')}=${TOKEN}` } });
  return ((await placeOrder(request, context, form)) as unknown as { data: PlaceOrderResult }).data;
}

const checkoutCalls = (calls: Call[]) => calls.filter((call) => call.path.startsWith('/api/payments/v2/checkout/'));

describe('placeOrder', () => {
  it('answers an order paid online with its payment link, asked as the customer and leading back to the order page', async () => {
    const { context, calls } = fakeApi({ order: { paymentType: 'PAYME', isPaid: false }, link: () => checkoutLink() });
    expect(await place(context)).toEqual({ ok: true, orderId: ORDER_ID, paymentUrl: SANDBOX_URL });

    const [asked] = checkoutCalls(calls);
    const url = new URL(asked!.path, 'http://api.local');
    expect(url.searchParams.get('returnUrl')).toBe(ORDER_PAGE);
    expect(url.searchParams.get('lang')).toBe('uz');
    expect(asked!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(asked!.headers.get('merchant')).toBe(MERCHANT_ID);
    expect(asked!.headers.get('x-forwarded-host')).toBe('demo.localhost:5173');
    expect(asked!.headers.get('x-forwarded-proto')).toBe('http');
  });

  it('keeps the order placed when the link cannot be had: the order page offers "Pay"', async () => {
    for (const link of [() => apiError(409, 'PAYMENT_PROVIDER_NOT_CONFIGURED'), () => apiError(500, 'INTERNAL'), () => checkoutLink('javascript:alert(1)')]) {
      const { context } = fakeApi({ order: { paymentType: 'CLICK', isPaid: false }, link });
      expect(await place(context)).toEqual({ ok: true, orderId: ORDER_ID, paymentUrl: null });
    }
  });

  it('asks no link for an order paid in person, nor for one paid in full already (cashback)', async () => {
    for (const order of [
      { paymentType: 'CASH' as const, isPaid: false },
      { paymentType: 'TERMINAL' as const, isPaid: false },
      { paymentType: 'UZUM' as const, isPaid: true },
    ]) {
      const { context, calls } = fakeApi({ order, link: () => checkoutLink() });
      expect(await place(context)).toEqual({ ok: true, orderId: ORDER_ID, paymentUrl: null });
      expect(checkoutCalls(calls)).toEqual([]);
    }
  });
});
