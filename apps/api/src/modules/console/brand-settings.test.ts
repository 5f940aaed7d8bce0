// The console's brand settings through HTTP: roles, tenants, validation, effects the storefront sees, audit
// entries, and credentials that never leave the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { StaffRole } from '@dastarkhan/domain/console-access';
import type { ConsoleBanner, ConsoleIntegrations, ConsolePromo, ConsoleVacancy, OrderRules } from '@dastarkhan/domain/contracts/console-brand';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { authHeaders, createTestApp, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { paymeFiscalSettings, paymeReceiptDetail } from '../payments/payme.ts';
import { insertOrder } from '../promos/test-support.ts';
import { expectForbiddenFor, sessionsByRole, staffSession, type StaffSession } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const V1 = '/api/console/v1';
const TOKEN = `987654321:${'A'.repeat(20)}b_c-${'9'.repeat(11)}`;

type Method = 'POST' | 'PUT' | 'DELETE';
interface ErrorBody {
  error: { code: string; details?: { fields?: Array<{ field: string }>; [key: string]: unknown } };
}

describe(`console brand settings (${describeDatabase()})`, () => {
  let t: TestApp;
  let roles: Record<StaffRole, StaffSession>;
  let owner: StaffSession;
  let shopOwner: StaffSession;
  beforeAll(async () => {
    t = await createTestApp();
    roles = await sessionsByRole(t);
    owner = roles.OWNER;
    shopOwner = await staffSession(t, { merchantId: shop, role: 'OWNER' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (session: StaffSession, method: Method | 'GET', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `${V1}${path}`, headers: session.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const errorOf = (res: { json: <T>() => T }) => res.json<ErrorBody>().error;
  const auditCount = async (merchantId = demo) =>
    Number((await queryRows<{ n: string }>(t.database, 'select count(*) as n from audit_log where merchant_id = $1', [merchantId]))[0]?.n);
  const lastAudit = async (action: string) =>
    (
      await queryRows<{ action: string; entity_id: string; before: unknown; after: unknown; staff_id: string }>(
        t.database,
        'select action, entity_id, before, after, staff_id from audit_log where merchant_id = $1 and action = $2 order by created_at desc limit 1',
        [demo, action],
      )
    )[0];
  const storefrontCheck = async (token: string, code: string, productPrice: number) =>
    t.app.inject({ method: 'POST', url: '/api/orders/v1/promos/check', headers: authHeaders(demo, token), payload: { code, serviceType: 'PICK_UP', productPrice } });

  /** A created row of each kind, per merchant, for the id routes. */
  async function createRows(session: StaffSession, suffix: string) {
    const promo = await call(session, 'POST', '/promos', { code: `ROW${suffix}`, discountType: 'AMOUNT', productDiscount: 1000 });
    const banner = await call(session, 'POST', '/content/banners', { image: { uz: '/api/images/x', ru: '', eng: '' } });
    const vacancy = await call(session, 'POST', '/content/vacancies', { title: { uz: 'Oshpaz', ru: 'Повар', eng: 'Cook' } });
    for (const res of [promo, banner, vacancy]) expect(res.statusCode, res.body).toBe(201);
    return { promoId: promo.json<ConsolePromo>().id, bannerId: banner.json<ConsoleBanner>().id, vacancyId: vacancy.json<ConsoleVacancy>().id };
  }

  /** Every write route with a valid body, an invalid one and the field it names. `:id` routes get an id of the merchant's row. */
  const writeRoutes = (ids: { promoId: string; bannerId: string; vacancyId: string }) =>
    [
      { method: 'POST', path: '/promos', valid: { code: `NEW${Date.now()}`, discountType: 'AMOUNT', productDiscount: 5 }, invalid: { code: 'X', discountType: 'PERCENTAGE', productDiscount: 101 }, field: 'productDiscount', table: 'promos' },
      { method: 'PUT', path: `/promos/${ids.promoId}`, valid: { minPrice: 10 }, invalid: { minPrice: -1 }, field: 'minPrice', table: 'promos' },
      { method: 'DELETE', path: `/promos/${ids.promoId}`, table: 'promos' },
      { method: 'PUT', path: '/settings/order', valid: { cashbackPercent: 3 }, invalid: { unpaidOrderTimeoutMinutes: 0 }, field: 'unpaidOrderTimeoutMinutes', table: 'merchant_settings' },
      { method: 'PUT', path: '/settings/web', valid: { mainColor: '#123456' }, invalid: { mainColor: 'red' }, field: 'mainColor', table: 'merchant_settings' },
      { method: 'POST', path: '/content/banners', valid: { image: { uz: '/api/images/y' } }, invalid: { image: { uz: '' } }, field: 'image', table: 'banners' },
      { method: 'PUT', path: `/content/banners/${ids.bannerId}`, valid: { priority: 3 }, invalid: { link: 'a\u0000b' }, field: 'link', table: 'banners' },
      { method: 'DELETE', path: `/content/banners/${ids.bannerId}`, table: 'banners' },
      { method: 'POST', path: '/content/vacancies', valid: { title: { eng: 'Courier' } }, invalid: { title: { eng: '' } }, field: 'title', table: 'vacancies' },
      { method: 'PUT', path: `/content/vacancies/${ids.vacancyId}`, valid: { salary: '5 000 000' }, invalid: { cityId: 'nope' }, field: 'cityId', table: 'vacancies' },
      { method: 'DELETE', path: `/content/vacancies/${ids.vacancyId}`, table: 'vacancies' },
      { method: 'PUT', path: '/content/policies/TERMS', valid: { text: { eng: 'Terms' } }, invalid: { text: { eng: 42 } }, field: 'text.eng', table: 'policies' },
      { method: 'PUT', path: '/integrations/payments/PAYME', valid: { webEnabled: true }, invalid: { credentials: { key: '' } }, field: 'credentials.key', table: 'payment_methods' },
      { method: 'PUT', path: '/integrations/sms', valid: { sender: 'Demo' }, invalid: { gateway: 'SMPP' }, field: 'gateway', table: 'merchants' },
      { method: 'PUT', path: '/integrations/telegram', valid: { token: TOKEN }, invalid: { token: '123:short' }, field: 'token', table: 'merchants' },
    ] as Array<{ method: Method; path: string; valid?: object; invalid?: object; field?: string; table: string }>;

  it('lets only owners in: every other role gets 403 on every route, before its body is read, and nothing is written', async () => {
    const ids = await createRows(owner, 'ROLES');
    const before = await auditCount();
    for (const route of writeRoutes(ids)) {
      await expectForbiddenFor(t, roles, ['OWNER'], { method: route.method, url: `${V1}${route.path}`, payload: route.invalid ?? route.valid });
    }
    for (const path of ['/promos', '/settings/order', '/settings/web', '/content/banners', '/content/vacancies', '/content/policies', '/integrations']) {
      await expectForbiddenFor(t, roles, ['OWNER'], { method: 'GET', url: `${V1}${path}` });
    }
    expect(await auditCount()).toBe(before);
  });

  it('answers 400 VALIDATION_ERROR naming the field on every write route, and saves nothing', async () => {
    const ids = await createRows(owner, 'INVALID');
    for (const route of writeRoutes(ids)) {
      if (!route.invalid) continue;
      const before = await auditCount();
      const rows = await queryRows<{ n: string; x: string }>(t.database, `select count(*) as n, coalesce(max(xmin::text), '') as x from ${route.table}`);
      const res = await call(owner, route.method, route.path, route.invalid);
      expect(res.statusCode, `${route.method} ${route.path}: ${res.body}`).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details?.fields?.map((f) => f.field), `${route.method} ${route.path}`).toContain(route.field);
      expect(res.json<{ error: { description: Record<string, string> } }>().error.description.ru).toBeTruthy();
      expect(await auditCount()).toBe(before);
      expect(await queryRows(t.database, `select count(*) as n, coalesce(max(xmin::text), '') as x from ${route.table}`)).toEqual(rows);
    }
  });

  it("keeps merchants apart: another merchant's ids answer 404, another merchant's header 403, and its rows never change", async () => {
    const theirs = await createRows(shopOwner, 'SHOP');
    const shopBefore = await queryRows(t.database, 'select * from promos where merchant_id = $1 order by id', [shop]);
    const shopSettingsBefore = await queryRows(t.database, 'select * from merchant_settings where merchant_id = $1', [shop]);
    for (const route of writeRoutes(theirs)) {
      if (!route.path.includes(theirs.promoId) && !route.path.includes(theirs.bannerId) && !route.path.includes(theirs.vacancyId)) continue;
      const res = await call(owner, route.method, route.path, route.valid);
      expect(res.statusCode, `${route.method} ${route.path}: ${res.body}`).toBe(404);
    }
    // A demo session naming the shop in its merchant header is refused outright.
    for (const route of writeRoutes(theirs)) {
      const res = await t.app.inject({
        method: route.method,
        url: `${V1}${route.path}`,
        headers: { ...owner.headers, merchant: shop },
        ...(route.valid ? { payload: route.valid } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('CONSOLE_WRONG_MERCHANT');
    }
    const read = await t.app.inject({ method: 'GET', url: `${V1}/promos`, headers: { ...owner.headers, merchant: shop } });
    expect(read.statusCode).toBe(403);
    // Lists and settings are the session's merchant's only.
    const listed = (await call(owner, 'GET', '/promos')).json<ConsolePromo[]>();
    expect(listed.some((promo) => promo.id === theirs.promoId || promo.code === 'BOZOR5')).toBe(false);
    const banners = (await call(owner, 'GET', '/content/banners')).json<ConsoleBanner[]>();
    expect(banners.some((banner) => banner.id === theirs.bannerId)).toBe(false);
    // A banner or vacancy cannot point at another merchant's product or city.
    const foreignProduct = (await queryRows<{ id: string }>(t.database, 'select id from products where merchant_id = $1 limit 1', [shop]))[0]?.id;
    const res = await call(owner, 'POST', '/content/banners', { image: { uz: '/x' }, productId: foreignProduct });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('PRODUCT_NOT_FOUND');
    await call(owner, 'PUT', '/settings/order', { cashbackPercent: 7 });
    expect(await queryRows(t.database, 'select * from promos where merchant_id = $1 order by id', [shop])).toEqual(shopBefore);
    expect(await queryRows(t.database, 'select * from merchant_settings where merchant_id = $1', [shop])).toEqual(shopSettingsBefore);
  });

  it('creates a promo the storefront accepts with its rules, counts its uses, and audits it', async () => {
    const created = await call(owner, 'POST', '/promos', {
      code: 'Spring25',
      discountType: 'PERCENTAGE',
      productDiscount: 25,
      minPrice: 80_000,
      startDate: new Date(Date.now() - 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
      usageLimit: 100,
      perUserLimit: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const promo = created.json<ConsolePromo>();
    expect(promo).toMatchObject({ code: 'Spring25', discountType: 'PERCENTAGE', productDiscount: 25, minPrice: 80_000, perUserLimit: 1, isActive: true, uses: 0 });

    const customer = await signIn(t.app, demo, freshPhone().digits);
    const accepted = await storefrontCheck(customer.token, 'spring25', 100_000);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ productDiscount: number }>().productDiscount).toBe(25_000);
    const tooSmall = await storefrontCheck(customer.token, 'SPRING25', 80_000);
    expect(errorOf(tooSmall).code).toBe('PROMO_MIN_PRICE');

    // One use by this customer: the list counts it and the per-customer limit holds.
    await insertOrder(t.database.db, { userId: customer.user.id, promoId: promo.id });
    expect(errorOf(await storefrontCheck(customer.token, 'SPRING25', 100_000)).code).toBe('PROMO_USAGE_LIMIT');
    const listed = (await call(owner, 'GET', '/promos')).json<ConsolePromo[]>().find((p) => p.id === promo.id);
    expect(listed?.uses).toBe(1);

    // Deactivated in the console: the storefront refuses it at once; a used promo cannot be deleted.
    const off = await call(owner, 'PUT', `/promos/${promo.id}`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    const other = await signIn(t.app, demo, freshPhone().digits);
    expect(errorOf(await storefrontCheck(other.token, 'SPRING25', 100_000)).code).toBe('PROMO_NOT_ACTIVE');
    const deleted = await call(owner, 'DELETE', `/promos/${promo.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(errorOf(deleted).code).toBe('PROMO_IN_USE');

    const audit = await lastAudit('promo.update');
    expect(audit).toMatchObject({ entity_id: promo.id, before: { isActive: true }, after: { isActive: false }, staff_id: owner.staffId });
    expect(await lastAudit('promo.create')).toMatchObject({ after: { code: 'Spring25', minPrice: 80_000 } });
  });

  it("creates a promo private unless told, and its 'shown to customers' switch puts it on and off the customers' list", async () => {
    const customer = await signIn(t.app, demo, freshPhone().digits);
    const available = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/orders/v1/promos/available', headers: authHeaders(demo, customer.token) })).json<Array<{ code: string }>>().map((p) => p.code);

    const hidden = await call(owner, 'POST', '/promos', { code: 'QUIET5', discountType: 'AMOUNT', productDiscount: 5_000 });
    expect(hidden.statusCode, hidden.body).toBe(201);
    expect(hidden.json<ConsolePromo>().isPublic).toBe(false);
    const shown = await call(owner, 'POST', '/promos', { code: 'LOUD7', discountType: 'PERCENTAGE', productDiscount: 7, isPublic: true });
    expect(shown.statusCode, shown.body).toBe(201);
    expect(shown.json<ConsolePromo>().isPublic).toBe(true);
    expect(await available()).toContain('LOUD7');
    expect(await available()).not.toContain('QUIET5');
    // The customer can still use the private one when given it: private is about the list, not the check.
    expect((await storefrontCheck(customer.token, 'QUIET5', 60_000)).statusCode).toBe(200);

    const quietId = hidden.json<ConsolePromo>().id;
    const on = await call(owner, 'PUT', `/promos/${quietId}`, { isPublic: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<ConsolePromo>()).toMatchObject({ isPublic: true, code: 'QUIET5', productDiscount: 5_000 });
    expect(await available()).toContain('QUIET5');
    expect(await lastAudit('promo.update')).toMatchObject({ entity_id: quietId, before: { isPublic: false }, after: { isPublic: true } });
    const listed = (await call(owner, 'GET', '/promos')).json<ConsolePromo[]>();
    expect(listed.find((p) => p.code === 'QUIET5')?.isPublic).toBe(true);
    expect(listed.find((p) => p.code === 'FREEDELIVERY')?.isPublic).toBe(false);

    // Another field changed alone keeps it shown; switching it off takes it off the list.
    expect((await call(owner, 'PUT', `/promos/${quietId}`, { minPrice: 10 })).json<ConsolePromo>().isPublic).toBe(true);
    const off = await call(owner, 'PUT', `/promos/${quietId}`, { isPublic: false });
    expect(off.json<ConsolePromo>().isPublic).toBe(false);
    expect(await available()).not.toContain('QUIET5');
    expect((await call(owner, 'PUT', `/promos/${quietId}`, { isPublic: 'yes' })).statusCode).toBe(400);
    for (const id of [quietId, shown.json<ConsolePromo>().id]) expect((await call(owner, 'DELETE', `/promos/${id}`)).statusCode).toBe(200);
  });

  it('refuses a duplicate code whatever its case (409), reversed dates and a percentage above 100 (400)', async () => {
    const duplicate = await call(owner, 'POST', '/promos', { code: 'welcome10', discountType: 'AMOUNT', productDiscount: 1000 });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).code).toBe('PROMO_CODE_TAKEN');
    const reversed = await call(owner, 'POST', '/promos', {
      code: 'BACKWARDS',
      discountType: 'AMOUNT',
      productDiscount: 1000,
      startDate: '2030-02-01T00:00:00+05:00',
      endDate: '2030-01-01T00:00:00+05:00',
    });
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).details?.fields?.map((f) => f.field)).toContain('endDate');
    // The rules hold on a partial update too, against the stored promo.
    const welcome = (await call(owner, 'GET', '/promos')).json<ConsolePromo[]>().find((p) => p.code === 'WELCOME10');
    const tooMuch = await call(owner, 'PUT', `/promos/${welcome?.id}`, { productDiscount: 150 });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch).details?.fields?.map((f) => f.field)).toContain('productDiscount');
    const renamed = await call(owner, 'PUT', `/promos/${welcome?.id}`, { code: 'minus15k' });
    expect(renamed.statusCode).toBe(409);
    const unused = await call(owner, 'POST', '/promos', { code: 'GONE', discountType: 'AMOUNT', productDiscount: 1 });
    const gone = await call(owner, 'DELETE', `/promos/${unused.json<ConsolePromo>().id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await lastAudit('promo.delete')).toMatchObject({ after: null, before: { code: 'GONE' } });
  });

  it('shows order rules and web settings changes in the storefront right away', async () => {
    // Warm the storefront's caches first.
    const orderBefore = await t.app.inject({ url: '/api/orders/v1/merchant/settings', headers: { merchant: demo } });
    const webBefore = await t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: { merchant: demo } });
    expect(orderBefore.statusCode).toBe(200);
    expect(webBefore.statusCode).toBe(200);

    const rules = await call(owner, 'PUT', '/settings/order', {
      cashbackPercent: 4.5,
      isServiceFeeEnabled: true,
      serviceFeeAmount: 3_000,
      minimalOrderPrice: 40_000,
      unpaidOrderTimeoutMinutes: 45,
    });
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json<OrderRules>()).toMatchObject({ cashbackPercent: 4.5, serviceFeeAmount: 3_000, minimalOrderPrice: 40_000, unpaidOrderTimeoutMinutes: 45 });
    const order = (await t.app.inject({ url: '/api/orders/v1/merchant/settings', headers: { merchant: demo } })).json();
    expect(order).toMatchObject({ cashbackPercent: 4.5, isServiceFeeEnabled: true, serviceFeeAmount: 3_000, minimalOrderPrice: 40_000, unpaidOrderTimeoutMinutes: 45 });
    expect((await lastAudit('settings.order'))?.after).toMatchObject({ cashbackPercent: 4.5, minimalOrderPrice: 40_000 });

    const web = await call(owner, 'PUT', '/settings/web', { mainColor: '#0A7D3E', isDark: true, bannersActive: true, instagram: { url: 'https://instagram.com/demo', active: true } });
    expect(web.statusCode, web.body).toBe(200);
    const storefront = (await t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: { merchant: demo } })).json<WebSettings>();
    expect(storefront).toMatchObject({ mainColor: '#0A7D3E', isDark: true, bannersActive: true, instagram: { url: 'https://instagram.com/demo', active: true } });
    // A partial update keeps what was not sent.
    await call(owner, 'PUT', '/settings/web', { isDark: false });
    const again = (await call(owner, 'GET', '/settings/web')).json<WebSettings>();
    expect(again).toMatchObject({ mainColor: '#0A7D3E', isDark: false });
    expect((await lastAudit('settings.web'))?.after).toEqual({ isDark: false });
  });

  it('edits banners, vacancies and policies the storefront shows', async () => {
    await call(owner, 'PUT', '/settings/web', { bannersActive: true, vacanciesActive: true });
    const banner = await call(owner, 'POST', '/content/banners', {
      title: { uz: 'Yangi menyu', ru: 'Новое меню', eng: 'New menu' },
      image: { uz: '/api/images/banner-uz', ru: '/api/images/banner-ru', eng: '' },
      productId: DEMO.products.plov.id,
      priority: 99,
    });
    expect(banner.statusCode, banner.body).toBe(201);
    const bannerId = banner.json<ConsoleBanner>().id;
    const shown = (await t.app.inject({ url: '/api/support/v1/banner', headers: { merchant: demo } })).json<Array<{ id: string; productId: string }>>();
    expect(shown.find((b) => b.id === bannerId)?.productId).toBe(DEMO.products.plov.id);
    const reversed = await call(owner, 'PUT', `/content/banners/${bannerId}`, { startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' });
    expect(reversed.statusCode).toBe(400);
    const hidden = await call(owner, 'PUT', `/content/banners/${bannerId}`, { isActive: false });
    expect(hidden.json<ConsoleBanner>().isActive).toBe(false);
    const after = (await t.app.inject({ url: '/api/support/v1/banner', headers: { merchant: demo } })).json<Array<{ id: string }>>();
    expect(after.some((b) => b.id === bannerId)).toBe(false);
    expect((await call(owner, 'DELETE', `/content/banners/${bannerId}`)).statusCode).toBe(200);
    expect(await lastAudit('banner.delete')).toMatchObject({ entity_id: bannerId, after: null });

    const vacancy = await call(owner, 'POST', '/content/vacancies', {
      title: { uz: 'Kuryer', ru: 'Курьер', eng: 'Courier' },
      description: { eng: 'Deliver orders.\nOwn scooter.' },
      cityId: DEMO.cityIds.tashkent,
      branchId: DEMO.branchIds.amirTemur,
    });
    expect(vacancy.statusCode, vacancy.body).toBe(201);
    const vacancyId = vacancy.json<ConsoleVacancy>().id;
    const open = await t.app.inject({ url: `/api/support/v1/vacancies/${vacancyId}`, headers: { merchant: demo } });
    expect(open.json()).toMatchObject({ title: { eng: 'Courier' }, description: { eng: 'Deliver orders.\nOwn scooter.' } });
    const unknownCity = await call(owner, 'PUT', `/content/vacancies/${vacancyId}`, { cityId: DEMO.branchIds.amirTemur });
    expect(errorOf(unknownCity).code).toBe('BRAND_CITY_NOT_FOUND');
    expect((await call(owner, 'PUT', `/content/vacancies/${vacancyId}`, { isActive: false })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/support/v1/vacancies/${vacancyId}`, headers: { merchant: demo } })).statusCode).toBe(404);

    const policy = await call(owner, 'PUT', '/content/policies/PRIVACY_POLICY', { text: { uz: 'Maxfiylik', ru: 'Конфиденциальность', eng: 'Privacy\n\nWe keep your data safe.' } });
    expect(policy.statusCode, policy.body).toBe(200);
    const read = await t.app.inject({ url: '/api/support/v1/company/policies?policies=PRIVACY_POLICY', headers: { merchant: demo } });
    expect(read.json()).toMatchObject({ type: 'PRIVACY_POLICY', text: { eng: 'Privacy\n\nWe keep your data safe.' } });
    const policies = (await call(owner, 'GET', '/content/policies')).json<Array<{ type: string }>>();
    expect(policies.map((p) => p.type).sort()).toEqual(['ABOUT_COMPANY', 'EXTR3', 'EXTRA', 'EXTRA2', 'EXTRA4', 'PRIVACY_POLICY', 'TERMS']);
    expect(await lastAudit('policy.update')).toMatchObject({ entity_id: 'PRIVACY_POLICY' });
  });

  it('writes an extra page: the storefront links it by its first line at once, and drops it again when emptied', async () => {
    const links = async () =>
      (await t.app.inject({ url: '/api/support/v1/company/extra-pages', headers: { merchant: demo } })).json<Array<{ type: string; path: string; title: Record<string, string> }>>();
    // The demo seeds /extra (catering) only; reading the list fills the content cache the write must drop.
    expect((await links()).map((link) => link.type)).toEqual(['EXTRA']);
    const written = await call(owner, 'PUT', '/content/policies/EXTRA2', { text: { uz: '', ru: '# Доставка\n\nВозим по городу.', eng: 'Delivery\n\nAcross the city.' } });
    expect(written.statusCode, written.body).toBe(200);
    expect(await links()).toContainEqual({ type: 'EXTRA2', path: '/extra2', title: { uz: '', ru: 'Доставка', eng: 'Delivery' } });
    expect(await lastAudit('policy.update')).toMatchObject({ entity_id: 'EXTRA2' });
    expect((await call(owner, 'PUT', '/content/policies/EXTRA2', { text: { uz: ' ', ru: '', eng: '' } })).statusCode).toBe(200);
    expect((await links()).map((link) => link.type)).toEqual(['EXTRA']);
    const unknown = await call(owner, 'PUT', '/content/policies/EXTRA5', { text: { eng: 'No such page' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes credentials write-only: never answered, never audited, kept when not sent, cleared on request', async () => {
    const secrets = ['new-payme-key-4242', 'sms-password-4242', TOKEN, 'demo-payme-key', 'demo-click-secret'];
    const initial = await call(owner, 'GET', '/integrations');
    expect(initial.statusCode).toBe(200);
    const payme = initial.json<ConsoleIntegrations>().payments.find((p) => p.type === 'PAYME');
    expect(payme).toMatchObject({ configured: true, exists: true });
    expect(payme?.fields.find((f) => f.name === 'key')).toEqual({ name: 'key', secret: true, required: true, configured: true, value: null });
    expect(payme?.fields.find((f) => f.name === 'merchantId')?.value).toBe('5e730e8e0b852a417aa49ceb');

    const set = await call(owner, 'PUT', '/integrations/payments/PAYME', { isActive: true, credentials: { key: 'new-payme-key-4242' } });
    expect(set.statusCode, set.body).toBe(200);
    const stored = await queryRows<{ credentials: Record<string, string> }>(t.database, "select credentials from payment_methods where merchant_id = $1 and type = 'PAYME'", [demo]);
    // The key changed, the merchant id (not sent) was kept.
    expect(stored[0]?.credentials).toEqual({ merchantId: '5e730e8e0b852a417aa49ceb', key: 'new-payme-key-4242' });

    // An active provider needs every required credential; clearing one is refused while it is on.
    const incomplete = await call(owner, 'PUT', '/integrations/payments/PAYME', { credentials: { key: null } });
    expect(incomplete.statusCode).toBe(400);
    expect(errorOf(incomplete)).toMatchObject({ code: 'PAYMENT_CREDENTIALS_INCOMPLETE', details: { missing: ['key'] } });
    const unknownField = await call(owner, 'PUT', '/integrations/payments/PAYME', { credentials: { password: 'x' } });
    expect(errorOf(unknownField).details?.fields?.map((f) => f.field)).toContain('credentials.password');
    const cash = await call(owner, 'PUT', '/integrations/payments/CASH', { credentials: { key: 'x' } });
    expect(errorOf(cash).code).toBe('PAYMENT_CREDENTIALS_NOT_ACCEPTED');
    // Switched off, a provider can be cleared.
    const cleared = await call(owner, 'PUT', '/integrations/payments/CLICK', { isActive: false, credentials: { secretKey: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ isActive: false, configured: false });

    const sms = await call(owner, 'PUT', '/integrations/sms', { gateway: 'ESKIZ', username: 'sms@demo.uz', password: 'sms-password-4242', sender: '4546' });
    expect(sms.statusCode, sms.body).toBe(200);
    expect(sms.json()).toEqual({ gateway: 'ESKIZ', username: 'sms@demo.uz', sender: '4546', passwordConfigured: true, configured: true });
    const account = await t.app.services.merchants.getAccountSettings(demo);
    expect(account.sms).toEqual({ gateway: 'ESKIZ', username: 'sms@demo.uz', password: 'sms-password-4242', sender: '4546' });
    // Changing the sender keeps the password.
    await call(owner, 'PUT', '/integrations/sms', { sender: 'DEMO' });
    expect((await t.app.services.merchants.getAccountSettings(demo)).sms?.password).toBe('sms-password-4242');
    const half = await call(owner, 'PUT', '/integrations/sms', { password: null });
    expect(errorOf(half)).toMatchObject({ code: 'SMS_CREDENTIALS_INCOMPLETE', details: { missing: ['password'] } });

    const telegram = await call(owner, 'PUT', '/integrations/telegram', { token: TOKEN });
    expect(telegram.statusCode, telegram.body).toBe(200);
    expect(telegram.json()).toEqual({ configured: true, botId: '987654321' });
    expect((await t.app.services.merchants.getAccountSettings(demo)).telegramBotToken).toBe(TOKEN);

    const everything = await call(owner, 'GET', '/integrations');
    const audit = await queryRows<{ before: unknown; after: unknown }>(t.database, 'select before, after from audit_log where merchant_id = $1', [demo]);
    const auditText = JSON.stringify(audit);
    for (const secret of secrets) {
      expect(everything.body).not.toContain(secret);
      expect(set.body + sms.body + telegram.body).not.toContain(secret);
      expect(auditText).not.toContain(secret);
    }
    expect(await lastAudit('payment_method.update')).toMatchObject({ entity_id: 'CLICK', after: { changedCredentials: ['secretKey'], credentials: { secretKey: { configured: false } } } });
    expect(await lastAudit('merchant.telegram')).toMatchObject({ before: { configured: true }, after: { configured: true, changed: ['token'] } });

    // Cleared on request: the platform's SMS gateway and no bot.
    expect((await call(owner, 'PUT', '/integrations/sms', { gateway: null })).json()).toMatchObject({ configured: false, username: null, passwordConfigured: false });
    expect((await call(owner, 'PUT', '/integrations/telegram', { token: null })).json()).toEqual({ configured: false, botId: null });
    expect((await t.app.services.merchants.getAccountSettings(demo)).sms).toBeNull();
  });

  describe("Payme's fiscal receipt settings", () => {
    const FOOD = '10202001001000000';
    const DRINK = '10202002001000000';
    const FEE = '10305001001000000';
    const paymeRow = async () =>
      (await queryRows<{ credentials: Record<string, unknown> }>(t.database, "select credentials from payment_methods where merchant_id = $1 and type = 'PAYME'", [demo]))[0]!.credentials;
    const paymeOf = (integrations: ConsoleIntegrations) => integrations.payments.find((p) => p.type === 'PAYME')!;

    it('sets VAT, the service fee IKPU and package codes without the key, shows them back, keeps the key unseen, and audits them', async () => {
      const key = (await paymeRow()).key as string;
      expect(key).toBeTruthy();
      const fiscal = { vatPercent: 12, serviceFeeCode: FEE, packageCodes: [{ ikpu: FOOD, packageCode: '1501234' }, { ikpu: DRINK, packageCode: '2009' }] };
      const res = await call(owner, 'PUT', '/integrations/payments/PAYME', { fiscal });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ConsoleIntegrations['payments'][number]>().fiscal).toEqual(fiscal);
      expect(res.body).not.toContain(key);
      // Stored beside the key, in the shape Payme's receipt reads; the key is kept.
      const stored = await paymeRow();
      expect(stored).toMatchObject({ key, merchantId: '5e730e8e0b852a417aa49ceb' });
      expect(stored.fiscal).toEqual({ vatPercent: 12, serviceFeeCode: FEE, packageCodes: { [FOOD]: '1501234', [DRINK]: '2009' } });
      expect(paymeFiscalSettings(stored)).toEqual({ vatPercent: 12, serviceFeeCode: FEE, packageCodes: { [FOOD]: '1501234', [DRINK]: '2009' } });

      const read = await call(owner, 'GET', '/integrations');
      expect(paymeOf(read.json<ConsoleIntegrations>())).toMatchObject({ configured: true, fiscal });
      expect(read.body).not.toContain(key);
      const audit = await lastAudit('payment_method.update');
      expect(audit).toMatchObject({ entity_id: 'PAYME', after: { fiscal, credentials: { key: { configured: true } } } });
      expect(JSON.stringify(audit)).not.toContain(key);
      // Other providers carry none.
      expect(read.json<ConsoleIntegrations>().payments.find((p) => p.type === 'CLICK')?.fiscal).toBeNull();

      // One field alone keeps the others; a credentials change keeps the fiscal settings.
      const vatOnly = await call(owner, 'PUT', '/integrations/payments/PAYME', { fiscal: { vatPercent: 0 } });
      expect(vatOnly.json<ConsoleIntegrations['payments'][number]>().fiscal).toEqual({ ...fiscal, vatPercent: 0 });
      expect(await lastAudit('payment_method.update')).toMatchObject({ before: { fiscal: { vatPercent: 12 } }, after: { fiscal: { vatPercent: 0 } } });
      await call(owner, 'PUT', '/integrations/payments/PAYME', { webEnabled: true, credentials: { merchantId: '5e730e8e0b852a417aa49ceb' } });
      expect((await paymeRow()).fiscal).toEqual({ vatPercent: 0, serviceFeeCode: FEE, packageCodes: { [FOOD]: '1501234', [DRINK]: '2009' } });
      // The list is replaced as sent; an empty fee code removes it.
      const replaced = await call(owner, 'PUT', '/integrations/payments/PAYME', { fiscal: { vatPercent: 15, serviceFeeCode: '', packageCodes: [{ ikpu: FOOD, packageCode: '1501235' }] } });
      expect(replaced.json<ConsoleIntegrations['payments'][number]>().fiscal).toEqual({ vatPercent: 15, serviceFeeCode: '', packageCodes: [{ ikpu: FOOD, packageCode: '1501235' }] });
      expect((await paymeRow()).key).toBe(key);
    });

    it('refuses bad values with 400 naming the field, saving nothing', async () => {
      const before = JSON.stringify(await paymeRow());
      const audits = await auditCount();
      const cases: Array<[unknown, string]> = [
        [{ vatPercent: 101 }, 'fiscal.vatPercent'],
        [{ vatPercent: -1 }, 'fiscal.vatPercent'],
        [{ vatPercent: 12.5 }, 'fiscal.vatPercent'],
        [{ serviceFeeCode: '1030500100100000' }, 'fiscal.serviceFeeCode'],
        [{ serviceFeeCode: 'ABCDEFGHIJKLMNOPQ' }, 'fiscal.serviceFeeCode'],
        [{ packageCodes: [{ ikpu: '123', packageCode: '1' }] }, 'fiscal.packageCodes.0.ikpu'],
        [{ packageCodes: [{ ikpu: FOOD, packageCode: 'box' }] }, 'fiscal.packageCodes.0.packageCode'],
        [{ packageCodes: [{ ikpu: FOOD, packageCode: '' }] }, 'fiscal.packageCodes.0.packageCode'],
        [{ packageCodes: [{ ikpu: FOOD, packageCode: '1' }, { ikpu: FOOD, packageCode: '2' }] }, 'fiscal.packageCodes.1.ikpu'],
      ];
      for (const [fiscal, field] of cases) {
        const res = await call(owner, 'PUT', '/integrations/payments/PAYME', { webEnabled: false, fiscal });
        expect(res.statusCode, `${JSON.stringify(fiscal)} ${res.body}`).toBe(400);
        expect(errorOf(res).code).toBe('VALIDATION_ERROR');
        expect(errorOf(res).details?.fields?.map((f) => f.field)).toContain(field);
      }
      const click = await call(owner, 'PUT', '/integrations/payments/CLICK', { fiscal: { vatPercent: 12 } });
      expect(click.statusCode).toBe(400);
      expect(errorOf(click).details?.fields?.map((f) => f.field)).toEqual(['fiscal']);
      expect(JSON.stringify(await paymeRow())).toBe(before);
      expect(await auditCount()).toBe(audits);
    });

    it("puts the settings on Payme's receipt: VAT on every line, the package code of the line's IKPU, the fee's IKPU", async () => {
      const res = await call(owner, 'PUT', '/integrations/payments/PAYME', { fiscal: { vatPercent: 12, serviceFeeCode: FEE, packageCodes: [{ ikpu: FOOD, packageCode: '1501234' }] } });
      expect(res.statusCode, res.body).toBe(200);
      const line = { name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' }, modifications: [], quantity: 1, linePrice: 50_000_00, lineDiscount: 0 };
      const order = { productDiscount: 0, deliveryPrice: 0, deliveryDiscount: 0, serviceFee: 3_000_00, cashbackUsed: 0, totalPrice: 2 * 50_000_00 + 3_000_00 };
      const detail = paymeReceiptDetail(order, [{ ...line, mxikCode: FOOD }, { ...line, mxikCode: DRINK }], paymeFiscalSettings(await paymeRow()));
      expect(detail?.items).toEqual([
        expect.objectContaining({ code: FOOD, package_code: '1501234', vat_percent: 12 }),
        expect.objectContaining({ code: DRINK, package_code: '', vat_percent: 12 }),
        expect.objectContaining({ title: 'Xizmat haqi', code: FEE, vat_percent: 12 }),
      ]);
      // Cleared on request: the receipt goes back to no VAT and no codes.
      const cleared = await call(owner, 'PUT', '/integrations/payments/PAYME', { fiscal: null });
      expect(cleared.json<ConsoleIntegrations['payments'][number]>().fiscal).toEqual({ vatPercent: 0, serviceFeeCode: '', packageCodes: [] });
      expect((await paymeRow()).fiscal).toBeUndefined();
      expect((await paymeRow()).key).toBeTruthy();
    });
  });
});
