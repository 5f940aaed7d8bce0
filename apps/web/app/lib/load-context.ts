// What the server hands every loader/action: the API client transport and the deployment config.
import 'react-router';

export interface StorefrontLoadContext {
  /**
   * Calls the API. `path` starts with `/api/`. In a single-process deployment (ROLE=all) this runs
   * in process without a network hop; with ROLE=web it is a fetch to API_URL.
   */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  config: {
    /** Merchant sub used on a bare host without `?vendor=`. */
    defaultMerchant: string;
    /** Domain whose subdomains are merchants (besides `*.localhost`), e.g. `dastarkhan.uz`. */
    baseDomain: string | null;
    /** Raster tiles of the maps (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); absent in tests → OpenStreetMap. */
    map?: { tileUrl: string; tileAttribution: string };
    /** Payme's Subscribe API (PAYME_SUBSCRIBE_URL), which the saved-card pages call from the browser. */
    paymeSubscribeUrl?: string;
    /** The providers' payment pages (Payme, Click, Uzum), where the order page's "Pay" form may lead. */
    paymentPageUrls?: readonly string[];
    /** ANALYTICS_DISABLED: pages load no merchant's analytics trackers (features/analytics). */
    analyticsDisabled?: boolean;
  };
  /** The customer's address (as the server saw it), forwarded to the API for its per-client limits. */
  clientIp?: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  interface AppLoadContext extends StorefrontLoadContext {}
}
