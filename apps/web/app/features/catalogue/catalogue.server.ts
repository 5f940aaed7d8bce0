// Loader side of the catalogue screens: the merchant and its menu for the customer's sales channel
// (web, a QR table menu, or the Telegram Mini App: each sells its own products).
import type { AppLoadContext } from 'react-router';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import type { SourceChannel } from '@dastarkhan/domain/enums';
import { apiGetIfChanged } from '../../lib/api.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Storefront } from '../../lib/storefront.ts';
import { salesChannel } from '../dine-in/table.server.ts';

export interface LoadedCatalogue {
  storefront: Storefront;
  /** Shared between requests while the API answers it is current: read it, never change it. */
  overalls: Overalls;
  channel: SourceChannel;
}

const overallsPath = (channel: SourceChannel) => `/api/products/v1/overalls?type=${channel}`;

interface KeptCatalogue {
  etag: string;
  overalls: Overalls;
}

// The last menu each merchant's API answered, with its ETag. Every page still asks the API, but with
// If-None-Match: while nothing changed the answer is a bodiless 304 and the menu parsed before is
// reused (the JSON of a full menu is hundreds of KB to transfer and parse per page otherwise).
// Keyed by the API client, so two API origins in one process never share an entry.
const keptByApi = new WeakMap<AppLoadContext['apiFetch'], Map<string, KeptCatalogue>>();
const MAX_KEPT_MERCHANTS = 32;

async function fetchOveralls(context: AppLoadContext, merchantId: string, channel: SourceChannel): Promise<Overalls> {
  let kept = keptByApi.get(context.apiFetch);
  if (!kept) keptByApi.set(context.apiFetch, (kept = new Map()));
  const key = `${merchantId}:${channel}`;
  const previous = kept.get(key);
  const answer = await apiGetIfChanged<Overalls>(context, overallsPath(channel), { merchantId, etag: previous?.etag ?? null });
  // Re-inserted on every use, so the first key of the map is the least recently used one.
  kept.delete(key);
  if (answer !== null && answer.etag === null) return answer.body; // nothing to revalidate with: not kept
  // null (304) is only ever the answer to the ETag of `previous`.
  const current = answer === null ? previous! : { etag: answer.etag!, overalls: answer.body };
  kept.set(key, current);
  if (kept.size > MAX_KEPT_MERCHANTS) kept.delete(kept.keys().next().value as string);
  return current.overalls;
}

export async function loadCatalogue(request: Request, context: AppLoadContext): Promise<LoadedCatalogue> {
  const storefront = await requireStorefront(request, context);
  const channel = salesChannel(request, storefront);
  const overalls = await fetchOveralls(context, storefront.merchant.id, channel);
  return { storefront, overalls, channel };
}

const derivedByMenu = new WeakMap<Overalls, Map<string, unknown>>();

/**
 * What a loader computes from a menu (the home page's localized menu, search's cards), computed once
 * per menu and `key` while the menu is reused, and dropped with it.
 */
export function derivedFromMenu<T>(overalls: Overalls, key: string, compute: () => T): T {
  let derived = derivedByMenu.get(overalls);
  if (!derived) derivedByMenu.set(overalls, (derived = new Map()));
  if (!derived.has(key)) derived.set(key, compute());
  return derived.get(key) as T;
}
