import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe(`the API application (${describeDatabase()})`, () => {
  let t: TestApp;
  /** Every documented route as `METHOD /path`, collected while the app is built. */
  const routes = new Set<string>();
  beforeAll(async () => {
    t = await createTestApp({
      onRoute(route) {
        const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
        if (hidden || route.url.startsWith('/api/docs') || !route.url.startsWith('/api/')) return;
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('merchant header', () => {
    it('is required: 400 MERCHANT_HEADER_REQUIRED', async () => {
      const res = await t.app.inject({ url: '/api/users/v1/branches' });
      expect(res.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(res.json()).error.code).toBe('MERCHANT_HEADER_REQUIRED');
    });

    it('must be a merchant id: 400 MERCHANT_HEADER_INVALID', async () => {
      const res = await t.app.inject({ url: '/api/users/v1/branches', headers: { merchant: 'demo' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('MERCHANT_HEADER_INVALID');
    });

    it('must name an existing merchant: 404 MERCHANT_NOT_FOUND', async () => {
      const res = await t.app.inject({ url: '/api/users/v1/branches', headers: { merchant: '2b4e1c8a-0d5f-4c3e-9a10-5d2f7e6b4a91' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('MERCHANT_NOT_FOUND');
    });

    it('must name an active merchant: 403 MERCHANT_INACTIVE', async () => {
      const res = await t.app.inject({ url: '/api/products/v1/overalls', headers: { merchant: DEMO.merchantIds.closed } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('MERCHANT_INACTIVE');
    });
  });

  it('answers unknown API paths with a 404 JSON error', async () => {
    const res = await t.app.inject({ url: '/api/nothing/here', method: 'POST', payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(ApiErrorSchema.parse(res.json()).error).toMatchObject({ code: 'NOT_FOUND', details: { method: 'POST', path: '/api/nothing/here' } });
  });

  it('lists every route of the API in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    expect(routes.size).toBeGreaterThan(50);
    expect([...routes].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('builds the OpenAPI document while a second copy of the contracts is loaded (the storefront bundle in production)', async () => {
    // `npm start` loads the storefront's server bundle, which carries its own copy of packages/domain,
    // into the same process: its schemas must not take the API's names (this answered 500 before).
    vi.resetModules();
    await import('@dastarkhan/domain/contracts/catalogue');
    await import('@dastarkhan/domain/contracts/order');
    await import('@dastarkhan/domain/i18n');
    // A new app: the document is built once, on its first request.
    const fresh = await createTestApp();
    try {
      const res = await fresh.app.inject({ url: '/api/docs/json' });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const doc = res.json();
      expect(doc.components.schemas).toHaveProperty('LocalizedText');
      expect(doc.components.schemas).toHaveProperty('Product');
    } finally {
      await fresh.close();
    }
  });

  it('publishes the OpenAPI document with every route and the merchant header', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const path of [
      '/api/health',
      '/api/users/v1/merchants/sub/{sub}',
      '/api/users/v1/city-merchant/merchant/{merchantId}',
      '/api/users/v1/branches',
      '/api/users/v1/branches/full',
      '/api/users/v1/branches/{id}',
      '/api/products/v1/overalls',
      '/api/products/v1/grade',
      '/api/orders/v1/merchant/settings',
      '/api/support/v1/merchant/settings/web',
      '/api/support/v1/company/policies',
      '/api/support/v1/brand/catalog',
      '/api/support/v1/banner',
      '/api/images/{id}',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const overalls = doc.paths['/api/products/v1/overalls'].get;
    expect(overalls.tags).toEqual(['catalogue']);
    expect(overalls.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'merchant', required: true }),
        expect.objectContaining({ in: 'query', name: 'type' }),
      ]),
    );
    // The lookup by subdomain is the one call without the header.
    const bySub = doc.paths['/api/users/v1/merchants/sub/{sub}'].get;
    expect((bySub.parameters ?? []).some((p: { in: string }) => p.in === 'header')).toBe(false);
    // Internal routes (docs UI, catch-alls) stay out of the document.
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the docs UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBeLessThan(400);
    const page = res.statusCode >= 300 ? await t.app.inject({ url: String(res.headers.location) }) : res;
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('reports health: database driver and ok, then 503 when the database stops answering', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { driver: t.database.driver, ok: true } });

    await t.database.close();
    const down = await t.app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ database: { ok: false } });
  });
});
