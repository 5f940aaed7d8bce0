// Verifies Telegram Mini App init data and requestContact answers exactly as Telegram specifies
// (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app).
//
// The check is written with node:crypto rather than @telegram-apps/init-data-node because that library
// compares the hash with `!==` (not constant-time), reads the clock itself (no injectable "now", no
// refusal of auth_date in the future) and sorts "key=value" strings instead of keys.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { INIT_DATA_MAX_LENGTH, INIT_DATA_MIN_LENGTH } from '@dastarkhan/domain/contracts/account';

export interface TelegramUser {
  id: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
  languageCode: string | null;
  photoUrl: string | null;
}

export interface VerifiedInitData {
  user: TelegramUser;
  authDate: Date;
  startParam: string | null;
  queryId: string | null;
}

export type InitDataProblem = 'MISSING' | 'INVALID' | 'EXPIRED';

export class InitDataError extends Error {
  constructor(
    readonly problem: InitDataProblem,
    message: string,
  ) {
    super(message);
    this.name = 'InitDataError';
  }
}

export interface VerifiedContact {
  /** As Telegram sent it, e.g. "998901234567" or "+998901234567". */
  phone: string;
  userId: number;
  firstName: string;
  lastName: string | null;
}

export interface VerifyOptions {
  maxAgeSeconds: number;
  now?: Date;
}

/** Clocks of phones and servers disagree a little; more than this in the future is not a clock problem. */
const ALLOWED_CLOCK_SKEW_SECONDS = 60;

const telegramId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

// Loose: Telegram adds fields (is_premium, allows_write_to_pm, added_to_attachment_menu, ...) over time.
const UserJsonSchema = z.looseObject({
  id: telegramId,
  first_name: z.string(),
  last_name: optionalText,
  username: optionalText,
  language_code: optionalText,
  photo_url: optionalText,
});

const ContactJsonSchema = z.looseObject({
  phone_number: z.string().regex(/^\+?\d{5,20}$/),
  first_name: z.string(),
  last_name: optionalText,
  user_id: telegramId,
});

/** The pairs of a signed query string whose hash, auth_date and age are correct. */
function verifySigned(raw: string, botToken: string, options: VerifyOptions): { fields: Map<string, string>; authDate: Date } {
  if (raw.length < INIT_DATA_MIN_LENGTH) throw new InitDataError('MISSING', 'init data is missing');
  if (raw.length > INIT_DATA_MAX_LENGTH) throw new InitDataError('INVALID', 'init data is too long');

  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(raw)) {
    // Telegram never repeats a field; a repeated one could make what we read differ from what was signed.
    if (fields.has(key)) throw new InitDataError('INVALID', `init data repeats "${key}"`);
    fields.set(key, value);
  }

  const hash = fields.get('hash');
  if (hash === undefined || hash === '') throw new InitDataError('INVALID', 'init data has no hash');
  // Every received field except hash (signature included), sorted by key, "key=value" joined by \n.
  const dataCheckString = [...fields.keys()]
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields.get(key)}`)
    .join('\n');
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secretKey).update(dataCheckString).digest();
  const given = /^[0-9a-f]{64}$/i.test(hash) ? Buffer.from(hash, 'hex') : null;
  if (given === null || !timingSafeEqual(given, expected)) throw new InitDataError('INVALID', 'init data hash does not match');

  const authDateText = fields.get('auth_date');
  if (authDateText === undefined || !/^\d{1,12}$/.test(authDateText)) throw new InitDataError('INVALID', 'init data has no valid auth_date');
  const authSeconds = Number(authDateText);
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (authSeconds > nowSeconds + ALLOWED_CLOCK_SKEW_SECONDS) throw new InitDataError('INVALID', 'init data is dated in the future');
  if (nowSeconds - authSeconds > options.maxAgeSeconds) throw new InitDataError('EXPIRED', 'init data is too old');
  return { fields, authDate: new Date(authSeconds * 1000) };
}

function parseJsonField<T>(fields: Map<string, string>, name: string, schema: z.ZodType<T>): T | undefined {
  const text = fields.get(name);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InitDataError('INVALID', `init data "${name}" is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new InitDataError('INVALID', `init data "${name}" is malformed`);
  return parsed.data;
}

/**
 * Checks `Telegram.WebApp.initData` against the bot token and returns the Telegram user it vouches for.
 * Throws InitDataError: MISSING (≤ 10 characters, or no user), INVALID (too long, unsigned, forged,
 * malformed, dated in the future), EXPIRED (older than maxAgeSeconds).
 */
export function verifyInitData(raw: string, botToken: string, options: VerifyOptions): VerifiedInitData {
  const { fields, authDate } = verifySigned(raw, botToken, options);
  const user = parseJsonField(fields, 'user', UserJsonSchema);
  if (user === undefined) throw new InitDataError('MISSING', 'init data names no user');
  return {
    user: {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      username: user.username,
      languageCode: user.language_code,
      photoUrl: user.photo_url,
    },
    authDate,
    startParam: fields.get('start_param') || null,
    queryId: fields.get('query_id') || null,
  };
}

/**
 * Checks the `response` string of `WebApp.requestContact` (signed the same way as init data) and returns
 * the contact the Telegram user shared. The caller must still compare userId with the init data's user.
 */
export function verifyContact(raw: string, botToken: string, options: VerifyOptions): VerifiedContact {
  const { fields } = verifySigned(raw, botToken, options);
  const contact = parseJsonField(fields, 'contact', ContactJsonSchema);
  if (contact === undefined) throw new InitDataError('MISSING', 'the contact answer holds no contact');
  return { phone: contact.phone_number, userId: contact.user_id, firstName: contact.first_name, lastName: contact.last_name };
}
