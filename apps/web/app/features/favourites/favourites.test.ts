// The pure parts behind the hearts: the list order of a change, what the resource route accepts, what the
// device keeps, and which cards the favourites page still shows.
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/brand-storage.ts';
import type { ProductCardView } from '../catalogue/menu-model.ts';
import { DEVICE_FAVOURITE_LIMIT, parseFavouritesPost } from './favourites-answer.ts';
import { readDeviceFavourites, withFavourite } from './favourites-store.ts';
import { keptCards } from './favourites-view.tsx';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const isId = (value: string) => /^[0-9a-f-]{36}$/.test(value);

function memoryStorage(entries: Record<string, string>): KeyValueStorage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('withFavourite', () => {
  it('puts an added product first, once, and takes a removed one out', () => {
    expect(withFavourite([A, B], C, true)).toEqual([C, A, B]);
    expect(withFavourite([A, B], B, true)).toEqual([B, A]);
    expect(withFavourite([A, B], A, false)).toEqual([B]);
    expect(withFavourite([A], C, false)).toEqual([A]);
  });
});

describe('parseFavouritesPost', () => {
  it('takes one product with its state, or a list of device hearts without repeats', () => {
    expect(parseFavouritesPost({ productId: A, isFavourite: false }, isId)).toEqual({ kind: 'set', productId: A, isFavourite: false });
    expect(parseFavouritesPost({ productIds: [A, B, A] }, isId)).toEqual({ kind: 'import', productIds: [A, B] });
  });

  it('refuses anything else', () => {
    for (const body of [null, 'x', {}, { productId: A }, { productId: 'plov', isFavourite: true }, { productIds: [] }, { productIds: [A, 'plov'] }, { productIds: A }]) {
      expect(parseFavouritesPost(body, isId)).toBeNull();
    }
    expect(parseFavouritesPost({ productIds: Array.from({ length: DEVICE_FAVOURITE_LIMIT + 1 }, () => A) }, isId)).toBeNull();
  });
});

describe('readDeviceFavourites', () => {
  it("reads the brand's own list and ignores what is not a list of ids", () => {
    const store = memoryStorage({ 'dk:m1:favourites': JSON.stringify([A, 5, B]), 'dk:m2:favourites': '{"x":1}', 'dk:m3:favourites': 'not json' });
    expect(readDeviceFavourites('m1', store)).toEqual([A, B]);
    expect(readDeviceFavourites('m2', store)).toEqual([]);
    expect(readDeviceFavourites('m3', store)).toEqual([]);
    expect(readDeviceFavourites('m4', store)).toEqual([]);
  });
});

describe('keptCards', () => {
  const cards = [{ id: A }, { id: B }] as ProductCardView[];
  it("shows the server's cards until the customer's hearts are known, then only those still kept", () => {
    expect(keptCards(cards, [], false)).toBe(cards);
    expect(keptCards(cards, [B, C], true)).toEqual([{ id: B }]);
    expect(keptCards(cards, [], true)).toEqual([]);
  });
});
