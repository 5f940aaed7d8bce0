// Server-rendered pages that every visitor in the same situation gets alike (no session, the same URL and
// preference cookies: what the storefront's `sharedPageKey` names) are rendered once and kept a few
// seconds, ready to send in every content coding. A page is kept only when its answer says it may be
// shared (`Cache-Control: public, s-maxage=N`), never longer than N or the configured bound; an expired
// page is served once more while a single render replaces it, and every announced change of any merchant
// drops them all (the pages' data lives in the caches that change empties).
import { LRUCache } from 'lru-cache';
import { encodeBody, type CachedBody, type CompressionEffort } from './precompressed.ts';

/** A kept page: the rendered answer's status and headers, and its body in every coding. */
export interface CachedPage {
  status: number;
  /** The rendered headers but Set-Cookie and those describing one transfer (Date, Content-Length, …). */
  headers: ReadonlyArray<readonly [string, string]>;
  setCookies: readonly string[];
  body: CachedBody;
}

export interface PageCacheOptions {
  /** The longest a page is served as fresh (its own s-maxage may be shorter); 0 keeps nothing. */
  ttlMs: number;
  /** Budget of every representation of every page together. */
  maxBytes: number;
  /** A background render (replacing an expired page) failed: the expired page is not served again. */
  onRefreshError?: (error: unknown) => void;
  now?: () => number;
}

/** A page from the cache, or an answer that is not to be kept (sent as rendered). */
export type ServedPage = { page: CachedPage } | { response: Response };

interface Entry {
  page: CachedPage;
  freshUntil: number;
  /** Until then an expired page is still served while its replacement renders (once more its lifetime). */
  staleUntil: number;
}

/** Headers that describe one transfer rather than the page. */
const TRANSFER_HEADERS = new Set(['date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie', 'etag']);

/**
 * Pages are compressed once per render and kept seconds, not minutes: a middle setting costs ~7 ms on the
 * ~170 KB demo home page (brotli 24 KB) where the smallest setting would take ~0.1 s for 22 KB.
 */
const PAGE_COMPRESSION: CompressionEffort = { brotliQuality: 6, gzipLevel: 6 };

/** Bookkeeping per entry beyond its bytes (headers, key, objects), counted against the budget. */
const ENTRY_OVERHEAD_BYTES = 2_000;

/** How long an answer may be kept by a shared cache: its `s-maxage` when it is `public`, else 0. */
export function sharedMaxAgeMs(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = cacheControl.toLowerCase().split(',').map((directive) => directive.trim());
  if (!directives.includes('public') || directives.some((directive) => directive === 'no-store' || directive === 'private')) return 0;
  const maxAge = directives.find((directive) => directive.startsWith('s-maxage='));
  const seconds = maxAge ? Number(maxAge.slice('s-maxage='.length)) : Number.NaN;
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

export class PageCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private readonly now: () => number;
  /** Bumped by `clear()`: a render that began before a change must not be kept after it. */
  private generation = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, Math.floor(options.maxBytes)),
      sizeCalculation: (entry) => entry.page.body.byteLength + ENTRY_OVERHEAD_BYTES,
    });
    this.now = options.now ?? Date.now;
  }

  /**
   * The page named `key`: the kept one while fresh; an expired one while its replacement renders in the
   * background; otherwise what `render` answers. Requests that miss together share one render, and wait
   * for it only when its answer may be kept (an answer that may not goes to its own request as it streams).
   */
  async serve(key: string, render: () => Promise<Response>): Promise<ServedPage> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.freshUntil > now) return { page: entry.page };
    if (entry && entry.staleUntil > now) {
      if (!this.rendering.has(key)) void this.renderAndKeep(key, render).catch((error: unknown) => this.refreshFailed(key, error));
      return { page: entry.page };
    }
    const pending = this.rendering.get(key);
    if (pending) {
      const page = await pending.catch(() => null);
      if (page) return { page };
      return { response: await render() };
    }
    return this.renderAndKeep(key, render);
  }

  /** Drops every page, and keeps nothing of the renders still running. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.rendering.clear();
  }

  /** Pages kept, fresh or not. */
  get size(): number {
    return this.entries.size;
  }

  private refreshFailed(key: string, error: unknown): void {
    this.entries.delete(key);
    this.options.onRefreshError?.(error);
  }

  private renderAndKeep(key: string, render: () => Promise<Response>): Promise<ServedPage> {
    const generation = this.generation;
    let settle!: (page: CachedPage | null) => void;
    const shared = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    this.rendering.set(key, shared);
    const done = (page: CachedPage | null) => {
      settle(page);
      if (this.rendering.get(key) === shared) this.rendering.delete(key);
    };
    return (async (): Promise<ServedPage> => {
      let response: Response;
      try {
        response = await render();
      } catch (error) {
        done(null);
        throw error;
      }
      const lifetimeMs = Math.min(this.options.ttlMs, response.status === 200 ? sharedMaxAgeMs(response.headers.get('cache-control')) : 0);
      if (lifetimeMs <= 0 || !response.body) {
        done(null);
        return { response };
      }
      try {
        const page = await pageOf(response);
        if (this.generation === generation) {
          const now = this.now();
          this.entries.set(key, { page, freshUntil: now + lifetimeMs, staleUntil: now + 2 * lifetimeMs });
        }
        done(page);
        return { page };
      } catch (error) {
        done(null);
        throw error;
      }
    })();
  }
}

/** The whole rendered answer, read to its end and compressed. */
async function pageOf(response: Response): Promise<CachedPage> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name)) headers.push([name, value]);
  });
  return { status: response.status, headers, setCookies: response.headers.getSetCookie(), body: await encodeBody(bytes, PAGE_COMPRESSION) };
}
