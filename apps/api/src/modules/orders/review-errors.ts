// Error texts of order reviews (merged into ERROR_TEXTS in errors.ts).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const ORDER_REVIEW_ERROR_TEXTS = {
  ORDER_NOT_REVIEWABLE: {
    uz: "Buyurtmani u yakunlangandan keyin baholash mumkin",
    ru: 'Оценить заказ можно после того, как он завершён',
    eng: 'An order can be rated once it is completed',
  },
  ORDER_ALREADY_REVIEWED: {
    uz: 'Bu buyurtma allaqachon baholangan',
    ru: 'Этот заказ уже оценён',
    eng: 'This order has already been rated',
  },
  REVIEW_PRODUCT_NOT_IN_ORDER: {
    uz: "Bu mahsulot buyurtmada yo'q",
    ru: 'Этого продукта нет в заказе',
    eng: 'This product is not in the order',
  },
  REVIEW_PRODUCT_DUPLICATE: {
    uz: 'Mahsulot bir marta baholanadi',
    ru: 'Продукт можно оценить только один раз',
    eng: 'A product can be rated only once',
  },
} as const satisfies Record<string, LocalizedText>;
