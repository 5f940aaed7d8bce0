// Texts of product cards that come from the catalogue's translations (portion, "from …" price,
// discount), written out by the code that has the language at hand: loaders do it once per menu and
// language, so rendering a card calls no `t` at all (a hundred cards each looking up translations
// cost more than drawing them).
import type { TFunction } from 'i18next';
import type { Unit } from '@dastarkhan/domain/enums';
import type { Language } from '@dastarkhan/domain/i18n';
import { formatSom } from '@dastarkhan/domain/money';
import { formatNumber } from '@dastarkhan/domain/number-format';
import type { PriceView } from './menu-model.ts';

/** The `t` of `useTranslation('catalogue')` (or of `translator(language, 'catalogue')` in a loader). */
export type CatalogueT = TFunction<'catalogue'>;

export interface CardTexts {
  t: CatalogueT;
  language: Language;
}

/** A price tag as drawn: the amounts and the texts around them, in the page's language. */
export interface PriceTagView {
  /** What one costs, so'm. */
  finalSom: number;
  /** The same before the discount, so'm; equal to finalSom without one. */
  regularSom: number;
  /** "from 25 000 so'm" when required options add to the price; null shows the amount alone. */
  from: string | null;
  /** The struck-through price as a screen reader says it; null without a discount. */
  oldPrice: string | null;
}

/** A discount badge: "−10%" as shown and "10% off" as spoken. */
export interface DiscountTexts {
  short: string;
  label: string;
}

/** "0,3 l" / "0.3 l": the portion in the notation of the language; null when there is none. */
export function measureText({ t, language }: CardTexts, measure: number | null, unit: Unit): string | null {
  if (measure === null || measure <= 0) return null;
  return t('card.measure', { value: formatNumber(measure, language), unit: t(`units.${unit}`) });
}

export function priceTagView({ t, language }: CardTexts, price: PriceView): PriceTagView {
  const discounted = price.regularSom > price.finalSom;
  return {
    finalSom: price.finalSom,
    regularSom: price.regularSom,
    from: price.from ? t('card.priceFrom', { price: formatSom(price.finalSom, language) }) : null,
    oldPrice: discounted ? t('card.oldPrice', { price: formatSom(price.regularSom, language) }) : null,
  };
}

/** Null when there is no discount (no badge). */
export function discountTexts(t: CatalogueT, percent: number): DiscountTexts | null {
  if (percent <= 0) return null;
  return { short: t('card.discount', { percent }), label: t('card.discountLabel', { percent }) };
}
