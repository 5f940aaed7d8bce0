// Languages of the storefront and how localized entity text is chosen. No zod here: browser pages
// need these on every load; the schemas are in contracts/localized-text.ts.

/** Interface languages (text catalogues exist for each). `eng` is the spec's code for English. */
export const LANGUAGES = ['uz', 'ru', 'eng', 'kz', 'tr', 'zh', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages that merchant data (names, descriptions) is written in. */
export const CONTENT_LANGUAGES = ['uz', 'ru', 'eng'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A leading path segment in these languages is moved to the `lang` cookie (spec §2). */
export const ROUTE_LANGUAGES = ['ru', 'uz'] as const;

export const DEFAULT_LANGUAGE: Language = 'uz';
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar']);

/** BCP-47 locale per interface language, used by Intl on server and client alike. */
export const LOCALE_BY_LANGUAGE: Record<Language, string> = {
  uz: 'uz-UZ',
  ru: 'ru-RU',
  eng: 'en-US',
  kz: 'kk-KZ',
  tr: 'tr-TR',
  zh: 'zh-CN',
  ar: 'ar',
};

/** Merchant-written text in the content languages (LocalizedTextSchema is its contract). */
export type LocalizedText = Record<ContentLanguage, string>;

// Content exists in uz/ru/eng only; the other interface languages read the closest one.
const CONTENT_FALLBACKS: Record<Language, readonly ContentLanguage[]> = {
  uz: ['uz', 'ru', 'eng'],
  ru: ['ru', 'uz', 'eng'],
  eng: ['eng', 'ru', 'uz'],
  kz: ['ru', 'eng', 'uz'],
  tr: ['uz', 'eng', 'ru'],
  zh: ['eng', 'ru', 'uz'],
  ar: ['eng', 'ru', 'uz'],
};

/** The text in `language`, else the first non-empty fallback, else ''. */
export function pickLocalized(text: Partial<LocalizedText> | null | undefined, language: Language): string {
  if (!text) return '';
  for (const lang of CONTENT_FALLBACKS[language]) {
    const value = text[lang];
    if (value && value.trim() !== '') return value;
  }
  return '';
}

/**
 * `text` as a page in `language` shows it: pickLocalized's answer, kept under the language's first content
 * language, the others empty. pickLocalized reads the same from it as from `text`.
 */
export function localizedOnlyIn(text: Partial<LocalizedText> | null | undefined, language: Language): LocalizedText {
  const only: LocalizedText = { uz: '', ru: '', eng: '' };
  only[CONTENT_FALLBACKS[language][0]!] = pickLocalized(text, language);
  return only;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
