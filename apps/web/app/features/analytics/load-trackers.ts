// Starts the merchant's trackers in the browser and reports the storefront's page views to them.
// Each start does what the provider's official snippet does (a queue under the provider's global name,
// then its script, async), written as module code instead of an inline snippet: the page's CSP runs no
// inline script without the nonce, and only validated ids (trackers.ts) are ever put into a URL or call.
// Loaded on demand by analytics.tsx, so pages of a merchant without trackers never download it.
import { TRACKER_SCRIPTS, type Trackers } from './trackers.ts';

type Call = (...args: unknown[]) => void;
type QueuedCall = Call & { a?: unknown[][]; l?: number; q?: unknown[][] };
type Pixel = Call & { callMethod?: Call; queue: unknown[][]; push: Call; loaded: boolean; version: string };

/** The globals the snippets use; `window` in the browser, a fake in the unit tests. */
export interface TrackerWindow {
  document: Pick<Document, 'createElement' | 'head'>;
  ym?: QueuedCall;
  fbq?: Pixel;
  _fbq?: Pixel;
  dataLayer?: unknown[];
  amo_social_button?: Record<string, unknown>;
  amoSocialButton?: QueuedCall;
}

function addScript(win: TrackerWindow, src: string, id?: string): void {
  const script = win.document.createElement('script');
  script.async = true;
  script.src = src;
  if (id) script.id = id;
  win.document.head.appendChild(script);
}

function startMetrica(win: TrackerWindow, id: string): void {
  if (!win.ym) {
    const ym: QueuedCall = (...args: unknown[]) => {
      (ym.a ??= []).push(args);
    };
    ym.l = Date.now();
    win.ym = ym;
    addScript(win, TRACKER_SCRIPTS.metrica);
  }
  // Webvisor (session recording) stays off: customers type phone numbers and addresses into these pages,
  // and no setting lets the merchant ask for it. The first hit is sent by `init` itself.
  win.ym(Number(id), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false });
}

function startPixel(win: TrackerWindow, id: string): void {
  if (!win.fbq) {
    // fbevents.js sets callMethod when it has loaded; until then calls wait in the queue.
    const call: Call = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    };
    const fbq: Pixel = Object.assign(call, { queue: [] as unknown[][], push: call, loaded: true, version: '2.0' });
    if (!win._fbq) win._fbq = fbq;
    win.fbq = fbq;
    addScript(win, TRACKER_SCRIPTS.pixel);
  }
  win.fbq('init', id);
  win.fbq('track', 'PageView');
}

function startTagManager(win: TrackerWindow, id: string): void {
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(win, `${TRACKER_SCRIPTS.gtm}?id=${encodeURIComponent(id)}`);
}

function startAmo(win: TrackerWindow, amo: NonNullable<Trackers['amo']>): void {
  win.amo_social_button = {
    id: amo.id,
    hash: amo.hash,
    locale: 'ru',
    inline: false,
    setMeta(this: { params?: unknown[] }, params: unknown) {
      this.params = (this.params ?? []).concat([params]);
    },
  };
  if (!win.amoSocialButton) {
    const button: QueuedCall = (...args: unknown[]) => {
      (button.q ??= []).push(args);
    };
    win.amoSocialButton = button;
  }
  addScript(win, TRACKER_SCRIPTS.amo, 'amo_social_button_script');
}

/** Starts every tracker that is on (each sends its own first page view). */
export function startTrackers(win: TrackerWindow, trackers: Trackers): void {
  if (trackers.metrica) startMetrica(win, trackers.metrica);
  if (trackers.pixel) startPixel(win, trackers.pixel);
  if (trackers.gtm) startTagManager(win, trackers.gtm);
  if (trackers.amo) startAmo(win, trackers.amo);
}

export interface PageView {
  /** Absolute URL of the page now shown. */
  url: string;
  title: string;
  /** Absolute URL of the page before it. */
  referrer: string;
}

/**
 * A page view after a client-side navigation (the document did not reload, so no tracker saw it):
 * Metrica's `hit`, the Pixel's PageView, and a `page_view` event in the data layer for the container's
 * triggers.
 */
export function reportPageView(win: TrackerWindow, trackers: Trackers, view: PageView): void {
  if (trackers.metrica && win.ym) win.ym(Number(trackers.metrica), 'hit', view.url, { title: view.title, referer: view.referrer });
  if (trackers.pixel && win.fbq) win.fbq('track', 'PageView');
  if (trackers.gtm && win.dataLayer) {
    win.dataLayer.push({ event: 'page_view', page_location: view.url, page_title: view.title, page_referrer: view.referrer });
  }
}

/** An order the customer just placed: its id and what it costs, so'm. */
export interface PlacedOrder {
  id: string;
  totalSom: number;
}

/**
 * The conversion: each of the merchant's Metrica goals (yandexMetricsKeys) reached, the Pixel's
 * Purchase, and a `purchase` event in the data layer for the container's triggers.
 */
export function reportOrderPlaced(win: TrackerWindow, trackers: Trackers, order: PlacedOrder): void {
  if (trackers.metrica && win.ym) {
    for (const goal of trackers.metricaGoals) win.ym(Number(trackers.metrica), 'reachGoal', goal, { order_id: order.id, order_price: order.totalSom, currency: 'UZS' });
  }
  if (trackers.pixel && win.fbq) win.fbq('track', 'Purchase', { value: order.totalSom, currency: 'UZS' });
  if (trackers.gtm && win.dataLayer) win.dataLayer.push({ event: 'purchase', transaction_id: order.id, value: order.totalSom, currency: 'UZS' });
}
