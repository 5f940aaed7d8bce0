import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cashbackLedger, orderStatusHistory, orders } from '@dastarkhan/db/schema';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO, hashSecret } from '@dastarkhan/db/seed/seed-demo';
import type { OperatorOrder, OperatorOrderPage } from '@dastarkhan/domain/contracts/operator';
import { createTestApp, execSql, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { newPaymeId, paymeRequest } from '../payments/provider-side.ts';
import { insertTestOrder, type TestOrderOptions } from './test-orders.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const key = { 'x-operator-key': DEMO.operatorKey };

describe(`the operator API (${describeDatabase()})`, () => {
  let t: TestApp;
  let userId: string;
  let demoKeyId: string;
  beforeAll(async () => {
    t = await createTestApp();
    userId = (await signIn(t.app, demo, freshPhone().digits)).user.id;
    const [row] = await t.database.db.query.operatorKeys.findMany({ where: (k, { eq: is }) => is(k.keyHash, hashSecret(DEMO.operatorKey)) });
    demoKeyId = row?.id ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  const newOrder = (options: Partial<TestOrderOptions> = {}) => insertTestOrder(t.database, { userId, ...options });

  function setStatus(id: string, status: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = key) {
    return t.app.inject({ method: 'PUT', url: `/api/operator/v1/orders/${id}/status`, headers, payload: { status, ...extra } });
  }
  function setCourier(id: string, courierStatus: string, headers: Record<string, string> = key) {
    return t.app.inject({ method: 'PUT', url: `/api/operator/v1/orders/${id}/courier-status`, headers, payload: { courierStatus } });
  }
  async function row(id: string) {
    const [found] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    if (!found) throw new Error('order gone');
    return found;
  }
  async function historyOf(id: string) {
    return t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(orderStatusHistory.createdAt);
  }

  it('walks a cash delivery order to CLOSED, stamping the times and recording each step with the operator', async () => {
    const id = await newOrder();
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED']) {
      const res = await setStatus(id, status, { reason: `to ${status}` });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as OperatorOrder).status).toBe(status);
    }
    const order = await row(id);
    expect(order.status).toBe('CLOSED');
    expect(order.acceptedAt).toBeInstanceOf(Date);
    expect(order.readyTime).toBeInstanceOf(Date);
    expect(order.deliveredAt).toBeInstanceOf(Date);
    const history = await historyOf(id);
    expect(history.map((h) => h.status)).toEqual(['CREATED', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED']);
    const byOperator = history.slice(1);
    expect(byOperator.every((h) => h.actorType === 'OPERATOR' && h.actorId === demoKeyId && h.changeReason === 'CHANGE_STATUS')).toBe(true);
    expect(byOperator.map((h) => h.comment)).toEqual(['to ACCEPTED', 'to COOKING', 'to DONE', 'to ON_WAY', 'to DELIVERED', 'to CLOSED']);
    expect(byOperator.every((h) => h.createdAt instanceof Date && Date.now() - h.createdAt.getTime() < 60_000)).toBe(true);

    const answer = (await t.app.inject({ url: `/api/operator/v1/orders/${id}`, headers: key })).json() as OperatorOrder;
    expect(answer.history.map((h) => [h.status, h.actorType])).toEqual(history.map((h) => [h.status, h.actorType]));
  });

  it('refuses an illegal transition with 409 and changes nothing', async () => {
    const id = await newOrder();
    const res = await setStatus(id, 'DELIVERED');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'ORDER_STATUS_TRANSITION_NOT_ALLOWED', details: { from: 'CREATED', to: 'DELIVERED', reason: 'NOT_ALLOWED' } });
    expect((await row(id)).status).toBe('CREATED');
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('lets only one of two simultaneous changes through', async () => {
    const id = await newOrder();
    const answers = await Promise.all([setStatus(id, 'ACCEPTED'), setStatus(id, 'ACCEPTED')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await historyOf(id)).filter((h) => h.status === 'ACCEPTED')).toHaveLength(1);
  });

  it('keeps CANCELED and CLOSED final', async () => {
    const canceled = await newOrder();
    expect((await setStatus(canceled, 'CANCELED', { reason: 'customer called' })).statusCode).toBe(200);
    expect((await row(canceled)).reason).toBe('customer called');
    const again = await setStatus(canceled, 'ACCEPTED');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details).toMatchObject({ from: 'CANCELED', reason: 'FINAL' });

    const closed = await newOrder({ serviceType: 'PICK_UP', status: 'DONE' });
    expect((await setStatus(closed, 'CLOSED')).statusCode).toBe(200);
    expect((await setStatus(closed, 'CANCELED')).statusCode).toBe(409);
    expect((await row(closed)).status).toBe('CLOSED');
  });

  it('never accepts an online-paid order before it is paid, and accepts it once marked paid', async () => {
    const id = await newOrder({ paymentType: 'PAYME' });
    const early = await setStatus(id, 'ACCEPTED');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.details.reason).toBe('NOT_PAID');
    expect((await row(id)).acceptedAt).toBeNull();

    // Staff cannot mark money paid online as paid: only the provider's callback does.
    const byHand = await t.app.inject({ method: 'PUT', url: `/api/operator/v1/orders/${id}/paid`, headers: key });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error).toMatchObject({ code: 'PAID_ONLINE_BY_PROVIDER', details: { paymentType: 'PAYME' } });
    expect((await row(id)).isPaid).toBe(false);

    // Payme pays it: CreateTransaction, then PerformTransaction (twice: the replay changes nothing).
    const payme = async (method: string, params: Record<string, unknown>) => {
      const request = paymeRequest(demo, { key: 'demo-payme-key' }, method, params);
      const res = await t.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.body });
      expect(res.statusCode).toBe(200);
      return res.json() as { result?: { state?: number }; error?: unknown };
    };
    const paymeId = newPaymeId();
    const { totalPrice } = await row(id);
    expect((await payme('CreateTransaction', { id: paymeId, time: Date.now(), amount: totalPrice, account: { order_id: id } })).result?.state).toBe(1);
    expect((await payme('PerformTransaction', { id: paymeId })).result?.state).toBe(2);
    expect((await payme('PerformTransaction', { id: paymeId })).result?.state).toBe(2);
    expect((await row(id)).isPaid).toBe(true);
    expect((await historyOf(id)).filter((h) => h.changeReason === 'PAID')).toHaveLength(1);

    const accepted = await setStatus(id, 'ACCEPTED');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as OperatorOrder).isPaid).toBe(true);
  });

  it('marks a cash order paid by hand, once', async () => {
    const id = await newOrder({ paymentType: 'CASH' });
    const paid = await t.app.inject({ method: 'PUT', url: `/api/operator/v1/orders/${id}/paid`, headers: key });
    expect(paid.statusCode).toBe(200);
    expect((paid.json() as OperatorOrder).isPaid).toBe(true);
    // Marking it paid again adds no second PAID row.
    expect((await t.app.inject({ method: 'PUT', url: `/api/operator/v1/orders/${id}/paid`, headers: key })).statusCode).toBe(200);
    expect((await historyOf(id)).filter((h) => h.changeReason === 'PAID')).toHaveLength(1);
  });

  it('moves the courier status of a delivery, refuses it for pick-up and refuses skipping ahead', async () => {
    const delivery = await newOrder({ status: 'ACCEPTED' });
    const found = await setCourier(delivery, 'PERFORMER_FOUND');
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as OperatorOrder).courierStatus).toBe('PERFORMER_FOUND');
    const last = (await historyOf(delivery)).at(-1);
    expect(last).toMatchObject({ changeReason: 'CHANGE_COURIER_STATUS', courierStatus: 'PERFORMER_FOUND', status: 'ACCEPTED', actorType: 'OPERATOR' });

    const skip = await setCourier(delivery, 'PERFORMER_RETURNED_FINISH');
    expect(skip.statusCode).toBe(409);
    expect((await row(delivery)).courierStatus).toBe('PERFORMER_FOUND');

    const pickUp = await newOrder({ serviceType: 'PICK_UP', status: 'ACCEPTED' });
    const refused = await setCourier(pickUp, 'PERFORMER_LOOK_UP');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.reason).toBe('NO_COURIER_FOR_SERVICE');
    expect((await row(pickUp)).courierStatus).toBeNull();

    const pickUpOnWay = await setStatus(pickUp, 'ON_WAY');
    expect(pickUpOnWay.statusCode).toBe(409);
  });

  it('earns cashback on CLOSED (once) and refunds the spend on CANCELED', async () => {
    const closing = await newOrder({ serviceType: 'PICK_UP', status: 'DONE', productPrice: 5_000_000 });
    expect((await setStatus(closing, 'CLOSED')).statusCode).toBe(200);
    const earned = await t.database.db.select().from(cashbackLedger).where(eq(cashbackLedger.orderId, closing));
    // The demo merchant's rate is 3 %: 3 % of 50 000 so'm.
    expect(earned.map((e) => [e.kind, e.amount])).toEqual([['EARN', 150_000]]);

    const canceling = await newOrder();
    await t.database.db.insert(cashbackLedger).values({ merchantId: demo, userId, orderId: canceling, kind: 'SPEND', amount: -20_000 });
    expect((await setStatus(canceling, 'CANCELED')).statusCode).toBe(200);
    const refund = await t.database.db
      .select()
      .from(cashbackLedger)
      .where(and(eq(cashbackLedger.orderId, canceling), eq(cashbackLedger.kind, 'REFUND')));
    expect(refund.map((e) => e.amount)).toEqual([20_000]);
  });

  it('lists the merchant orders newest first, filtered by status', async () => {
    const older = await newOrder({ status: 'COOKING' });
    const newer = await newOrder({ status: 'COOKING' });
    await execSql(t.database, `update orders set created_at = now() - interval '1 hour' where id = $1`, [older]);
    const res = await t.app.inject({ url: '/api/operator/v1/orders?status=COOKING&size=50', headers: key });
    expect(res.statusCode).toBe(200);
    const page = res.json() as OperatorOrderPage;
    expect(page.content.every((o) => o.status === 'COOKING')).toBe(true);
    const ids = page.content.map((o) => o.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(page.totalElements).toBe(page.content.length);
  });

  it("answers 404 for another merchant's order and lists none of them", async () => {
    const shopKey = `shop-key-${Date.now()}`;
    await execSql(t.database, `insert into operator_keys (merchant_id, name, key_hash) values ($1, 'shop', $2)`, [shop, hashSecret(shopKey)]);
    const id = await newOrder();
    const res = await setStatus(id, 'ACCEPTED', {}, { authorization: `Bearer ${shopKey}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await row(id)).status).toBe('CREATED');
    const list = await t.app.inject({ url: '/api/operator/v1/orders', headers: { authorization: `Bearer ${shopKey}` } });
    expect((list.json() as OperatorOrderPage).content.map((o) => o.id)).not.toContain(id);
  });

  it('answers 401 without a key, with a wrong key and with a revoked key', async () => {
    const id = await newOrder();
    expect((await setStatus(id, 'ACCEPTED', {}, {})).statusCode).toBe(401);
    const wrong = await setStatus(id, 'ACCEPTED', {}, { 'x-operator-key': 'not-a-key' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('OPERATOR_KEY_INVALID');

    const revokedKey = `revoked-${Date.now()}`;
    await execSql(t.database, `insert into operator_keys (merchant_id, name, key_hash, revoked_at) values ($1, 'old', $2, now())`, [demo, hashSecret(revokedKey)]);
    const revoked = await setStatus(id, 'ACCEPTED', {}, { authorization: `Bearer ${revokedKey}` });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('OPERATOR_KEY_INVALID');
    expect((await row(id)).status).toBe('CREATED');
  });

  it('answers 400 for a status that does not exist', async () => {
    const id = await newOrder();
    expect((await setStatus(id, 'TELEPORTED')).statusCode).toBe(400);
  });
});
