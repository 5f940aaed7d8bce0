// An order paid with a saved card whose time to pay runs out, or which the customer cancels, while its
// Payme receipt is open (the charge in flight, or its answer lost): the sweep and the cancel ask Payme
// first, against the fake Subscribe server. The money and the order always agree: paid and kept, or given
// back and cancelled; an order is never cancelled while Payme may hold its money.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { PaymentCard } from '@dastarkhan/domain/contracts/payments';
import { RECEIPT_STATE } from '@dastarkhan/domain/payme-subscribe';
import { createPaymeSubscribeClient } from '../../integrations/payments/payme-subscribe.ts';
import { FAKE_PAYME_CARD, FAKE_PAYME_DEMO_ACCOUNT, startFakePaymeSubscribe, type FakePaymeSubscribe, type FakeSubscribeReceipt } from '../../testing/fake-payme-subscribe.ts';
import { authHeaders, createTestApp, execSql, queryRows, signIn, testConfig, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { openAroundTheClock, placeOrder, type OrderBody } from '../orders/test-support.ts';

const demo = DEMO.merchantIds.demo;
const branchId = DEMO.roundTheClockBranchId;
const CARDS = '/api/payments/v1/cards';
/** Long enough for a sweep to run while a tap still waits for Payme, short enough to keep the tests quick. */
const PROVIDER_TIMEOUT_MS = 1_000;

type Transaction = { provider_transaction_id: string; state: number; reason: number | null };

describe(`the expiry and the cancel of orders with a saved-card payment open (${describeDatabase()})`, () => {
  let t: TestApp;
  let fake: FakePaymeSubscribe;

  beforeAll(async () => {
    fake = await startFakePaymeSubscribe();
    t = await createTestApp({ config: { payments: { ...testConfig().payments, paymeSubscribeUrl: fake.url, providerTimeoutMs: PROVIDER_TIMEOUT_MS } } });
    await openAroundTheClock(t.database, branchId);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = { kind: 'ok' };
    fake.methodModes = {};
  });

  async function customer(): Promise<Record<string, string>> {
    const { token } = await signIn(t.app, demo, freshPhone().digits);
    return authHeaders(demo, token);
  }

  /** A card saved the storefront's way: the number and the SMS code go to Payme, the token to the API. */
  async function savedCard(headers: Record<string, string>): Promise<PaymentCard> {
    const browser = createPaymeSubscribeClient({ url: fake.url, timeoutMs: 2_000 });
    const register = { merchantId: FAKE_PAYME_DEMO_ACCOUNT.merchantId };
    const created = await browser.createCard(register, { number: FAKE_PAYME_CARD.number, expire: FAKE_PAYME_CARD.expire });
    const { token } = await browser.verifyCard(register, created.token, FAKE_PAYME_CARD.code);
    const res = await t.app.inject({ method: 'POST', url: CARDS, headers, payload: { token } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PaymentCard;
  }

  const pickUp: OrderBody = {
    serviceType: 'PICK_UP',
    branchId,
    paymentType: 'PAYME',
    cartItems: [{ productId: DEMO.products.somsa.id, quantity: 2, modifications: [] }],
  };

  const pay = (headers: Record<string, string>, cardId: string, orderId: string) =>
    t.app.inject({ method: 'POST', url: `${CARDS}/${cardId}/pay`, headers, payload: { orderId } });

  const cancel = (headers: Record<string, string>, orderId: string) => t.app.inject({ method: 'PUT', url: `/api/orders/v1/orders/${orderId}/cancel`, headers });

  async function orderOf(headers: Record<string, string>, orderId: string): Promise<Order> {
    const res = await t.app.inject({ url: `/api/orders/v1/orders/${orderId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Order;
  }

  const transactionsOf = (orderId: string) =>
    queryRows<Transaction>(t.database, 'select provider_transaction_id, state, reason from payment_transactions where order_id = $1 order by created_at', [orderId]);
  const receiptOf = (orderId: string): FakeSubscribeReceipt => {
    const receipts = [...fake.receipts.values()].filter((receipt) => receipt.orderId === orderId);
    expect(receipts).toHaveLength(1);
    return receipts[0]!;
  };
  const refundsOf = (orderId: string) => fake.refunds.filter((receipt) => receipt.orderId === orderId);
  const callsFor = (receiptId: string) => fake.calls.filter((call) => call.params.id === receiptId).map((call) => call.method);

  const expire = (orderId: string) => execSql(t.database, `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`, [orderId]);
  const sweep = () => t.app.services.payments.expireUnpaidOrders();

  /** An unpaid order whose card receipt Payme charged, but whose answer never reached us: the receipt is open. */
  async function chargedButAnswerLost(): Promise<{ headers: Record<string, string>; card: PaymentCard; order: Order; receipt: FakeSubscribeReceipt }> {
    const headers = await customer();
    const card = await savedCard(headers);
    const order = await placeOrder(t.app, headers, pickUp);
    fake.methodModes = { 'receipts.pay': { kind: 'slow', delayMs: PROVIDER_TIMEOUT_MS * 2 } };
    const res = await pay(headers, card.id, order.id);
    expect(res.statusCode, res.body).toBe(503);
    fake.methodModes = {};
    const receipt = receiptOf(order.id);
    expect(receipt.state).toBe(RECEIPT_STATE.PAID);
    expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ provider_transaction_id: receipt._id, state: 1 })]);
    expect((await orderOf(headers, order.id)).isPaid).toBe(false);
    return { headers, card, order, receipt };
  }

  /** An unpaid order whose card receipt Payme created but never charged (the payment call failed): the receipt is open. */
  async function createdButNeverCharged(): Promise<{ headers: Record<string, string>; order: Order; receipt: FakeSubscribeReceipt }> {
    const headers = await customer();
    const card = await savedCard(headers);
    const order = await placeOrder(t.app, headers, pickUp);
    fake.methodModes = { 'receipts.pay': { kind: 'down' } };
    expect((await pay(headers, card.id, order.id)).statusCode).toBe(503);
    fake.methodModes = {};
    const receipt = receiptOf(order.id);
    expect(receipt.state).toBe(RECEIPT_STATE.CREATED);
    expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ state: 1 })]);
    return { headers, order, receipt };
  }

  it('gives the money of a receipt Payme charged (its answer lost) back before cancelling the expired order: refunded at Payme, recorded, cancelled as refunded', async () => {
    const { headers, card, order, receipt } = await chargedButAnswerLost();
    await expire(order.id);

    await sweep();
    expect(callsFor(receipt._id)).toEqual(['receipts.pay', 'receipts.check', 'receipts.cancel']);
    expect(refundsOf(order.id)).toHaveLength(1);
    expect(fake.receipts.get(receipt._id)?.state).toBe(RECEIPT_STATE.CANCEL_QUEUED);
    expect(await transactionsOf(order.id)).toEqual([{ provider_transaction_id: receipt._id, state: -2, reason: 5 }]);
    const after = await orderOf(headers, order.id);
    expect(after).toMatchObject({ status: 'CANCELED', isPaid: false, paymentState: 'refunded' });
    expect(after.refundedAt).not.toBeNull();
    expect(after.statusHistory.at(-1)).toMatchObject({ status: 'CANCELED', comment: 'Payment refunded by the provider' });

    // Settled for good: later sweeps and taps leave Payme alone, and the money goes back once.
    const calls = fake.calls.length;
    await sweep();
    expect((await pay(headers, card.id, order.id)).json().error.code).toBe('ORDER_NOT_PAYABLE');
    expect(fake.calls.length).toBe(calls);
    expect(refundsOf(order.id)).toHaveLength(1);
    expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ state: -2 })]);
  });

  it('cancels a receipt Payme never charged at Payme, then the expired order as not paid in time', async () => {
    const { headers, order, receipt } = await createdButNeverCharged();
    await expire(order.id);

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(callsFor(receipt._id)).toEqual(['receipts.pay', 'receipts.check', 'receipts.cancel']);
    expect(fake.receipts.get(receipt._id)?.state).toBe(RECEIPT_STATE.CANCELLED);
    expect(fake.charges.filter((charge) => charge.orderId === order.id)).toHaveLength(0);
    expect(refundsOf(order.id)).toHaveLength(0);
    expect(await transactionsOf(order.id)).toEqual([{ provider_transaction_id: receipt._id, state: -1, reason: 4 }]);
    const after = await orderOf(headers, order.id);
    expect(after).toMatchObject({ status: 'CANCELED', isPaid: false, paymentState: 'none' });
    expect(after.statusHistory.at(-1)).toMatchObject({ status: 'CANCELED', actorType: 'SYSTEM', comment: 'Not paid in time' });
  });

  it('leaves the expired order alone while Payme is down, or has not confirmed the refund, and settles it on a later sweep', async () => {
    const { headers, order, receipt } = await chargedButAnswerLost();
    const other = await createdButNeverCharged();
    await expire(order.id);
    await expire(other.order.id);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      fake.mode = { kind: 'down' };
      await sweep();
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ orderIds: expect.arrayContaining([order.id, other.order.id]) }), expect.stringContaining('next sweep'));
    } finally {
      warn.mockRestore();
    }
    for (const [owner, id] of [[headers, order.id], [other.headers, other.order.id]] as const) {
      expect((await orderOf(owner, id)).status).toBe('CREATED');
      expect(await transactionsOf(id)).toEqual([expect.objectContaining({ state: 1 })]);
    }

    // Payme answers again, but its refund does not go through: the order still waits, its money is not recorded as back.
    fake.mode = { kind: 'ok' };
    fake.methodModes = { 'receipts.cancel': { kind: 'down' } };
    await sweep();
    expect(refundsOf(order.id)).toHaveLength(0);
    expect((await orderOf(headers, order.id)).status).toBe('CREATED');
    expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ state: 1 })]);
    expect((await orderOf(other.headers, other.order.id)).status).toBe('CREATED');

    fake.methodModes = {};
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(refundsOf(order.id)).toHaveLength(1);
    expect(await transactionsOf(order.id)).toEqual([{ provider_transaction_id: receipt._id, state: -2, reason: 5 }]);
    expect(await orderOf(headers, order.id)).toMatchObject({ status: 'CANCELED', isPaid: false, paymentState: 'refunded' });
    expect(fake.receipts.get(other.receipt._id)?.state).toBe(RECEIPT_STATE.CANCELLED);
    expect(await transactionsOf(other.order.id)).toEqual([expect.objectContaining({ state: -1, reason: 4 })]);
    expect(await orderOf(other.headers, other.order.id)).toMatchObject({ status: 'CANCELED', paymentState: 'none' });
  });

  it('recognises a refund whose answer was lost on the next sweep, without asking Payme for it twice', async () => {
    const { headers, order, receipt } = await chargedButAnswerLost();
    await expire(order.id);
    // Payme takes the refund, its answer comes too late.
    fake.methodModes = { 'receipts.cancel': { kind: 'slow', delayMs: PROVIDER_TIMEOUT_MS * 2 } };
    await sweep();
    expect(refundsOf(order.id)).toHaveLength(1);
    expect((await orderOf(headers, order.id)).status).toBe('CREATED');

    fake.methodModes = {};
    await sweep();
    expect(callsFor(receipt._id).filter((method) => method === 'receipts.cancel')).toHaveLength(1);
    expect(refundsOf(order.id)).toHaveLength(1);
    expect(await transactionsOf(order.id)).toEqual([{ provider_transaction_id: receipt._id, state: -2, reason: 5 }]);
    expect(await orderOf(headers, order.id)).toMatchObject({ status: 'CANCELED', isPaid: false, paymentState: 'refunded' });
  });

  it('does not touch a receipt a tap is paying right now; once the tap is over, the sweep settles it', async () => {
    const headers = await customer();
    const card = await savedCard(headers);
    const order = await placeOrder(t.app, headers, pickUp);
    fake.methodModes = { 'receipts.pay': { kind: 'slow', delayMs: PROVIDER_TIMEOUT_MS * 2 } };
    const tap = pay(headers, card.id, order.id);
    await vi.waitFor(() => expect(fake.calls.some((call) => call.method === 'receipts.pay' && fake.receipts.get(call.params.id as string)?.orderId === order.id)).toBe(true), {
      timeout: PROVIDER_TIMEOUT_MS / 2,
      interval: 5,
    });
    const receipt = receiptOf(order.id);
    await expire(order.id);
    await sweep();
    expect(callsFor(receipt._id)).toEqual(['receipts.pay']);
    expect((await orderOf(headers, order.id)).status).toBe('CREATED');

    expect((await tap).statusCode).toBe(503);
    fake.methodModes = {};
    await sweep();
    expect(refundsOf(order.id)).toHaveLength(1);
    expect(await orderOf(headers, order.id)).toMatchObject({ status: 'CANCELED', paymentState: 'refunded' });
  });

  describe("the customer's cancel", () => {
    it('asks Payme first: a receipt it never charged is cancelled there, then the order', async () => {
      const { headers, order, receipt } = await createdButNeverCharged();
      const res = await cancel(headers, order.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(fake.receipts.get(receipt._id)?.state).toBe(RECEIPT_STATE.CANCELLED);
      expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ state: -1, reason: 4 })]);
      expect(await orderOf(headers, order.id)).toMatchObject({ status: 'CANCELED', paymentState: 'none' });
    });

    it('is refused while Payme cannot say whether it took the money; once it can, a charge it took is kept and the order paid', async () => {
      const { headers, card, order, receipt } = await chargedButAnswerLost();
      fake.mode = { kind: 'down' };
      const refused = await cancel(headers, order.id);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe('PAYMENT_IN_PROGRESS');
      expect(await orderOf(headers, order.id)).toMatchObject({ status: 'CREATED', isPaid: false });
      expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ state: 1 })]);

      fake.mode = { kind: 'ok' };
      const paid = await cancel(headers, order.id);
      expect(paid.statusCode, paid.body).toBe(409);
      expect(paid.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
      expect(await orderOf(headers, order.id)).toMatchObject({ status: 'CREATED', isPaid: true, paymentState: 'paid' });
      expect(await transactionsOf(order.id)).toEqual([{ provider_transaction_id: receipt._id, state: 2, reason: null }]);
      expect(refundsOf(order.id)).toHaveLength(0);
      expect(fake.charges.filter((charge) => charge.orderId === order.id)).toHaveLength(1);
      expect((await pay(headers, card.id, order.id)).json().error.code).toBe('ORDER_ALREADY_PAID');
    });
  });
});
