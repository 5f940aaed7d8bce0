// Request and response bodies of customer accounts: SMS-code sign-in, Telegram Mini App sign-in,
// the profile and its phone change (account-session-settings §3, §4, §7).
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { GENDERS, SERVICE_TYPES } from '../enums.ts';
import { LanguageSchema } from './localized-text.ts';
import { cleanedText, rawText, text, textRule } from './text.ts';

/** A 6-digit one-time code. */
export const OTP_CODE_LENGTH = 6;
/** Init data of at most this many characters counts as missing (spec §4, §9). */
export const INIT_DATA_MIN_LENGTH = 11;
/** Real init data is well under 2 KB; anything longer is refused before hashing. */
export const INIT_DATA_MAX_LENGTH = 8192;

const phoneInput = text(40).min(1).describe('Phone number in any usual notation: "+998 90 123 45 67", "998901234567", "901234567"');
const codeInput = text().regex(/^\d{4,8}$/, 'must be the digits of the code').describe('The code from the SMS');

export const SendCodeRequestSchema = z.object({ phone: phoneInput }).register(contractRegistry, { id: 'SendCodeRequest' });
export type SendCodeRequest = z.infer<typeof SendCodeRequestSchema>;

export const CodeSentSchema = z
  .object({
    expiresIn: z.number().int().describe('Seconds the code stays valid'),
    resendAfter: z.number().int().describe('Seconds until another code may be requested for this phone'),
    phone: z.string().describe('The number the code went to, digits with the country code'),
  })
  .register(contractRegistry, { id: 'CodeSent' });
export type CodeSent = z.infer<typeof CodeSentSchema>;

export const ConfirmCodeRequestSchema = z.object({ phone: phoneInput, code: codeInput }).register(contractRegistry, { id: 'ConfirmCodeRequest' });
export type ConfirmCodeRequest = z.infer<typeof ConfirmCodeRequestSchema>;

export const UserSchema = z
  .object({
    id: z.uuid(),
    /** Digits with the country code; null for a Telegram customer who has not shared a contact yet. */
    phone: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** YYYY-MM-DD */
    birthday: z.iso.date().nullable(),
    gender: z.enum(GENDERS).nullable(),
    image: z.string().nullable(),
    language: LanguageSchema.nullable(),
    telegramId: z.number().int().nullable(),
    createdDate: z.iso.datetime({ offset: true }),
  })
  .register(contractRegistry, { id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const SignedInSchema = z
  .object({ token: z.string().describe('Bearer token for this merchant only'), user: UserSchema })
  .register(contractRegistry, { id: 'SignedIn' });
export type SignedIn = z.infer<typeof SignedInSchema>;

/** Longest first or last name, in UTF-16 code units as zod counts. */
export const PERSON_NAME_MAX_LENGTH = 60;

/**
 * Names are what a person writes: letters, spaces, apostrophes and dashes of any script. The one
 * rule for every name stored on a customer (profile form and Telegram sign-in alike).
 */
export const personName = text()
  .max(PERSON_NAME_MAX_LENGTH, `must be at most ${PERSON_NAME_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{M}' ʻʼ`-]*$/u, 'may contain only letters, spaces, apostrophes and dashes');

export const UpdateUserRequestSchema = z
  .object({
    firstName: personName.min(1, 'is required'),
    lastName: personName.nullish(),
    birthday: z.iso
      .date('must be a date YYYY-MM-DD')
      .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), 'must be a date in the past')
      .nullish(),
    gender: z.enum(GENDERS).nullish(),
    image: z.url({ protocol: /^https?$/ }).max(2048).check(textRule()).nullish(),
    language: LanguageSchema.nullish(),
  })
  .register(contractRegistry, { id: 'UpdateUserRequest' });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

export const ChangePhoneRequestSchema = z
  .object({ phone: phoneInput, type: z.literal('web').default('web') })
  .register(contractRegistry, { id: 'ChangePhoneRequest' });
export type ChangePhoneRequest = z.infer<typeof ChangePhoneRequestSchema>;

export const VerifyPhoneRequestSchema = z.object({ phone: phoneInput, code: codeInput }).register(contractRegistry, { id: 'VerifyPhoneRequest' });
export type VerifyPhoneRequest = z.infer<typeof VerifyPhoneRequestSchema>;

export const PhoneChangedSchema = z.object({ phone: z.string(), user: UserSchema }).register(contractRegistry, { id: 'PhoneChanged' });
export type PhoneChanged = z.infer<typeof PhoneChangedSchema>;

// ---------------------------------------------------------------------------------------------
// Telegram Mini App

const initData = rawText().max(INIT_DATA_MAX_LENGTH).describe('Telegram.WebApp.initData exactly as received (a query string)');

export const TelegramInitDataRequestSchema = z.object({ initData }).register(contractRegistry, { id: 'TelegramInitDataRequest' });
export type TelegramInitDataRequest = z.infer<typeof TelegramInitDataRequestSchema>;

export const TelegramAuthCheckSchema = z
  .object({ isPhoneVerificationRequired: z.boolean() })
  .register(contractRegistry, { id: 'TelegramAuthCheck' });
export type TelegramAuthCheck = z.infer<typeof TelegramAuthCheckSchema>;

export const TelegramLoginRequestSchema = z
  .object({
    initData,
    phone: phoneInput,
    // Cleaned, not refused: the Mini App sends them as Telegram has them, and the service cleans them
    // further to the profile rule (a sign-in never fails over a name).
    firstName: cleanedText(60).default(''),
    lastName: cleanedText(60).nullish(),
    /**
     * The signed answer of `WebApp.requestContact` (its `response` string): the proof that the phone
     * is the Telegram user's own. Required: without it the sign-in is refused (400
     * TELEGRAM_CONTACT_REQUIRED) and no phone is bound. Nullish in the schema so that the refusal
     * carries that code rather than a generic validation error.
     */
    contact: rawText().max(INIT_DATA_MAX_LENGTH).nullish(),
  })
  .register(contractRegistry, { id: 'TelegramLoginRequest' });
export type TelegramLoginRequest = z.infer<typeof TelegramLoginRequestSchema>;

export const TelegramLogoutRequestSchema = z
  .object({ initData, language: LanguageSchema.nullish() })
  .register(contractRegistry, { id: 'TelegramLogoutRequest' });
export type TelegramLogoutRequest = z.infer<typeof TelegramLogoutRequestSchema>;

export const MiniAppSettingsSchema = z
  .object({
    merchantId: z.uuid(),
    /** Whether this merchant has a bot: without one the Mini App sign-in is unavailable. */
    botConfigured: z.boolean(),
    botLink: z.string(),
    defaultDeliveryType: z.enum(SERVICE_TYPES),
    mainColor: z.string(),
    isDark: z.boolean(),
    mainLanguage: LanguageSchema,
    /** Customers must share their phone before ordering from the Mini App. */
    phoneRequired: z.boolean(),
  })
  .register(contractRegistry, { id: 'MiniAppSettings' });
export type MiniAppSettings = z.infer<typeof MiniAppSettingsSchema>;

export const DevSmsMessageSchema = z
  .object({ merchantId: z.uuid(), phone: z.string(), text: z.string(), code: z.string().nullable(), sentAt: z.iso.datetime({ offset: true }) })
  .register(contractRegistry, { id: 'DevSmsMessage' });
export type DevSmsMessage = z.infer<typeof DevSmsMessageSchema>;
