// The board's live feed: an EventSource on /console/orders-events (the API's stream relayed with the session
// cookie). Every change reloads the page's data; a new order beeps and counts in the title until looked at.
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { beep, unlockAudioOnGesture } from './beep.ts';

export const ORDER_EVENTS_PATH = '/console/orders-events';

/** The part of an order event the board reads. */
interface OrderEventData {
  orderId: string;
  status: string;
}

/** Changes close together (a burst of orders) reload the data once. */
const RELOAD_DELAY_MS = 250;
/** Statuses an order is created in. */
const CREATED_STATUSES = new Set(['CREATED', 'AT_TIME']);
const TITLE_BADGE = /^\(\d+\) /;

export interface BoardLive {
  connected: boolean;
  /** Orders that arrived live and nobody has looked at yet (highlighted, counted in the title). */
  unseen: ReadonlySet<string>;
}

/**
 * `knownIds`: the orders the page shows now. An event of an order not among them in a created status is a new
 * order; it counts once the reloaded data shows it (an order another filter hides does not).
 */
export function useBoardLive(knownIds: readonly string[]): BoardLive {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const known = useRef(new Set(knownIds));
  const expected = useRef(new Set<string>());
  const [connected, setConnected] = useState(false);
  const [unseen, setUnseen] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const source = new EventSource(ORDER_EVENTS_PATH);
    let timer: ReturnType<typeof setTimeout> | null = null;
    let readyBefore = false;
    const reload = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void revalidate.current();
      }, RELOAD_DELAY_MS);
    };
    source.addEventListener('ready', () => {
      setConnected(true);
      // Back after a drop: whatever changed meanwhile was not streamed.
      if (readyBefore) reload();
      readyBefore = true;
    });
    source.addEventListener('status', (message) => {
      try {
        const event = JSON.parse((message as MessageEvent<string>).data) as OrderEventData;
        if (!known.current.has(event.orderId) && CREATED_STATUSES.has(event.status)) expected.current.add(event.orderId);
      } catch {
        // A malformed frame still means something changed.
      }
      reload();
    });
    source.addEventListener('error', () => setConnected(false));
    const stopUnlock = unlockAudioOnGesture();
    return () => {
      if (timer) clearTimeout(timer);
      source.close();
      stopUnlock();
    };
  }, []);

  // Fresh data: the expected new orders it shows are new for the staff member.
  const key = knownIds.join(',');
  useEffect(() => {
    known.current = new Set(knownIds);
    const arrived = [...expected.current].filter((id) => known.current.has(id));
    if (arrived.length === 0) return;
    for (const id of arrived) expected.current.delete(id);
    setUnseen((current) => new Set([...current, ...arrived]));
    beep();
    // knownIds is read through its key: a new array of the same ids is no news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Looked at: a tap or key on the page, or the tab shown again after being hidden.
  useEffect(() => {
    if (unseen.size === 0) return;
    const seen = () => setUnseen(new Set());
    const onVisible = () => {
      if (document.visibilityState === 'visible' && document.hidden === false && wasHidden) seen();
      wasHidden = document.visibilityState === 'hidden';
    };
    let wasHidden = document.visibilityState === 'hidden';
    window.addEventListener('pointerdown', seen);
    window.addEventListener('keydown', seen);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pointerdown', seen);
      window.removeEventListener('keydown', seen);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [unseen]);

  // "(2) Orders · Brand": React's <title> is re-applied on navigation, so the badge is put back after each render.
  useEffect(() => {
    const base = document.title.replace(TITLE_BADGE, '');
    const next = unseen.size > 0 ? `(${unseen.size}) ${base}` : base;
    if (document.title !== next) document.title = next;
  });
  useEffect(
    () => () => {
      document.title = document.title.replace(TITLE_BADGE, '');
    },
    [],
  );

  return { connected, unseen };
}

/** The detail page: reloads its data when this order changes (live, like the board). */
export function useOrderLive(orderId: string): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    const source = new EventSource(ORDER_EVENTS_PATH);
    source.addEventListener('status', (message) => {
      try {
        const event = JSON.parse((message as MessageEvent<string>).data) as OrderEventData;
        if (event.orderId === orderId) void revalidate.current();
      } catch {
        // Not an event of ours.
      }
    });
    return () => source.close();
  }, [orderId]);
}
