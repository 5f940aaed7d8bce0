// Error texts of the console's brand-places area (merged into ERROR_TEXTS in errors.ts).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const CONSOLE_BRAND_PLACES_ERROR_TEXTS = {
  CITY_NOT_FOUND: { uz: 'Shahar topilmadi', ru: 'Город не найден', eng: 'City not found' },
  HALL_NOT_FOUND: { uz: 'Zal topilmadi', ru: 'Зал не найден', eng: 'Hall not found' },
  DELIVERY_ZONE_NOT_FOUND: { uz: 'Yetkazib berish zonasi topilmadi', ru: 'Зона доставки не найдена', eng: 'Delivery zone not found' },
  DELIVERY_REGION_NOT_FOUND: { uz: 'Yetkazib berish hududi topilmadi', ru: 'Регион доставки не найден', eng: 'Delivery region not found' },
  DELIVERY_TARIFF_NOT_FOUND: { uz: 'Yetkazib berish tarifi topilmadi', ru: 'Тариф доставки не найден', eng: 'Delivery tariff not found' },
  TABLE_NUMBER_TAKEN: {
    uz: 'Bu filialda shu raqamli stol allaqachon bor',
    ru: 'В этом филиале уже есть стол с таким номером',
    eng: 'This branch already has a table with that number',
  },
  HALL_IN_USE: {
    uz: "Zalda buyurtmalar bor: uni o'chirib bo'lmaydi, faolsizlantiring",
    ru: 'У зала есть заказы: его нельзя удалить, отключите его',
    eng: 'The hall has orders: it cannot be deleted, switch it off instead',
  },
  TABLE_IN_USE: {
    uz: "Stolda buyurtmalar bor: uni o'chirib bo'lmaydi, faolsizlantiring",
    ru: 'У стола есть заказы: его нельзя удалить, отключите его',
    eng: 'The table has orders: it cannot be deleted, switch it off instead',
  },
  HALL_OTHER_BRANCH: {
    uz: 'Stolni faqat shu filialning boshqa zaliga ko‘chirish mumkin',
    ru: 'Стол можно перенести только в другой зал того же филиала',
    eng: 'A table can only move to another hall of the same branch',
  },
  ZONE_BRANCH_OTHER_CITY: {
    uz: 'Zonaning filiali boshqa shaharda',
    ru: 'Филиал зоны находится в другом городе',
    eng: "The zone's branch is in another city",
  },
} as const satisfies Record<string, LocalizedText>;
