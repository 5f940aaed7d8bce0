// The reservations texts exist in Russian and Uzbek for every English key, and are translations, not copies.
import { describe, expect, it } from 'vitest';
import { reservationsMessages } from './locales.ts';

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

describe('reservations texts', () => {
  const english = new Map(leaves(reservationsMessages.eng));

  it.each(['ru', 'uz'] as const)('%s has every key, translated, with the same placeholders', (language) => {
    const translated = new Map(leaves(reservationsMessages[language]));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    const copies = [...english].filter(([key, text]) => translated.get(key) === text);
    expect(copies).toEqual([]);
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of english) expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});
