// i18next for server and client alike: one initialised instance per language, all texts bundled,
// so rendering is synchronous and the server and the browser produce the same markup.
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { LANGUAGES, type Language } from '@dastarkhan/domain/i18n';
import { accountMessages } from '../features/account/locales.ts';
import { addressesMessages } from '../features/addresses/locales.ts';
import { addressPickerMessages } from '../features/addresses/picker-locales.ts';
import { branchesMessages } from '../features/branches/locales.ts';
import { basketMessages } from '../features/basket/locales.ts';
import { cardsMessages } from '../features/cards/locales.ts';
import { catalogueMessages } from '../features/catalogue/locales.ts';
import { checkoutMessages } from '../features/checkout/locales.ts';
import { ordersMessages } from '../features/orders/locales.ts';
import { commonMessages } from './locales/common.ts';
import { LANGUAGE_TAG } from './language.ts';

export const NAMESPACES = ['common', 'catalogue', 'account', 'basket', 'checkout', 'orders', 'addresses', 'addressPicker', 'branches', 'cards'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const FALLBACK: Language = 'eng';

function resourcesOf(language: Language) {
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
  };
}

// Instances hold no per-request state (the language is fixed per instance), so sharing them
// between concurrent server renders is safe.
const instances = new Map<Language, I18n>();

/**
 * An i18next instance with every text bundled and initialised synchronously, so that rendering needs no
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

export function i18nFor(language: Language): I18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const tag = LANGUAGE_TAG[language];
  const fallbackTag = LANGUAGE_TAG[FALLBACK];
  const instance = bundledI18n({
    tag,
    fallbackTag,
    supportedTags: LANGUAGES.map((code) => LANGUAGE_TAG[code]),
    resources: { [tag]: resourcesOf(language), [fallbackTag]: resourcesOf(FALLBACK) },
    namespaces: NAMESPACES,
    defaultNamespace: 'common',
  });
  instances.set(language, instance);
  return instance;
}

// react-i18next's useTranslation() copies every own property of the instance it is given (40-odd:
// i18next binds its methods onto the instance) into a fresh wrapper, once per component using it;
// on the server that is every component of every page. The provider gets an empty object whose
// prototype is the instance instead: everything is read through to the instance (its methods are
// bound to it), and the copy is of nothing. The language of an instance never changes, so nothing
// is ever written through this view.
const providerViews = new Map<Language, I18n>();

/** The instance of `language` as I18nextProvider should be given it. */
export function i18nForProvider(language: Language): I18n {
  let view = providerViews.get(language);
  if (!view) {
    view = Object.create(i18nFor(language)) as I18n;
    providerViews.set(language, view);
  }
  return view;
}

/** A `t` for loaders and `meta` (no React context there). */
export function translator(language: Language, namespace: Namespace = 'common') {
  return i18nFor(language).getFixedT(LANGUAGE_TAG[language], namespace);
}
