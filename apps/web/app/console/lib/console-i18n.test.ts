// The console's language choice, its texts in every console language, and API error texts.
import { describe, expect, it } from 'vitest';
import { consoleLanguageOf, consoleTranslator, errorMessage } from './console-i18n.ts';
import { consoleMessages } from '../layout/locales.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('console language', () => {
  it('prefers the console cookie, then the storefront language when the console has it, then uz', () => {
    expect(consoleLanguageOf({ dk_console_lang: 'eng', lang: 'ru' }, 'ru')).toBe('eng');
    expect(consoleLanguageOf({ lang: 'ru' })).toBe('ru');
    expect(consoleLanguageOf({}, 'ru')).toBe('ru');
    expect(consoleLanguageOf({ lang: 'ar' }, 'ar')).toBe('uz');
    expect(consoleLanguageOf({ dk_console_lang: 'zz' })).toBe('uz');
  });

  it('has every shell text in ru and uz, not English copies', () => {
    const reference = keysOf(consoleMessages.eng).sort();
    for (const language of ['ru', 'uz'] as const) {
      expect(keysOf(consoleMessages[language]).sort()).toEqual(reference);
      expect(consoleTranslator(language)('nav.orders')).not.toBe(consoleMessages.eng.nav.orders);
    }
  });

  it('shows the API description in the console language, and its own words for no answer', () => {
    const error = { status: 401, code: 'CONSOLE_CREDENTIALS_INVALID', description: { uz: "Login yoki parol noto'g'ri", ru: 'Неверный логин или пароль', eng: 'Wrong login or password' } };
    expect(errorMessage(error, 'ru')).toBe('Неверный логин или пароль');
    expect(errorMessage(error, 'eng')).toBe('Wrong login or password');
    expect(errorMessage({ status: 0, code: 'NETWORK_ERROR', description: { uz: '', ru: '', eng: '' } }, 'eng')).toMatch(/connection/i);
    expect(errorMessage(new Error('boom'), 'uz')).toBe(consoleMessages.uz.errors.generic);
  });
});
