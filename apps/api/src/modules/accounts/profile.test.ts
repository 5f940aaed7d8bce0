// The signed-in customer: profile, logout, phone change and account deletion through the HTTP API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhoneChangedSchema, UserSchema } from '@dastarkhan/domain/contracts/account';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { authHeaders, createTestApp, execSql, signIn, testConfig, type TestApp } from '../../testing/test-app.ts';
import { call, confirmLoginCode, freshIp, freshPhone, lastCode, outbox, wrongCode } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;

async function rows(t: TestApp, text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const raw = t.database.raw;
  const result = raw.driver === 'pglite' ? await raw.client.query(text, params) : await raw.pool.query(text, params);
  return result.rows as Record<string, unknown>[];
}

// The resend wait is tested in sign-in.test.ts; here one number signs in several times.
const noResendWait = { otp: { ...testConfig().otp, resendSeconds: 0 } };

describe(`the signed-in customer (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: noResendWait });
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = (token: string, merchantId = demo) => call(t.app, { merchantId, token }, 'GET', '/api/users/v1/users/me');

  it('answers 401 AUTH_REQUIRED without a token and SESSION_EXPIRED with an unknown one', async () => {
    const none = await t.app.inject({ url: '/api/users/v1/users/me', headers: { merchant: demo } });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('AUTH_REQUIRED');
    const made = await me('x'.repeat(43));
    expect(made.statusCode).toBe(401);
    expect(made.json().error.code).toBe('SESSION_EXPIRED');
    const basic = await t.app.inject({ url: '/api/users/v1/users/me', headers: { merchant: demo, authorization: 'Basic dXNlcjpwdw==' } });
    expect(basic.json().error.code).toBe('AUTH_REQUIRED');
    // The merchant header is still required and checked first.
    const { token } = await signIn(t.app, demo, freshPhone().digits);
    const noMerchant = await t.app.inject({ url: '/api/users/v1/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(noMerchant.statusCode).toBe(400);
    expect(noMerchant.json().error.code).toBe('MERCHANT_HEADER_REQUIRED');
  });

  it('updates the profile and answers it; absent fields stay, null clears', async () => {
    const { token, user } = await signIn(t.app, demo, freshPhone().digits);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/users/v1/users/${user.id}`, headers: authHeaders(demo, token), payload });
    const first = await put({ firstName: 'Dilnoza', lastName: "Yo'ldosheva", birthday: '1995-04-12', gender: 'FEMALE', image: 'https://cdn.example.uz/a.png' });
    expect(first.statusCode).toBe(200);
    expect(UserSchema.parse(first.json())).toMatchObject({
      id: user.id,
      phone: user.phone,
      firstName: 'Dilnoza',
      lastName: "Yo'ldosheva",
      birthday: '1995-04-12',
      gender: 'FEMALE',
      image: 'https://cdn.example.uz/a.png',
    });
    const second = await put({ firstName: 'Дилноза', image: null });
    expect(second.json()).toMatchObject({ firstName: 'Дилноза', lastName: "Yo'ldosheva", birthday: '1995-04-12', image: null });
    expect((await me(token)).json()).toMatchObject({ firstName: 'Дилноза', gender: 'FEMALE', image: null });
  });

  it("refuses another customer's id with 403 and leaves that customer unchanged", async () => {
    const a = await signIn(t.app, demo, freshPhone().digits);
    const b = await signIn(t.app, demo, freshPhone().digits);
    const res = await t.app.inject({ method: 'PUT', url: `/api/users/v1/users/${b.user.id}`, headers: authHeaders(demo, a.token), payload: { firstName: 'Mallory' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('USER_FORBIDDEN');
    expect((await me(b.token)).json().firstName).toBeNull();
  });

  it('validates the profile with the failing fields in details', async () => {
    const { token, user } = await signIn(t.app, demo, freshPhone().digits);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/v1/users/${user.id}`,
      headers: authHeaders(demo, token),
      payload: { firstName: '', birthday: '2999-01-01', gender: 'OTHER', image: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().error.details.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['birthday', 'firstName', 'gender', 'image']);
    expect((await me(token)).json().firstName).toBeNull();
  });

  it('logs out: the token used stops working (401 SESSION_EXPIRED), other devices stay signed in', async () => {
    const phone = freshPhone();
    const laptop = await signIn(t.app, demo, phone.digits);
    const phoneApp = await signIn(t.app, demo, phone.international);
    expect(phoneApp.user.id).toBe(laptop.user.id);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/v1/users/logout', headers: authHeaders(demo, laptop.token) });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const after = await me(laptop.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('SESSION_EXPIRED');
    expect((await me(phoneApp.token)).statusCode).toBe(200);
  });

  it('ends sessions when they expire', async () => {
    const { token, user } = await signIn(t.app, demo, freshPhone().digits);
    await execSql(t.database, `update auth_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('issues tokens that last AUTH_TOKEN_TTL_DAYS, stored only as a hash', async () => {
    const { token, user } = await signIn(t.app, demo, freshPhone().digits);
    const [row] = await rows(t, `select token_hash, kind, extract(epoch from (expires_at - created_at))::int as ttl from auth_tokens where user_id = $1`, [user.id]);
    expect(row).toMatchObject({ kind: 'WEB', ttl: 90 * 24 * 3600 });
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(token);
  });

  it('records the last use of a token, but not on every request', async () => {
    const { token, user } = await signIn(t.app, demo, freshPhone().digits);
    const lastUsed = async () => (await rows(t, 'select last_used_at::text as at from auth_tokens where user_id = $1', [user.id]))[0]?.at;
    expect(await lastUsed()).toBeNull();
    await me(token);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await me(token);
    expect(await lastUsed()).toBe(first);
    await execSql(t.database, `update auth_tokens set last_used_at = now() - interval '1 hour' where user_id = $1`, [user.id]);
    const old = await lastUsed();
    await me(token);
    expect(await lastUsed()).not.toBe(old);
  });

  describe('phone change', () => {
    it('sends the code to the new number and moves the account to it; the old number no longer opens it', async () => {
      const oldPhone = freshPhone();
      const newPhone = freshPhone();
      const { token, user } = await signIn(t.app, demo, oldPhone.digits);
      const client = { merchantId: demo, token, ip: freshIp(), language: 'eng' };

      const sent = await call(t.app, client, 'PUT', '/api/users/v1/users/phone', { phone: newPhone.international, type: 'web' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ expiresIn: 300, resendAfter: 0, phone: newPhone.digits });
      const [message] = await outbox(t.app, newPhone.digits);
      expect(message?.text).toMatch(/^Dastarkhan Kitchen: your code to change the phone number is \d{6}\./);
      expect(await outbox(t.app, oldPhone.digits)).toHaveLength(1);

      const code = message?.code ?? '';
      const wrong = await call(t.app, client, 'PUT', '/api/users/v1/users/phone/verify', { phone: newPhone.digits, code: wrongCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('OTP_INVALID');

      const verified = await call(t.app, client, 'PUT', '/api/users/v1/users/phone/verify', { phone: newPhone.national, code });
      expect(verified.statusCode).toBe(200);
      const body = PhoneChangedSchema.parse(verified.json());
      expect(body).toMatchObject({ phone: newPhone.digits, user: { id: user.id, phone: newPhone.digits } });
      expect((await me(token)).json().phone).toBe(newPhone.digits);

      // Single use.
      expect((await call(t.app, client, 'PUT', '/api/users/v1/users/phone/verify', { phone: newPhone.digits, code })).statusCode).toBe(400);

      // Signing in with the old number now makes a different, new customer.
      const again = await signIn(t.app, demo, oldPhone.digits);
      expect(again.user.id).not.toBe(user.id);
      // And the new number opens the original account.
      expect((await signIn(t.app, demo, newPhone.digits)).user.id).toBe(user.id);
    });

    it('refuses a number another customer of the merchant has (409), and the current number (400)', async () => {
      const taken = freshPhone();
      await signIn(t.app, demo, taken.digits);
      const mine = freshPhone();
      const { token } = await signIn(t.app, demo, mine.digits);
      const client = { merchantId: demo, token };

      const conflict = await call(t.app, client, 'PUT', '/api/users/v1/users/phone', { phone: taken.international, type: 'web' });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().error).toMatchObject({ code: 'PHONE_TAKEN', details: { field: 'phone' } });
      expect(await outbox(t.app, taken.digits)).toHaveLength(1);

      const same = await call(t.app, client, 'PUT', '/api/users/v1/users/phone', { phone: mine.national, type: 'web' });
      expect(same.statusCode).toBe(400);
      expect(same.json().error.code).toBe('PHONE_SAME');

      // Another merchant's customer with that number is no obstacle.
      const { token: shopToken } = await signIn(t.app, shop, freshPhone().digits);
      const free = await call(t.app, { merchantId: shop, token: shopToken }, 'PUT', '/api/users/v1/users/phone', { phone: taken.digits, type: 'web' });
      expect(free.statusCode).toBe(200);
    });

    it('limits probing which numbers are taken like sending codes: per client address', async () => {
      const app = await createTestApp({ config: { otp: { ...noResendWait.otp, ipSendsPerHour: 2 } } });
      try {
        const victim = freshPhone();
        await signIn(app.app, demo, victim.digits);
        const { token } = await signIn(app.app, demo, freshPhone().digits);
        const probe = () => call(app.app, { merchantId: demo, token, ip: '198.51.100.77' }, 'PUT', '/api/users/v1/users/phone', { phone: victim.digits });
        expect((await probe()).statusCode).toBe(409);
        expect((await probe()).statusCode).toBe(409);
        const third = await probe();
        expect(third.statusCode).toBe(429);
        expect(third.json().error.code).toBe('OTP_TOO_MANY_REQUESTS');
      } finally {
        await app.close();
      }
    });

    it('refuses the change when someone signed in with the number between code and verification', async () => {
      const target = freshPhone();
      const { token } = await signIn(t.app, demo, freshPhone().digits);
      const client = { merchantId: demo, token };
      expect((await call(t.app, client, 'PUT', '/api/users/v1/users/phone', { phone: target.digits })).statusCode).toBe(200);
      const code = await lastCode(t.app, target.digits);
      await execSql(t.database, `insert into users (merchant_id, phone) values ($1, $2)`, [demo, target.digits]);
      const res = await call(t.app, client, 'PUT', '/api/users/v1/users/phone/verify', { phone: target.digits, code });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('PHONE_TAKEN');
    });

    it("binds the code to the customer who asked: another customer cannot use it, nor can it sign in", async () => {
      const target = freshPhone();
      const a = await signIn(t.app, demo, freshPhone().digits);
      const b = await signIn(t.app, demo, freshPhone().digits);
      await call(t.app, { merchantId: demo, token: a.token }, 'PUT', '/api/users/v1/users/phone', { phone: target.digits });
      const code = await lastCode(t.app, target.digits);
      expect((await call(t.app, { merchantId: demo, token: b.token }, 'PUT', '/api/users/v1/users/phone/verify', { phone: target.digits, code })).statusCode).toBe(400);
      expect((await confirmLoginCode(t.app, { merchantId: demo }, target.digits, code)).statusCode).toBe(400);
      expect((await call(t.app, { merchantId: demo, token: a.token }, 'PUT', '/api/users/v1/users/phone/verify', { phone: target.digits, code })).statusCode).toBe(200);
    });
  });

  describe('account deletion', () => {
    it('erases personal data, ends every session, deletes what belongs to the account and keeps orders anonymised', async () => {
      const phone = freshPhone();
      const { token, user } = await signIn(t.app, demo, phone.digits);
      await t.app.inject({
        method: 'PUT',
        url: `/api/users/v1/users/${user.id}`,
        headers: authHeaders(demo, token),
        payload: { firstName: 'Aziz', lastName: 'Karimov', birthday: '1990-01-01', gender: 'MALE' },
      });
      await execSql(t.database, 'update users set telegram_id = $2 where id = $1', [user.id, 700_000_000 + Math.floor(Math.random() * 1e6)]);
      const [{ telegram_id: telegramId } = {}] = await rows(t, 'select telegram_id from users where id = $1', [user.id]);
      await execSql(t.database, `insert into bot_sessions (merchant_id, telegram_id, status, phone) values ($1, $2, 'SIGNED_IN', $3)`, [demo, telegramId, phone.digits]);
      await execSql(t.database, `insert into addresses (merchant_id, user_id, name, latitude, longitude) values ($1, $2, 'Uy', 41.3, 69.2)`, [demo, user.id]);
      await execSql(t.database, `insert into carts (merchant_id, user_id) values ($1, $2)`, [demo, user.id]);
      await execSql(t.database, `insert into favourites (merchant_id, user_id, product_id) values ($1, $2, $3)`, [demo, user.id, DEMO.products.plov.id]);
      await execSql(
        t.database,
        `insert into payment_cards (merchant_id, user_id, masked_number, provider, provider_token) values ($1, $2, '8600 **** **** 1234', 'TEST', $3)`,
        [demo, user.id, `tok-${user.id}`],
      );
      await execSql(
        t.database,
        `insert into orders (merchant_id, number, user_id, branch_id, service_type, payment_type, order_device, channel, product_price, total_price, product_count,
                             receiver_name, receiver_phone, send_cheque_phone, telegram_id, comment)
         values ($1, 900000 + (random() * 99999)::int, $2, $3, 'DELIVERY', 'CASH', 'WEB', 'WEB', 5000000, 5000000, 2, 'Aziz', $4, $4, $5, 'Call me at the door')`,
        [demo, user.id, DEMO.branchIds.amirTemur, phone.digits, telegramId],
      );
      const second = await signIn(t.app, demo, phone.digits);

      const res = await t.app.inject({ method: 'DELETE', url: '/api/users/v1/users', headers: authHeaders(demo, token) });
      expect(res.statusCode).toBe(204);

      const [tombstone] = await rows(t, 'select phone, first_name, last_name, birthday, gender, image, telegram_id, deleted_at from users where id = $1', [user.id]);
      expect(tombstone).toMatchObject({ phone: null, first_name: null, last_name: null, birthday: null, gender: null, image: null, telegram_id: null });
      expect(tombstone?.deleted_at).not.toBeNull();
      for (const table of ['addresses', 'carts', 'favourites', 'payment_cards', 'otp_codes']) {
        expect(await rows(t, `select 1 from ${table} where user_id = $1`, [user.id]), table).toEqual([]);
      }
      expect(await rows(t, 'select 1 from otp_codes where phone = $1', [phone.digits])).toEqual([]);
      expect(await rows(t, 'select 1 from bot_sessions where telegram_id = $1', [telegramId])).toEqual([]);
      expect(await rows(t, 'select 1 from auth_tokens where user_id = $1 and revoked_at is null', [user.id])).toEqual([]);
      const [order] = await rows(t, 'select user_id, receiver_name, receiver_phone, send_cheque_phone, telegram_id, comment, total_price from orders where user_id = $1', [user.id]);
      expect(order).toMatchObject({ user_id: user.id, receiver_name: null, receiver_phone: null, send_cheque_phone: null, telegram_id: null, comment: null });
      expect(Number(order?.total_price)).toBe(5_000_000);

      for (const session of [token, second.token]) {
        const after = await me(session);
        expect(after.statusCode).toBe(401);
        expect(after.json().error.code).toBe('SESSION_EXPIRED');
      }

      // The number is free again: signing in creates a fresh, empty account.
      const fresh = await signIn(t.app, demo, phone.digits);
      expect(fresh.user.id).not.toBe(user.id);
      expect(fresh.user).toMatchObject({ phone: phone.digits, firstName: null, birthday: null });
      // The erased account cannot be used or deleted again.
      expect((await t.app.inject({ method: 'DELETE', url: '/api/users/v1/users', headers: authHeaders(demo, token) })).statusCode).toBe(401);
    });
  });

  it('publishes the accounts routes with the bearer scheme in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const meDoc = doc.paths['/api/users/v1/users/me'].get;
    expect(meDoc.tags).toEqual(['accounts']);
    expect(meDoc.security).toEqual([{ bearerAuth: [] }]);
    expect(meDoc.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'merchant', required: true })]));
    expect(meDoc.responses).toHaveProperty('401');
    const login = doc.paths['/api/users/v1/auth/login'].post;
    expect(login.security).toBeUndefined();
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '429', '502', '503']);
    for (const [path, method] of [
      ['/api/users/v1/auth/confirm', 'post'],
      ['/api/users/v1/users/{id}', 'put'],
      ['/api/users/v1/users/phone', 'put'],
      ['/api/users/v1/users/phone/verify', 'put'],
      ['/api/users/v1/users', 'delete'],
      ['/api/users/v1/users/logout', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['accounts']);
    }
  });
});

// Sessions are per merchant even when a client sends another merchant's header with a valid token.
describe(`sessions across merchants (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a token of one merchant with another merchant's header, for every signed-in route", async () => {
    const { token, user } = await signIn(t.app, demo, freshPhone().digits);
    for (const [method, url, payload] of [
      ['GET', '/api/users/v1/users/me', undefined],
      ['PUT', `/api/users/v1/users/${user.id}`, { firstName: 'X' }],
      ['PUT', '/api/users/v1/users/phone', { phone: freshPhone().digits }],
      ['DELETE', '/api/users/v1/users', undefined],
      ['POST', '/api/users/v1/users/logout', undefined],
    ] as const) {
      const res = await call(t.app, { merchantId: shop, token }, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing happened to the account.
    const home = await call(t.app, { merchantId: demo, token }, 'GET', '/api/users/v1/users/me');
    expect(home.statusCode).toBe(200);
    expect(home.json().firstName).toBeNull();
  });
});
