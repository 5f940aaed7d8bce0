// What the customer reads when the API refuses a card action: the API's words, Payme's reason with them.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api.server.ts';
import { translator } from '../../lib/i18n.ts';
import { cardErrorMessage } from './cards.server.ts';

const failed = { uz: "Kartadan to'lab bo'lmadi", ru: 'Не удалось оплатить картой', eng: 'The card payment did not go through' };

describe('card error messages', () => {
  it("joins the API's description and Payme's reason in the customer's language", () => {
    const error = new ApiRequestError(402, 'CARD_PAYMENT_FAILED', failed, {
      provider: { code: -31630, message: { uz: "Mablag' yetarli emas", ru: 'Недостаточно средств', eng: 'Insufficient funds' } },
    });
    expect(cardErrorMessage(error, 'ru')).toBe('Не удалось оплатить картой: Недостаточно средств');
    expect(cardErrorMessage(error, 'eng')).toBe('The card payment did not go through: Insufficient funds');
  });

  it('says Payme is not answering for a 503, and falls back to a generic line for anything unknown', () => {
    expect(cardErrorMessage(new ApiRequestError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', failed), 'uz')).toBe(translator('uz', 'cards')('errors.unavailable'));
    expect(cardErrorMessage(new ApiRequestError(409, 'ORDER_ALREADY_PAID', { uz: '', ru: '', eng: '' }), 'ru')).toBe(translator('ru', 'cards')('errors.generic'));
    expect(cardErrorMessage(new Error('boom'), 'eng')).toBe(translator('eng', 'cards')('errors.generic'));
  });
});
