// The words of checkout: slot days, opening hours and the reasons "Continue" waits for.
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@dastarkhan/domain/zoned-time';
import { translator } from '../../lib/i18n.ts';
import { blockerText, dayLabel } from './checkout-format.ts';

const TZ = 'Asia/Tashkent';
// Tuesday 2026-03-10, 23:50 in Tashkent (already Tuesday evening in UTC too).
const NOW = zonedInstant('2026-03-10', '23:50', TZ);

describe('checkout wording', () => {
  it('names slot days on the merchant clock: today, tomorrow, then weekday and date', () => {
    const t = translator('eng', 'checkout');
    expect(dayLabel('2026-03-10', NOW, TZ, 'eng', t)).toBe('Today');
    expect(dayLabel('2026-03-11', NOW, TZ, 'eng', t)).toBe('Tomorrow');
    expect(dayLabel('2026-03-13', NOW, TZ, 'eng', t)).toBe('Friday, March 13');
    expect(dayLabel('2026-03-11', NOW, TZ, 'uz', translator('uz', 'checkout'))).toBe('Ertaga');
    // The project's own month and weekday names, whatever the runtime's locale data (Chromium has no Uzbek).
    expect(dayLabel('2026-03-13', NOW, TZ, 'uz', translator('uz', 'checkout'))).toBe('Juma, 13-mart');
    expect(dayLabel('2026-03-13', NOW, TZ, 'ru', translator('ru', 'checkout'))).toBe('Пятница, 13 марта');
  });

  it('names the minimum order with its amount or count', () => {
    const t = translator('eng', 'checkout');
    expect(blockerText('minimumPrice', t, { minimalOrderPrice: 50_000, minimalOrderQuantity: 0 }, 'eng')).toBe('Delivery orders start from 50\u00a0000\u00a0sum of products');
    expect(blockerText('minimumQuantity', t, { minimalOrderPrice: 0, minimalOrderQuantity: 3 }, 'eng')).toBe('Delivery orders start from 3 items');
    expect(blockerText('address', t, { minimalOrderPrice: 0, minimalOrderQuantity: 0 }, 'eng')).toBe('Choose a delivery address');
  });
});
