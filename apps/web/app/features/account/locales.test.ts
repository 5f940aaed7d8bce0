import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dastarkhan/domain/i18n';
import { translator } from '../../lib/i18n.ts';
import { accountMessages } from './locales.ts';
import { NOTICES } from './notices.ts';

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
const reference = leaves(accountMessages.eng);

describe('account texts', () => {
  it.each(LANGUAGES)('%s has every text, none empty, with the same placeholders as English', (language) => {
    const texts = leaves(accountMessages[language]);
    expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('is translated, not copied from English', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'eng')) {
      const texts = leaves(accountMessages[language]);
      const copied = [...texts].filter(([key, text]) => text === reference.get(key) && /[a-z]{3}/i.test(text));
      expect(copied.map(([key]) => key), language).toEqual([]);
    }
  });

  it('keeps the spec\'s messages word for word in English', () => {
    expect(accountMessages.eng.errors.required).toBe('Please fill in this field!');
    expect(accountMessages.eng.errors.otpInvalid).toBe('Wrong code entered or SMS code is expired');
    expect(accountMessages.eng.notices['session-expired']).toBe('Some things are out of date! Please log in again');
  });

  it('has the stale-session message and every notice in every language, through the account namespace', () => {
    for (const language of LANGUAGES) {
      const t = translator(language, 'account');
      for (const notice of NOTICES) expect(t(`notices.${notice}`)).toBe(accountMessages[language].notices[notice]);
    }
  });
});
