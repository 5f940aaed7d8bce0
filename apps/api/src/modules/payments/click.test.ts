// The Click SHOP API as Click speaks it: Prepare and Complete, every error code, replays, signatures over
// the raw fields, exact amounts, 64-bit ids, cancellation after payment and 20 identical Completes at once.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { authHeaders, createTestApp, execSql, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { openAroundTheClock, placeOrder, type OrderBody } from '../orders/test-support.ts';
import { clickAmountToTiyin } from './click.ts';
import { clickRequest, clickSignTime, clickUrl, type ClickFields } from './provider-side.ts';
import { journalled, paidHistoryRows } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const branchId = DEMO.branchIds.amirTemur;
const CLICK = { serviceId: '12345', merchantId: '54321', secretKey: 'demo-click-secret' };
const SHOP_CLICK = { serviceId: '777', merchantId: '778', secretKey: 'shop-click-secret' };

interface ClickAnswer {
  click_trans_id: number | null;
  merchant_trans_id: string | null;
  merchant_prepare_id?: number | null;
  merchant_confirm_id?: number | null;
  error: number;
  error_note: string;
}

interface Sent {
  statusCode: number;
  /** The body as text: the place to see 64-bit ids exactly. */
  text: string;
  json: ClickAnswer;
  /** The request body as sent (what the journal must hold). */
  body: string;
}

let nextId = 0n;
/** A fresh Click id, well beyond 2^53 so that a lossy parse anywhere would show. */
function clickId(): string {
  nextId += 1n;
  return (9_007_199_254_740_993n + nextId * 7919n + BigInt(Math.floor(Math.random() * 1_000_000)) * 100_000n).toString();
}

function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

describe(`Click SHOP API (${describeDatabase()})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await openAroundTheClock(t.database, branchId);
    const { token } = await signIn(t.app, demo, freshPhone().digits);
    headers = authHeaders(demo, token);
    // The second merchant gets a Click account of its own, to send it another merchant's order.
    await execSql(t.database, `update payment_methods set credentials = $2::jsonb where merchant_id = $1 and type = 'CLICK'`, [
      shop,
      JSON.stringify(SHOP_CLICK),
    ]);
    await t.app.services.merchants.invalidateMerchant(shop);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = <T>(sql: string, params: unknown[]): Promise<T[]> => queryRows<T>(t.database, sql, params);

  const pickUp = (paymentType: OrderBody['paymentType'] = 'CLICK'): OrderBody => ({
    serviceType: 'PICK_UP',
    branchId,
    paymentType,
    cartItems: [{ productId: DEMO.products.somsa.id, quantity: 3, modifications: [] }],
  });

  const order = (paymentType: OrderBody['paymentType'] = 'CLICK'): Promise<Order> => placeOrder(t.app, headers, pickUp(paymentType));

  async function send(merchantId: string, request: { url: string; headers: Record<string, string>; body: string }): Promise<Sent> {
    const res = await t.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.body });
    return { statusCode: res.statusCode, text: res.body, json: res.json() as ClickAnswer, body: request.body };
  }

  /** Prepare fields for paying `target` (so'm written as the API gives them), with overrides. */
  function prepareFields(target: Pick<Order, 'id' | 'totalPrice'>, overrides: Partial<ClickFields> = {}): ClickFields {
    return {
      click_trans_id: clickId(),
      service_id: CLICK.serviceId,
      click_paydoc_id: clickId(),
      merchant_trans_id: target.id,
      amount: String(target.totalPrice),
      action: '0',
      error: '0',
      error_note: 'Success',
      sign_time: clickSignTime(new Date()),
      ...overrides,
    };
  }

  function completeFields(prepared: ClickFields, merchantPrepareId: number | string, overrides: Partial<ClickFields> = {}): ClickFields {
    return { ...prepared, action: '1', merchant_prepare_id: String(merchantPrepareId), sign_time: clickSignTime(new Date()), ...overrides };
  }

  const prepare = (fields: ClickFields, merchantId = demo, account: { secretKey: string } = CLICK) =>
    send(merchantId, clickRequest(merchantId, account, fields));
  const complete = prepare;

  async function prepared(target: Order, overrides: Partial<ClickFields> = {}): Promise<{ fields: ClickFields; seq: number }> {
    const fields = prepareFields(target, overrides);
    const res = await prepare(fields);
    expect(res.json.error, res.text).toBe(0);
    return { fields, seq: res.json.merchant_prepare_id as number };
  }

  async function orderRow(id: string) {
    const [row] = await rows<{ is_paid: boolean; paid_at: Date | null; refunded_at: Date | null; status: string }>(
      'select is_paid, paid_at, refunded_at, status from orders where id = $1',
      [id],
    );
    return row;
  }

  async function transactionRow(clickTransId: string) {
    const [row] = await rows<{
      id: string;
      seq: string | number;
      state: number;
      amount: string | number;
      provider_transaction_id: string;
      order_id: string;
      perform_time: string | null;
      cancel_time: string | null;
    }>(
      `select id, seq, state, amount, provider_transaction_id, order_id, perform_time, cancel_time from payment_transactions where provider = 'CLICK' and provider_transaction_id = $1`,
      [clickTransId],
    );
    return row;
  }

  it('pays an order: Prepare creates the transaction, Complete marks the order paid, both journalled', async () => {
    const target = await order();
    const fields = prepareFields(target);
    const first = await prepare(fields);
    expect(first.statusCode).toBe(200);
    expect(first.json).toEqual({
      click_trans_id: Number(fields.click_trans_id),
      merchant_trans_id: target.id,
      merchant_prepare_id: expect.any(Number),
      error: 0,
      error_note: 'Success',
    });
    const created = await transactionRow(fields.click_trans_id);
    expect(created).toMatchObject({ state: 1, order_id: target.id, provider_transaction_id: fields.click_trans_id });
    expect(Number(created?.seq)).toBe(first.json.merchant_prepare_id);
    expect(Number(created?.amount)).toBe(Math.round(target.totalPrice * 100));
    expect(await orderRow(target.id)).toMatchObject({ is_paid: false });

    const done = await complete(completeFields(fields, first.json.merchant_prepare_id as number));
    expect(done.statusCode).toBe(200);
    expect(done.json).toEqual({
      click_trans_id: Number(fields.click_trans_id),
      merchant_trans_id: target.id,
      merchant_confirm_id: first.json.merchant_prepare_id,
      error: 0,
      error_note: 'Success',
    });
    expect(await transactionRow(fields.click_trans_id)).toMatchObject({ state: 2 });
    expect(await orderRow(target.id)).toMatchObject({ is_paid: true, status: 'CREATED' });
    expect((await orderRow(target.id))?.paid_at).not.toBeNull();
    expect(await paidHistoryRows(t.database, target.id)).toBe(1);
    expect(await journalled(t.database, first.body)).toEqual([{ method: 'prepare', ok: true, merchant_id: demo }]);
    expect(await journalled(t.database, done.body)).toEqual([{ method: 'complete', ok: true, merchant_id: demo }]);

    // The customer sees it paid.
    const seen = await t.app.inject({ url: `/api/orders/v1/orders/${target.id}`, headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ isPaid: true });
  });

  it('answers replays exactly as the first time and changes nothing more', async () => {
    const target = await order();
    const fields = prepareFields(target);
    const first = await prepare(fields);
    const again = await prepare(fields);
    expect(again.text).toBe(first.text);
    expect(await rows('select id from payment_transactions where order_id = $1', [target.id])).toHaveLength(1);

    const completion = completeFields(fields, first.json.merchant_prepare_id as number);
    const done = await complete(completion);
    const repeated = await complete(completion);
    expect(repeated.text).toBe(done.text);
    expect(repeated.json.error).toBe(0);
    expect(await paidHistoryRows(t.database, target.id)).toBe(1);
    // A Prepare replayed after payment says the order is paid.
    expect((await prepare(fields)).json).toMatchObject({ error: -4, error_note: 'Already paid' });
  });

  it('keeps 64-bit ids exactly as sent, beyond what a JS number holds', async () => {
    const target = await order();
    const fields = prepareFields(target, { click_trans_id: '9223372036854775807', click_paydoc_id: '9223372036854775806' });
    const res = await prepare(fields);
    expect(res.json.error, res.text).toBe(0);
    expect(res.text).toContain('"click_trans_id":9223372036854775807,');
    expect((await transactionRow('9223372036854775807'))?.provider_transaction_id).toBe('9223372036854775807');
    const done = await complete(completeFields(fields, res.json.merchant_prepare_id as number));
    expect(done.text).toContain('"click_trans_id":9223372036854775807,');
    expect(done.json.error).toBe(0);
    // One more than a signed 64-bit integer holds is not an id Click sends.
    const tooBig = await prepare(prepareFields(await order(), { click_trans_id: '9223372036854775808' }));
    expect(tooBig.json).toMatchObject({ error: -8, error_note: 'Error in request from click' });
  });

  it('refuses a wrong signature with -1 and writes nothing', async () => {
    const target = await order();
    const fields = prepareFields(target);
    const forged = await prepare(fields, demo, { secretKey: 'not-the-secret' });
    expect(forged.json).toMatchObject({ error: -1, error_note: 'SIGN CHECK FAILED', merchant_prepare_id: null });
    // The signature covers the fields: changing the amount after signing breaks it.
    const request = clickRequest(demo, CLICK, fields);
    const tampered = await send(demo, { ...request, body: request.body.replace(`amount=${fields.amount}`, 'amount=1') });
    expect(tampered.json.error).toBe(-1);
    expect(await journalled(t.database, forged.body)).toEqual([]);
    expect(await journalled(t.database, tampered.body)).toEqual([]);
    expect(await transactionRow(fields.click_trans_id)).toBeUndefined();
  });

  it('refuses requests it cannot authenticate with -8 and writes nothing: unknown merchant, no Click account, missing fields', async () => {
    const target = await order();
    const fields = prepareFields(target);
    for (const merchantId of [crypto.randomUUID(), DEMO.merchantIds.closed]) {
      const res = await prepare(fields, merchantId);
      expect(res.statusCode).toBe(200);
      expect(res.json, merchantId).toMatchObject({ error: -8, error_note: 'Error in request from click' });
    }
    // A path without a merchant id is not a Click endpoint: the API's validation error.
    expect((await prepare(fields, 'not-a-merchant')).statusCode).toBe(400);
    const request = clickRequest(demo, CLICK, fields);
    for (const name of ['click_trans_id', 'amount', 'sign_string', 'sign_time']) {
      const form = new URLSearchParams(request.body);
      form.delete(name);
      const res = await send(demo, { ...request, body: form.toString() });
      expect(res.json.error, name).toBe(-8);
    }
    const empty = await send(demo, { url: clickUrl(demo, 'prepare'), headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(empty.json).toEqual({
      click_trans_id: null,
      merchant_trans_id: null,
      merchant_prepare_id: null,
      error: -8,
      error_note: 'Error in request from click',
    });
    expect(await rows('select id from payment_callbacks where request like $1', [`%${fields.click_trans_id}%`])).toEqual([]);
    expect(await transactionRow(fields.click_trans_id)).toBeUndefined();
  });

  it('journals signed but malformed requests and answers -8: another service id, ids that are not numbers', async () => {
    const target = await order();
    const otherService = await prepare(prepareFields(target, { service_id: '99999' }));
    expect(otherService.json.error).toBe(-8);
    expect(await journalled(t.database, otherService.body)).toEqual([{ method: 'prepare', ok: false, merchant_id: demo }]);
    const notANumber = await prepare(prepareFields(target, { click_paydoc_id: 'abc' }));
    expect(notANumber.json.error).toBe(-8);
    expect(await journalled(t.database, notANumber.body)).toHaveLength(1);
    expect(await rows('select id from payment_transactions where order_id = $1', [target.id])).toEqual([]);
  });

  it('answers -3 to an action that is not the endpoint’s', async () => {
    const target = await order();
    // action=1 on Prepare: Prepare's signature formula, signed correctly.
    const onPrepare = prepareFields(target, { action: '1' });
    const form = new URLSearchParams({ ...onPrepare });
    form.set(
      'sign_string',
      md5(`${onPrepare.click_trans_id}${onPrepare.service_id}${CLICK.secretKey}${onPrepare.merchant_trans_id}${onPrepare.amount}1${onPrepare.sign_time}`),
    );
    const wrongOnPrepare = await send(demo, {
      url: clickUrl(demo, 'prepare'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(wrongOnPrepare.json).toMatchObject({ error: -3, error_note: 'Action not found' });

    // action=0 on Complete, signed with Complete's formula.
    const { fields, seq } = await prepared(target);
    const onComplete = new URLSearchParams({ ...fields, merchant_prepare_id: String(seq) });
    onComplete.set(
      'sign_string',
      md5(`${fields.click_trans_id}${fields.service_id}${CLICK.secretKey}${fields.merchant_trans_id}${seq}${fields.amount}0${fields.sign_time}`),
    );
    const wrongOnComplete = await send(demo, {
      url: clickUrl(demo, 'complete'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: onComplete.toString(),
    });
    expect(wrongOnComplete.json).toMatchObject({ error: -3, error_note: 'Action not found', merchant_confirm_id: null });
    expect(await orderRow(target.id)).toMatchObject({ is_paid: false });
  });

  it('signs Complete over merchant_trans_id and merchant_prepare_id, as the documentation says (not the PHP sample)', async () => {
    const target = await order();
    const { fields, seq } = await prepared(target);
    const documented = md5(`${fields.click_trans_id}${fields.service_id}${CLICK.secretKey}${target.id}${seq}${fields.amount}1${fields.sign_time}`);
    const phpSample = md5(`${fields.click_trans_id}${fields.service_id}${CLICK.secretKey}${seq}${fields.amount}1${fields.sign_time}`);
    const body = (sign: string) => new URLSearchParams({ ...fields, action: '1', merchant_prepare_id: String(seq), sign_string: sign }).toString();
    const post = (sign: string) =>
      send(demo, { url: clickUrl(demo, 'complete'), headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body(sign) });
    expect((await post(phpSample)).json.error).toBe(-1);
    expect((await post(documented.toUpperCase())).json.error).toBe(0);
  });

  it('checks the amount exactly against the order total: -2 for another amount or a fraction of a tiyin', async () => {
    const target = await order();
    const total = Math.round(target.totalPrice * 100);
    for (const amount of [String(target.totalPrice + 1), `${target.totalPrice}.001`, '-1', '1e5', `${target.totalPrice},00`]) {
      const res = await prepare(prepareFields(target, { amount }));
      expect(res.json, amount).toMatchObject({ error: -2, error_note: 'Incorrect parameter amount' });
    }
    expect(await rows('select id from payment_transactions where order_id = $1', [target.id])).toEqual([]);
    // Written differently, the same amount is accepted: the signature is over the amount as sent.
    const { fields, seq } = await prepared(target, { amount: `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}0` });
    // And Complete may not pay another amount than the prepared one.
    const more = await complete(completeFields(fields, seq, { amount: String(target.totalPrice + 100) }));
    expect(more.json.error).toBe(-2);
    expect(await orderRow(target.id)).toMatchObject({ is_paid: false });
  });

  it('hashes the amount as received: "N.5" and "N.50" both verify and both are N so’m 50 tiyin', async () => {
    for (const written of ['12345.5', '12345.50']) {
      const target = await order();
      await execSql(t.database, 'update orders set total_price = 1234550 where id = $1', [target.id]);
      const fields = prepareFields(target, { amount: written });
      const res = await prepare(fields);
      expect(res.json, written).toMatchObject({ error: 0 });
      const done = await complete(completeFields(fields, res.json.merchant_prepare_id as number));
      expect(done.json.error, written).toBe(0);
      expect(Number((await transactionRow(fields.click_trans_id))?.amount)).toBe(1234550);
    }
    expect(clickAmountToTiyin('12345.5')).toBe(1234550n);
    expect(clickAmountToTiyin('12345.500')).toBe(1234550n);
    expect(clickAmountToTiyin('12345.501')).toBeNull();
    expect(clickAmountToTiyin('90071992547409.93')).toBe(9007199254740993n);
  });

  it('answers -5 for an order it does not know: unknown, not an id, another merchant’s, paid otherwise', async () => {
    const target = await order();
    for (const merchantTransId of [crypto.randomUUID(), 'order-1', '']) {
      const res = await prepare(prepareFields({ id: merchantTransId, totalPrice: target.totalPrice }));
      // An empty merchant_trans_id cannot even be signed for: it is a malformed request.
      expect(res.json.error, merchantTransId).toBe(merchantTransId === '' ? -8 : -5);
    }
    // The other merchant's Click account cannot pay this merchant's order.
    const foreign = await prepare(prepareFields(target, { service_id: SHOP_CLICK.serviceId }), shop, SHOP_CLICK);
    expect(foreign.json).toMatchObject({ error: -5, error_note: 'User does not exist' });
    expect(await journalled(t.database, foreign.body)).toEqual([{ method: 'prepare', ok: false, merchant_id: shop }]);
    // An order paid in cash is not Click's to pay.
    const cash = await order('CASH');
    expect((await prepare(prepareFields(cash))).json.error).toBe(-5);
    expect(await orderRow(target.id)).toMatchObject({ is_paid: false });
  });

  it('answers -6 to a Complete for a transaction it did not prepare', async () => {
    const target = await order();
    const { fields, seq } = await prepared(target);
    expect((await complete(completeFields(fields, seq + 1_000_000))).json).toMatchObject({ error: -6, error_note: 'Transaction does not exist' });
    expect((await complete(completeFields(fields, '99999999999999999999'))).json.error).toBe(-8);
    expect((await complete(completeFields(fields, seq, { click_trans_id: clickId() }))).json.error).toBe(-6);
    // The transaction of another order of the same merchant is not this order's.
    const other = await order();
    expect((await complete(completeFields(fields, seq, { merchant_trans_id: other.id }))).json.error).toBe(-6);
    expect(await orderRow(target.id)).toMatchObject({ is_paid: false });
    expect(await transactionRow(fields.click_trans_id)).toMatchObject({ state: 1 });
  });

  it('cancels when Click reports a failed payment (-9), and a later success for it stays cancelled', async () => {
    const target = await order();
    const { fields, seq } = await prepared(target);
    const failed = await complete(completeFields(fields, seq, { error: '-5017', error_note: 'Insufficient funds' }));
    expect(failed.json).toMatchObject({ error: -9, error_note: 'Transaction cancelled', merchant_confirm_id: null });
    expect(await transactionRow(fields.click_trans_id)).toMatchObject({ state: -1 });
    expect((await complete(completeFields(fields, seq, { error: '-5017' }))).text).toBe(failed.text);
    expect((await complete(completeFields(fields, seq))).json.error).toBe(-9);
    expect(await orderRow(target.id)).toMatchObject({ is_paid: false, status: 'CREATED' });
    // The order can still be paid with a new Click payment.
    const next = await prepared(target);
    expect((await complete(completeFields(next.fields, next.seq))).json.error).toBe(0);
  });

  it('refunds and cancels an order not yet started when Click cancels a completed payment', async () => {
    const target = await order();
    const { fields, seq } = await prepared(target);
    expect((await complete(completeFields(fields, seq))).json.error).toBe(0);
    const cancelled = await complete(completeFields(fields, seq, { error: '-1', error_note: 'Reversed' }));
    expect(cancelled.json.error).toBe(-9);
    expect(await transactionRow(fields.click_trans_id)).toMatchObject({ state: -2 });
    const row = await orderRow(target.id);
    expect(row).toMatchObject({ is_paid: false, status: 'CANCELED' });
    expect(row?.refunded_at).not.toBeNull();
    // Replayed, nothing changes again.
    expect((await complete(completeFields(fields, seq, { error: '-1' }))).text).toBe(cancelled.text);
    const [refunds] = await rows<{ n: number }>(
      `select count(*)::int as n from order_status_history where order_id = $1 and comment = 'Payment refunded by the provider'`,
      [target.id],
    );
    expect(refunds?.n).toBe(1);
  });

  it('answers -4 to a Prepare for a paid order, and to a Complete when another payment paid the order', async () => {
    const paid = await order();
    const first = await prepared(paid);
    await complete(completeFields(first.fields, first.seq));
    expect((await prepare(prepareFields(paid))).json).toMatchObject({ error: -4, error_note: 'Already paid' });

    const target = await order();
    const { fields, seq } = await prepared(target);
    // Paid in the meantime by some other means (the operator marked it paid).
    await execSql(t.database, 'update orders set is_paid = true, paid_at = now() where id = $1', [target.id]);
    expect((await complete(completeFields(fields, seq))).json).toMatchObject({ error: -4, error_note: 'Already paid' });
    expect(await transactionRow(fields.click_trans_id)).toMatchObject({ state: -1 });
  });

  it('refuses -9 for orders that cannot be paid any more: cancelled, or their time to pay is over', async () => {
    const expired = await order();
    await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`, [expired.id]);
    expect((await prepare(prepareFields(expired))).json).toMatchObject({ error: -9, error_note: 'Transaction cancelled' });
    await t.app.services.payments.expireUnpaidOrders();
    expect(await orderRow(expired.id)).toMatchObject({ status: 'CANCELED' });
    expect((await prepare(prepareFields(expired))).json.error).toBe(-9);
  });

  it('honours a Complete after the time to pay ran out if the order still stands; -9 once the sweep cancelled it', async () => {
    const late = await order();
    const { fields, seq } = await prepared(late);
    await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`, [late.id]);
    expect((await complete(completeFields(fields, seq))).json.error).toBe(0);
    expect(await orderRow(late.id)).toMatchObject({ is_paid: true, status: 'CREATED' });

    const swept = await order();
    const pending = await prepared(swept);
    await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`, [swept.id]);
    await t.app.services.payments.expireUnpaidOrders();
    expect(await transactionRow(pending.fields.click_trans_id)).toMatchObject({ state: -1 });
    expect((await complete(completeFields(pending.fields, pending.seq))).json).toMatchObject({ error: -9 });
    expect(await orderRow(swept.id)).toMatchObject({ is_paid: false, status: 'CANCELED' });
  });

  it('lets a new Prepare replace an abandoned one: the old one can no longer complete', async () => {
    const target = await order();
    const abandoned = await prepared(target);
    const retried = await prepared(target);
    expect(retried.seq).not.toBe(abandoned.seq);
    expect(await transactionRow(abandoned.fields.click_trans_id)).toMatchObject({ state: -1 });
    expect((await complete(completeFields(abandoned.fields, abandoned.seq))).json.error).toBe(-9);
    expect((await complete(completeFields(retried.fields, retried.seq))).json.error).toBe(0);
    expect(await paidHistoryRows(t.database, target.id)).toBe(1);
  });

  it('changes the order once when the same Complete arrives 20 times at once', async () => {
    const target = await order();
    const { fields, seq } = await prepared(target);
    const completion = completeFields(fields, seq);
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(completion)));
    for (const answer of answers) expect(answer.json, answer.text).toMatchObject({ error: 0, merchant_confirm_id: seq });
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await paidHistoryRows(t.database, target.id)).toBe(1);
    expect(await transactionRow(fields.click_trans_id)).toMatchObject({ state: 2 });
    expect(await journalled(t.database, answers[0]?.body ?? '')).toHaveLength(20);
  });
});
