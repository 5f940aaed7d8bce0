// Texts of the orders area in every interface language: the i18next namespace `orders`. English defines
// the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  page: { title: "My orders" },
};

export type OrdersMessages = typeof eng;

const ru: OrdersMessages = {
  page: { title: "Мои заказы" },
};

const uz: OrdersMessages = {
  page: { title: "Mening buyurtmalarim" },
};

const kz: OrdersMessages = {
  page: { title: "Менің тапсырыстарым" },
};

const tr: OrdersMessages = {
  page: { title: "Siparişlerim" },
};

const zh: OrdersMessages = {
  page: { title: "我的订单" },
};

const ar: OrdersMessages = {
  page: { title: "طلباتي" },
};

export const ordersMessages: Record<Language, OrdersMessages> = { uz, ru, eng, kz, tr, zh, ar };
