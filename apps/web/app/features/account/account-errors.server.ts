// What the customer reads when an account call fails: the API's error codes turned into texts of
// the page language (the API itself only describes errors in uz, ru and eng).
import { pickLocalized, type Language } from '@dastarkhan/domain/i18n';
import { ApiRequestError } from '../../lib/api.server.ts';
import { translator } from '../../lib/i18n.ts';

/** Seconds the API asks the customer to wait (429 details.retryAfter), if it said. */
export function retryAfterOf(error: ApiRequestError): number | null {
  const value = error.details?.retryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/** "Try again in 40 s" up to two minutes, in whole minutes beyond. */
function waitText(language: Language, seconds: number | null): string {
  const t = translator(language, 'account');
  if (seconds === null) return t('errors.tooMany');
  return seconds < 120 ? t('errors.tooManySeconds', { seconds }) : t('errors.tooManyMinutes', { minutes: Math.ceil(seconds / 60) });
}

const CODE_TEXT: Record<string, string> = {
  PHONE_INVALID: 'errors.phoneInvalid',
  PHONE_COUNTRY_NOT_ALLOWED: 'errors.phoneCountry',
  OTP_INVALID: 'errors.otpInvalid',
  PHONE_TAKEN: 'errors.phoneTaken',
  PHONE_SAME: 'errors.samePhone',
  SMS_NOT_CONFIGURED: 'errors.smsUnavailable',
  SMS_SEND_FAILED: 'errors.smsUnavailable',
};

/**
 * The message for a failed account call in `language`. Known codes have our own text in every
 * language; others fall back to the API's description (uz, ru, eng), else a generic line.
 * Anything that is not an API error (a thrown redirect, a bug) is rethrown.
 */
export function accountErrorMessage(error: unknown, language: Language): string {
  if (!(error instanceof ApiRequestError)) throw error;
  const t = translator(language, 'account');
  if (error.code === 'OTP_TOO_MANY_REQUESTS' || error.status === 429) return waitText(language, retryAfterOf(error));
  const key = CODE_TEXT[error.code];
  if (key) return t(key);
  if (error.code === 'VALIDATION_ERROR') return t('errors.invalid');
  if (error.status < 500 && (language === 'uz' || language === 'ru' || language === 'eng')) {
    const described = pickLocalized(error.description, language).trim();
    if (described) return described;
  }
  return t('errors.generic');
}

interface InvalidField {
  field: string;
  message: string;
}

function invalidFields(error: ApiRequestError): InvalidField[] {
  const fields = error.details?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (entry): entry is InvalidField => typeof entry === 'object' && entry !== null && typeof entry.field === 'string' && typeof entry.message === 'string',
  );
}

/** The API's validation messages (English, from the contract's schema) as texts of the page language. */
function fieldText(message: string, language: Language): string {
  const t = translator(language, 'account');
  if (/required|too_small|>=\s*1|at least 1/i.test(message)) return t('errors.required');
  if (/at most 60/i.test(message)) return t('errors.nameTooLong');
  if (/letters/i.test(message)) return t('errors.nameChars');
  if (/in the past/i.test(message)) return t('errors.birthdayFuture');
  if (/date/i.test(message)) return t('errors.birthdayInvalid');
  if (/digits of the code/i.test(message)) return t('errors.codeLength');
  return t('errors.invalid');
}

/** Per-field messages of a 400 VALIDATION_ERROR (`details.fields`), keyed by the top-level field name. */
export function fieldErrorsOf(error: unknown, language: Language): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.code !== 'VALIDATION_ERROR') return {};
  const out: Record<string, string> = {};
  for (const { field, message } of invalidFields(error)) {
    const name = field.split('.')[0] ?? '';
    if (name && !(name in out)) out[name] = fieldText(message, language);
  }
  return out;
}

/** The status an action answers with its error message: the API's own for 429 and 5xx, else 400. */
export function failureStatus(error: unknown): number {
  if (!(error instanceof ApiRequestError)) return 400;
  if (error.status === 429) return 429;
  return error.status >= 500 ? 503 : 400;
}
