// Loader and action side of /checkout and /checkout/confirm: what checkout works from (the menu's
// products, branches with their hours, order rules, payment methods, cashback) and placing the order
// with the customer's token, the Idempotency-Key and the order device of this session — then, for an
// order paid online, its payment link.
import { data, type AppLoadContext } from 'react-router';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import { CodeSentSchema } from '@dastarkhan/domain/contracts/account';
import { IDEMPOTENCY_KEY_MAX_LENGTH, OrderSchema, OrderTotalsSchema, type OrderTotalsSom, type PaymentMethod } from '@dastarkhan/domain/contracts/order';
import type { ServiceType, SourceChannel } from '@dastarkhan/domain/enums';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { ApiRequestError } from '../../lib/api.server.ts';
import { translator } from '../../lib/i18n.ts';
import { readTelegramInitData, requireSession, sessionRequest, storefrontRequest, type Session } from '../../lib/session.server.ts';
import type { Storefront } from '../../lib/storefront.ts';
import { initDataUserId } from '../../lib/telegram.ts';
import { basketProducts, loadCashbackBalance, loadOrderSettings, pricingRules, requireStorefrontOrdering } from '../basket/basket.server.ts';
import type { BasketProduct } from '../basket/basket-model.ts';
import { loadCatalogue } from '../catalogue/catalogue.server.ts';
import { mapTiles, type MapTiles } from '../../ui/map/map-tiles.ts';
import { paymentCheckout } from '../orders/payment-link.server.ts';
import { CONFIRMATION_CODE_INTENT, CONFIRMATION_CODE_PATH, offeredPayments, orderPath, paysOnline, toCheckoutBranch, type CheckoutBranch, type CheckoutOrderSettings, type OrderDeviceInfo, type PaymentOption } from './checkout-model.ts';

export interface CheckoutData {
  products: BasketProduct[];
  orderSettings: CheckoutOrderSettings;
  /** The merchant's default service on this channel (its Telegram default inside the Mini App). */
  defaultServiceType: ServiceType;
  branches: CheckoutBranch[];
  payments: { regular: PaymentOption[]; dineIn: PaymentOption[] };
  /** Online payments lead to the test (sandbox) page: no money moves, and the page says so. */
  paymentSandbox: boolean;
  /** so'm; 0 when cashback is off or empty. */
  cashbackBalance: number;
  device: OrderDeviceInfo;
  /** Tile source of the branch picker's map. */
  tiles: MapTiles;
}

/** Inside the Telegram Mini App the order comes from the bot (with the customer's Telegram id), else from the web. */
function orderDevice(request: Request, session: Session): OrderDeviceInfo {
  const initData = readTelegramInitData(request, session.storefront);
  if (!initData) return { orderDevice: 'CLIENT_WEB', telegramId: null };
  return { orderDevice: 'TELEGRAM_BOT', telegramId: session.user.telegramId ?? initDataUserId(initData) };
}

async function loadPayments(context: AppLoadContext, storefront: Storefront, channel: SourceChannel): Promise<PaymentOption[]> {
  try {
    return offeredPayments(await storefrontRequest<PaymentMethod[]>(context, storefront, `/api/orders/v1/payment-methods?channel=${channel}`));
  } catch (error) {
    // No methods means "Continue" stays disabled with its reason; the page still opens.
    if (error instanceof ApiRequestError) return [];
    throw error;
  }
}

/** Everything both checkout pages need; guests are sent to /login and come back. */
export async function loadCheckout(request: Request, context: AppLoadContext): Promise<CheckoutData> {
  const session = await requireSession(request, context);
  const { storefront, overalls } = await loadCatalogue(request, context);
  requireStorefrontOrdering(storefront);
  const device = orderDevice(request, session);
  const [orderSettings, branches, regular, dineIn, cashbackBalance] = await Promise.all([
    loadOrderSettings(context, storefront),
    storefrontRequest<Branch[]>(context, storefront, '/api/users/v1/branches'),
    // The API accepts a payment on the channel of the order device (web or Telegram); a QR table order on the QR channel.
    loadPayments(context, storefront, device.orderDevice === 'TELEGRAM_BOT' ? 'TG' : 'WEB'),
    storefront.settings.dineInActive ? loadPayments(context, storefront, 'QR') : Promise.resolve([]),
    loadCashbackBalance(context, session),
  ]);
  return {
    products: basketProducts(overalls, storefront.language),
    orderSettings: pricingRules(orderSettings),
    defaultServiceType: device.orderDevice === 'TELEGRAM_BOT' ? orderSettings.defaultTelegramDeliveryType : orderSettings.defaultWebSiteDeliveryType,
    branches: branches.map(toCheckoutBranch),
    payments: { regular, dineIn },
    paymentSandbox: orderSettings.paymentSandbox,
    cashbackBalance,
    device,
    tiles: mapTiles(context, storefront),
  };
}

export type PlaceOrderResult =
  /**
   * Placed. `paymentUrl`: where an order paid online is paid (the page goes there at once); null for
   * an order paid in person, or when the link could not be had (the order page then offers "Pay").
   */
  | { ok: true; orderId: string; paymentUrl: string | null }
  /** 409 PRICE_CHANGED: nothing was created; `totals` are the server's, in so'm. */
  | { ok: false; code: 'PRICE_CHANGED'; message: string; totals: OrderTotalsSom }
  /** `message` is the API's (in the page language where the API has it) or our generic line. */
  | { ok: false; code: string; message: string };

const failure = (result: PlaceOrderResult, status: number) => data<PlaceOrderResult>(result, { status });

/**
 * Places the order the page built (form fields `order`: the OrderRequest JSON, `idempotencyKey`).
 * The device and Telegram id come from this session, never from the page; the API prices the
 * order again and answers PRICE_CHANGED when the page's total is not its own.
 */
export async function placeOrder(request: Request, context: AppLoadContext, form: FormData) {
  const session = await requireSession(request, context);
  const { language } = session.storefront;
  const generic = translator(language, 'checkout')('confirm.generic');
  const key = String(form.get('idempotencyKey') ?? '').trim();
  let order: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(String(form.get('order') ?? ''));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    order = parsed as Record<string, unknown>;
  } catch {
    return failure({ ok: false, code: 'INVALID', message: generic }, 400);
  }
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return failure({ ok: false, code: 'INVALID', message: generic }, 400);

  const device = orderDevice(request, session);
  const body = { ...order, orderDevice: device.orderDevice, telegramId: device.telegramId };
  try {
    const created = OrderSchema.pick({ id: true, paymentType: true, isPaid: true }).parse(
      await sessionRequest<unknown>(context, session, orderPath({ later: order.later === true }), {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      }),
    );
    const paymentUrl = paysOnline(created.paymentType) && !created.isPaid ? await paymentLink(request, context, session, created.id) : null;
    return data<PlaceOrderResult>({ ok: true, orderId: created.id, paymentUrl });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // The API's message is its description in the page language (uz, ru, eng; the others read the closest).
    const message = error.status >= 500 ? generic : pickLocalized(error.description, language).trim() || generic;
    if (error.code === 'PRICE_CHANGED') {
      const totals = OrderTotalsSchema.safeParse(error.details?.totals);
      if (totals.success) return failure({ ok: false, code: 'PRICE_CHANGED', message, totals: totals.data }, 409);
    }
    return failure({ ok: false, code: error.code, message }, error.status >= 500 ? 503 : error.status);
  }
}

export type ConfirmationCodeResult =
  | { intent: typeof CONFIRMATION_CODE_INTENT; ok: true; phone: string; resendIn: number }
  | { intent: typeof CONFIRMATION_CODE_INTENT; ok: false; code: string; message: string };

/** Sends the code the order is confirmed with (isSmsConfirmationRequiredPerOrder) to the customer's own phone. */
export async function sendConfirmationCode(request: Request, context: AppLoadContext) {
  const session = await requireSession(request, context);
  const { language } = session.storefront;
  const generic = translator(language, 'checkout')('confirm.generic');
  try {
    const sent = CodeSentSchema.parse(await sessionRequest<unknown>(context, session, CONFIRMATION_CODE_PATH, { method: 'POST' }));
    return data<ConfirmationCodeResult>({ intent: CONFIRMATION_CODE_INTENT, ok: true, phone: sent.phone, resendIn: sent.resendAfter });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const message = error.status >= 500 ? generic : pickLocalized(error.description, language).trim() || generic;
    return data<ConfirmationCodeResult>({ intent: CONFIRMATION_CODE_INTENT, ok: false, code: error.code, message }, { status: error.status >= 500 ? 503 : error.status });
  }
}

/** The payment link of the order just placed; null when the API cannot give one now (the order page offers "Pay" again). */
async function paymentLink(request: Request, context: AppLoadContext, session: Session, orderId: string): Promise<string | null> {
  try {
    return (await paymentCheckout(request, context, session, orderId)).url;
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
