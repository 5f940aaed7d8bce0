// Paying an order online from the customer's side: orders start unpaid with a time to pay, the checkout
// link of each provider (or the sandbox page), online types nothing can pay are refused, unpaid orders
// expire, and the development sandbox page pays through the providers' real protocols.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { PaymentCheckout } from '@dastarkhan/domain/contracts/payments';
import { authHeaders, createTestApp, execSql, queryRows, signIn, testConfig, type TestApp } from '../../testing/test-app.ts';
import { MERCHANT_TOPIC } from '../merchants/service.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { openAroundTheClock, placeOrder, postOrder, type OrderBody } from '../orders/test-support.ts';
import { newPaymeId, paymeRequest } from './provider-side.ts';
import { returnUrlAllowed, type ReturnUrlRules } from './service.ts';

const demo = DEMO.merchantIds.demo;
const branchId = DEMO.branchIds.amirTemur;
const PAYME = { merchantId: '5e730e8e0b852a417aa49ceb', key: 'demo-payme-key' };
const operatorKey = { 'x-operator-key': DEMO.operatorKey };

describe(`online payment checkout (${describeDatabase()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await openAroundTheClock(t.database, branchId);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customer(): Promise<Record<string, string>> {
    const { token } = await signIn(t.app, demo, freshPhone().digits);
    return authHeaders(demo, token);
  }

  const pickUp = (paymentType: OrderBody['paymentType']): OrderBody => ({
    serviceType: 'PICK_UP',
    branchId,
    paymentType,
    cartItems: [{ productId: DEMO.products.somsa.id, quantity: 3, modifications: [] }],
  });

  const rows = <T>(sql: string, params: unknown[]): Promise<T[]> => queryRows<T>(t.database, sql, params);

  async function checkout(headers: Record<string, string>, orderId: string, query: Record<string, string> = {}) {
    return t.app.inject({ url: `/api/payments/v2/checkout/${orderId}`, headers: { ...headers, host: 'demo.localhost:3000' }, query });
  }

  async function payme(method: string, params: unknown) {
    const request = paymeRequest(demo, PAYME, method, params);
    return (await t.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.body })).json();
  }

  it('starts an order paid online unpaid, with the time it has to be paid in', async () => {
    const before = Date.now();
    const order = await placeOrder(t.app, await customer(), pickUp('PAYME'));
    expect(order).toMatchObject({ isPaid: false, paymentState: 'unpaid', paidAt: null, refundedAt: null });
    const expiresIn = Date.parse(order.paymentExpiresAt ?? '') - before;
    // The demo merchant keeps the default 30 minutes.
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThan(31 * 60_000);

    const cash = await placeOrder(t.app, await customer(), pickUp('CASH'));
    expect(cash).toMatchObject({ paymentExpiresAt: null, paymentState: 'unpaid' });
  });

  it('refuses online payment types nothing here can pay, and providers the merchant has no account with', async () => {
    const headers = await customer();
    await execSql(
      t.database,
      `insert into payment_methods (merchant_id, type, name, web_enabled) values ($1, 'PAYNET', 'Paynet', true), ($1, 'RAHMAT', 'Rahmat', true) on conflict do nothing`,
      [demo],
    );
    await t.app.services.merchants.invalidateMerchant(demo);
    for (const paymentType of ['PAYNET', 'RAHMAT', 'PAYZE', 'OTHER'] as const) {
      const res = await postOrder(t.app, headers, pickUp(paymentType));
      expect(res.statusCode, paymentType).toBe(400);
      expect(res.json().error.code).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    }
    const methods = await t.app.inject({ url: '/api/orders/v1/payment-methods?channel=WEB', headers: { merchant: demo } });
    expect(methods.json().map((method: { type: string }) => method.type)).toEqual(['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM']);

    await execSql(t.database, `update payment_methods set credentials = '{}'::jsonb where merchant_id = $1 and type = 'UZUM'`, [demo]);
    await t.app.services.merchants.invalidateMerchant(demo);
    try {
      const res = await postOrder(t.app, headers, pickUp('UZUM'));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'PAYMENT_TYPE_NOT_ALLOWED', details: { field: 'paymentType' } });
    } finally {
      await execSql(
        t.database,
        `update payment_methods set credentials = '{"serviceId":"67890","login":"demo-uzum","password":"demo-uzum-password"}'::jsonb where merchant_id = $1 and type = 'UZUM'`,
        [demo],
      );
      await t.app.services.merchants.invalidateMerchant(demo);
    }
  });

  it('links the sandbox page in sandbox mode, with the amount and the order page to come back to', async () => {
    const headers = await customer();
    const order = await placeOrder(t.app, headers, pickUp('PAYME'));
    const res = await checkout(headers, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json() as PaymentCheckout;
    expect(link).toMatchObject({ orderId: order.id, paymentType: 'PAYME', amount: order.totalPrice, sandbox: true, expiresAt: order.paymentExpiresAt });
    expect(link.returnUrl).toBe(`http://demo.localhost:3000/profile/orders/${order.id}`);
    const url = new URL(link.url);
    expect(url.origin + url.pathname).toBe(`http://demo.localhost:3000/api/dev/pay/payme/${order.id}`);
    expect(url.searchParams.get('merchant')).toBe(demo);
    expect(url.searchParams.get('return')).toBe(link.returnUrl);
  });

  describe('with the sandbox off', () => {
    beforeAll(async () => {
      await execSql(t.database, 'update merchant_settings set payment_sandbox = false where merchant_id = $1', [demo]);
      await t.app.services.bus.publish(MERCHANT_TOPIC, demo);
    });
    afterAll(async () => {
      await execSql(t.database, 'update merchant_settings set payment_sandbox = true where merchant_id = $1', [demo]);
      await t.app.services.bus.publish(MERCHANT_TOPIC, demo);
    });

    it("links Payme's checkout with the base64 parameters in tiyin", async () => {
      const headers = await customer();
      const order = await placeOrder(t.app, headers, pickUp('PAYME'));
      const link = (await checkout(headers, order.id, { lang: 'ru' })).json() as PaymentCheckout;
      expect(link.sandbox).toBe(false);
      // Outside production, Payme's test environment.
      expect(link.url.startsWith('https://checkout.test.paycom.uz/')).toBe(true);
      const decoded = Buffer.from(link.url.slice('https://checkout.test.paycom.uz/'.length), 'base64').toString('utf8');
      const fields = Object.fromEntries(decoded.split(';').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
      expect(fields).toMatchObject({
        m: PAYME.merchantId,
        'ac.order_id': order.id,
        a: String(Math.round(order.totalPrice * 100)),
        l: 'ru',
        c: `http://demo.localhost:3000/profile/orders/${order.id}`,
      });
      expect(Number(fields.ct)).toBeGreaterThan(Date.now() - 60_000);
    });

    it("links Click's and Uzum's pay pages", async () => {
      const headers = await customer();
      const click = await placeOrder(t.app, headers, pickUp('CLICK'));
      const clickUrl = new URL(((await checkout(headers, click.id)).json() as PaymentCheckout).url);
      expect(clickUrl.origin + clickUrl.pathname).toBe('https://my.click.uz/services/pay');
      expect(Object.fromEntries(clickUrl.searchParams)).toMatchObject({
        service_id: '12345',
        merchant_id: '54321',
        amount: click.totalPrice.toFixed(2),
        transaction_param: click.id,
        return_url: `http://demo.localhost:3000/profile/orders/${click.id}`,
      });

      const uzum = await placeOrder(t.app, headers, pickUp('UZUM'));
      const uzumUrl = new URL(((await checkout(headers, uzum.id)).json() as PaymentCheckout).url);
      expect(Object.fromEntries(uzumUrl.searchParams)).toMatchObject({
        serviceId: '67890',
        order_id: uzum.id,
        amount: String(Math.round(uzum.totalPrice * 100)),
      });
    });
  });

  it("answers only the owner, only for an unpaid online order, and only with a return URL on the merchant's storefront", async () => {
    const headers = await customer();
    const order = await placeOrder(t.app, headers, pickUp('PAYME'));
    expect((await checkout(await customer(), order.id)).statusCode).toBe(404);
    expect((await checkout(headers, crypto.randomUUID())).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/payments/v2/checkout/${order.id}`, headers: { merchant: demo } })).statusCode).toBe(401);

    const foreign = await checkout(headers, order.id, { returnUrl: 'https://evil.example/profile' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('RETURN_URL_NOT_ALLOWED');
    // A host that merely starts with the merchant's name is somebody else's.
    const lookalike = await checkout(headers, order.id, { returnUrl: `https://demo.evil.example/profile/orders/${order.id}` });
    expect(lookalike.json().error.code).toBe('RETURN_URL_NOT_ALLOWED');
    const ownSubdomain = await checkout(headers, order.id, { returnUrl: `http://demo.localhost:5173/uz/profile/orders/${order.id}` });
    expect((ownSubdomain.json() as PaymentCheckout).returnUrl).toBe(`http://demo.localhost:5173/uz/profile/orders/${order.id}`);

    const cash = await placeOrder(t.app, headers, pickUp('CASH'));
    expect((await checkout(headers, cash.id)).json().error.code).toBe('ORDER_NOT_PAID_ONLINE');
  });

  it('cancels an order nobody paid in time, and closes its pending payment as timed out', async () => {
    const headers = await customer();
    const order = await placeOrder(t.app, headers, pickUp('PAYME'));
    const id = newPaymeId();
    const created = await payme('CreateTransaction', { id, time: Date.now(), amount: Math.round(order.totalPrice * 100), account: { order_id: order.id } });
    expect(created.result.state).toBe(1);

    // Not yet due: nothing happens.
    await t.app.services.payments.expireUnpaidOrders();
    expect(((await t.app.inject({ url: `/api/orders/v1/orders/${order.id}`, headers })).json() as Order).status).toBe('CREATED');

    await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`, [order.id]);
    expect(await t.app.services.payments.expireUnpaidOrders()).toBeGreaterThanOrEqual(1);
    const expired = (await t.app.inject({ url: `/api/orders/v1/orders/${order.id}`, headers })).json() as Order;
    expect(expired).toMatchObject({ status: 'CANCELED', isPaid: false, paymentState: 'none', paymentExpiresAt: null, canCancel: false });
    expect(expired.statusHistory.at(-1)).toMatchObject({ status: 'CANCELED', actorType: 'SYSTEM', comment: 'Not paid in time' });
    const [transaction] = await rows<{ state: number; reason: number }>('select state, reason from payment_transactions where order_id = $1', [order.id]);
    expect(transaction).toEqual({ state: -1, reason: 4 });

    // Payme can no longer complete it, and the link is gone.
    const perform = await payme('PerformTransaction', { id });
    expect(perform.error.code).toBe(-31008);
    expect((await checkout(headers, order.id)).json().error.code).toBe('ORDER_NOT_PAYABLE');
  });

  it("closes the pending payment of an order the customer cancels, and a paid one can't be cancelled by the customer", async () => {
    const headers = await customer();
    const order = await placeOrder(t.app, headers, pickUp('PAYME'));
    const id = newPaymeId();
    await payme('CreateTransaction', { id, time: Date.now(), amount: Math.round(order.totalPrice * 100), account: { order_id: order.id } });
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/v1/orders/${order.id}/cancel`, headers })).statusCode).toBe(200);
    expect((await payme('CheckTransaction', { id })).result).toMatchObject({ state: -1 });

    const paid = await placeOrder(t.app, headers, pickUp('PAYME'));
    const paidId = newPaymeId();
    await payme('CreateTransaction', { id: paidId, time: Date.now(), amount: Math.round(paid.totalPrice * 100), account: { order_id: paid.id } });
    await payme('PerformTransaction', { id: paidId });
    const after = (await t.app.inject({ url: `/api/orders/v1/orders/${paid.id}`, headers })).json() as Order;
    expect(after).toMatchObject({ isPaid: true, paymentState: 'paid', canCancel: false });
    expect(after.paidAt).not.toBeNull();
    const refused = await t.app.inject({ method: 'PUT', url: `/api/orders/v1/orders/${paid.id}/cancel`, headers });
    expect(refused.statusCode).toBe(409);
    expect((await checkout(headers, paid.id)).json().error.code).toBe('ORDER_ALREADY_PAID');
    // Staff cannot mark an online order paid by hand either: only the provider's callback does.
    const byHand = await t.app.inject({ method: 'PUT', url: `/api/operator/v1/orders/${order.id}/paid`, headers: operatorKey });
    expect(byHand.statusCode).toBe(409);
  });

  describe('the development sandbox page', () => {
    for (const provider of ['payme', 'click', 'uzum'] as const) {
      it(`pays a ${provider} order through the provider's protocol and sends the customer back`, async () => {
        const headers = await customer();
        const order = await placeOrder(t.app, headers, pickUp(provider.toUpperCase() as OrderBody['paymentType']));
        const link = (await checkout(headers, order.id)).json() as PaymentCheckout;
        const url = new URL(link.url);
        const shown = await t.app.inject({ url: url.pathname + url.search, headers: { host: url.host } });
        expect(shown.statusCode).toBe(200);
        expect(shown.body).toContain(`#${order.number}`);
        expect(shown.body).toMatch(/<button[^>]*value="pay"/);

        const paid = await t.app.inject({
          method: 'POST',
          url: url.pathname + url.search,
          headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'decision=pay',
        });
        expect(paid.statusCode, paid.body).toBe(303);
        expect(paid.headers.location).toBe(link.returnUrl);
        const after = (await t.app.inject({ url: `/api/orders/v1/orders/${order.id}`, headers })).json() as Order;
        expect(after).toMatchObject({ isPaid: true, paymentState: 'paid' });
        expect(after.statusHistory.at(-1)).toMatchObject({ reason: 'PAID', actorType: 'PROVIDER' });
        const journal = await rows<{ method: string; ok: boolean }>('select method, ok from payment_callbacks where order_id = $1 order by created_at', [
          order.id,
        ]);
        expect(journal.length).toBeGreaterThanOrEqual(2);
        expect(journal.every((entry) => entry.ok)).toBe(true);

        // Staff may take it now.
        const accepted = await t.app.inject({
          method: 'PUT',
          url: `/api/operator/v1/orders/${order.id}/status`,
          headers: operatorKey,
          payload: { status: 'ACCEPTED' },
        });
        expect(accepted.statusCode, accepted.body).toBe(200);
      });
    }

    it('declines without paying, and never sends the customer to another site', async () => {
      const headers = await customer();
      const order = await placeOrder(t.app, headers, pickUp('PAYME'));
      const url = `/api/dev/pay/payme/${order.id}?merchant=${demo}&return=${encodeURIComponent('https://evil.example/')}`;
      const declined = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: 'demo.localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=decline',
      });
      expect(declined.statusCode).toBe(303);
      expect(declined.headers.location).toBe(`http://demo.localhost:3000/profile/orders/${order.id}`);
      expect(((await t.app.inject({ url: `/api/orders/v1/orders/${order.id}`, headers })).json() as Order).isPaid).toBe(false);
    });
  });
});

describe(`the sweep of unpaid orders and the sandbox in production (${describeDatabase()})`, () => {
  it('runs on its own timer', async () => {
    const t = await createTestApp({ config: { payments: { ...testConfig().payments, unpaidOrderSweepSeconds: 1 } } });
    try {
      await openAroundTheClock(t.database, branchId);
      const { token } = await signIn(t.app, demo, freshPhone().digits);
      const headers = authHeaders(demo, token);
      const order = await placeOrder(t.app, headers, {
        serviceType: 'PICK_UP',
        branchId,
        paymentType: 'CLICK',
        cartItems: [{ productId: DEMO.products.somsa.id, quantity: 1, modifications: [] }],
      });
      await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 second' where id = $1`, [order.id]);
      await vi.waitFor(
        async () => {
          const now = (await t.app.inject({ url: `/api/orders/v1/orders/${order.id}`, headers })).json() as Order;
          expect(now.status).toBe('CANCELED');
        },
        { timeout: 5_000, interval: 200 },
      );
    } finally {
      await t.close();
    }
  });

  it('has no sandbox page in production', async () => {
    const t = await createTestApp({ config: { nodeEnv: 'production', payments: { ...testConfig().payments, sandboxAllowed: false } } });
    try {
      const res = await t.app.inject({ url: `/api/dev/pay/payme/${crypto.randomUUID()}?merchant=${demo}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('sandbox');
    } finally {
      await t.close();
    }
  });
});

describe('return URLs of payment links', () => {
  const merchant = { sub: 'demo', domainUrl: 'https://food.example.uz' } as Merchant;
  const origin = new URL('https://api.internal');
  const allowed = (url: string, rules: ReturnUrlRules) => returnUrlAllowed(new URL(url), merchant, origin, rules);
  const production = { nodeEnv: 'production', baseDomain: 'dastarkhan.uz' } as const;

  it("lead only to the merchant's own storefront in production", () => {
    expect(allowed('https://demo.dastarkhan.uz/profile/orders/1', production)).toBe(true);
    expect(allowed('https://food.example.uz/profile/orders/1', production)).toBe(true);
    expect(allowed('https://api.internal/profile/orders/1', production)).toBe(true);
    for (const url of ['https://shop.dastarkhan.uz/', 'https://demo.evil.example/', 'https://demo.localhost/', 'http://localhost:3000/', 'javascript:alert(1)', 'https://x:y@demo.dastarkhan.uz/']) {
      expect(allowed(url, production), url).toBe(false);
    }
  });

  it('also lead to localhost while developing', () => {
    expect(allowed('http://demo.localhost:3000/profile', { nodeEnv: 'development', baseDomain: null })).toBe(true);
    expect(allowed('http://localhost:3000/profile', { nodeEnv: 'development', baseDomain: null })).toBe(true);
    expect(allowed('http://shop.localhost:3000/profile', { nodeEnv: 'development', baseDomain: null })).toBe(false);
  });
});
