// ROLE=web: requests for /api/... (images, client-side calls) are passed through to the API instances.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { PAGE_METHODS } from './web.ts';

// Hop-by-hop headers (RFC 9110 §7.6.1) and the ones fetch rewrites itself.
const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host',
]);
const NOT_FORWARDED_BACK = new Set([...HOP_BY_HOP, 'content-length', 'content-encoding']);

export async function registerApiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  const base = apiUrl.replace(/\/+$/, '');
  await app.register(async (proxy) => {
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, _payload, done) => done(null));
    proxy.route({
      method: [...PAGE_METHODS, 'OPTIONS'],
      url: '/api/*',
      schema: { hide: true },
      async handler(request, reply) {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (value === undefined || HOP_BY_HOP.has(name)) continue;
          if (Array.isArray(value)) for (const item of value) headers.append(name, item);
          else headers.set(name, value);
        }
        // fetch would decompress silently; asking for identity keeps bytes and headers in agreement.
        headers.set('accept-encoding', 'identity');
        headers.set('x-forwarded-for', [request.headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '));
        headers.set('x-forwarded-host', request.headers.host ?? '');
        headers.set('x-forwarded-proto', request.protocol);
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const upstream = await fetch(`${base}${request.url}`, {
          method: request.method,
          headers,
          redirect: 'manual',
          ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
        } as RequestInit);
        reply.code(upstream.status);
        upstream.headers.forEach((value, name) => {
          if (!NOT_FORWARDED_BACK.has(name) && name !== 'set-cookie') reply.header(name, value);
        });
        const cookies = upstream.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        if (!upstream.body) return reply.send();
        return reply.send(Readable.fromWeb(upstream.body as NodeReadableStream));
      },
    });
  });
}
