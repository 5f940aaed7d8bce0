// The customer's orders after checkout: lists and paging, one order, cancel, hide, call the waiter,
// the branch's order settings and the payment methods.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { somToTiyin } from '@dastarkhan/domain/money';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { authHeaders, createTestApp, execSql, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { insertTable, openAroundTheClock, placeOrder, productFacts, type OrderBody, type ProductFacts } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const branchId = DEMO.branchIds.amirTemur;

describe(`customer orders (${describeDatabase()})`, () => {
  let t: TestApp;
  let somsa: ProductFacts;
  let tableId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await openAroundTheClock(t.database, branchId);
    somsa = await productFacts(t.database, DEMO.products.somsa.id);
    tableId = await insertTable(t.database, demo, branchId, 12);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customer(): Promise<{ headers: Record<string, string>; userId: string }> {
    const { token, user } = await signIn(t.app, demo, freshPhone().digits);
    return { headers: authHeaders(demo, token), userId: user.id };
  }
  const pickUp = (body: Partial<OrderBody> = {}): OrderBody => ({ serviceType: 'PICK_UP', branchId, cartItems: [{ productId: somsa.id, quantity: 2 }], ...body });
  const setStatus = (orderId: string, status: string) => execSql(t.database, 'update orders set status = $2 where id = $1', [orderId, status]);
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const put = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url, headers });

  it('pages the active orders and the archive, newest first, and keeps them to their owner', async () => {
    const { headers, userId } = await customer();
    const placed: Order[] = [];
    for (let index = 0; index < 3; index += 1) placed.push(await placeOrder(t.app, headers, pickUp()));
    await setStatus(placed[0]!.id, 'CLOSED');

    const first = await get(`/api/orders/v1/orders/user/${userId}?page=0&size=1`, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 0, size: 1, totalElements: 2, totalPages: 2 });
    expect(first.json().content.map((order: Order) => order.id)).toEqual([placed[2]!.id]);
    const second = await get(`/api/orders/v1/orders/user/${userId}?page=1&size=1`, headers);
    expect(second.json().content.map((order: Order) => order.id)).toEqual([placed[1]!.id]);
    const byDefault = await get(`/api/orders/v1/orders/user/${userId}`, headers);
    expect(byDefault.json()).toMatchObject({ page: 0, size: 10, totalElements: 2 });
    const archive = await get(`/api/orders/v1/orders/user/${userId}?page=0&onlyArchive=true`, headers);
    expect(archive.json().content.map((order: Order) => order.id)).toEqual([placed[0]!.id]);
    const active = await get(`/api/orders/v1/orders/user/${userId}/active`, headers);
    expect(active.json().map((order: Order) => order.id)).toEqual([placed[2]!.id, placed[1]!.id]);
    expect((await get(`/api/orders/v1/orders/user/${userId}?size=51`, headers)).statusCode).toBe(400);

    const stranger = await customer();
    const theirList = await get(`/api/orders/v1/orders/user/${userId}`, stranger.headers);
    expect(theirList.statusCode).toBe(403);
    expect(theirList.json().error.code).toBe('USER_FORBIDDEN');
    expect((await get(`/api/orders/v1/orders/user/${userId}/active`, stranger.headers)).statusCode).toBe(403);
    const theirOrder = await get(`/api/orders/v1/orders/${placed[1]!.id}`, stranger.headers);
    expect(theirOrder.statusCode).toBe(404);
    expect(theirOrder.json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await put(`/api/orders/v1/orders/${placed[1]!.id}/cancel`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/orders/v1/orders/user/${stranger.userId}`, stranger.headers)).json().totalElements).toBe(0);
  });

  it('cancels until the merchant accepts, records the customer as the actor and gives the cashback back', async () => {
    const { headers, userId } = await customer();
    await execSql(t.database, `insert into cashback_ledger (merchant_id, user_id, amount, kind) values ($1, $2, $3, 'ADJUST')`, [demo, userId, somToTiyin(2_000)]);
    const order = await placeOrder(t.app, headers, pickUp({ cashback: 2_000 }));
    expect((await get('/api/orders/v1/cashback/balance', headers)).json().balance).toBe(0);

    const events: Array<{ status: string }> = [];
    const unsubscribe = t.app.services.orderEvents.subscribe(order.id, (message) => {
      if (message.kind === 'status') events.push(message.event);
    });
    const cancelled = await put(`/api/orders/v1/orders/${order.id}/cancel`, headers);
    // The live order page hears of the cancel (helper OP's bus).
    await vi.waitFor(() => expect(events).toEqual([expect.objectContaining({ orderId: order.id, status: 'CANCELED', userId })]));
    unsubscribe();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELED', canCancel: false });
    expect(cancelled.json().statusHistory.map((change: { status: string; actorType: string }) => [change.status, change.actorType])).toEqual([
      ['CREATED', 'CUSTOMER'],
      ['CANCELED', 'CUSTOMER'],
    ]);
    expect((await get('/api/orders/v1/cashback/balance', headers)).json().balance).toBe(2_000);
    const twice = await put(`/api/orders/v1/orders/${order.id}/cancel`, headers);
    expect(twice.statusCode).toBe(409);
    expect((await get('/api/orders/v1/cashback/balance', headers)).json().balance).toBe(2_000);

    const accepted = await placeOrder(t.app, headers, pickUp());
    await setStatus(accepted.id, 'ACCEPTED');
    expect((await get(`/api/orders/v1/orders/${accepted.id}`, headers)).json().canCancel).toBe(false);
    const late = await put(`/api/orders/v1/orders/${accepted.id}/cancel`, headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
    expect((await get(`/api/orders/v1/orders/${accepted.id}`, headers)).json().status).toBe('ACCEPTED');
  });

  it('hides finished orders from the lists, never one under way', async () => {
    const { headers, userId } = await customer();
    const done = await placeOrder(t.app, headers, pickUp());
    const running = await placeOrder(t.app, headers, pickUp());
    await setStatus(done.id, 'CLOSED');
    const refused = await put(`/api/orders/v1/orders/${running.id}/hide`, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ORDER_NOT_HIDEABLE');
    expect((await put(`/api/orders/v1/orders/${done.id}/hide`, headers)).statusCode).toBe(204);
    expect((await get(`/api/orders/v1/orders/user/${userId}?onlyArchive=true`, headers)).json().totalElements).toBe(0);
    expect((await get(`/api/orders/v1/orders/user/${userId}`, headers)).json().totalElements).toBe(1);
  });

  it('calls a waiter to the table of a dine-in order, once while the call is open', async () => {
    const { headers } = await customer();
    const dineIn = await placeOrder(t.app, headers, { serviceType: 'DINE_IN', branchId, tableId, cartItems: [{ productId: somsa.id, quantity: 1 }] });
    const called = await t.app.inject({ method: 'POST', url: `/api/orders/v1/orders/${dineIn.id}/call-waiter`, headers });
    expect(called.statusCode, called.body).toBe(200);
    expect(called.json()).toEqual({ status: 'CALLED' });
    await t.app.inject({ method: 'POST', url: `/api/orders/v1/orders/${dineIn.id}/call-waiter`, headers });
    const calls = t.database.raw.driver === 'pglite'
      ? (await t.database.raw.client.query<{ n: number }>('select count(*)::int as n from waiter_calls where table_id = $1', [tableId])).rows
      : (await t.database.raw.pool.query<{ n: number }>('select count(*)::int as n from waiter_calls where table_id = $1', [tableId])).rows;
    expect(calls[0]?.n).toBe(1);

    const takeAway = await placeOrder(t.app, headers, pickUp());
    const refused = await t.app.inject({ method: 'POST', url: `/api/orders/v1/orders/${takeAway.id}/call-waiter`, headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('WAITER_CALL_NOT_ALLOWED');
  });

  it("answers the order settings with the branch's switches, and the payment methods without credentials", async () => {
    const { headers } = await customer();
    const setting = await get(`/api/orders/v1/order/setting/${DEMO.pickupDisabledBranchId}`, headers);
    expect(setting.statusCode).toBe(200);
    expect(setting.json()).toMatchObject({ branchId: DEMO.pickupDisabledBranchId, pickupEnabled: false, deliveryEnabled: true, minimalDeliveryPrice: 8_000, serviceFeeAmount: 3_000 });
    const foreignBranch = await get(`/api/orders/v1/order/setting/${crypto.randomUUID()}`, headers);
    expect(foreignBranch.statusCode).toBe(404);

    await execSql(t.database, `update payment_methods set credentials = '{"merchantId":"5e730e8e0b852a417aa49ceb","key":"s3cr3t"}'::jsonb where merchant_id = $1 and type = 'PAYME'`, [
      demo,
    ]);
    await t.app.services.merchants.invalidateMerchant(demo);
    const web = await t.app.inject({ url: '/api/orders/v1/payment-methods?channel=WEB', headers: { merchant: demo } });
    expect(web.statusCode).toBe(200);
    expect(web.json().map((method: { type: string }) => method.type)).toEqual(['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM']);
    expect(web.body).not.toContain('s3cr3t');
    // An online method without a complete provider account could take orders nothing can pay: not offered.
    await execSql(t.database, `update payment_methods set credentials = '{"merchantId":"5e730e8e0b852a417aa49ceb"}'::jsonb where merchant_id = $1 and type = 'PAYME'`, [demo]);
    await t.app.services.merchants.invalidateMerchant(demo);
    const incomplete = await t.app.inject({ url: '/api/orders/v1/payment-methods?channel=WEB', headers: { merchant: demo } });
    expect(incomplete.json().map((method: { type: string }) => method.type)).toEqual(['CASH', 'TERMINAL', 'CLICK', 'UZUM']);
    await execSql(t.database, `update payment_methods set credentials = '{"merchantId":"5e730e8e0b852a417aa49ceb","key":"demo-payme-key"}'::jsonb where merchant_id = $1 and type = 'PAYME'`, [
      demo,
    ]);
    await t.app.services.merchants.invalidateMerchant(demo);
    const bot = await t.app.inject({ url: '/api/orders/v1/payment-methods?channel=TG', headers: { merchant: demo } });
    expect(bot.json().map((method: { type: string }) => method.type)).not.toContain('UZUM');
    const qr = await t.app.inject({ url: '/api/orders/v1/payment-methods?channel=QR', headers: { merchant: demo } });
    expect(qr.json().map((method: { type: string }) => method.type)).toEqual(['CASH', 'TERMINAL', 'CLICK']);

    // A method the merchant has switched off is not offered on any channel, though its row stays.
    await execSql(t.database, `update merchant_settings set web = web || '{"terminalActive": false}'::jsonb where merchant_id = $1`, [demo]);
    await t.app.services.merchants.invalidateMerchant(demo);
    try {
      const switchedOff = await t.app.inject({ url: '/api/orders/v1/payment-methods?channel=WEB', headers: { merchant: demo } });
      expect(switchedOff.json().map((method: { type: string }) => method.type)).toEqual(['CASH', 'PAYME', 'CLICK', 'UZUM']);
      const all = await t.app.inject({ url: '/api/orders/v1/payment-methods', headers: { merchant: demo } });
      expect(all.json().map((method: { type: string }) => method.type)).toContain('TERMINAL');
    } finally {
      await execSql(t.database, `update merchant_settings set web = web || '{"terminalActive": true}'::jsonb where merchant_id = $1`, [demo]);
      await t.app.services.merchants.invalidateMerchant(demo);
    }
  });

  it('names a seeded QR table with its hall and branch, and hides tables of other merchants, inactive ones and unknown ids', async () => {
    const table = await t.app.inject({ url: `/api/orders/v1/tables/${DEMO.tableIds.tashkentCity5}`, headers: { merchant: demo } });
    expect(table.statusCode, table.body).toBe(200);
    expect(table.json()).toMatchObject({ id: DEMO.tableIds.tashkentCity5, number: 5, hall: { name: 'Asosiy zal' }, branch: { id: DEMO.roundTheClockBranchId } });
    const elsewhere = await t.app.inject({ url: `/api/orders/v1/tables/${DEMO.tableIds.tashkentCity5}`, headers: { merchant: DEMO.merchantIds.shop } });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('TABLE_NOT_FOUND');
    expect((await t.app.inject({ url: `/api/orders/v1/tables/${crypto.randomUUID()}`, headers: { merchant: demo } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/orders/v1/tables/not-a-uuid', headers: { merchant: demo } })).statusCode).toBe(400);
    await execSql(t.database, 'update dining_tables set is_active = false where id = $1', [DEMO.tableIds.tashkentCity10]);
    expect((await t.app.inject({ url: `/api/orders/v1/tables/${DEMO.tableIds.tashkentCity10}`, headers: { merchant: demo } })).statusCode).toBe(404);
  });
});
