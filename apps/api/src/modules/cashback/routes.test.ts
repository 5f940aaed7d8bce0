// GET /api/orders/v1/cashback/balance: the signed-in customer's own balance in so'm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashbackBalanceSchema } from '@dastarkhan/domain/contracts/promo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { insertCustomer, insertOrder } from '../promos/test-support.ts';

const demo = DEMO.merchantIds.demo;

describe(`GET /api/orders/v1/cashback/balance (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const balanceOf = async (token: string) => {
    const res = await t.app.inject({ url: '/api/orders/v1/cashback/balance', headers: authHeaders(demo, token) });
    expect(res.statusCode, res.body).toBe(200);
    return CashbackBalanceSchema.parse(res.json()).balance;
  };

  it("answers the customer's earned minus spent cashback in so'm, and only theirs", async () => {
    const { cashback } = t.app.services;
    const db = t.database.db;
    const { token, user } = await signIn(t.app, demo, freshPhone().digits);
    expect(await balanceOf(token)).toBe(0);

    await cashback.earn(db, { merchantId: demo, userId: user.id, orderId: await insertOrder(db, { userId: user.id, status: 'CLOSED' }), amountTiyin: 4_512_34 });
    expect(await balanceOf(token)).toBe(4_512.34);
    await cashback.spend(db, { merchantId: demo, userId: user.id, orderId: await insertOrder(db, { userId: user.id }), amountTiyin: 1_000_00 });
    expect(await balanceOf(token)).toBe(3_512.34);

    // Another customer's cashback is not this one's.
    const other = await insertCustomer(db, demo);
    await cashback.earn(db, { merchantId: demo, userId: other, orderId: await insertOrder(db, { userId: other, status: 'CLOSED' }), amountTiyin: 9_000_00 });
    expect(await balanceOf(token)).toBe(3_512.34);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ url: '/api/orders/v1/cashback/balance', headers: { merchant: demo } });
    expect(res.statusCode).toBe(401);
  });
});
