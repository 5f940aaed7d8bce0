// What the number and money inputs hand the page for what is typed.
import { describe, expect, it } from 'vitest';
import { parseNumberInput } from './number-input.tsx';

describe('parseNumberInput', () => {
  it('reads whole numbers, decimals with a dot or a comma, and spaces between thousands', () => {
    expect(parseNumberInput('42', 0)).toBe(42);
    expect(parseNumberInput('12 500,5', 2)).toBe(12500.5);
    expect(parseNumberInput('0.25', 2)).toBe(0.25);
  });

  it('answers null for an empty input and undefined while it is not a number yet', () => {
    expect(parseNumberInput('  ', 2)).toBeNull();
    expect(parseNumberInput('12,', 2)).toBe(12);
    expect(parseNumberInput('1.234', 2)).toBeUndefined();
    expect(parseNumberInput('1.5', 0)).toBeUndefined();
    expect(parseNumberInput('abc', 2)).toBeUndefined();
  });
});
