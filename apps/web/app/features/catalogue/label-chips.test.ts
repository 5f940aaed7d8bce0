import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chipColors } from './label-chips.tsx';

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe('label chip colours', () => {
  it('keeps the merchant colour when dark or white text already reads well', () => {
    expect(chipColors('#FCE000')).toEqual({ background: '#fce000', color: '#111111' });
    expect(chipColors('#1d3557')).toEqual({ background: '#1d3557', color: '#ffffff' });
  });

  it('darkens a mid-tone colour until white text reaches 4.5:1', () => {
    const colors = chipColors('#777777');
    expect(colors?.color).toBe('#ffffff');
    expect(contrast(colors!.background, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('always gives readable text for any colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const colors = chipColors(`#${value.toString(16).padStart(6, '0')}`)!;
        return contrast(colors.background, colors.color) >= 4.5;
      }),
    );
  });

  it('ignores colours it cannot read', () => {
    expect(chipColors('red')).toBeNull();
  });
});
