import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor, i18nForProvider } from './i18n.ts';
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
