// Saved addresses over HTTP: CRUD, owner checks (another customer, another merchant, a foreign city),
// validation, the reuse of a saved address near the point, the cap, and account deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { ADDRESS_LIMIT_PER_CUSTOMER, type Address } from '@dastarkhan/domain/contracts/address';
import { authHeaders, createTestApp, execSql, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;

interface Customer {
  headers: Record<string, string>;
  userId: string;
  merchantId: string;
}

const home = {
  type: 'APARTMENT',
  name: 'Home',
  streetName: 'Amir Temur',
  houseNumber: '15',
  details: { floor: '4', office: '12', entrance: '2', domophone: '12K' },
  description: 'Amir Temur ko‘chasi, 15',
  comment: 'Ring twice',
  latitude: 41.3111,
  longitude: 69.2797,
  cityId: DEMO.cityIds.tashkent,
};

async function rows(t: TestApp, text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const raw = t.database.raw;
  const result = raw.driver === 'pglite' ? await raw.client.query(text, params) : await raw.pool.query(text, params);
  return result.rows as Record<string, unknown>[];
}

describe(`saved addresses (${describeDatabase()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customer(merchantId = demo): Promise<Customer> {
    const { token, user } = await signIn(t.app, merchantId, freshPhone().digits);
    return { headers: authHeaders(merchantId, token), userId: user.id, merchantId };
  }
  const list = (c: Customer, merchantId = c.merchantId, userId = c.userId) =>
    t.app.inject({ url: `/api/users/v1/addresses/merchant/${merchantId}/user/${userId}`, headers: c.headers });
  const create = (c: Customer, body: unknown, userId = c.userId) =>
    t.app.inject({ method: 'POST', url: `/api/users/v1/addresses/user/${userId}`, headers: c.headers, payload: body as object });
  const update = (c: Customer, id: string, body: unknown) => t.app.inject({ method: 'PUT', url: `/api/users/v1/addresses/${id}`, headers: c.headers, payload: body as object });
  const remove = (c: Customer, id: string) => t.app.inject({ method: 'DELETE', url: `/api/users/v1/addresses/${id}`, headers: c.headers });

  it('creates, lists newest first, updates and deletes an address', async () => {
    const c = await customer();
    expect((await list(c)).json()).toEqual([]);

    const created = await create(c, home);
    expect(created.statusCode).toBe(201);
    const first: Address = created.json();
    expect(first).toMatchObject({ ...home, id: expect.any(String) });
    expect(Date.parse(first.createdDate)).not.toBeNaN();

    // A house with blanks: details keep their four keys, blanks and absent values are null.
    const office = await create(c, { name: 'Office', streetName: 'Shota Rustaveli', details: { floor: ' ', office: '' }, latitude: 41.29, longitude: 69.25 });
    expect(office.statusCode).toBe(201);
    const second: Address = office.json();
    expect(second).toMatchObject({
      type: 'HOUSE',
      houseNumber: null,
      description: null,
      cityId: null,
      details: { floor: null, office: null, entrance: null, domophone: null },
    });

    expect((await list(c)).json().map((a: Address) => a.id)).toEqual([second.id, first.id]);

    const changed = await update(c, first.id, { ...home, name: 'Mum', type: 'HOUSE', details: { floor: '1' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: first.id, name: 'Mum', type: 'HOUSE', details: { floor: '1', office: null, entrance: null, domophone: null } });
    expect(Date.parse(changed.json().lastModifiedDate)).toBeGreaterThanOrEqual(Date.parse(first.lastModifiedDate));

    const deleted = await remove(c, first.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(c)).json().map((a: Address) => a.id)).toEqual([second.id]);
    expect((await remove(c, first.id)).statusCode).toBe(404);
  });

  it("keeps addresses to their owner: another customer's or merchant's address is not found, another path user is forbidden", async () => {
    const owner = await customer();
    const stranger = await customer();
    const elsewhere = await customer(shop);
    const id = (await create(owner, home)).json().id as string;

    for (const other of [stranger, elsewhere]) {
      const put = await update(other, id, home);
      expect(put.statusCode).toBe(404);
      expect(put.json().error.code).toBe('ADDRESS_NOT_FOUND');
      expect((await remove(other, id)).statusCode).toBe(404);
    }
    // The owner's token with the other merchant's header: a session is one merchant's.
    expect((await t.app.inject({ url: `/api/users/v1/addresses/merchant/${shop}/user/${owner.userId}`, headers: { ...owner.headers, merchant: shop } })).statusCode).toBe(401);

    const theirList = await list(stranger, demo, owner.userId);
    expect(theirList.statusCode).toBe(403);
    expect(theirList.json().error.code).toBe('USER_FORBIDDEN');
    // Their own user id under another merchant's path.
    expect((await list(owner, shop, owner.userId)).statusCode).toBe(403);
    const forSomeoneElse = await create(stranger, home, owner.userId);
    expect(forSomeoneElse.statusCode).toBe(403);
    expect(forSomeoneElse.json().error.code).toBe('USER_FORBIDDEN');

    expect((await list(stranger)).json()).toEqual([]);
    expect((await list(elsewhere)).json()).toEqual([]);
    expect((await list(owner)).json().map((a: Address) => a.id)).toEqual([id]);
    expect((await t.app.inject({ url: `/api/users/v1/addresses/merchant/${demo}/user/${owner.userId}`, headers: { merchant: demo } })).statusCode).toBe(401);
  });

  it("accepts only the merchant's own cities", async () => {
    const c = await customer();
    const [foreign] = await rows(t, 'select id from cities where merchant_id = $1 limit 1', [shop]);
    const wrongCity = await create(c, { ...home, cityId: foreign?.id });
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json().error).toMatchObject({ code: 'ADDRESS_CITY_INVALID', details: { field: 'cityId' } });
    const unknownCity = await create(c, { ...home, cityId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownCity.json().error.code).toBe('ADDRESS_CITY_INVALID');

    const id = (await create(c, { ...home, cityId: DEMO.cityIds.samarkand })).json().id as string;
    const moved = await update(c, id, { ...home, cityId: foreign?.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.code).toBe('ADDRESS_CITY_INVALID');
    expect((await list(c)).json()).toMatchObject([{ id, cityId: DEMO.cityIds.samarkand }]);
  });

  it('refuses invalid bodies with the failing fields', async () => {
    const c = await customer();
    const cases: Array<[unknown, string]> = [
      [{ ...home, latitude: undefined }, 'latitude'],
      [{ ...home, longitude: undefined }, 'longitude'],
      [{ ...home, latitude: 90.5 }, 'latitude'],
      [{ ...home, longitude: -180.01 }, 'longitude'],
      [{ ...home, latitude: '41.3' }, 'latitude'],
      [{ ...home, type: 'CASTLE' }, 'type'],
      [{ ...home, name: 'x'.repeat(201) }, 'name'],
      [{ ...home, details: { floor: 'x'.repeat(21) } }, 'details.floor'],
      [{ ...home, cityId: 'tashkent' }, 'cityId'],
    ];
    for (const [body, field] of cases) {
      const res = await create(c, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details.fields.map((f: { field: string }) => f.field), field).toContain(field);
    }
    const id = (await create(c, home)).json().id as string;
    expect((await update(c, id, { ...home, latitude: -91 })).statusCode).toBe(400);
    expect((await update(c, 'not-an-id', home)).statusCode).toBe(400);
    expect((await list(c)).json()).toHaveLength(1);
  });

  it('reuses a saved address within 0.000099 degrees of the point instead of saving a duplicate', async () => {
    const c = await customer();
    const saved: Address = (await create(c, home)).json();

    const near = await create(c, { ...home, name: 'Home again', latitude: home.latitude + 0.00009, longitude: home.longitude - 0.00009 });
    expect(near.statusCode).toBe(200);
    expect(near.json()).toMatchObject({ id: saved.id, name: 'Home again', latitude: home.latitude + 0.00009, createdDate: saved.createdDate });

    // Too far on one axis: a new address.
    const apart = await create(c, { ...home, latitude: home.latitude + 0.00009, longitude: home.longitude + 0.0002 });
    expect(apart.statusCode).toBe(201);
    expect(apart.json().id).not.toBe(saved.id);
    expect((await list(c)).json()).toHaveLength(2);

    // Another customer's address at the same point is theirs alone.
    const other = await customer();
    expect((await create(other, home)).statusCode).toBe(201);
    expect((await list(c)).json()).toHaveLength(2);
  });

  it(`keeps at most ${ADDRESS_LIMIT_PER_CUSTOMER} addresses per customer, yet still reuses one`, async () => {
    const c = await customer();
    const values = Array.from({ length: ADDRESS_LIMIT_PER_CUSTOMER }, (_, index) => `($1, $2, 'A${index}', ${41 + index * 0.01}, 69.2)`).join(', ');
    await execSql(t.database, `insert into addresses (merchant_id, user_id, name, latitude, longitude) values ${values}`, [demo, c.userId]);
    const refused = await create(c, { ...home, latitude: 40 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'ADDRESS_LIMIT', details: { limit: ADDRESS_LIMIT_PER_CUSTOMER } });
    expect((await create(c, { ...home, latitude: 41, longitude: 69.2 })).statusCode).toBe(200);
    expect((await list(c)).json()).toHaveLength(ADDRESS_LIMIT_PER_CUSTOMER);
  });

  it('serialises concurrent saves of one point into one address', async () => {
    const c = await customer();
    const results = await Promise.all(Array.from({ length: 4 }, () => create(c, home)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect((await list(c)).json()).toHaveLength(1);
  });

  it("deletes the customer's addresses with the account", async () => {
    const c = await customer();
    await create(c, home);
    await create(c, { ...home, latitude: 41.2 });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/v1/users', headers: c.headers });
    expect(res.statusCode).toBe(204);
    expect(await rows(t, 'select 1 from addresses where user_id = $1', [c.userId])).toEqual([]);
    expect((await list(c)).statusCode).toBe(401);
  });

  it('publishes the address routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const post = doc.paths['/api/users/v1/addresses/user/{userId}'].post;
    expect(post.summary).toContain('0.000099');
    expect(post.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '403', '409']));
    expect(doc.paths['/api/users/v1/addresses/merchant/{merchantId}/user/{userId}'].get).toBeDefined();
    expect(doc.paths['/api/users/v1/addresses/{id}'].put).toBeDefined();
    expect(doc.paths['/api/users/v1/addresses/{id}'].delete).toBeDefined();
    expect(doc.components.schemas.Address).toBeDefined();
  });
});
