// i18next for server and client alike: one synchronously initialised instance per language, so
// rendering needs no loading and the server and the browser produce the same markup. The server holds
// every text (lib/i18n-catalogue.ts); a browser holds only its page's language, which the root loader
// sends with the page (RootData.texts), so no language's texts are in the JavaScript a page loads.
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { Language } from '@dastarkhan/domain/i18n';
import { pageTexts } from './i18n-catalogue.ts';
import { fromKeptJson, type KeptJson } from './kept-json.ts';
import { LANGUAGE_TAG } from './language.ts';

export const NAMESPACES = ['common', 'catalogue', 'account', 'basket', 'checkout', 'orders', 'addresses', 'addressPicker', 'branches', 'cards', 'promos', 'stories', 'notifications', 'reviews', 'reservations'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A namespace's texts: nested objects of strings, read by dotted keys (`t('nav.menu')`). */
export type TextTree = { readonly [key: string]: string | TextTree };
/** Every text of one language, by namespace. */
export type PageTexts = Record<Namespace, TextTree>;

// Instances hold no per-request state (the language is fixed per instance), so sharing them
// between concurrent server renders is safe.
const instances = new Map<Language, I18n>();

/**
 * An i18next instance over texts it is given, initialised synchronously, so that rendering needs no
 * loading and the server and the browser produce the same markup (the storefront's and the console's).
 */
export function bundledI18n(options: {
  tag: string;
  fallbackTag: string;
  supportedTags: string[];
  resources: Resource;
  namespaces: readonly string[];
  defaultNamespace: string;
}): I18n {
  const instance = createInstance();
  void instance.init({
    lng: options.tag,
    fallbackLng: options.fallbackTag,
    supportedLngs: options.supportedTags,
    resources: options.resources,
    ns: [...options.namespaces],
    defaultNS: options.defaultNamespace,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * The texts an instance of `language` is built from. `import.meta.env.SSR` is a constant of each
 * build, so the browser bundle keeps only the second branch and never includes the catalogue.
 */
function textsOf(language: Language, sent: KeptJson<PageTexts> | undefined): PageTexts | undefined {
  if (import.meta.env.SSR) return pageTexts(language);
  return sent === undefined ? undefined : fromKeptJson(sent);
}

/**
 * The instance of `language`. In the browser, `texts` are the ones the root loader sent: the first
 * call for a language must pass them (the root layout does, before anything else translates).
 */
export function i18nFor(language: Language, texts?: KeptJson<PageTexts>): I18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const found = textsOf(language, texts);
  const tag = LANGUAGE_TAG[language];
  const instance = bundledI18n({
    tag,
    // The texts already carry the English fallback (pageTexts), so there is no second language to load.
    fallbackTag: tag,
    supportedTags: [tag],
    resources: found ? { [tag]: found } : {},
    namespaces: NAMESPACES,
    defaultNamespace: 'common',
  });
  // Without texts (only when the root loader failed, so none were sent) `t` answers with keys; such an
  // instance is not kept, so the texts still take effect once they arrive.
  if (found) instances.set(language, instance);
  return instance;
}

// react-i18next's useTranslation() copies every own property of the instance it is given (40-odd:
// i18next binds its methods onto the instance) into a fresh wrapper, once per component using it;
// on the server that is every component of every page. The provider gets an empty object whose
// prototype is the instance instead: everything is read through to the instance (its methods are
// bound to it), and the copy is of nothing. The language of an instance never changes, so nothing
// is ever written through this view.
const providerViews = new Map<Language, I18n>();

/** The instance of `language` as I18nextProvider should be given it (`texts`: as for i18nFor). */
export function i18nForProvider(language: Language, texts?: KeptJson<PageTexts>): I18n {
  let view = providerViews.get(language);
  if (!view) {
    const instance = i18nFor(language, texts);
    view = Object.create(instance) as I18n;
    if (instances.get(language) === instance) providerViews.set(language, view);
  }
  return view;
}

/** A `t` for loaders and `meta` (no React context there). */
export function translator(language: Language, namespace: Namespace = 'common') {
  return i18nFor(language).getFixedT(LANGUAGE_TAG[language], namespace);
}
