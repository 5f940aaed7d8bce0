// One-time SMS codes: generation, the stored hash, and the SMS text in the customer's language.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_CODE_LENGTH } from '@dastarkhan/domain/contracts/account';
import { pickLocalized, type Language, type LocalizedText } from '@dastarkhan/domain/i18n';

/** ORDER_CONFIRM: the code a customer confirms an order with (isSmsConfirmationRequiredPerOrder). */
export type OtpPurpose = 'LOGIN' | 'CHANGE_PHONE' | 'ORDER_CONFIRM';

/** A uniformly random code of OTP_CODE_LENGTH digits (leading zeros kept). */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

/**
 * The stored form of a code. Keyed by merchant, phone and purpose, so a hash copied to another
 * phone, merchant or purpose row never matches; the plain code is never stored.
 */
export function hashOtpCode(code: string, scope: { merchantId: string; phone: string; purpose: OtpPurpose }): string {
  return createHmac('sha256', `otp:${scope.merchantId}:${scope.phone}:${scope.purpose}`).update(code, 'utf8').digest('hex');
}

export function otpCodeMatches(code: string, storedHash: string, scope: { merchantId: string; phone: string; purpose: OtpPurpose }): boolean {
  const given = Buffer.from(hashOtpCode(code, scope), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The SMS: the brand first (the customer sees whose code it is), the code, and a warning not to pass it on.
 * An order confirmation uses the merchant's own text when it has one (web setting smsContent): `{code}`
 * and `{brand}` in it are filled in, and a text without `{code}` gets the code after it.
 */
export function otpSmsText(options: { brand: string; code: string; purpose: OtpPurpose; language: Language; orderTemplate?: string }): string {
  const { brand, code } = options;
  const template = options.orderTemplate?.trim() ?? '';
  if (options.purpose === 'ORDER_CONFIRM' && template !== '') {
    const filled = template.replaceAll('{brand}', brand);
    return filled.includes('{code}') ? filled.replaceAll('{code}', code) : `${filled} ${code}`;
  }
  const byPurpose: Record<OtpPurpose, LocalizedText> = {
    LOGIN: {
      uz: `${brand}: kirish kodi ${code}. Hech kimga bermang.`,
      ru: `${brand}: код для входа ${code}. Никому его не сообщайте.`,
      eng: `${brand}: your sign-in code is ${code}. Do not share it with anyone.`,
    },
    CHANGE_PHONE: {
      uz: `${brand}: telefon raqamini o'zgartirish kodi ${code}. Hech kimga bermang.`,
      ru: `${brand}: код для смены номера ${code}. Никому его не сообщайте.`,
      eng: `${brand}: your code to change the phone number is ${code}. Do not share it with anyone.`,
    },
    ORDER_CONFIRM: {
      uz: `${brand}: buyurtmani tasdiqlash kodi ${code}. Hech kimga bermang.`,
      ru: `${brand}: код подтверждения заказа ${code}. Никому его не сообщайте.`,
      eng: `${brand}: your order confirmation code is ${code}. Do not share it with anyone.`,
    },
  };
  const texts = byPurpose[options.purpose];
  return pickLocalized(texts, options.language);
}
