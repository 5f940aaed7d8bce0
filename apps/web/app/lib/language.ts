// Which interface language a page is rendered in, and which languages a merchant offers.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, RTL_LANGUAGES, type Language } from '@dastarkhan/domain/i18n';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';

/** Each language named in itself, so a customer finds their own whatever the page language is. */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  uz: "O'zbekcha",
  ru: 'Русский',
  eng: 'English',
  kz: 'Қазақша',
  tr: 'Türkçe',
  zh: '中文',
  ar: 'العربية',
};

/** BCP-47 tag for `<html lang>` and i18next (plural rules need real tags: `eng` → `en`, `kz` → `kk`). */
export const LANGUAGE_TAG: Record<Language, string> = {
  uz: 'uz',
  ru: 'ru',
  eng: 'en',
  kz: 'kk',
  tr: 'tr',
  zh: 'zh',
  ar: 'ar',
};

const ACTIVE_FLAG: Record<Language, keyof WebSettings> = {
  uz: 'uzActive',
  ru: 'ruActive',
  eng: 'engActive',
  kz: 'kzActive',
  tr: 'trActive',
  zh: 'zhActive',
  ar: 'arActive',
};

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** Languages the merchant switched on; the main language is always among them. */
export function activeLanguages(settings: WebSettings): Language[] {
  const active = LANGUAGES.filter((language) => settings[ACTIVE_FLAG[language]] === true);
  return active.includes(settings.mainLanguage) ? active : [settings.mainLanguage, ...active];
}

/**
 * The `lang` cookie when it names a language the merchant offers, else the merchant's main
 * language, else uz. A merchant that switches a language off thereby forces its customers onto
 * the others (the spec's per-brand "forced to Russian" becomes this setting).
 */
export function resolveLanguage(cookieValue: string | null | undefined, settings: WebSettings | null): Language {
  if (!settings) return isLanguage(cookieValue) ? cookieValue : DEFAULT_LANGUAGE;
  if (isLanguage(cookieValue) && activeLanguages(settings).includes(cookieValue)) return cookieValue;
  return settings.mainLanguage;
}
