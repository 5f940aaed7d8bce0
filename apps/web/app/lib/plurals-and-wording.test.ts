// Counts read right in each language (i18next plural keys: ru one/few/many, uz one/other, ar six
// forms) and a GOODS merchant's texts speak of the catalogue and items, a FOOD merchant's of the menu.
import { describe, expect, it } from 'vitest';
import { translator } from './i18n.ts';
import { wordingOf } from './wording.ts';

describe('plural forms', () => {
  it('ru: "от 1 товара", "от 2 товаров", "от 5 товаров", "от 21 товара"', () => {
    const t = translator('ru', 'basket');
    expect(t('minimum.quantity', { count: 1 })).toBe('Доставка — от 1 товара');
    expect(t('minimum.quantity', { count: 2 })).toBe('Доставка — от 2 товаров');
    expect(t('minimum.quantity', { count: 5 })).toBe('Доставка — от 5 товаров');
    expect(t('minimum.quantity', { count: 21 })).toBe('Доставка — от 21 товара');
    expect(translator('ru', 'checkout')('blockers.minimumQuantity', { count: 3 })).toBe('Доставка — от 3 товаров');
  });

  it('ru ratings: оценка / оценки / оценок', () => {
    const t = translator('ru', 'reviews');
    const texts = [1, 3, 11, 22, 25].map((count) => t('grade.ratings', { count }));
    expect(texts.map((text) => text.replace(/^\d+ /, ''))).toEqual(['оценка', 'оценки', 'оценок', 'оценки', 'оценок']);
  });

  it('uz: one and other both read "N ta mahsulot" (Uzbek nouns do not take a plural after a number)', () => {
    const t = translator('uz', 'basket');
    expect(t('minimum.quantity', { count: 1 })).toBe('Yetkazib berish 1 ta mahsulotdan boshlab');
    expect(t('minimum.quantity', { count: 7 })).toBe('Yetkazib berish 7 ta mahsulotdan boshlab');
  });

  it('eng: item / items; ar: the dual form for two', () => {
    const t = translator('eng', 'basket');
    expect(t('minimum.quantity', { count: 1 })).toBe('Delivery orders start from 1 item');
    expect(t('minimum.quantity', { count: 4 })).toBe('Delivery orders start from 4 items');
    expect(translator('ar', 'basket')('minimum.quantity', { count: 2 })).toContain('منتجين');
  });
});

describe('goods wording', () => {
  it('a GOODS merchant reads "Catalogue" where a FOOD merchant reads "Menu", in every language', () => {
    expect(translator('eng')('nav.menu', wordingOf('FOOD'))).toBe('Menu');
    expect(translator('eng')('nav.menu', wordingOf('GOODS'))).toBe('Catalogue');
    expect(translator('eng', 'catalogue')('menu.title', wordingOf('GOODS'))).toBe('Catalogue');
    expect(translator('eng', 'catalogue')('search.placeholder', wordingOf('GOODS'))).toBe('Find an item');
    expect(translator('ru', 'catalogue')('menu.title', wordingOf('GOODS'))).toBe('Каталог');
    expect(translator('ru', 'basket')('page.emptyText', wordingOf('GOODS'))).toBe('Выберите что-нибудь в каталоге.');
    expect(translator('uz')('nav.menu', wordingOf('GOODS'))).toBe('Katalog');
    for (const language of ['uz', 'ru', 'eng', 'kz', 'tr', 'zh', 'ar'] as const) {
      const t = translator(language, 'catalogue');
      expect(t('menu.title', wordingOf('GOODS')), language).not.toBe(t('menu.title', wordingOf('FOOD')));
    }
  });

  it('favourites, errors and search meta follow the kind too', () => {
    expect(translator('eng', 'catalogue')('favourites.emptyText', wordingOf('GOODS'))).toBe('Tap the heart on an item to keep it here.');
    expect(translator('eng', 'catalogue')('favourites.emptyText', wordingOf('FOOD'))).toBe('Tap the heart on a dish to keep it here.');
    expect(translator('kz')('errors.toMenu', wordingOf('GOODS'))).toBe('Каталогқа оралу');
    expect(translator('tr', 'catalogue')('search.metaDescription', { brand: 'Bozor', ...wordingOf('GOODS') })).toBe('Bozor kataloğunda ara.');
  });

  it('texts with no goods variant are the same for both kinds', () => {
    expect(translator('eng')('nav.basket', wordingOf('GOODS'))).toBe('Basket');
  });
});
