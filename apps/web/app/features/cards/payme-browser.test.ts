// The browser's calls to Payme, against the fake Payme Subscribe server: the card and the SMS code go to
// Payme with the public cash register id alone, and what the customer is told when Payme says no or
// cannot be reached.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBE_ERRORS } from '@dastarkhan/domain/payme-subscribe';
import { FAKE_PAYME_CARD, FAKE_PAYME_DEMO_ACCOUNT, startFakePaymeSubscribe, type FakePaymeSubscribe } from '../../../../api/src/testing/fake-payme-subscribe.ts';
import { translator } from '../../lib/i18n.ts';
import { createCard, PaymeBrowserError, paymeFailureText, sendVerifyCode, verifyCard, type PaymeEndpoint } from './payme-browser.ts';

let fake: FakePaymeSubscribe;
let endpoint: PaymeEndpoint;

beforeAll(async () => {
  fake = await startFakePaymeSubscribe();
  endpoint = { subscribeUrl: fake.url, merchantId: FAKE_PAYME_DEMO_ACCOUNT.merchantId };
});
afterAll(async () => {
  await fake?.close();
});

async function failure(promise: Promise<unknown>): Promise<PaymeBrowserError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymeBrowserError);
  return error as PaymeBrowserError;
}

describe("the browser's calls to Payme", () => {
  it('creates the card, has the code sent and verifies it, authorised by the cash register id alone (never its key)', async () => {
    const card = await createCard(endpoint, { number: FAKE_PAYME_CARD.number, expire: FAKE_PAYME_CARD.expire });
    expect(card).toMatchObject({ number: '860049******6478', expire: '03/99', verify: false, recurrent: true });
    const sent = await sendVerifyCode(endpoint, card.token);
    expect(sent.phone).toBe('99890*****66');
    const verified = await verifyCard(endpoint, card.token, FAKE_PAYME_CARD.code);
    expect(verified.verify).toBe(true);
    const calls = fake.calls.slice(-3);
    expect(calls.map((call) => call.method)).toEqual(['cards.create', 'cards.get_verify_code', 'cards.verify']);
    for (const call of calls) expect(call.auth).toBe(FAKE_PAYME_DEMO_ACCOUNT.merchantId);
  });

  it("tells the customer Payme's own reason in their language, and that Payme is not answering when it cannot be reached", async () => {
    const card = await createCard(endpoint, { number: FAKE_PAYME_CARD.number, expire: FAKE_PAYME_CARD.expire });
    const wrongCode = await failure(verifyCard(endpoint, card.token, '123456'));
    expect(wrongCode.failure).toMatchObject({ kind: 'refused', code: SUBSCRIBE_ERRORS.SMS_CODE_WRONG });
    expect(paymeFailureText(wrongCode, 'ru', translator('ru', 'cards'))).toBe('Payme: Неверный код');
    expect(paymeFailureText(wrongCode, 'eng', translator('eng', 'cards'))).toBe('Payme: Wrong code');

    const badNumber = await failure(createCard(endpoint, { number: '8600000000000002', expire: '0399' }));
    expect(badNumber.failure).toMatchObject({ kind: 'refused', code: SUBSCRIBE_ERRORS.CARD_INVALID });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await failure(createCard({ ...endpoint, subscribeUrl: `http://127.0.0.1:${port}/api` }, { number: FAKE_PAYME_CARD.number, expire: '0399' }));
    expect(unreachable.failure).toEqual({ kind: 'unreachable' });
    expect(paymeFailureText(unreachable, 'uz', translator('uz', 'cards'))).toBe(translator('uz', 'cards')('errors.unavailable'));

    fake.mode = { kind: 'garbage' };
    try {
      expect((await failure(sendVerifyCode(endpoint, card.token))).failure).toEqual({ kind: 'unreachable' });
    } finally {
      fake.mode = { kind: 'ok' };
    }
  });
});
