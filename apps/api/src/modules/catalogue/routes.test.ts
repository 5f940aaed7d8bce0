import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OverallsSchema, ProductGradeSchema, type Overalls } from '@dastarkhan/domain/contracts/catalogue';
import { productGrades } from '@dastarkhan/db/schema';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { createTestApp, execSql, type TestApp } from '../../testing/test-app.ts';

const demo = { merchant: DEMO.merchantIds.demo };
const shop = { merchant: DEMO.merchantIds.shop };

function productIds(overalls: Overalls): string[] {
  return overalls.flatMap((group) => group.categories.flatMap((category) => category.products.map((product) => product.id)));
}

function priorityOf(overalls: Overalls, productId: string): number | undefined {
  return overalls.flatMap((group) => group.categories.flatMap((category) => category.products)).find((product) => product.id === productId)?.priority;
}

function isSorted(values: number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] ?? 0) <= value);
}

describe(`the catalogue (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function overalls(query = '', headers: Record<string, string> = demo): Promise<Overalls> {
    const res = await t.app.inject({ url: `/api/products/v1/overalls${query}`, headers });
    expect(res.statusCode).toBe(200);
    return OverallsSchema.parse(res.json());
  }

  it('serves groups, categories and products sorted by priority, with no empty category', async () => {
    const menu = await overalls();
    expect(menu.length).toBeGreaterThanOrEqual(4);
    expect(isSorted(menu.map((group) => group.priority))).toBe(true);
    for (const group of menu) {
      expect(group.categories.length).toBeGreaterThan(0);
      expect(isSorted(group.categories.map((category) => category.priority))).toBe(true);
      for (const category of group.categories) {
        expect(category.products.length).toBeGreaterThan(0);
        expect(isSorted(category.products.map((product) => product.priority))).toBe(true);
        expect(category.products.every((product) => product.isAvailable && product.categoryId === category.id)).toBe(true);
      }
    }
  });

  it("gives prices in so'm with the discount percent", async () => {
    const products = (await overalls()).flatMap((group) => group.categories.flatMap((category) => category.products));
    const plov = products.find((product) => product.id === DEMO.products.plov.id);
    expect(plov?.price).toBe(DEMO.products.plov.price / 100);
    expect(plov?.modificationGroups.length).toBeGreaterThan(0);
    const discounted = products.find((product) => product.id === DEMO.products.discounted.id);
    expect(discounted?.discount).toBe(10);
  });

  it('hides a product inactive in the chosen branch, and shows it without a branch', async () => {
    const hidden = DEMO.products.inactiveInYunusobod.id;
    expect(productIds(await overalls())).toContain(hidden);
    const inYunusobod = productIds(await overalls(`?branchId=${DEMO.branchIds.yunusobod}`));
    expect(inYunusobod.length).toBeGreaterThan(0);
    expect(inYunusobod).not.toContain(hidden);
  });

  it('answers an empty menu for a branch of another merchant', async () => {
    const shopBranches = await t.app.inject({ url: '/api/users/v1/branches', headers: shop });
    const shopBranchId = shopBranches.json()[0].id as string;
    expect(await overalls(`?branchId=${shopBranchId}`)).toEqual([]);
  });

  it('filters by channel: Telegram-only and web-only products', async () => {
    const web = productIds(await overalls('?type=WEB'));
    const telegram = productIds(await overalls('?type=TG'));
    expect(web).toContain(DEMO.products.webAndAppOnly.id);
    expect(web).not.toContain(DEMO.products.telegramOnly.id);
    expect(telegram).toContain(DEMO.products.telegramOnly.id);
    expect(telegram).not.toContain(DEMO.products.webAndAppOnly.id);
    // WEB is the default channel.
    expect(productIds(await overalls())).toEqual(web);
  });

  it("serves each merchant its own catalogue", async () => {
    const demoIds = productIds(await overalls());
    const shopIds = productIds(await overalls('', shop));
    expect(shopIds).toContain(DEMO.shopProducts.rice.id);
    expect(demoIds).not.toContain(DEMO.shopProducts.rice.id);
    expect(shopIds.filter((id) => demoIds.includes(id))).toEqual([]);
  });

  it('answers 304 without a body when If-None-Match carries the ETag', async () => {
    const first = await t.app.inject({ url: '/api/products/v1/overalls', headers: demo });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toContain('merchant');

    const again = await t.app.inject({ url: '/api/products/v1/overalls', headers: { ...demo, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await t.app.inject({ url: '/api/products/v1/overalls', headers: { ...demo, 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    // Another merchant's menu has another tag.
    const other = await t.app.inject({ url: '/api/products/v1/overalls', headers: shop });
    expect(other.headers.etag).not.toBe(etag);
  });

  it("answers a page language's texts only with ?lang=, the same menu otherwise, with its own ETag", async () => {
    const every = await overalls();
    const texts = (menu: Overalls) =>
      menu.flatMap((group) => [group.name, ...group.categories.flatMap((category) => [category.name, ...category.products.flatMap((product) => [product.name, product.description])])]);
    const stripped = (menu: Overalls) => JSON.stringify(menu, (key, value: unknown) => (['name', 'description'].includes(key) ? null : value));

    const russian = await overalls('?lang=ru');
    expect(stripped(russian)).toBe(stripped(every));
    expect(texts(russian)).toEqual(texts(every).map((text) => ({ uz: '', ru: text.ru, eng: '' })));
    const options = (menu: Overalls) => menu.flatMap((group) => group.categories.flatMap((category) => category.products.flatMap((product) => product.modificationGroups.flatMap((g) => g.options.map((option) => option.name)))));
    expect(options(russian).length).toBeGreaterThan(0);
    expect(options(russian).every((name) => name.uz === '' && name.eng === '' && name.ru !== '')).toBe(true);
    // Kazakh pages read the Russian text: it comes under ru.
    expect(texts(await overalls('?lang=kz'))).toEqual(texts(russian));

    const full = await t.app.inject({ url: '/api/products/v1/overalls', headers: { ...demo, 'accept-encoding': 'br' } });
    const reduced = await t.app.inject({ url: '/api/products/v1/overalls?lang=uz', headers: { ...demo, 'accept-encoding': 'br' } });
    expect(reduced.rawPayload.byteLength).toBeLessThan(full.rawPayload.byteLength * 0.85);
    expect(reduced.headers.etag).not.toBe(full.headers.etag);
    const again = await t.app.inject({ url: '/api/products/v1/overalls?lang=uz', headers: { ...demo, 'if-none-match': reduced.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    const unknown = await t.app.inject({ url: '/api/products/v1/overalls?lang=fr', headers: demo });
    expect(unknown.statusCode).toBe(400);
  });

  describe('precompressed answers', () => {
    const codings = [
      { acceptEncoding: 'gzip, deflate, br, zstd', coding: 'br', decode: (bytes: Buffer) => zlib.brotliDecompressSync(bytes) },
      { acceptEncoding: 'gzip, deflate', coding: 'gzip', decode: (bytes: Buffer) => zlib.gunzipSync(bytes) },
      { acceptEncoding: 'identity', coding: undefined, decode: (bytes: Buffer) => bytes },
    ];
    const get = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({ method, url: '/api/products/v1/overalls', headers: { ...demo, ...headers } });

    it('answers br, gzip or identity as accepted, each decoding to the same JSON, with its length and Vary', async () => {
      const plain = await get({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      const menu = plain.json();
      for (const { acceptEncoding, coding, decode } of codings) {
        const res = await get({ 'accept-encoding': acceptEncoding });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
        expect(String(res.headers.vary).toLowerCase().split(/\s*,\s*/).sort()).toEqual(['accept-encoding', 'merchant']);
        expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(menu);
      }
    });

    it('falls back when a coding is refused with q=0 or only unknown codings are accepted', async () => {
      expect((await get({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
      expect((await get({ 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
      const unknown = await get({ 'accept-encoding': 'zstd, compress' });
      expect(unknown.headers['content-encoding']).toBeUndefined();
      expect(() => unknown.json()).not.toThrow();
    });

    it("answers 304 to each coding's ETag, and to another coding's ETag of the same version", async () => {
      const etags = await Promise.all(codings.map(async ({ acceptEncoding }) => String((await get({ 'accept-encoding': acceptEncoding })).headers.etag)));
      expect(new Set(etags).size).toBe(3);
      for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
      for (const [index, { acceptEncoding }] of codings.entries()) {
        for (const sent of etags) {
          const res = await get({ 'accept-encoding': acceptEncoding, 'if-none-match': sent });
          expect(res.statusCode).toBe(304);
          expect(res.rawPayload.byteLength).toBe(0);
          // The tag of the representation this request would have got.
          expect(res.headers.etag).toBe(etags[index]);
          expect(res.headers['content-encoding']).toBeUndefined();
        }
      }
    });

    it('answers HEAD with the headers of the representation and no body', async () => {
      const full = await get({ 'accept-encoding': 'br' });
      const head = await get({ 'accept-encoding': 'br' }, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.byteLength).toBe(0);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(String(full.rawPayload.byteLength));
      expect(head.headers.etag).toBe(full.headers.etag);
    });

    it('gives every coding a new ETag after an invalidation, and no 304 for the old ones', async () => {
      const before = await Promise.all(codings.map(({ acceptEncoding }) => get({ 'accept-encoding': acceptEncoding })));
      const plov = DEMO.products.plov.id;
      await execSql(t.database, 'update products set priority = priority + 1 where id = $1', [plov]);
      await t.app.services.catalogue.invalidateCatalogue(DEMO.merchantIds.demo);
      try {
        for (const [index, { acceptEncoding, decode }] of codings.entries()) {
          const old = before[index]!;
          const res = await get({ 'accept-encoding': acceptEncoding, 'if-none-match': String(old.headers.etag) });
          expect(res.statusCode).toBe(200);
          expect(res.headers.etag).not.toBe(old.headers.etag);
          const menuOf = (bytes: Buffer) => JSON.parse(decode(bytes).toString()) as Overalls;
          expect(priorityOf(menuOf(res.rawPayload), plov)).toBe(priorityOf(menuOf(old.rawPayload), plov)! + 1);
        }
      } finally {
        await execSql(t.database, 'update products set priority = priority - 1 where id = $1', [plov]);
        await t.app.services.catalogue.invalidateCatalogue(DEMO.merchantIds.demo);
      }
    });
  });

  it('rejects an unknown channel with 400', async () => {
    const res = await t.app.inject({ url: '/api/products/v1/overalls?type=FAX', headers: demo });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { in: 'querystring' } });
    expect(res.json().error.details.fields[0].field).toBe('type');
  });

  it('needs a merchant header', async () => {
    expect((await t.app.inject({ url: '/api/products/v1/overalls' })).statusCode).toBe(400);
  });

  it('keeps serving the cached menu until the catalogue is invalidated, then shows the change', async () => {
    const product = DEMO.products.somsa.id;
    const before = await t.app.inject({ url: '/api/products/v1/overalls', headers: demo });
    expect(productIds(before.json())).toContain(product);

    await execSql(t.database, 'update products set is_active = false where id = $1', [product]);
    const cached = await t.app.inject({ url: '/api/products/v1/overalls', headers: demo });
    expect(cached.headers.etag).toBe(before.headers.etag);

    await t.app.services.catalogue.invalidateCatalogue(DEMO.merchantIds.demo);
    const fresh = await t.app.inject({ url: '/api/products/v1/overalls', headers: demo });
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
    expect(productIds(fresh.json())).not.toContain(product);

    await execSql(t.database, 'update products set is_active = true where id = $1', [product]);
    await t.app.services.catalogue.invalidateCatalogue(DEMO.merchantIds.demo);
  });

  it('answers the average grade and the number of grades per product', async () => {
    await t.database.db.insert(productGrades).values([
      { merchantId: DEMO.merchantIds.demo, productId: DEMO.products.plov.id, grade: 5 },
      { merchantId: DEMO.merchantIds.demo, productId: DEMO.products.plov.id, grade: 4 },
      { merchantId: DEMO.merchantIds.demo, productId: DEMO.products.pizza.id, grade: 3 },
    ]);
    const res = await t.app.inject({ url: '/api/products/v1/grade', headers: demo });
    expect(res.statusCode).toBe(200);
    const grades = ProductGradeSchema.array().parse(res.json());
    expect(grades.find((grade) => grade.productId === DEMO.products.plov.id)).toEqual({ productId: DEMO.products.plov.id, grade: 4.5, count: 2 });
    expect(grades.find((grade) => grade.productId === DEMO.products.pizza.id)).toMatchObject({ grade: 3, count: 1 });

    const shopGrades = await t.app.inject({ url: '/api/products/v1/grade', headers: shop });
    expect(shopGrades.json()).toEqual([]);
  });

  it('rounds an average to 2 decimals and answers numbers, sorted by product, on either database', async () => {
    await t.database.db.insert(productGrades).values([
      { merchantId: DEMO.merchantIds.demo, productId: DEMO.products.somsa.id, grade: 5 },
      { merchantId: DEMO.merchantIds.demo, productId: DEMO.products.somsa.id, grade: 4 },
      { merchantId: DEMO.merchantIds.demo, productId: DEMO.products.somsa.id, grade: 4 },
    ]);
    const res = await t.app.inject({ url: '/api/products/v1/grade', headers: demo });
    expect(res.statusCode).toBe(200);
    const grades = res.json() as { productId: string; grade: unknown; count: unknown }[];
    expect(grades.find((grade) => grade.productId === DEMO.products.somsa.id)).toEqual({
      productId: DEMO.products.somsa.id,
      grade: 4.33,
      count: 3,
    });
    for (const grade of grades) {
      expect(typeof grade.grade).toBe('number');
      expect(typeof grade.count).toBe('number');
    }
    const ids = grades.map((grade) => grade.productId);
    expect(ids).toEqual([...ids].sort());
  });
});
