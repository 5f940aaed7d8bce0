// The receipt a customer asked for by SMS at checkout ("send the cheque", spec §3 sendCheque /
// sendChequePhone): sent through the merchant's SMS gateway after the order is committed. A failure
// is logged and never undoes the order.
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { pickLocalized, type Language, type LocalizedText } from '@dastarkhan/domain/i18n';
import { formatSom } from '@dastarkhan/domain/money';
import type { SmsGateways } from '../../integrations/sms/gateways.ts';
import type { MerchantsService } from '../merchants/service.ts';
import type { SettingsService } from '../settings/service.ts';

/** Items named in the SMS; the rest is counted ("+2"), so the message stays one or two SMS long. */
const NAMED_ITEMS = 3;

export interface ReceiptOptions {
  brand: string;
  order: Pick<Order, 'number' | 'items' | 'totalPrice' | 'serviceType' | 'branch'>;
  language: Language;
}

export function receiptSmsText({ brand, order, language }: ReceiptOptions): string {
  const named = order.items.slice(0, NAMED_ITEMS).map((item) => `${pickLocalized(item.name, language)} x${item.quantity}`);
  const more = order.items.length - named.length;
  const items = more > 0 ? `${named.join(', ')} +${more}` : named.join(', ');
  const total = formatSom(order.totalPrice, language);
  const branch = pickLocalized(order.branch.name, language);
  const texts: LocalizedText = {
    uz: `${brand}: buyurtma №${order.number} qabul qilindi. ${items}. Jami: ${total}. Filial: ${branch}.`,
    ru: `${brand}: заказ №${order.number} принят. ${items}. Итого: ${total}. Филиал: ${branch}.`,
    eng: `${brand}: order №${order.number} received. ${items}. Total: ${total}. Branch: ${branch}.`,
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
