// The payment page of an order paid online (Payme, Click, Uzum), asked of the API with the customer's
// session: checkout asks for it right after placing the order, the order page's "Pay" when tapped.
import { PaymentCheckoutSchema, type PaymentCheckout } from '@dastarkhan/domain/contracts/payments';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import { sessionRequest, type Session } from '../../lib/session.server.ts';

/** The order page on this storefront, as the customer reaches it: where the provider sends them back. */
function orderPageUrl(request: Request, orderId: string): string {
  return new URL(`/profile/orders/${encodeURIComponent(orderId)}`, request.url).toString();
}

function isWebPage(url: string): boolean {
  const parsed = URL.parse(url);
  return parsed !== null && (parsed.protocol === 'https:' || parsed.protocol === 'http:');
}

/**
 * The order's payment link (the provider's page, or the sandbox page in test mode). The storefront's
 * host and protocol go along as a proxy's would: the API answers the storefront in process, where it
 * would otherwise see a host of its own, and it accepts a return URL on the host the customer used.
 * Throws the API's refusal as ApiRequestError (ORDER_ALREADY_PAID, ORDER_NOT_PAYABLE, ...).
 */
export async function paymentCheckout(request: Request, context: AppLoadContext, session: Session, orderId: string): Promise<PaymentCheckout> {
  const page = new URL(request.url);
  const query = new URLSearchParams({ returnUrl: orderPageUrl(request, orderId), lang: session.storefront.language });
  const answer = await sessionRequest<unknown>(context, session, `/api/payments/v2/checkout/${encodeURIComponent(orderId)}?${query.toString()}`, {
    headers: { 'X-Forwarded-Host': page.host, 'X-Forwarded-Proto': page.protocol.replace(/:$/, '') },
  });
  const checkout = PaymentCheckoutSchema.safeParse(answer);
  // An answer of another shape, or a link that is not a web page, is never followed: it is treated
  // like any link the API could not give.
  if (!checkout.success || !isWebPage(checkout.data.url)) throw new ApiRequestError(502, 'PAYMENT_LINK_INVALID', { uz: '', ru: '', eng: '' });
  return checkout.data;
}
