import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, themeColors } from '../../lib/theme.ts';
import { applyTelegramTheme, telegramTheme } from './telegram-theme.ts';

const yellowBrand = themeColors({ mainColor: '#FCE000', mainColorType: 'light', isDark: false });

// Telegram Desktop's night theme as its client sends it.
const NIGHT = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  section_separator_color: '#111921',
  destructive_text_color: '#ec3942',
};

const contrast = (a: string, b: string) => contrastRatio(parseHexColor(a)!, parseHexColor(b)!);

describe('telegramTheme', () => {
  it("maps Telegram's colours onto the storefront's variables", () => {
    const theme = telegramTheme(NIGHT, 'dark', yellowBrand);
    expect(theme.scheme).toBe('dark');
    expect(theme.variables).toMatchObject({
      '--surface': '#17212B',
      '--canvas': '#232E3C',
      '--ink': '#F5F5F5',
      '--muted': '#708499',
      '--line': '#111921',
      '--danger': '#EC3942',
      '--brand': '#5288C1',
      '--brand-contrast': '#FFFFFF',
    });
  });

  it('keeps the brand colour when Telegram sends no button colour, readable on the Telegram background', () => {
    const theme = telegramTheme({ bg_color: '#ffffff', text_color: '#000000' }, 'light', yellowBrand);
    expect(theme.variables['--brand']).toBe('#FCE000');
    expect(theme.variables['--brand-contrast']).toBe(yellowBrand.brandContrast);
    // Yellow text on white is unreadable: the text variant is darkened until it passes AA.
    expect(contrast(theme.variables['--brand-ink']!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('makes the brand text colour readable on a dark Telegram background', () => {
    const navy = themeColors({ mainColor: '#1A237E', mainColorType: 'dark', isDark: false });
    const theme = telegramTheme({ bg_color: '#17212b' }, 'dark', navy);
    expect(contrast(theme.variables['--brand-ink']!, '#17212B')).toBeGreaterThanOrEqual(4.5);
  });

  it('pairs a Telegram button colour without a text colour with a readable one', () => {
    const theme = telegramTheme({ button_color: '#f5f5f5' }, 'light', yellowBrand);
    expect(contrast(theme.variables['--brand-contrast']!, '#F5F5F5')).toBeGreaterThanOrEqual(4.5);
  });

  it('lets nothing but hex colours into CSS', () => {
    const theme = telegramTheme({ bg_color: 'red; background: url(x)', text_color: 'rgb(0,0,0)', hint_color: '#abc' }, 'light', yellowBrand);
    expect(theme.variables['--surface']).toBeUndefined();
    expect(theme.variables['--ink']).toBeUndefined();
    expect(theme.variables['--muted']).toBe('#AABBCC');
  });

  it('changes only the brand variables when Telegram sends no theme at all', () => {
    expect(Object.keys(telegramTheme(undefined, 'light', yellowBrand).variables).sort()).toEqual(['--brand', '--brand-contrast', '--brand-ink']);
  });
});

/** Just enough of <html> for the theme writer: attributes and inline custom properties. */
function fakeRoot(attributes: Record<string, string>, style: Record<string, string>) {
  return {
    attributes,
    styles: style,
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
    removeAttribute: (name: string) => void delete attributes[name],
    style: {
      getPropertyValue: (name: string) => style[name] ?? '',
      setProperty: (name: string, value: string) => void (style[name] = value),
      removeProperty: (name: string) => void delete style[name],
    },
  };
}

describe('applyTelegramTheme', () => {
  it('switches <html> to the Telegram scheme and colours, and restores the page afterwards', () => {
    const root = fakeRoot({ 'data-theme': 'light' }, { '--brand': '#FCE000' });
    const applied = applyTelegramTheme(root as unknown as HTMLElement, telegramTheme(NIGHT, 'dark', yellowBrand));
    expect(root.attributes['data-theme']).toBe('dark');
    expect(root.styles['--brand']).toBe('#5288C1');
    expect(root.styles['--canvas']).toBe('#232E3C');
    expect(root.styles['color-scheme']).toBe('dark');

    applied.restore();
    expect(root.attributes).toEqual({ 'data-theme': 'light' });
    expect(root.styles).toEqual({ '--brand': '#FCE000' });
  });
});
