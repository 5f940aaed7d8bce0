// The console's reports on a small set of orders with known figures: every total, day, breakdown and best seller,
// the merchant's day boundaries, roles, tenants, validation and the CSV exports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { StaffRole } from '@dastarkhan/domain/console-access';
import type { ReportSummary } from '@dastarkhan/domain/contracts/console-reports';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import type { OrderStatus, PaymentType, ServiceType } from '@dastarkhan/domain/enums';
import { createTestApp, execSql, queryRows, type TestApp } from '../../testing/test-app.ts';
import type { ConsoleDeps } from './deps.ts';
import { createReportsService } from './reports-service.ts';
import { expectForbiddenFor, sessionsByRole, staffSession, type StaffSession } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const { amirTemur, chilonzor } = DEMO.branchIds;
const { plov, somsa, pizza } = DEMO.products;
const salad: LocalizedText = { uz: 'Eski salat', ru: 'Старый салат', eng: 'Old salad' };

interface FixtureItem {
  productId: string | null;
  name: LocalizedText;
  quantity: number;
  /** so'm */
  line: number;
  discount?: number;
}

interface FixtureOrder {
  merchantId?: string;
  branchId: string;
  /** UTC instant. */
  at: string;
  serviceType: ServiceType;
  paymentType: PaymentType;
  status: OrderStatus;
  isPaid?: boolean;
  /** so'm */
  total: number;
  delivery?: number;
  items: FixtureItem[];
}

let number = 700_000;

async function insertOrder(t: TestApp, order: FixtureOrder): Promise<number> {
  number += 1;
  const merchantId = order.merchantId ?? demo;
  const productPrice = order.items.reduce((sum, item) => sum + item.line, 0);
  const [row] = await queryRows<{ id: string }>(
    t.database,
    `insert into orders (merchant_id, number, branch_id, status, service_type, payment_type, is_paid, order_device, channel,
                         product_price, delivery_price, total_price, product_count, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'CLIENT_WEB', 'WEB', $8, $9, $10, $11, $12) returning id`,
    [
      merchantId,
      number,
      order.branchId,
      order.status,
      order.serviceType,
      order.paymentType,
      order.isPaid ?? false,
      productPrice * 100,
      Math.round((order.delivery ?? 0) * 100),
      Math.round(order.total * 100),
      order.items.reduce((sum, item) => sum + item.quantity, 0),
      order.at,
    ],
  );
  for (const item of order.items) {
    await execSql(
      t.database,
      `insert into order_items (merchant_id, order_id, product_id, name, unit_price, quantity, line_price, line_discount)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [merchantId, row?.id, item.productId, JSON.stringify(item.name), Math.round((item.line * 100) / item.quantity), item.quantity, item.line * 100, (item.discount ?? 0) * 100],
    );
  }
  return number;
}

/*
 * Tashkent is UTC+5 all year. Days of the report: 2024-03-10 (D1), 2024-03-11 (D2), 2024-03-12 (D3, empty).
 * Counted: #1 100 000 + #2 50 000 + #5 45 500.50 = 195 500.50 over 3 orders. Not counted: #3 (online, unpaid),
 * #4 (cancelled), #0 (the evening before D1), and the shop's order.
 */
const FIXTURE: FixtureOrder[] = [
  // #0: 23:59 on 2024-03-09 in Tashkent — the day before the range.
  { branchId: amirTemur, at: '2024-03-09T18:59:00Z', serviceType: 'DELIVERY', paymentType: 'CASH', status: 'CLOSED', total: 999_000, items: [{ productId: plov.id, name: plov.name, quantity: 50, line: 999_000 }] },
  // #1: D1 10:00.
  {
    branchId: amirTemur,
    at: '2024-03-10T05:00:00Z',
    serviceType: 'DELIVERY',
    paymentType: 'CASH',
    status: 'CLOSED',
    total: 100_000,
    items: [
      { productId: plov.id, name: plov.name, quantity: 2, line: 80_000 },
      { productId: somsa.id, name: somsa.name, quantity: 4, line: 20_000 },
    ],
  },
  // #2: D1 23:30 in Tashkent (18:30 UTC), paid online; with a product deleted since.
  {
    branchId: chilonzor,
    at: '2024-03-10T18:30:00Z',
    serviceType: 'PICK_UP',
    paymentType: 'PAYME',
    isPaid: true,
    status: 'CLOSED',
    total: 50_000,
    items: [
      { productId: somsa.id, name: somsa.name, quantity: 10, line: 50_000 },
      { productId: null, name: salad, quantity: 3, line: 9_000 },
    ],
  },
  // #3: D2 00:10 in Tashkent (still D1 in UTC), online and unpaid: awaiting payment.
  { branchId: amirTemur, at: '2024-03-10T19:10:00Z', serviceType: 'DELIVERY', paymentType: 'CLICK', status: 'CREATED', total: 70_000, items: [{ productId: plov.id, name: plov.name, quantity: 1, line: 70_000 }] },
  // #4: D2, cancelled.
  { branchId: amirTemur, at: '2024-03-11T07:00:00Z', serviceType: 'DINE_IN', paymentType: 'TERMINAL', status: 'CANCELED', total: 30_000, items: [{ productId: pizza.id, name: pizza.name, quantity: 1, line: 30_000 }] },
  // #5: D2, cooking, cash: counts already; a discounted line and a delivery with tiyin.
  {
    branchId: chilonzor,
    at: '2024-03-11T08:00:00Z',
    serviceType: 'DELIVERY',
    paymentType: 'CASH',
    status: 'COOKING',
    total: 45_500.5,
    delivery: 500.5,
    items: [{ productId: pizza.id, name: pizza.name, quantity: 1, line: 50_000, discount: 5_000 }],
  },
];

const range = 'from=2024-03-10&to=2024-03-12';

describe(`console reports (${describeDatabase()})`, () => {
  let t: TestApp;
  let roles: Record<StaffRole, StaffSession>;
  const numbers: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    roles = await sessionsByRole(t);
    for (const order of FIXTURE) numbers.push(await insertOrder(t, order));
    const [shopBranch] = await queryRows<{ id: string }>(t.database, 'select id from branches where merchant_id = $1 limit 1', [shop]);
    await insertOrder(t, {
      merchantId: shop,
      branchId: shopBranch?.id ?? '',
      at: '2024-03-10T06:00:00Z',
      serviceType: 'DELIVERY',
      paymentType: 'CASH',
      status: 'CLOSED',
      total: 5_000_000,
      items: [{ productId: DEMO.shopProducts.rice.id, name: DEMO.shopProducts.rice.name, quantity: 100, line: 5_000_000 }],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const summary = (query: string, session: StaffSession = roles.MANAGER) => t.app.inject({ method: 'GET', url: `/api/console/v1/reports/summary?${query}`, headers: session.headers });
  const empty = { orders: 0, revenue: 0, averageBasket: 0, cancelled: 0, awaitingPayment: 0 };

  it('sums orders, revenue, average basket, cancelled and unpaid online orders exactly, per day of the merchant', async () => {
    const response = await summary(range);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ReportSummary>();
    expect(report.timezone).toBe('Asia/Tashkent');
    expect(report.totals).toEqual({ orders: 3, revenue: 195_500.5, averageBasket: 65_166.83, cancelled: 1, awaitingPayment: 1 });
    expect(report.days).toEqual([
      // #2 at 23:30 Tashkent counts for D1 although it is 18:30 UTC; #3 at 00:10 belongs to D2.
      { day: '2024-03-10', orders: 2, revenue: 150_000, averageBasket: 75_000, cancelled: 0, awaitingPayment: 0 },
      { day: '2024-03-11', orders: 1, revenue: 45_500.5, averageBasket: 45_500.5, cancelled: 1, awaitingPayment: 1 },
      { day: '2024-03-12', ...empty },
    ]);
  });

  it('breaks the figures down per branch, service type and payment type, with branch names', async () => {
    const report = (await summary(range)).json<ReportSummary>();
    expect(report.branches).toEqual([
      { branchId: amirTemur, name: expect.objectContaining({ eng: expect.any(String) }), orders: 1, revenue: 100_000, averageBasket: 100_000, cancelled: 1, awaitingPayment: 1 },
      { branchId: chilonzor, name: expect.objectContaining({ eng: expect.any(String) }), orders: 2, revenue: 95_500.5, averageBasket: 47_750.25, cancelled: 0, awaitingPayment: 0 },
    ]);
    const [amirTemurName] = await queryRows<{ name: LocalizedText }>(t.database, 'select name from branches where id = $1', [amirTemur]);
    expect(report.branches[0]?.name).toEqual(amirTemurName?.name);
    expect(report.serviceTypes).toEqual([
      { serviceType: 'DELIVERY', orders: 2, revenue: 145_500.5, averageBasket: 72_750.25, cancelled: 0, awaitingPayment: 1 },
      { serviceType: 'PICK_UP', orders: 1, revenue: 50_000, averageBasket: 50_000, cancelled: 0, awaitingPayment: 0 },
      { serviceType: 'DINE_IN', ...empty, cancelled: 1 },
    ]);
    expect(report.paymentTypes).toEqual([
      { paymentType: 'CASH', orders: 2, revenue: 145_500.5, averageBasket: 72_750.25, cancelled: 0, awaitingPayment: 0 },
      { paymentType: 'PAYME', orders: 1, revenue: 50_000, averageBasket: 50_000, cancelled: 0, awaitingPayment: 0 },
      // Equal revenue (none): more orders first is not decisive either, so only the membership matters.
      ...report.paymentTypes.slice(2),
    ]);
    expect(report.paymentTypes.slice(2)).toEqual(
      expect.arrayContaining([
        { paymentType: 'CLICK', ...empty, awaitingPayment: 1 },
        { paymentType: 'TERMINAL', ...empty, cancelled: 1 },
      ]),
    );
    expect(report.branchOptions.map((branch) => branch.id)).toEqual(expect.arrayContaining([amirTemur, chilonzor, DEMO.roundTheClockBranchId]));
  });

  it('ranks the best sellers of the counted orders by units and by revenue, a deleted product under its old name', async () => {
    const report = (await summary(range)).json<ReportSummary>();
    expect(report.topProducts.byQuantity).toEqual([
      { productId: somsa.id, name: somsa.name, quantity: 14, revenue: 70_000 },
      { productId: null, name: salad, quantity: 3, revenue: 9_000 },
      { productId: plov.id, name: plov.name, quantity: 2, revenue: 80_000 },
      { productId: pizza.id, name: pizza.name, quantity: 1, revenue: 45_000 },
    ]);
    expect(report.topProducts.byRevenue.map((product) => [product.name.eng, product.revenue])).toEqual([
      [plov.name.eng, 80_000],
      [somsa.name.eng, 70_000],
      [pizza.name.eng, 45_000],
      [salad.eng, 9_000],
    ]);
  });

  it('filters by branch, service type and payment type', async () => {
    const byBranch = (await summary(`${range}&branchId=${chilonzor}`)).json<ReportSummary>();
    expect(byBranch.totals).toEqual({ orders: 2, revenue: 95_500.5, averageBasket: 47_750.25, cancelled: 0, awaitingPayment: 0 });
    expect(byBranch.topProducts.byQuantity.map((product) => product.quantity)).toEqual([10, 3, 1]);
    const byService = (await summary(`${range}&serviceType=PICK_UP`)).json<ReportSummary>();
    expect(byService.totals).toEqual({ orders: 1, revenue: 50_000, averageBasket: 50_000, cancelled: 0, awaitingPayment: 0 });
    const byPayment = (await summary(`${range}&paymentType=CLICK`)).json<ReportSummary>();
    expect(byPayment.totals).toEqual({ ...empty, awaitingPayment: 1 });
    expect(byPayment.topProducts.byQuantity).toEqual([]);
  });

  it("cuts days at the merchant's midnight: one day, the day before, and another time zone", async () => {
    const before = (await summary('from=2024-03-09&to=2024-03-09')).json<ReportSummary>();
    expect(before.totals).toMatchObject({ orders: 1, revenue: 999_000 });
    const secondDay = (await summary('from=2024-03-11&to=2024-03-11')).json<ReportSummary>();
    expect(secondDay.totals).toEqual({ orders: 1, revenue: 45_500.5, averageBasket: 45_500.5, cancelled: 1, awaitingPayment: 1 });
    // In UTC, #0 (18:59), #2 (18:30) and #3 (19:10) all fall on their UTC dates.
    await execSql(t.database, `update merchants set timezone = 'UTC' where id = $1`, [demo]);
    await t.app.services.merchants.invalidateMerchant(demo);
    try {
      const utc = (await summary('from=2024-03-09&to=2024-03-11')).json<ReportSummary>();
      expect(utc.timezone).toBe('UTC');
      expect(utc.days.map((day) => [day.day, day.orders, day.awaitingPayment])).toEqual([
        ['2024-03-09', 1, 0],
        ['2024-03-10', 2, 1],
        ['2024-03-11', 1, 0],
      ]);
    } finally {
      await execSql(t.database, `update merchants set timezone = 'Asia/Tashkent' where id = $1`, [demo]);
      await t.app.services.merchants.invalidateMerchant(demo);
    }
  });

  it("lets managers and owners read reports, not operators or couriers, and never shows another merchant's orders", async () => {
    expect((await summary(range, roles.OWNER)).statusCode).toBe(200);
    for (const url of [`/api/console/v1/reports/summary?${range}`, `/api/console/v1/reports/orders.csv?${range}`, `/api/console/v1/reports/days.csv?${range}`]) {
      await expectForbiddenFor(t, roles, ['OWNER', 'MANAGER'], { method: 'GET', url });
    }
    const shopManager = await staffSession(t, { merchantId: shop, role: 'MANAGER' });
    const shopReport = (await summary(range, shopManager)).json<ReportSummary>();
    expect(shopReport.totals).toMatchObject({ orders: 1, revenue: 5_000_000 });
    expect(shopReport.topProducts.byQuantity.map((product) => product.productId)).toEqual([DEMO.shopProducts.rice.id]);
    // The demo's report above holds none of the shop's 5 000 000; the shop's manager cannot filter by a demo branch.
    const foreignBranch = await summary(`${range}&branchId=${amirTemur}`, shopManager);
    expect(foreignBranch.statusCode).toBe(404);
    expect(foreignBranch.json<{ error: { code: string } }>().error.code).toBe('BRANCH_NOT_FOUND');
    const otherHeader = await t.app.inject({ method: 'GET', url: `/api/console/v1/reports/summary?${range}`, headers: { ...roles.MANAGER.headers, merchant: shop } });
    expect(otherHeader.statusCode).toBe(403);
  });

  it('refuses a reversed, too long or malformed range with the failing field', async () => {
    const fieldsOf = async (query: string) => {
      const response = await summary(query);
      expect(response.statusCode, query).toBe(400);
      const error = response.json<{ error: { code: string; details: { fields: { field: string }[] } } }>().error;
      expect(error.code).toBe('VALIDATION_ERROR');
      return error.details.fields.map((field) => field.field);
    };
    expect(await fieldsOf('from=2024-03-12&to=2024-03-10')).toEqual(['to']);
    expect(await fieldsOf('from=2023-01-01&to=2024-01-02')).toEqual(['to']);
    expect(await fieldsOf('from=2024-02-30&to=2024-03-10')).toEqual(['from']);
    expect(await fieldsOf('to=2024-03-10')).toEqual(['from']);
    expect(await fieldsOf(`${range}&serviceType=TELEPORT`)).toEqual(['serviceType']);
    expect(await fieldsOf(`${range}&branchId=nope`)).toEqual(['branchId']);
    // A whole leap year is allowed.
    expect((await summary('from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('exports one CSV row per order with a BOM, local times, names in the chosen language and so’m amounts', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/console/v1/reports/orders.csv?${range}&lang=eng`, headers: roles.MANAGER.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-2024-03-10_2024-03-12.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Number,Created,Branch,Service,Payment,Status,Paid,Counted,Items,Products,Product total,Product discount,Delivery,Delivery discount,Service fee,Cashback used,Total',
    );
    // #1..#5, oldest first; neither the day before nor the shop's order.
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(numbers.slice(1));
    const [branch] = await queryRows<{ name: LocalizedText }>(t.database, 'select name from branches where id = $1', [chilonzor]);
    expect(lines[2]).toBe(
      `${numbers[2]},2024-03-10 23:30,${branch?.name.eng},PICK_UP,PAYME,CLOSED,yes,yes,13,"10 × ${somsa.name.eng}; 3 × Old salad",59000,0,0,0,0,0,50000`,
    );
    expect(lines[3]).toContain(',CREATED,no,no,');
    expect(lines[5]).toContain(',COOKING,no,yes,1,');
    expect(lines[5]?.endsWith(',50000,0,500.5,0,0,0,45500.5')).toBe(true);
  });

  it('exports in Russian with the separators Russian spreadsheets expect, and one row per day', async () => {
    const ru = await t.app.inject({ method: 'GET', url: `/api/console/v1/reports/orders.csv?${range}&lang=ru`, headers: roles.OWNER.headers });
    const lines = ru.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('Номер;Создан;Филиал;')).toBe(true);
    expect(lines[5]?.endsWith(';50000;0;500,5;0;0;0;45500,5')).toBe(true);
    const days = await t.app.inject({ method: 'GET', url: `/api/console/v1/reports/days.csv?${range}&lang=eng`, headers: roles.MANAGER.headers });
    expect(days.statusCode).toBe(200);
    expect(days.headers['content-disposition']).toBe('attachment; filename="days-2024-03-10_2024-03-12.csv"');
    expect(days.body).toBe(
      '\uFEFFDay,Orders,Revenue,Average basket,Cancelled,Awaiting payment\r\n2024-03-10,2,150000,75000,0,0\r\n2024-03-11,1,45500.5,45500.5,1,1\r\n2024-03-12,0,0,0,0,0\r\n',
    );
    const invalid = await t.app.inject({ method: 'GET', url: '/api/console/v1/reports/orders.csv?from=2024-03-12&to=2024-03-01', headers: roles.MANAGER.headers });
    expect(invalid.statusCode).toBe(400);
  });

  it('pages through the export without losing or repeating an order', async () => {
    const deps = { db: t.database.db, services: t.app.services, config: t.config, limits: undefined as never, log: t.app.log } satisfies ConsoleDeps;
    const service = createReportsService(deps, { exportPageSize: 2 });
    const file = await service.ordersCsv(actorOf(roles.MANAGER), { from: '2024-03-09', to: '2024-03-12' }, 'eng');
    let text = '';
    for await (const chunk of file.body as AsyncIterable<Buffer | string>) text += chunk.toString();
    const rows = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').slice(1);
    expect(rows.map((line) => Number(line.split(',')[0]))).toEqual(numbers);
  });
});

function actorOf(session: StaffSession) {
  return { staffId: session.staffId, merchantId: session.me.merchant.id, role: session.me.staff.role, name: session.me.staff.name, sessionId: 'test', courierId: null };
}
