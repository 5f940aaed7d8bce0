// The /profile/orders/:id page: number and status, the payment of an order paid online (live: "Pay"
// while unpaid, then paid or refunded), the live timeline, scheduled time, courier, the actions, the
// receipt, and where the order goes (branch, address or table) with its comments; a completed order's
// rating (features/reviews).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@dastarkhan/domain/contracts/order';
import type { OrderEvent } from '@dastarkhan/domain/contracts/order-events';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone } from '@dastarkhan/domain/phone';
import { ARCHIVE_ORDER_STATUSES, hasCourier, isFinalOrderStatus } from '@dastarkhan/domain/order-status';
import { useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ClockIcon, PinIcon, ProfileIcon, StoreIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { BasketProduct } from '../basket/basket-model.ts';
import { PayWithSavedCard } from '../cards/pay-with-saved-card.tsx';
import { OrderReviewSection } from '../reviews/order-review.tsx';
import { CourierCard } from './courier-card.tsx';
import { NoteIcon } from './icons.tsx';
import { CallWaiterAction, CancelOrderAction, HideOrderAction, RepeatOrderAction } from './order-actions.tsx';
import { serviceLabel } from './order-format.ts';
import { applyOrderEvent, eventDiffers, isLiveOrder } from './order-live.ts';
import { orderListHref } from './order-paging.ts';
import { OrderPayment } from './order-payment-view.tsx';
import { addressLines } from './order-address.ts';
import { OrderReceipt } from './order-receipt.tsx';
import { timelineSteps } from './order-timeline.ts';
import { OrderTimeline } from './order-timeline-view.tsx';
import { StatusChip } from './status-chip.tsx';
import { useOrderEvents } from './use-order-events.ts';

export interface OrderDetailProps {
  order: Order;
  /** The dine-in table by number and hall, when the order has one the API still knows. */
  table: { number: number; hall: string } | null;
  /** Today's menu products among the order's items (for "repeat"). */
  products: BasketProduct[];
  /** When the loader read the order, by the server's clock (ISO): the time left to pay counts from it. */
  serverTime: string;
}

/** Events kept for the order shown; older ones the loader has read are skipped anyway. */
const KEPT_EVENTS = 20;

/**
 * The order as shown: the loader's, moved on by the live events that arrived since, step by step (two
 * quick changes both reach the timeline), until the loader has read the order again. Each event that
 * changes something also re-runs the loader, for what events do not carry (the courier, the history's
 * exact times, whether it may still be canceled).
 */
function useLiveOrder(order: Order): Order {
  const revalidator = useRevalidator();
  const [events, setEvents] = useState<OrderEvent[]>([]);
  const shown = events.reduce<Order>((current, event) => applyOrderEvent(current, event), order);
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);
  const onEvent = useCallback(
    (next: OrderEvent) => {
      const differs = eventDiffers(shownRef.current, next);
      setEvents((kept) => [...kept.slice(1 - KEPT_EVENTS), next]);
      if (differs) void revalidator.revalidate();
    },
    [revalidator],
  );
  useOrderEvents(order.id, isLiveOrder(shown), onEvent);
  return shown;
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-3">
      <span className="mt-0.5 shrink-0 text-muted [&>svg]:size-5">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-muted">{label}</p>
        <div className="text-[15px] text-ink">{children}</div>
      </div>
    </div>
  );
}

export function OrderDetailView({ order: loaded, table, products, serverTime }: OrderDetailProps) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const { merchant, settings } = useStorefront();
  const order = useLiveOrder(loaded);
  const archived = ARCHIVE_ORDER_STATUSES.includes(order.status);
  const canCallWaiter = order.serviceType === 'DINE_IN' && order.tableId !== null && !isFinalOrderStatus(order.status) && order.status !== 'DELIVERED';
  const branchName = pickLocalized(order.branch.name, language);

  return (
    <div className="mx-auto max-w-2xl pb-6">
      <PageHeader
        title={t('order.number', { number: order.number })}
        backTo={orderListHref({ tab: archived ? 'archive' : 'active', page: 1 })}
        subtitle={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {/* Announced when a live update changes it. */}
            <span aria-live="polite" aria-atomic="true">
              <StatusChip status={order.status} />
            </span>
            <span>
              {t('detail.placedAt', { time: formatDateTime(order.createdDate, merchant.timezone, language) })} · {serviceLabel(t, order.serviceType)}
            </span>
          </span>
        }
      />

      <div className="flex flex-col gap-4">
        {order.deliveryAt ? (
          <p className="flex items-center gap-2 rounded-2xl bg-brand/20 px-4 py-3 text-[15px] font-semibold text-ink">
            <ClockIcon className="size-5 shrink-0" />
            {t('detail.scheduledFor', { time: formatDateTime(order.deliveryAt, merchant.timezone, language) })}
          </p>
        ) : null}

        {/* Announced when a live update changes it (paid, refunded, time over). */}
        <div aria-live="polite" className="empty:hidden">
          <OrderPayment order={order} serverTime={serverTime} savedCard={<PayWithSavedCard orderId={order.id} amount={order.totalPrice} />} />
        </div>

        {/* A completed order asks for its rating first: everything below it is history by then. */}
        <OrderReviewSection order={order} />

        <OrderTimeline steps={timelineSteps(order)} />

        {order.courier && hasCourier(order.serviceType) ? (
          <CourierCard name={order.courier.name} phone={order.courier.phone} status={order.courierStatus ? t(`courierStatus.${order.courierStatus}`) : null} />
        ) : null}

        <div className="flex flex-col gap-2.5">
          {canCallWaiter ? <CallWaiterAction /> : null}
          {order.items.length > 0 && settings.cartPageActive ? <RepeatOrderAction order={order} products={products} /> : null}
          {order.canCancel ? <CancelOrderAction order={order} /> : null}
        </div>

        <OrderReceipt order={order} />

        <section className="divide-y divide-line rounded-3xl bg-surface px-4 ring-1 ring-line">
          <InfoRow icon={<StoreIcon />} label={t('detail.branch')}>
            {branchName}
          </InfoRow>
          {order.serviceType === 'PICK_UP' || hasCourier(order.serviceType) ? (
            <div className="py-3">
              <Link to={`/profile/orders/${encodeURIComponent(order.id)}/map`} className="inline-flex items-center gap-2 font-semibold text-ink underline-offset-2 hover:underline">
                <PinIcon className="size-5 shrink-0 text-muted" />
                {hasCourier(order.serviceType) ? t('map.link') : t('map.branchLink')}
              </Link>
            </div>
          ) : null}
          {order.tableId ? (
            <InfoRow icon={<PinIcon />} label={t('detail.table')}>
              {table ? `${t('detail.tableNumber', { number: table.number })} · ${table.hall}` : t('service.DINE_IN')}
            </InfoRow>
          ) : order.address && hasCourier(order.serviceType) ? (
            <InfoRow icon={<PinIcon />} label={t('detail.address')}>
              <div data-testid="order-address">
                {addressLines(order.address, { office: t('detail.office'), entrance: t('detail.entrance'), floor: t('detail.floor'), domophone: t('detail.domophone') }).map((line) => (
                  <p key={line} className="break-words">
                    {line}
                  </p>
                ))}
              </div>
            </InfoRow>
          ) : null}
          {order.receiverName ? (
            <InfoRow icon={<ProfileIcon />} label={t('detail.receiver')}>
              <div data-testid="order-receiver">
                <p className="break-words">{order.receiverName}</p>
                {order.receiverPhone ? (
                  <p dir="ltr" className="text-sm text-muted tabular-nums rtl:text-end">
                    {formatPhone(order.receiverPhone)}
                  </p>
                ) : null}
              </div>
            </InfoRow>
          ) : null}
          {order.comment ? (
            <InfoRow icon={<NoteIcon />} label={t('detail.comment')}>
              <p className="break-words whitespace-pre-line">{order.comment}</p>
            </InfoRow>
          ) : null}
          {order.courierComment && hasCourier(order.serviceType) ? (
            <InfoRow icon={<NoteIcon />} label={t('detail.courierComment')}>
              <p className="break-words whitespace-pre-line">{order.courierComment}</p>
            </InfoRow>
          ) : null}
        </section>

        {archived ? <HideOrderAction order={order} /> : null}
      </div>
    </div>
  );
}
