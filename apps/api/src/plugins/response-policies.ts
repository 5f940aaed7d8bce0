// What every response of the server gets: compression where it pays, and a few security headers.
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Sent with every response. Framing is limited by the pages' Content-Security-Policy (frame-ancestors:
 * the site itself and Telegram's web clients, where the Mini App runs in an iframe), not by
 * X-Frame-Options, which cannot name Telegram.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** A year, subdomains included: every brand is a subdomain of the same site. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Must be registered before any route: both apply to the routes added after them. */
export async function registerResponsePolicies(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, so answers written outside Fastify's reply (Vite's dev middlewares) carry them too;
    // a route that sets one of these itself still wins.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(name, value);
    // Over https only (as the client or a trusted proxy saw it): a browser ignores it over http, and a
    // development server on http://localhost must not pin itself to https.
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    done();
  });

  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Request bodies stay as sent: the storefront reads its raw request stream itself.
    globalDecompression: false,
    // Each write is flushed so a streamed page (SSR shell first, deferred data later) reaches the
    // browser chunk by chunk instead of waiting in the compressor until the page ends.
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
  });
}
