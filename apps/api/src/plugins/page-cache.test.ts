import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, sharedMaxAgeMs, type ServedPage } from './page-cache.ts';

const SHARED = 'public, max-age=0, s-maxage=30';
const HTML = `<!DOCTYPE html><html><body>${'<p>Osh, somsa, lag‘mon.</p>'.repeat(200)}</body></html>`;

function page(body: string, init: { status?: number; cacheControl?: string | null; cookies?: string[] } = {}): Response {
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', date: 'Sat, 28 Nov 2026 00:00:00 GMT' });
  if (init.cacheControl !== null) headers.set('cache-control', init.cacheControl ?? SHARED);
  for (const cookie of init.cookies ?? []) headers.append('set-cookie', cookie);
  return new Response(body, { status: init.status ?? 200, headers });
}

function kept(served: ServedPage) {
  if (!('page' in served)) throw new Error('expected a kept page');
  return served.page;
}

/** A render whose answer arrives when the test says so. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

describe('PageCache', () => {
  it('renders a shared page once and serves its bytes, in every coding, until its lifetime ends', async () => {
    let now = 0;
    let renders = 0;
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1e6, now: () => now });
    const render = async () => page(`${HTML}<!-- ${++renders} -->`, { cookies: ['merchant=m1; Path=/'] });

    const first = kept(await cache.serve('/', render));
    now = 9_999;
    const second = kept(await cache.serve('/', render));
    expect(renders).toBe(1);
    expect(second).toBe(first);
    expect(first.status).toBe(200);
    expect(first.setCookies).toEqual(['merchant=m1; Path=/']);
    const headerNames = first.headers.map(([name]) => name);
    expect(headerNames).toEqual(expect.arrayContaining(['content-type', 'cache-control']));
    expect(headerNames).not.toContain('date');
    expect(headerNames).not.toContain('set-cookie');
    const html = `${HTML}<!-- 1 -->`;
    expect(first.body.identity.bytes.toString()).toBe(html);
    expect(zlib.brotliDecompressSync(first.body.br!.bytes).toString()).toBe(html);
    expect(zlib.gunzipSync(first.body.gzip!.bytes).toString()).toBe(html);
    expect(first.body.br!.bytes.byteLength).toBeLessThan(first.body.identity.bytes.byteLength / 10);
  });

  it("keeps a page no longer than its own s-maxage when that is shorter than the bound", async () => {
    let now = 0;
    let renders = 0;
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1e6, now: () => now });
    const render = async () => page(`${HTML}${++renders}`, { cacheControl: 'public, s-maxage=2' });
    await cache.serve('/', render);
    now = 1_999;
    await cache.serve('/', render);
    expect(renders).toBe(1);
    // Expired: served once more while one render replaces it, then the new page.
    now = 2_000;
    expect(kept(await cache.serve('/', render)).body.identity.bytes.toString()).toBe(`${HTML}1`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toBe(2);
    expect(kept(await cache.serve('/', render)).body.identity.bytes.toString()).toBe(`${HTML}2`);
  });

  it('hands back, unread and every time, an answer that may not be shared', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1e6 });
    for (const init of [{ cacheControl: null }, { cacheControl: 'private, s-maxage=30' }, { cacheControl: 's-maxage=30' }, { status: 404 }, { cacheControl: 'public, max-age=60' }]) {
      let renders = 0;
      const render = async () => {
        renders += 1;
        return page(HTML, init);
      };
      for (let i = 0; i < 2; i += 1) {
        const served = await cache.serve(`/${JSON.stringify(init)}`, render);
        if (!('response' in served)) throw new Error(`kept ${JSON.stringify(init)}`);
        expect(served.response.bodyUsed).toBe(false);
        expect(await served.response.text()).toBe(HTML);
      }
      expect(renders).toBe(2);
    }
    expect(cache.size).toBe(0);
  });

  it('keeps nothing when its bound is 0', async () => {
    const cache = new PageCache({ ttlMs: 0, maxBytes: 1e6 });
    expect('response' in (await cache.serve('/', async () => page(HTML)))).toBe(true);
    expect(cache.size).toBe(0);
  });

  it('lets requests that miss together share one render', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1e6 });
    const answer = deferred();
    let renders = 0;
    const render = () => {
      renders += 1;
      return answer.promise;
    };
    const all = Promise.all(Array.from({ length: 20 }, () => cache.serve('/', render)));
    answer.resolve(page(HTML));
    const served = await all;
    expect(renders).toBe(1);
    expect(new Set(served.map(kept)).size).toBe(1);
  });

  it('renders again for the waiting requests when the shared render may not be kept or fails', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1e6 });
    const answer = deferred();
    let renders = 0;
    const render = () => {
      renders += 1;
      return renders === 1 ? answer.promise : Promise.resolve(page('mine', { cacheControl: null }));
    };
    const first = cache.serve('/', render);
    const waiting = cache.serve('/', render);
    answer.resolve(page('first', { cacheControl: 'private' }));
    expect(await ((await first) as { response: Response }).response.text()).toBe('first');
    expect(await ((await waiting) as { response: Response }).response.text()).toBe('mine');
    expect(renders).toBe(2);

    const failing = cache.serve('/broken', () => Promise.reject(new Error('loader failed')));
    const waitingOnFailure = cache.serve('/broken', async () => page('recovered'));
    await expect(failing).rejects.toThrow('loader failed');
    expect(await ((await waitingOnFailure) as { response: Response }).response.text()).toBe('recovered');
  });

  it('drops every page on clear(), and does not keep a render that began before it', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1e6 });
    let version = 'old';
    await cache.serve('/', async () => page(version));
    const slow = deferred();
    const during = cache.serve('/about', () => slow.promise);
    cache.clear();
    expect(cache.size).toBe(0);
    slow.resolve(page('about, as before the change'));
    expect(kept(await during).body.identity.bytes.toString()).toBe('about, as before the change');
    expect(cache.size).toBe(0);
    version = 'new';
    expect(kept(await cache.serve('/', async () => page(version))).body.identity.bytes.toString()).toBe('new');
  });

  it('stops serving an expired page whose replacement failed, and says so', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const cache = new PageCache({ ttlMs: 1_000, maxBytes: 1e6, now: () => now, onRefreshError: (error) => errors.push(error) });
    await cache.serve('/', async () => page('v1'));
    now = 1_500;
    expect(kept(await cache.serve('/', () => Promise.reject(new Error('database down')))).body.identity.bytes.toString()).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).toHaveLength(1);
    expect(cache.size).toBe(0);
  });

  it('stays within its memory budget, least recently used first', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 60_000 });
    // Incompressible pages of ~20 KB: two fit, with their (failed) compression skipped.
    const noise = (seed: number) => Array.from({ length: 20_000 }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed * 104729) % 9973) % 90)).join('');
    for (let i = 0; i < 5; i += 1) await cache.serve(`/${i}`, async () => page(noise(i)));
    expect(cache.size).toBeLessThanOrEqual(2);
  });
});

describe('sharedMaxAgeMs', () => {
  it('is the s-maxage of a public answer, else 0', () => {
    expect(sharedMaxAgeMs('public, max-age=0, s-maxage=30')).toBe(30_000);
    expect(sharedMaxAgeMs('Public, S-MaxAge=5')).toBe(5_000);
    expect(sharedMaxAgeMs('s-maxage=30')).toBe(0);
    expect(sharedMaxAgeMs('public, max-age=30')).toBe(0);
    expect(sharedMaxAgeMs('public, s-maxage=30, no-store')).toBe(0);
    expect(sharedMaxAgeMs('public, s-maxage=30, private')).toBe(0);
    expect(sharedMaxAgeMs('public, s-maxage=abc')).toBe(0);
    expect(sharedMaxAgeMs(null)).toBe(0);
  });
});
