import { describe, expect, it } from 'vitest';
import { formatGrade } from './product-grades.ts';

describe('formatGrade', () => {
  it('shows one decimal with the language’s decimal mark', () => {
    expect(formatGrade(4.56, 'eng')).toBe('4.6');
    expect(formatGrade(4.56, 'ru')).toBe('4,6');
    expect(formatGrade(5, 'uz')).toBe('5,0');
    expect(formatGrade(4.25, 'zh')).toBe('4.3');
  });
});
