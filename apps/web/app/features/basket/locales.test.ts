// Every basket text exists in every interface language, translated, with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dastarkhan/domain/i18n';
import { basketMessages } from './locales.ts';

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
const reference = leaves(basketMessages.eng);

describe('basket texts', () => {
  it.each(LANGUAGES)('%s has every text, none empty, with the same placeholders as English', (language) => {
    const texts = leaves(basketMessages[language]);
    expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('is translated, not copied from English', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'eng')) {
      const texts = leaves(basketMessages[language]);
      const copied = [...texts].filter(([key, text]) => text === reference.get(key) && /[a-z]{3}/i.test(text.replace(/\{\{[^}]+\}\}/g, '')));
      // Latin-script languages may share a few words with English (kg, kcal): a handful at most.
      expect(copied.length, `${language}: ${copied.map(([key]) => key).join(', ')}`).toBeLessThanOrEqual(2);
    }
  });
});
