// The console's own i18next: one synchronously initialised instance per console language (uz, ru, eng)
// with the shell's and every console feature's texts, the console language (its own cookie), and the
// localized text of an API error.
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { pickLocalized, type Language, type LocalizedText } from '@dastarkhan/domain/i18n';
import { accessMessages } from '../features/access/locales.ts';
import { boardMessages } from '../features/board/locales.ts';
import { brandMessages } from '../features/brand/locales.ts';
import { menuMessages } from '../features/menu/locales.ts';
import { placesMessages } from '../features/places/locales.ts';
import { reportsMessages } from '../features/reports/locales.ts';
import { reservationsMessages } from '../features/reservations/locales.ts';
import { reviewsMessages } from '../features/reviews/locales.ts';
import { bundledI18n } from '../../lib/i18n.ts';
import { LANGUAGE_TAG } from '../../lib/language.ts';
import { consoleMessages } from '../layout/locales.ts';
import { CONSOLE_LAYOUT_ROUTE_ID } from './console-paths.ts';

export const CONSOLE_LANGUAGES = ['uz', 'ru', 'eng'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const DEFAULT_CONSOLE_LANGUAGE: ConsoleLanguage = 'uz';

/** The console's language choice, apart from the storefront's `lang` (staff and customers differ). */
export const CONSOLE_LANGUAGE_COOKIE = 'dk_console_lang';
/** The storefront's language cookie, the console's fallback. */
const STOREFRONT_LANGUAGE_COOKIE = 'lang';

export const CONSOLE_NAMESPACES = ['console', 'board', 'menu', 'places', 'brand', 'reports', 'reviews', 'reservations', 'access'] as const;
export type ConsoleNamespace = (typeof CONSOLE_NAMESPACES)[number];

const FALLBACK: ConsoleLanguage = 'eng';

export function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}

/** The console language of a request: the console's cookie, else the storefront's language when it is uz/ru/eng, else uz. */
export function consoleLanguageOf(cookies: Record<string, string | undefined>, storefrontLanguage?: Language | null): ConsoleLanguage {
  const chosen = cookies[CONSOLE_LANGUAGE_COOKIE];
  if (isConsoleLanguage(chosen)) return chosen;
  if (isConsoleLanguage(storefrontLanguage)) return storefrontLanguage;
  const storefront = cookies[STOREFRONT_LANGUAGE_COOKIE];
  if (isConsoleLanguage(storefront)) return storefront;
  return DEFAULT_CONSOLE_LANGUAGE;
}

/** Browser only: remembers the console language for a year. */
export function writeConsoleLanguageCookie(language: ConsoleLanguage): void {
  document.cookie = `${CONSOLE_LANGUAGE_COOKIE}=${language}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`;
}

function resourcesOf(language: ConsoleLanguage) {
  return {
    console: consoleMessages[language],
    board: boardMessages[language],
    menu: menuMessages[language],
    places: placesMessages[language],
    brand: brandMessages[language],
    reports: reportsMessages[language],
    reviews: reviewsMessages[language],
    reservations: reservationsMessages[language],
    access: accessMessages[language],
  };
}

// An instance holds no per-request state (its language is fixed), so concurrent server renders share it.
const instances = new Map<ConsoleLanguage, I18n>();

export function consoleI18n(language: ConsoleLanguage): I18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = bundledI18n({
    tag: LANGUAGE_TAG[language],
    fallbackTag: LANGUAGE_TAG[FALLBACK],
    supportedTags: CONSOLE_LANGUAGES.map((code) => LANGUAGE_TAG[code]),
    resources: { [LANGUAGE_TAG[language]]: resourcesOf(language), [LANGUAGE_TAG[FALLBACK]]: resourcesOf(FALLBACK) },
    namespaces: CONSOLE_NAMESPACES,
    defaultNamespace: 'console',
  });
  instances.set(language, instance);
  return instance;
}

/** A console `t`: keys are dotted paths inside the namespace; options carry interpolation values and `count`. */
export type ConsoleT = (key: string, options?: Record<string, unknown>) => string;

/** A `t` for loaders and `meta` (no React context there). */
export function consoleTranslator(language: ConsoleLanguage, namespace: ConsoleNamespace = 'console'): ConsoleT {
  return consoleI18n(language).getFixedT(LANGUAGE_TAG[language], namespace) as unknown as ConsoleT;
}

const ConsoleLanguageContext = createContext<ConsoleLanguage | null>(null);

/** Gives the console language to everything inside (and react-i18next's useTranslation the console's instance). */
export function ConsoleI18nProvider({ language, children }: { language: ConsoleLanguage; children?: ReactNode }) {
  return createElement(ConsoleLanguageContext.Provider, { value: language }, createElement(I18nextProvider, { i18n: consoleI18n(language) }, children));
}

/** The console language: the provider's, else the layout loader's, else uz. */
export function useConsoleLanguage(): ConsoleLanguage {
  const provided = useContext(ConsoleLanguageContext);
  const layout = useRouteLoaderData(CONSOLE_LAYOUT_ROUTE_ID) as { language?: ConsoleLanguage } | undefined;
  return provided ?? layout?.language ?? DEFAULT_CONSOLE_LANGUAGE;
}

/** `t` of a console namespace in the console language. */
export function useConsoleT(namespace: ConsoleNamespace = 'console'): ConsoleT {
  const language = useConsoleLanguage();
  return useMemo(() => consoleTranslator(language, namespace), [language, namespace]);
}

/** The API error's own text, or the console's words for no answer / an unknown failure. */
export function errorMessage(error: unknown, language: ConsoleLanguage): string {
  const t = consoleTranslator(language);
  if (typeof error === 'object' && error !== null) {
    const { status, description } = error as { status?: unknown; description?: unknown };
    if (status === 0) return t('errors.network');
    if (typeof description === 'object' && description !== null) {
      const text = pickLocalized(description as Partial<LocalizedText>, language);
      if (text) return text;
    }
    if (status === 404) return t('errors.notFound');
    if (status === 403) return t('errors.forbidden');
  }
  return t('errors.generic');
}
