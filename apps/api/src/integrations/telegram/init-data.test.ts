// Telegram init data and contact verification: valid, forged, stale, truncated and malformed input.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INIT_DATA_MAX_LENGTH } from '@dastarkhan/domain/contracts/account';
import { signContact, signInitData } from '../../testing/telegram.ts';
import { InitDataError, verifyContact, verifyInitData, type InitDataProblem } from './init-data.ts';

const BOT_TOKEN = '123456789:DEMO_BOT_TOKEN_FOR_LOCAL_USE_ONLY';
const OTHER_BOT_TOKEN = '987654321:SOMEONE_ELSES_BOT_TOKEN';
const NOW = new Date('2025-06-01T12:00:00Z');
const OPTIONS = { maxAgeSeconds: 3600, now: NOW };
const secondsBefore = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

function problemOf(action: () => unknown): InitDataProblem | 'ACCEPTED' {
  try {
    action();
    return 'ACCEPTED';
  } catch (error) {
    if (error instanceof InitDataError) return error.problem;
    throw error;
  }
}

/**
 * Telegram's documented algorithm, written out independently of the code under test:
 * secret = HMAC_SHA256(key "WebAppData", bot token); hash = hex HMAC_SHA256(key secret, data-check string).
 */
function telegramHash(dataCheckString: string, botToken: string): string {
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString).digest('hex');
}

const aziz = { id: 279058397, first_name: 'Aziz', last_name: 'Karimov', username: 'aziz_k', language_code: 'uz' };

describe('verifyInitData', () => {
  it('accepts init data signed for this bot and returns the Telegram user', () => {
    const raw = signInitData(
      {
        user: { ...aziz, photo_url: 'https://t.me/i/userpic/320/aziz.svg' },
        authDate: secondsBefore(60),
        startParam: 'demo_12',
        queryId: 'AAHdF6IQAAAAAN0XohDhrOrc',
      },
      BOT_TOKEN,
    );
    expect(verifyInitData(raw, BOT_TOKEN, OPTIONS)).toEqual({
      user: {
        id: 279058397,
        firstName: 'Aziz',
        lastName: 'Karimov',
        username: 'aziz_k',
        languageCode: 'uz',
        photoUrl: 'https://t.me/i/userpic/320/aziz.svg',
      },
      authDate: new Date(Math.floor(secondsBefore(60).getTime() / 1000) * 1000),
      startParam: 'demo_12',
      queryId: 'AAHdF6IQAAAAAN0XohDhrOrc',
    });
  });

  it('gives null for the optional user fields Telegram leaves out', () => {
    const raw = signInitData({ user: { id: 42, first_name: 'Ali' }, authDate: NOW }, BOT_TOKEN);
    const verified = verifyInitData(raw, BOT_TOKEN, OPTIONS);
    expect(verified.user).toEqual({ id: 42, firstName: 'Ali', lastName: null, username: null, languageCode: null, photoUrl: null });
    expect(verified.startParam).toBeNull();
    expect(verified.queryId).toBeNull();
  });

  it('matches a vector computed here with node:crypto from Telegram’s documented algorithm', () => {
    const user =
      '{"id":279058397,"first_name":"Vladislav","last_name":"Kibenko","username":"vdkfrost","language_code":"ru","is_premium":true,"allows_write_to_pm":true,"photo_url":"https:\\/\\/t.me\\/i\\/userpic\\/320\\/x.svg"}';
    const authDate = Math.floor(NOW.getTime() / 1000) - 5;
    const signature = 'YJ6Xw0Vx3YGWXIy4nOBy3ATCL3Y2NOZ1O8NaHD8cdX7KhbT0dZuY8Trww3E6AiwXa3f4C4A3oiXQ5OG0LVXtAw';
    // Sorted by key; `signature` is a received field, so it is part of the string.
    const dataCheckString = [
      `auth_date=${authDate}`,
      'chat_instance=-3788475317572404878',
      'chat_type=private',
      `signature=${signature}`,
      'start_param=demo',
      `user=${user}`,
    ].join('\n');
    const hash = telegramHash(dataCheckString, BOT_TOKEN);
    const raw = `user=${encodeURIComponent(user)}&chat_instance=-3788475317572404878&chat_type=private&start_param=demo&auth_date=${authDate}&signature=${signature}&hash=${hash}`;

    const verified = verifyInitData(raw, BOT_TOKEN, OPTIONS);
    expect(verified.user).toMatchObject({ id: 279058397, firstName: 'Vladislav', username: 'vdkfrost', photoUrl: 'https://t.me/i/userpic/320/x.svg' });
    expect(verified.startParam).toBe('demo');

    // The Login Widget's key (SHA256 of the token) is a different scheme and must not pass.
    const widgetHash = createHmac('sha256', createHash('sha256').update(BOT_TOKEN).digest()).update(dataCheckString).digest('hex');
    expect(problemOf(() => verifyInitData(raw.replace(hash, widgetHash), BOT_TOKEN, OPTIONS))).toBe('INVALID');
    // Nor a hash that leaves the signature field out of the data-check string.
    const withoutSignature = telegramHash(dataCheckString.replace(`signature=${signature}\n`, ''), BOT_TOKEN);
    expect(problemOf(() => verifyInitData(raw.replace(hash, withoutSignature), BOT_TOKEN, OPTIONS))).toBe('INVALID');
  });

  it('refuses init data signed with another bot’s token', () => {
    const raw = signInitData({ user: aziz, authDate: NOW }, OTHER_BOT_TOKEN);
    expect(problemOf(() => verifyInitData(raw, BOT_TOKEN, OPTIONS))).toBe('INVALID');
  });

  it('refuses init data whose user was changed after signing', () => {
    const raw = signInitData({ user: aziz, authDate: NOW }, BOT_TOKEN);
    const renamed = raw.replace(encodeURIComponent('"first_name":"Aziz"'), encodeURIComponent('"first_name":"Admin"'));
    const otherId = raw.replace(encodeURIComponent('"id":279058397'), encodeURIComponent('"id":1'));
    expect(renamed).not.toBe(raw);
    expect(otherId).not.toBe(raw);
    expect(problemOf(() => verifyInitData(renamed, BOT_TOKEN, OPTIONS))).toBe('INVALID');
    expect(problemOf(() => verifyInitData(otherId, BOT_TOKEN, OPTIONS))).toBe('INVALID');
  });

  it('refuses a changed auth_date or signature field', () => {
    const raw = signInitData({ user: aziz, authDate: secondsBefore(7200) }, BOT_TOKEN);
    const params = new URLSearchParams(raw);
    const freshened = raw.replace(`auth_date=${params.get('auth_date')}`, `auth_date=${Math.floor(NOW.getTime() / 1000)}`);
    const resigned = raw.replace(`signature=${params.get('signature')}`, 'signature=AAAA');
    expect(problemOf(() => verifyInitData(freshened, BOT_TOKEN, OPTIONS))).toBe('INVALID');
    expect(problemOf(() => verifyInitData(resigned, BOT_TOKEN, OPTIONS))).toBe('INVALID');
  });

  it('refuses init data older than the allowed age as expired, and accepts it right at the limit', () => {
    const stale = signInitData({ user: aziz, authDate: secondsBefore(3601) }, BOT_TOKEN);
    const limit = signInitData({ user: aziz, authDate: secondsBefore(3600) }, BOT_TOKEN);
    expect(problemOf(() => verifyInitData(stale, BOT_TOKEN, OPTIONS))).toBe('EXPIRED');
    expect(problemOf(() => verifyInitData(limit, BOT_TOKEN, OPTIONS))).toBe('ACCEPTED');
    // The age is configurable.
    expect(problemOf(() => verifyInitData(stale, BOT_TOKEN, { maxAgeSeconds: 86400, now: NOW }))).toBe('ACCEPTED');
  });

  it('refuses init data dated more than a minute in the future', () => {
    const future = signInitData({ user: aziz, authDate: secondsBefore(-120) }, BOT_TOKEN);
    const skewed = signInitData({ user: aziz, authDate: secondsBefore(-30) }, BOT_TOKEN);
    expect(problemOf(() => verifyInitData(future, BOT_TOKEN, OPTIONS))).toBe('INVALID');
    expect(problemOf(() => verifyInitData(skewed, BOT_TOKEN, OPTIONS))).toBe('ACCEPTED');
  });

  it('refuses every truncation of valid init data: invalid, or missing at 10 characters or fewer', () => {
    const raw = signInitData({ user: aziz, authDate: NOW, queryId: 'AAHdF6IQAAAAAN0XohDhrOrc' }, BOT_TOKEN);
    expect(problemOf(() => verifyInitData(raw, BOT_TOKEN, OPTIONS))).toBe('ACCEPTED');
    for (let length = 0; length < raw.length; length += 1) {
      expect([length, problemOf(() => verifyInitData(raw.slice(0, length), BOT_TOKEN, OPTIONS))]).toEqual([length, length <= 10 ? 'MISSING' : 'INVALID']);
    }
  });

  it('treats 10 characters or fewer as missing', () => {
    for (const raw of ['', 'undefined', 'hash=abcde', '0123456789']) {
      expect(problemOf(() => verifyInitData(raw, BOT_TOKEN, OPTIONS))).toBe('MISSING');
    }
  });

  it('refuses oversized init data even when it is correctly signed', () => {
    const raw = signInitData({ user: aziz, authDate: NOW, startParam: 'x'.repeat(INIT_DATA_MAX_LENGTH) }, BOT_TOKEN);
    expect(raw.length).toBeGreaterThan(INIT_DATA_MAX_LENGTH);
    expect(problemOf(() => verifyInitData(raw, BOT_TOKEN, OPTIONS))).toBe('INVALID');
  });

  it('refuses init data without a hash', () => {
    const raw = signInitData({ user: aziz, authDate: NOW }, BOT_TOKEN).replace(/&hash=[0-9a-f]+$/, '');
    expect(raw).not.toContain('hash=');
    expect(problemOf(() => verifyInitData(raw, BOT_TOKEN, OPTIONS))).toBe('INVALID');
  });

  it('refuses a repeated field, which could make the user read differ from the one signed', () => {
    const raw = signInitData({ user: aziz, authDate: NOW }, BOT_TOKEN);
    const doubled = `user=${encodeURIComponent('{"id":1,"first_name":"Admin"}')}&${raw}`;
    expect(problemOf(() => verifyInitData(doubled, BOT_TOKEN, OPTIONS))).toBe('INVALID');
  });

  it('refuses signed data with a malformed user, and treats signed data without a user as missing', () => {
    const authDate = Math.floor(NOW.getTime() / 1000);
    const signed = (pairs: [string, string][]) => {
      const check = [...pairs]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, value]) => `${key}=${value}`)
        .join('\n');
      const all: [string, string][] = [...pairs, ['hash', telegramHash(check, BOT_TOKEN)]];
      return all.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
    };
    expect(
      problemOf(() =>
        verifyInitData(
          signed([
            ['user', '{"id":'],
            ['auth_date', String(authDate)],
          ]),
          BOT_TOKEN,
          OPTIONS,
        ),
      ),
    ).toBe('INVALID');
    expect(
      problemOf(() =>
        verifyInitData(
          signed([
            ['user', '{"id":"12","first_name":"A"}'],
            ['auth_date', String(authDate)],
          ]),
          BOT_TOKEN,
          OPTIONS,
        ),
      ),
    ).toBe('INVALID');
    expect(problemOf(() => verifyInitData(signed([['user', '{"id":12,"first_name":"A"}']]), BOT_TOKEN, OPTIONS))).toBe('INVALID');
    expect(
      problemOf(() =>
        verifyInitData(
          signed([
            ['query_id', 'AAHdF6IQ'],
            ['auth_date', String(authDate)],
          ]),
          BOT_TOKEN,
          OPTIONS,
        ),
      ),
    ).toBe('MISSING');
    // A contact answer is signed the same way but is no sign-in.
    const contact = signContact({ phone_number: '998901234567', first_name: 'Aziz', user_id: aziz.id }, BOT_TOKEN, NOW);
    expect(problemOf(() => verifyInitData(contact, BOT_TOKEN, OPTIONS))).toBe('MISSING');
  });
});

describe('verifyContact', () => {
  it('returns the phone the Telegram user shared, as Telegram sent it', () => {
    const raw = signContact({ phone_number: '+998901234567', first_name: 'Aziz', last_name: 'Karimov', user_id: aziz.id }, BOT_TOKEN, secondsBefore(10));
    expect(verifyContact(raw, BOT_TOKEN, OPTIONS)).toEqual({ phone: '+998901234567', userId: aziz.id, firstName: 'Aziz', lastName: 'Karimov' });
    const plain = signContact({ phone_number: '998901234567', first_name: 'Aziz', user_id: aziz.id }, BOT_TOKEN, NOW);
    expect(verifyContact(plain, BOT_TOKEN, OPTIONS)).toEqual({ phone: '998901234567', userId: aziz.id, firstName: 'Aziz', lastName: null });
  });

  it('refuses a contact signed for another bot or with a changed phone', () => {
    const forged = signContact({ phone_number: '998901234567', first_name: 'Aziz', user_id: aziz.id }, OTHER_BOT_TOKEN, NOW);
    expect(problemOf(() => verifyContact(forged, BOT_TOKEN, OPTIONS))).toBe('INVALID');
    const genuine = signContact({ phone_number: '998901234567', first_name: 'Aziz', user_id: aziz.id }, BOT_TOKEN, NOW);
    const otherPhone = genuine.replace('998901234567', '998907777777');
    expect(otherPhone).not.toBe(genuine);
    expect(problemOf(() => verifyContact(otherPhone, BOT_TOKEN, OPTIONS))).toBe('INVALID');
  });

  it('refuses a stale contact and init data passed off as a contact', () => {
    const stale = signContact({ phone_number: '998901234567', first_name: 'Aziz', user_id: aziz.id }, BOT_TOKEN, secondsBefore(7200));
    expect(problemOf(() => verifyContact(stale, BOT_TOKEN, OPTIONS))).toBe('EXPIRED');
    const initData = signInitData({ user: aziz, authDate: NOW }, BOT_TOKEN);
    expect(problemOf(() => verifyContact(initData, BOT_TOKEN, OPTIONS))).toBe('MISSING');
  });
});
