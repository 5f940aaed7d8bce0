import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import * as schema from '../schema.ts';
import { describeDatabase, openTestDatabase } from '../testing.ts';
import { DEMO, buildSeedRows, hashSecret, seedDemoData } from './seed-demo.ts';

const NOW = new Date('2026-03-15T09:00:00+05:00');

describe(`demo seed (${describeDatabase()})`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
    expect(await seedDemoData(handle.db, { now: NOW })).toEqual({ seeded: true });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('creates the active demo and shop merchants and the inactive closed one', async () => {
    const merchants = await handle.db.select().from(schema.merchants).orderBy(schema.merchants.sub);
    expect(merchants.map((m) => [m.sub, m.kind, m.isActive])).toEqual([
      ['closed', 'FOOD', false],
      ['demo', 'FOOD', true],
      ['shop', 'GOODS', true],
    ]);
    const demo = merchants.find((m) => m.sub === 'demo');
    expect(demo?.id).toBe(DEMO.merchantIds.demo);
    expect(demo?.mainCityId).toBe(DEMO.cityIds.tashkent);
    expect(demo?.timezone).toBe('Asia/Tashkent');
    expect(demo?.telegramBotToken).toBe(DEMO.telegramBotToken);
    for (const merchant of merchants) expect(merchant.logo).toMatch(/^\/api\/images\/[0-9a-f]{32}$/);
  });

  it('gives the demo merchant at least 120 products, each with a stored image and a name and description in uz, ru and eng', async () => {
    const products = await handle.db.select().from(schema.products).where(eq(schema.products.merchantId, DEMO.merchantIds.demo));
    expect(products.length).toBeGreaterThanOrEqual(120);
    expect(products.length).toBe(DEMO.productCounts.demo);

    const imageIds = new Set(products.map((p) => p.image?.replace('/api/images/', '') ?? ''));
    const stored = await handle.db
      .select({ id: schema.media.id, contentType: schema.media.contentType })
      .from(schema.media)
      .where(inArray(schema.media.id, [...imageIds]));
    expect(stored).toHaveLength(imageIds.size);
    expect(new Set(stored.map((m) => m.contentType))).toEqual(new Set(['image/svg+xml']));

    for (const product of products) {
      expect(product.image, product.name.eng).toMatch(/^\/api\/images\/[0-9a-f]{32}$/);
      for (const lang of ['uz', 'ru', 'eng'] as const) {
        expect(product.name[lang].trim(), `${product.name.eng} name.${lang}`).not.toBe('');
        expect(product.description[lang].trim(), `${product.name.eng} description.${lang}`).not.toBe('');
      }
      expect(product.price, product.name.eng).toBeGreaterThan(0);
    }
    // Realistic so'm prices stored as tiyin: the classic plov costs tens of thousands of so'm.
    const plov = products.find((p) => p.id === DEMO.products.plov.id);
    expect(plov?.name.ru).toBe('Ташкентский плов');
    expect(plov?.price).toBe(4_500_000);
  });

  it('stores pictures that are real SVG illustrations without text elements', async () => {
    const imageId = await productImageId(DEMO.products.pizza.id);
    const [row] = await handle.db.select({ bytes: schema.media.bytes }).from(schema.media).where(eq(schema.media.id, imageId ?? ''));
    const svg = Buffer.from(row?.bytes ?? new Uint8Array()).toString('utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg.length).toBeGreaterThan(1_000);
  });

  it('sells the demo products in every branch, except the ones switched off in one branch', async () => {
    const branches = await handle.db.select().from(schema.branches).where(eq(schema.branches.merchantId, DEMO.merchantIds.demo));
    const links = await handle.db.select().from(schema.productBranches).where(eq(schema.productBranches.merchantId, DEMO.merchantIds.demo));
    expect(links).toHaveLength(DEMO.productCounts.demo * branches.length);
    const off = links.filter((link) => !link.isActive);
    expect(off.length).toBeGreaterThan(0);
    expect(off).toContainEqual(expect.objectContaining({ productId: DEMO.products.inactiveInYunusobod.id, branchId: DEMO.branchIds.yunusobod }));
  });

  it('has a pick-up-disabled branch, a branch closed on Sunday and one with an evening shift', async () => {
    const branches = await handle.db.select().from(schema.branches).where(eq(schema.branches.merchantId, DEMO.merchantIds.demo));
    expect(branches.length).toBeGreaterThanOrEqual(4);
    expect(branches.filter((b) => !b.pickupEnabled).map((b) => b.id)).toEqual([DEMO.pickupDisabledBranchId]);
    const cities = new Set(branches.map((b) => b.cityId));
    expect(cities).toEqual(new Set([DEMO.cityIds.tashkent, DEMO.cityIds.samarkand]));

    const hours = await handle.db.select().from(schema.branchWorkHours).where(eq(schema.branchWorkHours.merchantId, DEMO.merchantIds.demo));
    const sunday = hours.filter((h) => h.branchId === DEMO.sundayClosedBranchId && h.weekDay === 'SUNDAY');
    expect(sunday.map((h) => h.isDayOff)).toEqual([true, true]);
    const evening = hours.find((h) => h.branchId === DEMO.eveningShiftBranchId && h.serviceType === 'DELIVERY' && h.weekDay === 'FRIDAY');
    expect(evening).toMatchObject({ open: '10:00', close: '15:00', extraOpen: '17:00', extraClose: '23:30' });
    expect(hours.some((h) => h.branchId === DEMO.pickupDisabledBranchId && h.serviceType === 'PICK_UP')).toBe(false);
  });

  it('creates the demo promo codes with the windows their names promise', async () => {
    const promos = await handle.db.select().from(schema.promos).where(eq(schema.promos.merchantId, DEMO.merchantIds.demo));
    const byCode = new Map(promos.map((p) => [p.code, p]));
    expect([...byCode.keys()].sort()).toEqual(Object.values(DEMO.promoCodes).sort());

    const welcome = byCode.get('WELCOME10');
    expect(welcome).toMatchObject({ discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 5_000_000, isActive: true, firstOrderOnly: true });
    expect(promos.filter((p) => p.firstOrderOnly).map((p) => p.code)).toEqual(['WELCOME10']);
    expect(welcome?.startDate?.getTime()).toBeLessThan(NOW.getTime());
    expect(byCode.get('MINUS15K')).toMatchObject({ discountType: 'AMOUNT', productDiscount: 1_500_000, minPrice: 10_000_000 });
    expect(byCode.get('FREEDELIVERY')).toMatchObject({ deliveryDiscountType: 'PERCENTAGE', deliveryDiscount: 100, productDiscount: 0 });
    expect(byCode.get('EXPIRED')?.endDate?.getTime()).toBeLessThan(NOW.getTime());
    expect(byCode.get('FUTURE')?.startDate?.toISOString()).toBe('2026-12-31T19:00:00.000Z');
    expect(byCode.get('PAUSED')?.isActive).toBe(false);
    // Only these two are listed to customers on /profile/promos; the others are handed out privately.
    expect(promos.filter((p) => p.isPublic).map((p) => p.code).sort()).toEqual(['MINUS15K', 'WELCOME10']);
  });

  it('stores the operator key only as its SHA-256 hash', async () => {
    const keys = await handle.db.select().from(schema.operatorKeys).where(eq(schema.operatorKeys.merchantId, DEMO.merchantIds.demo));
    expect(keys.map((k) => k.keyHash)).toEqual([hashSecret(DEMO.operatorKey)]);
    expect(hashSecret('demo-operator-key')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists demo and shop in the brand catalogue and fills the content pages', async () => {
    const brands = await handle.db.select().from(schema.brands).where(eq(schema.brands.catalogMerchantId, DEMO.merchantIds.demo));
    expect(new Set(brands.map((b) => b.merchantId))).toEqual(new Set([DEMO.merchantIds.demo, DEMO.merchantIds.shop]));
    const policies = await handle.db.select().from(schema.policies).where(eq(schema.policies.merchantId, DEMO.merchantIds.demo));
    expect(policies.map((p) => p.type).sort()).toEqual(['ABOUT_COMPANY', 'EXTRA', 'PRIVACY_POLICY', 'TERMS']);
    for (const policy of policies) for (const lang of ['uz', 'ru', 'eng'] as const) expect(policy.text[lang].split('\n\n').length).toBeGreaterThanOrEqual(2);
    const [vacancies] = await handle.db.select({ n: count() }).from(schema.vacancies).where(eq(schema.vacancies.merchantId, DEMO.merchantIds.demo));
    expect(vacancies?.n).toBe(3);
    const [settings] = await handle.db.select().from(schema.merchantSettings).where(eq(schema.merchantSettings.merchantId, DEMO.merchantIds.demo));
    expect(settings?.web).toMatchObject({ mainLanguage: 'uz', vacanciesActive: true, bannersActive: true, mainColor: '#D6342C' });
  });

  it('gives the demo merchant stories of 2–3 slides and broadcast notifications, all with stored pictures', async () => {
    const stories = await handle.db.select().from(schema.stories).where(eq(schema.stories.merchantId, DEMO.merchantIds.demo));
    expect(stories.length).toBeGreaterThanOrEqual(3);
    const notifications = await handle.db.select().from(schema.notifications).where(eq(schema.notifications.merchantId, DEMO.merchantIds.demo));
    expect(notifications.length).toBeGreaterThanOrEqual(2);
    expect(notifications.every((n) => n.userId === null && n.createdAt <= NOW)).toBe(true);
    const pictures = [
      ...stories.flatMap((story) => [story.cover ?? '', ...story.slides.map((slide) => slide.image)]),
      ...notifications.flatMap((n) => (n.image ? [n.image] : [])),
    ];
    for (const story of stories) expect(story.slides.length, story.title.eng).toBeGreaterThanOrEqual(2);
    const ids = new Set(pictures.map((path) => path.replace('/api/images/', '')));
    const stored = await handle.db.select({ id: schema.media.id }).from(schema.media).where(inArray(schema.media.id, [...ids]));
    expect(stored).toHaveLength(ids.size);
    const [settings] = await handle.db.select().from(schema.merchantSettings).where(eq(schema.merchantSettings.merchantId, DEMO.merchantIds.demo));
    expect(settings?.web).toMatchObject({ storiesActive: true, notificationsActive: true });
  });

  it('does nothing when seeded again', async () => {
    const before = await tableCounts();
    expect(await seedDemoData(handle.db, { now: NOW })).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });

  async function productImageId(productId: string): Promise<string | undefined> {
    const [row] = await handle.db.select({ image: schema.products.image }).from(schema.products).where(eq(schema.products.id, productId));
    return row?.image?.replace('/api/images/', '');
  }

  async function tableCounts(): Promise<number[]> {
    const tables = [schema.merchants, schema.products, schema.media, schema.promos, schema.productBranches, schema.brands];
    return Promise.all(tables.map(async (table) => (await handle.db.select({ n: count() }).from(table))[0]?.n ?? -1));
  }
});

describe('demo content', () => {
  const rows = buildSeedRows(NOW);
  const demoProducts = rows.products.filter((p) => p.merchantId === DEMO.merchantIds.demo);

  it('has at least 4 groups and 10 categories on the demo menu', () => {
    expect(rows.productGroups.filter((g) => g.merchantId === DEMO.merchantIds.demo).length).toBeGreaterThanOrEqual(4);
    expect(rows.categories.filter((c) => c.merchantId === DEMO.merchantIds.demo).length).toBeGreaterThanOrEqual(10);
  });

  it('discounts roughly one demo product in seven, by 5 to 30 percent', () => {
    const discounted = demoProducts.filter((p) => (p.discount ?? 0) > 0);
    const share = discounted.length / demoProducts.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.25);
    for (const p of discounted) {
      expect(p.discount).toBeGreaterThanOrEqual(5);
      expect(p.discount).toBeLessThanOrEqual(30);
    }
  });

  it('has a required single-choice pizza size with priced options and optional toppings limited to 3', () => {
    const groups = rows.modificationGroups.filter((g) => g.productId === DEMO.products.pizza.id);
    const size = groups.find((g) => g.name?.eng === 'Size');
    const toppings = groups.find((g) => g.name?.eng === 'Extra toppings');
    expect(size).toMatchObject({ minSelect: 1, maxSelect: 1 });
    expect(toppings).toMatchObject({ minSelect: 0, maxSelect: 3 });
    const sizePrices = rows.modificationOptions.filter((o) => o.groupId === size?.id).map((o) => o.price);
    expect(sizePrices).toEqual([0, 1_800_000, 3_200_000]);
  });

  it('gives every id as a valid UUID and never twice', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const all = [...rows.merchants, ...rows.cities, ...rows.branches, ...rows.products, ...rows.modificationGroups, ...rows.modificationOptions, ...rows.promos].map((r) => r.id ?? '');
    for (const id of all) expect(id).toMatch(uuid);
    expect(new Set(all).size).toBe(all.length);
  });

  it('closes every delivery polygon and writes it as [longitude, latitude]', () => {
    for (const region of [...rows.deliveryRegions, ...rows.deliveryZones]) {
      if (region.polygon.type !== 'Polygon') throw new Error('expected a Polygon');
      const ring = region.polygon.coordinates[0] ?? [];
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring.at(-1)).toEqual(ring[0]);
      // Uzbekistan: longitudes 56–74, latitudes 37–46.
      for (const [lng = 0, lat = 0] of ring) expect([lng > 56 && lng < 74, lat > 37 && lat < 46]).toEqual([true, true]);
    }
    const tashkentZones = rows.deliveryZones.filter((z) => z.cityId === DEMO.cityIds.tashkent);
    expect(tashkentZones.length).toBeGreaterThanOrEqual(2);
  });

  it('gives the shop at least 24 products in at least 4 categories, sold by the piece, kilogram or litre', () => {
    const shopProducts = rows.products.filter((p) => p.merchantId === DEMO.merchantIds.shop);
    expect(shopProducts.length).toBeGreaterThanOrEqual(24);
    expect(rows.categories.filter((c) => c.merchantId === DEMO.merchantIds.shop).length).toBeGreaterThanOrEqual(4);
    expect(new Set(shopProducts.map((p) => p.unit))).toEqual(new Set(['COUNT', 'KG', 'LITER']));
  });
});
