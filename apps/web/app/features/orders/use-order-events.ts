// Listens to an order's live events (Server-Sent Events relayed by /profile/orders/:id/events) while
// `enabled`; the browser's EventSource reconnects by itself after a drop. State and status events go
// to `onEvent`; courier positions go to `onCourier`, and are listened to only when it is given.
import { useEffect, useRef } from 'react';
import { ORDER_EVENT_NAMES, OrderCourierEventSchema, OrderEventSchema, type OrderCourierEvent, type OrderEvent } from '@dastarkhan/domain/contracts/order-events';

interface EventSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The event's JSON read by the schema; null for anything else (a broken or foreign message). */
function parseEvent<T extends { orderId: string }>(schema: EventSchema<T>, data: string, orderId: string): T | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success && parsed.data.orderId === orderId ? parsed.data : null;
}

export function useOrderEvents(orderId: string, enabled: boolean, onEvent: (event: OrderEvent) => void, onCourier?: (event: OrderCourierEvent) => void): void {
  // The latest handlers without reopening the stream each render.
  const handler = useRef(onEvent);
  const courierHandler = useRef(onCourier);
  useEffect(() => {
    handler.current = onEvent;
    courierHandler.current = onCourier;
  }, [onEvent, onCourier]);
  const wantsCourier = onCourier !== undefined;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/profile/orders/${encodeURIComponent(orderId)}/events`);
    const receive = (message: MessageEvent<string>) => {
      const event = parseEvent(OrderEventSchema, message.data, orderId);
      if (event) handler.current(event);
    };
    const receiveCourier = (message: MessageEvent<string>) => {
      const event = parseEvent(OrderCourierEventSchema, message.data, orderId);
      if (event) courierHandler.current?.(event);
    };
    source.addEventListener(ORDER_EVENT_NAMES.state, receive);
    source.addEventListener(ORDER_EVENT_NAMES.status, receive);
    if (wantsCourier) source.addEventListener(ORDER_EVENT_NAMES.courier, receiveCourier);
    return () => source.close();
  }, [orderId, enabled, wantsCourier]);
}
