import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, i18nForProvider, NAMESPACES } from './i18n.ts';
import { pageTexts, pageTextsJson, withFallback } from './i18n-catalogue.ts';
import { commonMessages } from './locales/common.ts';

function SkipText() {
  const { t, i18n } = useTranslation('common');
  return createElement('p', { lang: i18n.language }, t('app.skipToContent'));
}

describe('i18n for React', () => {
  it('translates through the provider view exactly as through the instance itself', () => {
    for (const language of ['ru', 'eng', 'ar'] as const) {
      const html = renderToString(createElement(I18nextProvider, { i18n: i18nForProvider(language) }, createElement(SkipText)));
      expect(html).toContain(commonMessages[language].app.skipToContent);
      expect(html).toContain(`lang="${i18nFor(language).language}"`);
    }
  });

  it('gives one view per language, so the provider value stays the same between renders', () => {
    expect(i18nForProvider('uz')).toBe(i18nForProvider('uz'));
    expect(i18nForProvider('uz')).not.toBe(i18nForProvider('ru'));
  });
});

describe('page texts', () => {
  it('fills what a language lacks, or has empty, from English and keeps its own texts', () => {
    const english = { nav: { menu: 'Menu', basket: 'Basket' }, title: 'Shop' };
    expect(withFallback({ nav: { menu: 'Меню', basket: ' ' } }, english)).toEqual({ nav: { menu: 'Меню', basket: 'Basket' }, title: 'Shop' });
  });

  it('are one language with the texts the server translates with', () => {
    const texts = pageTexts('ru');
    expect(Object.keys(texts).sort()).toEqual([...NAMESPACES].sort());
    expect(texts.common).toEqual(commonMessages.ru);
    expect(i18nFor('ru').t('app.skipToContent')).toBe(commonMessages.ru.app.skipToContent);
  });
});

describe('i18n in the browser', () => {
  // The browser build keeps only the `import.meta.env.SSR === false` branch: texts come from the root loader.
  beforeEach(() => {
    vi.stubEnv('SSR', false);
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const browserI18n = () => import('./i18n.ts');

  it('translates with the texts the page was sent, for the provider and for meta alike', async () => {
    const { i18nForProvider, translator } = await browserI18n();
    const sent = pageTextsJson('ar');
    const html = renderToString(createElement(I18nextProvider, { i18n: i18nForProvider('ar', sent) }, createElement(SkipText)));
    expect(html).toContain(commonMessages.ar.app.skipToContent);
    expect(translator('ar')('app.skipToContent')).toBe(commonMessages.ar.app.skipToContent);
  });

  it('has no catalogue of its own: without sent texts it answers keys, and takes the texts once they come', async () => {
    const { i18nFor } = await browserI18n();
    expect(i18nFor('uz').t('app.skipToContent')).toBe('app.skipToContent');
    expect(i18nFor('uz', pageTextsJson('uz')).t('app.skipToContent')).toBe(commonMessages.uz.app.skipToContent);
    expect(i18nFor('uz').t('app.skipToContent')).toBe(commonMessages.uz.app.skipToContent);
  });
});
