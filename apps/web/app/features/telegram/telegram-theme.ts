// Telegram's theme (themeParams, colorScheme) as the storefront's CSS variables (app.css), so the
// Mini App looks like the Telegram client around it. The brand colour stays where Telegram gives none.
import { contrastRatio, parseHexColor, themeColors, type ThemeColors } from '../../lib/theme.ts';

export type ColorScheme = 'light' | 'dark';

/** The keys of Telegram's themeParams the storefront uses (all optional: clients send what they have). */
export interface TelegramThemeParams {
  bg_color?: string;
  secondary_bg_color?: string;
  section_bg_color?: string;
  text_color?: string;
  hint_color?: string;
  subtitle_text_color?: string;
  button_color?: string;
  button_text_color?: string;
  section_separator_color?: string;
  destructive_text_color?: string;
}

export interface TelegramTheme {
  scheme: ColorScheme;
  /** CSS custom properties for <html>, values normalised to #RRGGBB. */
  variables: Record<string, string>;
}

type Rgb = [number, number, number];

const MIN_CONTRAST = 4.5;
const LIGHT_SURFACE: Rgb = [255, 255, 255];
const DARK_SURFACE: Rgb = [0x1c, 0x1f, 0x23];

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** Only well-formed hex colours reach CSS: Telegram's values come from outside. */
function color(value: unknown): string | null {
  const rgb = typeof value === 'string' ? parseHexColor(value) : null;
  return rgb ? toHex(rgb) : null;
}

/** The brand colour as text on `surface`: moved towards the ink colour until it reads at 4.5:1. */
function readableOn(brand: Rgb, surface: Rgb, ink: Rgb): string {
  let current = brand;
  for (let step = 1; step <= 20 && contrastRatio(current, surface) < MIN_CONTRAST; step += 1) {
    current = brand.map((channel, index) => channel + ((ink[index] as number) - channel) * (step / 20)) as Rgb;
  }
  return toHex(current);
}

/**
 * The variables to set on <html>. `brand` is the merchant's colours (lib/theme.ts), used when
 * Telegram sends no button colour; the readable brand text colour is recomputed against
 * Telegram's background either way.
 */
export function telegramTheme(params: TelegramThemeParams | null | undefined, scheme: ColorScheme, brand: ThemeColors): TelegramTheme {
  const p = params ?? {};
  const variables: Record<string, string> = {};
  const set = (name: string, value: string | null) => {
    if (value) variables[name] = value;
  };

  const surface = color(p.section_bg_color) ?? color(p.bg_color);
  const ink = color(p.text_color);
  set('--surface', surface);
  set('--canvas', color(p.secondary_bg_color) ?? color(p.bg_color));
  set('--ink', ink);
  set('--muted', color(p.hint_color) ?? color(p.subtitle_text_color));
  set('--line', color(p.section_separator_color));
  set('--danger', color(p.destructive_text_color));

  const button = color(p.button_color);
  const brandColor = button ?? brand.brand;
  const brandRgb = parseHexColor(brandColor) as Rgb;
  const surfaceRgb = (surface ? parseHexColor(surface) : null) ?? (scheme === 'dark' ? DARK_SURFACE : LIGHT_SURFACE);
  const inkRgb = (ink ? parseHexColor(ink) : null) ?? (scheme === 'dark' ? LIGHT_SURFACE : ([0x17, 0x19, 0x1c] as Rgb));
  variables['--brand'] = brandColor;
  // Telegram pairs its button colour with its own text colour; for a computed pairing, lib/theme.ts decides.
  variables['--brand-contrast'] = button
    ? (color(p.button_text_color) ?? themeColors({ mainColor: button, mainColorType: 'light', isDark: scheme === 'dark' }).brandContrast)
    : brand.brandContrast;
  variables['--brand-ink'] = readableOn(brandRgb, surfaceRgb, inkRgb);
  return { scheme, variables };
}

export interface AppliedTheme {
  /** Puts back what the page had before. */
  restore(): void;
}

/** Writes the theme onto <html>: the variables, `data-theme` (dark/light rules of app.css) and color-scheme. */
export function applyTelegramTheme(root: HTMLElement, theme: TelegramTheme): AppliedTheme {
  const previousTheme = root.getAttribute('data-theme');
  const previous = Object.keys(theme.variables).map((name) => [name, root.style.getPropertyValue(name)] as const);
  const previousScheme = root.style.getPropertyValue('color-scheme');
  for (const [name, value] of Object.entries(theme.variables)) root.style.setProperty(name, value);
  root.style.setProperty('color-scheme', theme.scheme);
  root.setAttribute('data-theme', theme.scheme);
  root.setAttribute('data-telegram', '');
  return {
    restore() {
      for (const [name, value] of previous) {
        if (value) root.style.setProperty(name, value);
        else root.style.removeProperty(name);
      }
      if (previousScheme) root.style.setProperty('color-scheme', previousScheme);
      else root.style.removeProperty('color-scheme');
      if (previousTheme === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', previousTheme);
      root.removeAttribute('data-telegram');
    },
  };
}
