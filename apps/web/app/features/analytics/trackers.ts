// The merchant's analytics trackers (account-session-settings §3 "Tracking"): which ones a page loads,
// decided on the server from the web settings, and the hosts the page's Content-Security-Policy must
// allow for them. A tracker is on only when its flag is on AND its id has the provider's format: the
// ids end up in script URLs and calls, so a typo or a pasted snippet must never reach the page.
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';

export interface Trackers {
  /** Yandex Metrica counter number. */
  metrica: string | null;
  /** Meta (Facebook) Pixel id. */
  pixel: string | null;
  /** Google Tag Manager container id, `GTM-XXXX`. */
  gtm: string | null;
  /** amoCRM's chat button (id and hash of its installation). */
  amo: { id: string; hash: string } | null;
  /** Metrica goals reached when an order is placed (the setting yandexMetricsKeys); empty without Metrica. */
  metricaGoals: string[];
}

export const NO_TRACKERS: Trackers = { metrica: null, pixel: null, gtm: null, amo: null, metricaGoals: [] };

// Metrica counters and Pixel ids are plain numbers (8–9 and 15–16 digits today; a little room either way).
const METRICA_ID = /^[1-9]\d{3,11}$/;
const PIXEL_ID = /^[1-9]\d{5,19}$/;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
// amoCRM's button snippet: a numeric id and a hex hash (64 characters in every installation seen).
const AMO_ID = /^[1-9]\d{0,11}$/;
const AMO_HASH = /^[0-9a-f]{32,128}$/;
// A Metrica goal's identifier as its settings page allows it: Latin letters, digits, "_" and "-".
const GOAL_KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** The id when it has Metrica's counter format, else null. */
export function metricaId(value: string): string | null {
  const id = value.trim();
  return METRICA_ID.test(id) ? id : null;
}

/** The id when it has a Meta Pixel's format, else null. */
export function pixelId(value: string): string | null {
  const id = value.trim();
  return PIXEL_ID.test(id) ? id : null;
}

/** The container id (`GTM-` and letters/digits, case-insensitive as typed) when valid, else null. */
export function tagManagerId(value: string): string | null {
  const id = value.trim().toUpperCase();
  return GTM_ID.test(id) ? id : null;
}

/** amoCRM's button id and hash when both have their format, else null. */
export function amoButton(id: string, hash: string): Trackers['amo'] {
  const cleanId = id.trim();
  const cleanHash = hash.trim().toLowerCase();
  return AMO_ID.test(cleanId) && AMO_HASH.test(cleanHash) ? { id: cleanId, hash: cleanHash } : null;
}

/** The goal identifiers that have Metrica's format, each once; anything else is dropped. */
export function metricaGoals(keys: readonly string[]): string[] {
  return [...new Set(keys.map((key) => key.trim()).filter((key) => GOAL_KEY.test(key)))];
}

type TrackingSettings = Pick<
  WebSettings,
  'yandexMetricsEnabled' | 'yandexMetricsId' | 'yandexMetricsKeys' | 'metaPixelActive' | 'metaPixelId' | 'tagManagerActive' | 'tagManagerId' | 'amoCRMActive' | 'amoCRMId' | 'amoCRMHash'
>;

/**
 * The trackers a page of this merchant loads. `disabled` is the deployment's switch (ANALYTICS_DISABLED):
 * a staging or load-test server must not count its visits in the merchant's statistics.
 * `metaPixelContent` (a pasted snippet in the original product) is deliberately never used: only ids
 * of a known format reach the page, never a merchant's arbitrary script.
 */
export function trackersFor(settings: TrackingSettings, disabled = false): Trackers {
  if (disabled) return NO_TRACKERS;
  const metrica = settings.yandexMetricsEnabled ? metricaId(settings.yandexMetricsId) : null;
  return {
    metrica,
    pixel: settings.metaPixelActive ? pixelId(settings.metaPixelId) : null,
    gtm: settings.tagManagerActive ? tagManagerId(settings.tagManagerId) : null,
    amo: settings.amoCRMActive ? amoButton(settings.amoCRMId, settings.amoCRMHash) : null,
    metricaGoals: metrica ? metricaGoals(settings.yandexMetricsKeys) : [],
  };
}

export function hasTrackers(trackers: Trackers | null | undefined): trackers is Trackers {
  return Boolean(trackers && (trackers.metrica || trackers.pixel || trackers.gtm || trackers.amo));
}

/** Where each tracker's script comes from (also what the e2e test intercepts). */
export const TRACKER_SCRIPTS = {
  metrica: 'https://mc.yandex.ru/metrika/tag.js',
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
  gtm: 'https://www.googletagmanager.com/gtm.js',
  amo: 'https://gso.amocrm.ru/js/button.js',
} as const;

// Yandex's list for sites with a CSP ("Installing a tag on a site with CSP"): the counter answers from
// the visitor's regional domain, Webvisor from mc.webvisor.*, and tag.js loads its parts from yastatic.net.
const METRICA_HOSTS = [
  'mc.yandex.ru', 'mc.yandex.az', 'mc.yandex.by', 'mc.yandex.co.il', 'mc.yandex.com', 'mc.yandex.com.am', 'mc.yandex.com.ge',
  'mc.yandex.com.tr', 'mc.yandex.ee', 'mc.yandex.fr', 'mc.yandex.kg', 'mc.yandex.kz', 'mc.yandex.lt', 'mc.yandex.lv',
  'mc.yandex.md', 'mc.yandex.tj', 'mc.yandex.tm', 'mc.yandex.uz', 'mc.webvisor.com', 'mc.webvisor.org',
];

export interface TrackerSources {
  script: string[];
  connect: string[];
  frame: string[];
}

/**
 * The origins the enabled trackers need besides this site, per CSP directive. Images are not listed:
 * the policy's img-src already allows any https host (map tiles, merchants' pictures), which covers the
 * trackers' pixels. Nothing is added for a tracker that is off.
 */
export function trackerSources(trackers: Trackers | null | undefined): TrackerSources {
  const script: string[] = [];
  const connect: string[] = [];
  const frame: string[] = [];
  if (!trackers) return { script, connect, frame };
  if (trackers.metrica) {
    script.push('https://mc.yandex.ru', 'https://yastatic.net');
    connect.push(...METRICA_HOSTS.map((host) => `https://${host}`), ...METRICA_HOSTS.map((host) => `wss://${host}`));
    // Metrica's click map and form analysis talk to the counter through a frame of its own.
    frame.push('https://mc.yandex.ru', 'blob:');
  }
  if (trackers.pixel) {
    script.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com', 'https://connect.facebook.net');
  }
  if (trackers.gtm) {
    // The container itself, plus Google Analytics 4, the tag nearly every container holds (Google's
    // "Use a CSP with Tag Manager" guide). Other vendors' tags in a container need their own hosts here.
    script.push('https://www.googletagmanager.com', 'https://*.googletagmanager.com');
    connect.push(
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
  }
  if (trackers.amo) {
    // The button's loader picks gso.amocrm.ru or gso.amocrm.com by the account's region; its chat is a frame.
    script.push('https://gso.amocrm.ru', 'https://gso.amocrm.com');
    connect.push('https://gso.amocrm.ru', 'https://gso.amocrm.com', 'wss://gso.amocrm.ru', 'wss://gso.amocrm.com');
    frame.push('https://gso.amocrm.ru', 'https://gso.amocrm.com');
  }
  return { script, connect, frame };
}
