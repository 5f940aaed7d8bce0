// The providers' payment pages: where checkout sends a customer to pay an order (providers.md).
import type { ClickAccount, PaymeAccount, UzumAccount } from './credentials.ts';

export interface PaymentLinkRequest {
  orderId: string;
  /** What the customer pays, tiyin. */
  amountTiyin: number;
  /** Where the provider sends the customer back (the order page). */
  returnUrl: string;
  /** The storefront's language: Payme's pages speak uz, ru and en. */
  language: string;
  /** Unix ms when the link was made (Payme's `ct`). */
  at: Date;
}

function paymeLanguage(language: string): 'uz' | 'ru' | 'en' {
  if (language === 'ru' || language === 'uz') return language;
  return language === 'kz' ? 'ru' : 'en';
}

/** Payme checkout, GET form: base + base64("m=…;ac.order_id=…;a=<tiyin>;l=…;c=<return url>;ct=<ms>"). */
export function paymeCheckoutLink(baseUrl: string, account: PaymeAccount, request: PaymentLinkRequest): string {
  const params = [
    `m=${account.merchantId}`,
    `ac.order_id=${request.orderId}`,
    `a=${request.amountTiyin}`,
    `l=${paymeLanguage(request.language)}`,
    `c=${request.returnUrl}`,
    `ct=${request.at.getTime()}`,
  ].join(';');
  return `${baseUrl.replace(/\/+$/, '')}/${Buffer.from(params, 'utf8').toString('base64')}`;
}

/** so'm with two decimals, the way Click's pay page and callbacks write amounts. */
export function somWithCents(amountTiyin: number): string {
  return `${Math.floor(amountTiyin / 100)}.${String(amountTiyin % 100).padStart(2, '0')}`;
}

/** Click pay page: service_id, merchant_id, amount (so'm, N.NN), transaction_param (our order id), return_url. */
export function clickPayLink(baseUrl: string, account: ClickAccount, request: PaymentLinkRequest): string {
  const url = new URL(baseUrl);
  url.searchParams.set('service_id', account.serviceId);
  url.searchParams.set('merchant_id', account.merchantId);
  url.searchParams.set('amount', somWithCents(request.amountTiyin));
  url.searchParams.set('transaction_param', request.orderId);
  url.searchParams.set('return_url', request.returnUrl);
  if (account.merchantUserId) url.searchParams.set('merchant_user_id', account.merchantUserId);
  return url.toString();
}

/** Uzum Bank's open-service page [uncertain in providers.md]: serviceId, order_id, amount (tiyin), redirectUrl. */
export function uzumPayLink(baseUrl: string, account: UzumAccount, request: PaymentLinkRequest): string {
  const url = new URL(baseUrl);
  url.searchParams.set('serviceId', account.serviceId);
  url.searchParams.set('order_id', request.orderId);
  url.searchParams.set('amount', String(request.amountTiyin));
  url.searchParams.set('redirectUrl', request.returnUrl);
  return url.toString();
}
