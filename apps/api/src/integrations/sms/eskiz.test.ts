// The Eskiz adapter against a fake Eskiz server that checks the real request format.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeEskiz, type FakeEskiz } from '../../testing/fake-sms-servers.ts';
import { createEskizGateway } from './eskiz.ts';
import { SmsGatewayError } from './sms-gateway.ts';

const MERCHANT = '00000000-0000-4000-8000-000000000001';
let fake: FakeEskiz | null = null;

afterEach(async () => {
  await fake?.close();
  fake = null;
});

async function setUp(overrides: { password?: string; sender?: string | null; timeoutMs?: number } = {}) {
  fake = await startFakeEskiz({ email: 'shop@example.uz', password: 'right-password' });
  const gateway = createEskizGateway({
    baseUrl: `${fake.url}/`,
    email: 'shop@example.uz',
    password: overrides.password ?? 'right-password',
    sender: overrides.sender,
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

describe('Eskiz gateway', () => {
  it('logs in and delivers the text to the number, from the default sender 4546', async () => {
    const { fake, gateway } = await setUp();
    const result = await gateway.send({ phone: '998901234567', text: 'Kod: 123456', merchantId: MERCHANT });
    expect(fake.messages).toEqual([{ id: result.providerMessageId, phone: '998901234567', text: 'Kod: 123456', from: '4546' }]);
    expect(result.providerMessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(gateway.name).toBe('ESKIZ');
  });

  it("sends from the merchant's own approved sender", async () => {
    const { fake, gateway } = await setUp({ sender: 'MyShop' });
    await gateway.send({ phone: '998901234567', text: 'Kod: 1234', merchantId: MERCHANT });
    expect(fake.messages[0]?.from).toBe('MyShop');
  });

  it('reuses one token for many sends, and concurrent first sends share one login', async () => {
    const { fake, gateway } = await setUp();
    await Promise.all([1, 2, 3].map((n) => gateway.send({ phone: '998901234567', text: `Kod: 100${n}`, merchantId: MERCHANT })));
    await gateway.send({ phone: '998901234568', text: 'Kod: 2000', merchantId: MERCHANT });
    expect(fake.messages).toHaveLength(4);
    expect(fake.logins).toBe(1);
    expect(fake.refreshes).toBe(0);
  });

  it('refreshes an expired token once and retries the send', async () => {
    const { fake, gateway } = await setUp();
    await gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT });
    fake.expireToken();
    // Two sends hit the 401 together: one refresh serves both.
    await Promise.all([
      gateway.send({ phone: '998901234567', text: 'Kod: 2222', merchantId: MERCHANT }),
      gateway.send({ phone: '998901234567', text: 'Kod: 3333', merchantId: MERCHANT }),
    ]);
    expect(fake.messages.map((message) => message.text).sort()).toEqual(['Kod: 1111', 'Kod: 2222', 'Kod: 3333']);
    expect(fake.refreshes).toBe(1);
    expect(fake.logins).toBe(1);
  });

  it('logs in again when the token can no longer be refreshed', async () => {
    const { fake, gateway } = await setUp();
    await gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT });
    fake.expireToken({ refreshable: false });
    await gateway.send({ phone: '998901234567', text: 'Kod: 2222', merchantId: MERCHANT });
    expect(fake.messages.map((message) => message.text)).toEqual(['Kod: 1111', 'Kod: 2222']);
    expect(fake.refreshes).toBe(0);
    expect(fake.logins).toBe(2);
  });

  it('refuses with a non-retryable error when the credentials are wrong, naming no password', async () => {
    const { fake, gateway } = await setUp({ password: 'wrong-password' });
    const error = await sendFailure(gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT }));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(401);
    expect(error.message).toContain('login failed');
    expect(error.message).not.toContain('wrong-password');
    expect(fake.messages).toHaveLength(0);
  });

  it('surfaces a refused number as a non-retryable error with the provider text', async () => {
    const { gateway } = await setUp();
    const error = await sendFailure(gateway.send({ phone: '77011234567', text: 'Kod: 1111', merchantId: MERCHANT }));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(400);
    expect(error.message).toContain('Invalid phone number');
  });

  it('marks a 5xx answer as retryable, and the next send goes through', async () => {
    const { fake, gateway } = await setUp();
    await gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT });
    fake.failNext(502);
    const error = await sendFailure(gateway.send({ phone: '998901234567', text: 'Kod: 2222', merchantId: MERCHANT }));
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(502);
    await gateway.send({ phone: '998901234567', text: 'Kod: 2222', merchantId: MERCHANT });
    expect(fake.messages).toHaveLength(2);
  });

  it('gives up after the timeout with a retryable error when Eskiz does not answer', async () => {
    const { fake, gateway } = await setUp({ timeoutMs: 200 });
    fake.hangNext();
    const started = Date.now();
    const error = await sendFailure(gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT }));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('no answer within 200 ms');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reports an unreachable server as retryable', async () => {
    const { fake: server, gateway } = await setUp();
    await server.close();
    fake = null;
    const error = await sendFailure(gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT }));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('unreachable');
  });
});
