// Reviews of closed orders: the customer rates the order and its products once, the order then carries
// the review, and the product grades count in GET /products/v1/grade at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { ProductGradeSchema } from '@dastarkhan/domain/contracts/catalogue';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { OrderReviewSchema, type OrderReviewRequest } from '@dastarkhan/domain/contracts/order-review';
import { authHeaders, createTestApp, execSql, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { openAroundTheClock, placeOrder, productFacts, requiredSelection, type OrderBody } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const branchId = DEMO.branchIds.amirTemur;
const somsaId = DEMO.products.somsa.id;
const plovId = DEMO.products.plov.id;
const pizzaId = DEMO.products.pizza.id;

describe(`order reviews (${describeDatabase()})`, () => {
  let t: TestApp;
  let body: OrderBody;

  beforeAll(async () => {
    t = await createTestApp();
    await openAroundTheClock(t.database, branchId);
    const plov = await productFacts(t.database, plovId);
    body = {
      serviceType: 'PICK_UP',
      branchId,
      paymentType: 'CASH',
      cartItems: [
        { productId: somsaId, quantity: 2 },
        { productId: plovId, quantity: 1, modifications: requiredSelection(plov) },
      ],
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customer(): Promise<Record<string, string>> {
    const { token } = await signIn(t.app, demo, freshPhone().digits);
    return authHeaders(demo, token);
  }
  const setStatus = (orderId: string, status: string) => execSql(t.database, 'update orders set status = $2 where id = $1', [orderId, status]);
  async function closedOrder(headers: Record<string, string>): Promise<Order> {
    const order = await placeOrder(t.app, headers, body);
    await setStatus(order.id, 'CLOSED');
    return order;
  }
  const review = (orderId: string, headers: Record<string, string>, payload: OrderReviewRequest | Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/orders/v1/orders/${orderId}/review`, headers, payload });
  const getOrder = async (orderId: string, headers: Record<string, string>): Promise<Order> => {
    const res = await t.app.inject({ url: `/api/orders/v1/orders/${orderId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Order;
  };
  const gradeOf = async (productId: string) => {
    const res = await t.app.inject({ url: '/api/products/v1/grade', headers: { merchant: demo } });
    expect(res.statusCode).toBe(200);
    return ProductGradeSchema.array().parse(res.json()).find((grade) => grade.productId === productId) ?? null;
  };
  const reviewCount = async (orderId: string) =>
    Number((await queryRows<{ n: number }>(t.database, 'select count(*)::int as n from order_reviews where order_id = $1', [orderId]))[0]?.n);

  it('records the review of a closed order with its product grades, and the order then carries it', async () => {
    const headers = await customer();
    const order = await closedOrder(headers);
    expect((await getOrder(order.id, headers)).review).toBeNull();

    const res = await review(order.id, headers, {
      grade: 4,
      comment: '  Hot and on time \n',
      // Upper-case ids are the same products; the review lists them in the order's line order.
      products: [
        { productId: plovId.toUpperCase(), grade: 3, comment: '   ' },
        { productId: somsaId, grade: 5, comment: 'Crispy' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = OrderReviewSchema.parse(res.json());
    expect(created).toMatchObject({
      grade: 4,
      comment: 'Hot and on time',
      products: [
        { productId: somsaId, grade: 5, comment: 'Crispy' },
        { productId: plovId, grade: 3, comment: null },
      ],
    });

    const read = await getOrder(order.id, headers);
    expect(read.review).toEqual(created);
    // The archive list carries it too (the same presenter).
    const userId = (await queryRows<{ user_id: string }>(t.database, 'select user_id from orders where id = $1', [order.id]))[0]!.user_id;
    const archive = await t.app.inject({ url: `/api/orders/v1/orders/user/${userId}?onlyArchive=true`, headers });
    expect(archive.json().content.find((listed: Order) => listed.id === order.id).review).toMatchObject({ grade: 4 });
  });

  it('grades only the products sent, and the grade endpoint averages every customer’s grades at once', async () => {
    const before = await gradeOf(somsaId);
    const first = await customer();
    const second = await customer();
    const a = await closedOrder(first);
    const b = await closedOrder(second);
    expect((await review(a.id, first, { grade: 5, products: [{ productId: somsaId, grade: 2 }] })).statusCode).toBe(201);
    expect((await review(b.id, second, { grade: 5, products: [{ productId: somsaId, grade: 5 }] })).statusCode).toBe(201);

    const after = await gradeOf(somsaId);
    const count = (before?.count ?? 0) + 2;
    const sum = (before ? before.grade * before.count : 0) + 2 + 5;
    expect(after?.count).toBe(count);
    expect(after?.grade).toBeCloseTo(Math.round((sum / count) * 100) / 100, 1);
    // Only the order, no products: nothing changes for the plov.
    const plovBefore = await gradeOf(plovId);
    const c = await closedOrder(first);
    expect((await review(c.id, first, { grade: 1 })).statusCode).toBe(201);
    expect(await gradeOf(plovId)).toEqual(plovBefore);
    expect((await getOrder(c.id, first)).review).toMatchObject({ grade: 1, comment: null, products: [] });
  });

  it('refuses an order that is not closed yet, with a localized reason', async () => {
    const headers = await customer();
    const order = await placeOrder(t.app, headers, body);
    for (const status of ['CREATED', 'DELIVERED', 'CANCELED']) {
      await setStatus(order.id, status);
      const res = await review(order.id, headers, { grade: 5 });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'ORDER_NOT_REVIEWABLE',
        details: { status },
        description: { ru: expect.stringContaining('завершён'), uz: expect.any(String), eng: expect.stringContaining('completed') },
      });
    }
    expect(await reviewCount(order.id)).toBe(0);
  });

  it('takes one review per order', async () => {
    const headers = await customer();
    const order = await closedOrder(headers);
    expect((await review(order.id, headers, { grade: 5, products: [{ productId: somsaId, grade: 5 }] })).statusCode).toBe(201);
    const twice = await review(order.id, headers, { grade: 1, products: [{ productId: plovId, grade: 1 }] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ORDER_ALREADY_REVIEWED');
    expect((await getOrder(order.id, headers)).review).toMatchObject({ grade: 5, products: [{ productId: somsaId, grade: 5 }] });
    const plovGrades = await queryRows(t.database, 'select 1 from product_grades where order_id = $1 and product_id = $2', [order.id, plovId]);
    expect(plovGrades).toHaveLength(0);

    // A double submit racing itself: one review, the other answer is the 409.
    const racing = await closedOrder(headers);
    const answers = await Promise.all([review(racing.id, headers, { grade: 4 }), review(racing.id, headers, { grade: 3 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await reviewCount(racing.id)).toBe(1);
  });

  it("keeps other customers' and other merchants' orders out of reach", async () => {
    const owner = await customer();
    const order = await closedOrder(owner);
    const stranger = await customer();
    const theirs = await review(order.id, stranger, { grade: 1 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('ORDER_NOT_FOUND');
    // The same customer's token at another merchant, with this order's id.
    const shop = await signIn(t.app, DEMO.merchantIds.shop, freshPhone().digits);
    const elsewhere = await review(order.id, authHeaders(DEMO.merchantIds.shop, shop.token), { grade: 1 });
    expect(elsewhere.statusCode).toBe(404);
    expect((await review(crypto.randomUUID(), owner, { grade: 1 })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/orders/v1/orders/${order.id}/review`, headers: { merchant: demo }, payload: { grade: 5 } });
    expect(anonymous.statusCode).toBe(401);
    expect(await reviewCount(order.id)).toBe(0);
  });

  it('refuses products not in the order, duplicates and grades outside 1–5, writing nothing', async () => {
    const headers = await customer();
    const order = await closedOrder(headers);
    const notInOrder = await review(order.id, headers, { grade: 5, products: [{ productId: somsaId, grade: 5 }, { productId: pizzaId, grade: 5 }] });
    expect(notInOrder.statusCode).toBe(400);
    expect(notInOrder.json().error).toMatchObject({ code: 'REVIEW_PRODUCT_NOT_IN_ORDER', details: { field: 'products.1.productId', productId: pizzaId } });
    const duplicate = await review(order.id, headers, { grade: 5, products: [{ productId: somsaId, grade: 5 }, { productId: somsaId.toUpperCase(), grade: 4 }] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.code).toBe('REVIEW_PRODUCT_DUPLICATE');
    for (const bad of [
      { grade: 0 },
      { grade: 6 },
      { grade: 4.5 },
      {},
      { grade: 5, products: [{ productId: somsaId, grade: 0 }] },
      { grade: 5, products: [{ productId: somsaId, grade: 6 }] },
      { grade: 5, comment: 'x'.repeat(1001) },
      { grade: 5, comment: 'bad\u0000text' },
      { grade: 5, products: [{ productId: 'not-a-uuid', grade: 5 }] },
    ]) {
      const res = await review(order.id, headers, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await reviewCount(order.id)).toBe(0);
    expect(await queryRows(t.database, 'select 1 from product_grades where order_id = $1', [order.id])).toHaveLength(0);
    // A 1000-character comment (after trimming) is accepted.
    const longest = await review(order.id, headers, { grade: 5, comment: ` ${'y'.repeat(1000)} ` });
    expect(longest.statusCode, longest.body).toBe(201);
  });
});
