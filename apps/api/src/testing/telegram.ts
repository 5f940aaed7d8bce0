// Test helper: init data and requestContact answers signed the way Telegram signs them (no test framework
// imports: browser tests in apps/web/e2e use it too).
import { createHmac, randomBytes } from 'node:crypto';

export interface TestTelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
}

export interface TestInitData {
  user: TestTelegramUser;
  /** Defaults to now. */
  authDate?: Date;
  startParam?: string;
  queryId?: string;
}

export interface TestContact {
  phone_number: string;
  first_name: string;
  last_name?: string;
  user_id: number;
}

/** Telegram's JSON escapes "/" (PHP style); signing that exact text keeps tests honest about hashing raw values. */
function telegramJson(value: object): string {
  return JSON.stringify(value).replace(/\//g, '\\/');
}

/** Pairs in Telegram's order, plus `hash` = HMAC_SHA256(HMAC_SHA256("WebAppData", token), data-check string). */
function signPairs(pairs: [string, string][], botToken: string): string {
  const dataCheckString = [...pairs]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secretKey).update(dataCheckString).digest('hex');
  const signed: [string, string][] = [...pairs, ['hash', hash]];
  return signed.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

const unixSeconds = (date: Date): string => String(Math.floor(date.getTime() / 1000));

/**
 * `Telegram.WebApp.initData` as a Mini App receives it: URL-encoded, with Telegram's `signature` field
 * (random here: nothing can produce Telegram's Ed25519 signature, and the bot-token check does not verify it,
 * but it is part of the signed data-check string exactly as in real init data).
 */
export function signInitData(data: TestInitData, botToken: string): string {
  const user: Record<string, unknown> = { id: data.user.id, first_name: data.user.first_name };
  if (data.user.last_name !== undefined) user.last_name = data.user.last_name;
  if (data.user.username !== undefined) user.username = data.user.username;
  if (data.user.language_code !== undefined) user.language_code = data.user.language_code;
  user.allows_write_to_pm = true;
  if (data.user.photo_url !== undefined) user.photo_url = data.user.photo_url;

  const pairs: [string, string][] = [];
  if (data.queryId !== undefined) pairs.push(['query_id', data.queryId]);
  pairs.push(['user', telegramJson(user)]);
  if (data.startParam !== undefined) {
    pairs.push(['chat_instance', '-3788475317572404878'], ['chat_type', 'private'], ['start_param', data.startParam]);
  }
  pairs.push(['auth_date', unixSeconds(data.authDate ?? new Date())], ['signature', randomBytes(64).toString('base64url')]);
  return signPairs(pairs, botToken);
}

/** The `response` string `WebApp.requestContact` hands to the Mini App after the user shares their phone. */
export function signContact(contact: TestContact, botToken: string, authDate: Date = new Date()): string {
  const json: Record<string, unknown> = { user_id: contact.user_id, phone_number: contact.phone_number, first_name: contact.first_name };
  if (contact.last_name !== undefined) json.last_name = contact.last_name;
  return signPairs(
    [
      ['contact', telegramJson(json)],
      ['auth_date', unixSeconds(authDate)],
    ],
    botToken,
  );
}
