import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { registerErrorHandling } from './errors.ts';
import { registerResponsePolicies, SECURITY_HEADERS } from './response-policies.ts';
import { PageCache } from './page-cache.ts';
import { createInProcessApiFetch, createRemoteApiFetch, IMMUTABLE_CACHE, mountStorefront, SHORT_CACHE, type PageHandler, type PageRequestHead } from './web.ts';

const LONG_PARAGRAPH = `<p>${'Toshkent oshi, somsa va lag‘mon. '.repeat(40)}</p>\n`;

describe('the storefront host: static files and the page catch-all', () => {
  let dir: string;
  let app: FastifyInstance;
  const seen: { method: string; url: string; body: string }[] = [];
  const requests: Request[] = [];
  let releaseStream: () => void = () => undefined;

  const html = (body: ConstructorParameters<typeof Response>[0], init: ResponseInit = {}) =>
    new Response(body, { ...init, headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers } });

  // Stands in for React Router's request handler: echoes what reached it, reading the raw body itself.
  const handler: PageHandler = async (request) => {
    requests.push(request);
    const url = new URL(request.url);
    const body = await request.text();
    seen.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
    switch (url.pathname) {
      case '/login':
        return new Response(null, {
          status: 302,
          headers: [
            ['location', '/ru/1'],
            ['set-cookie', 'token=abc; Path=/; HttpOnly'],
            ['set-cookie', 'lang=ru; Path=/'],
          ],
        });
      case '/long': {
        const encoder = new TextEncoder();
        let sent = 0;
        return html(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              if (sent === 20) return controller.close();
              sent += 1;
              controller.enqueue(encoder.encode(LONG_PARAGRAPH));
            },
          }),
        );
      }
      case '/slow': {
        // The shell now, the rest when the test says so (like a page waiting for deferred data).
        const encoder = new TextEncoder();
        const rest = new Promise<void>((resolve) => (releaseStream = resolve));
        return html(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(encoder.encode('<html><body><h1>shell</h1>'));
              await rest;
              controller.enqueue(encoder.encode('<p>deferred</p></body></html>'));
              controller.close();
            },
          }),
        );
      }
      case '/hang':
        return html(new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('<h1>')) }));
      default:
        return html(`<p>page ${url.pathname}${url.search}</p>`);
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dk-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'entry.client-AbC123.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify();
    registerErrorHandling(app);
    await registerResponsePolicies(app);
    await mountStorefront(app, { handler, clientDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves fingerprinted assets with a one-year immutable cache', async () => {
    const res = await app.inject({ url: '/assets/entry.client-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('serves other public files with a short cache', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SHORT_CACHE);
  });

  it('hands every other path and method to the page handler, body untouched', async () => {
    const page = await app.inject({ url: '/product/42?lang=ru' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>page /product/42?lang=ru</p>');

    const home = await app.inject({ url: '/' });
    expect(home.body).toBe('<p>page /</p>');

    const form = await app.inject({
      url: '/basket',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=add&productId=1',
    });
    expect(form.statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/basket', body: 'intent=add&productId=1' });
  });

  it('lists no directories and sends a missing asset to the page handler (its 404 page)', async () => {
    const listing = await app.inject({ url: '/assets/' });
    expect(listing.body).toBe('<p>page /assets/</p>');
  });

  it('keeps unknown API paths as JSON 404, never a page', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('gives the page handler an absolute URL from the Host, every header, and the body of a form', async () => {
    await app.inject({
      url: '/ru/1/basket?step=2',
      method: 'POST',
      headers: { host: 'demo.localhost:3000', cookie: 'token=abc', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=clear',
    });
    const request = requests.at(-1);
    expect(request?.url).toBe('http://demo.localhost:3000/ru/1/basket?step=2');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('cookie')).toBe('token=abc');
    expect(seen.at(-1)?.body).toBe('intent=clear');
  });

  it('keeps a path that looks like another host a path of this host', async () => {
    await app.inject({ url: '//evil.example/x', headers: { host: 'demo.localhost' } });
    expect(new URL(requests.at(-1)?.url ?? '').host).toBe('demo.localhost');
  });

  it('answers 400 to a Host that makes no URL, without rendering anything', async () => {
    const before = requests.length;
    const res = await app.inject({ url: '/', headers: { host: 'bad host:x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
    expect(requests.length).toBe(before);
  });

  it('passes the status, the Location and every Set-Cookie of the page answer through', async () => {
    const res = await app.inject({ url: '/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru/1');
    expect(res.headers['set-cookie']).toEqual(['token=abc; Path=/; HttpOnly', 'lang=ru; Path=/']);
  });

  it('compresses a long page as the browser accepts (br, else gzip), and not without Accept-Encoding', async () => {
    const expected = LONG_PARAGRAPH.repeat(20);
    const br = await app.inject({ url: '/long', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
    expect(br.rawPayload.byteLength).toBeLessThan(expected.length / 5);

    const gzip = await app.inject({ url: '/long', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(expected);

    const plain = await app.inject({ url: '/long' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(expected);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ url: '/long', method: 'HEAD' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('');
  });

  it('sends the security headers with pages, files and errors, and never forbids framing', async () => {
    for (const url of ['/', '/favicon.svg', '/api/nope', '/login']) {
      const res = await app.inject({ url });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], `${name} on ${url}`).toBe(value);
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(String(res.headers['content-security-policy'] ?? '')).not.toContain('frame-ancestors');
    }
    expect(SECURITY_HEADERS).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });

  describe('over a real socket', () => {
    let base: URL;
    beforeAll(async () => {
      base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    });

    it('streams a compressed page: the shell arrives before the rest of the page exists', async () => {
      const received = await new Promise<string>((resolve, reject) => {
        const req = http.get(new URL('/slow', base), { headers: { 'accept-encoding': 'br' } }, (res) => {
          expect(res.headers['content-encoding']).toBe('br');
          const text = res.pipe(zlib.createBrotliDecompress());
          let all = '';
          text.on('data', (chunk: Buffer) => {
            all += chunk.toString();
            // Only once the shell got through is the rest of the page produced.
            if (all.includes('<h1>shell</h1>')) releaseStream();
          });
          text.on('end', () => resolve(all));
          text.on('error', reject);
        });
        req.on('error', reject);
      });
      expect(received).toBe('<html><body><h1>shell</h1><p>deferred</p></body></html>');
    });

    it('aborts the page request when the client goes away before the end', async () => {
      const before = requests.length;
      await new Promise<void>((resolve, reject) => {
        const req = http.get(new URL('/hang', base), (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
      });
      const request = requests[before];
      await expect.poll(() => request?.signal.aborted, { timeout: 2000 }).toBe(true);
      // A finished page is not reported as aborted.
      await new Promise<void>((resolve) => http.get(new URL('/', base), (res) => res.resume().on('end', resolve)));
      expect(requests.at(-1)?.signal.aborted).toBe(false);
    });
  });
});

describe('the storefront host: shared pages', () => {
  let app: FastifyInstance;
  let cache: PageCache;
  let renders = 0;
  const page = `<!DOCTYPE html><html><body>${LONG_PARAGRAPH.repeat(10)}</body></html>`;

  // Stands in for the storefront: /menu may be shared, /mine may not; the key is the URL without cookies.
  const handler: PageHandler = async (request) => {
    renders += 1;
    const url = new URL(request.url);
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `script-src 'nonce-${renders}'` });
    headers.append('set-cookie', 'merchant=m1; Path=/');
    if (url.pathname === '/menu') {
      headers.set('cache-control', 'public, max-age=0, s-maxage=30');
      headers.set('vary', 'Cookie');
    }
    return new Response(`${page}<!-- render ${renders} -->`, { headers });
  };
  const keyOf = (request: PageRequestHead) => (request.method === 'GET' && request.headers.get('cookie') === null ? request.url : null);

  beforeAll(async () => {
    cache = new PageCache({ ttlMs: 10_000, maxBytes: 1e6 });
    app = Fastify();
    registerErrorHandling(app);
    await registerResponsePolicies(app);
    await mountStorefront(app, { handler, sharedPages: { cache, keyOf } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('renders a shared page once and sends it as rendered, compressed once, headers and cookies included', async () => {
    const before = renders;
    const first = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const second = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(renders).toBe(before + 1);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(`${page}<!-- render ${before + 1} -->`);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe(`script-src 'nonce-${before + 1}'`);
      expect(res.headers['set-cookie']).toEqual(['merchant=m1; Path=/']);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
      expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(res.headers['x-content-type-options']).toBe(SECURITY_HEADERS['x-content-type-options']);
    }
    expect(second.headers.etag).toBe(first.headers.etag);

    const gzip = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(`${page}<!-- render ${before + 1} -->`);
    const plain = await app.inject({ url: '/menu' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(`${page}<!-- render ${before + 1} -->`);
    expect(renders).toBe(before + 1);
  });

  it('answers a browser revalidating the page it holds with a bodiless 304', async () => {
    const res = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('renders every request whose page is its own: not marked shared, or a request without a key', async () => {
    const before = renders;
    await app.inject({ url: '/mine' });
    await app.inject({ url: '/mine' });
    await app.inject({ url: '/menu', headers: { cookie: 'dk_token_demo=secret' } });
    expect(renders).toBe(before + 3);
  });

  it('renders a shared page again once the cache is cleared (an announced change)', async () => {
    await app.inject({ url: '/menu' });
    const before = renders;
    cache.clear();
    const res = await app.inject({ url: '/menu' });
    expect(renders).toBe(before + 1);
    expect(res.body).toContain(`<!-- render ${before + 1} -->`);
  });
});

describe(`apiFetch in process (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the same status and JSON as the API itself, without a socket', async () => {
    const apiFetch = createInProcessApiFetch(t.app);
    const direct = await t.app.inject({ url: '/api/users/v1/merchants/sub/demo' });
    const fetched = await apiFetch('/api/users/v1/merchants/sub/demo');
    expect(fetched).toBeInstanceOf(Response);
    expect(fetched.status).toBe(direct.statusCode);
    expect(fetched.headers.get('content-type')).toBe(direct.headers['content-type']);
    expect(await fetched.json()).toEqual(direct.json());
  });

  it('passes request headers (the merchant) and error answers through', async () => {
    const apiFetch = createInProcessApiFetch(t.app);
    const branches = await apiFetch('/api/users/v1/branches', { headers: new Headers({ merchant: DEMO.merchantIds.demo }) });
    expect(branches.status).toBe(200);
    expect(((await branches.json()) as unknown[]).length).toBeGreaterThan(0);

    const missing = await apiFetch('/api/users/v1/branches');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('MERCHANT_HEADER_REQUIRED');
  });

  it('gives a bodiless 304 for a matching ETag', async () => {
    const apiFetch = createInProcessApiFetch(t.app);
    const headers = { merchant: DEMO.merchantIds.demo };
    const first = await apiFetch('/api/products/v1/overalls', { headers });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await apiFetch('/api/products/v1/overalls', { headers: { ...headers, 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });

  it('asks the API for uncompressed bytes whatever the loader sends, so the JSON reads back', async () => {
    const apiFetch = createInProcessApiFetch(t.app);
    const res = await apiFetch('/api/products/v1/overalls', { headers: { merchant: DEMO.merchantIds.demo, 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('refuses paths outside /api/', async () => {
    const apiFetch = createInProcessApiFetch(t.app);
    await expect(apiFetch('/product/1')).rejects.toThrow(/\/api\//);
  });

  it('with ROLE=web, forwards /api calls to the API instances (and apiFetch goes over the network)', async () => {
    const apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const webOnly = await buildApp({ config: testConfig({ role: 'web', apiUrl }), web: null });
    try {
      const direct = await t.app.inject({ url: '/api/users/v1/merchants/sub/demo' });
      const proxied = await webOnly.inject({ url: '/api/users/v1/merchants/sub/demo' });
      expect(proxied.statusCode).toBe(200);
      expect(proxied.json()).toEqual(direct.json());

      const logo = direct.json().logo as string;
      const image = await webOnly.inject({ url: `${logo}?w=64&h=64` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe(IMMUTABLE_CACHE);

      const missingHeader = await webOnly.inject({ url: '/api/users/v1/branches' });
      expect(missingHeader.statusCode).toBe(400);

      const remote = createRemoteApiFetch(apiUrl);
      const branches = await remote('/api/users/v1/branches', { headers: { merchant: DEMO.merchantIds.demo } });
      expect(branches.status).toBe(200);
      // Read to the end: an unread streamed answer keeps its connection busy, and closing the API waits for it.
      expect(((await branches.json()) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await webOnly.close();
    }
  });
});
