// Resource route /console/orders-events: the merchant's live order events (Server-Sent Events) relayed from
// the API with the browser's console session cookie, for the board's EventSource.
import { apiResponse } from '../../lib/api.server.ts';
import { COOKIE, parseCookies } from '../../lib/cookies.ts';
import { CONSOLE_API_PREFIX } from '../lib/console-paths.ts';
import type { Route } from './+types/orders-events';

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = new Headers({ Accept: 'text/event-stream' });
  const cookie = request.headers.get('Cookie');
  if (cookie) headers.set('Cookie', cookie);
  const merchantId = parseCookies(cookie)[COOKIE.merchant] || undefined;
  let upstream: Response;
  try {
    // consoleRequest would read the body as JSON: the stream needs the raw response.
    upstream = await apiResponse(context, `${CONSOLE_API_PREFIX}/orders/events`, { method: 'GET', headers, merchantId, signal: request.signal });
  } catch (error) {
    // The browser left before the API answered: nobody reads this.
    if (request.signal.aborted) return new Response(null, { status: 204 });
    throw error;
  }
  if (!upstream.ok || !upstream.body || !upstream.headers.get('content-type')?.startsWith('text/event-stream')) {
    void upstream.body?.cancel().catch(() => undefined);
    // Signed out or not allowed: 204 tells EventSource to stop retrying (the page's next load goes to sign-in).
    if (upstream.status === 401 || upstream.status === 403) return new Response(null, { status: 204 });
    return new Response(null, { status: upstream.ok ? 502 : upstream.status });
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx and similar proxies buffer responses unless told not to.
      'x-accel-buffering': 'no',
    },
  });
}
