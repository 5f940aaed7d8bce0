// The Subscribe API client against the fake Payme: the wire format (JSON-RPC body, X-Auth of front-end
// and back-end methods), a card's life (create, SMS code, verify, check, remove), a receipt's (create,
// pay once, check, cancel), Payme's refusals as SubscribeRefusal and every way of not answering as
// SubscribeUnavailable.
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECEIPT_STATE, SUBSCRIBE_ERRORS } from '@dastarkhan/domain/payme-subscribe';
import {
  FAKE_PAYME_CARD,
  FAKE_PAYME_DECLINING_CARD,
  FAKE_PAYME_DEMO_ACCOUNT,
  startFakePaymeSubscribe,
  type FakePaymeSubscribe,
} from '../../testing/fake-payme-subscribe.ts';
import { createPaymeSubscribeClient, SubscribeRefusal, SubscribeUnavailable, type PaymeSubscribeClient } from './payme-subscribe.ts';

const account = FAKE_PAYME_DEMO_ACCOUNT;

async function refusal(promise: Promise<unknown>): Promise<SubscribeRefusal> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SubscribeRefusal);
  return error as SubscribeRefusal;
}

async function unavailable(promise: Promise<unknown>): Promise<SubscribeUnavailable> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SubscribeUnavailable);
  return error as SubscribeUnavailable;
}

describe('Payme Subscribe API client', () => {
  let fake: FakePaymeSubscribe;
  let client: PaymeSubscribeClient;

  beforeAll(async () => {
    fake = await startFakePaymeSubscribe();
    client = createPaymeSubscribeClient({ url: fake.url, timeoutMs: 500 });
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = { kind: 'ok' };
    fake.methodModes = {};
  });

  /** A card verified the way the browser does it. */
  async function verifiedToken(card: { number: string; expire: string; code: string } = FAKE_PAYME_CARD): Promise<string> {
    const created = await client.createCard(account, { number: card.number, expire: card.expire });
    await client.sendVerifyCode(account, created.token);
    return (await client.verifyCard(account, created.token, card.code)).token;
  }

  it("adds a card the browser's way: masked number, SMS code, verified only with the right code; the front-end calls carry the cash register id alone", async () => {
    const before = fake.calls.length;
    const created = await client.createCard(account, { number: FAKE_PAYME_CARD.number, expire: FAKE_PAYME_CARD.expire });
    expect(created).toMatchObject({ number: '860049******6478', expire: '03/99', recurrent: true, verify: false });
    expect(created.token.length).toBeGreaterThan(20);

    const sent = await client.sendVerifyCode(account, created.token);
    expect(sent).toEqual({ sent: true, phone: '99890*****66', wait: 60_000 });

    const wrong = await refusal(client.verifyCard(account, created.token, '000000'));
    expect(wrong.code).toBe(SUBSCRIBE_ERRORS.SMS_CODE_WRONG);
    expect(wrong.providerMessage).toMatchObject({ en: 'Wrong code' });
    expect((await client.checkCard(account, created.token)).verify).toBe(false);

    const verified = await client.verifyCard(account, created.token, FAKE_PAYME_CARD.code);
    expect(verified).toMatchObject({ number: '860049******6478', verify: true });
    expect((await client.checkCard(account, created.token)).verify).toBe(true);

    const calls = fake.calls.slice(before);
    expect(calls.map((call) => call.method)).toEqual(['cards.create', 'cards.get_verify_code', 'cards.verify', 'cards.check', 'cards.verify', 'cards.check']);
    expect(calls[0]!.params).toEqual({ card: { number: FAKE_PAYME_CARD.number, expire: '0399' }, save: true });
    for (const call of calls) expect(call.auth).toBe(call.method === 'cards.check' ? `${account.merchantId}:${account.key}` : account.merchantId);
  });

  it('is refused a wrong card number, a wrong expiry, an unknown token and a wrong key', async () => {
    expect((await refusal(client.createCard(account, { number: '8600000000000002', expire: '0399' }))).code).toBe(SUBSCRIBE_ERRORS.CARD_INVALID);
    expect((await refusal(client.createCard(account, { number: FAKE_PAYME_CARD.number, expire: '0499' }))).code).toBe(SUBSCRIBE_ERRORS.CARD_INVALID);
    expect((await refusal(client.checkCard(account, 'no-such-token'))).code).toBe(SUBSCRIBE_ERRORS.CARD_NOT_FOUND);
    const token = await verifiedToken();
    expect((await refusal(client.checkCard({ ...account, key: 'wrong-key' }, token))).code).toBe(SUBSCRIBE_ERRORS.ACCESS_DENIED);
    // Another cash register's tokens are not this one's.
    expect((await refusal(client.checkCard({ merchantId: 'aaaaaaaaaaaaaaaaaaaaaaaa', key: account.key }, token))).code).toBe(SUBSCRIBE_ERRORS.ACCESS_DENIED);
  });

  it('pays a receipt for an order once, with the back-end key; a second payment of it is refused; cancelling a paid one refunds it', async () => {
    const token = await verifiedToken();
    const receipt = await client.createReceipt(account, { amount: 2_500_000, orderId: 'order-1', description: '#12' });
    expect(receipt).toMatchObject({ state: RECEIPT_STATE.CREATED, amount: 2_500_000 });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'receipts.create',
      params: { amount: 2_500_000, account: { order_id: 'order-1' }, description: '#12' },
      auth: `${account.merchantId}:${account.key}`,
    });

    const paid = await client.payReceipt(account, receipt._id, token);
    expect(paid).toMatchObject({ _id: receipt._id, state: RECEIPT_STATE.PAID, card: { number: '860049******6478', expire: '9903' } });
    expect(await client.checkReceipt(account, receipt._id)).toBe(RECEIPT_STATE.PAID);
    expect((await refusal(client.payReceipt(account, receipt._id, token))).code).toBe(SUBSCRIBE_ERRORS.RECEIPT_STATE);
    expect(fake.charges.filter((charge) => charge._id === receipt._id)).toHaveLength(1);

    const cancelled = await client.cancelReceipt(account, receipt._id);
    expect(cancelled.state).toBe(RECEIPT_STATE.CANCEL_QUEUED);
    expect(fake.refunds.map((refund) => refund._id)).toContain(receipt._id);
  });

  it("tells a declined card by Payme's code and message, and a removed card is gone", async () => {
    const token = await verifiedToken(FAKE_PAYME_DECLINING_CARD);
    const receipt = await client.createReceipt(account, { amount: 100_000, orderId: 'order-2' });
    const declined = await refusal(client.payReceipt(account, receipt._id, token));
    expect(declined.code).toBe(SUBSCRIBE_ERRORS.INSUFFICIENT_FUNDS_PAY);
    expect(declined.providerMessage).toMatchObject({ ru: 'Недостаточно средств', en: 'Insufficient funds' });
    expect(await client.checkReceipt(account, receipt._id)).toBe(RECEIPT_STATE.CREATED);

    expect(await client.removeCard(account, token)).toBe(true);
    expect((await refusal(client.checkCard(account, token))).code).toBe(SUBSCRIBE_ERRORS.CARD_NOT_FOUND);
  });

  it('reports a gateway error, a page that is not JSON, a late answer and a closed port as unavailable', async () => {
    fake.mode = { kind: 'down' };
    expect((await unavailable(client.checkReceipt(account, 'x'))).reason).toBe('status');
    fake.mode = { kind: 'garbage' };
    expect((await unavailable(client.checkReceipt(account, 'x'))).reason).toBe('malformed');
    fake.mode = { kind: 'slow', delayMs: 2_000 };
    const started = Date.now();
    expect((await unavailable(client.checkReceipt(account, 'x'))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = createPaymeSubscribeClient({ url: `http://127.0.0.1:${port}/api`, timeoutMs: 500 });
    const error = await unavailable(nowhere.checkReceipt(account, 'x'));
    expect(error.reason).toBe('unreachable');
    // What the error says names neither the card token nor the key.
    expect(error.message).not.toContain(account.key);
  });

  it('lets a browser on another origin call it (CORS preflight for X-Auth and JSON)', async () => {
    const preflight = await fetch(fake.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://demo.localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-auth' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-auth');
  });
});
