// The /profile/orders/:id/map page: the order's status, a map with its branch, where it goes and its
// courier, a legend, the courier to call, and when the courier's position was last reported. Live
// events move the courier and the status without a reload.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderCourierEvent, OrderEvent } from '@dastarkhan/domain/contracts/order-events';
import { formatTimeAt } from '@dastarkhan/domain/date-format';
import { hasCourier } from '@dastarkhan/domain/order-status';
import { useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { MapView, MarkerGlyph, type MarkerKind } from '../../ui/map/map-view.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { CourierCard } from './courier-card.tsx';
import { applyOrderEvent, eventDiffers, isLiveOrder } from './order-live.ts';
import { applyCourierEvent, orderMapMarkers, reconcileCourier, type CourierOnMap, type CourierPositionEvent } from './order-map.ts';
import type { OrderMapData, OrderOnMap } from './order-map.server.ts';
import { StatusChip } from './status-chip.tsx';
import { useOrderEvents } from './use-order-events.ts';

/** Where the map looks before it has anything to show (the spec's default map centre). */
const DEFAULT_CENTER = { latitude: 41.322711, longitude: 69.241084 };

/** Status events kept for the order shown; older ones the loader has read are skipped anyway. */
const KEPT_EVENTS = 20;

interface LiveCourier {
  /** The loader's courier this one was worked out from: a newer read is reconciled with it. */
  basis: CourierOnMap | null;
  courier: CourierOnMap | null;
}

/**
 * The order and its courier as shown: the loader's, moved on by the live events since. A status
 * event that changes something, or a position of a courier the page does not know, reads the order
 * again (for what events do not carry: the courier's name and phone, exact history).
 */
function useLiveOrderMap(loadedOrder: OrderOnMap, loadedCourier: CourierOnMap | null): { order: OrderOnMap; courier: CourierOnMap | null } {
  const revalidator = useRevalidator();
  const [events, setEvents] = useState<OrderEvent[]>([]);
  const order = events.reduce<OrderOnMap>((current, event) => applyOrderEvent(current, event), loadedOrder);
  const [live, setLive] = useState<LiveCourier>({ basis: loadedCourier, courier: loadedCourier });
  const courier = live.basis === loadedCourier ? live.courier : reconcileCourier(loadedCourier, live.courier);

  // What the page shows now, for handlers that run between renders (two positions in one tick chain).
  const shown = useRef({ order, loadedCourier, courier });
  useEffect(() => {
    shown.current = { order, loadedCourier, courier };
  }, [order, loadedCourier, courier]);

  const onPosition = useCallback(
    (event: CourierPositionEvent) => {
      const { loadedCourier: basis, courier: current } = shown.current;
      const next = applyCourierEvent(current, event);
      if (next === current) return;
      shown.current = { ...shown.current, courier: next };
      setLive({ basis, courier: next });
      // A courier the page does not know yet: its name and phone come with the order.
      if (current?.id !== event.courierId) void revalidator.revalidate();
    },
    [revalidator],
  );
  const onEvent = useCallback(
    (event: OrderEvent) => {
      const differs = eventDiffers(shown.current.order, event);
      setEvents((kept) => [...kept.slice(1 - KEPT_EVENTS), event]);
      // The stream's first event carries the courier's position as it is now.
      if (event.courier) onPosition(event.courier);
      if (differs) void revalidator.revalidate();
    },
    [onPosition, revalidator],
  );
  const onCourier = useCallback((event: OrderCourierEvent) => onPosition(event), [onPosition]);
  useOrderEvents(loadedOrder.id, isLiveOrder(order), onEvent, onCourier);
  return { order, courier };
}

function Legend({ kinds }: { kinds: MarkerKind[] }) {
  const { t } = useTranslation('orders');
  const text: Record<MarkerKind, string> = { branch: t('map.branch'), destination: t('map.destination'), courier: t('map.courier'), pin: '' };
  return (
    <ul aria-label={t('map.legend')} className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink" data-testid="map-legend">
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <MarkerGlyph kind={kind} className="[&>svg]:size-6" />
          {text[kind]}
        </li>
      ))}
    </ul>
  );
}

export function OrderMapView({ order: loadedOrder, branch, destination, courier: loadedCourier, tiles }: OrderMapData) {
  const { t } = useTranslation('orders');
  const { merchant } = useStorefront();
  const language = useLanguage();
  const { order, courier } = useLiveOrderMap(loadedOrder, loadedCourier);
  const delivers = hasCourier(order.serviceType);
  // After the door or a cancellation a position is history: the courier is no longer followed.
  const tracking = delivers && isLiveOrder(order) && order.status !== 'DELIVERED';
  const courierPlace = tracking ? (courier?.position ?? null) : null;

  const markers = useMemo(
    () =>
      orderMapMarkers(
        { branch: branch?.place ?? null, destination, courier: courierPlace },
        {
          branch: branch ? t('map.branchMarker', { name: branch.name }) : t('map.branch'),
          destination: t('map.destination'),
          courier: courier?.name ? t('map.courierMarker', { name: courier.name }) : t('map.courier'),
        },
      ),
    [branch, destination, courierPlace, courier?.name, t],
  );
  const kinds = markers.map((marker) => marker.kind ?? 'pin');
  const center = destination ?? branch?.place ?? (merchant.latitude !== null && merchant.longitude !== null ? { latitude: merchant.latitude, longitude: merchant.longitude } : DEFAULT_CENTER);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 pb-6">
      <PageHeader
        title={t('map.title', { number: order.number })}
        backTo={`/profile/orders/${encodeURIComponent(order.id)}`}
        subtitle={
          // Announced when a live update changes it.
          <span aria-live="polite" aria-atomic="true">
            <StatusChip status={order.status} />
          </span>
        }
      />
      <MapView
        tiles={tiles}
        markers={markers}
        fallbackCenter={center}
        loadingLabel={t('map.loading')}
        className="h-[55dvh] min-h-72 w-full overflow-hidden rounded-3xl ring-1 ring-line"
      />
      {kinds.length > 0 ? <Legend kinds={kinds} /> : null}
      {delivers ? (
        <>
          <p role="status" data-testid="courier-position" className="rounded-2xl bg-surface px-4 py-3 text-[15px] text-ink ring-1 ring-line">
            {!tracking
              ? t('map.trackingOver')
              : courierPlace && courier?.position
                ? t('map.positionAt', { time: formatTimeAt(courier.position.at, merchant.timezone, language) })
                : t('map.noPosition')}
          </p>
          {courier && tracking ? <CourierCard name={courier.name ?? t('map.courier')} phone={courier.phone} /> : null}
        </>
      ) : null}
    </div>
  );
}
