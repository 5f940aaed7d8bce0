import { describe, expect, it } from 'vitest';
import { extraPageTypeForPath, splitExtraPage } from './extra-pages.ts';

describe('splitExtraPage', () => {
  it('takes the first line as the title, without its heading mark, and the rest as the body', () => {
    expect(splitExtraPage('# Catering\n\nWe cook.\n\n- plov')).toEqual({ title: 'Catering', body: 'We cook.\n\n- plov' });
    expect(splitExtraPage('\n\n  Delivery  \nAcross the city.')).toEqual({ title: 'Delivery', body: 'Across the city.' });
    expect(splitExtraPage('## Only a title')).toEqual({ title: 'Only a title', body: '' });
  });

  it('has no title for empty text and cuts a long first line', () => {
    expect(splitExtraPage('  \n \n')).toEqual({ title: '', body: '' });
    const { title } = splitExtraPage('x'.repeat(200));
    expect(title.length).toBe(80);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('extraPageTypeForPath', () => {
  it('knows the four paths of the original product, also under a prefix', () => {
    expect(extraPageTypeForPath('/extra')).toBe('EXTRA');
    expect(extraPageTypeForPath('/extra2/')).toBe('EXTRA2');
    expect(extraPageTypeForPath('/shop/extr3')).toBe('EXTR3');
    expect(extraPageTypeForPath('/extra4')).toBe('EXTRA4');
    expect(extraPageTypeForPath('/extra5')).toBeNull();
    expect(extraPageTypeForPath('/about')).toBeNull();
  });
});
