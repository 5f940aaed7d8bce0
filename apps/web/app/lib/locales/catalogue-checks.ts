// Test helper: the checks every text catalogue passes — each interface language has every English
// key, none empty, the same placeholders, and is translated rather than copied from English.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@dastarkhan/domain/i18n';

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, `${path}.`)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{-?\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/**
 * Registers the completeness tests of one catalogue. `maxCopiedFromEnglish`: how many texts a
 * language may share with English (Latin-script languages share words like kg, kcal).
 */
export function describeCatalogueCompleteness(name: string, messages: Record<Language, unknown>, options: { maxCopiedFromEnglish: number }): void {
  const reference = leaves(messages.eng);
  describe(`${name} texts`, () => {
    it.each(LANGUAGES)('%s has every text, none empty, with the same placeholders as English', (language) => {
      const texts = leaves(messages[language]);
      expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(reference.get(key) ?? ''));
      }
    });

    it('is translated, not copied from English', () => {
      for (const language of LANGUAGES.filter((code) => code !== 'eng')) {
        const texts = leaves(messages[language]);
        const copied = [...texts].filter(([key, text]) => text === reference.get(key) && /[a-z]{3}/i.test(text.replace(/\{\{[^}]+\}\}/g, '')));
        expect(copied.length, `${language}: ${copied.map(([key]) => key).join(', ')}`).toBeLessThanOrEqual(options.maxCopiedFromEnglish);
      }
    });
  });
}
