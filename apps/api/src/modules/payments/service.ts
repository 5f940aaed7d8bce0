// Rules of online payment for the customer: the payment link of an order, and what happens to orders
// nobody pays (cancelled after the merchant's time, with the pending payment closed as timed out, once
// Payme has settled any saved-card payment of it).
import type { Executor } from '@dastarkhan/db/client';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import type { PaymentCheckout } from '@dastarkhan/domain/contracts/payments';
import { isOnlineProvider } from '@dastarkhan/domain/enums';
import { tiyinToSom } from '@dastarkhan/domain/money';
import type { Config } from '../../config.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { providerAccount } from '../../integrations/payments/credentials.ts';
import { clickPayLink, paymeCheckoutLink, uzumPayLink, type PaymentLinkRequest } from '../../integrations/payments/links.ts';
import type { SettingsService } from '../settings/service.ts';
import { cancelUnpaidOrder, findExpiredUnpaidOrders, isNotStarted, type OrderRow } from '../orders/payment-state.ts';
import type { CashbackService } from '../cashback/service.ts';
import { isCardReceipt, type PendingReceiptOutcome } from './cards.ts';
import type { PaymentsCore } from './core.ts';
import * as repo from './repo.ts';

/** Payme's reason for a transaction cancelled because its time ran out. */
export const CANCEL_REASON_TIMEOUT = 4;

export interface CheckoutContext {
  merchant: Merchant;
  userId: string;
}

export interface CheckoutRequest {
  orderId: string;
  /** The storefront's origin as the customer reached it (protocol://host), for the default return URL. */
  origin: string;
  returnUrl?: string | undefined;
  language?: string | undefined;
}

export interface PaymentsService {
  /** The payment link of the customer's own unpaid order paid online. */
  checkout(ctx: CheckoutContext, request: CheckoutRequest): Promise<PaymentCheckout>;
  /**
   * Cancels orders whose time to pay is over; how many it cancelled. An order with a saved-card payment
   * Payme has not settled (a tap paying it now, Payme unreachable) is left for a later sweep.
   */
  expireUnpaidOrders(): Promise<number>;
  /**
   * Settles with the provider the order's saved-card payment in progress, before the customer cancels
   * the order; outside any transaction (Payme may call us about the order meanwhile).
   */
  settlePendingPayments(order: Pick<OrderRow, 'id' | 'merchantId'>): Promise<PendingReceiptOutcome>;
  /**
   * Closes the order's payment in progress as timed out (the order is being cancelled in `tx`). While a
   * saved-card payment is still open, only Payme can say whether it took the money: 409 PAYMENT_IN_PROGRESS.
   */
  cancelPendingPayments(tx: Executor, order: Pick<OrderRow, 'id' | 'merchantId'>): Promise<void>;
}

export interface PaymentsServiceOptions {
  core: PaymentsCore;
  settings: Pick<SettingsService, 'getOrderSettings'>;
  cashback: Pick<CashbackService, 'refund'>;
  config: Pick<Config, 'nodeEnv' | 'baseDomain' | 'payments'>;
  onOrderChanged?: ((row: OrderRow, at: Date) => void) | undefined;
  /**
   * Settles the order's open saved-card receipt with Payme (the cards service). Without it, an order with
   * such a receipt is never cancelled: the receipt may have been paid.
   */
  resolvePendingReceipts?: ((order: Pick<OrderRow, 'id' | 'merchantId'>) => Promise<PendingReceiptOutcome>) | undefined;
}

const EXPIRY_BATCH = 100;

/** Where a return URL may lead besides the host asked: the deployment's mode and its merchants' base domain. */
export type ReturnUrlRules = Pick<Config, 'nodeEnv' | 'baseDomain'>;

/**
 * Whether `returnUrl` leads back to this merchant's storefront: the host the call came in on, the
 * merchant's subdomain of BASE_DOMAIN (or of localhost outside production), or its own domain.
 */
export function returnUrlAllowed(url: URL, merchant: Merchant, origin: URL, rules: ReturnUrlRules): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (host === origin.hostname.toLowerCase()) return true;
  if (rules.baseDomain && host === `${merchant.sub}.${rules.baseDomain}`) return true;
  if (rules.nodeEnv !== 'production' && host === `${merchant.sub}.localhost`) return true;
  if (merchant.domainUrl) {
    const own = merchant.domainUrl.includes('://') ? URL.parse(merchant.domainUrl)?.hostname : merchant.domainUrl.split('/')[0];
    if (own && own.toLowerCase() === host) return true;
  }
  return rules.nodeEnv !== 'production' && (host === 'localhost' || host === '127.0.0.1');
}

export function createPaymentsService(options: PaymentsServiceOptions): PaymentsService {
  const { core, settings, cashback, config } = options;
  const { db } = core;

  /**
   * Closes the order's pending payments as timed out, unless one is a saved card's receipt (false, nothing
   * changed). The others are safe to close: their provider asks us before it takes the money.
   */
  async function closePendingPayments(tx: Executor, order: Pick<OrderRow, 'id' | 'merchantId'>): Promise<boolean> {
    const pending = (await repo.listOrderTransactions(tx, order.merchantId, order.id)).filter((transaction) => transaction.state === 1);
    if (pending.some(isCardReceipt)) return false;
    const at = core.now().getTime();
    for (const transaction of pending) await repo.updateTransaction(tx, transaction.id, { state: -1, reason: CANCEL_REASON_TIMEOUT, cancelTime: at });
    return true;
  }

  async function cancelPendingPayments(tx: Executor, order: Pick<OrderRow, 'id' | 'merchantId'>): Promise<void> {
    if (!(await closePendingPayments(tx, order))) throw conflict('PAYMENT_IN_PROGRESS', { orderId: order.id });
  }

  return {
    async checkout(ctx, request) {
      const order = await core.findOrder(ctx.merchant.id, request.orderId);
      // Another customer's order looks exactly like a missing one.
      if (!order || order.userId !== ctx.userId) throw notFound('ORDER_NOT_FOUND', { orderId: request.orderId });
      const provider = order.paymentType;
      if (!isOnlineProvider(provider)) throw conflict('ORDER_NOT_PAID_ONLINE', { paymentType: provider });
      if (order.isPaid) throw conflict('ORDER_ALREADY_PAID');
      const expired = order.paymentExpiresAt !== null && order.paymentExpiresAt.getTime() <= core.now().getTime();
      if (order.status === 'CANCELED' || order.refundedAt || expired) throw conflict('ORDER_NOT_PAYABLE', { status: order.status });

      const origin = new URL(request.origin);
      let returnUrl = new URL(`/profile/orders/${order.id}`, origin).toString();
      if (request.returnUrl) {
        const asked = URL.parse(request.returnUrl);
        if (!asked || !returnUrlAllowed(asked, ctx.merchant, origin, config)) throw badRequest('RETURN_URL_NOT_ALLOWED', { field: 'returnUrl' });
        returnUrl = asked.toString();
      }
      const method = await repo.findPaymentMethod(db, ctx.merchant.id, provider);
      const orderSettings = await settings.getOrderSettings(ctx.merchant);
      // The sandbox never exists in production (unless explicitly allowed), whatever a merchant's setting says.
      const sandbox = orderSettings.paymentSandbox && config.payments.sandboxAllowed;
      const linkRequest: PaymentLinkRequest = {
        orderId: order.id,
        amountTiyin: order.totalPrice,
        returnUrl,
        language: request.language ?? 'uz',
        at: core.now(),
      };
      const providerLink = (): string | null => {
        const credentials = method?.credentials;
        switch (provider) {
          case 'PAYME': {
            const account = providerAccount('PAYME', credentials);
            return account && paymeCheckoutLink(config.payments.paymeCheckoutUrl, account, linkRequest);
          }
          case 'CLICK': {
            const account = providerAccount('CLICK', credentials);
            return account && clickPayLink(config.payments.clickPayUrl, account, linkRequest);
          }
          case 'UZUM': {
            const account = providerAccount('UZUM', credentials);
            return account && uzumPayLink(config.payments.uzumPayUrl, account, linkRequest);
          }
        }
      };
      const link = providerLink();
      if (!link) throw conflict('PAYMENT_PROVIDER_NOT_CONFIGURED', { paymentType: provider });
      let url = link;
      if (sandbox) {
        // On the storefront the customer comes back to: the host this call came in on may be the
        // storefront's own in-process call, not what the customer's browser sees.
        const page = new URL(`/api/dev/pay/${provider.toLowerCase()}/${order.id}`, new URL(returnUrl).origin);
        page.searchParams.set('merchant', ctx.merchant.id);
        page.searchParams.set('return', returnUrl);
        url = page.toString();
      }
      return {
        orderId: order.id,
        paymentType: provider,
        amount: tiyinToSom(order.totalPrice),
        url,
        returnUrl,
        sandbox,
        expiresAt: order.paymentExpiresAt?.toISOString() ?? null,
      };
    },

    async expireUnpaidOrders() {
      let cancelled = 0;
      // Orders whose card receipt Payme could not settle now: asked again on the next sweep, not in this one.
      const leftForLater = new Set<string>();
      for (;;) {
        const limit = EXPIRY_BATCH + leftForLater.size;
        const due = await findExpiredUnpaidOrders(db, core.now(), limit);
        let progressed = false;
        for (const candidate of due) {
          if (leftForLater.has(candidate.id)) continue;
          // Payme may have taken the money of an open card receipt: settled first, outside the transaction.
          // Paid: the cards service kept it or gave it back (and cancelled the order); nothing left to do.
          const receipts = (await options.resolvePendingReceipts?.(candidate)) ?? 'clear';
          if (receipts !== 'clear') {
            if (receipts === 'unknown') leftForLater.add(candidate.id);
            progressed = true;
            continue;
          }
          const at = core.now();
          // Locked and looked at again: a payment may have arrived, or another instance got there first.
          const row = await db.transaction(async (tx) => {
            const order = await core.lockOrder(tx, candidate.merchantId, candidate.id);
            if (!order || order.isPaid || !order.paymentExpiresAt || order.paymentExpiresAt.getTime() > at.getTime() || !isNotStarted(order)) return null;
            // A card receipt opened meanwhile is never closed without Payme's word: the next sweep settles it.
            if (!(await closePendingPayments(tx, order))) return null;
            return cancelUnpaidOrder(tx, order, at, { cashback });
          });
          if (row) {
            cancelled += 1;
            progressed = true;
            options.onOrderChanged?.(row, at);
          }
        }
        // A full batch of which none could be cancelled (all raced) would come back the same: stop until the next sweep.
        if (due.length < limit || !progressed) break;
      }
      if (leftForLater.size > 0) {
        core.log.warn({ orderIds: [...leftForLater] }, 'expired orders left for the next sweep: their card payment is in flight or Payme could not settle it');
      }
      return cancelled;
    },

    async settlePendingPayments(order) {
      return (await options.resolvePendingReceipts?.(order)) ?? 'clear';
    },

    cancelPendingPayments,
  };
}
