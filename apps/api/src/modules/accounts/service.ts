// Rules of customer accounts: SMS-code sign-in, bearer sessions, the profile, phone change and erasure.
// Telegram Mini App sign-in lives in telegram.ts; both share account-context.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '@dastarkhan/db/client';
import type { CodeSent, PhoneChanged, SignedIn, UpdateUserRequest, User } from '@dastarkhan/domain/contracts/account';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import type { Config } from '../../config.ts';
import { appError, badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../errors.ts';
import type { SmsGateways } from '../../integrations/sms/gateways.ts';
import type { LimitCharge, LimitRule, RateLimits } from '../../plugins/rate-limit.ts';
import type { MerchantAccountSettings, MerchantsService } from '../merchants/service.ts';
import type { SettingsService } from '../settings/service.ts';
import { normalisePhone, toUser, type AuthUser, type ClientContext, type SessionIssuer } from './account-context.ts';
import { hashOtpCode, newOtpCode, otpCodeMatches, otpSmsText } from './otp.ts';
import * as repo from './repo.ts';
import { createTelegramSignIn, type TelegramSignIn } from './telegram.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';

export interface AccountsService extends TelegramSignIn {
  /** The customer a bearer token stands for at this merchant; 401 SESSION_EXPIRED otherwise. */
  authenticate(merchantId: string, token: string): Promise<AuthUser>;
  sendLoginCode(ctx: ClientContext, rawPhone: string): Promise<CodeSent>;
  confirmLoginCode(ctx: ClientContext, rawPhone: string, code: string): Promise<SignedIn>;
  getProfile(auth: AuthUser): Promise<User>;
  updateProfile(auth: AuthUser, userId: string, changes: UpdateUserRequest): Promise<User>;
  requestPhoneChange(ctx: ClientContext, auth: AuthUser, rawPhone: string): Promise<CodeSent>;
  verifyPhoneChange(ctx: ClientContext, auth: AuthUser, rawPhone: string, code: string): Promise<PhoneChanged>;
  /** Irreversible: personal data erased, sessions ended, orders kept anonymised. */
  deleteAccount(auth: AuthUser): Promise<void>;
  logout(auth: AuthUser): Promise<void>;
  /** Sends the code that confirms an order to the customer's own phone, within the sign-in codes' limits. */
  sendOrderConfirmationCode(ctx: ClientContext, userId: string): Promise<CodeSent>;
  /** Checks an order confirmation code (400 ORDER_CONFIRMATION_INVALID); the answer uses it up in the order's transaction. */
  checkOrderConfirmationCode(ctx: ClientContext, userId: string, code: string): Promise<ConsumeCode>;
}

/** Uses up a checked code inside the transaction of what it confirms. */
export type ConsumeCode = (tx: Executor) => Promise<void>;

export interface AccountsServiceOptions {
  db: Database;
  config: Pick<Config, 'otp' | 'authTokenTtlDays' | 'telegramInitDataMaxAgeSeconds'>;
  merchants: MerchantsService;
  settings: SettingsService;
  sms: SmsGateways;
  limits: RateLimits;
  log: FastifyBaseLogger;
}

/** A token's last use is recorded at most this often (a write per request would be wasted). */
export const TOKEN_TOUCH_INTERVAL_SECONDS = 300;

const otpInvalid = () => badRequest('OTP_INVALID', { field: 'code' });

export function createAccountsService(options: AccountsServiceOptions): AccountsService {
  const { db, config, merchants, settings, sms, limits, log } = options;
  const otp = config.otp;
  const tokenTtlSeconds = config.authTokenTtlDays * 24 * 60 * 60;

  const rules = {
    phoneResend: { name: 'otp-send-phone-resend', points: 1, durationSeconds: otp.resendSeconds },
    phoneHour: { name: 'otp-send-phone-hour', points: otp.maxPerHour, durationSeconds: 3600 },
    ipSends: { name: 'otp-send-ip-hour', points: otp.ipSendsPerHour, durationSeconds: 3600 },
    ipChecks: { name: 'otp-check-ip-hour', points: otp.ipChecksPerHour, durationSeconds: 3600 },
  } satisfies Record<string, LimitRule>;

  const issuer: SessionIssuer = {
    async issueToken(ex, user, kind) {
      const token = newToken();
      await repo.insertToken(ex, { merchantId: user.merchantId, userId: user.id, tokenHash: hashToken(token), kind, ttlSeconds: tokenTtlSeconds });
      return token;
    },
  };

  async function take(charges: LimitCharge[]): Promise<void> {
    const result = await limits.take(charges);
    if (!result.ok) throw tooManyRequests('OTP_TOO_MANY_REQUESTS', result.retryAfterSeconds);
  }

  async function liveUser(auth: AuthUser): Promise<repo.UserRow> {
    const row = await repo.findUser(db, auth.merchantId, auth.id);
    // The session was checked a moment ago; the account was erased in between.
    if (!row) throw unauthorized('SESSION_EXPIRED');
    return row;
  }

  /**
   * Sends a code within the limits. `precheck` runs once the limits let the request through: a
   * refusal there gives the phone its points back but costs the client address one, so probing
   * which numbers are taken is as limited as sending codes.
   */
  async function sendCode(
    ctx: ClientContext,
    account: MerchantAccountSettings,
    scope: repo.OtpScope,
    precheck?: () => Promise<void>,
  ): Promise<CodeSent> {
    const gateway = sms.forMerchant(account.sms);
    if (!gateway) throw appError('SMS_NOT_CONFIGURED', 503);
    const phoneKey = `${scope.merchantId}:${scope.phone}`;
    // An order confirmation waits for its own resend pause: a customer who signed in a moment ago may
    // confirm an order at once. The hourly cap stays shared by every purpose, so the phone's SMS stay bounded.
    const resendKey = scope.purpose === 'ORDER_CONFIRM' ? `${phoneKey}:${scope.purpose}` : phoneKey;
    const phoneCharges: LimitCharge[] = [
      { rule: rules.phoneResend, key: resendKey },
      { rule: rules.phoneHour, key: phoneKey },
    ];
    await take([{ rule: rules.ipSends, key: ctx.ip }, ...phoneCharges]);
    if (precheck) {
      try {
        await precheck();
      } catch (error) {
        await limits.giveBack(phoneCharges);
        throw error;
      }
    }

    const code = newOtpCode();
    const id = await repo.insertOtp(db, scope, hashOtpCode(code, scope), otp.ttlSeconds);
    // The brand as customers know it: the settings' brand, else the merchant's name.
    const web = await settings.getWebSettings(ctx.merchant);
    const brand = web.brand.trim() || pickLocalized(ctx.merchant.name, ctx.language) || ctx.merchant.sub;
    const text = otpSmsText({ brand, code, purpose: scope.purpose, language: ctx.language, orderTemplate: web.smsContent });
    try {
      await gateway.send({ phone: scope.phone, merchantId: scope.merchantId, text });
    } catch (error) {
      await repo.deleteOtp(db, id);
      // Nothing reached the phone: the customer may ask again at once. The address keeps its
      // point, so one client cannot drive the gateway without bound.
      await limits.giveBack(phoneCharges);
      log.warn({ err: error, merchantId: scope.merchantId, gateway: gateway.name }, 'sending the SMS code failed');
      throw appError('SMS_SEND_FAILED', 502);
    }
    await repo.deleteOtpsExcept(db, scope, id);
    return { expiresIn: otp.ttlSeconds, resendAfter: otp.resendSeconds, phone: scope.phone };
  }

  /**
   * Checks a code (taking one of its attempts) and answers the step that uses it up, to run in the
   * caller's transaction: the code stays usable if what it confirms is rolled back.
   */
  async function checkCode(ctx: ClientContext, scope: repo.OtpScope, code: string, invalid: () => Error = otpInvalid): Promise<ConsumeCode> {
    await take([{ rule: rules.ipChecks, key: ctx.ip }]);
    const row = await repo.findLiveOtp(db, scope, otp.maxAttempts);
    if (!row) throw invalid();
    if (!(await repo.takeOtpAttempt(db, row.id, otp.maxAttempts))) throw invalid();
    if (!otpCodeMatches(code, row.codeHash, scope)) throw invalid();
    return async (tx) => {
      if (!(await repo.consumeOtp(tx, row.id))) throw invalid();
    };
  }

  /** Checks a code and, inside `work`'s transaction, uses it up; any failure is 400 OTP_INVALID. */
  async function withValidCode<T>(ctx: ClientContext, scope: repo.OtpScope, code: string, work: (tx: Executor) => Promise<T>): Promise<T> {
    const consume = await checkCode(ctx, scope, code);
    return db.transaction(async (tx) => {
      await consume(tx);
      return work(tx);
    });
  }

  /** The order confirmation code's scope: the customer's own phone (the one they signed in with). */
  async function orderConfirmScope(merchantId: string, userId: string): Promise<repo.OtpScope> {
    const user = await repo.findUser(db, merchantId, userId);
    if (!user) throw unauthorized('SESSION_EXPIRED');
    if (!user.phone) throw badRequest('ORDER_CONFIRMATION_PHONE_REQUIRED');
    return { merchantId, phone: user.phone, purpose: 'ORDER_CONFIRM', userId: user.id };
  }

  const telegram = createTelegramSignIn({
    db,
    config,
    merchants,
    settings,
    issuer,
    // A phone sign-in from the Mini App answers whether a number is known: limited like code entries.
    takeCheck: (ip) => take([{ rule: rules.ipChecks, key: ip }]),
  });

  return {
    ...telegram,

    async authenticate(merchantId, token) {
      if (!looksLikeToken(token)) throw unauthorized('SESSION_EXPIRED');
      const session = await repo.findSession(db, hashToken(token), TOKEN_TOUCH_INTERVAL_SECONDS);
      // A token of another merchant is as unknown here as a made-up one.
      if (!session || !session.live || session.merchantId !== merchantId) throw unauthorized('SESSION_EXPIRED');
      if (session.stale) await repo.touchToken(db, session.tokenId, TOKEN_TOUCH_INTERVAL_SECONDS);
      return { id: session.userId, merchantId: session.merchantId, tokenId: session.tokenId, kind: session.kind };
    },

    async sendLoginCode(ctx, rawPhone) {
      const account = await merchants.getAccountSettings(ctx.merchant.id);
      const phone = normalisePhone(rawPhone, account);
      return sendCode(ctx, account, { merchantId: ctx.merchant.id, phone, purpose: 'LOGIN', userId: null });
    },

    async confirmLoginCode(ctx, rawPhone, code) {
      const account = await merchants.getAccountSettings(ctx.merchant.id);
      const phone = normalisePhone(rawPhone, account);
      return withValidCode(ctx, { merchantId: ctx.merchant.id, phone, purpose: 'LOGIN', userId: null }, code, async (tx) => {
        const user = await repo.findOrCreateUserByPhone(tx, { merchantId: ctx.merchant.id, phone, language: ctx.language });
        const token = await issuer.issueToken(tx, user, 'WEB');
        return { token, user: toUser(user) };
      });
    },

    async getProfile(auth) {
      return toUser(await liveUser(auth));
    },

    async updateProfile(auth, userId, changes) {
      if (userId.toLowerCase() !== auth.id) throw forbidden('USER_FORBIDDEN');
      // Absent fields stay as they are; null clears one.
      const patch: repo.UserPatch = { firstName: changes.firstName };
      if (changes.lastName !== undefined) patch.lastName = changes.lastName === null || changes.lastName === '' ? null : changes.lastName;
      if (changes.birthday !== undefined) patch.birthday = changes.birthday;
      if (changes.gender !== undefined) patch.gender = changes.gender;
      if (changes.image !== undefined) patch.image = changes.image;
      if (changes.language !== undefined) patch.language = changes.language;
      const row = await repo.updateUser(db, auth.merchantId, auth.id, patch);
      if (!row) throw unauthorized('SESSION_EXPIRED');
      return toUser(row);
    },

    async requestPhoneChange(ctx, auth, rawPhone) {
      const account = await merchants.getAccountSettings(ctx.merchant.id);
      const phone = normalisePhone(rawPhone, account);
      const user = await liveUser(auth);
      if (user.phone === phone) throw badRequest('PHONE_SAME', { field: 'phone' });
      return sendCode(ctx, account, { merchantId: auth.merchantId, phone, purpose: 'CHANGE_PHONE', userId: user.id }, async () => {
        const owner = await repo.findUserByPhone(db, auth.merchantId, phone);
        if (owner && owner.id !== user.id) throw conflict('PHONE_TAKEN', { field: 'phone' });
      });
    },

    async verifyPhoneChange(ctx, auth, rawPhone, code) {
      const account = await merchants.getAccountSettings(ctx.merchant.id);
      const phone = normalisePhone(rawPhone, account);
      await liveUser(auth);
      try {
        const user = await withValidCode(ctx, { merchantId: auth.merchantId, phone, purpose: 'CHANGE_PHONE', userId: auth.id }, code, async (tx) => {
          // Taken since the code was sent: the unique index would refuse it anyway.
          const owner = await repo.findUserByPhone(tx, auth.merchantId, phone);
          if (owner && owner.id !== auth.id) throw conflict('PHONE_TAKEN', { field: 'phone' });
          const row = await repo.updateUser(tx, auth.merchantId, auth.id, { phone });
          if (!row) throw unauthorized('SESSION_EXPIRED');
          if (row.telegramId !== null) await repo.updateBotSessionPhone(tx, auth.merchantId, row.telegramId, phone);
          return row;
        });
        return { phone, user: toUser(user) };
      } catch (error) {
        if (repo.isUniqueViolation(error)) throw conflict('PHONE_TAKEN', { field: 'phone' });
        throw error;
      }
    },

    async deleteAccount(auth) {
      const erased = await db.transaction((tx) => repo.eraseUser(tx, auth.merchantId, auth.id));
      if (!erased) throw unauthorized('SESSION_EXPIRED');
      log.info({ merchantId: auth.merchantId, userId: auth.id }, 'customer account erased');
    },

    async sendOrderConfirmationCode(ctx, userId) {
      const account = await merchants.getAccountSettings(ctx.merchant.id);
      return sendCode(ctx, account, await orderConfirmScope(ctx.merchant.id, userId));
    },

    async checkOrderConfirmationCode(ctx, userId, code) {
      const invalid = () => badRequest('ORDER_CONFIRMATION_INVALID', { field: 'confirmationCode' });
      return checkCode(ctx, await orderConfirmScope(ctx.merchant.id, userId), code, invalid);
    },

    async logout(auth) {
      await repo.revokeToken(db, auth.merchantId, auth.tokenId);
    },
  };
}
