// The merchant's analytics (Yandex Metrica, Meta Pixel, Google Tag Manager, amoCRM's button): started
// once the page is interactive and the browser is idle, so they never compete with the first screen,
// then told about every client-side page view. Renders nothing.
//
// "Never in tests": the trackers the root loader hands over (trackers.ts) are already empty when the
// deployment sets ANALYTICS_DISABLED=true or the merchant has none on (the demo merchants ship with all
// off), so the browser suite's pages load nothing. `navigator.webdriver` is deliberately NOT checked:
// automated Chromium (our suite, Lighthouse) always sets it, which would make the loading path
// impossible to test in a real browser; the analytics browser test instead turns trackers on for the
// demo merchant and answers their hosts with local stubs, so nothing ever reaches the real providers.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useRootData } from '../../lib/storefront.ts';
import type * as LoadTrackers from './load-trackers.ts';
import type { PlacedOrder } from './load-trackers.ts';
import { ORDER_PLACED_EVENT } from './order-placed.ts';
import { hasTrackers, type Trackers } from './trackers.ts';

type Loaded = typeof LoadTrackers;

/** Runs `start` after the `load` event, when the browser is next idle (at most `timeout` ms later). */
function whenIdle(start: () => void, timeout = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(start, { timeout });
    else timer = setTimeout(start, 1);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export function Analytics() {
  const trackers = useRootData()?.analytics;
  const location = useLocation();
  const navigationType = useNavigationType();
  const started = useRef<{ module: Loaded; trackers: Trackers; url: string } | null>(null);
  const enabled = hasTrackers(trackers) ? trackers : null;

  // Effects run after hydration only, never on the server.
  useEffect(() => {
    if (!enabled || started.current) return;
    let active = true;
    const cancel = whenIdle(() => {
      void import('./load-trackers.ts').then((module) => {
        if (!active || started.current) return;
        module.startTrackers(window, enabled);
        // The trackers' own first hit counts the page shown now, wherever the customer has got to.
        started.current = { module, trackers: enabled, url: window.location.href };
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [enabled]);

  useEffect(() => {
    const current = started.current;
    if (!current) return;
    // A REPLACE is the same page changing its query (search as one types, a closed sheet): not a new view.
    if (navigationType === 'REPLACE') return;
    const url = window.location.href;
    if (url === current.url) return;
    const referrer = current.url;
    current.url = url;
    // After this render's <Meta> has set the new page's title.
    const timer = setTimeout(() => current.module.reportPageView(window, current.trackers, { url, title: document.title, referrer }), 0);
    return () => clearTimeout(timer);
  }, [location.key, navigationType]);

  // The conversions of an order placed on this page (checkout's confirmation): only once the trackers run.
  useEffect(() => {
    const onPlaced = (event: Event) => {
      const current = started.current;
      if (current) current.module.reportOrderPlaced(window, current.trackers, (event as CustomEvent<PlacedOrder>).detail);
    };
    window.addEventListener(ORDER_PLACED_EVENT, onPlaced);
    return () => window.removeEventListener(ORDER_PLACED_EVENT, onPlaced);
  }, []);

  return null;
}
