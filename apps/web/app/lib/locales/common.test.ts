import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dastarkhan/domain/i18n';
import { commonMessages } from './common.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [nested, text] of flatten(value, path)) out.set(nested, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('shell texts', () => {
  const reference = flatten(commonMessages.eng as unknown as Tree);

  it.each(LANGUAGES)('%s has every text, none empty, with the same placeholders', (language) => {
    const texts = flatten(commonMessages[language] as unknown as Tree);
    expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${language}.${key}`).not.toBe('');
      expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('keeps the spec not-found message word for word in every language', () => {
    for (const language of LANGUAGES) expect(commonMessages[language].errors.notFoundPath).toBe('Page not found: {{path}}');
  });

  it('is translated, not copied from English, for the main interface words', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'eng')) {
      expect(commonMessages[language].nav.menu).not.toBe(commonMessages.eng.nav.menu);
      expect(commonMessages[language].errors.notFoundTitle).not.toBe(commonMessages.eng.errors.notFoundTitle);
    }
  });
});
