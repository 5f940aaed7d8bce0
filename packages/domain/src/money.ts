// Money: integer tiyin inside the domain and the database, so'm at the API edge (ARCHITECTURE §4).
import { RTL_LANGUAGES, type Language } from './i18n.ts';

export const TIYIN_PER_SOM = 100;

/** so'm (at most 2 decimals) → integer tiyin. */
export function somToTiyin(som: number): number {
  return Math.round(som * TIYIN_PER_SOM);
}

/** integer tiyin → so'm as a JSON number with at most 2 decimals. */
export function tiyinToSom(tiyin: number): number {
  return tiyin / TIYIN_PER_SOM;
}

const CURRENCY_LABEL: Record<Language, string> = {
  uz: "so'm",
  ru: 'сум',
  eng: 'sum',
  kz: 'теңге',
  tr: 'sum',
  zh: '苏姆',
  ar: 'سوم',
};

export function currencyLabel(language: Language): string {
  return CURRENCY_LABEL[language];
}

// Formatting is done by hand on top of en-US digits so that the server and every browser
// produce byte-identical HTML (ICU versions differ in their group separators).
const groupingFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: true });
const COMMA_DECIMAL: ReadonlySet<Language> = new Set(['uz', 'ru', 'kz', 'tr']);
const NBSP = '\u00a0';

/**
 * "45 000 so'm": grouped by thousands with a non-breaking space, at most 2 decimals
 * (decimal comma where the language uses one), then the currency label of the language.
 */
export function formatSom(som: number, language: Language): string {
  const [whole = '0', fraction] = groupingFormatter.format(som).split('.');
  const grouped = whole.replace(/,/g, NBSP);
  const decimalMark = COMMA_DECIMAL.has(language) ? ',' : '.';
  const number = fraction ? `${grouped}${decimalMark}${fraction}` : grouped;
  // In right-to-left text the space-separated digit groups would be reordered ("000 28"):
  // isolate the number as left-to-right.
  const directed = RTL_LANGUAGES.has(language) ? `\u2066${number}\u2069` : number;
  return `${directed}${NBSP}${currencyLabel(language)}`;
}

export function formatTiyin(tiyin: number, language: Language): string {
  return formatSom(tiyinToSom(tiyin), language);
}

/** Price after a percent discount, rounded half-up to a whole tiyin (the one rounding rule). */
export function applyPercentDiscount(tiyin: number, percent: number): number {
  if (percent <= 0) return tiyin;
  if (percent >= 100) return 0;
  return tiyin - Math.round((tiyin * percent) / 100);
}
