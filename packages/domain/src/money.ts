// Money: integer tiyin inside the domain and the database, so'm at the API edge (ARCHITECTURE §4).
import type { Language } from './i18n.ts';
import { formatNumber, NBSP } from './number-format.ts';

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

/**
 * "45 000 so'm": grouped by thousands with a non-breaking space, at most 2 decimals (with the
 * decimal mark of the language, see formatNumber), then the currency label of the language.
 */
export function formatSom(som: number, language: Language): string {
  return `${formatNumber(som, language, { minimumGroupingDigits: 1 })}${NBSP}${currencyLabel(language)}`;
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
