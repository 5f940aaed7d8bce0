// A courier's own deliveries, phone first: where to go (map link), whom to call, what to collect, and a
// big button for each step the courier may report next.
import type { Delivery } from '@dastarkhan/domain/contracts/console-board';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatSom } from '@dastarkhan/domain/money';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ConsolePage } from '../../ui/console-page.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { courierStatusName, mapLink, phoneText, statusName, telLink, timeAt } from './labels.ts';

function DeliveryCard({ delivery, timezone }: { delivery: Delivery; timezone: string }) {
  const t = useConsoleT('board');
  const language = useConsoleLanguage();
  const mutation = useConsoleMutation();
  const { address } = delivery;
  const extras = address
    ? [
        address.entrance ? t('detail.entrance', { value: address.entrance }) : null,
        address.floor ? t('detail.floor', { value: address.floor }) : null,
        address.office ? t('detail.office', { value: address.office }) : null,
      ].filter(Boolean)
    : [];
  return (
    <article aria-label={t('card.number', { number: delivery.number })} className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-4 shadow-sm">
      <header className="flex items-start justify-between gap-2">
        <div>
          <h2 className="text-xl font-bold tabular-nums">#{delivery.number}</h2>
          <p className="text-xs text-muted">
            {pickLocalized(delivery.branch.name, language)} · {timeAt(delivery.createdAt, timezone, language)}
            {delivery.deliveryAt ? ` · ${t('card.scheduled', { time: timeAt(delivery.deliveryAt, timezone, language) })}` : ''}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge>{statusName(delivery.status, language)}</Badge>
          {delivery.courierStatus ? <Badge tone="info">{courierStatusName(delivery.courierStatus, language)}</Badge> : null}
        </div>
      </header>
      {address ? (
        <div className="text-[15px]">
          <p className="font-medium">{address.text}</p>
          {extras.length > 0 ? <p className="text-sm">{extras.join(', ')}</p> : null}
          {address.comment ? <p className="text-sm italic">{address.comment}</p> : null}
        </div>
      ) : null}
      {delivery.comment ? <p className="rounded-2xl bg-amber-500/10 p-2 text-sm">{delivery.comment}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>{[delivery.customer.name, t('card.items', { count: delivery.itemCount })].filter(Boolean).join(' · ')}</span>
        <span className="font-semibold">
          {delivery.paymentState === 'unpaid'
            ? t('deliveries.toCollect', { amount: formatSom(delivery.total, language) })
            : `${formatSom(delivery.total, language)} · ${t(`paymentState.${delivery.paymentState}`)}`}{' '}
          · {t(`payment.${delivery.paymentType}`)}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-2">
        {delivery.customer.phone ? (
          <a href={telLink(delivery.customer.phone)} className="flex min-h-11 items-center justify-center rounded-2xl border border-line font-semibold" aria-label={`${t('deliveries.call')} ${phoneText(delivery.customer.phone)}`}>
            {t('deliveries.call')}
          </a>
        ) : null}
        {address && address.latitude !== null && address.longitude !== null ? (
          <a href={mapLink(address.latitude, address.longitude)} target="_blank" rel="noopener noreferrer" className="flex min-h-11 items-center justify-center rounded-2xl border border-line font-semibold">
            {t('deliveries.route')}
          </a>
        ) : null}
      </div>
      {delivery.nextCourierStatuses.length > 0 ? (
        <div className="flex flex-col gap-2">
          {delivery.nextCourierStatuses.map((status, index) => (
            <Button
              key={status}
              size="lg"
              block
              variant={index === 0 ? 'primary' : 'secondary'}
              disabled={mutation.pending}
              onClick={() => void mutation.mutate(`/deliveries/${delivery.id}/courier-status`, { method: 'PUT', body: { courierStatus: status } })}
            >
              {t(`deliveries.report.${status}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <ErrorBanner error={mutation.error} onDismiss={mutation.reset} />
    </article>
  );
}

export function DeliveriesView({ deliveries, timezone }: { deliveries: Delivery[]; timezone: string }) {
  const t = useConsoleT('board');
  return (
    <ConsolePage title={t('deliveries.title')} className="mx-auto w-full max-w-xl">
      {deliveries.length === 0 ? <p className="py-8 text-center text-muted">{t('deliveries.empty')}</p> : null}
      {deliveries.map((delivery) => (
        <DeliveryCard key={delivery.id} delivery={delivery} timezone={timezone} />
      ))}
    </ConsolePage>
  );
}
