import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BannerSchema, BrandEntrySchema, ExtraPageLinkSchema, PolicySchema, VacancySchema } from '@dastarkhan/domain/contracts/content';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { createTestApp, execSql, type TestApp } from '../../testing/test-app.ts';

const demo = { merchant: DEMO.merchantIds.demo };
const shop = { merchant: DEMO.merchantIds.shop };

describe(`storefront content (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each policy document in three languages', async () => {
    for (const type of ['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY'] as const) {
      const res = await t.app.inject({ url: `/api/support/v1/company/policies?policies=${type}`, headers: demo });
      expect(res.statusCode).toBe(200);
      const policy = PolicySchema.parse(res.json());
      expect(policy.type).toBe(type);
      expect(policy.text.uz.length).toBeGreaterThan(20);
      expect(policy.text.ru.length).toBeGreaterThan(20);
      expect(policy.text.eng.length).toBeGreaterThan(20);
    }
  });

  it('answers 400 for an unknown policy type and 404 POLICY_NOT_FOUND for a missing one', async () => {
    const bad = await t.app.inject({ url: '/api/support/v1/company/policies?policies=COOKIES', headers: demo });
    expect(bad.statusCode).toBe(400);
    await execSql(t.database, `delete from policies where merchant_id = $1 and type = 'TERMS'`, [DEMO.merchantIds.shop]);
    const missing = await t.app.inject({ url: '/api/support/v1/company/policies?policies=TERMS', headers: shop });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('POLICY_NOT_FOUND');
  });

  it('links the extra pages that have text by their first line; the empty ones are neither listed nor found', async () => {
    const res = await t.app.inject({ url: '/api/support/v1/company/extra-pages', headers: demo });
    expect(res.statusCode).toBe(200);
    expect(ExtraPageLinkSchema.array().parse(res.json())).toEqual([
      { type: 'EXTRA', path: '/extra', title: { uz: 'Katering', ru: 'Кейтеринг', eng: 'Catering' } },
    ]);
    const page = PolicySchema.parse((await t.app.inject({ url: '/api/support/v1/company/policies?policies=EXTRA', headers: demo })).json());
    expect(page.text.ru.startsWith('# Кейтеринг\n\n')).toBe(true);
    const empty = await t.app.inject({ url: '/api/support/v1/company/policies?policies=EXTRA2', headers: demo });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error.code).toBe('POLICY_NOT_FOUND');
    // A merchant without extra pages links none.
    expect((await t.app.inject({ url: '/api/support/v1/company/extra-pages', headers: shop })).json()).toEqual([]);
  });

  it('lists the sister brands of the storefront', async () => {
    const res = await t.app.inject({ url: '/api/support/v1/brand/catalog', headers: demo });
    expect(res.statusCode).toBe(200);
    const brands = BrandEntrySchema.array().parse(res.json());
    expect(brands.map((brand) => brand.merchantId).sort()).toEqual([DEMO.merchantIds.demo, DEMO.merchantIds.shop].sort());
    // Its own entry included (the storefront marks it current), each with the sub the storefront links to.
    expect(brands.map((brand) => [brand.merchantId, brand.sub])).toEqual([
      [DEMO.merchantIds.demo, 'demo'],
      [DEMO.merchantIds.shop, 'shop'],
    ]);
    expect(brands.every((brand) => brand.image && brand.color && brand.name.eng && brand.domainUrl === null)).toBe(true);
    const fromShop = BrandEntrySchema.array().parse((await t.app.inject({ url: '/api/support/v1/brand/catalog', headers: shop })).json());
    expect(fromShop.map((brand) => brand.sub).sort()).toEqual(['demo', 'shop']);
  });

  it('stops linking a sister brand once it is switched off or moves, and follows an entry\'s own address', async () => {
    const catalogue = async () => BrandEntrySchema.array().parse((await t.app.inject({ url: '/api/support/v1/brand/catalog', headers: demo })).json());
    expect((await catalogue()).map((brand) => brand.sub)).toContain('shop');
    try {
      await execSql(t.database, `update merchants set is_active = false where id = $1`, [DEMO.merchantIds.shop]);
      await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.shop);
      expect((await catalogue()).map((brand) => brand.sub)).toEqual(['demo']);

      await execSql(t.database, `update merchants set is_active = true, sub = 'shop2' where id = $1`, [DEMO.merchantIds.shop]);
      await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.shop);
      expect((await catalogue()).map((brand) => brand.sub)).toEqual(['demo', 'shop2']);

      // A change to the entries is announced with the catalogue merchant's topic, like every console write.
      await execSql(t.database, `update brands set domain_url = 'https://shop.example.uz' where catalog_merchant_id = $1 and merchant_id = $2`, [
        DEMO.merchantIds.demo,
        DEMO.merchantIds.shop,
      ]);
      await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
      expect((await catalogue()).find((brand) => brand.sub === 'shop2')?.domainUrl).toBe('https://shop.example.uz');
    } finally {
      await execSql(t.database, `update merchants set is_active = true, sub = 'shop' where id = $1`, [DEMO.merchantIds.shop]);
      await execSql(t.database, `update brands set domain_url = null where catalog_merchant_id = $1`, [DEMO.merchantIds.demo]);
      await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.shop);
      await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
    }
  });

  it('closes a banner\'s display window on time from the cache, without a change announced', async () => {
    const merchant = await t.app.services.merchants.findById(DEMO.merchantIds.demo);
    const [first] = await t.app.services.content.listBanners(merchant!);
    await execSql(t.database, `update banners set ends_at = now() + interval '1 hour' where id = $1`, [first!.id]);
    await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
    expect((await t.app.services.content.listBanners(merchant!)).map((banner) => banner.id)).toContain(first!.id);
    const inTwoHours = new Date(Date.now() + 2 * 3600_000);
    expect((await t.app.services.content.listBanners(merchant!, inTwoHours)).map((banner) => banner.id)).not.toContain(first!.id);
  });

  it('shows banners in their time window only, and none when banners are switched off', async () => {
    const res = await t.app.inject({ url: '/api/support/v1/banner', headers: demo });
    expect(res.statusCode).toBe(200);
    const banners = BannerSchema.array().parse(res.json());
    expect(banners.length).toBeGreaterThan(0);

    const first = banners[0]!;
    // Banners are cached per merchant; changes reach them announced, as every console write does.
    await execSql(t.database, `update banners set ends_at = now() - interval '1 day' where id = $1`, [first.id]);
    await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
    const afterExpiry = BannerSchema.array().parse((await t.app.inject({ url: '/api/support/v1/banner', headers: demo })).json());
    expect(afterExpiry.map((banner) => banner.id)).not.toContain(first.id);
    expect(afterExpiry.length).toBe(banners.length - 1);

    await execSql(t.database, `update merchant_settings set web = web || '{"bannersActive":false}'::jsonb where merchant_id = $1`, [DEMO.merchantIds.demo]);
    await t.app.services.merchants.invalidateMerchant(DEMO.merchantIds.demo);
    expect((await t.app.inject({ url: '/api/support/v1/banner', headers: demo })).json()).toEqual([]);
  });

  it('lists open vacancies and answers one, scoped by merchant', async () => {
    const res = await t.app.inject({ url: '/api/support/v1/vacancies', headers: demo });
    expect(res.statusCode).toBe(200);
    const vacancies = VacancySchema.array().parse(res.json());
    expect(vacancies.length).toBeGreaterThan(0);
    const id = vacancies[0]!.id;
    const one = await t.app.inject({ url: `/api/support/v1/vacancies/${id}`, headers: demo });
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe(id);
    const foreign = await t.app.inject({ url: `/api/support/v1/vacancies/${id}`, headers: shop });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('VACANCY_NOT_FOUND');
  });
});
