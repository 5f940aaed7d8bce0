import { describe, expect, it } from 'vitest';
import { WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import { contrastRatio, DEFAULT_LOOK, parseHexColor, themeColors } from './theme.ts';

const rgb = (hex: string) => parseHexColor(hex) as [number, number, number];

describe('themeColors', () => {
  it('puts dark text on the default yellow and keeps the yellow itself', () => {
    const colors = themeColors({ mainColor: '#FCE000', mainColorType: 'light', isDark: false });
    expect(colors.brand).toBe('#FCE000');
    expect(colors.brandContrast).toBe('#1A1A1A');
  });

  it('puts white text on a dark brand colour even when mainColorType says light', () => {
    expect(themeColors({ mainColor: '#0B3D91', mainColorType: 'light', isDark: false }).brandContrast).toBe('#FFFFFF');
  });

  it('makes the brand readable as text on the page (AA contrast)', () => {
    for (const color of ['#FCE000', '#FF6B00', '#8BC34A', '#00BCD4']) {
      const { brandInk } = themeColors({ mainColor: color, mainColorType: 'light', isDark: false });
      expect(contrastRatio(rgb(brandInk), rgb('#FFFFFF'))).toBeGreaterThanOrEqual(4.5);
    }
    const dark = themeColors({ mainColor: '#3A0CA3', mainColorType: 'dark', isDark: true });
    expect(contrastRatio(rgb(dark.brandInk), rgb('#1C1F23'))).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves an already readable brand colour alone', () => {
    expect(themeColors({ mainColor: '#B00020', mainColorType: 'dark', isDark: false }).brandInk).toBe('#B00020');
  });

  it('falls back to the default colour for anything that is not a hex colour', () => {
    expect(themeColors({ mainColor: 'red;}</style><script>', mainColorType: 'light', isDark: false }).brand).toBe('#FCE000');
    expect(themeColors({ mainColor: 'abc', mainColorType: 'light', isDark: false }).brand).toBe('#AABBCC');
  });

  it('has text on the brand colour with at least AA contrast for typical brand colours', () => {
    for (const color of ['#FCE000', '#E53935', '#1E88E5', '#43A047', '#212121', '#FFFFFF']) {
      const { brand, brandContrast } = themeColors({ mainColor: color, mainColorType: 'light', isDark: false });
      expect(contrastRatio(rgb(brand), rgb(brandContrast))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('DEFAULT_LOOK', () => {
  it('is the look the settings have when a merchant set none', () => {
    const { mainColor, mainColorType, isDark } = WebSettingsSchema.parse({});
    expect(DEFAULT_LOOK).toEqual({ mainColor, mainColorType, isDark });
  });
});
