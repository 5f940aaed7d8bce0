// Telegram Mini App sign-in through the HTTP API, with init data signed as Telegram signs it.
import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiniAppSettingsSchema, PERSON_NAME_MAX_LENGTH, SignedInSchema, personName, type SignedIn } from '@dastarkhan/domain/contracts/account';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../testing/test-app.ts';
import { signContact, signInitData } from '../../testing/telegram.ts';
import { telegramPersonName } from './telegram.ts';
import { freshPhone } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const BOT = DEMO.telegramBotToken;

function telegramUser(overrides: { first_name?: string; last_name?: string; language_code?: string } = {}) {
  return { id: randomInt(100_000_000, 2_000_000_000), first_name: 'Sardor', last_name: 'Aliyev', language_code: 'ru', ...overrides };
}

/** What WebApp.requestContact hands over when this Telegram user shares `phone`: the proof the API needs. */
function contactOf(tg: { id: number; first_name: string; last_name?: string }, phone: string): string {
  return signContact({ phone_number: phone, first_name: tg.first_name, ...(tg.last_name ? { last_name: tg.last_name } : {}), user_id: tg.id }, BOT);
}

async function rows(t: TestApp, text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const raw = t.database.raw;
  const result = raw.driver === 'pglite' ? await raw.client.query(text, params) : await raw.pool.query(text, params);
  return result.rows as Record<string, unknown>[];
}

describe('names from Telegram are made to pass the profile rule', () => {
  it('keeps names the profile accepts, in any script', () => {
    for (const name of ['Sardor', "O'Neil-Smith", 'Gʻulom', 'Мария', 'محمد', '李小龙', 'Zoë Ann']) {
      expect(telegramPersonName(name), name).toBe(name);
    }
  });

  it('turns characters the profile refuses into spaces, collapses spaces and trims', () => {
    expect(telegramPersonName('  Sardor   🍕 ')).toBe('Sardor');
    expect(telegramPersonName('Ali\u0000Valiyev')).toBe('Ali Valiyev');
    expect(telegramPersonName('Ali\n\tValiyev\u200b')).toBe('Ali Valiyev');
    expect(telegramPersonName('Dr. Aziz_99')).toBe('Dr Aziz');
    expect(telegramPersonName('Aziz\u202e')).toBe('Aziz');
  });

  it('cuts an over-long name to the profile limit without splitting a character', () => {
    expect(telegramPersonName('A'.repeat(64))).toBe('A'.repeat(PERSON_NAME_MAX_LENGTH));
    expect(telegramPersonName(`${'a'.repeat(PERSON_NAME_MAX_LENGTH - 1)} b`)).toBe('a'.repeat(PERSON_NAME_MAX_LENGTH - 1));
    // U+20000 is a letter outside the BMP: two UTF-16 units each.
    expect(telegramPersonName('\u{20000}'.repeat(31))).toBe('\u{20000}'.repeat(PERSON_NAME_MAX_LENGTH / 2));
  });

  it('drops a name with nothing left', () => {
    for (const name of ['', '   ', '🍕🔥', '\u0000\u0007', '12345', null, undefined]) {
      expect(telegramPersonName(name), JSON.stringify(name)).toBeNull();
    }
  });

  it('never returns a name the profile form would refuse', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (raw) => {
        const name = telegramPersonName(raw);
        if (name === null) return;
        expect(name.length).toBeGreaterThan(0);
        expect(personName.min(1).safeParse(name)).toMatchObject({ success: true, data: name });
      }),
    );
  });
});

describe(`Telegram Mini App sign-in (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = { merchant: demo }) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const tokenFor = (initData: string, merchantId = demo) => post('/api/webbot/v1/users/token', { initData }, { merchant: merchantId });
  const botSession = async (telegramId: number) => (await rows(t, 'select status, phone, first_name, last_name, language from bot_sessions where telegram_id = $1', [telegramId]))[0];

  describe('POST /webbot/v1/users/token', () => {
    it('signs in with valid init data, creating the customer linked to the Telegram user', async () => {
      const tg = telegramUser();
      const res = await tokenFor(signInitData({ user: tg }, BOT));
      expect(res.statusCode).toBe(200);
      const body = SignedInSchema.parse(res.json());
      expect(body.user).toMatchObject({ telegramId: tg.id, firstName: 'Sardor', lastName: 'Aliyev', phone: null, language: 'ru' });
      expect(await botSession(tg.id)).toMatchObject({ status: 'PHONE_REQUIRED', phone: null, first_name: 'Sardor' });
      const [token] = await rows(t, 'select kind from auth_tokens where user_id = $1', [body.user.id]);
      expect(token?.kind).toBe('TELEGRAM');

      const me = await t.app.inject({ url: '/api/users/v1/users/me', headers: authHeaders(demo, body.token) });
      expect(me.json().telegramId).toBe(tg.id);

      // The next visit finds the same customer.
      const again = await tokenFor(signInitData({ user: tg }, BOT));
      expect(again.json().user.id).toBe(body.user.id);
      expect(again.json().token).not.toBe(body.token);
    });

    it('treats init data of at most 10 characters as missing (400)', async () => {
      for (const initData of ['', '          ', 'user=12345', 'query_id=1']) {
        const res = await tokenFor(initData);
        expect(res.statusCode, JSON.stringify(initData)).toBe(400);
        expect(res.json().error.code).toBe('TELEGRAM_INIT_DATA_MISSING');
      }
    });

    it('refuses forged, tampered, truncated and stale init data with 401', async () => {
      const tg = telegramUser();
      const forged = signInitData({ user: tg }, '987654321:SOMEONE_ELSES_BOT_TOKEN');
      const valid = signInitData({ user: tg }, BOT);
      const tampered = valid.replace(encodeURIComponent(`"id":${tg.id}`), encodeURIComponent(`"id":${tg.id + 1}`));
      expect(tampered).not.toBe(valid);
      const truncated = valid.slice(0, valid.indexOf('&hash='));
      const stale = signInitData({ user: tg, authDate: new Date(Date.now() - 2 * 3600 * 1000) }, BOT);
      for (const [name, initData, code] of [
        ['forged', forged, 'TELEGRAM_INIT_DATA_INVALID'],
        ['tampered', tampered, 'TELEGRAM_INIT_DATA_INVALID'],
        ['truncated', truncated, 'TELEGRAM_INIT_DATA_INVALID'],
        ['stale', stale, 'TELEGRAM_INIT_DATA_EXPIRED'],
      ] as const) {
        const res = await tokenFor(initData);
        expect(res.statusCode, name).toBe(401);
        expect(res.json().error.code, name).toBe(code);
      }
      expect(await rows(t, 'select 1 from users where telegram_id = $1', [tg.id])).toEqual([]);
    });

    it('stores the Telegram names cleaned to the profile rule, or not at all', async () => {
      const tg = telegramUser({ first_name: ' Sardor 🍕\u0000 ', last_name: '🔥🔥🔥' });
      const res = await tokenFor(signInitData({ user: tg }, BOT));
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ firstName: 'Sardor', lastName: null });
      expect(await botSession(tg.id)).toMatchObject({ first_name: 'Sardor', last_name: null });

      const long = telegramUser({ first_name: 'Б'.repeat(64), last_name: 'Aliyev\nJr.' });
      const body = (await tokenFor(signInitData({ user: long }, BOT))).json();
      expect(body.user).toMatchObject({ firstName: 'Б'.repeat(PERSON_NAME_MAX_LENGTH), lastName: 'Aliyev Jr' });
    });

    it('refuses over-long init data before checking it', async () => {
      const res = await tokenFor(`user=${'a'.repeat(9000)}`);
      expect(res.statusCode).toBe(400);
    });

    it('answers 409 TELEGRAM_NOT_CONFIGURED for a merchant without a bot', async () => {
      const res = await tokenFor(signInitData({ user: telegramUser() }, BOT), shop);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('TELEGRAM_NOT_CONFIGURED');
    });
  });

  describe('POST /webbot/v1/users/auth', () => {
    it('tells whether the customer still has to share a phone, for their own init data only', async () => {
      const tg = telegramUser();
      const initData = signInitData({ user: tg }, BOT);
      const { token } = SignedInSchema.parse((await tokenFor(initData)).json());

      const check = await post('/api/webbot/v1/users/auth', { initData }, authHeaders(demo, token));
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ isPhoneVerificationRequired: true });

      const someoneElse = await post('/api/webbot/v1/users/auth', { initData: signInitData({ user: telegramUser() }, BOT) }, authHeaders(demo, token));
      expect(someoneElse.statusCode).toBe(403);
      expect(someoneElse.json().error.code).toBe('USER_FORBIDDEN');

      const noToken = await post('/api/webbot/v1/users/auth', { initData });
      expect(noToken.statusCode).toBe(401);

      const forged = await post('/api/webbot/v1/users/auth', { initData: signInitData({ user: tg }, '1:OTHER') }, authHeaders(demo, token));
      expect(forged.statusCode).toBe(401);

      const phone = freshPhone();
      const login = await post('/api/webbot/v1/users/login', { initData, phone: phone.international, firstName: 'Sardor', contact: contactOf(tg, phone.digits) });
      expect(login.statusCode).toBe(200);
      const after = await post('/api/webbot/v1/users/auth', { initData }, authHeaders(demo, token));
      expect(after.json()).toEqual({ isPhoneVerificationRequired: false });
    });
  });

  describe('POST /webbot/v1/users/login', () => {
    it('stores a free phone with the names and signs in the same customer', async () => {
      const tg = telegramUser();
      const initData = signInitData({ user: tg }, BOT);
      const first = SignedInSchema.parse((await tokenFor(initData)).json());
      const phone = freshPhone();
      const res = await post('/api/webbot/v1/users/login', { initData, phone: phone.national, firstName: 'Sardorbek', lastName: 'Aliev', contact: contactOf(tg, phone.digits) });
      expect(res.statusCode).toBe(200);
      const body = SignedInSchema.parse(res.json());
      expect(body.user).toMatchObject({ id: first.user.id, phone: phone.digits, firstName: 'Sardorbek', lastName: 'Aliev', telegramId: tg.id });
      expect(await botSession(tg.id)).toMatchObject({ status: 'SIGNED_IN', phone: phone.digits, first_name: 'Sardorbek', last_name: 'Aliev' });
      // The next visit is signed in straight away.
      await tokenFor(initData);
      expect(await botSession(tg.id)).toMatchObject({ status: 'SIGNED_IN' });
    });

    it('cleans the names of the sign-in to the profile rule, falling back to the contact and then the Telegram profile', async () => {
      const tg = telegramUser({ first_name: 'Telegram', last_name: 'Profile' });
      const initData = signInitData({ user: tg }, BOT);
      const phone = freshPhone();
      const contact = signContact({ phone_number: phone.digits, first_name: 'Kamola ✨', last_name: 'Contact', user_id: tg.id }, BOT);
      const res = await post('/api/webbot/v1/users/login', { initData, phone: phone.digits, firstName: '🙂🙂', lastName: 'Yusupova\u0007', contact });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ firstName: 'Kamola', lastName: 'Yusupova' });
      expect(await botSession(tg.id)).toMatchObject({ first_name: 'Kamola', last_name: 'Yusupova' });

      // What the customer sees in the profile is what the profile form would save again.
      const { token } = SignedInSchema.parse(res.json());
      const me = (await t.app.inject({ url: '/api/users/v1/users/me', headers: authHeaders(demo, token) })).json();
      const again = await t.app.inject({
        method: 'PUT',
        url: `/api/users/v1/users/${me.id}`,
        headers: authHeaders(demo, token),
        payload: { firstName: me.firstName, lastName: me.lastName },
      });
      expect(again.statusCode).toBe(200);

      // Nothing usable in the body or the contact: the Telegram profile's name.
      const other = telegramUser({ first_name: 'Dilshod', last_name: 'Karimov' });
      const otherPhone = freshPhone();
      const bare = await post('/api/webbot/v1/users/login', {
        initData: signInitData({ user: other }, BOT),
        phone: otherPhone.digits,
        firstName: '   ',
        contact: signContact({ phone_number: otherPhone.digits, first_name: '⭐', user_id: other.id }, BOT),
      });
      expect(bare.json().user).toMatchObject({ firstName: 'Dilshod', lastName: 'Karimov' });
    });

    it('creates the customer when the Mini App skipped the token call', async () => {
      const tg = telegramUser();
      const phone = freshPhone();
      const res = await post('/api/webbot/v1/users/login', { initData: signInitData({ user: tg }, BOT), phone: phone.digits, firstName: 'Kamola', contact: contactOf(tg, phone.digits) });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ phone: phone.digits, telegramId: tg.id, firstName: 'Kamola' });
    });

    it("never binds a phone without Telegram's signed contact: the owner's later SMS sign-in does not land in the attacker's account", async () => {
      const victim = freshPhone();
      // The attacker opens the Mini App and claims a number nobody has used at this shop yet.
      const attackerTg = telegramUser({ first_name: 'Eve' });
      const attackerInitData = signInitData({ user: attackerTg }, BOT);
      const attacker = SignedInSchema.parse((await tokenFor(attackerInitData)).json());
      const claim = await post('/api/webbot/v1/users/login', { initData: attackerInitData, phone: victim.international, firstName: 'Eve' });
      // Contact fields present but empty are no proof either.
      const emptyClaim = await post('/api/webbot/v1/users/login', { initData: attackerInitData, phone: victim.digits, firstName: 'Eve', contact: '' });

      // Later the real owner signs in on the website with the SMS code sent to their phone.
      const owner = await signIn(t.app, demo, victim.digits);
      expect(owner.user.id).not.toBe(attacker.user.id);
      expect(owner.user).toMatchObject({ phone: victim.digits, telegramId: null, firstName: null });

      for (const res of [claim, emptyClaim]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'TELEGRAM_CONTACT_REQUIRED', details: { field: 'contact' } });
        expect(res.json().error.description.uz).toBeTruthy();
      }
      // The attacker's account never got the number, and the bot still asks them for a contact.
      const mine = await t.app.inject({ url: '/api/users/v1/users/me', headers: authHeaders(demo, attacker.token) });
      expect(mine.json()).toMatchObject({ id: attacker.user.id, phone: null });
      expect(await botSession(attackerTg.id)).toMatchObject({ status: 'PHONE_REQUIRED', phone: null });
      const check = await post('/api/webbot/v1/users/auth', { initData: attackerInitData }, authHeaders(demo, attacker.token));
      expect(check.json()).toEqual({ isPhoneVerificationRequired: true });
    });

    it("never opens another customer's account without a signed contact (400 TELEGRAM_CONTACT_REQUIRED)", async () => {
      const phone = freshPhone();
      const web = await signIn(t.app, demo, phone.digits);
      const tg = telegramUser();
      const res = await post('/api/webbot/v1/users/login', { initData: signInitData({ user: tg }, BOT), phone: phone.international, firstName: 'Eve' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('TELEGRAM_CONTACT_REQUIRED');
      const me = await t.app.inject({ url: '/api/users/v1/users/me', headers: authHeaders(demo, web.token) });
      expect(me.json()).toMatchObject({ telegramId: null, firstName: null });
    });

    it('links the Telegram user to the existing web customer when the shared contact proves the phone', async () => {
      const phone = freshPhone();
      const web = await signIn(t.app, demo, phone.digits);
      await t.app.inject({ method: 'PUT', url: `/api/users/v1/users/${web.user.id}`, headers: authHeaders(demo, web.token), payload: { firstName: 'Aziza' } });

      const tg = telegramUser({ first_name: 'Aziza TG' });
      const initData = signInitData({ user: tg }, BOT);
      const telegramOnly = SignedInSchema.parse((await tokenFor(initData)).json());
      expect(telegramOnly.user.id).not.toBe(web.user.id);

      const contact = signContact({ phone_number: `+${phone.digits}`, first_name: 'Aziza TG', user_id: tg.id }, BOT);
      const res = await post('/api/webbot/v1/users/login', { initData, phone: phone.digits, firstName: 'Aziza TG', contact });
      expect(res.statusCode).toBe(200);
      const body: SignedIn = SignedInSchema.parse(res.json());
      // The customer's own name stays.
      expect(body.user).toMatchObject({ id: web.user.id, phone: phone.digits, telegramId: tg.id, firstName: 'Aziza' });

      // The phone-less Telegram-only account is gone, with its session.
      expect(await rows(t, 'select 1 from users where id = $1', [telegramOnly.user.id])).toEqual([]);
      expect((await t.app.inject({ url: '/api/users/v1/users/me', headers: authHeaders(demo, telegramOnly.token) })).statusCode).toBe(401);
      // Both the web session and the new Telegram session open the same account.
      expect((await t.app.inject({ url: '/api/users/v1/users/me', headers: authHeaders(demo, web.token) })).json().telegramId).toBe(tg.id);
      const next = await tokenFor(initData);
      expect(next.json().user.id).toBe(web.user.id);
      expect(await botSession(tg.id)).toMatchObject({ status: 'SIGNED_IN', phone: phone.digits });
    });

    it('keeps a Telegram-only account that has orders as an erased tombstone when its Telegram id moves', async () => {
      const phone = freshPhone();
      const web = await signIn(t.app, demo, phone.digits);
      const tg = telegramUser();
      const initData = signInitData({ user: tg }, BOT);
      const telegramOnly = SignedInSchema.parse((await tokenFor(initData)).json());
      const raw = t.database.raw;
      const insertOrder = `insert into orders (merchant_id, number, user_id, branch_id, service_type, payment_type, order_device, channel, product_price, total_price, product_count, telegram_id)
        values ($1, 800000 + (random() * 99999)::int, $2, $3, 'PICK_UP', 'CASH', 'TELEGRAM', 'TG', 100, 100, 1, $4)`;
      const params = [demo, telegramOnly.user.id, DEMO.branchIds.amirTemur, tg.id];
      if (raw.driver === 'pglite') await raw.client.query(insertOrder, params);
      else await raw.pool.query(insertOrder, params);

      const contact = signContact({ phone_number: phone.digits, first_name: 'S', user_id: tg.id }, BOT);
      const res = await post('/api/webbot/v1/users/login', { initData, phone: phone.digits, firstName: 'S', contact });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(web.user.id);
      const [tombstone] = await rows(t, 'select telegram_id, first_name, deleted_at from users where id = $1', [telegramOnly.user.id]);
      expect(tombstone).toMatchObject({ telegram_id: null, first_name: null });
      expect(tombstone?.deleted_at).not.toBeNull();
      expect(await rows(t, 'select telegram_id from orders where user_id = $1', [telegramOnly.user.id])).toEqual([{ telegram_id: null }]);
    });

    it('refuses a contact that is forged, of another Telegram user, or of another phone (400)', async () => {
      const phone = freshPhone();
      const tg = telegramUser();
      const initData = signInitData({ user: tg }, BOT);
      for (const [name, contact] of [
        ['forged', signContact({ phone_number: phone.digits, first_name: 'S', user_id: tg.id }, '1:NOT_THE_BOT')],
        ['other user', signContact({ phone_number: phone.digits, first_name: 'S', user_id: tg.id + 1 }, BOT)],
        ['other phone', signContact({ phone_number: freshPhone().digits, first_name: 'S', user_id: tg.id }, BOT)],
      ] as const) {
        const res = await post('/api/webbot/v1/users/login', { initData, phone: phone.digits, firstName: 'S', contact });
        expect(res.statusCode, name).toBe(400);
        expect(res.json().error.code, name).toBe('TELEGRAM_CONTACT_INVALID');
      }
    });

    it('checks the init data and the phone like the other sign-ins', async () => {
      const tg = telegramUser();
      const stale = await post('/api/webbot/v1/users/login', {
        initData: signInitData({ user: tg, authDate: new Date(Date.now() - 3 * 3600 * 1000) }, BOT),
        phone: freshPhone().digits,
        firstName: 'S',
      });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().error.code).toBe('TELEGRAM_INIT_DATA_EXPIRED');
      const short = await post('/api/webbot/v1/users/login', { initData: 'abc', phone: freshPhone().digits, firstName: 'S' });
      expect(short.json().error.code).toBe('TELEGRAM_INIT_DATA_MISSING');
      const foreign = await post('/api/webbot/v1/users/login', {
        initData: signInitData({ user: tg }, BOT),
        phone: '+1 212 555 0100',
        firstName: 'S',
        contact: contactOf(tg, '12125550100'),
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.code).toBe('PHONE_COUNTRY_NOT_ALLOWED');
    });
  });

  it('limits phone sign-ins from the Mini App per client address', async () => {
    const app = await createTestApp({ config: { otp: { ...t.config.otp, ipChecksPerHour: 2 } } });
    try {
      const login = () => {
        const tg = telegramUser();
        const phone = freshPhone().digits;
        return app.app.inject({
          method: 'POST',
          url: '/api/webbot/v1/users/login',
          remoteAddress: '198.51.100.78',
          headers: { merchant: demo },
          payload: { initData: signInitData({ user: tg }, BOT), phone, firstName: 'S', contact: contactOf(tg, phone) },
        });
      };
      expect((await login()).statusCode).toBe(200);
      expect((await login()).statusCode).toBe(200);
      const third = await login();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });

  describe('logout', () => {
    it('POST ends the session and marks the bot session logged out', async () => {
      const tg = telegramUser();
      const initData = signInitData({ user: tg }, BOT);
      const { token } = SignedInSchema.parse((await tokenFor(initData)).json());
      const res = await post('/api/webbot/v1/users/logout', { initData }, authHeaders(demo, token));
      expect(res.statusCode).toBe(204);
      expect(await botSession(tg.id)).toMatchObject({ status: 'LOGGED_OUT' });
      const me = await t.app.inject({ url: '/api/users/v1/users/me', headers: authHeaders(demo, token) });
      expect(me.statusCode).toBe(401);
      expect(me.json().error.code).toBe('SESSION_EXPIRED');
    });

    it('PUT also keeps the language the customer left in; stale init data does not stop a logout', async () => {
      const tg = telegramUser();
      const initData = signInitData({ user: tg }, BOT);
      const { token } = SignedInSchema.parse((await tokenFor(initData)).json());
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/webbot/v1/users/logout',
        headers: authHeaders(demo, token),
        payload: { initData: signInitData({ user: tg, authDate: new Date(Date.now() - 5 * 3600 * 1000) }, BOT), language: 'eng' },
      });
      expect(res.statusCode).toBe(204);
      expect(await botSession(tg.id)).toMatchObject({ status: 'LOGGED_OUT', language: 'eng' });
      expect((await t.app.inject({ url: '/api/users/v1/users/me', headers: authHeaders(demo, token) })).statusCode).toBe(401);
    });

    it('needs a session', async () => {
      const res = await post('/api/webbot/v1/users/logout', { initData: signInitData({ user: telegramUser() }, BOT) });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('AUTH_REQUIRED');
    });
  });

  it('answers the Mini App settings without ever showing the bot token', async () => {
    const res = await t.app.inject({ url: '/api/webbot/v1/setting', headers: { merchant: demo } });
    expect(res.statusCode).toBe(200);
    expect(MiniAppSettingsSchema.parse(res.json())).toMatchObject({
      merchantId: demo,
      botConfigured: true,
      botLink: 'https://t.me/dastarkhan_demo_bot',
      mainColor: '#D6342C',
      phoneRequired: true,
    });
    expect(res.body).not.toContain('DEMO_BOT_TOKEN');
    const other = await t.app.inject({ url: '/api/webbot/v1/setting', headers: { merchant: shop } });
    expect(other.json()).toMatchObject({ merchantId: shop, botConfigured: false });

    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(JSON.stringify(doc)).not.toContain('DEMO_BOT_TOKEN');
    for (const [path, method] of [
      ['/api/webbot/v1/users/token', 'post'],
      ['/api/webbot/v1/users/auth', 'post'],
      ['/api/webbot/v1/users/login', 'post'],
      ['/api/webbot/v1/users/logout', 'post'],
      ['/api/webbot/v1/users/logout', 'put'],
      ['/api/webbot/v1/setting', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['webbot']);
    }
    expect(doc.paths['/api/webbot/v1/users/auth'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});
