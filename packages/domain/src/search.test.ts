import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSearchIndex, normalizeSearchText, search } from './search.ts';

interface Dish {
  id: string;
  name: { uz: string; ru: string; eng: string };
  description: { uz: string; ru: string; eng: string };
}

const dish = (id: string, uz: string, ru: string, eng: string, description = ''): Dish => ({
  id,
  name: { uz, ru, eng },
  description: { uz: description, ru: description, eng: description },
});

const menu: Dish[] = [
  dish('soup', 'Mastava', 'Мастава', 'Mastava', 'Rice soup with beef and tomatoes'),
  dish('hen', 'Tovuq go‘shti', 'Курица', 'Chicken', 'Grilled chicken thigh'),
  dish('plov', 'To‘y oshi', 'Свадебный плов', 'Wedding plov', 'Rice, carrots, beef and chickpeas'),
  dish('burger', 'Tovuqli burger', 'Бургер с курицей', 'Chicken burger', 'Brioche bun'),
  dish('honey', 'Asal tort', 'Медовик ёлочка', 'Honey cake', 'Layers of honey sponge and sour cream'),
  dish('berry', 'Qulupnay', 'Клубника', 'Strawberry', ''),
];

const index = createSearchIndex(menu, (item) => ({
  names: Object.values(item.name),
  descriptions: Object.values(item.description),
}));
const ids = (query: string) => search(index, query).map((item) => item.id);

describe('normalizeSearchText', () => {
  it('treats every Uzbek apostrophe variant alike, and its absence too', () => {
    const variants = ["go'sht", 'go‘sht', 'goʻsht', 'go’sht', 'go`sht', 'gosht'];
    expect(new Set(variants.map(normalizeSearchText))).toEqual(new Set(['gosht']));
  });

  it('ignores case, ё/е and extra spaces', () => {
    expect(normalizeSearchText('  МЁД   Ёлка ')).toBe('мед елка');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (value) => normalizeSearchText(normalizeSearchText(value)) === normalizeSearchText(value)));
  });
});

describe('search', () => {
  it('finds a name in any content language, case-insensitively', () => {
    expect(ids('КУРИЦ')).toEqual(['hen', 'burger']);
    expect(ids('mastava')).toEqual(['soup']);
  });

  it("finds Uzbek words typed with any apostrophe or none", () => {
    expect(ids("to'y")).toEqual(['plov']);
    expect(ids('toy oshi')).toEqual(['plov']);
    expect(ids('goʻsht')).toEqual(['hen']);
  });

  it('finds ё words typed with е', () => {
    expect(ids('елочка')).toEqual(['honey']);
  });

  it('ranks a name prefix before a word inside a name before a description', () => {
    // Both names start with "chicken": ties keep the menu order.
    expect(ids('chicken')).toEqual(['hen', 'burger']);
    // "cake" starts the second word of "Honey cake" only.
    expect(ids('cake')).toEqual(['honey']);
    const ranked = search(
      createSearchIndex(
        [dish('desc', 'Somsa', 'Самса', 'Samsa', 'served with tea'), dish('inside', 'Kok choy', 'Зелёный чай', 'Green tea', ''), dish('prefix', 'Tea set', 'Чайный набор', 'Tea set', '')],
        (item) => ({ names: Object.values(item.name), descriptions: Object.values(item.description) }),
      ),
      'tea',
    ).map((item) => item.id);
    expect(ranked).toEqual(['prefix', 'inside', 'desc']);
  });

  it('ranks a name containing the text above a description containing it', () => {
    expect(ids('berry')).toEqual(['berry']);
    expect(ids('oney')).toEqual(['honey']);
  });

  it('matches the words of a query in any order', () => {
    expect(ids('burger chicken')).toEqual(['burger']);
  });

  it('finds nothing for an empty query or an unknown word', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('pizza')).toEqual([]);
  });

  it('honours the limit', () => {
    expect(search(index, 'e', 2)).toHaveLength(2);
  });
});
