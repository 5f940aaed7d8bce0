// Listens to an order's live events (Server-Sent Events relayed by /profile/orders/:id/events) while
// `enabled`; the browser's EventSource reconnects by itself after a drop.
import { useEffect, useRef } from 'react';
import { ORDER_EVENT_NAMES, OrderEventSchema, type OrderEvent } from '@dastarkhan/domain/contracts/order-events';

export function useOrderEvents(orderId: string, enabled: boolean, onEvent: (event: OrderEvent) => void): void {
  // The latest handler without reopening the stream each render.
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/profile/orders/${encodeURIComponent(orderId)}/events`);
    const receive = (message: MessageEvent<string>) => {
      let parsed: ReturnType<typeof OrderEventSchema.safeParse>;
      try {
        parsed = OrderEventSchema.safeParse(JSON.parse(message.data));
      } catch {
        return;
      }
      if (parsed.success && parsed.data.orderId === orderId) handler.current(parsed.data);
    };
    source.addEventListener(ORDER_EVENT_NAMES.state, receive);
    source.addEventListener(ORDER_EVENT_NAMES.status, receive);
    return () => source.close();
  }, [orderId, enabled]);
}
