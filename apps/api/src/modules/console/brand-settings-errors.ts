// Error texts of the console's brand-settings area (merged into ERROR_TEXTS in errors.ts).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const CONSOLE_BRAND_SETTINGS_ERROR_TEXTS = {
  PROMO_CODE_TAKEN: {
    uz: 'Bunday promokod allaqachon bor',
    ru: 'Такой промокод уже существует',
    eng: 'A promo code with this code already exists',
  },
  PROMO_IN_USE: {
    uz: "Promokod buyurtmalarda ishlatilgan: uni o'chirib bo'lmaydi, faolsizlantiring",
    ru: 'Промокод использован в заказах: его нельзя удалить, отключите его',
    eng: 'The promo code was used in orders: it cannot be deleted, deactivate it instead',
  },
  BANNER_NOT_FOUND: { uz: 'Banner topilmadi', ru: 'Баннер не найден', eng: 'Banner not found' },
  BRAND_CITY_NOT_FOUND: { uz: 'Shahar topilmadi', ru: 'Город не найден', eng: 'City not found' },
  PAYMENT_METHOD_NOT_FOUND: { uz: "To'lov usuli topilmadi", ru: 'Способ оплаты не найден', eng: 'Payment method not found' },
  PAYMENT_CREDENTIALS_NOT_ACCEPTED: {
    uz: "Bu to'lov usuli kalitlarni qabul qilmaydi",
    ru: 'Этот способ оплаты не принимает ключи доступа',
    eng: 'This payment method takes no credentials',
  },
  PAYMENT_CREDENTIALS_INCOMPLETE: {
    uz: "To'lov tizimi kalitlari to'liq emas: uni yoqishdan oldin barcha majburiy maydonlarni to'ldiring",
    ru: 'Ключи платёжной системы заполнены не полностью: заполните все обязательные поля, прежде чем включать её',
    eng: 'The provider credentials are incomplete: fill in every required field before switching it on',
  },
  SMS_CREDENTIALS_INCOMPLETE: {
    uz: "SMS shlyuzi uchun login va parol kerak",
    ru: 'Для SMS-шлюза нужны логин и пароль',
    eng: 'The SMS gateway needs a username and a password',
  },
} as const satisfies Record<string, LocalizedText>;
