// One test over every registered namespace (NAMESPACES in lib/i18n.ts), so a namespace added later
// cannot be forgotten by the per-feature completeness tests: each of the seven interface languages
// has exactly English's keys (none missing, none extra), none empty, with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dastarkhan/domain/i18n';
import { NAMESPACES, type TextTree } from '../i18n.ts';
import { catalogueOf } from '../i18n-catalogue.ts';

function leaves(node: TextTree | undefined, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(node ?? {})) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{-?\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('every registered namespace in every language', () => {
  const english = catalogueOf('eng');

  it('the catalogue holds exactly the registered namespaces', () => {
    for (const language of LANGUAGES) expect(Object.keys(catalogueOf(language)).sort(), language).toEqual([...NAMESPACES].sort());
  });

  describe.each(NAMESPACES)('%s', (namespace) => {
    const reference = leaves(english[namespace]);

    it('has English texts', () => {
      expect(reference.size).toBeGreaterThan(0);
    });

    it.each(LANGUAGES.filter((language) => language !== 'eng'))('%s has every English key and no other', (language) => {
      const texts = leaves(catalogueOf(language)[namespace]);
      const missing = [...reference.keys()].filter((key) => !texts.has(key));
      const extra = [...texts.keys()].filter((key) => !reference.has(key));
      expect(missing, `${language}/${namespace} lacks`).toEqual([]);
      expect(extra, `${language}/${namespace} has extra`).toEqual([]);
      for (const [key, text] of texts) {
        expect(text.trim(), `${language}/${namespace} ${key}`).not.toBe('');
        expect(placeholders(text), `${language}/${namespace} ${key}`).toEqual(placeholders(reference.get(key) ?? ''));
      }
    });
  });
});
