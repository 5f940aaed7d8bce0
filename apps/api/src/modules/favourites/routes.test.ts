// Favourite products over HTTP: the spec's three calls, kept once, owner and merchant checks, the cap,
// a deleted product, the merchant's favouriteActive switch, and account deletion taking them away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { FAVOURITE_LIMIT_PER_CUSTOMER, type Favourite } from '@dastarkhan/domain/contracts/favourite';
import { MERCHANT_TOPIC } from '../merchants/service.ts';
import { createFavouritesService } from './service.ts';
import { authHeaders, createTestApp, execSql, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const { plov, pizza, somsa, iceCream } = DEMO.products;

interface Customer {
  headers: Record<string, string>;
  userId: string;
}

describe(`favourite products (${describeDatabase()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customer(merchantId = demo): Promise<Customer> {
    const { token, user } = await signIn(t.app, merchantId, freshPhone().digits);
    return { headers: authHeaders(merchantId, token), userId: user.id };
  }
  const list = (c: Customer, userId = c.userId) =>
    t.app.inject({
      url: `/api/products/v1/favourite/all?userId=${userId}&isFavourite=true`,
      headers: c.headers,
    });
  const set = (c: Customer, productId: string, isFavourite?: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/v1/favourite',
      headers: c.headers,
      payload: isFavourite === undefined ? { productId } : { productId, isFavourite },
    });
  const remove = (c: Customer, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/products/v1/favourite/${id}`,
      headers: c.headers,
    });

  it('adds a product once, lists newest first, removes by product and by id', async () => {
    const c = await customer();
    expect((await list(c)).json()).toEqual([]);

    const added = await set(c, plov.id);
    expect(added.statusCode, added.body).toBe(200);
    const first: Favourite = added.json();
    expect(first).toMatchObject({
      id: expect.any(String),
      productId: plov.id,
      isFavourite: true,
    });
    expect(Date.parse(first.createdDate ?? '')).not.toBeNaN();
    // A second tap (another tab, a retry) keeps the one favourite.
    expect((await set(c, plov.id, true)).json()).toEqual(first);
    await set(c, pizza.id, true);
    await set(c, somsa.id, true);
    expect((await list(c)).json().map((f: Favourite) => f.productId)).toEqual([somsa.id, pizza.id, plov.id]);

    const unset = await set(c, pizza.id, false);
    expect(unset.statusCode).toBe(200);
    expect(unset.json()).toEqual({
      id: null,
      productId: pizza.id,
      isFavourite: false,
      createdDate: null,
    });
    // Removing what is not a favourite is not an error: the state asked for holds.
    expect((await set(c, pizza.id, false)).statusCode).toBe(200);

    expect((await remove(c, first.id ?? '')).statusCode).toBe(204);
    expect((await remove(c, first.id ?? '')).json().error.code).toBe('FAVOURITE_NOT_FOUND');
    expect((await list(c)).json().map((f: Favourite) => f.productId)).toEqual([somsa.id]);
  });

  it("never shows or removes another customer's favourites, nor takes another merchant's product", async () => {
    const owner = await customer();
    const other = await customer();
    const favourite: Favourite = (await set(owner, plov.id)).json();

    const foreignList = await list(other, owner.userId);
    expect(foreignList.statusCode).toBe(403);
    expect(foreignList.json().error.code).toBe('USER_FORBIDDEN');
    expect((await remove(other, favourite.id ?? '')).statusCode).toBe(404);
    expect((await list(owner)).json()).toHaveLength(1);

    const shopCustomer = await customer(shop);
    const foreignProduct = await set(shopCustomer, plov.id);
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json().error.code).toBe('PRODUCT_NOT_FOUND');
    expect(foreignProduct.json().error.description.ru).toBeTruthy();
  });

  it('refuses a guest, a malformed body and an unknown product', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/products/v1/favourite',
      headers: { merchant: demo },
      payload: { productId: plov.id },
    });
    expect(guest.statusCode).toBe(401);
    const c = await customer();
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/products/v1/favourite',
      headers: c.headers,
      payload: { productId: 'plov' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_ERROR');
    expect((await set(c, crypto.randomUUID())).json().error.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('keeps at most the cap of favourites per customer, and a favourite already kept still answers', async () => {
    // A service with a cap of 2: the rule, not the size of the demo menu, is under test.
    const capped = createFavouritesService({
      db: t.database.db,
      settings: t.app.services.settings,
      limitPerCustomer: 2,
    });
    const c = await customer();
    const merchant = await t.app.services.merchants.findById(demo);
    if (!merchant) throw new Error('no demo merchant');
    const ctx = { merchant, userId: c.userId };
    await capped.setFavourite(ctx, { productId: plov.id, isFavourite: true });
    await capped.setFavourite(ctx, { productId: pizza.id, isFavourite: true });
    await expect(capped.setFavourite(ctx, { productId: somsa.id, isFavourite: true })).rejects.toMatchObject({
      code: 'FAVOURITE_LIMIT',
      httpStatus: 409,
      details: { limit: 2 },
    });
    await expect(capped.setFavourite(ctx, { productId: plov.id, isFavourite: true })).resolves.toMatchObject({ productId: plov.id, isFavourite: true });
    expect(FAVOURITE_LIMIT_PER_CUSTOMER).toBeGreaterThanOrEqual(DEMO.productCounts.demo);
  });

  it('leaves a deleted product out of the list, and it cannot be added any more', async () => {
    const c = await customer();
    expect((await set(c, iceCream.id)).statusCode).toBe(200);
    await set(c, plov.id);
    await execSql(t.database, 'update products set deleted = true where id = $1', [iceCream.id]);
    expect((await list(c)).json().map((f: Favourite) => f.productId)).toEqual([plov.id]);
    const other = await customer();
    expect((await set(other, iceCream.id)).json().error.code).toBe('PRODUCT_NOT_FOUND');
    await execSql(t.database, 'update products set deleted = false where id = $1', [iceCream.id]);
    // Restored by the merchant: the customer's heart was kept.
    expect((await list(c)).json().map((f: Favourite) => f.productId)).toEqual([plov.id, iceCream.id]);
  });

  describe('with favouriteActive off', () => {
    beforeAll(async () => {
      await execSql(t.database, `update merchant_settings set web = web || '{"favouriteActive": false}'::jsonb where merchant_id = $1`, [demo]);
      await t.app.services.bus.publish(MERCHANT_TOPIC, demo);
    });
    afterAll(async () => {
      await execSql(t.database, `update merchant_settings set web = web || '{"favouriteActive": true}'::jsonb where merchant_id = $1`, [demo]);
      await t.app.services.bus.publish(MERCHANT_TOPIC, demo);
    });

    it('answers every favourite call 403 FAVOURITES_DISABLED', async () => {
      const c = await customer();
      for (const res of await Promise.all([list(c), set(c, plov.id), set(c, plov.id, false), remove(c, crypto.randomUUID())])) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.code).toBe('FAVOURITES_DISABLED');
      }
    });
  });
});
