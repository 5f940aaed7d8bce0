// Saved cards through Payme's Subscribe API, against the fake Payme: the card is added the browser's way
// (cards.create, SMS code, cards.verify straight at Payme) and only its token reaches the API, which
// checks it with Payme; card numbers and CVVs sent to the API are refused; a saved card pays an order
// (receipt created and paid at Payme, order paid, transaction and journal recorded) exactly once, however
// often it is tapped, whatever Payme answers or fails to answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { CardPayment, CardsConfig, PaymentCard } from '@dastarkhan/domain/contracts/payments';
import { somToTiyin } from '@dastarkhan/domain/money';
import { RECEIPT_STATE, SUBSCRIBE_ERRORS } from '@dastarkhan/domain/payme-subscribe';
import { createPaymeSubscribeClient } from '../../integrations/payments/payme-subscribe.ts';
import {
  FAKE_PAYME_CARD,
  FAKE_PAYME_DECLINING_CARD,
  FAKE_PAYME_DEMO_ACCOUNT,
  FAKE_PAYME_SECOND_CARD,
  startFakePaymeSubscribe,
  type FakePaymeSubscribe,
} from '../../testing/fake-payme-subscribe.ts';
import { authHeaders, createTestApp, execSql, queryRows, signIn, testConfig, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { MERCHANT_TOPIC } from '../merchants/service.ts';
import { openAroundTheClock, placeOrder, type OrderBody } from '../orders/test-support.ts';
import { paymeRequest } from './provider-side.ts';

const demo = DEMO.merchantIds.demo;
const branchId = DEMO.roundTheClockBranchId;
const CARDS = '/api/payments/v1/cards';
/** Short, so that the tests of a Payme that does not answer stay quick. */
const PROVIDER_TIMEOUT_MS = 400;

type TestCard = { number: string; expire: string; code: string };

describe(`saved cards through Payme's Subscribe API (${describeDatabase()})`, () => {
  let t: TestApp;
  let fake: FakePaymeSubscribe;
  /** Plays the browser: it talks to Payme with the public cash register id only. */
  let browser: ReturnType<typeof createPaymeSubscribeClient>;

  beforeAll(async () => {
    fake = await startFakePaymeSubscribe();
    browser = createPaymeSubscribeClient({ url: fake.url, timeoutMs: 2_000 });
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

  const rows = <T>(sql: string, params: unknown[]): Promise<T[]> => queryRows<T>(t.database, sql, params);

  async function customer(): Promise<{ headers: Record<string, string>; userId: string }> {
    const { token, user } = await signIn(t.app, demo, freshPhone().digits);
    return { headers: authHeaders(demo, token), userId: user.id };
  }

  /** What the storefront does in the browser: the card to Payme, the SMS code to Payme; the token comes back. */
  async function tokenFromBrowser(card: TestCard = FAKE_PAYME_CARD, options: { verify?: boolean } = {}): Promise<string> {
    const created = await browser.createCard({ merchantId: FAKE_PAYME_DEMO_ACCOUNT.merchantId }, { number: card.number, expire: card.expire });
    await browser.sendVerifyCode({ merchantId: FAKE_PAYME_DEMO_ACCOUNT.merchantId }, created.token);
    if (options.verify === false) return created.token;
    return (await browser.verifyCard({ merchantId: FAKE_PAYME_DEMO_ACCOUNT.merchantId }, created.token, card.code)).token;
  }

  const addCard = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url: CARDS, headers, payload: payload as Record<string, unknown> });

  async function savedCard(headers: Record<string, string>, card: TestCard = FAKE_PAYME_CARD): Promise<PaymentCard> {
    const res = await addCard(headers, { token: await tokenFromBrowser(card) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PaymentCard;
  }

  const pickUp = (paymentType: OrderBody['paymentType'] = 'PAYME'): OrderBody => ({
    serviceType: 'PICK_UP',
    branchId,
    paymentType,
    cartItems: [{ productId: DEMO.products.somsa.id, quantity: 3, modifications: [] }],
  });

  const pay = (headers: Record<string, string>, cardId: string, orderId: string) =>
    t.app.inject({ method: 'POST', url: `${CARDS}/${cardId}/pay`, headers, payload: { orderId } });

  async function orderOf(headers: Record<string, string>, orderId: string): Promise<Order> {
    const res = await t.app.inject({ url: `/api/orders/v1/orders/${orderId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Order;
  }

  const chargesOf = (orderId: string) => fake.charges.filter((charge) => charge.orderId === orderId);
  const transactionsOf = (orderId: string) =>
    rows<{ provider: string; provider_transaction_id: string; state: number; amount: string; reason: number | null }>(
      'select provider, provider_transaction_id, state, amount::text as amount, reason from payment_transactions where order_id = $1 order by created_at',
      [orderId],
    );
  const cardCount = async () => Number((await rows<{ n: number }>('select count(*)::int as n from payment_cards', []))[0]?.n);

  it("tells the browser where the card goes: Payme's Subscribe endpoint and the merchant's public cash register id", async () => {
    const { headers } = await customer();
    const res = await t.app.inject({ url: `${CARDS}/config`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: true, provider: 'PAYME', subscribeUrl: fake.url, merchantId: FAKE_PAYME_DEMO_ACCOUNT.merchantId } satisfies CardsConfig);
    expect(res.body).not.toContain(FAKE_PAYME_DEMO_ACCOUNT.key);
    expect((await t.app.inject({ url: `${CARDS}/config`, headers: { merchant: demo } })).statusCode).toBe(401);
  });

  it('saves a card Payme verified, by its token only: masked number, MM/YY expiry, never the token; the same token again is the same card', async () => {
    const { headers } = await customer();
    const token = await tokenFromBrowser();
    const checksBefore = fake.calls.filter((call) => call.method === 'cards.check').length;
    const res = await addCard(headers, { token, name: 'Salary card' });
    expect(res.statusCode, res.body).toBe(201);
    const card = res.json() as PaymentCard;
    expect(card).toMatchObject({ name: 'Salary card', number: '860049******6478', expire: '03/99', owner: null, type: 'PAYME', isVerified: true });
    expect(res.body).not.toContain(token);
    // The API asked Payme about the token with the cash register's key.
    const check = fake.calls.filter((call) => call.method === 'cards.check').at(-1)!;
    expect(fake.calls.filter((call) => call.method === 'cards.check').length).toBe(checksBefore + 1);
    expect(check).toMatchObject({ params: { token }, auth: `${FAKE_PAYME_DEMO_ACCOUNT.merchantId}:${FAKE_PAYME_DEMO_ACCOUNT.key}` });

    const stored = await rows<{ masked_number: string; provider_token: string; expire: string }>('select masked_number, provider_token, expire from payment_cards where id = $1', [card.id]);
    expect(stored).toEqual([{ masked_number: '860049******6478', provider_token: token, expire: '03/99' }]);

    const again = await addCard(headers, { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(card);

    const list = await t.app.inject({ url: CARDS, headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([card]);
    expect(list.body).not.toContain(token);

    // Another customer holding the token gets nothing of the card.
    const stranger = await customer();
    const stolen = await addCard(stranger.headers, { token });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('CARD_NOT_FOUND');
    expect((await t.app.inject({ url: CARDS, headers: stranger.headers })).json()).toEqual([]);
  });

  it('refuses a card whose SMS code was not confirmed, and a token Payme does not know, storing nothing', async () => {
    const { headers } = await customer();
    const before = await cardCount();
    const unverified = await addCard(headers, { token: await tokenFromBrowser(FAKE_PAYME_CARD, { verify: false }) });
    expect(unverified.statusCode, unverified.body).toBe(409);
    expect(unverified.json().error).toMatchObject({ code: 'CARD_NOT_VERIFIED', details: { reason: 'SMS_CODE_NOT_CONFIRMED' } });

    const unknown = await addCard(headers, { token: 'made-up-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'CARD_NOT_VERIFIED', details: { provider: { code: SUBSCRIBE_ERRORS.CARD_NOT_FOUND, message: { eng: 'Card not found' } } } });
    expect(await cardCount()).toBe(before);
  });

  it('refuses a body carrying a card number or a CVV, wherever it is put, before Payme is asked or anything is stored', async () => {
    const { headers } = await customer();
    const before = await cardCount();
    const calls = fake.calls.length;
    const bodies = [
      { token: 'x', number: FAKE_PAYME_CARD.number },
      { token: FAKE_PAYME_CARD.number },
      { token: '8600 4954 7331 6478' },
      { token: 'x', cvv: '123' },
      { token: 'x', CVC: '123' },
      { card: { number: FAKE_PAYME_CARD.number, expire: '0399' } },
      { token: 'x', name: `my card ${FAKE_PAYME_CARD.number}` },
      { token: 'x', extra: [{ pan: 8600495473316478 }] },
    ];
    for (const body of bodies) {
      const res = await addCard(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('CARD_DATA_REFUSED');
      // Not even echoed in an error's details.
      expect(res.body).not.toContain('6478');
      expect(res.body).not.toContain('"123"');
    }
    const viaPay = await t.app.inject({ method: 'POST', url: `${CARDS}/${crypto.randomUUID()}/pay`, headers, payload: { orderId: crypto.randomUUID(), cvv: '123' } });
    expect(viaPay.statusCode).toBe(400);
    expect(viaPay.json().error.code).toBe('CARD_DATA_REFUSED');
    expect(fake.calls.length).toBe(calls);
    expect(await cardCount()).toBe(before);
  });

  it('deletes a card here and at Payme; a card Payme cannot be told about is still deleted here; another customer cannot delete it', async () => {
    const { headers } = await customer();
    const card = await savedCard(headers);
    const token = (await rows<{ provider_token: string }>('select provider_token from payment_cards where id = $1', [card.id]))[0]!.provider_token;
    const stranger = await customer();
    const foreign = await t.app.inject({ method: 'DELETE', url: `${CARDS}/${card.id}`, headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('CARD_NOT_FOUND');

    const res = await t.app.inject({ method: 'DELETE', url: `${CARDS}/${card.id}`, headers });
    expect(res.statusCode, res.body).toBe(204);
    expect(fake.cards.has(token)).toBe(false);
    expect((await t.app.inject({ url: CARDS, headers })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `${CARDS}/${card.id}`, headers })).statusCode).toBe(404);

    const second = await savedCard(headers, FAKE_PAYME_SECOND_CARD);
    fake.mode = { kind: 'down' };
    const offline = await t.app.inject({ method: 'DELETE', url: `${CARDS}/${second.id}`, headers });
    expect(offline.statusCode, offline.body).toBe(204);
    expect((await t.app.inject({ url: CARDS, headers })).json()).toEqual([]);
  });

  it('pays an order with a saved card: one Payme receipt for the total, paid with the token; the order paid, the transaction and the journal recorded', async () => {
    const { headers } = await customer();
    const card = await savedCard(headers);
    const order = await placeOrder(t.app, headers, pickUp());
    expect(order.isPaid).toBe(false);

    const res = await pay(headers, card.id, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json() as CardPayment;
    expect(payment).toMatchObject({ orderId: order.id, cardId: card.id, amount: order.totalPrice, isPaid: true });

    const charges = chargesOf(order.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: somToTiyin(order.totalPrice), state: RECEIPT_STATE.PAID });
    const receiptCall = fake.calls.find((call) => call.method === 'receipts.create' && (call.params.account as { order_id: string }).order_id === order.id)!;
    expect(receiptCall.params).toMatchObject({ amount: somToTiyin(order.totalPrice), account: { order_id: order.id }, description: `#${order.number}` });

    const paid = await orderOf(headers, order.id);
    expect(paid).toMatchObject({ isPaid: true, paymentState: 'paid' });
    expect(Date.parse(paid.paidAt ?? '')).toBe(Date.parse(payment.paidAt));
    expect(await transactionsOf(order.id)).toEqual([
      { provider: 'PAYME', provider_transaction_id: charges[0]!._id, state: 2, amount: String(somToTiyin(order.totalPrice)), reason: null },
    ]);
    const journal = await rows<{ method: string; ok: boolean; request: string }>(`select method, ok, request from payment_callbacks where order_id = $1`, [order.id]);
    expect(journal).toEqual([expect.objectContaining({ method: 'receipts.pay', ok: true })]);
    // What the journal keeps names the receipt, never the card's token.
    const token = (await rows<{ provider_token: string }>('select provider_token from payment_cards where id = $1', [card.id]))[0]!.provider_token;
    expect(journal[0]!.request).toContain(charges[0]!._id);
    expect(journal[0]!.request).not.toContain(token);

    // A second tap after the payment: refused, and Payme is not asked again.
    const calls = fake.calls.length;
    const again = await pay(headers, card.id, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_ALREADY_PAID');
    expect(fake.calls.length).toBe(calls);
    expect(chargesOf(order.id)).toHaveLength(1);
  });

  it('charges once when the pay button is tapped five times at once', async () => {
    const { headers } = await customer();
    const card = await savedCard(headers);
    const order = await placeOrder(t.app, headers, pickUp());
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(headers, card.id, order.id)));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'PAID' : (answer.json().error.code as string)));
    expect(codes.filter((code) => code === 'PAID'), codes.join()).toHaveLength(1);
    for (const code of codes) expect(['PAID', 'PAYMENT_IN_PROGRESS', 'ORDER_ALREADY_PAID']).toContain(code);
    expect(chargesOf(order.id)).toHaveLength(1);
    expect((await transactionsOf(order.id)).filter((row) => row.state === 2)).toHaveLength(1);
    expect((await orderOf(headers, order.id)).isPaid).toBe(true);
  });

  it("answers a declined card with Payme's message and leaves the order unpaid; another card then pays it", async () => {
    const { headers } = await customer();
    const declining = await savedCard(headers, FAKE_PAYME_DECLINING_CARD);
    const order = await placeOrder(t.app, headers, pickUp());

    const res = await pay(headers, declining.id, order.id);
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().error).toMatchObject({
      code: 'CARD_PAYMENT_FAILED',
      details: { provider: { code: SUBSCRIBE_ERRORS.INSUFFICIENT_FUNDS_PAY, message: { ru: 'Недостаточно средств', eng: 'Insufficient funds' } } },
    });
    expect((await orderOf(headers, order.id)).isPaid).toBe(false);
    expect(chargesOf(order.id)).toHaveLength(0);
    expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ state: -1, reason: 2 })]);

    const good = await savedCard(headers, FAKE_PAYME_SECOND_CARD);
    const retry = await pay(headers, good.id, order.id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(chargesOf(order.id)).toHaveLength(1);
    expect((await transactionsOf(order.id)).map((row) => row.state)).toEqual([-1, 2]);
  });

  it('answers 503 while Payme is down, charging nothing, and pays once it is back', async () => {
    const { headers } = await customer();
    const card = await savedCard(headers);
    const order = await placeOrder(t.app, headers, pickUp());
    fake.mode = { kind: 'down' };
    const res = await pay(headers, card.id, order.id);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', details: { provider: 'PAYME', reason: 'status' } });
    expect((await orderOf(headers, order.id)).isPaid).toBe(false);

    // Payme took the receipt, then stopped answering before the payment: the receipt waits for the next tap.
    fake.mode = { kind: 'ok' };
    fake.methodModes = { 'receipts.pay': { kind: 'down' } };
    expect((await pay(headers, card.id, order.id)).statusCode).toBe(503);
    expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ state: 1 })]);

    fake.methodModes = {};
    const retry = await pay(headers, card.id, order.id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(chargesOf(order.id)).toHaveLength(1);
    // The waiting receipt was paid: no second receipt for the order.
    expect([...fake.receipts.values()].filter((receipt) => receipt.orderId === order.id)).toHaveLength(1);
    expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ state: 2 })]);
  });

  it('never charges twice when Payme took the money but its answer came too late: the next tap asks Payme and records the payment', async () => {
    const { headers } = await customer();
    const card = await savedCard(headers);
    const order = await placeOrder(t.app, headers, pickUp());
    fake.methodModes = { 'receipts.pay': { kind: 'slow', delayMs: PROVIDER_TIMEOUT_MS * 3 } };
    const res = await pay(headers, card.id, order.id);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error.details.reason).toBe('timeout');
    // The money is gone; the order does not know yet.
    expect(chargesOf(order.id)).toHaveLength(1);
    expect((await orderOf(headers, order.id)).isPaid).toBe(false);

    fake.methodModes = {};
    const paysBefore = fake.calls.filter((call) => call.method === 'receipts.pay').length;
    const retry = await pay(headers, card.id, order.id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(fake.calls.filter((call) => call.method === 'receipts.pay').length).toBe(paysBefore);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'receipts.check' });
    expect(chargesOf(order.id)).toHaveLength(1);
    expect((await orderOf(headers, order.id)).isPaid).toBe(true);
  });

  it("agrees with Payme's Merchant API calls for the receipt: a payment Payme reported to us first is the same payment, not a second one", async () => {
    const { headers } = await customer();
    const card = await savedCard(headers);
    const order = await placeOrder(t.app, headers, pickUp());
    fake.methodModes = { 'receipts.pay': { kind: 'slow', delayMs: PROVIDER_TIMEOUT_MS * 3 } };
    expect((await pay(headers, card.id, order.id)).statusCode).toBe(503);
    fake.methodModes = {};
    const receipt = chargesOf(order.id)[0]!;

    // Payme tells the merchant about the receipt through its Merchant API (the transaction id is the receipt's).
    const merchantApi = async (method: string, params: unknown) => {
      const request = paymeRequest(demo, FAKE_PAYME_DEMO_ACCOUNT, method, params);
      return (await t.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.body })).json();
    };
    const created = await merchantApi('CreateTransaction', { id: receipt._id, time: receipt.create_time, amount: receipt.amount, account: { order_id: order.id } });
    expect(created.result, JSON.stringify(created)).toMatchObject({ state: 1 });
    const performed = await merchantApi('PerformTransaction', { id: receipt._id });
    expect(performed.result, JSON.stringify(performed)).toMatchObject({ state: 2 });
    expect((await orderOf(headers, order.id)).isPaid).toBe(true);

    // The customer taps again: one payment, one transaction, no refund.
    const res = await pay(headers, card.id, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ORDER_ALREADY_PAID');
    expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ provider_transaction_id: receipt._id, state: 2 })]);
    expect(chargesOf(order.id)).toHaveLength(1);
    expect(fake.refunds.map((refund) => refund.orderId)).not.toContain(order.id);
  });

  it('gives the money back when the order stopped taking payments while the outcome of its charge was unknown', async () => {
    const { headers } = await customer();
    const card = await savedCard(headers);
    const order = await placeOrder(t.app, headers, pickUp());
    fake.methodModes = { 'receipts.pay': { kind: 'slow', delayMs: PROVIDER_TIMEOUT_MS * 3 } };
    expect((await pay(headers, card.id, order.id)).statusCode).toBe(503);
    expect(chargesOf(order.id)).toHaveLength(1);
    // The time to pay ran out meanwhile (before the sweep got to the order).
    await execSql(t.database, `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`, [order.id]);
    fake.methodModes = {};

    const res = await pay(headers, card.id, order.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'ORDER_NOT_PAYABLE', details: { reason: 'EXPIRED', refunded: true } });
    expect(fake.refunds.map((refund) => refund.orderId)).toEqual(expect.arrayContaining([order.id]));
    expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ state: -2, reason: 5 })]);
    expect((await orderOf(headers, order.id)).isPaid).toBe(false);

    // Settled: another tap is refused without asking Payme.
    const calls = fake.calls.length;
    const again = await pay(headers, card.id, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_NOT_PAYABLE');
    expect(fake.calls.length).toBe(calls);
  });

  it("refuses another customer's card and order, orders not paid through Payme, and unknown ids, without asking Payme", async () => {
    const owner = await customer();
    const stranger = await customer();
    const card = await savedCard(owner.headers);
    const strangersCard = await savedCard(stranger.headers, FAKE_PAYME_SECOND_CARD);
    const order = await placeOrder(t.app, owner.headers, pickUp());
    const cash = await placeOrder(t.app, owner.headers, pickUp('CASH'));
    const calls = fake.calls.length;

    const cases: Array<[Record<string, string>, string, string, number, string]> = [
      [stranger.headers, card.id, order.id, 404, 'CARD_NOT_FOUND'],
      [stranger.headers, strangersCard.id, order.id, 404, 'ORDER_NOT_FOUND'],
      [owner.headers, strangersCard.id, order.id, 404, 'CARD_NOT_FOUND'],
      [owner.headers, card.id, crypto.randomUUID(), 404, 'ORDER_NOT_FOUND'],
      [owner.headers, card.id, cash.id, 409, 'ORDER_NOT_PAID_ONLINE'],
    ];
    for (const [headers, cardId, orderId, status, code] of cases) {
      const res = await pay(headers, cardId, orderId);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect(fake.calls.length).toBe(calls);
    expect((await orderOf(owner.headers, order.id)).isPaid).toBe(false);
  });

  describe('with cards switched off for the merchant', () => {
    beforeAll(async () => {
      await execSql(t.database, `update merchant_settings set web = web || '{"cardActive": false}'::jsonb where merchant_id = $1`, [demo]);
      await t.app.services.bus.publish(MERCHANT_TOPIC, demo);
    });
    afterAll(async () => {
      await execSql(t.database, `update merchant_settings set web = web || '{"cardActive": true}'::jsonb where merchant_id = $1`, [demo]);
      await t.app.services.bus.publish(MERCHANT_TOPIC, demo);
    });

    it('answers every card route 403 CARDS_DISABLED', async () => {
      const { headers } = await customer();
      const id = crypto.randomUUID();
      const requests = [
        t.app.inject({ url: `${CARDS}/config`, headers }),
        t.app.inject({ url: CARDS, headers }),
        addCard(headers, { token: 'whatever' }),
        t.app.inject({ method: 'DELETE', url: `${CARDS}/${id}`, headers }),
        pay(headers, id, crypto.randomUUID()),
      ];
      for (const res of await Promise.all(requests)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.code).toBe('CARDS_DISABLED');
      }
    });
  });
});
