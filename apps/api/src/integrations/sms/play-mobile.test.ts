// The Play Mobile adapter against a fake broker that checks Basic auth and the JSON message shape.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakePlayMobile, type FakePlayMobile } from '../../testing/fake-sms-servers.ts';
import { createPlayMobileGateway } from './play-mobile.ts';
import { SmsGatewayError } from './sms-gateway.ts';

const MERCHANT = '00000000-0000-4000-8000-000000000001';
let fake: FakePlayMobile | null = null;

afterEach(async () => {
  await fake?.close();
  fake = null;
});

async function setUp(overrides: { password?: string; originator?: string | null; timeoutMs?: number } = {}) {
  fake = await startFakePlayMobile({ username: 'shop', password: 'pa:ss word' });
  const gateway = createPlayMobileGateway({
    baseUrl: fake.url,
    username: 'shop',
    password: overrides.password ?? 'pa:ss word',
    originator: overrides.originator,
    timeoutMs: overrides.timeoutMs ?? 5000,
  });
  return { fake, gateway };
}

async function sendFailure(promise: Promise<unknown>): Promise<SmsGatewayError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsGatewayError);
  return error as SmsGatewayError;
}

describe('Play Mobile gateway', () => {
  it('delivers the text from originator 3700 with a unique message-id per message', async () => {
    const { fake, gateway } = await setUp();
    const first = await gateway.send({ phone: '998901234567', text: 'Kod: 123456', merchantId: MERCHANT });
    const second = await gateway.send({ phone: '998901234567', text: 'Kod: 654321', merchantId: MERCHANT });
    expect(fake.messages).toEqual([
      { messageId: first.providerMessageId, phone: '998901234567', text: 'Kod: 123456', originator: '3700' },
      { messageId: second.providerMessageId, phone: '998901234567', text: 'Kod: 654321', originator: '3700' },
    ]);
    expect(first.providerMessageId).not.toBe(second.providerMessageId);
    expect(gateway.name).toBe('PLAY_MOBILE');
  });

  it("sends from the merchant's own originator and keeps non-Latin text intact", async () => {
    const { fake, gateway } = await setUp({ originator: 'Dastarkhan' });
    await gateway.send({ phone: '998901234567', text: 'Ваш код: 4321 — Kirish kodi', merchantId: MERCHANT });
    expect(fake.messages[0]).toMatchObject({ originator: 'Dastarkhan', text: 'Ваш код: 4321 — Kirish kodi' });
  });

  it('is refused without retry when the credentials are wrong', async () => {
    const { fake, gateway } = await setUp({ password: 'wrong' });
    const error = await sendFailure(gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT }));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(401);
    expect(error.message).not.toContain('wrong');
    expect(fake.messages).toHaveLength(0);
  });

  it("surfaces the broker's error-description of a 400 answer", async () => {
    const { fake, gateway } = await setUp();
    fake.failNext(400, 'Originator is not allowed for this account');
    const error = await sendFailure(gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT }));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(400);
    expect(error.message).toContain('Originator is not allowed for this account');
  });

  it('marks a 5xx answer as retryable', async () => {
    const { fake, gateway } = await setUp();
    fake.failNext(503);
    const error = await sendFailure(gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT }));
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(503);
  });

  it('gives up after the timeout with a retryable error', async () => {
    const { fake, gateway } = await setUp({ timeoutMs: 200 });
    fake.hangNext();
    const error = await sendFailure(gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT }));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('no answer within 200 ms');
  });

  it('refuses a phone that is not digits before calling the broker', async () => {
    const { fake, gateway } = await setUp();
    const error = await sendFailure(gateway.send({ phone: '+998 90 123 45 67', text: 'Kod: 1111', merchantId: MERCHANT }));
    expect(error.retryable).toBe(false);
    expect(fake.messages).toHaveLength(0);
  });
});
