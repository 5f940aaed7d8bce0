// Bank card numbers and expiry dates as the customer types and sees them (grouped digits, MM/YY), and
// masking: the storefront formats what is typed for the provider, the API keeps only masked numbers.

/** Uzcard, Humo, Visa and Mastercard numbers are 16 digits; the card schemes allow 13 to 19. */
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** What the storefront's form asks for (the cards Payme takes: Uzcard and Humo, 16 digits). */
export const CARD_NUMBER_DIGITS = 16;

/** The digits of what was typed, at most 19 (spaces, dashes and anything else dropped). */
export function cardDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
}

/** `8600495473316478` → `8600 4954 7331 6478`: groups of four, as printed on the card. */
export function formatCardNumber(typed: string): string {
  return (cardDigits(typed).match(/.{1,4}/g) ?? []).join(' ');
}

/** The Luhn check every card number passes: catches a mistyped digit before the provider is asked. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** A complete card number as the form takes it: 16 digits passing Luhn. */
export function isCardNumber(typed: string): boolean {
  const digits = cardDigits(typed);
  return digits.length === CARD_NUMBER_DIGITS && digits.length === typed.replace(/\D/g, '').length && passesLuhn(digits);
}

/** What is typed into the expiry field, kept as `MM/YY` while typing: `0`, `03`, `03/`, `03/9`, `03/99`. */
export function formatExpiry(typed: string): string {
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  // A first digit above 1 can only be a one-digit month: 4 → 04.
  if (digits.length >= 1 && Number(digits[0]) > 1) digits = `0${digits}`.slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 && typed.trim().endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface CardExpiry {
  month: number;
  /** Two digits, as on the card. */
  year: number;
}

/** `03/99`, `0399` or `03 / 99` → month and two-digit year; null when it is no expiry date. */
export function parseExpiry(value: string): CardExpiry | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

const two = (value: number) => String(value).padStart(2, '0');

/** `MM/YY`, as the customer reads it. */
export function expiryText(expiry: CardExpiry): string {
  return `${two(expiry.month)}/${two(expiry.year)}`;
}

/** `MMYY`, as Payme's cards.create takes it. */
export function expiryForPayme(expiry: CardExpiry): string {
  return `${two(expiry.month)}${two(expiry.year)}`;
}

/**
 * Whether a card with this expiry still works at `now` (it is valid through the last day of its month).
 * Two-digit years are read in this century and the next (a card is never issued for 80 years).
 */
export function isExpiryInFuture(expiry: CardExpiry, now: Date): boolean {
  const thisYear = now.getUTCFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  let year = century + expiry.year;
  if (year < thisYear - 20) year += 100;
  return year > thisYear || (year === thisYear && expiry.month >= now.getUTCMonth() + 1);
}

/** A run of 13 to 19 digits, possibly in groups separated by single spaces or dashes: a card number typed anywhere. */
const PAN_RUN = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/;

/** Whether the text holds something shaped like a full card number. */
export function containsCardNumber(text: string): boolean {
  return PAN_RUN.test(text);
}

/**
 * The number as it may be kept and shown: `860049******6478`. A number the provider already masked is kept
 * as it is; a full one (never expected from the provider) loses all but its first six and last four digits.
 */
export function maskCardNumber(number: string): string {
  const compact = number.replace(/[\s-]/g, '');
  if (!containsCardNumber(compact)) return compact;
  const digits = cardDigits(compact);
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

/** The last four digits of a (masked) number, for "•••• 6478". */
export function lastFour(number: string): string {
  return number.replace(/\D/g, '').slice(-4);
}
