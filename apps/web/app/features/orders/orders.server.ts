// Loader and action side of the order pages: a page of the customer's orders, one order (404 for
// anyone else's), its table, the menu's products it holds (for "repeat"), cancel / hide / call the
// waiter / pay online, and the relay of its live events.
import { isUuid } from '@dastarkhan/domain/ids';
import { data, redirect, redirectDocument, type AppLoadContext } from 'react-router';
import type { DiningTable, Order, OrderPage } from '@dastarkhan/domain/contracts/order';
import { pickLocalized, type Language } from '@dastarkhan/domain/i18n';
import { ApiRequestError, apiResponse } from '../../lib/api.server.ts';
import { translator } from '../../lib/i18n.ts';
import { authorized, jsonBody, sessionRequest, staleSessionResponse, storefrontRequest, type Session } from '../../lib/session.server.ts';
import type { BasketProduct } from '../basket/basket-model.ts';
import { basketProducts } from '../basket/basket.server.ts';
import { loadCatalogue } from '../catalogue/catalogue.server.ts';
import { clampedPage, orderListApiPath, orderListHref, type OrderListQuery } from './order-paging.ts';
import { paymentCheckout } from './payment-link.server.ts';
import { reviewAction } from '../reviews/reviews.server.ts';

/** What a card of the list shows: names already in the page's language, nothing the card does not need. */
export interface OrderCardData {
  id: string;
  number: number;
  createdDate: string;
  deliveryAt: string | null;
  status: Order['status'];
  serviceType: Order['serviceType'];
  branchName: string;
  items: { name: string; quantity: number }[];
  totalPrice: number;
  /** Paid, still to pay, refunded, or nothing owed (the API's customerPaymentState). */
  paymentState: Order['paymentState'];
}

export interface OrderListData {
  query: OrderListQuery;
  orders: OrderCardData[];
  totalPages: number;
}

function toCard(order: Order, language: Language): OrderCardData {
  return {
    id: order.id,
    number: order.number,
    createdDate: order.createdDate,
    deliveryAt: order.deliveryAt,
    status: order.status,
    serviceType: order.serviceType,
    branchName: pickLocalized(order.branch.name, language),
    items: order.items.map((item) => ({ name: pickLocalized(item.name, language), quantity: item.quantity })),
    totalPrice: order.totalPrice,
    paymentState: order.paymentState,
  };
}

/** One page of the tab; a page past the last one redirects to the last one. */
export async function loadOrderList(context: AppLoadContext, session: Session, query: OrderListQuery): Promise<OrderListData> {
  const page = await sessionRequest<OrderPage>(context, session, orderListApiPath(session.user.id, query));
  const last = clampedPage(query.page, page.totalPages);
  if (last !== query.page) throw redirect(orderListHref({ ...query, page: last }));
  return { query, orders: page.content.map((order) => toCard(order, session.storefront.language)), totalPages: page.totalPages };
}

/** The 404 the order page shows for an unknown order, an id that is not one, or another customer's order. */
function orderNotFound(): never {
  throw data(null, { status: 404 });
}

function isMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 403 || error.status === 400);
}

export async function loadOrder(context: AppLoadContext, session: Session, id: string): Promise<Order> {
  if (!isUuid(id)) orderNotFound();
  try {
    return await sessionRequest<Order>(context, session, `/api/orders/v1/orders/${encodeURIComponent(id)}`);
  } catch (error) {
    if (isMissing(error)) orderNotFound();
    throw error;
  }
}

/** The dine-in table by number and hall; null when it is gone or the API cannot say (the page just says "table"). */
export async function loadOrderTable(context: AppLoadContext, session: Session, order: Order): Promise<Pick<DiningTable, 'number'> & { hall: string } | null> {
  if (!order.tableId) return null;
  try {
    const table = await storefrontRequest<DiningTable>(context, session.storefront, `/api/orders/v1/tables/${encodeURIComponent(order.tableId)}`);
    return { number: table.number, hall: table.hall.name };
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}

/** Today's menu products that the order holds, in the basket's shape: what "repeat" checks the order against. */
export async function loadRepeatProducts(request: Request, context: AppLoadContext, order: Order): Promise<BasketProduct[]> {
  const wanted = new Set(order.items.map((item) => item.productId).filter((id): id is string => id !== null));
  if (wanted.size === 0) return [];
  const { storefront, overalls } = await loadCatalogue(request, context);
  const seen = new Set<string>();
  // A product listed in two categories appears twice in the menu; once is enough.
  return basketProducts(overalls, storefront.language).filter((product) => wanted.has(product.id) && !seen.has(product.id) && seen.add(product.id));
}

export type OrderActionIntent = 'cancel' | 'hide' | 'call-waiter' | 'pay' | 'review';

export type OrderActionResult = { intent: OrderActionIntent; ok: true } | { intent: OrderActionIntent | null; ok: false; error: string };

const ERROR_TEXT: Record<string, string> = {
  ORDER_NOT_CANCELLABLE: 'errors.notCancellable',
  ORDER_NOT_HIDEABLE: 'errors.notHideable',
  WAITER_CALL_NOT_ALLOWED: 'errors.waiterNotAllowed',
  ORDER_ALREADY_PAID: 'errors.alreadyPaid',
  ORDER_NOT_PAYABLE: 'errors.notPayable',
};

/** Why "Pay" could not open the payment page, when the API's refusal is none of the above. */
const PAY_FALLBACK_TEXT = 'errors.payUnavailable';

function failure(intent: OrderActionIntent | null, error: unknown, language: Language) {
  if (!(error instanceof ApiRequestError)) throw error;
  const t = translator(language, 'orders');
  const key = ERROR_TEXT[error.code] ?? (intent === 'pay' ? PAY_FALLBACK_TEXT : 'errors.generic');
  const status = error.status >= 500 ? 503 : error.status === 404 ? 404 : 400;
  return data<OrderActionResult>({ intent, ok: false, error: t(key) }, { status });
}

function isIntent(value: unknown): value is OrderActionIntent {
  return value === 'cancel' || value === 'hide' || value === 'call-waiter' || value === 'pay' || value === 'review';
}

/**
 * The order page's action. cancel: the page then shows CANCELED (its loader runs again); hide: back to
 * the archive, where the order was; call-waiter: answers CALLED for the button to say so; pay: off to
 * the payment page (a document redirect: another site, or the sandbox page outside the app); review:
 * rates a completed order (reviews.server.ts), the page then shows the rating.
 */
export async function orderAction(request: Request, context: AppLoadContext, session: Session, id: string, form: FormData) {
  const intent = form.get('intent');
  const { language } = session.storefront;
  if (!isIntent(intent) || !isUuid(id)) {
    return data<OrderActionResult>({ intent: null, ok: false, error: translator(language, 'orders')('errors.generic') }, { status: 400 });
  }
  const path = `/api/orders/v1/orders/${encodeURIComponent(id)}`;
  if (intent === 'review') return reviewAction(context, session, id, form);
  if (intent === 'pay') {
    try {
      return redirectDocument((await paymentCheckout(request, context, session, id)).url);
    } catch (error) {
      return failure(intent, error, language);
    }
  }
  try {
    if (intent === 'cancel') await sessionRequest<Order>(context, session, `${path}/cancel`, jsonBody('PUT'));
    else if (intent === 'hide') await sessionRequest<void>(context, session, `${path}/hide`, jsonBody('PUT'));
    else await sessionRequest<unknown>(context, session, `${path}/call-waiter`, jsonBody('POST'));
  } catch (error) {
    return failure(intent, error, language);
  }
  if (intent === 'hide') return redirect(orderListHref({ tab: 'archive', page: 1 }));
  return data<OrderActionResult>({ intent, ok: true });
}

/**
 * The order's live events relayed from the API with the session's token: the body streams through as
 * the API writes it and the API's stream ends when the browser goes away (the request's signal). An
 * answer that is not a stream (404, 401) is passed on as a bodiless status, which EventSource takes as
 * "stop": it reconnects only after a dropped stream.
 */
export async function relayOrderEvents(request: Request, context: AppLoadContext, session: Session, id: string): Promise<Response> {
  if (!isUuid(id)) return new Response(null, { status: 404 });
  const options = authorized(session.storefront, session.token, { headers: { Accept: 'text/event-stream' } });
  let upstream: Response;
  try {
    // apiRequest would read the body as JSON: the stream needs the raw response.
    upstream = await apiResponse(context, `/api/orders/v1/orders/${encodeURIComponent(id)}/events`, { ...options, method: 'GET', signal: request.signal });
  } catch (error) {
    // The browser left before the API answered: nobody reads this.
    if (request.signal.aborted) return new Response(null, { status: 204 });
    throw error;
  }
  if (!upstream.ok || !upstream.body || !upstream.headers.get('content-type')?.startsWith('text/event-stream')) {
    void upstream.body?.cancel().catch(() => undefined);
    if (upstream.status === 401) return staleSessionStop(session);
    return new Response(null, { status: upstream.ok ? 502 : upstream.status });
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx and similar proxies buffer responses unless told not to.
      'x-accel-buffering': 'no',
    },
  });
}

/** A token refused mid-page: the stream stops (204) and the session cookie goes, as any page would end it. */
function staleSessionStop(session: Session): Response {
  const ended = staleSessionResponse(session.storefront);
  const headers = new Headers();
  for (const cookie of ended.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 204, headers });
}
