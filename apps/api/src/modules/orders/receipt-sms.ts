// The receipt a customer asked for by SMS at checkout ("send the cheque", spec §3 sendCheque /
// sendChequePhone): sent through the merchant's SMS gateway after the order is committed, within daily
// limits per customer and per phone. A failure or a limit reached is logged and never undoes the order.
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { pickLocalized, type Language, type LocalizedText } from '@dastarkhan/domain/i18n';
import { formatSom } from '@dastarkhan/domain/money';
import { formatPhone } from '@dastarkhan/domain/phone';
import type { SmsGateways } from '../../integrations/sms/gateways.ts';
import type { LimitRule, RateLimits, TakeResult } from '../../plugins/rate-limit.ts';
import type { MerchantsService } from '../merchants/service.ts';
import type { SettingsService } from '../settings/service.ts';

/** Items named in the SMS; the rest is counted ("+2"), so the message stays one or two SMS long. */
const NAMED_ITEMS = 3;

export interface ReceiptOptions {
  brand: string;
  order: Pick<Order, 'number' | 'items' | 'totalPrice' | 'serviceType' | 'branch'> & Partial<Pick<Order, 'receiverName' | 'receiverPhone'>>;
  language: Language;
}

export function receiptSmsText({ brand, order, language }: ReceiptOptions): string {
  const named = order.items.slice(0, NAMED_ITEMS).map((item) => `${pickLocalized(item.name, language)} x${item.quantity}`);
  const more = order.items.length - named.length;
  const items = more > 0 ? `${named.join(', ')} +${more}` : named.join(', ');
  const total = formatSom(order.totalPrice, language);
  const branch = pickLocalized(order.branch.name, language);
  // An order for someone else names who receives it, so the receipt can be passed on to them.
  const receiver = order.receiverName ? [order.receiverName, order.receiverPhone ? formatPhone(order.receiverPhone) : ''].filter(Boolean).join(', ') : '';
  const texts: LocalizedText = {
    uz: `${brand}: buyurtma №${order.number} qabul qilindi. ${items}. Jami: ${total}. Filial: ${branch}.${receiver ? ` Qabul qiluvchi: ${receiver}.` : ''}`,
    ru: `${brand}: заказ №${order.number} принят. ${items}. Итого: ${total}. Филиал: ${branch}.${receiver ? ` Получатель: ${receiver}.` : ''}`,
    eng: `${brand}: order №${order.number} received. ${items}. Total: ${total}. Branch: ${branch}.${receiver ? ` Receiver: ${receiver}.` : ''}`,
  };
  return pickLocalized(texts, language);
}

export interface ReceiptSenderOptions {
  merchants: Pick<MerchantsService, 'getAccountSettings'>;
  settings: Pick<SettingsService, 'getWebSettings'>;
  sms: SmsGateways;
  log: { warn: (object: object, message: string) => void };
}

export type SendReceipt = (merchant: Merchant, order: Order, phone: string, language: Language) => Promise<void>;

export function createReceiptSender({ merchants, settings, sms, log }: ReceiptSenderOptions): SendReceipt {
  return async (merchant, order, phone, language) => {
    const account = await merchants.getAccountSettings(merchant.id);
    const gateway = sms.forMerchant(account.sms);
    if (!gateway) {
      log.warn({ merchantId: merchant.id, orderId: order.id }, 'no SMS gateway: the receipt was not sent');
      return;
    }
    const brand = (await settings.getWebSettings(merchant)).brand.trim() || pickLocalized(merchant.name, language) || merchant.sub;
    await gateway.send({ phone, merchantId: merchant.id, text: receiptSmsText({ brand, order, language }) });
  };
}

export interface ReceiptLimitsOptions {
  /** The shared counters (Redis when the app has one, so every instance counts together). */
  limits: RateLimits;
  /** Receipts one customer may have sent per day, to any phones; 0 turns the limit off. */
  perCustomerPerDay: number;
  /** Receipts one phone may receive per day, whoever orders them; 0 turns the limit off. */
  perPhonePerDay: number;
}

/**
 * Takes one receipt of the day from the customer's and the phone's allowance (both or neither):
 * ok false means the SMS must not be sent. The phone is digits with the country code.
 */
export type ReceiptAllowance = (merchantId: string, userId: string, phone: string) => Promise<TakeResult>;

const DAY_SECONDS = 24 * 60 * 60;

export function createReceiptAllowance({ limits, perCustomerPerDay, perPhonePerDay }: ReceiptLimitsOptions): ReceiptAllowance {
  const perCustomer: LimitRule = { name: 'receipt-sms-customer-day', points: perCustomerPerDay, durationSeconds: DAY_SECONDS };
  const perPhone: LimitRule = { name: 'receipt-sms-phone-day', points: perPhonePerDay, durationSeconds: DAY_SECONDS };
  // Per merchant, as the sign-in codes: each brand pays its own gateway, and one brand's customers cannot
  // use up the receipts another brand sends.
  return (merchantId, userId, phone) =>
    limits.take([
      { rule: perCustomer, key: `${merchantId}:${userId}` },
      { rule: perPhone, key: `${merchantId}:${phone}` },
    ]);
}
