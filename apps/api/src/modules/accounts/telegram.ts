// Telegram Mini App sign-in (spec §4 "Messenger sign-in"): init data → session, phone by shared contact,
// bot-session state, logout, and the Mini App settings.
import type { Database } from '@dastarkhan/db/client';
import {
  INIT_DATA_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  personName,
  type MiniAppSettings,
  type SignedIn,
  type TelegramAuthCheck,
  type TelegramLoginRequest,
} from '@dastarkhan/domain/contracts/account';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { parseCustomerPhone } from '@dastarkhan/domain/customer-phone';
import type { Language } from '@dastarkhan/domain/i18n';
import type { Config } from '../../config.ts';
import { badRequest, conflict, forbidden, unauthorized, type AppError } from '../../errors.ts';
import { InitDataError, verifyContact, verifyInitData, type VerifiedContact, type VerifiedInitData } from '../../integrations/telegram/init-data.ts';
import type { MerchantAccountSettings, MerchantsService } from '../merchants/service.ts';
import type { SettingsService } from '../settings/service.ts';
import * as repo from './repo.ts';
import { normalisePhone, toUser, type AuthUser, type ClientContext, type SessionIssuer } from './account-context.ts';

export interface TelegramSignIn {
  /** POST /webbot/v1/users/token: the customer of this Telegram user (created on first visit) and a session. */
  telegramToken(ctx: ClientContext, initData: string): Promise<SignedIn>;
  /** POST /webbot/v1/users/auth: does the signed-in Telegram customer still have to share a phone? */
  telegramAuthCheck(auth: AuthUser, initData: string): Promise<TelegramAuthCheck>;
  /**
   * POST /webbot/v1/users/login: binds the phone of the contact Telegram signed (the only proof taken
   * here; a phone proven by SMS goes through the profile's phone change). May open an existing account.
   */
  telegramLogin(ctx: ClientContext, body: TelegramLoginRequest): Promise<SignedIn>;
  /** POST and PUT /webbot/v1/users/logout: the session ends, the bot session is marked logged out. */
  telegramLogout(auth: AuthUser, language?: Language | null): Promise<void>;
  miniAppSettings(merchant: Merchant): Promise<MiniAppSettings>;
}

export interface TelegramSignInOptions {
  db: Database;
  config: Pick<Config, 'telegramInitDataMaxAgeSeconds'>;
  merchants: MerchantsService;
  settings: SettingsService;
  issuer: SessionIssuer;
  /** Counts one phone check of a client address; rejects with 429 over the limit. */
  takeCheck(ip: string): Promise<void>;
}

const TELEGRAM_LANGUAGES: Record<string, Language> = { uz: 'uz', ru: 'ru', en: 'eng', kk: 'kz', tr: 'tr', zh: 'zh', ar: 'ar' };

/** Telegram sends the app's IETF tag ("en", "ru", "pt-br"); ours is one of seven. */
export function languageOfTelegram(code: string | null): Language | null {
  if (!code) return null;
  return TELEGRAM_LANGUAGES[code.toLowerCase().split('-')[0] ?? ''] ?? null;
}

/**
 * A name from Telegram (init data user, shared contact) made to pass the profile's rule, or null when
 * nothing of it does. Telegram allows emoji, digits and symbols in names: each character the profile
 * rule refuses becomes a space rather than costing the whole name, spaces collapse, and the rest is
 * cut to the profile's length.
 */
export function telegramPersonName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // The profile rule itself decides, character by character (a code point; pairs stay whole).
  const kept = Array.from(raw.slice(0, 4 * PERSON_NAME_MAX_LENGTH), (char) => (personName.safeParse(char).success ? char : ' '));
  let name = kept.join('').replace(/\s+/gu, ' ').trim();
  if (name.length > PERSON_NAME_MAX_LENGTH) {
    let cut = '';
    for (const char of name) {
      if (cut.length + char.length > PERSON_NAME_MAX_LENGTH) break;
      cut += char;
    }
    name = cut.trim();
  }
  const parsed = personName.safeParse(name);
  return parsed.success && parsed.data ? parsed.data : null;
}

function initDataError(error: InitDataError): AppError {
  switch (error.problem) {
    case 'MISSING':
      return badRequest('TELEGRAM_INIT_DATA_MISSING', { field: 'initData' });
    case 'EXPIRED':
      return unauthorized('TELEGRAM_INIT_DATA_EXPIRED');
    default:
      return unauthorized('TELEGRAM_INIT_DATA_INVALID');
  }
}

export function createTelegramSignIn(options: TelegramSignInOptions): TelegramSignIn {
  const { db, merchants, settings, issuer } = options;
  const maxAgeSeconds = options.config.telegramInitDataMaxAgeSeconds;

  /** The merchant's sign-in settings with its bot token; 409 when the merchant has no bot. */
  async function botAccount(merchantId: string): Promise<MerchantAccountSettings & { telegramBotToken: string }> {
    const account = await merchants.getAccountSettings(merchantId);
    const botToken = account.telegramBotToken;
    if (!botToken) throw conflict('TELEGRAM_NOT_CONFIGURED');
    return { ...account, telegramBotToken: botToken };
  }

  function verified(initData: string, botToken: string): VerifiedInitData {
    try {
      return verifyInitData(initData, botToken, { maxAgeSeconds });
    } catch (error) {
      if (error instanceof InitDataError) throw initDataError(error);
      throw error;
    }
  }

  /** Spec §4: at most 10 characters is "missing", whatever the merchant's configuration. */
  function requirePresent(initData: string): void {
    if (initData.trim().length < INIT_DATA_MIN_LENGTH) throw badRequest('TELEGRAM_INIT_DATA_MISSING', { field: 'initData' });
  }

  /** Checks that the shared contact proves `phone` to be this Telegram user's own; 400 TELEGRAM_CONTACT_INVALID otherwise. */
  function checkContact(contact: string, botToken: string, account: MerchantAccountSettings, telegramId: number, phone: string): VerifiedContact {
    const invalid = () => badRequest('TELEGRAM_CONTACT_INVALID', { field: 'contact' });
    let shared;
    try {
      shared = verifyContact(contact, botToken, { maxAgeSeconds });
    } catch (error) {
      if (error instanceof InitDataError) throw invalid();
      throw error;
    }
    const parsed = parseCustomerPhone(shared.phone, account.allowedCallingCodes);
    if (shared.userId !== telegramId || !parsed.ok || parsed.phone !== phone) throw invalid();
    return shared;
  }

  return {
    async telegramToken(ctx, initData) {
      requirePresent(initData);
      const account = await botAccount(ctx.merchant.id);
      const data = verified(initData, account.telegramBotToken);
      const tg = data.user;
      const firstName = telegramPersonName(tg.firstName);
      const lastName = telegramPersonName(tg.lastName);
      return db.transaction(async (tx) => {
        const { user } = await repo.findOrCreateUserByTelegramId(tx, {
          merchantId: ctx.merchant.id,
          telegramId: tg.id,
          firstName,
          lastName,
          language: languageOfTelegram(tg.languageCode) ?? ctx.language,
        });
        await repo.upsertBotSession(tx, {
          merchantId: ctx.merchant.id,
          telegramId: tg.id,
          status: user.phone ? 'SIGNED_IN' : 'PHONE_REQUIRED',
          phone: user.phone,
          firstName,
          lastName,
        });
        const token = await issuer.issueToken(tx, user, 'TELEGRAM');
        return { token, user: toUser(user) };
      });
    },

    async telegramAuthCheck(auth, initData) {
      requirePresent(initData);
      const account = await botAccount(auth.merchantId);
      const data = verified(initData, account.telegramBotToken);
      const user = await repo.findUser(db, auth.merchantId, auth.id);
      if (!user) throw unauthorized('SESSION_EXPIRED');
      // The init data must be this customer's: a token and someone else's Telegram data do not mix.
      if (user.telegramId !== data.user.id) throw forbidden('USER_FORBIDDEN');
      return { isPhoneVerificationRequired: !user.phone };
    },

    async telegramLogin(ctx, body) {
      requirePresent(body.initData);
      const merchantId = ctx.merchant.id;
      const account = await botAccount(merchantId);
      const data = verified(body.initData, account.telegramBotToken);
      const tg = data.user;
      const phone = normalisePhone(body.phone, account);
      // A phone is bound only with proof that it is the customer's: Telegram's signed contact. Anyone
      // can type a number, and the account it lands in would be opened to its owner's SMS sign-in later.
      if (!body.contact) throw badRequest('TELEGRAM_CONTACT_REQUIRED', { field: 'contact' });
      await options.takeCheck(ctx.ip);
      const shared = checkContact(body.contact, account.telegramBotToken, account, tg.id, phone);
      // The name the Mini App sends, else the contact's, else the Telegram profile's: each made to pass the profile rule.
      const firstName = telegramPersonName(body.firstName) ?? telegramPersonName(shared.firstName) ?? telegramPersonName(tg.firstName);
      const lastName = telegramPersonName(body.lastName) ?? telegramPersonName(shared.lastName) ?? telegramPersonName(tg.lastName);

      try {
        return await db.transaction(async (tx) => {
          const telegramUser = await repo.findUserByTelegramId(tx, merchantId, tg.id);
          const owner = await repo.findUserByPhone(tx, merchantId, phone);
          let user: repo.UserRow;

          if (owner && owner.id !== telegramUser?.id) {
            // The contact proves the phone: the Telegram user is the owner of that account.
            if (telegramUser) {
              // The Telegram id moves to the account that owns the phone. A Telegram-only account
              // left with nothing goes; one with orders stays as an erased tombstone for the books.
              await repo.updateUser(tx, merchantId, telegramUser.id, { telegramId: null });
              if (telegramUser.phone === null) await repo.deleteOrEraseUser(tx, merchantId, telegramUser.id);
            }
            const moved = await repo.updateUser(tx, merchantId, owner.id, {
              telegramId: tg.id,
              // The name the customer gave in their profile wins over the Telegram one.
              ...(owner.firstName ? {} : { firstName }),
              ...(owner.lastName ? {} : { lastName }),
            });
            if (!moved) throw new Error('phone owner vanished during Telegram sign-in');
            user = moved;
          } else if (telegramUser) {
            const updated = await repo.updateUser(tx, merchantId, telegramUser.id, {
              phone,
              ...(firstName ? { firstName } : {}),
              ...(lastName ? { lastName } : {}),
            });
            if (!updated) throw new Error('Telegram user vanished during sign-in');
            user = updated;
          } else {
            ({ user } = await repo.findOrCreateUserByTelegramId(tx, {
              merchantId,
              telegramId: tg.id,
              firstName,
              lastName,
              phone,
              language: languageOfTelegram(tg.languageCode) ?? ctx.language,
            }));
          }

          await repo.upsertBotSession(tx, { merchantId, telegramId: tg.id, status: 'SIGNED_IN', phone, firstName, lastName });
          const token = await issuer.issueToken(tx, user, 'TELEGRAM');
          return { token, user: toUser(user) };
        });
      } catch (error) {
        // Someone took the phone between the check and the write.
        if (repo.isUniqueViolation(error)) throw conflict('PHONE_TAKEN', { field: 'phone' });
        throw error;
      }
    },

    async telegramLogout(auth, language) {
      // The token decides; stale init data must not keep a customer from logging out.
      await db.transaction(async (tx) => {
        await repo.revokeToken(tx, auth.merchantId, auth.tokenId);
        const user = await repo.findUser(tx, auth.merchantId, auth.id);
        if (user?.telegramId != null) await repo.setBotSessionStatus(tx, auth.merchantId, user.telegramId, 'LOGGED_OUT', language);
      });
    },

    async miniAppSettings(merchant) {
      const [account, web, order] = await Promise.all([
        merchants.getAccountSettings(merchant.id),
        settings.getWebSettings(merchant),
        settings.getOrderSettings(merchant),
      ]);
      return {
        merchantId: merchant.id,
        botConfigured: account.telegramBotToken !== null,
        botLink: web.telegramBotLink,
        defaultDeliveryType: order.defaultTelegramDeliveryType,
        mainColor: web.mainColor,
        isDark: web.isDark,
        mainLanguage: web.mainLanguage,
        // Orders need a phone to reach the customer, so the Mini App asks for it before ordering.
        phoneRequired: true,
      };
    },
  };
}
