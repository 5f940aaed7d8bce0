// The API reference of the built server (what `npm start` runs): the OpenAPI document lists every
// route, and the docs page shows them. The production bundle once answered 500 here while every
// source-level test was green.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { apiUrl } from './http.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('API reference in production', () => {
  it('serves the OpenAPI document with every route and its schemas', async () => {
    const response = await fetch(apiUrl('/api/docs/json'));
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    const operations = Object.values(doc.paths).flatMap((operations) => Object.keys(operations));
    expect(operations.length).toBeGreaterThan(50);
    for (const path of ['/api/orders/v1/orders', '/api/users/v1/auth/login', '/api/operator/v1/orders/{id}/status', '/api/products/v1/overalls']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.components.schemas).toHaveProperty('LocalizedText');
    expect(doc.components.schemas).toHaveProperty('OrderRequest');
  });

  it('shows the routes on /api/docs', async () => {
    const page = await browser.newPage();
    await page.goto(apiUrl('/api/docs'));
    await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('.opblock').count()).toBeGreaterThan(50);
    expect(await page.getByText('Dastarkhan API').count()).toBeGreaterThan(0);
    await page.close();
  });
});
