import { describe, expect, it } from 'vitest';
import { WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import { activeLanguages, resolveLanguage, textDirection } from './language.ts';

const settings = (overrides: Record<string, unknown> = {}) => WebSettingsSchema.parse(overrides);

describe('interface language', () => {
  it('follows the lang cookie when the merchant offers that language', () => {
    expect(resolveLanguage('ru', settings())).toBe('ru');
    expect(resolveLanguage('eng', settings({ mainLanguage: 'ru' }))).toBe('eng');
  });

  it('falls back to the main language for a missing, unknown or switched-off language', () => {
    expect(resolveLanguage(null, settings({ mainLanguage: 'ru' }))).toBe('ru');
    expect(resolveLanguage('fr', settings())).toBe('uz');
    expect(resolveLanguage('ar', settings())).toBe('uz');
    expect(resolveLanguage('uz', settings({ mainLanguage: 'ru', uzActive: false }))).toBe('ru');
  });

  it('offers the active languages in a stable order, the main one always included', () => {
    expect(activeLanguages(settings())).toEqual(['uz', 'ru', 'eng']);
    expect(activeLanguages(settings({ arActive: true, engActive: false }))).toEqual(['uz', 'ru', 'ar']);
    expect(activeLanguages(settings({ mainLanguage: 'eng', engActive: false }))).toEqual(['eng', 'uz', 'ru']);
  });

  it('uses the cookie alone when there is no merchant', () => {
    expect(resolveLanguage('ar', null)).toBe('ar');
    expect(resolveLanguage('xx', null)).toBe('uz');
  });

  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ru')).toBe('ltr');
  });
});
