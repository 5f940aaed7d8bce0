// The Uzum Bank Merchant API as Uzum speaks it: check, create, confirm, reverse and status, every error
// code, replays with the same times, Basic auth, exact amounts, reversal after payment and 20 identical
// confirms at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { authHeaders, createTestApp, execSql, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { openAroundTheClock, placeOrder, type OrderBody } from '../orders/test-support.ts';
import { uzumRequest, uzumUrl, type UzumOperation } from './provider-side.ts';
import { journalled, paidHistoryRows } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const branchId = DEMO.branchIds.amirTemur;
const UZUM = { serviceId: '67890', login: 'demo-uzum', password: 'demo-uzum-password' };
const SHOP_UZUM = { serviceId: '55555', login: 'shop-uzum', password: 'shop-uzum-password' };
const SERVICE_ID = Number(UZUM.serviceId);

interface Sent {
  statusCode: number;
  text: string;
  json: Record<string, unknown>;
  body: string;
}

describe(`Uzum Merchant API (${describeDatabase()})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await openAroundTheClock(t.database, branchId);
    const { token } = await signIn(t.app, demo, freshPhone().digits);
    headers = authHeaders(demo, token);
    // The second merchant gets an Uzum account of its own, to send it another merchant's order.
    await execSql(
      t.database,
      `insert into payment_methods (merchant_id, type, name, web_enabled, credentials) values ($1, 'UZUM', 'Uzum', true, $2::jsonb) on conflict do nothing`,
      [shop, JSON.stringify(SHOP_UZUM)],
    );
    await t.app.services.merchants.invalidateMerchant(shop);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = <T>(sql: string, params: unknown[]): Promise<T[]> => queryRows<T>(t.database, sql, params);

  const order = (paymentType: OrderBody['paymentType'] = 'UZUM'): Promise<Order> =>
    placeOrder(t.app, headers, {
      serviceType: 'PICK_UP',
      branchId,
      paymentType,
      cartItems: [{ productId: DEMO.products.somsa.id, quantity: 3, modifications: [] }],
    });

  const tiyin = (target: Order) => Math.round(target.totalPrice * 100);

  async function post(request: { url: string; headers: Record<string, string>; body: string }): Promise<Sent> {
    const res = await t.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.body });
    return { statusCode: res.statusCode, text: res.body, json: res.json() as Record<string, unknown>, body: request.body };
  }

  function uzum(
    operation: UzumOperation,
    body: Record<string, unknown>,
    merchantId = demo,
    account: { login: string; password: string } = UZUM,
  ): Promise<Sent> {
    return post(uzumRequest(merchantId, account, operation, { serviceId: SERVICE_ID, timestamp: Date.now(), ...body }));
  }

  const newTransId = () => crypto.randomUUID();

  async function created(target: Order, transId = newTransId()): Promise<{ transId: string; answer: Sent }> {
    const answer = await uzum('create', { transId, params: { orderId: target.id }, amount: tiyin(target) });
    expect(answer.statusCode, answer.text).toBe(200);
    return { transId, answer };
  }

  async function orderRow(id: string) {
    const [row] = await rows<{ is_paid: boolean; refunded_at: Date | null; status: string }>('select is_paid, refunded_at, status from orders where id = $1', [
      id,
    ]);
    return row;
  }

  async function transactionRow(transId: string) {
    const [row] = await rows<{ id: string; state: number; reason: number | null; amount: string | number; provider_transaction_id: string; order_id: string }>(
      `select id, state, reason, amount, provider_transaction_id, order_id from payment_transactions where provider = 'UZUM' and provider_transaction_id = $1`,
      [transId],
    );
    return row;
  }

  const failed = (errorCode: string) => ({ serviceId: SERVICE_ID, timestamp: expect.any(Number), status: 'FAILED', errorCode });

  it('checks, creates and confirms a payment, answering exactly in Uzum’s shapes', async () => {
    const target = await order();
    const checked = await uzum('check', { params: { orderId: target.id }, amount: tiyin(target) });
    expect(checked.statusCode).toBe(200);
    expect(checked.json).toEqual({ serviceId: SERVICE_ID, timestamp: expect.any(Number), status: 'OK', data: { account: { value: target.id } } });

    const transId = newTransId();
    const before = Date.now();
    const create = await uzum('create', { transId, params: { orderId: target.id }, amount: tiyin(target) });
    expect(create.statusCode).toBe(200);
    expect(create.json).toEqual({
      serviceId: SERVICE_ID,
      transId,
      status: 'CREATED',
      transTime: expect.any(Number),
      data: { account: { value: target.id } },
      amount: tiyin(target),
    });
    expect(create.json.transTime as number).toBeGreaterThanOrEqual(before);
    expect(await transactionRow(transId)).toMatchObject({ state: 1, order_id: target.id, provider_transaction_id: transId });
    expect(await orderRow(target.id)).toMatchObject({ is_paid: false });

    const confirm = await uzum('confirm', { transId });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json).toEqual({
      serviceId: SERVICE_ID,
      transId,
      status: 'CONFIRMED',
      confirmTime: expect.any(Number),
      data: { account: { value: target.id } },
      amount: tiyin(target),
    });
    expect(await orderRow(target.id)).toMatchObject({ is_paid: true, status: 'CREATED' });
    expect(await transactionRow(transId)).toMatchObject({ state: 2 });
    expect(await paidHistoryRows(t.database, target.id)).toBe(1);

    const status = await uzum('status', { transId });
    expect(status.json).toEqual({
      serviceId: SERVICE_ID,
      transId,
      status: 'CONFIRMED',
      transTime: create.json.transTime,
      confirmTime: confirm.json.confirmTime,
      reverseTime: null,
      data: { account: { value: target.id } },
      amount: tiyin(target),
    });
    for (const sent of [checked, create, confirm, status])
      expect(await journalled(t.database, sent.body)).toEqual([{ method: expect.any(String), ok: true, merchant_id: demo }]);
  });

  it('answers replays with the same times and changes nothing more', async () => {
    const target = await order();
    const body = { transId: newTransId(), params: { orderId: target.id }, amount: tiyin(target) };
    const first = await uzum('create', body);
    const again = await uzum('create', { ...body, timestamp: Date.now() + 5 });
    expect(again.text).toBe(first.text);
    expect(await rows('select id from payment_transactions where order_id = $1', [target.id])).toHaveLength(1);

    const confirmed = await uzum('confirm', { transId: body.transId });
    const reconfirmed = await uzum('confirm', { transId: body.transId });
    expect(reconfirmed.text).toBe(confirmed.text);
    expect(await paidHistoryRows(t.database, target.id)).toBe(1);
    // The payment is done: it cannot be created again.
    expect((await uzum('create', body)).json).toEqual(failed('10008'));
  });

  it('checks the amount against the order’s total on check and create (99999), and keeps to the created amount on confirm', async () => {
    const target = await order();
    expect((await uzum('check', { params: { orderId: target.id }, amount: tiyin(target) + 1 })).json).toEqual(failed('99999'));
    const wrong = await uzum('create', { transId: newTransId(), params: { orderId: target.id }, amount: tiyin(target) - 100 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json).toEqual(failed('99999'));
    // So'm where tiyin are due is simply the wrong amount.
    expect((await uzum('create', { transId: newTransId(), params: { orderId: target.id }, amount: target.totalPrice })).json).toEqual(failed('99999'));
    // Not a whole positive number of tiyin: not an amount at all.
    for (const amount of [String(tiyin(target)), -1, 0, 1.5, null]) {
      const res = await uzum('create', { transId: newTransId(), params: { orderId: target.id }, amount });
      expect(res.json, String(amount)).toEqual(failed('10005'));
    }
    expect(await rows('select id from payment_transactions where order_id = $1', [target.id])).toEqual([]);

    const { transId } = await created(target);
    expect((await uzum('confirm', { transId, amount: tiyin(target) + 100 })).json).toEqual(failed('99999'));
    expect(await orderRow(target.id)).toMatchObject({ is_paid: false });
  });

  it('answers 10007 for an order it does not know: unknown, not an id, missing, another merchant’s, paid otherwise', async () => {
    const target = await order();
    for (const params of [{ orderId: crypto.randomUUID() }, { orderId: 'order-1' }, {}, { orderId: 42 }]) {
      const res = await uzum('check', { params });
      expect(res.statusCode).toBe(400);
      expect(res.json, JSON.stringify(params)).toEqual(failed('10007'));
    }
    // The field can also be named order_id, as our pay link names it.
    expect((await uzum('check', { params: { order_id: target.id } })).json.status).toBe('OK');
    const foreign = await uzum(
      'create',
      { serviceId: Number(SHOP_UZUM.serviceId), transId: newTransId(), params: { orderId: target.id }, amount: tiyin(target) },
      shop,
      SHOP_UZUM,
    );
    expect(foreign.json).toMatchObject({ status: 'FAILED', errorCode: '10007' });
    expect(await journalled(t.database, foreign.body)).toEqual([{ method: 'create', ok: false, merchant_id: shop }]);
    const cash = await order('CASH');
    expect((await uzum('check', { params: { orderId: cash.id } })).json).toEqual(failed('10007'));
  });

  it('answers 10008 for a paid order and 10009 for one that cannot be paid any more', async () => {
    const paid = await order();
    const { transId } = await created(paid);
    await uzum('confirm', { transId });
    expect((await uzum('check', { params: { orderId: paid.id } })).json).toEqual(failed('10008'));
    expect((await uzum('create', { transId: newTransId(), params: { orderId: paid.id }, amount: tiyin(paid) })).json).toEqual(failed('10008'));

    const expired = await order();
    await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`, [expired.id]);
    expect((await uzum('check', { params: { orderId: expired.id } })).json).toEqual(failed('10009'));
    await t.app.services.payments.expireUnpaidOrders();
    expect(await orderRow(expired.id)).toMatchObject({ status: 'CANCELED' });
    expect((await uzum('create', { transId: newTransId(), params: { orderId: expired.id }, amount: tiyin(expired) })).json).toEqual(failed('10009'));
  });

  it('reverses before confirm: the transaction is cancelled, the order stays payable', async () => {
    const target = await order();
    const { transId } = await created(target);
    const reversed = await uzum('reverse', { transId });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json).toEqual({
      serviceId: SERVICE_ID,
      transId,
      status: 'REVERSED',
      reverseTime: expect.any(Number),
      data: { account: { value: target.id } },
      amount: tiyin(target),
    });
    expect(await transactionRow(transId)).toMatchObject({ state: -1 });
    expect((await uzum('reverse', { transId })).text).toBe(reversed.text);
    expect((await uzum('status', { transId })).json).toMatchObject({ status: 'REVERSED', reverseTime: reversed.json.reverseTime, confirmTime: null });
    expect((await uzum('confirm', { transId })).json).toEqual(failed('10009'));
    expect(await orderRow(target.id)).toMatchObject({ is_paid: false, status: 'CREATED', refunded_at: null });
    // A new payment still goes through.
    const next = await created(target);
    expect((await uzum('confirm', { transId: next.transId })).json.status).toBe('CONFIRMED');
  });

  it('reverses after confirm: the order is refunded and, not yet started, cancelled — once', async () => {
    const target = await order();
    const { transId } = await created(target);
    await uzum('confirm', { transId });
    const reversed = await uzum('reverse', { transId });
    expect(reversed.json).toMatchObject({ status: 'REVERSED', transId, reverseTime: expect.any(Number) });
    expect(await transactionRow(transId)).toMatchObject({ state: -2 });
    const row = await orderRow(target.id);
    expect(row).toMatchObject({ is_paid: false, status: 'CANCELED' });
    expect(row?.refunded_at).not.toBeNull();
    expect((await uzum('reverse', { transId })).text).toBe(reversed.text);
    const [refunds] = await rows<{ n: number }>(
      `select count(*)::int as n from order_status_history where order_id = $1 and comment = 'Payment refunded by the provider'`,
      [target.id],
    );
    expect(refunds?.n).toBe(1);
    expect((await uzum('status', { transId })).json).toMatchObject({
      status: 'REVERSED',
      confirmTime: expect.any(Number),
      reverseTime: reversed.json.reverseTime,
    });
    expect((await uzum('confirm', { transId })).json).toEqual(failed('10009'));
  });

  it('reports the status of each transaction: CREATED, FAILED when we cancelled it, 10009 when unknown', async () => {
    const target = await order();
    const { transId, answer } = await created(target);
    expect((await uzum('status', { transId })).json).toMatchObject({
      status: 'CREATED',
      transTime: answer.json.transTime,
      confirmTime: null,
      reverseTime: null,
    });
    await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`, [target.id]);
    await t.app.services.payments.expireUnpaidOrders();
    const status = await uzum('status', { transId });
    expect(status.statusCode).toBe(200);
    expect(status.json).toMatchObject({ status: 'FAILED', reverseTime: expect.any(Number) });
    // Uzum's confirm for the cancelled order fails, so Uzum gives the money back.
    expect((await uzum('confirm', { transId })).json).toEqual(failed('10009'));
    expect(await orderRow(target.id)).toMatchObject({ is_paid: false, status: 'CANCELED' });
    expect((await uzum('status', { transId: newTransId() })).json).toEqual(failed('10009'));
    expect((await uzum('reverse', { transId: newTransId() })).json).toEqual(failed('10009'));
  });

  it('honours a confirm after the time to pay ran out if the order still stands', async () => {
    const target = await order();
    const { transId } = await created(target);
    await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`, [target.id]);
    expect((await uzum('confirm', { transId })).json.status).toBe('CONFIRMED');
    expect(await orderRow(target.id)).toMatchObject({ is_paid: true, status: 'CREATED' });
  });

  it('answers 10008 to a confirm when the order was paid by other means, and lets a new create replace an abandoned one', async () => {
    const target = await order();
    const abandoned = await created(target);
    const retried = await created(target);
    expect(await transactionRow(abandoned.transId)).toMatchObject({ state: -1 });
    expect((await uzum('confirm', { transId: abandoned.transId })).json).toEqual(failed('10009'));
    await execSql(t.database, 'update orders set is_paid = true, paid_at = now() where id = $1', [target.id]);
    expect((await uzum('confirm', { transId: retried.transId })).json).toEqual(failed('10008'));
    expect(await transactionRow(retried.transId)).toMatchObject({ state: -1 });
  });

  it('keeps a 64-bit transaction id intact', async () => {
    const target = await order();
    const transId = '9223372036854775807';
    const create = await uzum('create', { transId, params: { orderId: target.id }, amount: tiyin(target) });
    expect(create.json).toMatchObject({ status: 'CREATED', transId });
    expect((await transactionRow(transId))?.provider_transaction_id).toBe(transId);
    expect((await uzum('confirm', { transId })).json).toMatchObject({ status: 'CONFIRMED', transId });
    // As a JSON number it would already be rounded by the time it is read: refused, not mangled.
    const rounded = await post({ ...uzumRequest(demo, UZUM, 'status', {}), body: `{"serviceId":${SERVICE_ID},"timestamp":1,"transId":9223372036854775807}` });
    expect(rounded.json).toEqual(failed('10005'));
  });

  it('denies access with 10001 and writes nothing without the right credentials', async () => {
    const target = await order();
    const body = { transId: newTransId(), params: { orderId: target.id }, amount: tiyin(target) };
    const attempts = [
      await uzum('create', body, demo, { login: UZUM.login, password: 'wrong' }),
      await uzum('create', body, demo, { login: 'someone', password: UZUM.password }),
      await uzum('create', body, demo, { login: UZUM.login, password: `${UZUM.password}x` }),
      await uzum('create', body, crypto.randomUUID()),
      await uzum('create', body, 'not-a-merchant'),
      await uzum('create', body, DEMO.merchantIds.closed),
      await post({ ...uzumRequest(demo, UZUM, 'create', body), headers: { 'content-type': 'application/json' } }),
      await post({ ...uzumRequest(demo, UZUM, 'create', body), headers: { 'content-type': 'application/json', authorization: 'Bearer demo-uzum-password' } }),
      await post({ ...uzumRequest(demo, { login: 'a', password: 'b' }, 'create', {}), body: 'not json' }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json).toMatchObject({ status: 'FAILED', errorCode: '10001', timestamp: expect.any(Number) });
      expect(await journalled(t.database, attempt.body)).toEqual([]);
    }
    expect(await transactionRow(body.transId)).toBeUndefined();
  });

  it('journals authenticated refusals: JSON parse 10002, invalid operation 10003, missing parameters 10005, another service 10006', async () => {
    const request = uzumRequest(demo, UZUM, 'check', {});
    const notJson = await post({ ...request, body: '{"serviceId": 67890,' });
    expect(notJson.json).toEqual({ serviceId: null, timestamp: expect.any(Number), status: 'FAILED', errorCode: '10002' });
    expect(await journalled(t.database, notJson.body)).toEqual([{ method: 'check', ok: false, merchant_id: demo }]);
    expect((await post({ ...request, body: '[1,2]' })).json).toMatchObject({ errorCode: '10002' });

    const unknown = await post({ ...request, url: uzumUrl(demo, 'check').replace(/check$/, 'refund'), body: JSON.stringify({ serviceId: SERVICE_ID }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json).toEqual(failed('10003'));
    expect(await journalled(t.database, unknown.body)).toEqual([{ method: 'refund', ok: false, merchant_id: demo }]);

    expect((await post({ ...request, body: JSON.stringify({ params: {} }) })).json).toMatchObject({ errorCode: '10005' });
    expect((await uzum('create', { params: {}, amount: 100 })).json).toEqual(failed('10005'));

    const otherService = await uzum('check', { serviceId: 1, params: {} });
    expect(otherService.json).toEqual({ serviceId: 1, timestamp: expect.any(Number), status: 'FAILED', errorCode: '10006' });
    expect(await journalled(t.database, otherService.body)).toHaveLength(1);
    // serviceId as a string of the same number is the same service.
    expect((await uzum('check', { serviceId: UZUM.serviceId, params: { orderId: (await order()).id } })).json.status).toBe('OK');
  });

  it('changes the order once when the same confirm arrives 20 times at once', async () => {
    const target = await order();
    const { transId } = await created(target);
    const request = uzumRequest(demo, UZUM, 'confirm', { serviceId: SERVICE_ID, timestamp: Date.now(), transId });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(request)));
    for (const answer of answers) expect(answer.json, answer.text).toMatchObject({ status: 'CONFIRMED', transId });
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await paidHistoryRows(t.database, target.id)).toBe(1);
    expect(await journalled(t.database, request.body)).toHaveLength(20);
  });
});
