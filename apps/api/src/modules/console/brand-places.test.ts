// Console brand places API: cities, branches and hours, halls and tables with QR codes, delivery zones, regions and
// tariffs — validation (nothing saved), roles, tenants, effects seen by the storefront, and the audit log.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@dastarkhan/domain/console-access';
import type { BranchDetail, BranchesPage, PlacesBranch, PlacesHall, PlacesTable, PlacesZone } from '@dastarkhan/domain/contracts/console-places';
import { polygonProblems } from '@dastarkhan/domain/contracts/console-places';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { authHeaders, createTestApp, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { expectForbiddenFor, sessionsByRole, type StaffSession } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const tashkent = DEMO.cityIds.tashkent;
const BASE = '/api/console/v1';

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';

/** A closed GeoJSON ring around a rectangle, [lng, lat]. */
const rectangle = (west: number, south: number, east: number, north: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

// A small pocket in central Tashkent, inside the demo's region and its Markaz zone.
const POCKET = rectangle(69.2905, 41.3105, 69.2925, 41.3125);
const INSIDE = { latitude: 41.3115, longitude: 69.2915 };
const OUTSIDE = { latitude: 41.31, longitude: 69.28 };

const TABLES = ['cities', 'branches', 'branch_work_hours', 'halls', 'dining_tables', 'delivery_zones', 'delivery_regions', 'delivery_tariffs', 'audit_log'];

describe(`console brand places API (${describeDatabase()})`, () => {
  let t: TestApp;
  let roles: Record<StaffRole, StaffSession>;
  let owner: Record<string, string>;
  let customer: Record<string, string>;
  let shopIds: { city: string; branch: string; zone: string | null; table: string | null; hall: string | null };

  beforeAll(async () => {
    t = await createTestApp();
    roles = await sessionsByRole(t);
    owner = roles.OWNER.headers;
    customer = authHeaders(demo, (await signIn(t.app, demo, freshPhone().digits)).token);
    const [city] = await queryRows<{ id: string }>(t.database, 'select id from cities where merchant_id = $1 limit 1', [shop]);
    const [branch] = await queryRows<{ id: string }>(t.database, 'select id from branches where merchant_id = $1 limit 1', [shop]);
    if (!city || !branch) throw new Error('the shop merchant has no city or branch in the seed');
    // Rows of the other merchant to aim at: made here so that every kind exists.
    const [zone] = await queryRows<{ id: string }>(
      t.database,
      `insert into delivery_zones (merchant_id, city_id, name, polygon, price) values ($1, $2, 'Shop zone', $3::jsonb, 100000) returning id`,
      [shop, city.id, JSON.stringify(rectangle(60, 40, 60.1, 40.1))],
    );
    const [hall] = await queryRows<{ id: string }>(t.database, `insert into halls (merchant_id, branch_id, name) values ($1, $2, 'Shop hall') returning id`, [shop, branch.id]);
    const [table] = await queryRows<{ id: string }>(
      t.database,
      `insert into dining_tables (merchant_id, hall_id, branch_id, number) values ($1, $2, $3, 901) returning id`,
      [shop, hall?.id, branch.id],
    );
    shopIds = { city: city.id, branch: branch.id, zone: zone?.id ?? null, hall: hall?.id ?? null, table: table?.id ?? null };
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: Method, url: string, payload?: unknown, headers = owner) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const [row] = await queryRows<{ n: number }>(t.database, `select count(*)::int as n from ${table}`);
      result[table] = Number(row?.n ?? 0);
    }
    return result;
  }

  async function auditOf(entityId: string): Promise<{ action: string; staff_id: string; before: unknown; after: unknown }[]> {
    return queryRows(t.database, 'select action, staff_id, before, after from audit_log where merchant_id = $1 and entity_id = $2 order by created_at', [demo, entityId]);
  }

  function expectInvalid(response: { statusCode: number; body: string; json: () => unknown }, field: string): void {
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json() as { error: { code: string; details: { fields: { field: string }[] }; description: { ru: string; uz: string } } };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.description.ru).toBeTruthy();
    expect(error.details.fields.map((entry) => entry.field)).toContain(field);
  }

  const tariffAt = (place: { latitude: number; longitude: number }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/deliveries/v1/delivery/tariff/client/calculate',
      headers: customer,
      payload: { productPrice: 60_000, branchId: DEMO.branchIds.amirTemur, ...place },
    });

  const validZone = (extra: Record<string, unknown> = {}) => ({ cityId: tashkent, name: 'Pocket', polygon: POCKET, price: 9_500, priority: -100, color: '#E76F51', ...extra });
  const validBranch = () => ({
    cityId: tashkent,
    name: { uz: 'Sinov', ru: 'Тест', eng: 'Test' },
    address: { uz: 'Manzil', ru: 'Адрес', eng: 'Address' },
    latitude: 41.3,
    longitude: 69.25,
    deliveryPrice: 12_000,
  });

  describe('roles and tenants', () => {
    // Every write route, aimed at random ids: the role check answers before anything is looked up or validated.
    const any = randomUUID();
    const writes: { method: Method; url: string }[] = [
      { method: 'POST', url: '/cities' },
      { method: 'PUT', url: `/cities/${any}` },
      { method: 'POST', url: '/branches' },
      { method: 'PUT', url: `/branches/${any}` },
      { method: 'PUT', url: `/branches/${any}/hours` },
      { method: 'POST', url: `/branches/${any}/halls` },
      { method: 'PUT', url: `/halls/${any}` },
      { method: 'DELETE', url: `/halls/${any}` },
      { method: 'POST', url: `/halls/${any}/tables` },
      { method: 'PUT', url: `/tables/${any}` },
      { method: 'DELETE', url: `/tables/${any}` },
      { method: 'POST', url: '/delivery/zones' },
      { method: 'PUT', url: `/delivery/zones/${any}` },
      { method: 'DELETE', url: `/delivery/zones/${any}` },
      { method: 'POST', url: '/delivery/regions' },
      { method: 'PUT', url: `/delivery/regions/${any}` },
      { method: 'DELETE', url: `/delivery/regions/${any}` },
      { method: 'POST', url: '/delivery/tariffs' },
      { method: 'PUT', url: `/delivery/tariffs/${any}` },
      { method: 'DELETE', url: `/delivery/tariffs/${any}` },
    ];

    it('refuses every write and read to managers, operators and couriers (403), nothing saved', async () => {
      const before = await counts();
      for (const write of writes) {
        await expectForbiddenFor(t, roles, ['OWNER'], { method: write.method, url: `${BASE}${write.url}`, ...(write.method === 'DELETE' ? {} : { payload: validZone() }) });
      }
      for (const url of ['/branches', `/branches/${DEMO.branchIds.amirTemur}`, '/delivery', '/cities', `/tables/${DEMO.tableIds.tashkentCity5}/qr.svg`, '/delivery/quote?lat=41.31&lon=69.28']) {
        await expectForbiddenFor(t, roles, ['OWNER'], { method: 'GET', url: `${BASE}${url}` });
      }
      expect(await counts()).toEqual(before);
    });

    it("answers 404 for the other merchant's rows and 403 for the other merchant's header, nothing saved", async () => {
      const before = await counts();
      const foreign: { method: Method; url: string; payload?: unknown }[] = [
        { method: 'PUT', url: `/cities/${shopIds.city}`, payload: { priority: 5 } },
        { method: 'PUT', url: `/branches/${shopIds.branch}`, payload: { isActive: false } },
        { method: 'PUT', url: `/branches/${shopIds.branch}/hours`, payload: { hours: [{ type: 'DELIVERY', roundTheClock: true }] } },
        { method: 'POST', url: `/branches/${shopIds.branch}/halls`, payload: { name: 'Stolen' } },
        { method: 'PUT', url: `/halls/${shopIds.hall}`, payload: { name: 'Stolen' } },
        { method: 'DELETE', url: `/halls/${shopIds.hall}` },
        { method: 'POST', url: `/halls/${shopIds.hall}/tables`, payload: { number: 77 } },
        { method: 'PUT', url: `/tables/${shopIds.table}`, payload: { number: 78 } },
        { method: 'DELETE', url: `/tables/${shopIds.table}` },
        { method: 'PUT', url: `/delivery/zones/${shopIds.zone}`, payload: { price: 1 } },
        { method: 'DELETE', url: `/delivery/zones/${shopIds.zone}` },
        // A zone of ours cannot be put in their city nor served by their branch.
        { method: 'POST', url: '/delivery/zones', payload: validZone({ cityId: shopIds.city }) },
        { method: 'POST', url: '/delivery/zones', payload: validZone({ branchId: shopIds.branch }) },
        { method: 'POST', url: '/delivery/tariffs', payload: { branchId: shopIds.branch, basePrice: 1 } },
        { method: 'POST', url: '/branches', payload: { ...validBranch(), cityId: shopIds.city } },
        { method: 'GET', url: `/branches/${shopIds.branch}` },
        { method: 'GET', url: `/tables/${shopIds.table}/qr.svg` },
      ];
      for (const request of foreign) {
        const response = await call(request.method, request.url, request.payload);
        expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(404);
      }
      const listed = (await call('GET', '/branches')).json<BranchesPage>();
      expect(listed.branches.map((branch) => branch.id)).not.toContain(shopIds.branch);
      expect(listed.cities.map((city) => city.id)).not.toContain(shopIds.city);
      const wrongHeader = await call('POST', '/delivery/zones', validZone(), { ...owner, merchant: shop });
      expect(wrongHeader.statusCode).toBe(403);
      expect((await call('GET', '/delivery', undefined, { ...owner, merchant: shop })).statusCode).toBe(403);
      expect(await counts()).toEqual(before);
    });
  });

  describe('delivery zones', () => {
    it("prices a point inside a new zone at the zone's price on the storefront, and a point outside differently", async () => {
      const before = await tariffAt(INSIDE);
      expect(before.json().price).not.toBe(9_500);
      const created = await call('POST', '/delivery/zones', validZone());
      expect(created.statusCode, created.body).toBe(201);
      const zone = created.json<PlacesZone>();
      expect(zone).toMatchObject({ price: 9_500, priority: -100, cityId: tashkent, isActive: true, color: '#E76F51' });
      const [stored] = await queryRows<{ price: string }>(t.database, 'select price from delivery_zones where id = $1', [zone.id]);
      expect(Number(stored?.price)).toBe(950_000);
      try {
        const inside = await tariffAt(INSIDE);
        expect(inside.json()).toMatchObject({ price: 9_500, source: 'ZONE', zoneId: zone.id });
        const outside = await tariffAt(OUTSIDE);
        expect(outside.statusCode).toBe(200);
        expect(outside.json().zoneId).not.toBe(zone.id);
        expect(outside.json().price).not.toBe(9_500);
        // The console's "price a point" answers what the storefront charges.
        const quote = await call('GET', `/delivery/quote?lat=${INSIDE.latitude}&lon=${INSIDE.longitude}&productPrice=60000&branchId=${DEMO.branchIds.amirTemur}`);
        expect(quote.json()).toMatchObject({ price: 9_500, zoneId: zone.id });
        // The public areas list has it at once.
        const areas = await t.app.inject({ url: '/api/users/v1/region', headers: { merchant: demo } });
        expect(areas.json().zones.map((entry: { id: string }) => entry.id)).toContain(zone.id);

        const audit = await auditOf(zone.id);
        expect(audit).toEqual([expect.objectContaining({ action: 'delivery_zone.create', staff_id: roles.OWNER.staffId, before: null })]);
        expect(audit[0]?.after).toMatchObject({ price: 9_500, name: 'Pocket' });

        const updated = await call('PUT', `/delivery/zones/${zone.id}`, { price: 11_250.5 });
        expect(updated.statusCode, updated.body).toBe(200);
        expect((await tariffAt(INSIDE)).json().price).toBe(11_250.5);
        const off = await call('PUT', `/delivery/zones/${zone.id}`, { isActive: false });
        expect(off.json().isActive).toBe(false);
        expect((await tariffAt(INSIDE)).json().zoneId).not.toBe(zone.id);
        expect((await auditOf(zone.id)).map((entry) => entry.action)).toEqual(['delivery_zone.create', 'delivery_zone.update', 'delivery_zone.update']);
      } finally {
        const removed = await call('DELETE', `/delivery/zones/${zone.id}`);
        expect(removed.statusCode, removed.body).toBe(200);
      }
      expect(await queryRows(t.database, 'select id from delivery_zones where id = $1', [zone.id])).toEqual([]);
      expect((await auditOf(zone.id)).at(-1)).toMatchObject({ action: 'delivery_zone.delete', after: null });
      expect((await call('DELETE', `/delivery/zones/${zone.id}`)).statusCode).toBe(404);
    });

    it('refuses a polygon that is not an area with 400 naming the field, nothing saved', async () => {
      const before = await counts();
      const open = { type: 'Polygon', coordinates: [[[69.29, 41.31], [69.3, 41.31], [69.3, 41.32], [69.29, 41.32]]] };
      const bowTie = { type: 'Polygon', coordinates: [[[69.29, 41.31], [69.3, 41.32], [69.3, 41.31], [69.29, 41.32], [69.29, 41.31]]] };
      const swapped = rectangle(41.31, 69.29, 41.32, 69.3).coordinates[0]!.map(([a = 0, b = 0]) => [b, a]);
      const swappedTooFar = { type: 'Polygon', coordinates: [[[41.31, 169.29], [41.32, 169.29], [41.32, 169.3], [41.31, 169.29]]] };
      const triangleOnly = { type: 'Polygon', coordinates: [[[69.29, 41.31], [69.3, 41.31], [69.29, 41.31]]] };
      expectInvalid(await call('POST', '/delivery/zones', validZone({ polygon: open })), 'polygon.coordinates.0');
      expectInvalid(await call('POST', '/delivery/zones', validZone({ polygon: bowTie })), 'polygon.coordinates.0');
      expectInvalid(await call('POST', '/delivery/zones', validZone({ polygon: swappedTooFar })), 'polygon.coordinates.0.0');
      expectInvalid(await call('POST', '/delivery/zones', validZone({ polygon: triangleOnly })), 'polygon.coordinates.0');
      expectInvalid(await call('POST', '/delivery/zones', validZone({ polygon: { type: 'Point', coordinates: [69, 41] } })), 'polygon.type');
      expectInvalid(await call('POST', '/delivery/zones', validZone({ price: -1 })), 'price');
      expectInvalid(await call('POST', '/delivery/zones', validZone({ price: 10.001 })), 'price');
      expectInvalid(await call('POST', '/delivery/zones', validZone({ color: 'red' })), 'color');
      expectInvalid(await call('POST', '/delivery/zones', { ...validZone(), cityId: undefined }), 'cityId');
      expectInvalid(await call('POST', '/delivery/regions', { name: 'Bad', polygon: open }), 'polygon.coordinates.0');
      const markaz = (await call('GET', '/delivery')).json<{ zones: PlacesZone[] }>().zones.find((zone) => zone.name === 'Markaz');
      expectInvalid(await call('PUT', `/delivery/zones/${markaz?.id}`, { polygon: bowTie }), 'polygon.coordinates.0');
      expect(await counts()).toEqual(before);
      // A swapped pair inside the valid ranges is still a polygon (the map shows it far away); the pure check agrees.
      expect(polygonProblems({ type: 'Polygon', coordinates: [swapped] })).toEqual([]);
    });

    it('creates, changes and deletes regions and tariffs, audited; a tariff prices by distance', async () => {
      const region = await call('POST', '/delivery/regions', { cityId: tashkent, name: 'Far east', polygon: rectangle(69.6, 41.2, 69.7, 41.3) });
      expect(region.statusCode, region.body).toBe(201);
      const regionId = region.json().id as string;
      expect((await call('PUT', `/delivery/regions/${regionId}`, { name: 'Far east 2', isActive: false })).json()).toMatchObject({ name: 'Far east 2', isActive: false });
      expect((await call('DELETE', `/delivery/regions/${regionId}`)).statusCode).toBe(200);
      expect((await auditOf(regionId)).map((entry) => entry.action)).toEqual(['delivery_region.create', 'delivery_region.update', 'delivery_region.delete']);

      expectInvalid(await call('POST', '/delivery/tariffs', { branchId: DEMO.branchIds.chilonzor, basePrice: 'a lot' }), 'basePrice');
      expectInvalid(await call('POST', '/delivery/tariffs', { branchId: DEMO.branchIds.chilonzor, basePrice: 1, baseDistanceM: -5 }), 'baseDistanceM');
      const tariff = await call('POST', '/delivery/tariffs', {
        branchId: DEMO.branchIds.chilonzor,
        name: 'Console',
        basePrice: 15_000,
        baseDistanceM: 2_000,
        pricePerKm: 3_000,
        freeDeliveryThreshold: 500_000,
      });
      expect(tariff.statusCode, tariff.body).toBe(201);
      const tariffId = tariff.json().id as string;
      expect(tariff.json()).toMatchObject({ basePrice: 15_000, pricePerKm: 3_000, freeDeliveryThreshold: 500_000 });
      const [row] = await queryRows<{ base_price: string; free_delivery_threshold: string }>(t.database, 'select base_price, free_delivery_threshold from delivery_tariffs where id = $1', [tariffId]);
      expect(Number(row?.base_price)).toBe(1_500_000);
      const listed = await call('GET', `/delivery/tariffs?branchId=${DEMO.branchIds.chilonzor}`);
      expect(listed.json().map((entry: { id: string }) => entry.id)).toContain(tariffId);
      const changed = await call('PUT', `/delivery/tariffs/${tariffId}`, { freeDeliveryThreshold: null, pricePerKm: 0 });
      expect(changed.json()).toMatchObject({ freeDeliveryThreshold: null, pricePerKm: 0, basePrice: 15_000 });
      expect((await call('DELETE', `/delivery/tariffs/${tariffId}`)).statusCode).toBe(200);
      const audit = await auditOf(tariffId);
      expect(audit.map((entry) => entry.action)).toEqual(['delivery_tariff.create', 'delivery_tariff.update', 'delivery_tariff.delete']);
      expect(audit[1]).toMatchObject({ before: expect.objectContaining({ freeDeliveryThreshold: 500_000 }), after: expect.objectContaining({ freeDeliveryThreshold: null }) });
    });
  });

  describe('cities and branches', () => {
    it('creates a city, makes it the one main city, and changes it; audited', async () => {
      const cityList = () => t.app.inject({ url: `/api/users/v1/city-merchant/merchant/${demo}`, headers: { merchant: demo } });
      // Fills the storefront's city cache, which the change must drop.
      expect((await cityList()).json()[0]?.id).toBe(tashkent);
      expectInvalid(await call('POST', '/cities', { name: { uz: '', ru: '', eng: '' }, latitude: 40, longitude: 70 }), 'name');
      expectInvalid(await call('POST', '/cities', { name: { uz: 'Buxoro' }, latitude: 100, longitude: 70 }), 'latitude');
      const created = await call('POST', '/cities', { name: { uz: 'Buxoro', ru: 'Бухара', eng: 'Bukhara' }, latitude: 39.77, longitude: 64.42, priority: 3 });
      expect(created.statusCode, created.body).toBe(201);
      const cityId = created.json().id as string;
      const main = await call('PUT', `/cities/${cityId}`, { isMain: true });
      expect(main.json()).toMatchObject({ isMain: true });
      const mains = await queryRows<{ id: string }>(t.database, 'select id from cities where merchant_id = $1 and is_main', [demo]);
      expect(mains.map((row) => row.id)).toEqual([cityId]);
      const [merchant] = await queryRows<{ main_city_id: string }>(t.database, 'select main_city_id from merchants where id = $1', [demo]);
      expect(merchant?.main_city_id).toBe(cityId);
      // The storefront's cached city list (main first) follows at once.
      expect((await cityList()).json()[0]?.id).toBe(cityId);
      await call('PUT', `/cities/${tashkent}`, { isMain: true });
      expect((await cityList()).json()[0]?.id).toBe(tashkent);
      expect((await auditOf(cityId)).map((entry) => entry.action)).toEqual(['city.create', 'city.update']);
      expect((await auditOf(tashkent)).map((entry) => entry.action)).toEqual(['city.update']);
    });

    it('creates and changes a branch; the storefront sees it; validation saves nothing', async () => {
      const before = await counts();
      expectInvalid(await call('POST', '/branches', { ...validBranch(), latitude: 'north' }), 'latitude');
      expectInvalid(await call('POST', '/branches', { ...validBranch(), deliveryPrice: -5 }), 'deliveryPrice');
      expectInvalid(await call('PUT', `/branches/${DEMO.branchIds.amirTemur}`, { name: { uz: '' } }), 'name');
      expect((await call('POST', '/branches', { ...validBranch(), cityId: randomUUID() })).statusCode).toBe(404);
      expect(await counts()).toEqual(before);

      const created = await call('POST', '/branches', { ...validBranch(), dineinEnabled: true, phone: '+998 90 000 00 00' });
      expect(created.statusCode, created.body).toBe(201);
      const branch = created.json<PlacesBranch>();
      expect(branch).toMatchObject({ deliveryPrice: 12_000, pickupEnabled: true, deliveryEnabled: true, dineinEnabled: true, isActive: true, tableCount: 0, openNow: [] });
      const storefront = await t.app.inject({ url: `/api/users/v1/branches/${branch.id}`, headers: { merchant: demo } });
      expect(storefront.statusCode, storefront.body).toBe(200);
      expect(storefront.json()).toMatchObject({ deliveryPrice: 12_000, name: { ru: 'Тест' } });

      const changed = await call('PUT', `/branches/${branch.id}`, { pickupEnabled: false, distance: 7.5, name: { uz: 'Yangi', ru: 'Новый', eng: 'New' } });
      expect(changed.json()).toMatchObject({ pickupEnabled: false, distance: 7.5, name: { eng: 'New' } });
      const audit = await auditOf(branch.id);
      expect(audit.map((entry) => entry.action)).toEqual(['branch.create', 'branch.update']);
      expect(audit[1]).toMatchObject({ before: expect.objectContaining({ pickupEnabled: true }), after: expect.objectContaining({ pickupEnabled: false }) });

      const listed = (await call('GET', '/branches')).json<BranchesPage>();
      const roundTheClock = listed.branches.find((entry) => entry.id === DEMO.roundTheClockBranchId);
      expect(roundTheClock?.openNow).toEqual(expect.arrayContaining(['DELIVERY', 'PICK_UP']));
      expect(roundTheClock?.tableCount).toBeGreaterThanOrEqual(12);
    });

    it('sets weekly hours with an extra interval, a day off and round the clock; refuses half an interval and bad clocks', async () => {
      const id = DEMO.branchIds.chilonzor;
      const before = await counts();
      const day = (weekName: string, extra: Record<string, unknown> = {}) => ({ weekName, open: '10:00', close: '15:00', ...extra });
      const hours = (days: unknown[]) => ({ hours: [{ type: 'PICK_UP', days }] });
      expectInvalid(await call('PUT', `/branches/${id}/hours`, hours([day('MONDAY', { extraOpen: '17:00' })])), 'hours.0.days.0.extraClose');
      expectInvalid(await call('PUT', `/branches/${id}/hours`, hours([day('MONDAY', { extraClose: '23:00' })])), 'hours.0.days.0.extraOpen');
      expectInvalid(await call('PUT', `/branches/${id}/hours`, hours([day('MONDAY', { open: '25:00' })])), 'hours.0.days.0.open');
      expectInvalid(await call('PUT', `/branches/${id}/hours`, hours([day('MONDAY', { close: '9:00' })])), 'hours.0.days.0.close');
      expectInvalid(await call('PUT', `/branches/${id}/hours`, hours([{ weekName: 'TUESDAY', open: null, close: null }])), 'hours.0.days.0.open');
      expectInvalid(await call('PUT', `/branches/${id}/hours`, hours([day('MONDAY'), day('MONDAY')])), 'hours.0.days.1.weekName');
      expectInvalid(await call('PUT', `/branches/${id}/hours`, { hours: [{ type: 'YANDEX_EATS', roundTheClock: true }] }), 'hours.0.type');
      expect(await counts()).toEqual(before);

      const set = await call(
        'PUT',
        `/branches/${id}/hours`,
        hours([
          day('MONDAY', { extraOpen: '17:00', extraClose: '02:00' }),
          day('TUESDAY'),
          { weekName: 'SUNDAY', isDayOff: true, open: '10:00', close: '12:00' },
        ]),
      );
      expect(set.statusCode, set.body).toBe(200);
      const pickUp = set.json<PlacesBranch>().workHours.find((entry) => entry.type === 'PICK_UP');
      expect(pickUp?.days).toEqual([
        { weekName: 'MONDAY', open: '10:00', close: '15:00', extraOpen: '17:00', extraClose: '02:00', isDayOff: false },
        { weekName: 'TUESDAY', open: '10:00', close: '15:00', extraOpen: null, extraClose: null, isDayOff: false },
        { weekName: 'SUNDAY', open: null, close: null, extraOpen: null, extraClose: null, isDayOff: true },
      ]);
      // Delivery hours were not listed: they stay.
      expect(set.json<PlacesBranch>().workHours.find((entry) => entry.type === 'DELIVERY')?.days.length).toBe(7);

      const allDay = await call('PUT', `/branches/${id}/hours`, { hours: [{ type: 'DINE_IN', roundTheClock: true }] });
      const dineIn = allDay.json<PlacesBranch>().workHours.find((entry) => entry.type === 'DINE_IN');
      expect(dineIn?.days).toHaveLength(7);
      expect(dineIn?.days.every((entry) => entry.open === '00:00' && entry.close === '00:00' && !entry.isDayOff)).toBe(true);

      const storefront = await t.app.inject({ url: `/api/users/v1/branches/${id}`, headers: { merchant: demo } });
      const seen = storefront.json().workHours.find((entry: { type: string }) => entry.type === 'PICK_UP');
      expect(seen.days[0]).toMatchObject({ extraOpen: '17:00', extraClose: '02:00' });
      const audit = await auditOf(id);
      expect(audit.map((entry) => entry.action)).toEqual(['branch.hours', 'branch.hours']);
      expect(audit[0]?.after).toEqual([expect.objectContaining({ type: 'PICK_UP' })]);
    });
  });

  describe('halls and tables', () => {
    it('creates halls and tables with numbers unique per branch, serves their QR codes, and deletes them', async () => {
      const branchId = DEMO.branchIds.yunusobod;
      const before = await counts();
      expectInvalid(await call('POST', `/branches/${branchId}/halls`, { name: '' }), 'name');
      expect(await counts()).toEqual(before);

      const hall = await call('POST', `/branches/${branchId}/halls`, { name: 'Terrace' });
      expect(hall.statusCode, hall.body).toBe(201);
      const hallId = hall.json<PlacesHall>().id;
      const second = (await call('POST', `/branches/${branchId}/halls`, { name: 'Basement' })).json<PlacesHall>().id;

      expectInvalid(await call('POST', `/halls/${hallId}/tables`, { number: 0 }), 'number');
      expectInvalid(await call('POST', `/halls/${hallId}/tables`, { number: 1.5 }), 'number');
      const table = await call('POST', `/halls/${hallId}/tables`, { number: 1, name: 'Window' });
      expect(table.statusCode, table.body).toBe(201);
      const tableId = table.json<PlacesTable>().id;
      expect(table.json()).toMatchObject({ number: 1, name: 'Window', hallId, branchId, isActive: true });

      const counted = await counts();
      const taken = await call('POST', `/halls/${second}/tables`, { number: 1 });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({ code: 'TABLE_NUMBER_TAKEN', details: { field: 'number' } });
      expect(taken.json().error.description.uz).toContain('raqam');
      const two = (await call('POST', `/halls/${second}/tables`, { number: 2 })).json<PlacesTable>();
      expect((await call('PUT', `/tables/${two.id}`, { number: 1 })).statusCode).toBe(409);
      const moved = await call('PUT', `/tables/${two.id}`, { hallId, number: 3 });
      expect(moved.json()).toMatchObject({ hallId, number: 3 });
      const otherBranchHall = (await call('GET', `/branches/${DEMO.roundTheClockBranchId}/halls`)).json<PlacesHall[]>()[0];
      expect((await call('PUT', `/tables/${two.id}`, { hallId: otherBranchHall?.id })).json().error.code).toBe('HALL_OTHER_BRANCH');
      expect((await counts()).dining_tables).toBe((counted.dining_tables ?? 0) + 1);

      const qr = await t.app.inject({ url: `${BASE}/tables/${tableId}/qr.svg`, headers: { ...owner, host: 'demo.localhost:3000' } });
      expect(qr.statusCode, qr.body).toBe(200);
      expect(qr.headers['content-type']).toContain('image/svg+xml');
      expect(qr.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(qr.headers['x-table-link']).toBe(`http://demo.localhost:3000/?table=${tableId}`);

      const detail = (await call('GET', `/branches/${branchId}`)).json<BranchDetail>();
      expect(detail.halls.find((entry) => entry.id === hallId)?.tables.map((entry) => entry.number)).toEqual([1, 3]);
      expect(detail.branch.tableCount).toBe(2);

      expect((await call('PUT', `/halls/${hallId}`, { isActive: false })).json()).toMatchObject({ isActive: false, tables: [expect.anything(), expect.anything()] });
      expect((await call('DELETE', `/tables/${tableId}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/halls/${hallId}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/halls/${second}`)).statusCode).toBe(200);
      expect(await queryRows(t.database, 'select id from dining_tables where hall_id = any($1::uuid[])', [[hallId, second]])).toEqual([]);
      expect((await auditOf(tableId)).map((entry) => entry.action)).toEqual(['table.create', 'table.delete']);
      expect((await auditOf(hallId)).map((entry) => entry.action)).toEqual(['hall.create', 'hall.update', 'hall.delete']);
      expect((await auditOf(two.id)).map((entry) => entry.action)).toEqual(['table.create', 'table.update']);
    });
  });
});
