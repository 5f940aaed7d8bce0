// Server rendering: streams pages to browsers, waits for the whole page for crawlers, and answers
// crawlers' error pages with a bare status (spec: error pages are not rendered for bots).
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { ChunkJoiner } from './lib/chunk-joiner.server.ts';
import { contentSecurityPolicy, NonceContext, originOf } from './lib/content-security-policy.ts';
import { ROOT_ROUTE_ID, type RootData } from './lib/storefront.ts';
import { trackerSources } from './features/analytics/trackers.ts';
import { isCrawler, markSharedPage, sharedPageKey as sharedKeyOf, type PageRequestHead } from './lib/shared-page.server.ts';

export const streamTimeout = 5_000;

/** Read by the host (apps/api/src/plugins/web.ts) to keep the pages marked shared below. */
export function sharedPageKey(request: PageRequestHead): string | null {
  return sharedKeyOf(request);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const userAgent = request.headers.get('user-agent');
  const forBot = Boolean(userAgent && isCrawler(userAgent));

  if (forBot && responseStatusCode >= 400) {
    responseHeaders.set('Content-Type', 'text/plain; charset=utf-8');
    responseHeaders.set('X-Robots-Tag', 'noindex');
    return new Response(`${responseStatusCode} ${STATUS_CODES[responseStatusCode] ?? 'Error'}\n`, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  // A fresh nonce per render: only the scripts React Router writes into this page may run inline. A shared
  // page is sent as rendered for a few seconds, nonce included: a script that could use the nonce would
  // have to be in the page already, and the page was fixed when the nonce was drawn.
  const nonce = randomBytes(16).toString('base64');
  markSharedPage(request, responseStatusCode, responseHeaders, routerContext);
  // Development leaves it out: Vite's client and hot reload inject scripts of their own.
  if (!import.meta.env.DEV) {
    // The merchant's analytics trackers (as the root loader chose them) add exactly their own hosts.
    const trackers = trackerSources((routerContext.staticHandlerContext.loaderData[ROOT_ROUTE_ID] as RootData | undefined)?.analytics);
    const connect = [originOf(loadContext.config?.paymeSubscribeUrl), ...trackers.connect];
    const formAction = (loadContext.config?.paymentPageUrls ?? []).map(originOf);
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, { connect, formAction, script: trackers.script, frame: trackers.frame }));
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let statusCode = responseStatusCode;
    // Crawlers and SPA mode get the finished page; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = forBot || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new ChunkJoiner(() => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        statusCode = 500;
        // Errors before the shell reject above and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the customer navigated away) are not errors worth a log line.
  if (request.signal.aborted) return;
  console.error(error);
};
