// The places texts exist in Russian and Uzbek for every English key, and are translations, not copies.
import { describe, expect, it } from 'vitest';
import { placesMessages } from './locales.ts';

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

describe('places texts', () => {
  const english = new Map(leaves(placesMessages.eng));

  it.each(['ru', 'uz'] as const)('%s has every key, translated', (language) => {
    const translated = new Map(leaves(placesMessages[language]));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    // Words that read the same in every language (placeholders only) are the exception, not the rule.
    const copies = [...english].filter(([key, text]) => translated.get(key) === text && /[a-z]{3}/i.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(copies).toEqual([]);
  });
});
