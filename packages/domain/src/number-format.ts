// Numbers as the storefront prints them (prices, portions, calories). Digits come from en-US and the
// separators are set by hand, so the server and every browser produce byte-identical HTML (ICU
// versions differ in their group separators and decimal marks).
import { RTL_LANGUAGES, type Language } from './i18n.ts';

export const NBSP = '\u00a0';

const COMMA_DECIMAL: ReadonlySet<Language> = new Set(['uz', 'ru', 'kz', 'tr']);

/** The decimal mark of the language: a comma in Uzbek, Russian, Kazakh and Turkish, else a point. */
export function decimalMark(language: Language): ',' | '.' {
  return COMMA_DECIMAL.has(language) ? ',' : '.';
}

export interface FormatNumberOptions {
  /** Decimals shown at most, rounded, trailing zeros dropped. Default 2. */
  maximumFractionDigits?: number;
  /**
   * How many digits must stand before the first thousands group: 1 groups "1 250" (prices), 2 (the
   * default, CLDR's "min2") keeps four-digit quantities whole ("1150 kcal") and groups "12 500".
   */
  minimumGroupingDigits?: 1 | 2;
}

const enUsFormatters = new Map<number, Intl.NumberFormat>();

function enUsFormatter(maximumFractionDigits: number): Intl.NumberFormat {
  let formatter = enUsFormatters.get(maximumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits, useGrouping: true });
    enUsFormatters.set(maximumFractionDigits, formatter);
  }
  return formatter;
}

/**
 * A number in the language's notation: "0,3" in Russian, "0.3" in English; thousands grouped with a
 * non-breaking space so a figure never breaks across lines.
 */
export function formatNumber(value: number, language: Language, options: FormatNumberOptions = {}): string {
  const { maximumFractionDigits = 2, minimumGroupingDigits = 2 } = options;
  const [whole = '0', fraction] = enUsFormatter(maximumFractionDigits).format(value).split('.');
  const digits = whole.replace(/\D/g, '').length;
  const grouped = whole.replace(/,/g, digits >= 3 + minimumGroupingDigits ? NBSP : '');
  const number = fraction ? `${grouped}${decimalMark(language)}${fraction}` : grouped;
  // In right-to-left text the space-separated digit groups would be reordered ("000 28"):
  // isolate the number as left-to-right.
  return RTL_LANGUAGES.has(language) ? `\u2066${number}\u2069` : number;
}
