// The console's reviews on four reviews left through the storefront API (dates then fixed): the list newest first
// with its orders, customers and product grades, the filters, keyset pages, the summary, roles, tenants, validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { StaffRole } from '@dastarkhan/domain/console-access';
import type { ReviewPage } from '@dastarkhan/domain/contracts/console-reviews';
import type { OrderReviewRequest } from '@dastarkhan/domain/contracts/order-review';
import { authHeaders, createTestApp, execSql, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { openAroundTheClock, placeOrder, productFacts, requiredSelection, type OrderBody } from '../orders/test-support.ts';
import { expectForbiddenFor, sessionsByRole, staffSession, type StaffSession } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const { amirTemur, chilonzor } = DEMO.branchIds;
const { plov, somsa } = DEMO.products;

interface Fixture {
  /** UTC instant the review was written at (Tashkent is UTC+5). */
  at: string;
  branchId: string;
  review: OrderReviewRequest;
  customerName?: string;
}

/*
 * Newest first: D (3 May 13:00 Tashkent), C (3 May 00:30 Tashkent, still 2 May in UTC), B (2 May 23:30), A (1 May 15:00).
 * Average (5 + 2 + 4 + 3) / 4 = 3.5.
 */
const FIXTURES: Record<'A' | 'B' | 'C' | 'D', Fixture> = {
  A: {
    at: '2024-05-01T10:00:00Z',
    branchId: amirTemur,
    review: {
      grade: 5,
      comment: 'Excellent plov',
      products: [
        { productId: somsa.id, grade: 5, comment: 'Crispy' },
        { productId: plov.id, grade: 4 },
      ],
    },
    customerName: 'Malika',
  },
  B: {
    at: '2024-05-02T18:30:00Z',
    branchId: chilonzor,
    review: { grade: 2, comment: 'Arrived cold', products: [{ productId: plov.id, grade: 1, comment: 'Cold' }] },
  },
  C: { at: '2024-05-02T19:30:00Z', branchId: amirTemur, review: { grade: 4 } },
  D: { at: '2024-05-03T08:00:00Z', branchId: amirTemur, review: { grade: 3, comment: 'Slow' } },
};

describe(`console reviews (${describeDatabase()})`, () => {
  let t: TestApp;
  let roles: Record<StaffRole, StaffSession>;
  const orders: Record<string, { id: string; number: number; phone: string }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    roles = await sessionsByRole(t);
    await openAroundTheClock(t.database, amirTemur);
    const plovFacts = await productFacts(t.database, plov.id);
    const body: OrderBody = {
      serviceType: 'PICK_UP',
      branchId: amirTemur,
      paymentType: 'CASH',
      cartItems: [
        { productId: somsa.id, quantity: 2 },
        { productId: plov.id, quantity: 1, modifications: requiredSelection(plovFacts) },
      ],
    };
    for (const [key, fixture] of Object.entries(FIXTURES)) {
      const phone = freshPhone().digits;
      const headers = authHeaders(demo, (await signIn(t.app, demo, phone)).token);
      const order = await placeOrder(t.app, headers, body);
      await execSql(t.database, 'update orders set status = $2, branch_id = $3 where id = $1', [order.id, 'CLOSED', fixture.branchId]);
      const res = await t.app.inject({ method: 'POST', url: `/api/orders/v1/orders/${order.id}/review`, headers, payload: fixture.review });
      expect(res.statusCode, res.body).toBe(201);
      await execSql(t.database, 'update order_reviews set created_at = $2 where order_id = $1', [order.id, fixture.at]);
      const [user] = await queryRows<{ id: string; phone: string }>(
        t.database,
        'select u.id, u.phone from orders o join users u on u.id = o.user_id where o.id = $1',
        [order.id],
      );
      if (fixture.customerName) await execSql(t.database, 'update users set first_name = $2 where id = $1', [user?.id, fixture.customerName]);
      orders[key] = { id: order.id, number: order.number, phone: user?.phone ?? '' };
    }

    // The shop's review, on its own order and customer: never in the demo's list or summary.
    const { token } = await signIn(t.app, shop, freshPhone().digits);
    const [shopUser] = await queryRows<{ id: string }>(t.database, 'select id from users where merchant_id = $1 order by created_at desc limit 1', [shop]);
    expect(token).toBeTruthy();
    const [shopBranch] = await queryRows<{ id: string }>(t.database, 'select id from branches where merchant_id = $1 limit 1', [shop]);
    const [shopOrder] = await queryRows<{ id: string }>(
      t.database,
      `insert into orders (merchant_id, number, branch_id, user_id, status, service_type, payment_type, order_device, channel, product_price, total_price, product_count, created_at)
       values ($1, 990001, $2, $3, 'CLOSED', 'PICK_UP', 'CASH', 'CLIENT_WEB', 'WEB', 100000, 100000, 1, '2024-05-02T06:00:00Z') returning id`,
      [shop, shopBranch?.id, shopUser?.id],
    );
    await execSql(
      t.database,
      `insert into order_reviews (merchant_id, order_id, user_id, grade, comment, created_at) values ($1, $2, $3, 1, 'Shop review', '2024-05-02T07:00:00Z')`,
      [shop, shopOrder?.id, shopUser?.id],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (query = '', session: StaffSession = roles.MANAGER) =>
    t.app.inject({ method: 'GET', url: `/api/console/v1/reviews${query ? `?${query}` : ''}`, headers: session.headers });
  async function page(query = '', session?: StaffSession): Promise<ReviewPage> {
    const response = await list(query, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReviewPage>();
  }
  const numbersOf = (reviews: ReviewPage['reviews']) => reviews.map((review) => review.order.number);
  const numbers = (...keys: (keyof typeof FIXTURES)[]) => keys.map((key) => orders[key]?.number);

  it("lists the merchant's reviews newest first with order, branch, customer, comment and product grades", async () => {
    const result = await page();
    expect(numbersOf(result.reviews)).toEqual(numbers('D', 'C', 'B', 'A'));
    expect(result.nextCursor).toBeNull();
    expect(result.timezone).toBe('Asia/Tashkent');
    const [chilonzorName] = await queryRows<{ name: unknown }>(t.database, 'select name from branches where id = $1', [chilonzor]);
    expect(result.reviews[2]).toEqual({
      id: expect.any(String),
      order: { id: orders.B?.id, number: orders.B?.number },
      branch: { id: chilonzor, name: chilonzorName?.name },
      customer: { name: null, phone: orders.B?.phone },
      grade: 2,
      comment: 'Arrived cold',
      createdAt: '2024-05-02T18:30:00.000Z',
      products: [{ productId: plov.id, name: plov.name, grade: 1, comment: 'Cold' }],
    });
    expect(result.reviews[3]).toMatchObject({
      customer: { name: 'Malika', phone: orders.A?.phone },
      grade: 5,
      products: [
        { productId: somsa.id, name: somsa.name, grade: 5, comment: 'Crispy' },
        { productId: plov.id, name: plov.name, grade: 4, comment: null },
      ],
    });
    expect(result.reviews[1]).toMatchObject({ grade: 4, comment: null, products: [] });
    expect(result.branchOptions.map((branch) => branch.id)).toEqual(expect.arrayContaining([amirTemur, chilonzor]));
  });

  it('sums the grades: count, average and every grade from 5 to 1', async () => {
    expect((await page()).summary).toEqual({
      count: 4,
      average: 3.5,
      byGrade: [
        { grade: 5, count: 1 },
        { grade: 4, count: 1 },
        { grade: 3, count: 1 },
        { grade: 2, count: 1 },
        { grade: 1, count: 0 },
      ],
    });
  });

  it('filters by one grade or the low ones, the summary staying over every grade', async () => {
    const five = await page('grade=5');
    expect(numbersOf(five.reviews)).toEqual(numbers('A'));
    expect(five.summary.count).toBe(4);
    expect(numbersOf((await page('grade=low')).reviews)).toEqual(numbers('D', 'B'));
    expect((await page('grade=1')).reviews).toEqual([]);
  });

  it('filters by branch, the summary too', async () => {
    const result = await page(`branchId=${chilonzor}`);
    expect(numbersOf(result.reviews)).toEqual(numbers('B'));
    expect(result.summary).toMatchObject({ count: 1, average: 2 });
    expect(numbersOf((await page(`branchId=${amirTemur}&grade=low`)).reviews)).toEqual(numbers('D'));
  });

  it("filters by the merchant's calendar days", async () => {
    // C at 19:30 UTC on 2 May is 00:30 on 3 May in Tashkent.
    const third = await page('from=2024-05-03&to=2024-05-03');
    expect(numbersOf(third.reviews)).toEqual(numbers('D', 'C'));
    expect(third.summary).toMatchObject({ count: 2, average: 3.5 });
    expect(numbersOf((await page('from=2024-05-02&to=2024-05-02')).reviews)).toEqual(numbers('B'));
    expect(numbersOf((await page('to=2024-05-02')).reviews)).toEqual(numbers('B', 'A'));
    expect(numbersOf((await page('from=2024-05-02')).reviews)).toEqual(numbers('D', 'C', 'B'));
    expect((await page('from=2024-06-01')).summary).toEqual({ count: 0, average: null, byGrade: [5, 4, 3, 2, 1].map((grade) => ({ grade, count: 0 })) });
  });

  it('pages with the cursor, also between reviews of the same microsecond, with the filters kept', async () => {
    // C and B written at once: the id orders them.
    await execSql(t.database, 'update order_reviews set created_at = $2 where order_id = $1', [orders.C?.id, FIXTURES.B.at]);
    try {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const result: ReviewPage = await page(`limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        expect(result.reviews).toHaveLength(1);
        seen.push(...numbersOf(result.reviews));
        cursor = result.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(4);
      expect(seen[0]).toBe(orders.D?.number);
      expect(seen.at(-1)).toBe(orders.A?.number);
      expect([...seen].sort()).toEqual([...numbers('A', 'B', 'C', 'D')].sort());

      const first = await page('grade=low&limit=1');
      expect(numbersOf(first.reviews)).toEqual(numbers('D'));
      const second = await page(`grade=low&limit=1&cursor=${first.nextCursor}`);
      expect(numbersOf(second.reviews)).toEqual(numbers('B'));
      expect(second.nextCursor).toBeNull();
    } finally {
      await execSql(t.database, 'update order_reviews set created_at = $2 where order_id = $1', [orders.C?.id, FIXTURES.C.at]);
    }
  });

  it("never shows another merchant's reviews, and refuses its branch like a missing one", async () => {
    const shopOwner = await staffSession(t, { merchantId: shop, role: 'OWNER' });
    const shopPage = await page('', shopOwner);
    expect(shopPage.reviews.map((review) => review.comment)).toEqual(['Shop review']);
    expect(shopPage.summary.count).toBe(1);
    expect((await page()).reviews.map((review) => review.comment)).not.toContain('Shop review');
    const [shopBranch] = await queryRows<{ id: string }>(t.database, 'select id from branches where merchant_id = $1 limit 1', [shop]);
    const foreign = await list(`branchId=${shopBranch?.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('BRANCH_NOT_FOUND');
  });

  it('is open to owners and managers only', async () => {
    expect((await list('', roles.OWNER)).statusCode).toBe(200);
    expect((await list('', roles.MANAGER)).statusCode).toBe(200);
    await expectForbiddenFor(t, roles, ['OWNER', 'MANAGER'], { method: 'GET', url: '/api/console/v1/reviews' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/console/v1/reviews', headers: { merchant: demo } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of [
      'grade=6',
      'grade=0',
      'limit=0',
      'limit=101',
      'from=2024-02-30',
      'from=2024-05-03&to=2024-05-01',
      'branchId=nope',
      'cursor=bm9wZQ',
      `cursor=${'x'.repeat(201)}`,
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('VALIDATION_ERROR');
    }
  });
});
