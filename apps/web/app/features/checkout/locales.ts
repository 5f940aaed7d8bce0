// Texts of the checkout area in every interface language: the i18next namespace `checkout`. English defines
// the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  page: { title: "Checkout" },
};

export type CheckoutMessages = typeof eng;

const ru: CheckoutMessages = {
  page: { title: "Оформление заказа" },
};

const uz: CheckoutMessages = {
  page: { title: "Buyurtmani rasmiylashtirish" },
};

const kz: CheckoutMessages = {
  page: { title: "Тапсырысты рәсімдеу" },
};

const tr: CheckoutMessages = {
  page: { title: "Siparişi tamamla" },
};

const zh: CheckoutMessages = {
  page: { title: "结账" },
};

const ar: CheckoutMessages = {
  page: { title: "إتمام الطلب" },
};

export const checkoutMessages: Record<Language, CheckoutMessages> = { uz, ru, eng, kz, tr, zh, ar };
