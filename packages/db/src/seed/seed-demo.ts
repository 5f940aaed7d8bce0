// Inserts the demo merchants (demo, shop, closed) into an empty database, in one transaction.
import { createHash } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { somToTiyin } from '@dastarkhan/domain/money';
import type { Database, Transaction } from '../client.ts';
import * as schema from '../schema.ts';
import type { PolygonGeometry } from '../schema.ts';
import { CLOSED_MERCHANT } from './closed-merchant.ts';
import { LABELS, type Ring, type SeedMerchant, type SeedProduct } from './content-types.ts';
import { DEMO_MERCHANT } from './demo-merchant.ts';
import { bannerSvg, illustrationSvg, logoSvg, mediaIdOf, type Art } from './images.ts';
import { seedUuid } from './seed-ids.ts';
import { SHOP_MERCHANT } from './shop-catalogue.ts';

export const SEED_MERCHANTS: readonly SeedMerchant[] = [DEMO_MERCHANT, SHOP_MERCHANT, CLOSED_MERCHANT];

/** Sister brands listed by each catalogue merchant's storefront (GET /support/v1/brand/catalog). */
const BRAND_CATALOGUES: Readonly<Record<string, readonly string[]>> = {
  demo: ['demo', 'shop'],
  shop: ['demo', 'shop'],
};

/** SHA-256 hex of a secret: how operator keys are stored (and looked up). */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Deterministic ids

const ids = {
  merchant: (m: string) => seedUuid(m, 'merchant'),
  city: (m: string, city: string) => seedUuid(m, 'city', city),
  branch: (m: string, branch: string) => seedUuid(m, 'branch', branch),
  group: (m: string, group: string) => seedUuid(m, 'group', group),
  category: (m: string, category: string) => seedUuid(m, 'category', category),
  product: (m: string, product: string) => seedUuid(m, 'product', product),
  optionGroup: (m: string, product: string, group: string) => seedUuid(m, 'product', product, 'group', group),
  option: (m: string, product: string, group: string, option: string) => seedUuid(m, 'product', product, 'group', group, 'option', option),
  promo: (m: string, code: string) => seedUuid(m, 'promo', code),
  banner: (m: string, banner: string) => seedUuid(m, 'banner', banner),
  vacancy: (m: string, vacancy: string) => seedUuid(m, 'vacancy', vacancy),
  story: (m: string, story: string) => seedUuid(m, 'story', story),
  notification: (m: string, notification: string) => seedUuid(m, 'notification', notification),
  hall: (m: string, branch: string, hall: string) => seedUuid(m, 'branch', branch, 'hall', hall),
  table: (m: string, branch: string, number: number) => seedUuid(m, 'branch', branch, 'table', String(number)),
  courier: (m: string, courier: string) => seedUuid(m, 'courier', courier),
};

function findProduct(merchant: SeedMerchant, key: string): SeedProduct {
  for (const group of merchant.groups) {
    for (const category of group.categories) {
      const product = category.products.find((candidate) => candidate.key === key);
      if (product) return product;
    }
  }
  throw new Error(`seed: no product "${key}" in merchant "${merchant.key}"`);
}

function productFacts(merchant: SeedMerchant, key: string): { id: string; name: LocalizedText; price: number; discount: number } {
  const product = findProduct(merchant, key);
  return { id: ids.product(merchant.key, key), name: product.name, price: somToTiyin(product.price), discount: product.discount ?? 0 };
}

function countProducts(merchant: SeedMerchant): number {
  return merchant.groups.reduce((sum, group) => sum + group.categories.reduce((inner, category) => inner + category.products.length, 0), 0);
}

/** Facts about the seeded data that tests and docs rely on. Prices are tiyin. */
export const DEMO = {
  subs: { demo: 'demo', shop: 'shop', closed: 'closed' },
  merchantIds: { demo: ids.merchant('demo'), shop: ids.merchant('shop'), closed: ids.merchant('closed') },
  cityIds: { tashkent: ids.city('demo', 'tashkent'), samarkand: ids.city('demo', 'samarqand') },
  branchIds: {
    amirTemur: ids.branch('demo', 'amir-temur'),
    chilonzor: ids.branch('demo', 'chilonzor'),
    yunusobod: ids.branch('demo', 'yunusobod'),
    ulugbek: ids.branch('demo', 'ulugbek'),
    samarkand: ids.branch('demo', 'samarqand'),
    tashkentCity: ids.branch('demo', 'tashkent-city'),
  },
  /** Open around the clock (00:00–00:00) for delivery, pick-up and dine-in; halls with tables 1–12. */
  roundTheClockBranchId: ids.branch('demo', 'tashkent-city'),
  /** Dine-in tables (QR codes `/?table=<id>`): Tashkent City's table 5 (main hall) and 10 (terrace). */
  tableIds: {
    tashkentCity5: ids.table('demo', 'tashkent-city', 5),
    tashkentCity10: ids.table('demo', 'tashkent-city', 10),
  },
  /** Couriers of the demo brand (assign one with the operator API's courier-status, then send its positions). */
  courierIds: { aziz: ids.courier('demo', 'aziz'), dilshod: ids.courier('demo', 'dilshod') },
  /** Delivery-only kitchen: settings.pickupEnabled is false and it has no PICK_UP hours. */
  pickupDisabledBranchId: ids.branch('demo', 'ulugbek'),
  /** Day off on SUNDAY for DELIVERY and PICK_UP. */
  sundayClosedBranchId: ids.branch('demo', 'chilonzor'),
  /** Two shifts a day: 10:00–15:00 and 17:00–23:30. */
  eveningShiftBranchId: ids.branch('demo', 'yunusobod'),
  products: {
    /** Required portion group (min 1, max 1) and optional extras (min 0, max 3). */
    plov: productFacts(DEMO_MERCHANT, 'toshkent-oshi'),
    /** Required size group (25/30/35 cm) and up to 3 extra toppings. */
    pizza: productFacts(DEMO_MERCHANT, 'pepperoni'),
    /** maxQuantity 20. */
    somsa: productFacts(DEMO_MERCHANT, 'tandir-somsa'),
    /** 10 % discount. */
    discounted: productFacts(DEMO_MERCHANT, 'buxorocha-osh'),
    /** Exactly 3 scoops (min 3, max 3), options with maxCount 3. */
    iceCream: productFacts(DEMO_MERCHANT, 'muzqaymoq'),
    /** Sold on WEB and APP only. */
    webAndAppOnly: productFacts(DEMO_MERCHANT, 'qozon-kabob'),
    /** Sold on TG only. */
    telegramOnly: productFacts(DEMO_MERCHANT, 'telegram-kombo'),
    /** Sold on QR and OPERATOR only, not deliverable. */
    dineInOnly: productFacts(DEMO_MERCHANT, 'katta-choynak'),
    /** Listed but inactive in the Yunusobod branch. */
    inactiveInYunusobod: productFacts(DEMO_MERCHANT, 'samarqand-oshi'),
  },
  shopProducts: {
    /** Pack-size option group (1 kg / 5 kg), unit KG. */
    rice: productFacts(SHOP_MERCHANT, 'devzira'),
  },
  productCounts: { demo: countProducts(DEMO_MERCHANT), shop: countProducts(SHOP_MERCHANT), closed: countProducts(CLOSED_MERCHANT) },
  promoCodes: {
    welcome: 'WELCOME10',
    minus15k: 'MINUS15K',
    freeDelivery: 'FREEDELIVERY',
    expired: 'EXPIRED',
    future: 'FUTURE',
    paused: 'PAUSED',
  },
  operatorKey: 'demo-operator-key',
  telegramBotToken: '123456789:DEMO_BOT_TOKEN_FOR_LOCAL_USE_ONLY',
} as const;

// ---------------------------------------------------------------------------------------------
// Rows

type Insert<T extends PgTable> = T['$inferInsert'];

export interface SeedRows {
  merchants: Insert<typeof schema.merchants>[];
  mainCities: Array<{ merchantId: string; cityId: string }>;
  media: Insert<typeof schema.media>[];
  merchantSettings: Insert<typeof schema.merchantSettings>[];
  cities: Insert<typeof schema.cities>[];
  branches: Insert<typeof schema.branches>[];
  branchWorkHours: Insert<typeof schema.branchWorkHours>[];
  halls: Insert<typeof schema.halls>[];
  diningTables: Insert<typeof schema.diningTables>[];
  deliveryTariffs: Insert<typeof schema.deliveryTariffs>[];
  productGroups: Insert<typeof schema.productGroups>[];
  categories: Insert<typeof schema.categories>[];
  products: Insert<typeof schema.products>[];
  modificationGroups: Insert<typeof schema.modificationGroups>[];
  modificationOptions: Insert<typeof schema.modificationOptions>[];
  productBranches: Insert<typeof schema.productBranches>[];
  paymentMethods: Insert<typeof schema.paymentMethods>[];
  promos: Insert<typeof schema.promos>[];
  policies: Insert<typeof schema.policies>[];
  vacancies: Insert<typeof schema.vacancies>[];
  banners: Insert<typeof schema.banners>[];
  stories: Insert<typeof schema.stories>[];
  notifications: Insert<typeof schema.notifications>[];
  deliveryRegions: Insert<typeof schema.deliveryRegions>[];
  deliveryZones: Insert<typeof schema.deliveryZones>[];
  operatorKeys: Insert<typeof schema.operatorKeys>[];
  couriers: Insert<typeof schema.couriers>[];
  brands: Insert<typeof schema.brands>[];
}

const polygon = (ring: Ring): PolygonGeometry => {
  const points = ring.map(([lng, lat]) => [lng, lat]);
  const first = points[0];
  if (first) points.push([...first]);
  return { type: 'Polygon', coordinates: [points] };
};

const sameText = (value: string): LocalizedText => ({ uz: value, ru: value, eng: value });

/** Every row of the demo data; pure apart from reading the clock passed in. */
export function buildSeedRows(now: Date): SeedRows {
  const rows: SeedRows = {
    merchants: [], mainCities: [], media: [], merchantSettings: [], cities: [], branches: [], branchWorkHours: [], halls: [], diningTables: [], deliveryTariffs: [],
    productGroups: [], categories: [], products: [], modificationGroups: [], modificationOptions: [], productBranches: [],
    paymentMethods: [], promos: [], policies: [], vacancies: [], banners: [], stories: [], notifications: [], deliveryRegions: [], deliveryZones: [], operatorKeys: [], couriers: [], brands: [],
  };
  const mediaIds = new Set<string>();
  const logos = new Map<string, string>();

  for (const m of SEED_MERCHANTS) {
    const merchantId = ids.merchant(m.key);

    /** Stores an SVG once (content-addressed) and answers the path the image endpoint serves it at. */
    const image = (svg: string, width: number, height: number): string => {
      const bytes = Buffer.from(svg, 'utf8');
      const id = mediaIdOf(bytes);
      if (!mediaIds.has(id)) {
        mediaIds.add(id);
        rows.media.push({ id, merchantId, contentType: 'image/svg+xml', bytes, width, height });
      }
      return `/api/images/${id}`;
    };
    const art = (value: Art, tint: string, seed: string) => image(illustrationSvg({ ...value, tint: value.tint ?? tint }, `${m.key}:${seed}`), 400, 400);

    const logo = image(logoSvg(m.logo, m.color, m.key), 400, 400);
    // Stories and notifications reuse the pictures drawn for products and banners (same paths).
    const productImages = new Map<string, string>();
    const bannerImages = new Map<string, string>();
    logos.set(m.key, logo);

    rows.merchants.push({
      id: merchantId,
      sub: m.sub,
      name: m.name,
      logo,
      color: m.color,
      kind: m.kind,
      isActive: m.isActive,
      latitude: m.latitude,
      longitude: m.longitude,
      timezone: m.timezone,
      telegramBotToken: m.telegramBotToken ?? null,
    });

    rows.merchantSettings.push({
      merchantId,
      web: { ...m.web, merchantId, logo, favicon: logo },
      isServiceFeeEnabled: m.order.isServiceFeeEnabled,
      isServiceFeeFreeAboveThreshold: m.order.isServiceFeeFreeAboveThreshold,
      serviceFeeThreshold: somToTiyin(m.order.serviceFeeThreshold),
      serviceFeeAmount: somToTiyin(m.order.serviceFeeAmount),
      minimalDeliveryPrice: somToTiyin(m.order.minimalDeliveryPrice),
      shouldValidateDeliveryArea: m.order.shouldValidateDeliveryArea,
      cashbackPercent: m.order.cashbackPercent,
      paymentSandbox: m.order.paymentSandbox ?? false,
      ...(m.order.unpaidOrderTimeoutMinutes !== undefined ? { unpaidOrderTimeoutMinutes: m.order.unpaidOrderTimeoutMinutes } : {}),
    });

    m.cities.forEach((city, index) => {
      const id = ids.city(m.key, city.key);
      rows.cities.push({
        id,
        merchantId,
        name: city.name,
        description: city.description,
        latitude: city.latitude,
        longitude: city.longitude,
        isMain: city.isMain,
        priority: index + 1,
      });
      if (city.isMain) rows.mainCities.push({ merchantId, cityId: id });
    });

    for (const branch of m.branches) {
      const branchId = ids.branch(m.key, branch.key);
      const pickupEnabled = branch.pickupEnabled ?? true;
      const deliveryHours = branch.hours.DELIVERY?.find((day) => !day.isDayOff);
      rows.branches.push({
        id: branchId,
        merchantId,
        cityId: ids.city(m.key, branch.cityKey),
        name: branch.name,
        address: branch.address,
        latitude: branch.latitude,
        longitude: branch.longitude,
        phone: branch.phone,
        bookingPhone: branch.bookingPhone ?? null,
        isMain: branch.isMain ?? false,
        deliveryPrice: somToTiyin(branch.deliveryPrice),
        distance: branch.distance,
        deliveryStart: deliveryHours?.open ?? null,
        deliveryEnd: deliveryHours?.extraClose ?? deliveryHours?.close ?? null,
        open: deliveryHours?.open ?? null,
        close: deliveryHours?.extraClose ?? deliveryHours?.close ?? null,
        pickupEnabled,
        deliveryEnabled: branch.deliveryEnabled ?? true,
        dineinEnabled: branch.dineinEnabled ?? false,
        bookingEnabled: branch.bookingEnabled ?? false,
      });
      for (const [serviceType, days] of Object.entries(branch.hours)) {
        for (const day of days ?? []) {
          rows.branchWorkHours.push({
            merchantId,
            branchId,
            serviceType: serviceType as keyof typeof branch.hours,
            weekDay: day.weekDay,
            open: day.open,
            close: day.close,
            extraOpen: day.extraOpen,
            extraClose: day.extraClose,
            isDayOff: day.isDayOff,
          });
        }
      }
      for (const hall of branch.halls ?? []) {
        const hallId = ids.hall(m.key, branch.key, hall.key);
        rows.halls.push({ id: hallId, merchantId, branchId, name: hall.name });
        for (const number of hall.tables) {
          rows.diningTables.push({ id: ids.table(m.key, branch.key, number), merchantId, hallId, branchId, name: String(number), number });
        }
      }
      for (const courier of branch.couriers ?? []) {
        rows.couriers.push({ id: ids.courier(m.key, courier.key), merchantId, branchId, name: courier.name, phone: courier.phone });
      }
      if (branch.tariff) {
        rows.deliveryTariffs.push({
          id: seedUuid(m.key, 'tariff', branch.key),
          merchantId,
          branchId,
          name: branch.tariff.name,
          basePrice: somToTiyin(branch.tariff.basePrice),
          baseDistanceM: branch.tariff.baseDistanceM,
          pricePerKm: somToTiyin(branch.tariff.pricePerKm),
          freeDeliveryThreshold: branch.tariff.freeFrom === null ? null : somToTiyin(branch.tariff.freeFrom),
        });
      }
    }

    m.groups.forEach((group, groupIndex) => {
      const groupId = ids.group(m.key, group.key);
      const groupImage = art(group.art, group.bgColor, `group:${group.key}`);
      rows.productGroups.push({
        id: groupId,
        merchantId,
        name: group.name,
        icon: groupImage,
        image: groupImage,
        bgColor: group.bgColor,
        iconBgColor: group.iconBgColor,
        priority: (groupIndex + 1) * 10,
      });
      group.categories.forEach((category, categoryIndex) => {
        const categoryId = ids.category(m.key, category.key);
        rows.categories.push({
          id: categoryId,
          merchantId,
          groupId,
          name: category.name,
          image: art(category.art, category.tint, `category:${category.key}`),
          priority: (categoryIndex + 1) * 10,
          viewType: category.viewType ?? 'MEDIUM',
          scrollType: category.scrollType ?? 'VERTICAL',
          navigationType: category.navigationType ?? 'SHEET',
        });
        category.products.forEach((product, productIndex) => {
          const productId = ids.product(m.key, product.key);
          const mainImage = art(product.art, category.tint, product.key);
          productImages.set(product.key, mainImage);
          const options = product.options ?? [];
          rows.products.push({
            id: productId,
            merchantId,
            categoryId,
            name: product.name,
            description: product.description,
            image: mainImage,
            gallery: [mainImage, art(product.art, category.tint, `${product.key}:2`)],
            price: somToTiyin(product.price),
            discount: product.discount ?? 0,
            unit: product.unit ?? 'COUNT',
            type: options.length > 0 ? 'MODIFICATION' : 'NONE',
            calorie: product.calorie ?? null,
            measure: product.measure ?? null,
            labels: (product.labels ?? []).map((key) => LABELS[key]),
            tags: [...(product.tags ?? [])],
            barcode: product.barcode ?? null,
            timeCookingMin: product.cooking?.[0] ?? null,
            timeCookingMax: product.cooking?.[1] ?? null,
            priority: (productIndex + 1) * 10,
            maxQuantity: product.maxQuantity ?? null,
            deliveryEnabled: product.deliveryEnabled ?? true,
            isCartRecommendation: product.cartRecommendation ?? false,
            channels: [...(product.channels ?? [])],
          });
          options.forEach((optionGroup, optionGroupIndex) => {
            const optionGroupId = ids.optionGroup(m.key, product.key, optionGroup.key);
            rows.modificationGroups.push({
              id: optionGroupId,
              merchantId,
              productId,
              name: optionGroup.name,
              minSelect: optionGroup.min,
              maxSelect: optionGroup.max,
              priority: (optionGroupIndex + 1) * 10,
            });
            optionGroup.options.forEach((option, optionIndex) => {
              rows.modificationOptions.push({
                id: ids.option(m.key, product.key, optionGroup.key, option.key),
                merchantId,
                groupId: optionGroupId,
                name: option.name,
                price: somToTiyin(option.price),
                maxCount: option.maxCount ?? 1,
                isDefault: option.isDefault ?? false,
                image: option.art ? art(option.art, category.tint, `option:${product.key}:${optionGroup.key}:${option.key}`) : null,
                priority: (optionIndex + 1) * 10,
              });
            });
          });
          for (const branch of m.branches) {
            rows.productBranches.push({
              productId,
              branchId: ids.branch(m.key, branch.key),
              merchantId,
              isActive: !(product.inactiveIn ?? []).includes(branch.key),
            });
          }
        });
      });
    });

    m.paymentMethods.forEach((method, index) => {
      rows.paymentMethods.push({
        id: seedUuid(m.key, 'payment-method', method.type),
        merchantId,
        type: method.type,
        name: method.name,
        title: method.title,
        webEnabled: method.web,
        botEnabled: method.bot,
        operatorEnabled: method.operator,
        appEnabled: method.app,
        qrEnabled: method.qr,
        priority: (index + 1) * 10,
        credentials: { ...method.credentials },
      });
    });

    for (const promo of m.promos) {
      const window = promo.window(now);
      const deliveryDiscountType = promo.deliveryDiscountType ?? 'AMOUNT';
      rows.promos.push({
        id: ids.promo(m.key, promo.code),
        merchantId,
        code: promo.code,
        discountType: promo.discountType,
        productDiscount: promo.discountType === 'AMOUNT' ? somToTiyin(promo.productDiscount) : promo.productDiscount,
        deliveryDiscountType,
        deliveryDiscount: deliveryDiscountType === 'AMOUNT' ? somToTiyin(promo.deliveryDiscount ?? 0) : (promo.deliveryDiscount ?? 0),
        minPrice: somToTiyin(promo.minPrice),
        startDate: window.start,
        endDate: window.end,
        isActive: promo.isActive,
        firstOrderOnly: promo.firstOrderOnly ?? false,
        isPublic: promo.isPublic ?? false,
      });
    }

    for (const [type, text] of Object.entries(m.policies)) {
      rows.policies.push({ id: seedUuid(m.key, 'policy', type), merchantId, type: type as keyof typeof m.policies, text });
    }

    m.vacancies.forEach((vacancy, index) => {
      rows.vacancies.push({
        id: ids.vacancy(m.key, vacancy.key),
        merchantId,
        title: vacancy.title,
        description: vacancy.description,
        salary: vacancy.salary,
        cityId: vacancy.cityKey ? ids.city(m.key, vacancy.cityKey) : null,
        branchId: vacancy.branchKey ? ids.branch(m.key, vacancy.branchKey) : null,
        priority: (index + 1) * 10,
      });
    });

    m.banners.forEach((banner, index) => {
      const path = image(bannerSvg(m.color, banner.arts, `${m.key}:${banner.key}`), 1200, 500);
      bannerImages.set(banner.key, path);
      const productId = banner.productKey ? ids.product(m.key, banner.productKey) : null;
      rows.banners.push({
        id: ids.banner(m.key, banner.key),
        merchantId,
        title: banner.title,
        image: sameText(path),
        link: banner.link ?? (productId ? `/product/${productId}` : null),
        productId,
        priority: (index + 1) * 10,
      });
    });

    const pictureOf = (from: { productKey?: string | undefined; bannerKey?: string | undefined }, what: string): string => {
      const path = from.productKey ? productImages.get(from.productKey) : from.bannerKey ? bannerImages.get(from.bannerKey) : undefined;
      if (!path) throw new Error(`seed: ${what} of merchant "${m.key}" names no known product or banner picture`);
      return path;
    };
    (m.stories ?? []).forEach((story, index) => {
      const slides = story.slides.map((slide, slideIndex) => ({
        image: pictureOf(slide, `slide ${slideIndex + 1} of story "${story.key}"`),
        title: slide.title ?? null,
        link: slide.link ?? (slide.productKey ? `/product/${ids.product(m.key, slide.productKey)}` : null),
        ...(slide.durationMs !== undefined ? { durationMs: slide.durationMs } : {}),
      }));
      rows.stories.push({
        id: ids.story(m.key, story.key),
        merchantId,
        title: story.title,
        cover: slides[0]?.image ?? null,
        slides,
        priority: (index + 1) * 10,
      });
    });
    for (const notification of m.notifications ?? []) {
      rows.notifications.push({
        id: ids.notification(m.key, notification.key),
        merchantId,
        userId: null,
        title: notification.title,
        body: notification.body,
        image: notification.productKey ? pictureOf(notification, `notification "${notification.key}"`) : null,
        createdAt: new Date(now.getTime() - notification.hoursAgo * 3600_000),
      });
    }

    for (const region of m.regions) {
      rows.deliveryRegions.push({
        id: seedUuid(m.key, 'region', region.key),
        merchantId,
        cityId: ids.city(m.key, region.cityKey),
        name: region.name,
        polygon: polygon(region.ring),
      });
    }
    for (const zone of m.zones) {
      rows.deliveryZones.push({
        id: seedUuid(m.key, 'zone', zone.key),
        merchantId,
        cityId: ids.city(m.key, zone.cityKey),
        name: zone.name,
        polygon: polygon(zone.ring),
        color: zone.color,
        price: somToTiyin(zone.price),
        priority: zone.priority,
      });
    }

    m.operatorKeys.forEach((key, index) => {
      rows.operatorKeys.push({ id: seedUuid(m.key, 'operator-key', String(index)), merchantId, name: `${m.name.eng} operator`, keyHash: hashSecret(key) });
    });
  }

  for (const [catalogue, members] of Object.entries(BRAND_CATALOGUES)) {
    members.forEach((memberKey, index) => {
      const member = SEED_MERCHANTS.find((candidate) => candidate.key === memberKey);
      if (!member) throw new Error(`seed: brand catalogue lists unknown merchant "${memberKey}"`);
      rows.brands.push({
        id: seedUuid(catalogue, 'brand', memberKey),
        catalogMerchantId: ids.merchant(catalogue),
        merchantId: ids.merchant(memberKey),
        name: member.name,
        domainUrl: null,
        color: member.color,
        image: logos.get(memberKey) ?? null,
        priority: (index + 1) * 10,
      });
    });
  }

  return rows;
}

// ---------------------------------------------------------------------------------------------
// Insertion

// Postgres allows 65 535 bind parameters per statement; stay well below it.
const MAX_PARAMETERS = 30_000;
// Image bytes make media rows heavy; keep each statement to a few megabytes.
const MAX_MEDIA_ROWS = 150;

async function insertAll<T extends PgTable>(tx: Transaction, table: T, rows: readonly Insert<T>[], maxRows = Number.POSITIVE_INFINITY): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(maxRows, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    // Drizzle's generic insert types do not resolve for an abstract table; the rows are typed by the caller.
    await tx.insert(table).values(rows.slice(start, start + size) as never);
  }
}


/**
 * Seeds the three demo merchants when the database has no merchant at all; otherwise does
 * nothing and answers `seeded: false`. Everything is written in one transaction.
 */
export async function seedDemoData(db: Database, options: { now?: Date } = {}): Promise<{ seeded: boolean }> {
  const rows = buildSeedRows(options.now ?? new Date());
  return db.transaction(async (tx) => {
    // Serialises concurrent seeders (two instances starting on one empty database); any constant key.
    await tx.execute(sql`select pg_advisory_xact_lock(7271002)`);
    const existing = await tx.select({ id: schema.merchants.id }).from(schema.merchants).limit(1);
    if (existing.length > 0) return { seeded: false };

    await insertAll(tx, schema.merchants, rows.merchants);
    await insertAll(tx, schema.media, rows.media, MAX_MEDIA_ROWS);
    await insertAll(tx, schema.cities, rows.cities);
    for (const { merchantId, cityId } of rows.mainCities) {
      await tx.update(schema.merchants).set({ mainCityId: cityId }).where(eq(schema.merchants.id, merchantId));
    }
    await insertAll(tx, schema.merchantSettings, rows.merchantSettings);
    await insertAll(tx, schema.branches, rows.branches);
    await insertAll(tx, schema.branchWorkHours, rows.branchWorkHours);
    await insertAll(tx, schema.halls, rows.halls);
    await insertAll(tx, schema.diningTables, rows.diningTables);
    await insertAll(tx, schema.deliveryTariffs, rows.deliveryTariffs);
    await insertAll(tx, schema.couriers, rows.couriers);
    await insertAll(tx, schema.productGroups, rows.productGroups);
    await insertAll(tx, schema.categories, rows.categories);
    await insertAll(tx, schema.products, rows.products);
    await insertAll(tx, schema.modificationGroups, rows.modificationGroups);
    await insertAll(tx, schema.modificationOptions, rows.modificationOptions);
    await insertAll(tx, schema.productBranches, rows.productBranches);
    await insertAll(tx, schema.paymentMethods, rows.paymentMethods);
    await insertAll(tx, schema.promos, rows.promos);
    await insertAll(tx, schema.policies, rows.policies);
    await insertAll(tx, schema.vacancies, rows.vacancies);
    await insertAll(tx, schema.banners, rows.banners);
    await insertAll(tx, schema.stories, rows.stories);
    await insertAll(tx, schema.notifications, rows.notifications);
    await insertAll(tx, schema.deliveryRegions, rows.deliveryRegions);
    await insertAll(tx, schema.deliveryZones, rows.deliveryZones);
    await insertAll(tx, schema.operatorKeys, rows.operatorKeys);
    await insertAll(tx, schema.brands, rows.brands);
    return { seeded: true };
  });
}
