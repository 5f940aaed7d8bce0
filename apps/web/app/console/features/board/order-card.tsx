// One order on the board: number, time (or the scheduled time), age, service, payment, total, customer,
// courier, and its actions. A card that arrived live and was not looked at yet is highlighted.
import { Link } from 'react-router';
import type { BoardCourier, BoardOrder } from '@dastarkhan/domain/contracts/console-board';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatSom } from '@dastarkhan/domain/money';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ageOf, timeAt } from './labels.ts';
import { OrderActions } from './order-actions.tsx';

export interface OrderCardProps {
  order: BoardOrder;
  couriers: readonly BoardCourier[];
  timezone: string;
  now: number;
  fresh: boolean;
  showBranch: boolean;
}

export function OrderCard({ order, couriers, timezone, now, fresh, showBranch }: OrderCardProps) {
  const t = useConsoleT('board');
  const language = useConsoleLanguage();
  const finished = order.column === 'closed' || order.column === 'cancelled';
  return (
    <article
      aria-label={t('card.number', { number: order.number })}
      data-order-id={order.id}
      data-status={order.status}
      className={[
        'flex flex-col gap-2 rounded-2xl border bg-surface p-3 shadow-sm',
        fresh ? 'border-brand ring-2 ring-brand' : 'border-line',
        finished ? 'opacity-80' : '',
      ].join(' ')}
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={`/console/orders/${order.id}`} className="text-lg font-bold tabular-nums hover:underline" aria-label={t('card.open')}>
          #{order.number}
        </Link>
        <div className="text-end text-xs text-muted">
          <div className="tabular-nums">{timeAt(order.createdAt, timezone, language)}</div>
          {finished ? null : <div className="font-semibold text-ink tabular-nums">{ageOf(order.createdAt, now, t)}</div>}
        </div>
      </div>
      {order.deliveryAt ? (
        <Badge tone="info" className="self-start">
          {t('card.scheduled', { time: timeAt(order.deliveryAt, timezone, language) })}
        </Badge>
      ) : null}
      <div className="flex flex-wrap gap-1.5 text-xs">
        <Badge>{t(`service.${order.serviceType}`)}</Badge>
        <Badge tone={order.paymentState === 'paid' ? 'success' : order.paymentState === 'unpaid' ? 'warning' : 'neutral'}>
          {t(`payment.${order.paymentType}`)} · {t(`paymentState.${order.paymentState}`)}
        </Badge>
      </div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="truncate text-muted">
          {[order.customerName, t('card.items', { count: order.itemCount })].filter(Boolean).join(' · ')}
        </span>
        <span className="font-semibold tabular-nums">{formatSom(order.total, language)}</span>
      </div>
      {showBranch ? <p className="truncate text-xs text-muted">{pickLocalized(order.branch.name, language)}</p> : null}
      {order.courier && !order.canAssignCourier ? <p className="text-xs text-muted">{t('courier.label')}: {order.courier.name}</p> : null}
      {finished ? null : <OrderActions order={order} couriers={couriers} />}
    </article>
  );
}
