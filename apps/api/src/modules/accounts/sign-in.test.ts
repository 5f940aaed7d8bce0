// SMS-code sign-in through the HTTP API: codes, their limits, the SMS text, tenants, gateways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { CodeSentSchema, SignedInSchema } from '@dastarkhan/domain/contracts/account';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { createTestApp, execSql, type TestApp } from '../../testing/test-app.ts';
import { startFakeEskiz } from '../../testing/fake-sms-servers.ts';
import { call, confirmLoginCode, freshIp, freshPhone, lastCode, outbox, sendLoginCode, wrongCode } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;

describe(`SMS-code sign-in (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a 6-digit code and signs in with it; the customer is created on first sign-in', async () => {
    const phone = freshPhone();
    const client = { merchantId: demo, ip: freshIp() };
    const sent = await sendLoginCode(t.app, client, phone.international);
    expect(sent.statusCode).toBe(200);
    expect(CodeSentSchema.parse(sent.json())).toEqual({ expiresIn: 300, resendAfter: 60, phone: phone.digits });

    const code = await lastCode(t.app, phone.digits);
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await confirmLoginCode(t.app, client, phone.international, code);
    expect(confirmed.statusCode).toBe(200);
    const body = SignedInSchema.parse(confirmed.json());
    expect(body.user).toMatchObject({ phone: phone.digits, firstName: null, telegramId: null });
    // 32 random bytes in base64url: far over 128 bits.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await call(t.app, { merchantId: demo, token: body.token }, 'GET', '/api/users/v1/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.user.id);
  });

  it('reads "+998 90 123 45 67", "998901234567" and "901234567" as one number and one customer', async () => {
    const app = await createTestApp({ config: { otp: { ...t.config.otp, resendSeconds: 0 } } });
    try {
      const phone = freshPhone();
      const ids: string[] = [];
      for (const [typed, read] of [
        [phone.international, phone.national],
        [phone.digits, phone.international],
        [phone.national, phone.digits],
      ] as const) {
        const client = { merchantId: demo, ip: freshIp() };
        expect((await sendLoginCode(app.app, client, typed)).statusCode).toBe(200);
        const confirmed = await confirmLoginCode(app.app, client, read, await lastCode(app.app, phone.digits));
        expect(confirmed.statusCode).toBe(200);
        ids.push(confirmed.json().user.id);
      }
      expect(new Set(ids).size).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('refuses malformed numbers and numbers of countries the merchant does not allow with a clear 400', async () => {
    const client = { merchantId: demo, language: 'eng' };
    const invalid = await sendLoginCode(t.app, client, '12345');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({ code: 'PHONE_INVALID', details: { field: 'phone' }, message: expect.stringContaining('+998 90 123 45 67') });

    const russian = await sendLoginCode(t.app, client, '+7 912 345 67 89');
    expect(russian.statusCode).toBe(400);
    expect(russian.json().error).toMatchObject({ code: 'PHONE_COUNTRY_NOT_ALLOWED', details: { field: 'phone' } });

    // A merchant may allow more countries.
    await execSql(t.database, `update merchants set allowed_country_codes = '{998,7}' where id = $1`, [shop]);
    try {
      const digits = freshPhone().national.slice(2);
      const allowed = await sendLoginCode(t.app, { merchantId: shop }, `+7 912 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().phone).toMatch(/^7912\d{7}$/);
    } finally {
      await execSql(t.database, `update merchants set allowed_country_codes = '{998}' where id = $1`, [shop]);
    }
  });

  it('refuses a wrong code and an expired code with OTP_INVALID in the request language', async () => {
    const phone = freshPhone();
    const client = { merchantId: demo, ip: freshIp(), language: 'ru' };
    await sendLoginCode(t.app, client, phone.digits);
    const code = await lastCode(t.app, phone.digits);

    const wrong = await confirmLoginCode(t.app, client, phone.digits, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'OTP_INVALID', message: 'Введен неверный код или срок действия SMS-кода истек' });

    await execSql(t.database, `update otp_codes set expires_at = now() - interval '1 second' where phone = $1`, [phone.digits]);
    const expired = await confirmLoginCode(t.app, { ...client, language: 'eng' }, phone.digits, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({ code: 'OTP_INVALID', message: 'Wrong code entered or SMS code is expired' });
  });

  it('expires codes after OTP_TTL_SECONDS', async () => {
    const app = await createTestApp({ config: { otp: { ...t.config.otp, ttlSeconds: 1 } } });
    try {
      const phone = freshPhone();
      const client = { merchantId: demo, ip: freshIp() };
      const sent = await sendLoginCode(app.app, client, phone.digits);
      expect(sent.json().expiresIn).toBe(1);
      const code = await lastCode(app.app, phone.digits);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const late = await confirmLoginCode(app.app, client, phone.digits, code);
      expect(late.statusCode).toBe(400);
      expect(late.json().error.code).toBe('OTP_INVALID');
    } finally {
      await app.close();
    }
  });

  it('kills a code after 5 wrong entries: even the right code is then refused', async () => {
    const phone = freshPhone();
    const client = { merchantId: demo, ip: freshIp() };
    await sendLoginCode(t.app, client, phone.digits);
    const code = await lastCode(t.app, phone.digits);
    for (let i = 0; i < 5; i++) {
      expect((await confirmLoginCode(t.app, client, phone.digits, wrongCode(code))).statusCode).toBe(400);
    }
    const right = await confirmLoginCode(t.app, client, phone.digits, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.code).toBe('OTP_INVALID');
  });

  it('accepts the right code after 4 wrong entries', async () => {
    const phone = freshPhone();
    const client = { merchantId: demo, ip: freshIp() };
    await sendLoginCode(t.app, client, phone.digits);
    const code = await lastCode(t.app, phone.digits);
    for (let i = 0; i < 4; i++) await confirmLoginCode(t.app, client, phone.digits, wrongCode(code));
    expect((await confirmLoginCode(t.app, client, phone.digits, code)).statusCode).toBe(200);
  });

  it('counts parallel wrong entries exactly: a burst cannot buy more than 5 guesses', async () => {
    const phone = freshPhone();
    const client = { merchantId: demo, ip: freshIp() };
    await sendLoginCode(t.app, client, phone.digits);
    const code = await lastCode(t.app, phone.digits);
    const burst = await Promise.all(Array.from({ length: 12 }, () => confirmLoginCode(t.app, client, phone.digits, wrongCode(code))));
    expect(burst.every((res) => res.statusCode === 400)).toBe(true);
    // Each entry is counted before it is compared, in one statement: never more than 5 comparisons.
    expect(await queryAll(t, 'select attempts from otp_codes where phone = $1', [phone.digits])).toEqual([{ attempts: 5 }]);
    expect((await confirmLoginCode(t.app, client, phone.digits, code)).statusCode).toBe(400);
  });

  it('uses a code once: two parallel confirmations make one session', async () => {
    const phone = freshPhone();
    const client = { merchantId: demo, ip: freshIp() };
    await sendLoginCode(t.app, client, phone.digits);
    const code = await lastCode(t.app, phone.digits);
    const results = await Promise.all([0, 1, 2].map(() => confirmLoginCode(t.app, client, phone.digits, code)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
    const again = await confirmLoginCode(t.app, client, phone.digits, code);
    expect(again.statusCode).toBe(400);
  });

  it('stores codes only hashed', async () => {
    const phone = freshPhone();
    await sendLoginCode(t.app, { merchantId: demo }, phone.digits);
    const code = await lastCode(t.app, phone.digits);
    const rows = await queryAll(t, 'select code_hash from otp_codes where phone = $1', [phone.digits]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('lets only the newest code work once another was sent', async () => {
    const app = await createTestApp({ config: { otp: { ...t.config.otp, resendSeconds: 0 } } });
    try {
      const phone = freshPhone();
      const client = { merchantId: demo, ip: freshIp() };
      await sendLoginCode(app.app, client, phone.digits);
      const first = await lastCode(app.app, phone.digits);
      await sendLoginCode(app.app, client, phone.digits);
      const second = await lastCode(app.app, phone.digits);
      if (first !== second) expect((await confirmLoginCode(app.app, client, phone.digits, first)).statusCode).toBe(400);
      expect((await confirmLoginCode(app.app, client, phone.digits, second)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('allows one code per phone per minute: the second is 429 with the seconds to wait', async () => {
    const phone = freshPhone();
    expect((await sendLoginCode(t.app, { merchantId: demo }, phone.digits)).statusCode).toBe(200);
    const again = await sendLoginCode(t.app, { merchantId: demo, language: 'eng' }, phone.international);
    expect(again.statusCode).toBe(429);
    const error = ApiErrorSchema.parse(again.json()).error;
    expect(error.code).toBe('OTP_TOO_MANY_REQUESTS');
    const retryAfter = error.details?.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(again.headers['retry-after']).toBe(String(retryAfter));
    // The limit is per merchant: the same number may get the other brand's code.
    expect((await sendLoginCode(t.app, { merchantId: shop }, phone.digits)).statusCode).toBe(200);
  });

  it('allows at most 5 codes per phone per hour', async () => {
    const app = await createTestApp({ config: { otp: { ...t.config.otp, resendSeconds: 0 } } });
    try {
      const phone = freshPhone();
      for (let i = 0; i < 5; i++) expect((await sendLoginCode(app.app, { merchantId: demo }, phone.digits)).statusCode).toBe(200);
      const sixth = await sendLoginCode(app.app, { merchantId: demo }, phone.digits);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.details.retryAfter).toBeGreaterThan(3500);
      expect(Number(sixth.headers['retry-after'])).toBe(sixth.json().error.details.retryAfter);
      expect(await outbox(app.app, phone.digits)).toHaveLength(5);
    } finally {
      await app.close();
    }
  });

  it('limits codes per client address over all phones, and code entries per address', async () => {
    const app = await createTestApp({ config: { otp: { ...t.config.otp, ipSendsPerHour: 3, ipChecksPerHour: 4 } } });
    try {
      const ip = freshIp();
      const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
      for (const phone of phones.slice(0, 3)) expect((await sendLoginCode(app.app, { merchantId: demo, ip }, phone.digits)).statusCode).toBe(200);
      const fourth = await sendLoginCode(app.app, { merchantId: demo, ip }, phones[3]!.digits);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();
      // The refused request did not use up the phone's own allowance.
      expect((await sendLoginCode(app.app, { merchantId: demo, ip: freshIp() }, phones[3]!.digits)).statusCode).toBe(200);

      const phone = phones[0]!;
      const code = await lastCode(app.app, phone.digits);
      for (let i = 0; i < 4; i++) expect((await confirmLoginCode(app.app, { merchantId: demo, ip }, phone.digits, wrongCode(code))).statusCode).toBe(400);
      const blocked = await confirmLoginCode(app.app, { merchantId: demo, ip }, phone.digits, code);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('OTP_TOO_MANY_REQUESTS');
    } finally {
      await app.close();
    }
  });

  it("takes the client's address from X-Forwarded-For only when the storefront (a private proxy) sends it", async () => {
    const app = await createTestApp({ config: { otp: { ...t.config.otp, ipSendsPerHour: 1 } } });
    try {
      const send = (remoteAddress: string, forwardedFor: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/users/v1/auth/login',
          remoteAddress,
          headers: { merchant: demo, 'x-forwarded-for': forwardedFor },
          payload: { phone: freshPhone().digits },
        });
      // Behind the storefront on loopback: each customer address has its own allowance.
      expect((await send('127.0.0.1', '198.51.100.1')).statusCode).toBe(200);
      expect((await send('127.0.0.1', '198.51.100.2')).statusCode).toBe(200);
      expect((await send('127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
      // A client on the internet cannot choose its address by sending the header itself.
      expect((await send('203.0.113.250', '198.51.100.3')).statusCode).toBe(200);
      expect((await send('203.0.113.250', '198.51.100.4')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('writes the SMS in the request language and names the brand', async () => {
    const texts: Record<string, string> = {};
    for (const language of ['uz', 'ru', 'eng']) {
      const phone = freshPhone();
      await sendLoginCode(t.app, { merchantId: demo, language }, phone.digits);
      const [message] = await outbox(t.app, phone.digits);
      texts[language] = message?.text ?? '';
      expect(message?.merchantId).toBe(demo);
    }
    expect(texts.uz).toMatch(/^Dastarkhan Kitchen: kirish kodi \d{6}\. Hech kimga bermang\.$/);
    expect(texts.ru).toMatch(/^Dastarkhan Kitchen: код для входа \d{6}\. Никому его не сообщайте\.$/);
    expect(texts.eng).toMatch(/^Dastarkhan Kitchen: your sign-in code is \d{6}\. Do not share it with anyone\.$/);

    // Accept-Language counts when there is no language header; Uzbek when neither says anything.
    const phone = freshPhone();
    await t.app.inject({ method: 'POST', url: '/api/users/v1/auth/login', headers: { merchant: demo, 'accept-language': 'ru-RU,ru;q=0.9' }, payload: { phone: phone.digits } });
    expect((await outbox(t.app, phone.digits))[0]?.text).toContain('код для входа');
  });

  it("sets the new customer's language from the request", async () => {
    const phone = freshPhone();
    const client = { merchantId: demo, language: 'ru', ip: freshIp() };
    await sendLoginCode(t.app, client, phone.digits);
    const confirmed = await confirmLoginCode(t.app, client, phone.digits, await lastCode(t.app, phone.digits));
    expect(confirmed.json().user.language).toBe('ru');
  });

  it('keeps merchants apart: one phone at two merchants is two customers, a token works only with its merchant', async () => {
    const phone = freshPhone();
    const signInAt = async (merchantId: string) => {
      const client = { merchantId, ip: freshIp() };
      await sendLoginCode(t.app, client, phone.digits);
      const confirmed = await confirmLoginCode(t.app, client, phone.digits, await lastCode(t.app, phone.digits, merchantId));
      expect(confirmed.statusCode).toBe(200);
      return SignedInSchema.parse(confirmed.json());
    };
    const atDemo = await signInAt(demo);
    const atShop = await signInAt(shop);
    expect(atDemo.user.id).not.toBe(atShop.user.id);

    // A code sent for one merchant does not sign in at the other.
    await execSql(t.database, 'delete from otp_codes where phone = $1', [phone.digits]);
    const crossPhone = freshPhone();
    await sendLoginCode(t.app, { merchantId: demo }, crossPhone.digits);
    const crossed = await confirmLoginCode(t.app, { merchantId: shop }, crossPhone.digits, await lastCode(t.app, crossPhone.digits));
    expect(crossed.statusCode).toBe(400);

    const elsewhere = await call(t.app, { merchantId: shop, token: atDemo.token }, 'GET', '/api/users/v1/users/me');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().error.code).toBe('SESSION_EXPIRED');
    const home = await call(t.app, { merchantId: demo, token: atDemo.token }, 'GET', '/api/users/v1/users/me');
    expect(home.json().id).toBe(atDemo.user.id);
  });

  it('answers 503 SMS_NOT_CONFIGURED when the merchant has no gateway and there is no default', async () => {
    const app = await createTestApp({ config: { sms: { ...t.config.sms, defaultGateway: 'none' } } });
    try {
      const res = await sendLoginCode(app.app, { merchantId: demo }, freshPhone().digits);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('SMS_NOT_CONFIGURED');
      // Without the console gateway there is no outbox either.
      expect((await app.app.inject({ url: '/api/dev/sms-outbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("sends through the merchant's Eskiz account; a gateway failure is 502 and the customer may ask again at once", async () => {
    const eskiz = await startFakeEskiz({ email: 'demo@example.uz', password: 'eskiz-pass' });
    const app = await createTestApp({ config: { sms: { ...t.config.sms, eskizApiUrl: eskiz.url } } });
    try {
      await execSql(
        app.database,
        `update merchants set sms_gateway = 'ESKIZ', sms_username = 'demo@example.uz', sms_password = 'eskiz-pass', sms_sender = 'DEMO' where id = $1`,
        [demo],
      );
      const phone = freshPhone();
      const client = { merchantId: demo, language: 'eng' };
      eskiz.failNext(500);
      const failed = await sendLoginCode(app.app, client, phone.international);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error.code).toBe('SMS_SEND_FAILED');

      const sent = await sendLoginCode(app.app, client, phone.international);
      expect(sent.statusCode).toBe(200);
      expect(eskiz.messages).toHaveLength(1);
      const [message] = eskiz.messages;
      expect(message).toMatchObject({ phone: phone.digits, from: 'DEMO' });
      expect(message?.text).toMatch(/^Dastarkhan Kitchen: your sign-in code is \d{6}\./);
      // Not through the console: nothing in the dev outbox.
      expect(await outbox(app.app, phone.digits)).toEqual([]);

      const code = /\d{6}/.exec(message?.text ?? '')?.[0] ?? '';
      const confirmed = await confirmLoginCode(app.app, client, phone.digits, code);
      expect(confirmed.statusCode).toBe(200);
    } finally {
      await app.close();
      await eskiz.close();
    }
  });

  it('has no dev outbox in production, even with the console gateway allowed', async () => {
    const app = await createTestApp({ config: { nodeEnv: 'production', sms: { ...t.config.sms, defaultGateway: 'console' } } });
    try {
      const res = await app.app.inject({ url: '/api/dev/sms-outbox?phone=998901234567' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
    // Outside production it lists what was sent, newest first, filtered by phone in any notation.
    const phone = freshPhone();
    await sendLoginCode(t.app, { merchantId: demo }, phone.digits);
    const listed = await t.app.inject({ url: '/api/dev/sms-outbox', query: { phone: phone.international } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ phone: phone.digits, merchantId: demo, code: expect.stringMatching(/^\d{6}$/) })]);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths).not.toHaveProperty(['/api/dev/sms-outbox']);
  });

  it('validates the bodies: missing phone, a code that is not digits', async () => {
    const noPhone = await call(t.app, { merchantId: demo }, 'POST', '/api/users/v1/auth/login', {});
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.code).toBe('VALIDATION_ERROR');
    const letters = await confirmLoginCode(t.app, { merchantId: demo }, freshPhone().digits, 'abcdef');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().error.details.fields).toEqual([expect.objectContaining({ field: 'code' })]);
  });
});

async function queryAll(t: TestApp, text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const raw = t.database.raw;
  const result = raw.driver === 'pglite' ? await raw.client.query(text, params) : await raw.pool.query(text, params);
  return result.rows as Record<string, unknown>[];
}
