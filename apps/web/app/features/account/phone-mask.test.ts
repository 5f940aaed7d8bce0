import { describe, expect, it } from 'vitest';
import { initialPhoneValue, maskPhoneInput } from './phone-mask.ts';

/** Types `text` key by key at the end of the field, as a customer would. */
function type(start: string, text: string): string {
  let value = start;
  for (const key of text) value = maskPhoneInput(value, value + key, value.length + 1).value;
  return value;
}

describe('phone mask', () => {
  it('formats an Uzbek number as it is typed', () => {
    expect(type(initialPhoneValue(null), '901234567')).toBe('+998 90 123 45 67');
    expect(type(initialPhoneValue(null), '90')).toBe('+998 90');
  });

  it('starts with the calling code, and shows a known number formatted', () => {
    expect(initialPhoneValue(null)).toBe('+998 ');
    expect(initialPhoneValue('998901234567')).toBe('+998 90 123 45 67');
  });

  it('reads a pasted national number as one of the home country', () => {
    expect(maskPhoneInput('', '90 123 45 67', 12).value).toBe('+998 90 123 45 67');
    expect(maskPhoneInput('', '998901234567', 12).value).toBe('+998 90 123 45 67');
    // With a "+", the customer chose the country.
    expect(maskPhoneInput('', '+7 701 123 4567', 15).value).toBe('+7 701 123 4567');
  });

  it('deletes the digit before a space when backspace hits the space', () => {
    // "+998 90 1|" → backspace removes "1"; "+998 90 |" → backspace on the space removes "0".
    const value = '+998 90 123';
    const afterSpace = maskPhoneInput(value, '+998 90123', 7);
    expect(afterSpace.value).toBe('+998 91 23');
    expect(afterSpace.caret).toBe(6);
  });

  it('keeps the caret beside the digit being edited mid-number', () => {
    const edited = maskPhoneInput('+998 90 123', '+998 950 123', 7);
    expect(edited.value).toBe('+998 95 012 3');
    expect(edited.caret).toBe(7);
  });

  it('never grows past 15 digits and empties cleanly', () => {
    expect(maskPhoneInput('', '+99890123456789012345', 21).value.replace(/\D/g, '')).toHaveLength(15);
    expect(maskPhoneInput('+9', '', 0)).toEqual({ value: '', caret: 0 });
  });
});
