// The banner's product search: every word of the query must be in the product's or its category's name, in any
// language, whatever the case or the Uzbek apostrophe; no query lists the menu from its start.
import { describe, expect, it } from 'vitest';
import { matchProducts, type PickableProduct } from './product-picker.tsx';

const product = (id: string, eng: string, ru: string, uz: string, category: string): PickableProduct => ({
  id,
  name: { eng, ru, uz },
  category: { eng: category, ru: category, uz: category },
  isActive: true,
});

const MENU = [
  product('plov', 'Tashkent plov', 'Ташкентский плов', 'Toshkent oshi', 'Mains'),
  product('somsa', 'Somsa with beef', 'Самса с говядиной', 'Mol goʻshtli somsa', 'Bakery'),
  product('tea', 'Green tea', 'Зелёный чай', "Ko'k choy", 'Drinks'),
];

describe('matchProducts', () => {
  it('lists the menu in order without a query', () => {
    expect(matchProducts(MENU, '  ').map((entry) => entry.id)).toEqual(['plov', 'somsa', 'tea']);
  });

  it('finds by any language, case-insensitively', () => {
    expect(matchProducts(MENU, 'ПЛОВ').map((entry) => entry.id)).toEqual(['plov']);
    expect(matchProducts(MENU, 'oshi').map((entry) => entry.id)).toEqual(['plov']);
  });

  it('needs every word, and matches category names', () => {
    expect(matchProducts(MENU, 'green drinks').map((entry) => entry.id)).toEqual(['tea']);
    expect(matchProducts(MENU, 'green bakery')).toEqual([]);
  });

  it('treats the Uzbek apostrophes alike', () => {
    expect(matchProducts(MENU, "go'shtli").map((entry) => entry.id)).toEqual(['somsa']);
    expect(matchProducts(MENU, 'koʻk').map((entry) => entry.id)).toEqual(['tea']);
  });

  it('lists at most 50 matches', () => {
    const many = Array.from({ length: 80 }, (_, index) => product(`p${index}`, `Dish ${index}`, `Блюдо ${index}`, `Taom ${index}`, 'Mains'));
    expect(matchProducts(many, 'dish')).toHaveLength(50);
  });
});
