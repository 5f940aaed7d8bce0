import { describe, expect, it } from 'vitest';
import { reportOrderPlaced, reportPageView, startTrackers, type TrackerWindow } from './load-trackers.ts';
import { NO_TRACKERS, type Trackers } from './trackers.ts';

const HASH = 'a41b728aa658401aa52ee005b83d9ec15b0bce3002e394f179251d00b5c88620';

interface FakeScript {
  async?: boolean;
  src?: string;
  id?: string;
}

/** Just enough of `window` for the snippets: the scripts they append to <head> are recorded. */
function fakeWindow(): TrackerWindow & { scripts: FakeScript[] } {
  const scripts: FakeScript[] = [];
  const document = {
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return {} as FakeScript;
    },
    head: { appendChild: (node: FakeScript) => scripts.push(node) },
  } as unknown as TrackerWindow['document'];
  return { document, scripts };
}

describe('starting the trackers', () => {
  it('loads nothing when none is on', () => {
    const win = fakeWindow();
    startTrackers(win, NO_TRACKERS);
    expect(win.scripts).toEqual([]);
    expect(win.ym ?? win.fbq ?? win.dataLayer ?? win.amo_social_button).toBeUndefined();
  });

  it("loads the official script of each tracker that is on, async, and queues its start-up calls until it arrives", () => {
    const win = fakeWindow();
    const trackers: Trackers = { metrica: '98765432', pixel: '1812468492405013', gtm: 'GTM-WWGJ4X6', amo: { id: '413126', hash: HASH }, metricaGoals: [] };
    startTrackers(win, trackers);
    expect(win.scripts.map((script) => script.src)).toEqual([
      'https://mc.yandex.ru/metrika/tag.js',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-WWGJ4X6',
      'https://gso.amocrm.ru/js/button.js',
    ]);
    expect(win.scripts.every((script) => script.async)).toBe(true);
    expect(win.scripts[3]!.id).toBe('amo_social_button_script');
    expect(win.ym!.a).toEqual([[98765432, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false }]]);
    expect(win.fbq!.queue).toEqual([
      ['init', '1812468492405013'],
      ['track', 'PageView'],
    ]);
    expect(win.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(win.amo_social_button).toMatchObject({ id: '413126', hash: HASH, locale: 'ru', inline: false });
  });

  it('loads only the trackers that are on', () => {
    const win = fakeWindow();
    startTrackers(win, { ...NO_TRACKERS, gtm: 'GTM-AB12CD' });
    expect(win.scripts.map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']);
    expect(win.ym).toBeUndefined();
    expect(win.fbq).toBeUndefined();
  });

  it('hands calls to the Pixel library once it has loaded', () => {
    const win = fakeWindow();
    startTrackers(win, { ...NO_TRACKERS, pixel: '1812468492405013' });
    const received: unknown[][] = [];
    win.fbq!.callMethod = (...args: unknown[]) => received.push(args);
    reportPageView(win, { ...NO_TRACKERS, pixel: '1812468492405013' }, { url: 'https://demo.example/basket', title: 'Basket', referrer: 'https://demo.example/' });
    expect(received).toEqual([['track', 'PageView']]);
  });
});

describe('page views after a client-side navigation', () => {
  it('reach Metrica as a hit, the Pixel as a PageView and the data layer as a page_view event', () => {
    const win = fakeWindow();
    const trackers: Trackers = { ...NO_TRACKERS, metrica: '98765432', pixel: '1812468492405013', gtm: 'GTM-WWGJ4X6' };
    startTrackers(win, trackers);
    const view = { url: 'https://demo.example/product/1', title: 'Plov · Demo', referrer: 'https://demo.example/' };
    reportPageView(win, trackers, view);
    expect(win.ym!.a!.at(-1)).toEqual([98765432, 'hit', view.url, { title: view.title, referer: view.referrer }]);
    expect(win.fbq!.queue.at(-1)).toEqual(['track', 'PageView']);
    expect(win.dataLayer!.at(-1)).toEqual({ event: 'page_view', page_location: view.url, page_title: view.title, page_referrer: view.referrer });
  });

  it('reach no tracker that was not started', () => {
    const win = fakeWindow();
    reportPageView(win, { ...NO_TRACKERS, metrica: '98765432' }, { url: 'https://demo.example/', title: '', referrer: '' });
    expect(win.ym).toBeUndefined();
  });
});

describe('an order placed', () => {
  const order = { id: '0b5e8f2a-3c1d-4e6f-8a9b-1c2d3e4f5a6b', totalSom: 87000 };

  it("reaches each of the merchant's Metrica goals, and is a Purchase for the Pixel and a purchase event for the container", () => {
    const win = fakeWindow();
    const trackers: Trackers = { metrica: '98765432', pixel: '1812468492405013', gtm: 'GTM-WWGJ4X6', amo: null, metricaGoals: ['ORDER', 'order_web'] };
    startTrackers(win, trackers);
    reportOrderPlaced(win, trackers, order);
    expect(win.ym!.a!.slice(1)).toEqual([
      [98765432, 'reachGoal', 'ORDER', { order_id: order.id, order_price: 87000, currency: 'UZS' }],
      [98765432, 'reachGoal', 'order_web', { order_id: order.id, order_price: 87000, currency: 'UZS' }],
    ]);
    expect(win.fbq!.queue.at(-1)).toEqual(['track', 'Purchase', { value: 87000, currency: 'UZS' }]);
    expect(win.dataLayer!.at(-1)).toEqual({ event: 'purchase', transaction_id: order.id, value: 87000, currency: 'UZS' });
  });

  it('tells nothing to trackers that are off, nor to Metrica without goals', () => {
    const win = fakeWindow();
    const trackers: Trackers = { ...NO_TRACKERS, metrica: '98765432' };
    startTrackers(win, trackers);
    reportOrderPlaced(win, trackers, order);
    expect(win.ym!.a).toHaveLength(1);
    expect(win.fbq ?? win.dataLayer).toBeUndefined();
  });
});
