// The storefront host: React Router's SSR request handler (plus its static files) inside the Fastify server.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, InjectOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import middie from '@fastify/middie';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { appError } from '../errors.ts';
import { sendAppError } from './errors.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import { matchesVersion, selectRepresentation } from './precompressed.ts';
import { nodeToWebStream } from './web-streams.ts';

/** What the web app's loaders receive as `context` (mirrors apps/web/app/lib/load-context.ts). */
export interface WebLoadContext {
  /** Calls the API; `path` starts with `/api/`. In-process when this process also serves the API. */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  config: {
    defaultMerchant: string;
    baseDomain: string | null;
    map: { tileUrl: string; tileAttribution: string };
    /** Payme's Subscribe API (PAYME_SUBSCRIBE_URL): saved-card pages call it from the browser, so the page's CSP allows it. */
    paymeSubscribeUrl: string;
    /** The providers' payment pages (PAYME_CHECKOUT_URL, CLICK_PAY_URL, UZUM_PAY_URL): the order page's "Pay" form leads there. */
    paymentPageUrls: readonly string[];
    /** ANALYTICS_DISABLED: pages load no merchant's analytics trackers. */
    analyticsDisabled?: boolean;
  };
  /** The customer's address, forwarded to the API so its per-client limits see the customer, not us. */
  clientIp?: string;
}

export type ApiFetch = WebLoadContext['apiFetch'];

export interface WebHostMountOptions {
  apiFetch: ApiFetch;
  config: WebLoadContext['config'];
  /** Keeps the pages the storefront marks as shared (production builds that name them only). */
  pageCache?: PageCache | null;
}

/** What the storefront reads of a request to name what it shares (mirrors PageRequestHead in apps/web). */
export interface PageRequestHead {
  method: string;
  url: string;
  headers: Pick<Headers, 'get'>;
}

/**
 * The storefront's name for the answer a request shares with every request like it (`sharedPageKey`,
 * exported by its server entry), or null when the answer is the request's own.
 */
export type SharedPageKey = (request: PageRequestHead) => string | null;

export interface WebHost {
  readonly mode: 'production' | 'development';
  /** Adds the storefront's routes (static files and the SSR catch-all) to the app. */
  mount(app: FastifyInstance, options: WebHostMountOptions): Promise<void>;
  close(): Promise<void>;
}

export interface CreateWebHostOptions {
  mode: 'production' | 'development';
  /** apps/web; found through the workspace link when omitted. */
  webDir?: string;
  /** Production only: the server build to use instead of importing `<webDir>/build/server/index.js`. */
  build?: ServerBuild;
}

/** Every method a page can be requested with (forms post to routes' actions). */
export const PAGE_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=300';

/** apps/web, resolved through node_modules so it works from source and from a bundle in apps/api/dist. */
export function resolveWebDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@dastarkhan/web/package.json'));
}

/** Cache-Control for a file of the client build: fingerprinted assets forever, the rest briefly. */
export function cacheControlFor(clientDir: string, filePath: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep);
  return relative[0] === 'assets' && relative.length > 1 ? IMMUTABLE_CACHE : SHORT_CACHE;
}

/** Serves the files of `clientDir` (no directory listing, no index files) with the cache headers above. */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    // One route per file found at start: a miss falls through to the SSR catch-all without touching disk.
    wildcard: false,
    index: false,
    list: false,
    decorateReply: false,
    cacheControl: false,
    dotfiles: 'ignore',
    schemaHide: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(clientDir, filePath));
    },
  });
}

/** A web-standard page handler: React Router's `createRequestHandler(build, mode)` with its load context bound. */
export type PageHandler = (request: Request, clientIp: string) => Promise<Response>;

/**
 * The WHATWG Request React Router expects, built from what Fastify received: absolute URL from the
 * (proxy-aware) Host and protocol, every header, the raw body stream for methods that have one,
 * and a signal that aborts when the client goes away before the answer is complete.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: URL = pageUrl(request)): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = nodeToWebStream(request.raw);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** The page's absolute URL from the (proxy-aware) Host and protocol; throws for a Host that makes no URL. */
export function pageUrl(request: FastifyRequest): URL {
  // Concatenated rather than resolved: a path like `//other.host/x` must stay a path of this host.
  return new URL(`${request.protocol}://${request.host || 'localhost'}${request.url}`);
}

/** What the storefront needs to name a shared page, read straight from Fastify's request (no copies). */
function requestHead(request: FastifyRequest, url: URL): PageRequestHead {
  return {
    method: request.method,
    url: url.href,
    headers: {
      get(name) {
        const value = request.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

/** Sends a WHATWG Response through Fastify (so onSend hooks such as compression apply), body streamed. */
export function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    // Several Set-Cookie headers must stay separate; the iteration may join them.
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body || reply.request.method === 'HEAD') {
    void response.body?.cancel().catch(() => undefined);
    return reply.send();
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}

/**
 * A kept page in the coding the client accepts, already compressed (so @fastify/compress, which leaves
 * encoded bodies alone, has nothing to do), with an ETag naming the version and coding: a browser that
 * revalidates a page it holds gets a bodiless 304.
 */
export function sendCachedPage(reply: FastifyReply, page: CachedPage): FastifyReply {
  const { request } = reply;
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.setCookies.length > 0) reply.header('set-cookie', [...page.setCookies]);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const representation = selectRepresentation(page.body, request.headers['accept-encoding']);
  reply.header('etag', representation.etag);
  if (matchesVersion(request.headers['if-none-match'], page.body)) return reply.code(304).send();
  if (representation.coding !== 'identity') reply.header('content-encoding', representation.coding);
  reply.header('content-length', representation.bytes.byteLength);
  return reply.send(request.method === 'HEAD' ? undefined : representation.bytes);
}

export interface MountStorefrontOptions {
  /** Renders a page. */
  handler: PageHandler;
  /** Built client files to serve; none in development (Vite serves them). */
  clientDir?: string | null;
  /** Development: Vite's middlewares run before the page handler. */
  vite?: ViteDevServer;
  /** Shared pages: kept in `cache` under the storefront's names for them. */
  sharedPages?: { cache: PageCache; keyOf: SharedPageKey } | null;
}

/**
 * Static files, then the SSR catch-all: every non-API path goes to the page handler with the raw,
 * unparsed request body (unknown /api paths still get the API's JSON 404). The answer goes back
 * through the reply, so Fastify's hooks (compression, security headers) apply to pages too.
 */
export async function mountStorefront(app: FastifyInstance, options: MountStorefrontOptions): Promise<void> {
  if (options.clientDir) await registerStaticFiles(app, options.clientDir);
  const { handler, vite: useVite, sharedPages } = options;
  await app.register(async (pages) => {
    // React Router reads the request body itself (form actions), so Fastify must leave the stream alone.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    if (useVite) {
      await pages.register(middie);
      pages.use(useVite.middlewares);
    }
    pages.route({
      method: PAGE_METHODS,
      url: '/*',
      schema: { hide: true },
      async handler(request, reply) {
        if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
          return reply.callNotFound();
        }
        let url: URL;
        try {
          url = pageUrl(request);
        } catch {
          // A Host that makes no URL (the client's fault, not a page to render).
          return sendAppError(reply, appError('BAD_REQUEST', 400, { reason: 'Invalid Host header' }));
        }
        // The WHATWG Request is built only for a render: a kept page is sent without one.
        const render = () => handler(toWebRequest(request, reply, url), request.ip);
        const key = sharedPages?.keyOf(requestHead(request, url)) ?? null;
        if (!sharedPages || key === null) return sendWebResponse(reply, await render());
        const served = await sharedPages.cache.serve(key, render);
        return 'page' in served ? sendCachedPage(reply, served.page) : sendWebResponse(reply, served.response);
      },
    });
  });
}

/** React Router's handler with the load context every loader receives. */
function pageHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: WebHost['mode'],
  { apiFetch, config }: WebHostMountOptions,
): PageHandler {
  const handleRequest = createRequestHandler(build, mode);
  return (request, clientIp) => handleRequest(request, { apiFetch, config, clientIp } satisfies WebLoadContext);
}

export async function createWebHost(options: CreateWebHostOptions): Promise<WebHost> {
  const webDir = options.webDir ?? resolveWebDir();

  if (options.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      server: { middlewareMode: true },
      // apps/web/vite.config.ts gives the SSR code its own zod (ssr.noExternal): this process has
      // already registered the contracts' schema ids in the shared one.
      appType: 'custom',
    });
    return {
      mode: 'development',
      async mount(app, mountOptions) {
        const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
        await mountStorefront(app, { handler: pageHandler(build, 'development', mountOptions), vite });
      },
      close: () => vite.close(),
    };
  }

  const clientDir = path.join(webDir, 'build', 'client');
  let build = options.build;
  if (!build) {
    const serverEntry = path.join(webDir, 'build', 'server', 'index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`The storefront is not built (${serverEntry} is missing): run \`npm run build\` first, or start with --dev.`);
    }
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  }
  const serverBuild = build;
  const keyOf = (serverBuild.entry.module as { sharedPageKey?: SharedPageKey }).sharedPageKey;
  return {
    mode: 'production',
    async mount(app, mountOptions) {
      const handler = pageHandler(serverBuild, 'production', mountOptions);
      const cache = mountOptions.pageCache;
      const sharedPages = cache && typeof keyOf === 'function' ? { cache, keyOf } : null;
      await mountStorefront(app, { handler, clientDir: existsSync(clientDir) ? clientDir : null, sharedPages });
    },
    close: async () => {},
  };
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** apiFetch for ROLE=all: the request runs through the same Fastify instance, no socket involved. */
export function createInProcessApiFetch(app: FastifyInstance): ApiFetch {
  return async (apiPath, init) => {
    if (!apiPath.startsWith('/api/')) throw new Error(`apiFetch expects a path under /api/, got ${apiPath}`);
    // A WHATWG Request normalises every kind of init (FormData, URLSearchParams, Headers, ...) for us.
    const request = new Request(new URL(apiPath, 'http://in-process.local'), init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    // No wire to save bytes on, and a Response built from these bytes would not be decoded.
    headers['accept-encoding'] = 'identity';
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const options: InjectOptions = { method: request.method as InjectOptions['method'], url: apiPath, headers };
    if (hasBody) options.payload = Buffer.from(await request.arrayBuffer());
    // An event stream never ends: hand its body on as it is written, and stop it when the caller aborts.
    if (request.headers.get('accept')?.includes('text/event-stream')) return streamedResponse(app, options, request.signal);
    const response = await app.inject(options);
    const responseHeaders = responseHeadersOf(response.headers);
    const nullBody = NULL_BODY_STATUSES.has(response.statusCode) || request.method === 'HEAD';
    return new Response(nullBody ? null : response.rawPayload, {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: responseHeaders,
    });
  };
}

function responseHeadersOf(headers: Record<string, string | number | string[] | undefined>): Headers {
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
    else responseHeaders.set(name, String(value));
  }
  return responseHeaders;
}

async function streamedResponse(app: FastifyInstance, options: InjectOptions, signal: AbortSignal): Promise<Response> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const payload = response.stream();
  // The caller went away: close the route's response as a client disconnect would (its 'close' lets the
  // route clean up). Handing the signal to inject instead destroys the request with an AbortError, which
  // Fastify logs as a failed request every time a customer closes a page.
  const stop = () => {
    response.raw.res.destroy();
    payload.destroy();
  };
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  payload.once('close', () => signal.removeEventListener('abort', stop));
  // The reader cancelling (a relay dropping a non-stream answer) ends the route's response the same way.
  const body = nodeToWebStream(payload, { onCancel: stop });
  return new Response(body, { status: response.statusCode, statusText: response.statusMessage, headers: responseHeadersOf(response.headers) });
}

/** apiFetch for ROLE=web: the API lives on other instances. */
export function createRemoteApiFetch(apiUrl: string): ApiFetch {
  const base = apiUrl.replace(/\/+$/, '');
  return (apiPath, init) => fetch(`${base}${apiPath}`, init);
}
