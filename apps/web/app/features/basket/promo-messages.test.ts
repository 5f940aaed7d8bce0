// Each promo check error reads as the spec's message in the page's language; the minimum is money.
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n.ts';
import { promoError } from './promo-messages.ts';

const fail = (error: string, minPrice: number | null = null) => ({ ok: false as const, error, minPrice });

describe('promo messages', () => {
  it('names each refusal of the promo check', () => {
    const t = translator('eng', 'basket');
    expect(promoError(t, fail('PROMO_NOT_FOUND'), 'eng')).toBe('Promo code not found');
    expect(promoError(t, fail('PROMO_NOT_ACTIVE'), 'eng')).toBe('Promo code is not active');
    expect(promoError(t, fail('PROMO_NOT_STARTED'), 'eng')).toBe('Promo code has not started yet');
    expect(promoError(t, fail('PROMO_EXPIRED'), 'eng')).toBe('Promo code has expired');
    expect(promoError(t, fail('PROMO_FIRST_ORDER_ONLY'), 'eng')).toBe('This promo code is only for your first order');
    expect(promoError(translator('uz', 'basket'), fail('PROMO_FIRST_ORDER_ONLY'), 'uz')).toBe('Bu promokod faqat birinchi buyurtma uchun');
    expect(promoError(t, fail('HTTP_500'), 'eng')).toBe('Something went wrong, please try again later');
  });

  it('names the minimum price as money in the page language', () => {
    expect(promoError(translator('eng', 'basket'), fail('PROMO_MIN_PRICE', 50_000), 'eng')).toBe('The product price must be higher than 50\u00a0000\u00a0sum');
    expect(promoError(translator('ru', 'basket'), fail('PROMO_MIN_PRICE', 50_000), 'ru')).toBe('Стоимость товаров должна быть больше 50\u00a0000\u00a0сум');
    expect(promoError(translator('ru', 'basket'), fail('PROMO_EXPIRED'), 'ru')).toBe('Срок действия промокода истёк');
  });
});
