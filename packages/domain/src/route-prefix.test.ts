import { describe, expect, it } from 'vitest';
import { parseRoutePrefix } from './route-prefix.ts';

describe('parseRoutePrefix', () => {
  it('strips a language and a page segment', () => {
    expect(parseRoutePrefix('/ru/1/basket')).toEqual({ lang: 'ru', page: '1', stripped: true, rest: '/basket' });
    expect(parseRoutePrefix('/uz/2')).toEqual({ lang: 'uz', page: '2', stripped: true, rest: '/' });
  });

  it('strips a language segment alone', () => {
    expect(parseRoutePrefix('/uz')).toEqual({ lang: 'uz', page: null, stripped: true, rest: '/' });
    expect(parseRoutePrefix('/ru/product/42/')).toEqual({ lang: 'ru', page: null, stripped: true, rest: '/product/42' });
  });

  it('keeps a page segment that is not 1 or 2', () => {
    expect(parseRoutePrefix('/ru/3/basket')).toEqual({ lang: 'ru', page: null, stripped: true, rest: '/3/basket' });
  });

  it('does not treat other languages or a bare page as a prefix', () => {
    expect(parseRoutePrefix('/eng/basket')).toMatchObject({ lang: null, page: null, stripped: false });
    expect(parseRoutePrefix('/1/basket')).toMatchObject({ lang: null, page: null, stripped: false });
    expect(parseRoutePrefix('/RU/basket')).toMatchObject({ stripped: false });
    expect(parseRoutePrefix('/no-such-page')).toEqual({ lang: null, page: null, stripped: false, rest: '/no-such-page' });
    expect(parseRoutePrefix('/')).toEqual({ lang: null, page: null, stripped: false, rest: '/' });
  });
});
