// resolveForOrder, as the orders module calls it inside its transaction: the same rules, and limits that hold under races.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { isAppError } from '../../errors.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createPromosService, type PromosService } from './service.ts';
import { barrier, insertCustomer, insertLimitedPromo, insertOrder } from './test-support.ts';

const demo = { id: DEMO.merchantIds.demo };

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return 'OK';
}

describe(`promos.resolveForOrder (${describeDatabase()})`, () => {
  let t: TestApp;
  let promos: PromosService;
  beforeAll(async () => {
    t = await createTestApp();
    promos = createPromosService({ db: t.database.db, settings: t.app.services.settings });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the pricing terms in tiyin with the id to record on the order', async () => {
    const db = t.database.db;
    const userId = await insertCustomer(db, demo.id);
    const welcome = await db.transaction((tx) => promos.resolveForOrder(tx, demo, userId, 'welcome10', 60_000_00));
    expect(welcome).toMatchObject({ code: 'WELCOME10', discountType: 'PERCENTAGE', productDiscount: 10, minPriceTiyin: 50_000_00 });
    expect(welcome.id).toMatch(/^[0-9a-f-]{36}$/);
    const minus = await promos.resolveForOrder(db, demo, userId, 'MINUS15K', 150_000_00);
    expect(minus).toMatchObject({ discountType: 'AMOUNT', productDiscount: 15_000_00, minPriceTiyin: 100_000_00 });
  });

  it('applies every rule of the check', async () => {
    const db = t.database.db;
    const userId = await insertCustomer(db, demo.id);
    const resolve = (code: string, price = 200_000_00, now?: Date) => codeOf(promos.resolveForOrder(db, demo, userId, code, price, now));
    expect(await resolve('EXPIRED')).toBe('PROMO_EXPIRED');
    expect(await resolve('FUTURE')).toBe('PROMO_NOT_STARTED');
    expect(await resolve('PAUSED')).toBe('PROMO_NOT_ACTIVE');
    expect(await resolve('BOZOR5')).toBe('PROMO_NOT_FOUND');
    expect(await resolve('')).toBe('PROMO_NOT_FOUND');
    expect(await resolve('WELCOME10', 50_000_00)).toBe('PROMO_MIN_PRICE');
    // The window is judged at the time given: FUTURE works next summer, MINUS15K ends within 90 days.
    const nextSummer = new Date(`${new Date().getUTCFullYear() + 1}-07-01T12:00:00+05:00`);
    expect(await resolve('FUTURE', 200_000_00, nextSummer)).toBe('OK');
    expect(await resolve('MINUS15K', 200_000_00, new Date(Date.now() + 120 * 24 * 3600 * 1000))).toBe('PROMO_EXPIRED');
  });

  it('lets only one of two concurrent orders take the last use of a promo', async () => {
    const db = t.database.db;
    await insertLimitedPromo(db, { code: 'LASTONE', usageLimit: 1, perUserLimit: null });
    const customers = [await insertCustomer(db, demo.id), await insertCustomer(db, demo.id)];
    // On PostgreSQL both transactions are open before either resolves the promo.
    const arrive = t.database.driver === 'postgres' ? barrier(2) : async () => {};
    const outcomes = await Promise.all(
      customers.map((userId) =>
        codeOf(
          db.transaction(async (tx) => {
            await tx.execute('select 1');
            await arrive();
            const promo = await promos.resolveForOrder(tx, demo, userId, 'lastone', 100_000_00);
            await insertOrder(tx, { userId, promoId: promo.id });
          }),
        ),
      ),
    );
    expect(outcomes.sort()).toEqual(['OK', 'PROMO_USAGE_LIMIT']);
    expect(await codeOf(promos.resolveForOrder(db, demo, customers[0]!, 'LASTONE', 100_000_00))).toBe('PROMO_USAGE_LIMIT');
  });

  it('lets only one of two first orders placed at once by one customer take a first-order promo', async () => {
    const db = t.database.db;
    const userId = await insertCustomer(db, demo.id);
    const arrive = t.database.driver === 'postgres' ? barrier(2) : async () => {};
    const outcomes = await Promise.all(
      [0, 1].map(() =>
        codeOf(
          db.transaction(async (tx) => {
            await tx.execute('select 1');
            await arrive();
            const promo = await promos.resolveForOrder(tx, demo, userId, 'WELCOME10', 100_000_00);
            await insertOrder(tx, { userId, promoId: promo.id });
          }),
        ),
      ),
    );
    expect(outcomes.sort()).toEqual(['OK', 'PROMO_FIRST_ORDER_ONLY']);
    // An order without the promo makes the customer a returning one just the same.
    const returning = await insertCustomer(db, demo.id);
    await insertOrder(db, { userId: returning });
    expect(await codeOf(promos.resolveForOrder(db, demo, returning, 'WELCOME10', 100_000_00))).toBe('PROMO_FIRST_ORDER_ONLY');
    // Without a customer there is no telling a first order: refused.
    expect(await codeOf(promos.resolveForOrder(db, demo, null, 'WELCOME10', 100_000_00))).toBe('PROMO_FIRST_ORDER_ONLY');
  });

  it('counts the per-customer limit for the ordering customer only', async () => {
    const db = t.database.db;
    await insertLimitedPromo(db, { code: 'ONCEEACH', usageLimit: null, perUserLimit: 1 });
    const [first, second] = [await insertCustomer(db, demo.id), await insertCustomer(db, demo.id)];
    await db.transaction(async (tx) => {
      const promo = await promos.resolveForOrder(tx, demo, first, 'ONCEEACH', 100_000_00);
      await insertOrder(tx, { userId: first, promoId: promo.id });
    });
    expect(await codeOf(promos.resolveForOrder(db, demo, first, 'ONCEEACH', 100_000_00))).toBe('PROMO_USAGE_LIMIT');
    expect(await codeOf(promos.resolveForOrder(db, demo, second, 'ONCEEACH', 100_000_00))).toBe('OK');
  });
});
