import { describe, expect, it } from 'vitest';
import { backTarget, showsBackButton } from './use-telegram-back-button.ts';

describe('Telegram back button', () => {
  it('is hidden on the home page and shown everywhere else', () => {
    expect(showsBackButton('/')).toBe(false);
    expect(showsBackButton('/profile')).toBe(true);
    expect(showsBackButton('/product/42')).toBe(true);
  });

  it('goes back in the tab, or home when the page was the first one opened', () => {
    expect(backTarget({ usr: null, key: 'a', idx: 3 })).toBe(-1);
    expect(backTarget({ usr: null, key: 'a', idx: 0 })).toBe('/');
    expect(backTarget(null)).toBe('/');
  });
});
