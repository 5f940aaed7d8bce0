import { describe, expect, it } from 'vitest';
import { instagramUrl, safeExternalUrl, telegramUrl } from './links.ts';

describe('links from merchant settings', () => {
  it('keeps web and Telegram links', () => {
    expect(safeExternalUrl('https://example.uz/menu')).toBe('https://example.uz/menu');
    expect(safeExternalUrl('tg://resolve?domain=shop')).toBe('tg://resolve?domain=shop');
    expect(safeExternalUrl('example.uz')).toBe('https://example.uz/');
  });

  it('refuses script and data URLs', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
  });

  it('turns handles into profile links', () => {
    expect(telegramUrl('@demo_food')).toBe('https://t.me/demo_food');
    expect(instagramUrl('@demo.food')).toBe('https://instagram.com/demo.food');
  });
});
