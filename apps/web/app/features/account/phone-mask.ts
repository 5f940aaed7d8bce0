// The sign-in phone mask: what the field shows after each keystroke ("+998 90 123 45 67") and
// where the caret goes, so deleting a space deletes a digit and editing mid-number keeps its place.
import { formatPhoneAsTyped } from '@dastarkhan/domain/customer-phone';

/** E.164 allows at most 15 digits. */
const MAX_DIGITS = 15;

export interface MaskedPhone {
  value: string;
  /** Caret position in `value`. */
  caret: number;
}

function digitsIn(text: string): string {
  return text.replace(/\D/g, '');
}

/** Where the caret stands after `digitCount` digits of `value`. */
function caretAfterDigits(value: string, digitCount: number): number {
  if (digitCount <= 0) return value.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < value.length; index += 1) {
    if (/\d/.test(value[index] ?? '')) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return value.length;
}

/**
 * The field's next state when its text changed from `previous` to `raw` with the caret at `caret`.
 * A number typed or pasted without "+" is national: it gets `callingCode` in front.
 */
export function maskPhoneInput(previous: string, raw: string, caret: number | null, callingCode = '998'): MaskedPhone {
  let digits = digitsIn(raw);
  const at = caret ?? raw.length;
  let digitsBeforeCaret = digitsIn(raw.slice(0, at)).length;

  // Backspace over a space or the "+" leaves the digits as they were: delete the digit before it.
  if (digits === digitsIn(previous) && raw.length < previous.length && digitsBeforeCaret > 0) {
    digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  }

  if (digits !== '' && !raw.trimStart().startsWith('+') && !digits.startsWith(callingCode)) {
    digits = callingCode + digits;
    digitsBeforeCaret += callingCode.length;
  }

  digits = digits.slice(0, MAX_DIGITS);
  const value = digits === '' ? '' : formatPhoneAsTyped(digits);
  const atEnd = at >= raw.length;
  return { value, caret: atEnd ? value.length : caretAfterDigits(value, Math.min(digitsBeforeCaret, digits.length)) };
}

/** What the field shows before anything is typed: the calling code, ready for the number. */
export function initialPhoneValue(phone: string | null | undefined, callingCode = '998'): string {
  const digits = digitsIn(phone ?? '');
  return digits ? formatPhoneAsTyped(digits) : `+${callingCode} `;
}
