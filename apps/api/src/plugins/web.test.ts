import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { registerErrorHandling } from './errors.ts';
import { createInProcessApiFetch, createRemoteApiFetch, IMMUTABLE_CACHE, mountStorefront, SHORT_CACHE, type NodeListener } from './web.ts';

describe('the storefront host: static files and the page catch-all', () => {
  let dir: string;
  let app: FastifyInstance;
  const seen: { method: string; url: string; body: string }[] = [];

  // Stands in for React Router's listener: echoes what reached it, reading the raw body itself.
  const listener: NodeListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<p>page ${req.url}</p>`);
    });
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dk-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'entry.client-AbC123.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify();
    registerErrorHandling(app);
    await mountStorefront(app, { listener, clientDir: dir });
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
    } finally {
      await webOnly.close();
    }
  });
});
