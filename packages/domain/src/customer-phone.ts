// A customer's phone number as an account key: parsed with libphonenumber-js, kept as digits with
// the country code ("998901234567"), limited to the calling codes a merchant allows.
import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Calling codes allowed when a merchant has not chosen any (Uzbekistan). */
export const DEFAULT_ALLOWED_CALLING_CODES: readonly string[] = ['998'];

/** The country whose national numbers ("901234567") are read without a calling code, per calling code. */
const HOME_COUNTRY_BY_CALLING_CODE: Record<string, CountryCode> = {
  '998': 'UZ',
  '7': 'KZ',
  '996': 'KG',
  '992': 'TJ',
  '993': 'TM',
  '90': 'TR',
  '86': 'CN',
  '971': 'AE',
};

export type PhoneProblem = 'PHONE_INVALID' | 'PHONE_COUNTRY_NOT_ALLOWED';

export type CustomerPhoneResult =
  | { ok: true; /** Digits with the calling code, no `+`: the stored form. */ phone: string; callingCode: string }
  | { ok: false; problem: PhoneProblem };

/** The country a bare national number is read in: the home country of the merchant's first calling code. */
export function defaultCountryFor(allowedCallingCodes: readonly string[]): CountryCode | undefined {
  const first = allowedCallingCodes[0] ?? DEFAULT_ALLOWED_CALLING_CODES[0];
  return first ? HOME_COUNTRY_BY_CALLING_CODE[first] : undefined;
}

/**
 * Reads what a customer typed ("+998 90 123 45 67", "998901234567", "901234567", "(90) 123-45-67")
 * as one number. Numbers of calling codes outside `allowedCallingCodes` are refused.
 */
export function parseCustomerPhone(raw: string, allowedCallingCodes: readonly string[] = DEFAULT_ALLOWED_CALLING_CODES): CustomerPhoneResult {
  const allowed = allowedCallingCodes.length > 0 ? allowedCallingCodes : DEFAULT_ALLOWED_CALLING_CODES;
  const text = raw.trim();
  if (text === '' || text.length > 40 || /[^\d\s()+.-]/.test(text)) return { ok: false, problem: 'PHONE_INVALID' };
  const digits = text.replace(/\D/g, '');
  // A national number ("901234567") is read in the merchant's home country; libphonenumber also
  // recognises that country's calling code without a plus ("998901234567"). Anything else is
  // read as international.
  const country = defaultCountryFor(allowed);
  const national = text.startsWith('+') || !country ? undefined : parsePhoneNumberFromString(digits, { defaultCountry: country });
  const parsed = national?.isValid() ? national : parsePhoneNumberFromString(`+${digits}`);
  if (!parsed || !parsed.isValid()) return { ok: false, problem: 'PHONE_INVALID' };
  const callingCode = String(parsed.countryCallingCode);
  if (!allowed.includes(callingCode)) return { ok: false, problem: 'PHONE_COUNTRY_NOT_ALLOWED' };
  return { ok: true, phone: parsed.number.slice(1), callingCode };
}

/** The `+998` prefix an input starts with for the merchant's first calling code. */
export function callingCodePrefix(allowedCallingCodes: readonly string[]): string {
  const code = allowedCallingCodes[0] ?? DEFAULT_ALLOWED_CALLING_CODES[0] ?? '998';
  return `+${code}`;
}

/** Formats a phone as it is being typed ("+998901" → "+998 90 1"), for the sign-in mask. */
export function formatPhoneAsTyped(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 15);
  if (digits === '') return '';
  return new AsYouType().input(`+${digits}`);
}

/** True when the digits typed so far make a complete, valid number of an allowed country. */
export function isCompletePhone(input: string, allowedCallingCodes: readonly string[] = DEFAULT_ALLOWED_CALLING_CODES): boolean {
  return parseCustomerPhone(input, allowedCallingCodes).ok;
}
