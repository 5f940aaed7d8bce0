import { DEFAULT_LANGUAGE, type Language } from '@dastarkhan/domain/i18n';
import { useRootData } from './storefront.ts';

/** The interface language of the current page (from the root loader, so server and client agree). */
export function useLanguage(): Language {
  return useRootData()?.language ?? DEFAULT_LANGUAGE;
}
