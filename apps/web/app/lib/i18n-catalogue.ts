// Every storefront text in every language: what the server renders with, and where the root loader
// takes the one language a page needs from. Not for the browser bundle (all 7 languages are ~190 KB):
// lib/i18n.ts reads it only under `import.meta.env.SSR`, a branch the client build removes.
import type { Language } from '@dastarkhan/domain/i18n';
import { accountMessages } from '../features/account/locales.ts';
import { addressesMessages } from '../features/addresses/locales.ts';
import { addressPickerMessages } from '../features/addresses/picker-locales.ts';
import { branchesMessages } from '../features/branches/locales.ts';
import { basketMessages } from '../features/basket/locales.ts';
import { cardsMessages } from '../features/cards/locales.ts';
import { catalogueMessages } from '../features/catalogue/locales.ts';
import { checkoutMessages } from '../features/checkout/locales.ts';
import { notificationsMessages } from '../features/notifications/locales.ts';
import { ordersMessages } from '../features/orders/locales.ts';
import { storiesMessages } from '../features/stories/locales.ts';
import { promosMessages } from '../features/promos/locales.ts';
import { reviewsMessages } from '../features/reviews/locales.ts';
import { reservationsMessages } from '../features/reservations/locales.ts';
import type { PageTexts, TextTree } from './i18n.ts';
import { toKeptJson, type KeptJson } from './kept-json.ts';
import { commonMessages } from './locales/common.ts';

/** Where a language lacks a text, the page shows the English one. */
export const FALLBACK_LANGUAGE: Language = 'eng';

/** One language's own texts, before the English fallback (exported for the completeness test). */
export function catalogueOf(language: Language): PageTexts {
  return {
    common: commonMessages[language],
    catalogue: catalogueMessages[language],
    account: accountMessages[language],
    basket: basketMessages[language],
    checkout: checkoutMessages[language],
    orders: ordersMessages[language],
    addresses: addressesMessages[language],
    addressPicker: addressPickerMessages[language],
    branches: branchesMessages[language],
    cards: cardsMessages[language],
    promos: promosMessages[language],
    stories: storiesMessages[language],
    notifications: notificationsMessages[language],
    reviews: reviewsMessages[language],
    reservations: reservationsMessages[language],
  };
}

/** `texts` with every text it lacks (or has empty) taken from `fallback`. */
export function withFallback(texts: TextTree | undefined, fallback: TextTree): TextTree {
  const merged: Record<string, string | TextTree> = {};
  for (const [key, english] of Object.entries(fallback)) {
    const own = texts?.[key];
    if (typeof english === 'string') merged[key] = typeof own === 'string' && own.trim() !== '' ? own : english;
    else merged[key] = withFallback(typeof own === 'object' ? own : undefined, english);
  }
  // Texts only this language has (none today) are kept too.
  for (const [key, own] of Object.entries(texts ?? {})) if (!(key in merged)) merged[key] = own;
  return merged;
}

const resolved = new Map<Language, PageTexts>();

/**
 * The texts of one language with the English fallback already applied, so an i18next instance built
 * from them needs no second language: the browser gets exactly this and renders what the server did.
 */
export function pageTexts(language: Language): PageTexts {
  let texts = resolved.get(language);
  if (!texts) {
    const own = catalogueOf(language);
    texts = language === FALLBACK_LANGUAGE ? own : (withFallback(own, catalogueOf(FALLBACK_LANGUAGE)) as PageTexts);
    resolved.set(language, texts);
  }
  return texts;
}

const sent = new Map<Language, KeptJson<PageTexts>>();

/**
 * pageTexts as the root loader sends them: one JSON string per language, made once, so a page's data
 * stream carries one string instead of encoding some 650 texts one by one on every request.
 */
export function pageTextsJson(language: Language): KeptJson<PageTexts> {
  let json = sent.get(language);
  if (!json) sent.set(language, (json = toKeptJson(pageTexts(language))));
  return json;
}
