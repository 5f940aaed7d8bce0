// The order detail page: items with options and comments, customer and phone, address with a small map,
// totals, payment, history, the same actions as the board's card, and the kitchen ticket link.
import type { BoardCourier, BoardOrderDetail } from '@dastarkhan/domain/contracts/console-board';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatSom } from '@dastarkhan/domain/money';
import { ButtonLink } from '../../../ui/button.tsx';
import type { MapTiles } from '../../../ui/map/map-tiles.ts';
import { MapView } from '../../../ui/map/map-view.tsx';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ConsolePage } from '../../ui/console-page.tsx';
import { courierStatusName, mapLink, phoneText, statusName, telLink, timeAt } from './labels.ts';
import { OrderActions } from './order-actions.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-4">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 text-sm ${strong ? 'text-base font-bold' : ''}`}>
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderDetailView({ order, couriers, tiles, timezone }: { order: BoardOrderDetail; couriers: BoardCourier[]; tiles: MapTiles; timezone: string }) {
  const t = useConsoleT('board');
  const language = useConsoleLanguage();
  const som = (value: number) => formatSom(value, language);
  const { address } = order;
  const place = address && address.latitude !== null && address.longitude !== null ? { latitude: address.latitude, longitude: address.longitude } : null;
  const extras = address
    ? [
        address.entrance ? t('detail.entrance', { value: address.entrance }) : null,
        address.floor ? t('detail.floor', { value: address.floor }) : null,
        address.office ? t('detail.office', { value: address.office }) : null,
        address.domophone ? t('detail.domophone', { value: address.domophone }) : null,
      ].filter(Boolean)
    : [];

  return (
    <ConsolePage
      back={{ to: '/console/orders', label: t('detail.back') }}
      title={t('card.number', { number: order.number })}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone="brand" className="text-sm">
            <span data-testid="order-status">{statusName(order.status, language)}</span>
          </Badge>
          {order.courierStatus ? <Badge tone="info">{courierStatusName(order.courierStatus, language)}</Badge> : null}
          <span>{t(`service.${order.serviceType}`)}</span>
          <span>· {t('detail.created', { time: timeAt(order.createdAt, timezone, language) })}</span>
          {order.deliveryAt ? <span>· {t('detail.scheduledFor', { time: formatDateTime(order.deliveryAt, timezone, language) })}</span> : null}
        </span>
      }
      actions={
        <ButtonLink to={`/console/orders/${order.id}/ticket`} target="_blank" rel="noopener" variant="secondary" size="sm" reloadDocument>
          {t('detail.printTicket')}
        </ButtonLink>
      }
    >
      {order.allowedStatuses.length > 0 || order.canMarkPaid || order.canAssignCourier ? (
        <Section title={t('detail.actions')}>
          <OrderActions order={order} couriers={couriers} size="md" />
        </Section>
      ) : null}
      {order.reason ? <p className="text-sm text-danger">{t('detail.reason', { reason: order.reason })}</p> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('detail.items')}>
          <ul className="flex flex-col divide-y divide-line">
            {order.items.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 py-2">
                <div className="flex justify-between gap-3">
                  <span className="font-medium">
                    <span className="tabular-nums">{item.quantity} ×</span> {pickLocalized(item.name, language)}
                  </span>
                  <span className="tabular-nums">{som(item.total)}</span>
                </div>
                {item.options.length > 0 ? (
                  <ul className="ps-4 text-sm text-muted">
                    {item.options.map((option, index) => (
                      <li key={index}>
                        + {pickLocalized(option.name, language)}
                        {option.count > 1 ? ` × ${option.count}` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {item.comment ? <p className="ps-4 text-sm italic">“{item.comment}”</p> : null}
              </li>
            ))}
          </ul>
          {order.comment ? (
            <p className="rounded-2xl bg-amber-500/10 p-3 text-sm">
              <span className="font-semibold">{t('detail.comment')}:</span> {order.comment}
            </p>
          ) : null}
        </Section>

        <Section title={t('detail.customer')}>
          <p className="font-medium">{order.customer.name ?? '—'}</p>
          {order.customer.phone ? (
            <a href={telLink(order.customer.phone)} className="self-start font-semibold text-brand-ink underline" aria-label={t('detail.call', { phone: phoneText(order.customer.phone) })}>
              {phoneText(order.customer.phone)}
            </a>
          ) : null}
          {order.receiver ? (
            <p className="text-sm">
              {t('detail.receiver')}: {order.receiver.name}{' '}
              {order.receiver.phone ? (
                <a href={telLink(order.receiver.phone)} className="underline">
                  {phoneText(order.receiver.phone)}
                </a>
              ) : null}
            </p>
          ) : null}
          <p className="text-sm text-muted">
            {t('detail.branch')}: {pickLocalized(order.branch.name, language)}
            {order.table ? ` · ${t('detail.table', { name: order.table })}` : ''}
          </p>
          {order.courier ? (
            <p className="text-sm">
              {t('courier.label')}: <span className="font-medium">{order.courier.name}</span>
            </p>
          ) : null}
        </Section>

        {address ? (
          <Section title={t('detail.address')}>
            <p className="font-medium">{address.text}</p>
            {extras.length > 0 ? <p className="text-sm">{extras.join(', ')}</p> : null}
            {address.comment ? <p className="text-sm italic">{address.comment}</p> : null}
            {order.courierComment ? (
              <p className="text-sm">
                {t('detail.courierComment')}: {order.courierComment}
              </p>
            ) : null}
            {place ? (
              <>
                <MapView
                  tiles={tiles}
                  markers={[{ id: order.id, place, label: address.text || t('detail.address'), kind: 'destination' }]}
                  fallbackCenter={place}
                  className="h-56 w-full overflow-hidden rounded-2xl"
                  loadingLabel={t('detail.mapLoading')}
                />
                <a href={mapLink(place.latitude, place.longitude)} target="_blank" rel="noopener noreferrer" className="self-start text-sm underline">
                  {t('detail.openInMaps')}
                </a>
              </>
            ) : null}
          </Section>
        ) : null}

        <Section title={t('detail.totals')}>
          <dl className="flex flex-col gap-1">
            <Row label={t('detail.products')} value={som(order.prices.products)} />
            {order.prices.discount > 0 ? <Row label={t('detail.discount')} value={`− ${som(order.prices.discount)}`} /> : null}
            {order.prices.delivery > 0 ? <Row label={t('detail.delivery')} value={som(order.prices.delivery)} /> : null}
            {order.prices.serviceFee > 0 ? <Row label={t('detail.serviceFee')} value={som(order.prices.serviceFee)} /> : null}
            {order.prices.cashbackUsed > 0 ? <Row label={t('detail.cashbackUsed')} value={`− ${som(order.prices.cashbackUsed)}`} /> : null}
            <Row label={t('detail.total')} value={som(order.prices.total)} strong />
          </dl>
          {order.promoCode ? <p className="text-sm text-muted">{t('detail.promo', { code: order.promoCode })}</p> : null}
          <p className="text-sm">
            {t('detail.payment')}: {t(`payment.${order.paymentType}`)} ·{' '}
            <span className={order.paymentState === 'paid' ? 'font-semibold text-success' : 'font-semibold'}>{t(`paymentState.${order.paymentState}`)}</span>
          </p>
        </Section>

        <Section title={t('detail.history')}>
          <ol className="flex flex-col gap-2 text-sm">
            {order.history.map((entry, index) => (
              <li key={index} className="flex flex-wrap items-baseline gap-x-2">
                <span className="tabular-nums text-muted">{formatDateTime(entry.at, timezone, language)}</span>
                <span className="font-medium">{entry.courierStatus && entry.reason === 'CHANGE_COURIER_STATUS' ? courierStatusName(entry.courierStatus, language) : statusName(entry.status, language)}</span>
                <span className="text-muted">· {entry.actorName ?? t(`detail.actor.${entry.actorType}`)}</span>
                {entry.comment ? <span className="w-full italic">{entry.comment}</span> : null}
              </li>
            ))}
          </ol>
        </Section>
      </div>
    </ConsolePage>
  );
}
