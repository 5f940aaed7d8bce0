// The merchant's colours as CSS variables: the brand colour, a readable text colour on top of it,
// and a variant of the brand that stays legible as text on the page background.
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';

export const DEFAULT_BRAND = '#FCE000';

/**
 * The look of a page without a merchant (or before its settings are known): WebSettingsSchema's
 * defaults, spelled out so the browser need not carry zod to parse `{}` (theme.test.ts keeps them equal).
 */
export const DEFAULT_LOOK: Pick<WebSettings, 'mainColor' | 'mainColorType' | 'isDark'> = {
  mainColor: DEFAULT_BRAND,
  mainColorType: 'light',
  isDark: false,
};
const DARK_TEXT = '#1A1A1A';
const LIGHT_TEXT = '#FFFFFF';
const LIGHT_SURFACE = '#FFFFFF';
const DARK_SURFACE = '#1C1F23';
/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** `#rgb`/`#rrggbb` (with or without `#`) → channels; anything else → null (never trust it in CSS). */
export function parseHexColor(value: string | null | undefined): Rgb | null {
  const hex = value?.trim().replace(/^#/, '') ?? '';
  if (/^[0-9a-f]{3}$/i.test(hex)) {
    return [0, 1, 2].map((index) => parseInt(hex.charAt(index).repeat(2), 16)) as Rgb;
  }
  if (/^[0-9a-f]{6}$/i.test(hex)) {
    return [0, 2, 4].map((index) => parseInt(hex.slice(index, index + 2), 16)) as Rgb;
  }
  return null;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

function channelLuminance(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map(channelLuminance) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((channel, index) => channel + ((to[index] as number) - channel) * amount) as Rgb;
}

export interface ThemeColors {
  brand: string;
  /** Text on a brand-coloured background. */
  brandContrast: string;
  /** The brand colour as text on the page surface, darkened (or lightened) until it is readable. */
  brandInk: string;
}

/**
 * Text on the brand colour: whichever of dark and white reads better. `mainColorType` ("light"
 * means a light brand colour, so dark text) only decides when both are equally good.
 */
export function themeColors(settings: Pick<WebSettings, 'mainColor' | 'mainColorType' | 'isDark'>): ThemeColors {
  const rgb = parseHexColor(settings.mainColor) ?? (parseHexColor(DEFAULT_BRAND) as Rgb);
  const dark = parseHexColor(DARK_TEXT) as Rgb;
  const light = parseHexColor(LIGHT_TEXT) as Rgb;
  const darkContrast = contrastRatio(rgb, dark);
  const lightContrast = contrastRatio(rgb, light);
  let brandContrast =
    darkContrast === lightContrast ? (settings.mainColorType === 'dark' ? LIGHT_TEXT : DARK_TEXT) : darkContrast > lightContrast ? DARK_TEXT : LIGHT_TEXT;
  // Mid-tone reds and blues reach AA with neither: pure black is the last resort.
  if (Math.max(darkContrast, lightContrast) < MIN_CONTRAST && contrastRatio(rgb, [0, 0, 0]) > lightContrast) brandContrast = '#000000';

  const surface = parseHexColor(settings.isDark ? DARK_SURFACE : LIGHT_SURFACE) as Rgb;
  const towards = settings.isDark ? light : dark;
  let ink = rgb;
  for (let step = 1; step <= 20 && contrastRatio(ink, surface) < MIN_CONTRAST; step += 1) {
    ink = mix(rgb, towards, step / 20);
  }
  return { brand: toHex(rgb), brandContrast, brandInk: toHex(ink) };
}
