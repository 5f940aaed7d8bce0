// The order page's payment card for an order paid online: while unpaid, the amount, the time left to
// pay (the API cancels the order then) and "Pay", which leaves for the provider's page; once paid, when;
// once refunded, that the money went back.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { formatDateTime, formatTimeAt } from '@dastarkhan/domain/date-format';
import { formatSom } from '@dastarkhan/domain/money';
import { isPaidOnline } from '@dastarkhan/domain/order-status';
import { useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon, CheckIcon, ClockIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { paymentLabel } from './order-format.ts';
import { canPayOnline, formatCountdown, offersSavedCards, paymentTimeOver, secondsToPay } from './order-payment.ts';
import type { OrderActionResult } from './orders.server.ts';

/**
 * The server's clock on this device (ms since epoch), ticking every second while `ticking`: the
 * deadline is the server's, and a device clock set wrong must not show more (or less) time than there
 * is. Null until the page runs on the device, so the server's HTML and hydration agree.
 */
function useServerClock(serverTime: string, ticking: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // How far the device's clock is from the server's, as of the loader's answer.
    const offset = Date.parse(serverTime) - Date.now();
    const tick = () => setNow(Date.now() + offset);
    tick();
    if (!ticking) return;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [serverTime, ticking]);
  return now;
}

function PaymentCard({ tone, testId, children, labelledBy }: { tone: 'due' | 'done' | 'back'; testId: string; children: ReactNode; labelledBy?: string }) {
  const tones = { due: 'bg-amber-50 ring-amber-200', done: 'bg-success/8 ring-success/25', back: 'bg-danger/8 ring-danger/25' };
  return (
    <section aria-labelledby={labelledBy} data-testid={testId} className={`flex flex-col gap-3 rounded-3xl p-4 ring-1 ${tones[tone]}`}>
      {children}
    </section>
  );
}

export interface OrderPaymentProps {
  order: Order;
  /** When the loader read the order, by the server's clock (ISO). */
  serverTime: string;
  /**
   * The payment with a saved card, shown under "Pay" when the order may be paid that way (an unpaid
   * Payme order of a merchant that allows cards: offersSavedCards).
   */
  savedCard?: ReactNode;
}

export function OrderPayment({ order, serverTime, savedCard }: OrderPaymentProps) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const { merchant, settings } = useStorefront();
  const titleId = useId();
  const waiting = isPaidOnline(order.paymentType) && order.paymentState === 'unpaid' && order.status !== 'CANCELED';
  const clock = useServerClock(serverTime, waiting && order.paymentExpiresAt !== null);
  // Before the page runs on the device, the loader's moment decides (the same on the server and in hydration).
  const now = clock ?? Date.parse(serverTime);

  if (order.paymentState === 'refunded') {
    return (
      <PaymentCard tone="back" testId="order-payment">
        <p className="flex items-start gap-2 text-[15px] font-semibold text-danger">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          {t('pay.refunded', { time: order.refundedAt ? formatDateTime(order.refundedAt, merchant.timezone, language) : '' })}
        </p>
      </PaymentCard>
    );
  }
  if (!isPaidOnline(order.paymentType)) return null;
  if (order.paymentState === 'paid') {
    return (
      <PaymentCard tone="done" testId="order-payment">
        <p className="flex items-center gap-2 text-[15px] font-semibold text-success">
          <CheckIcon className="size-5 shrink-0" />
          {order.paidAt ? t('pay.paidAt', { time: formatDateTime(order.paidAt, merchant.timezone, language) }) : t('order.paid')}
          <span className="font-normal text-muted">· {paymentLabel(t, order.paymentType)}</span>
        </p>
      </PaymentCard>
    );
  }
  if (paymentTimeOver(order, now)) {
    return (
      <PaymentCard tone="due" testId="order-payment">
        <p className="flex items-start gap-2 text-[15px] font-semibold text-amber-900">
          <ClockIcon className="mt-0.5 size-5 shrink-0" />
          {t('pay.timeOver')}
        </p>
      </PaymentCard>
    );
  }
  if (!canPayOnline(order, now)) return null;

  const left = clock === null ? null : secondsToPay(order, clock);
  return (
    <PaymentCard tone="due" testId="order-payment" labelledBy={titleId}>
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-base font-bold text-ink">
          {t('pay.title')}
        </h2>
        <p className="text-[15px] text-ink">{t('pay.text', { amount: formatSom(order.totalPrice, language), provider: paymentLabel(t, order.paymentType) })}</p>
      </div>
      {order.paymentExpiresAt ? (
        <div className="flex flex-col gap-0.5 text-sm text-amber-900">
          {left !== null ? (
            <p className="flex items-center gap-2">
              <ClockIcon className="size-4 shrink-0" />
              <span>{t('pay.timeLeft')}</span>
              {/* Not read out every second, though the card around it is a live region. */}
              <span role="timer" aria-live="off" data-testid="pay-countdown" className="font-bold tabular-nums" dir="ltr">
                {formatCountdown(left)}
              </span>
            </p>
          ) : null}
          <p>{t('pay.cancelAt', { time: formatTimeAt(order.paymentExpiresAt, merchant.timezone, language) })}</p>
        </div>
      ) : null}
      <PayButton />
      {savedCard && offersSavedCards(order, settings, now) ? savedCard : null}
    </PaymentCard>
  );
}

/** Posts "pay" to the page's action, which answers with a document redirect to the payment page. */
function PayButton() {
  const { t } = useTranslation('orders');
  const fetcher = useFetcher<OrderActionResult>();
  // Still busy after a good answer: the browser is on its way to the payment page.
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="pay" />
      <Button type="submit" size="lg" block className="font-bold" disabled={busy}>
        {busy ? <Spinner size={20} /> : null}
        {busy ? t('pay.opening') : t('pay.button')}
      </Button>
      {result && !result.ok && result.intent === 'pay' ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {result.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
