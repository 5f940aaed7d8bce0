// Small shared helpers of the places pages: a localized name in the console language, and the coordinates
// a new branch or city starts from.
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import type { ConsoleLanguage } from '../../lib/console-i18n.ts';

export function nameOf(text: LocalizedText, language: ConsoleLanguage): string {
  return pickLocalized(text, language) || '—';
}

/** Where a map or a new place starts when there is nothing else to go by: central Tashkent. */
export const DEFAULT_CENTRE = { latitude: 41.3111, longitude: 69.2797 };
