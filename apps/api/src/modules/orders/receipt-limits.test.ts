// The daily limits on SMS receipts: past them the order is still placed but no SMS goes out, per
// customer and per phone, in process and, with Redis, across instances.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import type { DevSmsMessage } from '@dastarkhan/domain/contracts/account';
import { testRedisReachable, testRedisUrl } from '../../testing/redis.ts';
import { twoInstancesOverRedis } from '../../testing/instances.ts';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { openAroundTheClock, placeOrder, type OrderBody } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const branchId = DEMO.branchIds.amirTemur;
// The defaults of RECEIPT_SMS_PER_CUSTOMER_PER_DAY and RECEIPT_SMS_PER_PHONE_PER_DAY.
const PER_CUSTOMER = 10;
const PER_PHONE = 3;

const withReceipt = (phone: string): OrderBody => ({
  serviceType: 'PICK_UP',
  branchId,
  paymentType: 'CASH',
  cartItems: [{ productId: DEMO.products.somsa.id, quantity: 1 }],
  sendCheque: true,
  sendChequePhone: phone,
});

async function customer(app: FastifyInstance): Promise<Record<string, string>> {
  const { token } = await signIn(app, demo, freshPhone().digits);
  return authHeaders(demo, token);
}

async function outbox(app: FastifyInstance, phone: string): Promise<DevSmsMessage[]> {
  return (await app.inject({ url: '/api/dev/sms-outbox', query: { phone, merchant: demo } })).json() as DevSmsMessage[];
}

/**
 * Waits until a receipt placed after the ones under test has arrived, through the same instance: a
 * refused receipt that was sent anyway would have arrived by then too.
 */
async function settle(app: FastifyInstance): Promise<void> {
  const phone = freshPhone().digits;
  await placeOrder(app, await customer(app), withReceipt(phone));
  await vi.waitFor(async () => expect(await outbox(app, phone)).toHaveLength(1));
}

describe(`SMS receipt limits (${describeDatabase()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await openAroundTheClock(t.database, branchId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a daily limit per customer and per phone, from the configuration', () => {
    expect(t.config.receiptSms).toEqual({ perCustomerPerDay: PER_CUSTOMER, perPhonePerDay: PER_PHONE });
  });

  it(`sends one customer at most ${PER_CUSTOMER} receipts a day: the next order is placed, its SMS is not sent`, async () => {
    const headers = await customer(t.app);
    // Every receipt to a phone of its own, so only the customer's limit is in play.
    const phones = Array.from({ length: PER_CUSTOMER + 1 }, () => freshPhone().digits);
    for (const phone of phones.slice(0, PER_CUSTOMER)) await placeOrder(t.app, headers, withReceipt(phone));
    for (const phone of phones.slice(0, PER_CUSTOMER)) await vi.waitFor(async () => expect(await outbox(t.app, phone)).toHaveLength(1));

    const over = await placeOrder(t.app, headers, withReceipt(phones[PER_CUSTOMER]!));
    expect(over).toMatchObject({ status: 'CREATED', sendCheque: true });
    await settle(t.app);
    expect(await outbox(t.app, phones[PER_CUSTOMER]!)).toEqual([]);
  });

  it(`sends one phone at most ${PER_PHONE} receipts a day, whoever orders them`, async () => {
    const phone = freshPhone().digits;
    const [first, second] = [await customer(t.app), await customer(t.app)];
    await placeOrder(t.app, first, withReceipt(phone));
    for (let i = 1; i < PER_PHONE; i++) await placeOrder(t.app, second, withReceipt(phone));
    await vi.waitFor(async () => expect(await outbox(t.app, phone)).toHaveLength(PER_PHONE));

    // Order, cancel, order again: the count holds, the orders are placed, no more SMS reach the phone.
    const third = await customer(t.app);
    const over = await placeOrder(t.app, third, withReceipt(phone));
    const cancel = await t.app.inject({ method: 'PUT', url: `/api/orders/v1/orders/${over.id}/cancel`, headers: third });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await placeOrder(t.app, third, withReceipt(`+${phone}`));
    expect(again.status).toBe('CREATED');
    await settle(t.app);
    expect(await outbox(t.app, phone)).toHaveLength(PER_PHONE);
    // The refused receipts did not use up the customer's own allowance.
    const elsewhere = freshPhone().digits;
    await placeOrder(t.app, third, withReceipt(elsewhere));
    await vi.waitFor(async () => expect(await outbox(t.app, elsewhere)).toHaveLength(1));
  });
});

const withRedis = await testRedisReachable();
if (!withRedis) console.warn(`SMS receipt limits: Redis at ${testRedisUrl} is not reachable, the cross-instance test is skipped`);

describe.runIf(withRedis)(`SMS receipt limits on several instances (${describeDatabase()}, Redis)`, () => {
  const cluster = twoInstancesOverRedis((seeded) => openAroundTheClock(seeded.database, branchId));

  it('counts the receipts of one phone on every instance together', async () => {
    const [a, b] = cluster.apps;
    const phone = freshPhone().digits;
    const headers = await customer(a);
    for (let i = 0; i < PER_PHONE; i++) await placeOrder(a, headers, withReceipt(phone));
    await vi.waitFor(async () => expect(await outbox(a, phone)).toHaveLength(PER_PHONE));

    // The same database: the session works on the other instance, whose own outbox is empty so far.
    const over = await placeOrder(b, headers, withReceipt(phone));
    expect(over.status).toBe('CREATED');
    await settle(b);
    expect(await outbox(b, phone)).toEqual([]);
  });

  it('counts the receipts of one customer on every instance together', async () => {
    const [a, b] = cluster.apps;
    const headers = await customer(a);
    const phones = Array.from({ length: PER_CUSTOMER + 1 }, () => freshPhone().digits);
    // Alternating instances: neither sees more than half of them itself.
    for (const [index, phone] of phones.slice(0, PER_CUSTOMER).entries()) await placeOrder(index % 2 === 0 ? a : b, headers, withReceipt(phone));
    for (const [index, phone] of phones.slice(0, PER_CUSTOMER).entries()) {
      await vi.waitFor(async () => expect(await outbox(index % 2 === 0 ? a : b, phone)).toHaveLength(1));
    }

    const last = phones[PER_CUSTOMER]!;
    expect((await placeOrder(a, headers, withReceipt(last))).status).toBe('CREATED');
    await settle(a);
    expect(await outbox(a, last)).toEqual([]);
  });
});
