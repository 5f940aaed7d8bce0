// The cashback ledger: balance, spending within it, races between two orders, idempotent earn and refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { isAppError } from '../../errors.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { barrier, insertCustomer, insertOrder } from '../promos/test-support.ts';
import { cashbackEarnedOn, createCashbackService } from './service.ts';

const merchantId = DEMO.merchantIds.demo;
const cashback = createCashbackService();

describe(`cashback service (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A customer with `amount` tiyin earned on a closed order. */
  async function customerWith(amount: number): Promise<string> {
    const db = t.database.db;
    const userId = await insertCustomer(db, merchantId);
    if (amount > 0) await cashback.earn(db, { merchantId, userId, orderId: await insertOrder(db, { userId, status: 'CLOSED' }), amountTiyin: amount });
    return userId;
  }

  it('earns once per order, however often the close is retried', async () => {
    const db = t.database.db;
    const userId = await insertCustomer(db, merchantId);
    expect(await cashback.balance(db, merchantId, userId)).toBe(0);
    const orderId = await insertOrder(db, { userId, status: 'CLOSED' });
    expect(await cashback.earn(db, { merchantId, userId, orderId, amountTiyin: 4_500_00 })).toEqual({ creditedTiyin: 4_500_00 });
    expect(await cashback.earn(db, { merchantId, userId, orderId, amountTiyin: 4_500_00 })).toEqual({ creditedTiyin: 0 });
    await Promise.all([1, 2, 3].map(() => cashback.earn(db, { merchantId, userId, orderId, amountTiyin: 4_500_00 })));
    expect(await cashback.balance(db, merchantId, userId)).toBe(4_500_00);
    // A second closed order earns again.
    await cashback.earn(db, { merchantId, userId, orderId: await insertOrder(db, { userId, status: 'CLOSED' }), amountTiyin: 500_00 });
    expect(await cashback.balance(db, merchantId, userId)).toBe(5_000_00);
  });

  it('spends within the balance and refuses more than it', async () => {
    const db = t.database.db;
    const userId = await customerWith(10_000_00);
    const first = await insertOrder(db, { userId });
    expect(await db.transaction((tx) => cashback.spend(tx, { merchantId, userId, orderId: first, amountTiyin: 7_000_00 }))).toEqual({
      spentTiyin: 7_000_00,
      balanceTiyin: 3_000_00,
    });
    const second = await insertOrder(db, { userId });
    const refused = await db
      .transaction((tx) => cashback.spend(tx, { merchantId, userId, orderId: second, amountTiyin: 3_000_01 }))
      .then(() => null, (error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe('CASHBACK_INSUFFICIENT');
    expect(isAppError(refused) && refused.httpStatus).toBe(400);
    expect(isAppError(refused) && refused.details?.balance).toBe(3_000);
    expect(await cashback.balance(db, merchantId, userId)).toBe(3_000_00);
    // Exactly the balance is fine.
    await cashback.spend(db, { merchantId, userId, orderId: second, amountTiyin: 3_000_00 });
    expect(await cashback.balance(db, merchantId, userId)).toBe(0);
  });

  it('does not debit twice when the same order spends again (a retry)', async () => {
    const db = t.database.db;
    const userId = await customerWith(10_000_00);
    const orderId = await insertOrder(db, { userId });
    await cashback.spend(db, { merchantId, userId, orderId, amountTiyin: 4_000_00 });
    expect(await cashback.spend(db, { merchantId, userId, orderId, amountTiyin: 4_000_00 })).toEqual({ spentTiyin: 4_000_00, balanceTiyin: 6_000_00 });
    expect(await cashback.balance(db, merchantId, userId)).toBe(6_000_00);
  });

  it('lets only one of two concurrent orders spend a balance that cannot pay both', async () => {
    const db = t.database.db;
    const userId = await customerWith(10_000_00);
    // On PostgreSQL both order transactions have written their order (as the orders module does)
    // before either spends.
    const arrive = t.database.driver === 'postgres' ? barrier(2) : async () => {};
    const outcomes = await Promise.all(
      [6_000_00, 6_000_00].map((amountTiyin) =>
        db
          .transaction(async (tx) => {
            const orderId = await insertOrder(tx, { userId });
            await arrive();
            await cashback.spend(tx, { merchantId, userId, orderId, amountTiyin });
          })
          .then(
            () => 'OK',
            (error: unknown) => (isAppError(error) ? error.code : Promise.reject(error)),
          ),
      ),
    );
    expect(outcomes.sort()).toEqual(['CASHBACK_INSUFFICIENT', 'OK']);
    expect(await cashback.balance(db, merchantId, userId)).toBe(4_000_00);
  });

  it('refunds what a canceled order spent, once', async () => {
    const db = t.database.db;
    const userId = await customerWith(8_000_00);
    const orderId = await insertOrder(db, { userId });
    await cashback.spend(db, { merchantId, userId, orderId, amountTiyin: 5_000_00 });
    expect(await cashback.refund(db, { merchantId, userId, orderId })).toEqual({ refundedTiyin: 5_000_00 });
    expect(await cashback.refund(db, { merchantId, userId, orderId })).toEqual({ refundedTiyin: 0 });
    expect(await cashback.balance(db, merchantId, userId)).toBe(8_000_00);
    // An order that spent nothing has nothing to give back.
    const unpaid = await insertOrder(db, { userId });
    expect(await cashback.refund(db, { merchantId, userId, orderId: unpaid })).toEqual({ refundedTiyin: 0 });
    expect(await cashback.balance(db, merchantId, userId)).toBe(8_000_00);
  });

  it('keeps customers apart', async () => {
    const db = t.database.db;
    const rich = await customerWith(10_000_00);
    const poor = await customerWith(0);
    const orderId = await insertOrder(db, { userId: poor });
    const refused = await cashback.spend(db, { merchantId, userId: poor, orderId, amountTiyin: 1_00 }).then(() => null, (error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe('CASHBACK_INSUFFICIENT');
    expect(await cashback.balance(db, merchantId, rich)).toBe(10_000_00);
  });
});

describe('cashbackEarnedOn', () => {
  it("is the merchant's percent of the product total, rounded to the tiyin", () => {
    expect(cashbackEarnedOn(150_000_00, 3)).toBe(4_500_00);
    expect(cashbackEarnedOn(33_333, 2.5)).toBe(833);
    expect(cashbackEarnedOn(100_000_00, 0)).toBe(0);
  });
});
