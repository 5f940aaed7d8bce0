// The Payme Merchant API as Payme speaks it (JSON-RPC over POST /api/payments/v1/payme/{merchantId}):
// every method, every error code, replays, timeouts, refunds, the journal, and concurrent calls.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, orders, orderStatusHistory, paymentCallbacks, paymentTransactions } from '@dastarkhan/db/schema';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { authHeaders, createTestApp, execSql, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { insertTestOrder } from '../operator/test-orders.ts';
import { openAroundTheClock, placeOrder, productFacts, requiredSelection, type OrderBody, type ProductFacts } from '../orders/test-support.ts';
import { PAYME_TIMEOUT_MS, paymeReceiptDetail, shareOut, type PaymeReceiptDetail } from './payme.ts';
import { newPaymeId, paymeRequest, paymeUrl } from './provider-side.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const branchId = DEMO.branchIds.amirTemur;
const account = { key: 'demo-payme-key' };
const operatorKey = { 'x-operator-key': DEMO.operatorKey };
const address = { streetName: 'Amir Temur', houseNumber: '1', latitude: 41.31, longitude: 69.28 };

interface RpcAnswer {
  id: number | string | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: { ru: string; uz: string; en: string }; data?: string };
}

describe(`the Payme Merchant API (${describeDatabase()})`, () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let plov: ProductFacts;
  let bukhara: ProductFacts;
  let requestId = 1_000;

  beforeAll(async () => {
    t = await createTestApp();
    await openAroundTheClock(t.database, branchId);
    const session = await signIn(t.app, demo, freshPhone().digits);
    customer = authHeaders(demo, session.token);
    plov = await productFacts(t.database, DEMO.products.plov.id);
    bukhara = await productFacts(t.database, DEMO.products.discounted.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One Payme call; the endpoint answers HTTP 200 whatever happens. */
  async function call(method: string, params: unknown, options: { key?: string; merchantId?: string; id?: number } = {}): Promise<RpcAnswer> {
    const id = options.id ?? (requestId += 1);
    const request = paymeRequest(options.merchantId ?? demo, { key: options.key ?? account.key }, method, params, id);
    const res = await t.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.body });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as RpcAnswer;
    expect(answer.id).toBe(id);
    return answer;
  }

  const errorOf = (answer: RpcAnswer) => answer.error?.code;

  const pickUp = (body: Partial<OrderBody> = {}): OrderBody => ({
    serviceType: 'PICK_UP',
    branchId,
    paymentType: 'PAYME',
    cartItems: [{ productId: plov.id, quantity: 1, modifications: requiredSelection(plov) }],
    ...body,
  });

  async function orderRow(id: string) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error(`no order ${id}`);
    return row;
  }

  /** An order placed by the signed-in customer, paid with Payme; its id and its total in tiyin. */
  async function paymeOrder(body: Partial<OrderBody> = {}): Promise<{ id: string; amount: number }> {
    const placed = await placeOrder(t.app, customer, pickUp(body));
    const row = await orderRow(placed.id);
    expect(row).toMatchObject({ paymentType: 'PAYME', isPaid: false });
    expect(row.paymentExpiresAt).toBeInstanceOf(Date);
    return { id: row.id, amount: row.totalPrice };
  }

  async function transactionRow(paymeId: string) {
    const [row] = await t.database.db.select().from(paymentTransactions).where(and(eq(paymentTransactions.provider, 'PAYME'), eq(paymentTransactions.providerTransactionId, paymeId)));
    return row ?? null;
  }

  async function paidHistory(orderId: string) {
    const rows = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    return rows.filter((row) => row.changeReason === 'PAID' && row.actorType === 'PROVIDER' && row.comment === null);
  }

  async function journalCount(): Promise<number> {
    return (await t.database.db.select({ id: paymentCallbacks.id }).from(paymentCallbacks)).length;
  }

  const create = (order: { id: string; amount: number }, paymeId = newPaymeId(), time = Date.now()) =>
    call('CreateTransaction', { id: paymeId, time, amount: order.amount, account: { order_id: order.id } });

  function setStatus(orderId: string, status: string) {
    return t.app.inject({ method: 'PUT', url: `/api/operator/v1/orders/${orderId}/status`, headers: operatorKey, payload: { status } });
  }

  describe('the protocol envelope', () => {
    it('answers every other HTTP method with -32300, in HTTP 200', async () => {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: paymeUrl(demo) });
        expect(res.statusCode, method).toBe(200);
        expect(res.json()).toMatchObject({ id: null, error: { code: -32300, message: { ru: expect.any(String), uz: expect.any(String), en: expect.any(String) } } });
      }
    });

    it('answers a body that is not JSON with -32700, and one that is no JSON-RPC request with -32600', async () => {
      const headers = paymeRequest(demo, account, 'CheckTransaction', {}).headers;
      const send = async (payload: string) => {
        const res = await t.app.inject({ method: 'POST', url: paymeUrl(demo), headers, payload });
        expect(res.statusCode).toBe(200);
        return res.json() as RpcAnswer;
      };
      expect(await send('{"method": "CheckTransaction", ')).toMatchObject({ id: null, error: { code: -32700 } });
      expect(await send('')).toMatchObject({ id: null, error: { code: -32700 } });
      expect(await send('[1, 2]')).toMatchObject({ id: null, error: { code: -32600 } });
      expect(await send(JSON.stringify({ id: 7, params: {} }))).toMatchObject({ id: 7, error: { code: -32600 } });
      expect(await send(JSON.stringify({ id: 8, method: 'CheckTransaction' }))).toMatchObject({ id: 8, error: { code: -32600 } });
      expect(await send(JSON.stringify({ id: 9, method: 'CheckTransaction', params: [1] }))).toMatchObject({ id: 9, error: { code: -32600 } });
      // Content types do not matter: Payme's own is text/json.
      const textJson = await t.app.inject({ method: 'POST', url: paymeUrl(demo), headers: { ...headers, 'content-type': 'text/json; charset=UTF-8' }, payload: JSON.stringify({ id: 10, method: 'Nope', params: {} }) });
      expect(textJson.json()).toMatchObject({ id: 10, error: { code: -32601, data: 'method' } });
    });

    it('answers an unknown method with -32601 and parameters of the wrong type with -32600', async () => {
      expect(errorOf(await call('GetBalance', {}))).toBe(-32601);
      expect(errorOf(await call('CheckPerformTransaction', { amount: '100', account: { order_id: randomUUID() } }))).toBe(-32600);
      expect(errorOf(await call('CheckPerformTransaction', { amount: 100 }))).toBe(-32600);
      expect(errorOf(await call('CreateTransaction', { id: newPaymeId(), time: 'now', amount: 100, account: {} }))).toBe(-32600);
      expect(errorOf(await call('PerformTransaction', { id: 12345 }))).toBe(-32600);
      expect(errorOf(await call('CancelTransaction', { id: newPaymeId() }))).toBe(-32600);
      expect(errorOf(await call('GetStatement', { from: 0 }))).toBe(-32600);
      expect(errorOf(await call('SetFiscalData', { id: newPaymeId(), type: 'REFUND', fiscal_data: {} }))).toBe(-32600);
      expect(await call('CheckTransaction', { id: 'a\u0000b' })).toMatchObject({ error: { code: -32600, data: 'id' } });
    });

    it('answers a body it cannot read (too large) with -32700 in HTTP 200', async () => {
      const res = await t.app.inject({ method: 'POST', url: paymeUrl(demo), headers: paymeRequest(demo, account, 'X', {}).headers, payload: 'x'.repeat(200 * 1024) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: null, error: { code: -32700 } });
    });

    it('is no Payme endpoint for a merchant id that is not a uuid: the API answers 400', async () => {
      const res = await t.app.inject({ method: 'POST', url: paymeUrl('demo'), headers: paymeRequest(demo, account, 'X', {}).headers, payload: '{}' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('authentication', () => {
    it('refuses a wrong key, no key, another login, an unknown merchant and a merchant without a Payme account with -32504, journalling nothing', async () => {
      const order = await paymeOrder();
      const params = { amount: order.amount, account: { order_id: order.id } };
      const before = await journalCount();

      expect(await call('CheckPerformTransaction', params, { key: 'wrong-key' })).toMatchObject({ error: { code: -32504 } });
      expect(await call('CheckPerformTransaction', params, { key: `${account.key}x` })).toMatchObject({ error: { code: -32504 } });
      expect(await call('CheckPerformTransaction', params, { merchantId: randomUUID() })).toMatchObject({ error: { code: -32504 } });
      // The shop sells with Payme but has no Payme cash register configured.
      expect(await call('CheckPerformTransaction', params, { merchantId: shop })).toMatchObject({ error: { code: -32504 } });
      const body = JSON.stringify({ id: 5, method: 'CheckPerformTransaction', params });
      for (const authorization of [undefined, `Basic ${Buffer.from(`Payme:${account.key}`).toString('base64')}`, `Bearer ${account.key}`, 'Basic !!!']) {
        const res = await t.app.inject({ method: 'POST', url: paymeUrl(demo), headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, payload: body });
        expect(res.statusCode).toBe(200);
        expect(res.json(), String(authorization)).toMatchObject({ id: 5, error: { code: -32504 } });
      }
      // Not even a malformed body is told apart before the caller proved to be Payme.
      const garbage = await t.app.inject({ method: 'POST', url: paymeUrl(demo), headers: { 'content-type': 'application/json' }, payload: '{not json' });
      expect(garbage.json()).toMatchObject({ error: { code: -32504 } });

      expect(await journalCount()).toBe(before);
      expect(await transactionRowsOf(order.id)).toEqual([]);
      // The scheme name is case-insensitive, as HTTP says.
      const lower = await t.app.inject({
        method: 'POST',
        url: paymeUrl(demo),
        headers: { 'content-type': 'application/json', authorization: `basic ${Buffer.from(`Paycom:${account.key}`).toString('base64')}` },
        payload: body,
      });
      expect(lower.json()).toMatchObject({ id: 5, result: { allow: true } });
    });
  });

  async function transactionRowsOf(orderId: string) {
    return t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId));
  }

  describe('CheckPerformTransaction', () => {
    it('allows a payable order and sends its fiscal receipt: items with IKPU codes, discounts, the service fee and the delivery', async () => {
      await execSql(t.database, `update products set mxik_code = $1 where id = $2`, ['10202001001000000', plov.id]);
      await execSql(t.database, `update products set mxik_code = $1 where id = $2`, ['10202001002000000', bukhara.id]);
      await execSql(
        t.database,
        `update payment_methods set credentials = credentials || $1::jsonb where merchant_id = $2 and type = 'PAYME'`,
        [JSON.stringify({ fiscal: { vatPercent: 12, packageCodes: { '10202001001000000': '1501234' }, serviceFeeCode: '10305001001000000' } }), demo],
      );
      await t.app.services.merchants.invalidateMerchant(demo);
      const [portion, extras] = plov.groups;
      const placed = await placeOrder(t.app, customer, {
        serviceType: 'DELIVERY',
        branchId,
        paymentType: 'PAYME',
        address,
        promoCode: 'MINUS15K',
        cartItems: [
          { productId: plov.id, quantity: 1, modifications: [{ optionId: portion!.options[1]!.id, count: 1 }, { optionId: extras!.options[0]!.id, count: 1 }] },
          { productId: bukhara.id, quantity: 1, modifications: requiredSelection(bukhara) },
        ],
      });
      const order = await orderRow(placed.id);
      // What this test is about: a product discount, a promo on top, a service fee and a delivery.
      expect(order.productDiscount).toBeGreaterThan(0);
      expect(order.promoCode).toBe('MINUS15K');
      expect(order.serviceFee).toBeGreaterThan(0);
      expect(order.deliveryPrice).toBeGreaterThan(0);

      const answer = await call('CheckPerformTransaction', { amount: order.totalPrice, account: { order_id: order.id } });
      expect(answer.error).toBeUndefined();
      const detail = answer.result?.detail as PaymeReceiptDetail;
      expect(answer.result?.allow).toBe(true);
      expect(detail.receipt_type).toBe(0);
      expect(detail.items).toHaveLength(3);
      const [plovItem, bukharaItem, feeItem] = detail.items;
      expect(plovItem).toMatchObject({ count: 1, code: '10202001001000000', package_code: '1501234', vat_percent: 12 });
      expect(plovItem!.title).toMatch(/^Toshkent oshi \(.+\)$/);
      expect(bukharaItem).toMatchObject({ count: 1, code: '10202001002000000', package_code: '', vat_percent: 12 });
      // Its own 10 % plus a share of the promo.
      expect(bukharaItem!.discount).toBeGreaterThan(Math.round((bukharaItem!.price * 10) / 100));
      expect(feeItem).toEqual({ title: 'Xizmat haqi', price: order.serviceFee, count: 1, code: '10305001001000000', package_code: '', vat_percent: 12 });
      expect(detail.shipping).toEqual({ title: 'Yetkazib berish', price: order.deliveryPrice - order.deliveryDiscount });
      // The promo is shared out to the tiyin: the discounts are the order's product discount.
      expect((plovItem!.discount ?? 0) + (bukharaItem!.discount ?? 0)).toBe(order.productDiscount);
      const itemsTotal = detail.items.reduce((sum, item) => sum + item.price * item.count - (item.discount ?? 0), 0);
      expect(itemsTotal + (detail.shipping?.price ?? 0)).toBe(order.totalPrice);
    });

    it('answers a wrong amount with -31001', async () => {
      const order = await paymeOrder();
      for (const amount of [order.amount - 1, order.amount + 100, order.amount / 100, -order.amount, 0]) {
        expect(await call('CheckPerformTransaction', { amount, account: { order_id: order.id } }), String(amount)).toMatchObject({ error: { code: -31001, data: 'amount' } });
      }
    });

    it("answers -31050 order not found for an unknown id, another merchant's order and an order paid another way", async () => {
      const shopUser = await signIn(t.app, shop, freshPhone().digits);
      const [shopBranch] = await t.database.db.select().from(branches).where(eq(branches.merchantId, shop)).limit(1);
      const shopOrder = await insertTestOrder(t.database, { userId: shopUser.user.id, merchantId: shop, branchId: shopBranch!.id, paymentType: 'PAYME', productPrice: 100_000 });
      const cashOrder = await placeOrder(t.app, customer, pickUp({ paymentType: 'CASH' }));
      const cashRow = await orderRow(cashOrder.id);
      const cases: Array<[string, unknown, number]> = [
        ['unknown', randomUUID(), 100_000],
        ['not a uuid', '197', 100_000],
        ['a number', 197, 100_000],
        ["another merchant's", shopOrder, 100_000],
        ['paid in cash', cashOrder.id, cashRow.totalPrice],
      ];
      for (const [what, orderId, amount] of cases) {
        const answer = await call('CheckPerformTransaction', { amount, account: { order_id: orderId } });
        expect(answer.error, what).toMatchObject({ code: -31050, data: 'order_id', message: { ru: 'Заказ не найден', uz: 'Buyurtma topilmadi', en: 'Order not found' } });
      }
      expect(await call('CheckPerformTransaction', { amount: 100, account: {} })).toMatchObject({ error: { code: -31050, data: 'order_id' } });
      // Nor can another merchant's order be paid through it.
      expect(await call('CreateTransaction', { id: newPaymeId(), time: Date.now(), amount: 100_000, account: { order_id: shopOrder } })).toMatchObject({ error: { code: -31050 } });
      expect(await transactionRowsOf(shopOrder)).toEqual([]);
    });

    it('answers -31051 for a paid order and -31052 for a cancelled or expired one', async () => {
      const paid = await paymeOrder();
      const paymeId = newPaymeId();
      expect((await create(paid, paymeId)).result).toMatchObject({ state: 1 });
      expect((await call('PerformTransaction', { id: paymeId })).result).toMatchObject({ state: 2 });
      expect(await call('CheckPerformTransaction', { amount: paid.amount, account: { order_id: paid.id } })).toMatchObject({ error: { code: -31051, data: 'order_id' } });
      expect(await create(paid)).toMatchObject({ error: { code: -31051 } });

      const cancelled = await paymeOrder();
      expect((await setStatus(cancelled.id, 'CANCELED')).statusCode).toBe(200);
      expect(await call('CheckPerformTransaction', { amount: cancelled.amount, account: { order_id: cancelled.id } })).toMatchObject({ error: { code: -31052, data: 'order_id' } });

      const expired = await paymeOrder();
      await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`, [expired.id]);
      expect(await call('CheckPerformTransaction', { amount: expired.amount, account: { order_id: expired.id } })).toMatchObject({ error: { code: -31052, data: 'order_id' } });
      expect(await create(expired)).toMatchObject({ error: { code: -31052 } });
    });
  });

  describe('CreateTransaction', () => {
    it('creates one pending transaction, answers a replay with the same answer, and keeps one pending per order', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      const time = Date.now() - 60_000;
      const first = await create(order, paymeId, time);
      expect(first.result).toEqual({ create_time: expect.any(Number), transaction: expect.stringMatching(/^\d+$/), state: 1 });
      expect(Math.abs((first.result!.create_time as number) - Date.now())).toBeLessThan(60_000);
      const replay = await create(order, paymeId, time);
      expect(replay.result).toEqual(first.result);

      const row = await transactionRow(paymeId);
      expect(row).toMatchObject({ orderId: order.id, amount: order.amount, state: 1, providerTime: time, createTime: first.result!.create_time, performTime: null, cancelTime: null });
      expect(String(row!.seq)).toBe(first.result!.transaction);

      // A second payment of the same order while the first is pending.
      expect(await create(order)).toMatchObject({ error: { code: -31008 } });
      expect(await create(order, paymeId, time)).toMatchObject({ result: first.result });
      // The same id with another amount is not a replay.
      expect(await call('CreateTransaction', { id: paymeId, time, amount: order.amount + 1, account: { order_id: order.id } })).toMatchObject({ error: { code: -31001 } });
      expect(await transactionRowsOf(order.id)).toHaveLength(1);

      // Once the first is cancelled, another may start.
      expect((await call('CancelTransaction', { id: paymeId, reason: 3 })).result).toMatchObject({ state: -1 });
      expect(await create(order, paymeId, time)).toMatchObject({ error: { code: -31008 } });
      expect((await create(order)).result).toMatchObject({ state: 1 });
    });

    it('cancels a transaction whose Payme time is more than 12 hours old (state -1, reason 4) and answers -31008', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      const stale = Date.now() - PAYME_TIMEOUT_MS - 60_000;
      expect(await create(order, paymeId, stale)).toMatchObject({ error: { code: -31008 } });
      const checked = await call('CheckTransaction', { id: paymeId });
      expect(checked.result).toMatchObject({ state: -1, reason: 4, perform_time: 0 });
      expect(checked.result!.cancel_time).toBeGreaterThan(0);
      // Payme was told it could not be created: it is no part of a statement.
      expect((await call('GetStatement', { from: stale - 1, to: stale + 1 })).result).toEqual({ transactions: [] });
      // The order is still payable by a fresh payment.
      expect((await create(order)).result).toMatchObject({ state: 1 });
    });

    it('lets exactly one of several payments for the same order through at once', async () => {
      const order = await paymeOrder();
      const answers = await Promise.all(Array.from({ length: 8 }, () => create(order)));
      expect(answers.filter((answer) => answer.result?.state === 1)).toHaveLength(1);
      expect(answers.filter((answer) => answer.error?.code === -31008)).toHaveLength(7);
      expect(await transactionRowsOf(order.id)).toHaveLength(1);
    });
  });

  describe('PerformTransaction', () => {
    it('marks the order paid once, answers replays the same, and lets staff accept it only then', async () => {
      const order = await paymeOrder();
      const notPaid = await setStatus(order.id, 'ACCEPTED');
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json().error.details.reason).toBe('NOT_PAID');

      const paymeId = newPaymeId();
      const created = await create(order, paymeId);
      const performed = await call('PerformTransaction', { id: paymeId });
      expect(performed.result).toEqual({ transaction: created.result!.transaction, perform_time: expect.any(Number), state: 2 });
      expect(await call('PerformTransaction', { id: paymeId })).toMatchObject({ result: performed.result });
      expect(await create(order, paymeId)).toMatchObject({ error: { code: -31008 } });

      const row = await orderRow(order.id);
      expect(row.isPaid).toBe(true);
      expect(row.paidAt).toBeInstanceOf(Date);
      expect(await paidHistory(order.id)).toHaveLength(1);
      expect((await setStatus(order.id, 'ACCEPTED')).statusCode).toBe(200);

      const checked = await call('CheckTransaction', { id: paymeId });
      expect(checked.result).toEqual({
        create_time: created.result!.create_time,
        perform_time: performed.result!.perform_time,
        cancel_time: 0,
        transaction: created.result!.transaction,
        state: 2,
        reason: null,
      });
    });

    it('answers -31003 for an unknown transaction and -31008 for a cancelled one', async () => {
      expect(await call('PerformTransaction', { id: newPaymeId() })).toMatchObject({ error: { code: -31003 } });
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      await create(order, paymeId);
      await call('CancelTransaction', { id: paymeId, reason: 2 });
      expect(await call('PerformTransaction', { id: paymeId })).toMatchObject({ error: { code: -31008 } });
      expect((await orderRow(order.id)).isPaid).toBe(false);
    });

    it('cancels a transaction created more than 12 hours ago (reason 4) instead of performing it', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      await create(order, paymeId);
      await execSql(t.database, `update payment_transactions set create_time = create_time - $1 where provider_transaction_id = $2`, [PAYME_TIMEOUT_MS + 1_000, paymeId]);
      expect(await call('PerformTransaction', { id: paymeId })).toMatchObject({ error: { code: -31008 } });
      expect((await call('CheckTransaction', { id: paymeId })).result).toMatchObject({ state: -1, reason: 4 });
      expect((await orderRow(order.id)).isPaid).toBe(false);
    });

    it('refuses to perform for an order whose time to pay is over, and closes the transaction as timed out', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      await create(order, paymeId);
      await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 second' where id = $1`, [order.id]);
      expect(await call('PerformTransaction', { id: paymeId })).toMatchObject({ error: { code: -31008 } });
      expect((await call('CheckTransaction', { id: paymeId })).result).toMatchObject({ state: -1, reason: 4 });
      expect((await orderRow(order.id)).isPaid).toBe(false);
      expect(await paidHistory(order.id)).toHaveLength(0);
    });

    it('performs the same transaction 20 times at once: one payment, one PAID row, identical answers', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      await create(order, paymeId);
      const request = paymeRequest(demo, account, 'PerformTransaction', { id: paymeId }, 4242);
      const before = await journalCount();
      const responses = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.body })));
      expect(responses.every((res) => res.statusCode === 200)).toBe(true);
      const bodies = new Set(responses.map((res) => res.body));
      expect(bodies.size).toBe(1);
      expect(JSON.parse([...bodies][0]!)).toMatchObject({ id: 4242, result: { state: 2 } });
      expect(await paidHistory(order.id)).toHaveLength(1);
      expect((await orderRow(order.id)).isPaid).toBe(true);
      expect(await journalCount()).toBe(before + 20);
    });
  });

  describe('CancelTransaction', () => {
    it('cancels a pending transaction (-1) with its reason, the same answer on replay, and leaves the order to pay', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      const created = await create(order, paymeId);
      const cancelled = await call('CancelTransaction', { id: paymeId, reason: 3 });
      expect(cancelled.result).toEqual({ transaction: created.result!.transaction, cancel_time: expect.any(Number), state: -1 });
      expect(await call('CancelTransaction', { id: paymeId, reason: 5 })).toMatchObject({ result: cancelled.result });
      expect((await call('CheckTransaction', { id: paymeId })).result).toMatchObject({ state: -1, reason: 3, cancel_time: cancelled.result!.cancel_time });
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ isPaid: false, status: 'CREATED', refundedAt: null });
      expect(await call('CancelTransaction', { id: newPaymeId(), reason: 3 })).toMatchObject({ error: { code: -31003 } });
    });

    it('refunds a performed payment (-2): the order not started yet is cancelled', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      await create(order, paymeId);
      await call('PerformTransaction', { id: paymeId });
      const cancelled = await call('CancelTransaction', { id: paymeId, reason: 5 });
      expect(cancelled.result).toMatchObject({ state: -2 });
      expect(await call('CancelTransaction', { id: paymeId, reason: 5 })).toMatchObject({ result: cancelled.result });
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ isPaid: false, status: 'CANCELED' });
      expect(row.refundedAt).toBeInstanceOf(Date);
      expect((await call('CheckTransaction', { id: paymeId })).result).toMatchObject({ state: -2, reason: 5 });
      expect(await call('PerformTransaction', { id: paymeId })).toMatchObject({ error: { code: -31008 } });
    });

    it('refunds a payment of an order the staff accepted: refunded, but it stays accepted', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      await create(order, paymeId);
      await call('PerformTransaction', { id: paymeId });
      expect((await setStatus(order.id, 'ACCEPTED')).statusCode).toBe(200);
      expect((await call('CancelTransaction', { id: paymeId, reason: 5 })).result).toMatchObject({ state: -2 });
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ isPaid: false, status: 'ACCEPTED' });
      expect(row.refundedAt).toBeInstanceOf(Date);
    });

    it('answers -31007 for an order already handed over, and changes nothing', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      await create(order, paymeId);
      await call('PerformTransaction', { id: paymeId });
      for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) expect((await setStatus(order.id, status)).statusCode, status).toBe(200);
      expect(await call('CancelTransaction', { id: paymeId, reason: 5 })).toMatchObject({ error: { code: -31007 } });
      expect((await call('CheckTransaction', { id: paymeId })).result).toMatchObject({ state: 2, cancel_time: 0, reason: null });
      expect(await orderRow(order.id)).toMatchObject({ isPaid: true, refundedAt: null, status: 'CLOSED' });
    });
  });

  describe('CheckTransaction, GetStatement and SetFiscalData', () => {
    it('describes a pending transaction with zero times and no reason; -31003 for an unknown one', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      const created = await create(order, paymeId);
      expect((await call('CheckTransaction', { id: paymeId })).result).toEqual({
        create_time: created.result!.create_time,
        perform_time: 0,
        cancel_time: 0,
        transaction: created.result!.transaction,
        state: 1,
        reason: null,
      });
      expect(await call('CheckTransaction', { id: newPaymeId() })).toMatchObject({ error: { code: -31003, data: 'id' } });
    });

    it("lists the merchant's transactions whose Payme time is within [from, to], oldest first", async () => {
      // Hours before any other test's transactions, inside Payme's 12 hours.
      const base = Date.now() - 5 * 3_600_000 + Math.floor(Math.random() * 1_000) * 1_000;
      const placed = await Promise.all([paymeOrder(), paymeOrder(), paymeOrder(), paymeOrder()]);
      const ids = placed.map(() => newPaymeId());
      const times = [base + 3_000, base + 1_000, base + 2_000, base + 10_000];
      for (const [index, order] of placed.entries()) expect((await create(order, ids[index], times[index])).result).toMatchObject({ state: 1 });
      await call('PerformTransaction', { id: ids[1] });
      await call('CancelTransaction', { id: ids[2], reason: 3 });

      const statement = await call('GetStatement', { from: base + 1_000, to: base + 3_000 });
      const transactions = statement.result!.transactions as Array<Record<string, unknown>>;
      expect(transactions.map((entry) => entry.id)).toEqual([ids[1], ids[2], ids[0]]);
      const performed = await call('CheckTransaction', { id: ids[1] });
      expect(transactions[0]).toEqual({
        id: ids[1],
        time: base + 1_000,
        amount: placed[1]!.amount,
        account: { order_id: placed[1]!.id },
        create_time: performed.result!.create_time,
        perform_time: performed.result!.perform_time,
        cancel_time: 0,
        transaction: performed.result!.transaction,
        state: 2,
        reason: null,
        receivers: null,
      });
      expect(transactions[1]).toMatchObject({ state: -1, reason: 3, perform_time: 0 });
      expect(transactions[2]).toMatchObject({ state: 1, perform_time: 0, cancel_time: 0, reason: null });
      expect((await call('GetStatement', { from: base + 3_001, to: base + 9_999 })).result).toEqual({ transactions: [] });
    });

    it('keeps the fiscal data Payme reports for the payment and for its cancellation', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      await create(order, paymeId);
      await call('PerformTransaction', { id: paymeId });
      const perform = { receipt_id: 121, status_code: 0, message: 'accepted', terminal_id: 'EP000000000025', fiscal_sign: '800031554082', qr_code_url: 'https://ofd.soliq.uz/check?t=1', date: '20220706221021' };
      expect(await call('SetFiscalData', { id: paymeId, type: 'PERFORM', fiscal_data: perform })).toMatchObject({ result: { success: true } });
      const cancel = { ...perform, receipt_id: 122, fiscal_sign: '800031554083' };
      expect(await call('SetFiscalData', { id: paymeId, type: 'CANCEL', fiscal_data: cancel })).toMatchObject({ result: { success: true } });
      expect((await transactionRow(paymeId))?.fiscalData).toEqual({ PERFORM: perform, CANCEL: cancel });
      expect(await call('SetFiscalData', { id: newPaymeId(), type: 'PERFORM', fiscal_data: perform })).toMatchObject({ error: { code: -31003 } });
    });
  });

  describe('the journal', () => {
    it('records every authenticated call with its request and answer', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      const before = await journalCount();
      const created = await create(order, paymeId);
      const [row] = await t.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, order.id));
      expect(row).toMatchObject({ merchantId: demo, provider: 'PAYME', method: 'CreateTransaction', ok: true, orderId: order.id, transactionId: (await transactionRow(paymeId))!.id });
      expect(JSON.parse(row!.request)).toMatchObject({ method: 'CreateTransaction', params: { id: paymeId } });
      expect(row!.response).toEqual(created);
      await call('NoSuchMethod', {});
      await call('CheckTransaction', { id: newPaymeId() });
      expect(await journalCount()).toBe(before + 3);
    });

    it('writes the journal in the same transaction as the payment: when the journal fails, the order is not paid', async () => {
      const order = await paymeOrder();
      const paymeId = newPaymeId();
      await create(order, paymeId);
      await execSql(
        t.database,
        `create or replace function refuse_payme_perform() returns trigger language plpgsql as $$
         begin
           if new.method = 'PerformTransaction' and new.ok then raise exception 'journal refused'; end if;
           return new;
         end $$`,
      );
      await execSql(t.database, `create trigger refuse_payme_perform before insert on payment_callbacks for each row execute function refuse_payme_perform()`);
      try {
        expect(await call('PerformTransaction', { id: paymeId })).toMatchObject({ error: { code: -32400 } });
      } finally {
        await execSql(t.database, `drop trigger refuse_payme_perform on payment_callbacks`);
      }
      expect((await orderRow(order.id)).isPaid).toBe(false);
      expect(await paidHistory(order.id)).toHaveLength(0);
      expect((await transactionRow(paymeId))?.state).toBe(1);
      // The failure itself is journalled, on its own.
      const rows = await t.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.method, 'PerformTransaction'));
      expect(rows.some((row) => !row.ok && (row.response as RpcAnswer).error?.code === -32400 && row.request.includes(paymeId))).toBe(true);

      expect((await call('PerformTransaction', { id: paymeId })).result).toMatchObject({ state: 2 });
      expect((await orderRow(order.id)).isPaid).toBe(true);
    });
  });

  describe('ChangePassword', () => {
    it('sets the key Payme signs with from then on, and keeps the new key out of the journal', async () => {
      const newKey = `new-key-${randomUUID()}`;
      expect(await call('ChangePassword', { password: newKey })).toMatchObject({ result: { success: true } });
      try {
        expect(await call('CheckTransaction', { id: newPaymeId() })).toMatchObject({ error: { code: -32504 } });
        expect(await call('CheckTransaction', { id: newPaymeId() }, { key: newKey })).toMatchObject({ error: { code: -31003 } });
        const journal = await t.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.method, 'ChangePassword'));
        expect(journal.length).toBeGreaterThan(0);
        expect(journal.some((row) => row.request.includes(newKey))).toBe(false);
      } finally {
        expect(await call('ChangePassword', { password: account.key }, { key: newKey })).toMatchObject({ result: { success: true } });
      }
      expect(await call('CheckTransaction', { id: newPaymeId() })).toMatchObject({ error: { code: -31003 } });
    });
  });
});

describe('the Payme fiscal receipt', () => {
  const line = (overrides: Partial<Parameters<typeof paymeReceiptDetail>[1][number]> = {}) => ({
    name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' },
    modifications: [],
    quantity: 1,
    linePrice: 50_000_00,
    lineDiscount: 0,
    mxikCode: null,
    ...overrides,
  });
  const fiscal = { vatPercent: 0, packageCodes: {}, serviceFeeCode: '' };
  const sum = (detail: PaymeReceiptDetail) => detail.items.reduce((total, item) => total + item.price * item.count - (item.discount ?? 0), 0) + (detail.shipping?.price ?? 0);

  it('takes spent cashback off the lines, the fee and the delivery so that the receipt adds up to what Payme charges', () => {
    const order = { productDiscount: 10_000_00 + 3_333_33, deliveryPrice: 15_000_00, deliveryDiscount: 5_000_00, serviceFee: 3_000_00, cashbackUsed: 7_777_77, totalPrice: 0 };
    const lines = [line({ quantity: 3, linePrice: 3 * 40_000_00, lineDiscount: 10_000_00 }), line({ linePrice: 33_333_33 })];
    order.totalPrice = 3 * 40_000_00 + 33_333_33 - order.productDiscount + 10_000_00 + 3_000_00 - order.cashbackUsed;
    const detail = paymeReceiptDetail(order, lines, fiscal);
    expect(detail).not.toBeNull();
    expect(sum(detail!)).toBe(order.totalPrice);
    expect(detail!.items[0]).toMatchObject({ price: 40_000_00, count: 3 });
    expect(detail!.items.every((item) => (item.discount ?? 0) <= item.price * item.count)).toBe(true);
    expect(detail!.shipping!.price).toBeLessThan(10_000_00);
  });

  it('leaves the receipt out when the lines do not add up to the total', () => {
    expect(paymeReceiptDetail({ productDiscount: 0, deliveryPrice: 0, deliveryDiscount: 0, serviceFee: 0, cashbackUsed: 0, totalPrice: 50_000_00 }, [], fiscal)).toBeNull();
    expect(paymeReceiptDetail({ productDiscount: 0, deliveryPrice: 0, deliveryDiscount: 0, serviceFee: 0, cashbackUsed: 0, totalPrice: 50_000_00 }, [line()], fiscal)).toEqual({
      receipt_type: 0,
      items: [{ title: 'Osh', price: 50_000_00, count: 1, code: '', package_code: '', vat_percent: 0 }],
    });
  });

  it('shares an amount out in proportion, to the tiyin, never above a share\'s capacity', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(shareOut(10, [1, 1, 1, 1_000])).toEqual([0, 0, 0, 10]);
    expect(shareOut(2, [1, 1, 1])).toEqual([1, 1, 0]);
    const big = shareOut(9_999_999_999, [5_000_000_000_000, 3_000_000_000_000, 2_000_000_000_001]);
    expect(big.reduce((total, share) => total + share, 0)).toBe(9_999_999_999);
  });
});
